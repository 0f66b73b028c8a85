import type { Queryable } from '../db/types.js';

/**
 * The audit trail. Every admin write of every area calls recordAction with the transaction of the
 * write, so the change and its log row land together or not at all.
 */
export interface ActionEntry {
  /** The entity's kind in singular camelCase: 'user', 'client', 'network', 'multiAlert', ... */
  entityType: string;
  entityId: number;
  /** 'create' | 'update' | 'delete' or a verb of the area ('resetPassword', 'addMembers', 'import', ...). */
  action: string;
  /** The signed-in caller who made the change. */
  actorId: number;
  /** The entity's fields before and after; only changed fields are kept, secrets never. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Tenants the entity belongs to (before or after the change), for scoped reads of the log. */
  clientIds?: number[];
  organizationId?: number | null;
}

const SECRET = /password|secret|token|hash|otp|apikey|api_key|privatekey|pin$/i;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Lone UTF-16 surrogates become U+FFFD: jsonb refuses them, and a log row must never fail its write. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** A value with every secret-looking key inside it (at any depth) replaced, and its text jsonb-safe. */
function masked(value: unknown): unknown {
  if (typeof value === 'string') return wellFormed(value);
  if (Array.isArray(value)) return value.map(masked);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [wellFormed(k), SECRET.test(k) ? '[secret]' : masked(v)] as const),
  );
}

/** The changed fields of before/after (every field for a create or a delete), secrets replaced. */
export function changedFields(before?: Record<string, unknown> | null, after?: Record<string, unknown> | null) {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const out: { before: Record<string, unknown>; after: Record<string, unknown> } = { before: {}, after: {} };
  for (const key of keys) {
    const b = before?.[key];
    const a = after?.[key];
    if (before && after && same(a, b)) continue;
    const secret = SECRET.test(key);
    if (before && key in before) out.before[wellFormed(key)] = secret ? '[secret]' : masked(b ?? null);
    if (after && key in after) out.after[wellFormed(key)] = secret ? '[secret]' : masked(a ?? null);
  }
  return out;
}

/** Writes the row; answers its id (a send's push rows name it, issue 12). */
export async function recordAction(q: Queryable, entry: ActionEntry): Promise<number> {
  const payload = changedFields(entry.before, entry.after);
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO action_logs (entity_type, entity_id, action, user_id, client_ids, organization_id, payload)
     VALUES ($1, $2, $3, $4, $5::int[], $6, $7::jsonb) RETURNING id::float8 AS id`,
    [
      entry.entityType,
      entry.entityId,
      entry.action,
      entry.actorId,
      [...new Set(entry.clientIds ?? [])].sort((a, b) => a - b),
      entry.organizationId ?? null,
      JSON.stringify(payload),
    ],
  );
  return row!.id;
}

import type { Queryable } from '../../db/types.js';
import { SqlFilter, visibleDocumentCondition, type Caller, type Scope } from '../../policy/index.js';

/** The objects an action-log row names by id that have a page in the console. */
export type ReferenceType = 'user' | 'client' | 'network' | 'organization' | 'document' | 'device' | 'multiAlert';

/** Payload keys whose values are ids (one or a list), as the areas write them (docs/rest-contract.md "Audit"). */
const TYPE_BY_FIELD: Record<string, ReferenceType> = {
  userId: 'user',
  userIds: 'user',
  ownerId: 'user',
  selectedUsers: 'user',
  notifySelectedUsersOutsideOfRange: 'user',
  clientId: 'client',
  clientIds: 'client',
  clients: 'client',
  clientOwnerId: 'client',
  networkId: 'network',
  networkIds: 'network',
  networks: 'network',
  selectedNetworks: 'network',
  samlSelectedNetworks: 'network',
  organizationId: 'organization',
  deviceId: 'device',
  deviceIds: 'device',
  docId: 'document',
  documentId: 'document',
  documentIds: 'document',
  document: 'document',
};

/** The alert policy's fields are a category prefix and a suffix (sosSelectedUsers, amcDocument). */
const TYPE_BY_SUFFIX: [RegExp, ReferenceType][] = [
  [/.SelectedUsers$|.NotifySelectedUsersOutsideOfRange$/, 'user'],
  [/.SelectedNetworks$/, 'network'],
  [/.Document$/, 'document'],
];

const ENTITY_TYPES = new Set<string>(['user', 'client', 'network', 'organization', 'document', 'device', 'multiAlert']);

export function referenceTypeOf(field: string): ReferenceType | null {
  return TYPE_BY_FIELD[field] ?? TYPE_BY_SUFFIX.find(([pattern]) => pattern.test(field))?.[1] ?? null;
}

const MAX_ID = 2147483647;
const isId = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0 && (v as number) <= MAX_ID;

/** The ids a value holds: an id or a list of ids; anything else holds none. */
function idsIn(value: unknown): number[] {
  if (isId(value)) return [value];
  return Array.isArray(value) ? value.filter(isId) : [];
}

export interface FieldReference {
  /** The payload's top-level key. */
  field: string;
  /** The key that holds the id: `field` itself, or a key inside it (`member` → `userId`). */
  key: string;
  type: ReferenceType;
  id: number;
}

/**
 * The ids a row's payload names: a top-level key of before or after that holds ids, or such a key one
 * level down (a client's `member: { userId }`, a user's alert-central `{ "2": { selectedNetworks } }`),
 * reported under the top-level key. Each (field, key, id) once, in the order they appear.
 */
export function referencesOf(payload: { before?: Record<string, unknown>; after?: Record<string, unknown> }) {
  const found = new Map<string, FieldReference>();
  const add = (field: string, key: string, type: ReferenceType, ids: number[]) => {
    for (const id of ids) found.set(`${field}\u0000${key}\u0000${id}`, { field, key, type, id });
  };
  for (const side of [payload.before ?? {}, payload.after ?? {}]) {
    for (const [field, value] of Object.entries(side)) {
      const type = referenceTypeOf(field);
      if (type) add(field, field, type, idsIn(value));
      else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [inner, innerValue] of Object.entries(value as Record<string, unknown>)) {
          const innerType = referenceTypeOf(inner);
          if (innerType) add(field, inner, innerType, idsIn(innerValue));
        }
      }
    }
  }
  return [...found.values()];
}

export const isNamedEntity = (entityType: string): entityType is ReferenceType => ENTITY_TYPES.has(entityType);

/** An object's name and what its page needs, as the caller may see it. */
export interface NamedObject {
  name: string;
  /** device: dalm, hub, button or sensor (pages of the last three are by serial number). */
  kind?: string;
  serialNumber?: string | null;
  /** document: a release note, or the help-center section it belongs to. */
  releaseNote?: boolean;
  section?: string | null;
  /** multiAlert: its client (its page is under the client). */
  clientId?: number;
}

interface NameRow {
  type: ReferenceType;
  id: number;
  name: string;
  kind: string | null;
  serial_number: string | null;
  release_note: boolean | null;
  section: string | null;
  client_id: number | null;
}

/**
 * One statement naming every id of `wanted` the caller may read, each type under the scope rule of its
 * own list: an object that was deleted or sits in another tenant is left out (the console then shows
 * only its id). Keys of the answer: `${type}:${id}`.
 */
export async function nameObjects(
  db: Queryable,
  caller: Caller,
  scope: Scope,
  wanted: Map<ReferenceType, Set<number>>,
): Promise<Map<string, NamedObject>> {
  const params: unknown[] = [];
  const branches: string[] = [];
  const branch = (type: ReferenceType, select: string, from: string, scoped: (f: SqlFilter) => void) => {
    const ids = wanted.get(type);
    if (!ids?.size) return;
    const f = new SqlFilter(scope, params);
    f.where(`x.id = ANY(${f.param([...ids])}::int[])`);
    scoped(f);
    branches.push(`SELECT '${type}' AS type, x.id, ${select} FROM ${from} x ${f.toSql()}`);
  };
  const none = 'NULL::text AS kind, NULL::text AS serial_number, NULL::boolean AS release_note, NULL::text AS section';
  branch(
    'user',
    `coalesce(nullif(trim(concat_ws(' ', x.first_name, x.last_name)), ''), nullif(trim(x.username), ''), x.email) AS name,
     ${none}, NULL::int AS client_id`,
    'users',
    (f) => f.where('x.deactivated_at IS NULL').userColumn('x.id'),
  );
  branch('client', `x.name, ${none}, NULL::int AS client_id`, 'clients', (f) => f.clientColumn('x.id'));
  branch('network', `x.name, ${none}, NULL::int AS client_id`, 'networks', (f) =>
    f.where(`x.status <> 'deleted'`).clientColumn('x.client_id'),
  );
  branch('organization', `x.name, ${none}, NULL::int AS client_id`, 'organizations', (f) =>
    f.organizationColumn('x.id'),
  );
  branch(
    'document',
    `x.name, NULL::text AS kind, NULL::text AS serial_number, x.release_notes AS release_note, x.section,
     NULL::int AS client_id`,
    'documents',
    (f) => f.where(visibleDocumentCondition(f, caller, 'x')),
  );
  branch(
    'device',
    `x.name, x.type AS kind, x.serial_number, NULL::boolean AS release_note, NULL::text AS section, NULL::int AS client_id`,
    'devices',
    (f) => f.where('x.deleted_at IS NULL').clientColumn('x.client_id'),
  );
  branch('multiAlert', `x.name, ${none}, x.client_id`, 'multi_alerts', (f) => f.clientColumn('x.client_id'));
  if (branches.length === 0) return new Map();
  const rows = await db.query<NameRow>(branches.join('\nUNION ALL\n'), params);
  return new Map(rows.map((r) => [`${r.type}:${r.id}`, namedObject(r)]));
}

function namedObject(r: NameRow): NamedObject {
  if (r.type === 'device') return { name: r.name, kind: r.kind ?? 'dalm', serialNumber: r.serial_number };
  if (r.type === 'document') return { name: r.name, releaseNote: r.release_note ?? false, section: r.section };
  if (r.type === 'multiAlert') return { name: r.name, clientId: r.client_id ?? undefined };
  return { name: r.name };
}

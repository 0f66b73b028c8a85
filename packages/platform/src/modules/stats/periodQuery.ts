import type { Queryable } from '../../db/types.js';
import { badRequest } from '../../http/errors.js';
import { SqlFilter, type Scope } from '../../policy/index.js';
import { TZ } from './repository.js';

/** A checked period of Stockholm days (both ends included) and the clients it covers (null: all in scope). */
export interface PeriodQuery {
  from: string;
  to: string;
  clientIds: number[] | null;
}

export const stockholmToday = (now = new Date()) => new Intl.DateTimeFormat('sv-SE', { timeZone: TZ }).format(now);

/** `date` plus whole years; 29 February lands on 1 March in a common year (the longest fair reading). */
function plusYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const at = new Date(Date.UTC(2000, m! - 1, d!));
  at.setUTCFullYear(y! + years); // Date.UTC reads years 0..99 as 1900..1999
  return at.toISOString().slice(0, 10);
}

/**
 * The date rules of the statistics (400 VALIDATION_FAILED with fields). Days that do not exist
 * (2026-02-30) never get here: the bad-input rules refuse them (src/http/badInput.ts, INVALID).
 */
export function checkPeriod(from: string, to: string, maxYears: number): void {
  if (to > stockholmToday()) throw badRequest('Dates cannot be in the future', { to: 'FUTURE_DATE' });
  if (from > to) throw badRequest('Start date cannot be after end date', { from: 'START_AFTER_END' });
  if (to > plusYears(from, maxYears)) {
    const span = maxYears === 1 ? '1 year' : `${maxYears} years`;
    throw badRequest(`The period can be at most ${span}`, { from: 'RANGE_TOO_LONG' });
  }
}

/** "1,2,3" from the query string: the ids, or null when none were given. */
export function parseClientIds(value: string | undefined): number[] | null {
  if (!value) return null;
  return [...new Set(value.split(',').map(Number))].sort((a, b) => a - b);
}

/** Every chosen client must be in scope (for admins: exist); otherwise 400 NOT_IN_SCOPE at clientIds. */
export async function checkClients(db: Queryable, scope: Scope, clientIds: number[] | null): Promise<void> {
  if (!clientIds) return;
  const known = scope.all
    ? (await db.query<{ id: number }>('SELECT id FROM clients WHERE id = ANY($1::int[])', [clientIds])).map((r) => r.id)
    : scope.clientIds;
  if (clientIds.some((id) => !known.includes(id)))
    throw badRequest('Choose clients you administer', { clientIds: 'NOT_IN_SCOPE' });
}

/**
 * Incidents (alias `i`) created in the period's Stockholm days and in the chosen clients (or the scope).
 * A range on created_at, with or without client_id: incidents_client_created_idx or incidents_created_idx.
 */
export function incidentsOfPeriod(scope: Scope, q: PeriodQuery, params: unknown[] = []): SqlFilter {
  const f = new SqlFilter(scope, params);
  f.where(`i.created_at >= (${f.param(q.from)}::date::timestamp AT TIME ZONE '${TZ}')`);
  f.where(`i.created_at < ((${f.param(q.to)}::date + 1)::timestamp AT TIME ZONE '${TZ}')`);
  if (q.clientIds) f.where(`i.client_id = ANY(${f.param(q.clientIds)}::int[])`);
  else f.clientColumn('i.client_id');
  return f;
}

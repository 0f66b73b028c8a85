import type { Queryable } from '../db/types.js';
import type { SqlFilter } from '../policy/index.js';

/**
 * Offset lists (contract "Conventions"): limit/offset/sort/order/q in, { items, total } out.
 * A module declares its sortable fields once: `sortColumns` maps the public name to SQL.
 */
export interface ListQuery<S extends string = string> {
  limit: number;
  offset: number;
  sort: S;
  order: 'asc' | 'desc';
  q?: string;
  /** Only these rows (the `ids` filter); scope and every other filter still apply. */
  ids?: number[];
}

export interface Page<T> {
  items: T[];
  total: number;
}

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;

export function listQuerySchema(sortFields: readonly string[], extra: Record<string, object> = {}) {
  return {
    type: 'object',
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
      offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
      sort: { type: 'string', enum: [...sortFields], default: 'createdAt' },
      order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
      q: { type: 'string', maxLength: 200 },
      ...extra,
    },
  } as const;
}

export const pageSchema = (item: object) =>
  ({ type: 'object', properties: { items: { type: 'array', items: item }, total: { type: 'integer' } } }) as const;

/**
 * The `ids` filter of a list (`?ids=3&ids=7`, repeated; one id is enough for ajv's coerceTypes 'array'):
 * how a client of the API resolves references in one call instead of paging through the list.
 */
export const idsFilter = {
  ids: {
    type: 'array',
    items: { type: 'integer', minimum: 1, maximum: 2147483647 },
    minItems: 1,
    maxItems: MAX_PAGE_SIZE,
  },
} as const;

/**
 * ORDER BY for a list; `tieBreaker` keeps pages stable when the sort column has equal values.
 * `notNull` names the sorts whose column is never null: they leave out NULLS LAST (same order), so one
 * index on (scope column, sort column, tie-breaker) serves both directions (docs/performance.md).
 */
export function orderBy(
  sortColumns: Record<string, string>,
  query: Pick<ListQuery, 'sort' | 'order'>,
  tieBreaker: string,
  notNull: readonly string[] = [],
): string {
  const sort = query.sort in sortColumns ? query.sort : 'createdAt';
  const column = sortColumns[sort];
  const dir = query.order === 'asc' ? 'ASC' : 'DESC';
  return `ORDER BY ${column} ${dir}${notNull.includes(sort) ? '' : ' NULLS LAST'}, ${tieBreaker} ${dir}`;
}

/** Pickers: q plus filters, a short plain array answer. */
export function searchQuerySchema(extra: Record<string, object> = {}) {
  return {
    type: 'object',
    properties: {
      q: { type: 'string', maxLength: 200 },
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
      ...extra,
    },
  } as const;
}

/** The query of a `/candidates` picker (what a batch add takes, asked of its target): a search and a page. */
export interface CandidateQuery {
  q?: string;
  limit: number;
  offset: number;
}

export const candidatesQuerySchema = () =>
  searchQuerySchema({ offset: { type: 'integer', minimum: 0, maximum: 10_000, default: 0 } });

/** `%q%` for ILIKE with the wildcards of the text escaped; undefined for an empty search. */
export function containsPattern(q: string | undefined): string | undefined {
  const text = q?.trim();
  return text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
}

/**
 * One page of a list and its exact total, with the same WHERE for both. `countFrom` joins only what the
 * WHERE needs, so a total bounded by one client or user is an index-only count over its rows.
 */
export async function pageWithTotal<T>(
  db: Queryable,
  select: string,
  from: string,
  f: SqlFilter,
  order: string,
  query: { limit: number; offset: number },
  countFrom = from,
) {
  const where = f.toSql();
  const countParams = [...f.params];
  const [rows, count] = await Promise.all([
    db.query<T>(
      `SELECT ${select} ${from} ${where} ${order} LIMIT ${f.param(query.limit)} OFFSET ${f.param(query.offset)}`,
      f.params,
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n ${countFrom} ${where}`, countParams),
  ]);
  return { rows, total: count[0]!.n };
}

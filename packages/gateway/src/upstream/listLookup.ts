import { DEFAULT_PAGE_SIZE } from '../connections/offsetConnection.js';
import { withQuery, type RestClient } from './rest.js';

/** The default page of a connection (connections/offsetConnection.ts), shared with lookups. */
const FIRST_PAGE_LIMIT = DEFAULT_PAGE_SIZE;
/** The largest page of an offset list (contract: limit max 500). */
export const LIST_PAGE_LIMIT = 500;
/** The most rows a picker (`/.../search`) is asked for; the platform caps pickers at 100. */
export const PICKER_LIMIT = 100;

const indexes = new WeakMap<object, Map<string, unknown>>();

function indexOf<T>(rows: T[], idOf: (row: T) => string | number): Map<string, T> {
  let index = indexes.get(rows) as Map<string, T> | undefined;
  if (!index) {
    index = new Map(rows.map((row) => [String(idOf(row)), row]));
    indexes.set(rows, index);
  }
  return index;
}

/**
 * Finds rows by id in an offset list of a client, e.g. the networks its policy selects in
 * `/clients/5/networks`. The first page is the one a screen shows by default (limit 50, offset 0), so
 * for most clients the lookup shares that memoized call; larger lists continue in pages of 500 until every
 * id is found or the list ends. Each answer is indexed once per request. Ids the list does not hold are
 * left out of the answer.
 */
export async function findInOffsetList<T>(
  rest: RestClient,
  path: string,
  ids: readonly (string | number)[],
  idOf: (row: T) => string | number,
): Promise<Map<string, T>> {
  const found = new Map<string, T>();
  let offset = 0;
  while (found.size < ids.length) {
    const limit = offset === 0 ? FIRST_PAGE_LIMIT : LIST_PAGE_LIMIT;
    const page = await rest.get<{ items: T[]; total: number }>(withQuery(path, { limit, offset }));
    const index = indexOf(page.items, idOf);
    for (const id of ids) {
      const row = index.get(String(id));
      if (row !== undefined) found.set(String(id), row);
    }
    offset += page.items.length;
    if (page.items.length === 0 || offset >= page.total) break;
  }
  return found;
}

/** Finds rows by id in one picker answer (a plain array, at most PICKER_LIMIT rows). */
export async function findInPicker<T>(
  rest: RestClient,
  path: string,
  ids: readonly (string | number)[],
  idOf: (row: T) => string | number,
): Promise<Map<string, T>> {
  if (ids.length === 0) return new Map();
  const index = indexOf(await rest.get<T[]>(path), idOf);
  return new Map(ids.flatMap((id) => (index.has(String(id)) ? [[String(id), index.get(String(id))!]] : [])));
}

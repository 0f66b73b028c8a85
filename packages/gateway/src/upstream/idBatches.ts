import DataLoader from 'dataloader';
import type { RestClient } from './rest.js';

/** The most ids one call may name (contract: the `ids` filter takes at most 500, a list page at most 500 rows). */
export const MAX_IDS_PER_CALL = 500;

const REST_ID = /^[1-9][0-9]{0,9}$/;
const MAX_REST_ID = 2147483647;

export interface IdBatchOptions<T> {
  /** The id of a row, as the `ids` filter matches it. */
  idOf(row: T): string | number;
  /** The rows of an answer; default the `items` of an offset list (`{ items, total }`). */
  rowsOf?(answer: unknown): T[];
  /** Ids per call; lower for endpoints with a smaller page (pickers answer at most 100 rows). */
  maxIds?: number;
}

/**
 * Rows of a REST list looked up by id, the one way the gateway resolves references (a policy's selected
 * users, networks, devices, a multi-alert by id): never by paging through the list. Built per request, it
 * keeps one DataLoader per list path (endpoint and parent id, e.g. /backoffice/clients/5/users); the ids
 * asked for during one tick go out as one call, `path?ids=3&ids=9&limit=2`, whatever the list's size.
 * Ids the list does not hold (not a member, outside the caller's scope, gone) come back as absent.
 */
export function createIdBatches<T>(
  rest: RestClient,
  { idOf, rowsOf = itemsOf, maxIds = MAX_IDS_PER_CALL }: IdBatchOptions<T>,
) {
  const loaders = new Map<string, DataLoader<string, T | null>>();

  const loaderOf = (path: string) => {
    let loader = loaders.get(path);
    if (!loader) {
      loader = new DataLoader<string, T | null>(
        async (ids) => {
          const valid = ids.filter(isRestId);
          if (valid.length === 0) return ids.map(() => null);
          const rows = rowsOf(await rest.get<unknown>(withIds(path, valid)));
          const byId = new Map(rows.map((row) => [String(idOf(row)), row]));
          return ids.map((id) => byId.get(id) ?? null);
        },
        { maxBatchSize: maxIds },
      );
      loaders.set(path, loader);
    }
    return loader;
  };

  return {
    /** The rows of `ids` in the list at `path`, by id (as a string); absent ids are left out. */
    async byIds(path: string, ids: readonly (string | number)[]): Promise<Map<string, T>> {
      if (ids.length === 0) return new Map();
      const keys = ids.map(String);
      const rows = await loaderOf(path).loadMany(keys);
      const found = new Map<string, T>();
      rows.forEach((row, index) => {
        if (row instanceof Error) throw row;
        if (row !== null) found.set(keys[index], row);
      });
      return found;
    },
  };
}

function itemsOf<T>(answer: unknown): T[] {
  return (answer as { items: T[] }).items;
}

function isRestId(id: string): boolean {
  return REST_ID.test(id) && Number(id) <= MAX_REST_ID;
}

/** `path` with the `ids` filter (repeated parameter, ascending, so equal sets give equal paths) and a limit that fits them. */
export function withIds(path: string, ids: readonly string[]): string {
  const query = new URLSearchParams();
  for (const id of [...ids].sort((a, b) => Number(a) - Number(b))) query.append('ids', id);
  query.set('limit', String(ids.length));
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

import { badUserInput } from '../upstream/errors.js';
import { withQuery, type RestClient } from '../upstream/rest.js';
import { decodeOffsetCursor, encodeOffsetCursor } from './offsetCursor.js';

/**
 * Relay connections over the platform's offset lists: `GET path?limit&offset&sort&order&q` answering
 * `{ items, total }`. Every paginated list of the gateway goes through `loadOffsetConnection`.
 */

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

export interface OffsetList<T> {
  items: T[];
  total: number;
}

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
}

export interface ListOptions {
  /** The platform's sort field (e.g. createdAt) and direction. */
  sort?: string;
  order?: 'asc' | 'desc';
  /** Free-text search (`q`); empty text means none. */
  search?: string | null;
  /** Per-list filters, sent as query parameters. */
  filters?: Record<string, string | number | boolean | null | undefined>;
}

export interface Connection<N> {
  edges: { cursor: string; node: N }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

/** limit and offset for connection arguments: first defaults to 50 and is capped at 200. */
export function offsetPage({ first, after }: ConnectionArgs): { limit: number; offset: number } {
  const limit = Math.min(first ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  if (limit < 0) throw badUserInput('first must not be negative.');
  if (!after) return { limit, offset: 0 };
  const position = decodeOffsetCursor(after);
  if (position === null) throw badUserInput('The after cursor is not valid.', 'INVALID_CURSOR');
  return { limit, offset: position + 1 };
}

/** The query string of one page; equal arguments give equal paths, so the memoized GET is shared. */
export function offsetListPath(path: string, args: ConnectionArgs, options: ListOptions = {}): string {
  const { limit, offset } = offsetPage(args);
  return withQuery(path, {
    ...options.filters,
    // first: 0 still asks for one row, to learn the total.
    limit: Math.max(limit, 1),
    offset,
    sort: options.sort,
    order: options.order,
    q: options.search?.trim() || undefined,
  });
}

export function toConnection<T, N>(list: OffsetList<T>, args: ConnectionArgs, toNode: (item: T) => N): Connection<N> {
  const { limit, offset } = offsetPage(args);
  const edges = list.items
    .slice(0, limit)
    .map((item, index) => ({ cursor: encodeOffsetCursor(offset + index), node: toNode(item) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: offset + edges.length < list.total,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: list.total,
  };
}

export async function loadOffsetConnection<T, N>(
  rest: RestClient,
  path: string,
  args: ConnectionArgs,
  options: ListOptions,
  toNode: (item: T) => N,
): Promise<Connection<N>> {
  const list = await rest.get<OffsetList<T>>(offsetListPath(path, args, options));
  return toConnection(list, args, toNode);
}

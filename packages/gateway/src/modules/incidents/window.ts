import { badUserInput } from '../../upstream/errors.js';
import type { RestIncident } from './incident.js';
import { rowAt, TOP, type IncidentPosition } from './position.js';

/** GET /incidents/list's answer. */
export interface IncidentList {
  summary?: { confirm?: number; pending?: number; finalized?: number } | null;
  incidents: RestIncident[];
  next_cursor: string | null;
  prev_cursor: string | null;
}

/** One call of GET /incidents/list with the connection's filters. */
export type FetchList = (page: { limit: number; after?: string; before?: string }) => Promise<IncidentList>;

/** Rows newest first, each with its position, and whether rows lie beyond them either way. */
export interface IncidentWindow {
  rows: { row: RestIncident; position: IncidentPosition }[];
  newerBeyond: boolean;
  olderBeyond: boolean;
  list?: IncidentList;
}

/** The platform's largest page. */
const PLATFORM_LIMIT = 500;

function limitOf(skip: number, count: number): number {
  if (skip + count > PLATFORM_LIMIT)
    throw badUserInput('The cursor is too far from the page it came from.', 'INVALID_CURSOR');
  return skip + count;
}

/** Up to `count` rows older than `position`. */
export async function olderThan(fetch: FetchList, position: IncidentPosition, count: number): Promise<IncidentWindow> {
  if (position.from === 'newer') {
    if (position.skip === 0) return olderThan(fetch, rowAt(position.anchor), count);
    // Find the row's own cursor: the farthest of the `skip` rows newer than the anchor.
    const list = await fetch({ before: position.anchor, limit: limitOf(position.skip, 0) });
    if (list.incidents.length < position.skip) return olderThan(fetch, TOP, count);
    if (list.prev_cursor) return olderThan(fetch, rowAt(list.prev_cursor), count);
    return olderThan(fetch, { from: 'older', anchor: null, skip: 1 }, count);
  }
  const { anchor, skip } = position;
  const list = await fetch({ after: anchor ?? undefined, limit: limitOf(skip, count) });
  const items = list.incidents;
  const rows = items.slice(skip, skip + count).map((row, index) => {
    const at = skip + index;
    const own =
      at === items.length - 1 && list.next_cursor
        ? list.next_cursor
        : at === 0 && list.prev_cursor
          ? list.prev_cursor
          : null;
    return { row, position: own ? rowAt(own) : { from: 'older' as const, anchor, skip: at + 1 } };
  });
  return {
    rows,
    olderBeyond: items.length === skip + count && Boolean(list.next_cursor),
    newerBeyond: skip > 0 || Boolean(list.prev_cursor),
    list,
  };
}

/** Up to `count` rows newer than `position`, the nearest ones, newest first. */
export async function newerThan(fetch: FetchList, position: IncidentPosition, count: number): Promise<IncidentWindow> {
  if (position.from === 'older') return newerThanOlder(fetch, position, count);
  const { anchor, skip } = position;
  const list = await fetch({ before: anchor, limit: limitOf(skip, count) });
  const items = list.incidents;
  const end = Math.max(0, items.length - skip);
  const start = Math.max(0, end - count);
  const rows = items.slice(start, end).map((row, index) => {
    const at = start + index;
    const own =
      at === 0 && list.prev_cursor
        ? list.prev_cursor
        : at === items.length - 1 && list.next_cursor
          ? list.next_cursor
          : null;
    const rowPosition: IncidentPosition = own
      ? { from: 'newer', anchor: own, skip: 0 }
      : { from: 'newer', anchor, skip: items.length - at };
    return { row, position: rowPosition };
  });
  return {
    rows,
    newerBeyond: start > 0 || Boolean(list.prev_cursor),
    olderBeyond: skip > 0 || Boolean(list.next_cursor),
    list,
  };
}

async function newerThanOlder(
  fetch: FetchList,
  { anchor, skip }: { anchor: string | null; skip: number },
  count: number,
): Promise<IncidentWindow> {
  if (skip === 0) {
    if (anchor === null) return { rows: [], newerBeyond: false, olderBeyond: false };
    return newerThan(fetch, { from: 'newer', anchor, skip: 0 }, count);
  }
  // The row is the skip-th older than the anchor: its own cursor is the next_cursor of that many rows.
  const list = await fetch({ after: anchor ?? undefined, limit: limitOf(skip, 0) });
  const items = list.incidents;
  if (items.length === skip && list.next_cursor)
    return newerThan(fetch, { from: 'newer', anchor: list.next_cursor, skip: 0 }, count);
  // The oldest row of all (the platform names no cursor after it): the rows between it and the anchor,
  // then the rows newer than the first of them.
  const between = items.slice(0, Math.min(items.length, skip - 1)).map((row, index) => ({
    row,
    position:
      index === 0 && list.prev_cursor ? rowAt(list.prev_cursor) : { from: 'older' as const, anchor, skip: index + 1 },
  }));
  if (between.length >= count || !list.prev_cursor) {
    return {
      rows: between.slice(Math.max(0, between.length - count)),
      newerBeyond: between.length > count || Boolean(list.prev_cursor),
      olderBeyond: true,
      list,
    };
  }
  const newer = await newerThan(fetch, { from: 'newer', anchor: list.prev_cursor, skip: 0 }, count - between.length);
  return { rows: [...newer.rows, ...between], newerBeyond: newer.newerBeyond, olderBeyond: true, list };
}

import DataLoader from 'dataloader';
import { restIdArg } from '../../ids.js';
import { asError, badUserInput } from '../../upstream/errors.js';
import { withQuery, type RestClient } from '../../upstream/rest.js';
import {
  PLATFORM_STATUS_BY_STATUS,
  toIncident,
  toStatusCounts,
  toSummary,
  type IncidentSource,
  type RestIncident,
  type RestStatusCounts,
} from './incident.js';
import { decodePosition, encodePosition, TOP } from './position.js';
import { newerThan, olderThan, type FetchList, type IncidentList, type IncidentWindow } from './window.js';

export const MAX_INCIDENTS_PER_PAGE = 100;
const DEFAULT_PAGE = 20;

export interface IncidentListArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  view?: string | null;
  status?: string | null;
  networkId?: string | null;
  search?: string | null;
  startDate?: string | null;
  endDate?: string | null;
}

/** COMPREHENSIVE is the platform's default: left out of the query. */
export const viewParam = (view: string | null | undefined) => (view === 'OPERATIONAL' ? 'operational' : undefined);

function filtersOf(args: IncidentListArgs) {
  return {
    filter: args.status ? PLATFORM_STATUS_BY_STATUS[args.status] : undefined,
    networkId: args.networkId ? restIdArg('Network', args.networkId, 'networkId') : undefined,
    search: args.search?.trim() || undefined,
    startDate: args.startDate ?? undefined,
    endDate: args.endDate ?? undefined,
    view: viewParam(args.view),
  };
}

function pageSizeOf(value: number, argument: string): number {
  if (value < 0) throw badUserInput(`${argument} must not be negative.`);
  return Math.min(value, MAX_INCIDENTS_PER_PAGE);
}

export function createIncidentLoaders(rest: RestClient) {
  const byId = new DataLoader<string, IncidentSource>((ids) =>
    Promise.all(
      ids.map((id) =>
        rest.get<RestIncident>(`/backoffice/incidents/${encodeURIComponent(id)}`).then(toIncident, asError),
      ),
    ),
  );

  /**
   * Query.incidents: first/after reads older rows, last/before newer ones (both newest first); neither
   * reads the first DEFAULT_PAGE. `last` without `before` reads the newest rows, like `first`.
   */
  async function connection(args: IncidentListArgs) {
    const hasFirst = args.first !== null && args.first !== undefined;
    const hasLast = args.last !== null && args.last !== undefined;
    if (hasFirst && hasLast) throw badUserInput('Give first or last, not both.');
    if ((args.after && hasLast) || (args.before && hasFirst) || (args.after && args.before))
      throw badUserInput('first goes with after (older), last with before (newer).');
    const filters = filtersOf(args);
    const fetch: FetchList = (page) =>
      rest.get<IncidentList>(
        withQuery('/backoffice/incidents/list', {
          limit: page.limit,
          after: page.after,
          before: page.before,
          ...filters,
        }),
      );

    const cursorText = args.after ?? args.before;
    const position = cursorText ? decodePosition(cursorText) : TOP;
    if (!position) throw badUserInput(`The ${args.after ? 'after' : 'before'} cursor is not valid.`, 'INVALID_CURSOR');

    let window: IncidentWindow;
    if (hasLast && args.before) {
      const count = pageSizeOf(args.last as number, 'last');
      window = count === 0 ? emptyWindow() : await newerThan(fetch, position, count);
    } else {
      const count = pageSizeOf(
        hasFirst ? (args.first as number) : hasLast ? (args.last as number) : DEFAULT_PAGE,
        hasLast ? 'last' : 'first',
      );
      window = count === 0 ? emptyWindow() : await olderThan(fetch, position, count);
    }

    const edges = window.rows.map(({ row, position: rowPosition }) => {
      const node = toIncident(row);
      byId.prime(node.restId, node);
      return { cursor: encodePosition(rowPosition), node };
    });
    const summary = window.list?.summary;
    return {
      edges,
      pageInfo: {
        hasNextPage: window.olderBeyond,
        hasPreviousPage: window.newerBeyond,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
      },
      // A page read no list (nothing newer than the top, or a size of 0): the summary costs a call when selected.
      summary: summary ? toSummary(summary) : () => fetch({ limit: 1 }).then((list) => toSummary(list.summary ?? {})),
    };
  }

  const counters = (view: string | null | undefined) =>
    rest
      .get<RestStatusCounts>(withQuery('/backoffice/incidents/counters', { view: viewParam(view) }))
      .then(toStatusCounts);

  return { byId, connection, counters };
}

function emptyWindow(): IncidentWindow {
  return { rows: [], newerBeyond: false, olderBeyond: false };
}

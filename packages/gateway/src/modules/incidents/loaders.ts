import DataLoader from 'dataloader';
import { asError, badUserInput } from '../../upstream/errors.js';
import { withQuery, type RestClient } from '../../upstream/rest.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { toIncident, type IncidentSource, type RestIncident } from './incident.js';

export const MAX_INCIDENTS_PER_PAGE = 100;

interface IncidentList {
  incidents: RestIncident[];
  next_cursor: string | null;
  prev_cursor: string | null;
}

export function createIncidentLoaders(rest: RestClient) {
  // GET /backoffice/incidents/{uid} is not in the REST contract yet (see the README): until the platform
  // serves it, its 404 makes node() answer null. Incidents listed earlier in the request are primed.
  const byId = new DataLoader<string, IncidentSource>((ids) =>
    Promise.all(
      ids.map((id) =>
        rest.get<RestIncident>(`/backoffice/incidents/${encodeURIComponent(id)}`).then(toIncident, asError),
      ),
    ),
  );

  async function connection({ first, after }: { first: number; after?: string | null }) {
    if (first < 0) throw badUserInput('first must not be negative.');
    const cursor = after ? decodeCursor(after) : { after: null, skip: 0 };
    if (!cursor) throw badUserInput('The after cursor is not valid.', 'INVALID_CURSOR');
    const pageSize = Math.min(first, MAX_INCIDENTS_PER_PAGE);
    if (pageSize === 0) return emptyConnection();

    const list = await rest.get<IncidentList>(
      withQuery('/backoffice/incidents/list', { limit: cursor.skip + pageSize, after: cursor.after }),
    );
    const items = list.incidents.slice(cursor.skip, cursor.skip + pageSize);
    const pageIsFull = cursor.skip + items.length === list.incidents.length && items.length === pageSize;
    const edges = items.map((item, index) => {
      const node = toIncident(item);
      byId.prime(node.restId, node);
      const isLast = index === items.length - 1;
      const edgeCursor =
        isLast && pageIsFull && list.next_cursor
          ? { after: list.next_cursor, skip: 0 }
          : { after: cursor.after, skip: cursor.skip + index + 1 };
      return { cursor: encodeCursor(edgeCursor), node };
    });
    return {
      edges,
      pageInfo: {
        hasNextPage: pageIsFull && Boolean(list.next_cursor),
        hasPreviousPage: Boolean(cursor.after || cursor.skip) && (cursor.skip > 0 || Boolean(list.prev_cursor)),
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
      },
    };
  }

  return { byId, connection };
}

function emptyConnection() {
  return { edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null } };
}

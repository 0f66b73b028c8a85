import { loadOffsetConnection, type ConnectionArgs } from '../../connections/offsetConnection.js';
import { withQuery, type RestClient } from '../../upstream/rest.js';
import { actionLogFilters, toActionLogEntry, type ActionLogFilter, type RestAction } from './entry.js';

const ACTIONS_PATH = '/backoffice/system/actions';

export function createActionLogLoaders(rest: RestClient) {
  return {
    /** Query.actionLog: one page of GET /system/actions, newest first. */
    list: ({ filter, ...page }: ConnectionArgs & { filter?: ActionLogFilter | null }) =>
      loadOffsetConnection<RestAction, ReturnType<typeof toActionLogEntry>>(
        rest,
        ACTIONS_PATH,
        page,
        { filters: actionLogFilters(filter) },
        toActionLogEntry,
      ),

    /** One entry for node(): the log of its millisecond (a handful of rows), in scope like every read. */
    async byId(id: string, createdAt: string) {
      const at = Date.parse(createdAt);
      const answer = await rest.get<{ items: RestAction[] }>(
        withQuery(ACTIONS_PATH, {
          from: new Date(at - 1).toISOString(),
          to: new Date(at + 1).toISOString(),
          limit: 500,
          offset: 0,
        }),
      );
      const row = answer.items.find((item) => String(item.id) === id);
      return row ? toActionLogEntry(row) : null;
    },
  };
}

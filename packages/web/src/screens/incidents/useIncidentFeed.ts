import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import { errorMessage } from '../../i18n/errorMessage';
import { notify } from '../../ui/toaster';
import type {
  IncidentView,
  useIncidentFeedSubscription,
  useIncidentFeedSubscription$data,
} from './__generated__/useIncidentFeedSubscription.graphql';

const subscription = graphql`
  subscription useIncidentFeedSubscription($view: IncidentView, $networkId: ID) {
    incidentEvents(view: $view, networkId: $networkId) {
      type
      incident {
        id
        status
        ...IncidentTable_incident
      }
      counters {
        unconfirmed
        ongoing
        finalized
      }
    }
  }
`;

type Event = useIncidentFeedSubscription$data['incidentEvents'];

/** What a table shows, as the feed needs it to place an event. */
export interface FeedTarget {
  /** The subscription's filter: the dashboard's view, or one network. */
  filter: { view?: IncidentView; networkId?: string };
  /** The shown page's connection record (its field with the arguments it was read with). */
  connection: (store: RecordSourceSelectorProxy) => RecordProxy | null | undefined;
  /** The status the table is filtered to, if any. */
  status: string | null;
  /** The event's counters are the connection's summary (no search or dates narrow it). */
  countersAreSummary: boolean;
  /** A new incident can be put on top without asking the server (nothing but the status narrows the list). */
  canPlace: boolean;
  pageIndex: number;
  /** The page again from the server, shown as loading (a bulk change). */
  reload: () => void;
  /** The page again without a sign (what the event cannot express: counts under a search). */
  refresh?: () => void;
}

function applyEvent(store: RecordSourceSelectorProxy, event: Event, target: FeedTarget) {
  if (event.type === 'BULK') return;
  const connection = target.connection(store);
  if (!connection) return;
  const summary = connection.getLinkedRecord('summary');
  if (summary && target.countersAreSummary) {
    summary.setValue(event.counters.unconfirmed, 'unconfirmed');
    summary.setValue(event.counters.ongoing, 'ongoing');
    summary.setValue(event.counters.finalized, 'finalized');
  }
  const incident = event.incident ? store.get(event.incident.id) : null;
  if (event.type !== 'CREATED' || !incident || target.pageIndex > 0 || !target.canPlace) return;
  if (target.status && target.status !== event.incident?.status) return;
  const edges = connection.getLinkedRecords('edges') ?? [];
  if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === incident.getDataID())) return;
  const edgeId = `client:incidentFeed:${incident.getDataID()}`;
  const edge = store.get(edgeId) ?? store.create(edgeId, 'IncidentEdge');
  edge.setLinkedRecord(incident, 'node');
  connection.setLinkedRecords([edge, ...edges], 'edges');
}

/**
 * A table's live feed while it is shown: new incidents join the first page (and the summary's counts
 * follow), status changes update their rows through the store, a bulk change reloads the page. Away from
 * the first page the rows stay put and `newCount` counts what the first page would show. A stream the
 * server refuses (e.g. TOO_MANY_STREAMS: too many open in other tabs) is not retried: the user is told.
 */
export function useIncidentFeed(target: FeedTarget) {
  const intl = useIntl();
  const [newCount, setNewCount] = useState(0);
  const latest = useRef(target);
  latest.current = target;
  useEffect(() => {
    if (target.pageIndex === 0) setNewCount(0);
  }, [target.pageIndex]);

  const { view, networkId } = target.filter;
  const config = useMemo(
    (): GraphQLSubscriptionConfig<useIncidentFeedSubscription> => ({
      subscription,
      variables: { view: view ?? null, networkId: networkId ?? null },
      updater: (store, data) => {
        if (data) applyEvent(store, data.incidentEvents, latest.current);
      },
      onNext: (data) => {
        const event = data?.incidentEvents;
        if (!event) return;
        const current = latest.current;
        if (event.type === 'BULK') return current.reload();
        if (!current.countersAreSummary || (event.type === 'CREATED' && !current.canPlace)) current.refresh?.();
        const shown = !current.status || current.status === event.incident?.status;
        if (event.type === 'CREATED' && current.pageIndex > 0 && shown) setNewCount((count) => count + 1);
      },
      onError: (error) => notify.error(errorMessage(intl, error)),
    }),
    [view, networkId, intl],
  );
  useSubscription<useIncidentFeedSubscription>(config);
  return { newCount };
}

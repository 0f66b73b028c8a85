import { useEffect, useMemo, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, RecordSourceSelectorProxy } from 'relay-runtime';
import type { IncidentsVariables } from './filters';
import IncidentsScreenRefetchQuery from './__generated__/IncidentsScreenRefetchQuery.graphql';
import type {
  useIncidentFeedSubscription,
  useIncidentFeedSubscription$data,
} from './__generated__/useIncidentFeedSubscription.graphql';

const subscription = graphql`
  subscription useIncidentFeedSubscription($view: IncidentView) {
    incidentEvents(view: $view) {
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

/** The event's counters are the view's counts: they are the boxes' counts only while no search or dates narrow the list. */
export const countersAreSummary = (variables: IncidentsVariables) =>
  !variables.search && !variables.startDate && !variables.endDate;

/** The boxes' counts from the event, and the new incident at the top of the first page when the status filter lets it in. */
function applyEvent(store: RecordSourceSelectorProxy, event: Event, variables: IncidentsVariables, firstPage: boolean) {
  if (event.type === 'BULK' || !countersAreSummary(variables)) return;
  const connection = store.getRoot().getLinkedRecord('incidents', { ...variables });
  if (!connection) return;
  const summary = connection.getLinkedRecord('summary');
  if (summary) {
    summary.setValue(event.counters.unconfirmed, 'unconfirmed');
    summary.setValue(event.counters.ongoing, 'ongoing');
    summary.setValue(event.counters.finalized, 'finalized');
  }
  const incident = event.incident ? store.get(event.incident.id) : null;
  if (event.type !== 'CREATED' || !firstPage || !incident) return;
  if (variables.status && variables.status !== event.incident?.status) return;
  const edges = connection.getLinkedRecords('edges') ?? [];
  if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === incident.getDataID())) return;
  const edgeId = `client:incidentFeed:${incident.getDataID()}`;
  const edge = store.get(edgeId) ?? store.create(edgeId, 'IncidentEdge');
  edge.setLinkedRecord(incident, 'node');
  connection.setLinkedRecords([edge, ...edges], 'edges');
}

/**
 * The dashboard's live feed while it is open: new incidents join the first page (and the boxes' counts
 * follow), status changes update their rows through the store, a bulk change reloads the page. Away from
 * the first page the rows stay put and `newCount` counts what the first page would show.
 */
export function useIncidentFeed({
  variables,
  pageIndex,
  reload,
}: {
  variables: IncidentsVariables;
  pageIndex: number;
  reload: () => void;
}) {
  const environment = useRelayEnvironment();
  const [newCount, setNewCount] = useState(0);
  const latest = useRef({ variables, pageIndex, reload });
  latest.current = { variables, pageIndex, reload };
  useEffect(() => {
    if (pageIndex === 0) setNewCount(0);
  }, [pageIndex]);

  // one quiet refresh at a time (the same page again: the boxes' counts under a search or dates)
  const refreshing = useRef<'idle' | 'busy' | 'again'>('idle');
  const refresh = useMemo(() => {
    const run = () => {
      refreshing.current = 'busy';
      fetchQuery(environment, IncidentsScreenRefetchQuery, latest.current.variables, {
        fetchPolicy: 'network-only',
      }).subscribe({
        complete: done,
        error: done,
      });
    };
    const done = () => {
      const again = refreshing.current === 'again';
      refreshing.current = 'idle';
      if (again) run();
    };
    return () => {
      if (refreshing.current === 'idle') run();
      else refreshing.current = 'again';
    };
  }, [environment]);

  const config = useMemo(
    (): GraphQLSubscriptionConfig<useIncidentFeedSubscription> => ({
      subscription,
      variables: { view: variables.view },
      updater: (store, data) => {
        if (data) applyEvent(store, data.incidentEvents, latest.current.variables, latest.current.pageIndex === 0);
      },
      onNext: (data) => {
        const event = data?.incidentEvents;
        if (!event) return;
        const { variables: current, pageIndex: page, reload: reloadPage } = latest.current;
        if (event.type === 'BULK') return reloadPage();
        if (!countersAreSummary(current)) refresh();
        const shown = !current.status || current.status === event.incident?.status;
        if (event.type === 'CREATED' && page > 0 && shown) setNewCount((count) => count + 1);
      },
    }),
    [variables.view, refresh],
  );
  useSubscription<useIncidentFeedSubscription>(config);
  return { newCount };
}

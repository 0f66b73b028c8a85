import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { EmptyHint } from '../../../ui/EmptyHint';
import { useTableControls } from '../../../ui/useTableControls';
import { IncidentTable } from '../../incidents/IncidentTable';
import { useIncidentFeed } from '../../incidents/useIncidentFeed';
import type { NetworkIncidentsTab_network$key } from './__generated__/NetworkIncidentsTab_network.graphql';

/** The network's incidents, newest first, paged newer/older over the cursors: the dashboard's table. */
export function NetworkIncidentsTab({ network }: { network: NetworkIncidentsTab_network$key }) {
  const intl = useIntl();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment NetworkIncidentsTab_network on Network
      @refetchable(queryName: "NetworkIncidentsTabRefetchQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        id
        incidents(first: $first, after: $after) {
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              id
              ...IncidentTable_incident
            }
          }
        }
      }
    `,
    network,
  );
  const controls = useTableControls({ refetch, urlPrefix: 'incidents', pageSize: 20 });
  // live: the network's new incidents join the first page, status changes update the rows
  const { first, after } = controls.variables;
  useIncidentFeed({
    filter: { networkId: data.id },
    connection: (store) => store.get(data.id)?.getLinkedRecord('incidents', { first, after }),
    status: null,
    countersAreSummary: false,
    canPlace: true,
    pageIndex: controls.pageIndex,
    reload: controls.reload,
  });
  const t = (id: string) => intl.formatMessage({ id });
  const rows = data.incidents.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));

  if (rows.length === 0 && controls.pageIndex === 0)
    return <EmptyHint title={t('networks.incidents.empty')} description={t('networks.incidents.emptyHint')} />;

  return (
    <IncidentTable
      label={t('networks.incidents.label')}
      rows={rows}
      controls={controls}
      pageInfo={data.incidents.pageInfo}
      showNetwork={false}
      emptyPage={t('networks.incidents.noOlder')}
    />
  );
}

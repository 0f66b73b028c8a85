import { graphql, useFragment } from 'react-relay';
import type { NetworkIncidentsTab_network$key } from './__generated__/NetworkIncidentsTab_network.graphql';

/** Placeholder written with the contract; the tab's engineer replaces it (fragment name and props stay). */
export function NetworkIncidentsTab({ network }: { network: NetworkIncidentsTab_network$key }) {
  const data = useFragment(
    graphql`
      fragment NetworkIncidentsTab_network on Network {
        id
      }
    `,
    network,
  );
  return <div data-network-id={data.id} />;
}

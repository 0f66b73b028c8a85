import { graphql, useFragment } from 'react-relay';
import type { NetworkIntegrationsTab_network$key } from './__generated__/NetworkIntegrationsTab_network.graphql';

/** Placeholder written with the contract; the tab's engineer replaces it (fragment name and props stay). */
export function NetworkIntegrationsTab({ network }: { network: NetworkIntegrationsTab_network$key }) {
  const data = useFragment(
    graphql`
      fragment NetworkIntegrationsTab_network on Network {
        id
      }
    `,
    network,
  );
  return <div data-network-id={data.id} />;
}

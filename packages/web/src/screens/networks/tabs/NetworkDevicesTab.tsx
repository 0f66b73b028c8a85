import { graphql, useFragment } from 'react-relay';
import type { NetworkDevicesTab_network$key } from './__generated__/NetworkDevicesTab_network.graphql';

/** Placeholder written with the contract; the tab's engineer replaces it (fragment name and props stay). */
export function NetworkDevicesTab({ network }: { network: NetworkDevicesTab_network$key }) {
  const data = useFragment(
    graphql`
      fragment NetworkDevicesTab_network on Network {
        id
      }
    `,
    network,
  );
  return <div data-network-id={data.id} />;
}

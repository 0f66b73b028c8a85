import { graphql, useFragment } from 'react-relay';
import type { NetworkRelaysTab_network$key } from './__generated__/NetworkRelaysTab_network.graphql';

/** Placeholder written with the contract; the tab's engineer replaces it (fragment name and props stay). */
export function NetworkRelaysTab({ network }: { network: NetworkRelaysTab_network$key }) {
  const data = useFragment(
    graphql`
      fragment NetworkRelaysTab_network on Network {
        id
      }
    `,
    network,
  );
  return <div data-network-id={data.id} />;
}

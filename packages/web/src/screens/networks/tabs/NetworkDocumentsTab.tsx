import { graphql, useFragment } from 'react-relay';
import type { NetworkDocumentsTab_network$key } from './__generated__/NetworkDocumentsTab_network.graphql';

/** Placeholder written with the contract; the tab's engineer replaces it (fragment name and props stay). */
export function NetworkDocumentsTab({ network }: { network: NetworkDocumentsTab_network$key }) {
  const data = useFragment(
    graphql`
      fragment NetworkDocumentsTab_network on Network {
        id
      }
    `,
    network,
  );
  return <div data-network-id={data.id} />;
}

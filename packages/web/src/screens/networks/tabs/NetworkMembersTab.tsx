import { graphql, useFragment } from 'react-relay';
import type { NetworkMembersTab_network$key } from './__generated__/NetworkMembersTab_network.graphql';

/** Placeholder written with the contract; the tab's engineer replaces it (fragment name and props stay). */
export function NetworkMembersTab({ network }: { network: NetworkMembersTab_network$key }) {
  const data = useFragment(
    graphql`
      fragment NetworkMembersTab_network on Network {
        id
      }
    `,
    network,
  );
  return <div data-network-id={data.id} />;
}

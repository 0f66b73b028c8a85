import { graphql, useFragment } from 'react-relay';
import type { NetworkSettingsTab_network$key } from './__generated__/NetworkSettingsTab_network.graphql';

/** Placeholder written with the contract; the tab's engineer replaces it (fragment name and props stay). */
export function NetworkSettingsTab({ network }: { network: NetworkSettingsTab_network$key }) {
  const data = useFragment(
    graphql`
      fragment NetworkSettingsTab_network on Network {
        id
      }
    `,
    network,
  );
  return <div data-network-id={data.id} />;
}

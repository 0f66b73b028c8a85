import { graphql, useFragment } from 'react-relay';
import type { NetworkNotificationSettingsTab_network$key } from './__generated__/NetworkNotificationSettingsTab_network.graphql';

/** Placeholder written with the contract; the tab's engineer replaces it (fragment name and props stay). */
export function NetworkNotificationSettingsTab({ network }: { network: NetworkNotificationSettingsTab_network$key }) {
  const data = useFragment(
    graphql`
      fragment NetworkNotificationSettingsTab_network on Network {
        id
      }
    `,
    network,
  );
  return <div data-network-id={data.id} />;
}

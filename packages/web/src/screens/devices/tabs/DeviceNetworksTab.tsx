import { graphql, useFragment } from 'react-relay';
import type { DeviceNetworksTab_device$key } from './__generated__/DeviceNetworksTab_device.graphql';

/**
 * The networks tab of every kind of alarm device (DALM, Flic hub, Flic button, sensor): a fragment on the
 * AlarmDevice interface, so each device page spreads it. Being built in session 6.
 */
export function DeviceNetworksTab({ device }: { device: DeviceNetworksTab_device$key }) {
  const data = useFragment(
    graphql`
      fragment DeviceNetworksTab_device on AlarmDevice {
        id
      }
    `,
    device,
  );
  return <div data-device-id={data.id} />;
}

import { graphql, useFragment } from 'react-relay';
import type { DeviceRelaysTab_device$key } from './__generated__/DeviceRelaysTab_device.graphql';

/**
 * The relays tab of every kind of alarm device (DALM, Flic hub, Flic button, sensor): a fragment on the
 * AlarmDevice interface, so each device page spreads it. Being built in session 6.
 */
export function DeviceRelaysTab({ device }: { device: DeviceRelaysTab_device$key }) {
  const data = useFragment(
    graphql`
      fragment DeviceRelaysTab_device on AlarmDevice {
        id
      }
    `,
    device,
  );
  return <div data-device-id={data.id} />;
}

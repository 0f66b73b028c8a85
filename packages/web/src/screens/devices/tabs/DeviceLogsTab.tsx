import { graphql, useFragment } from 'react-relay';
import type { DeviceLogsTab_device$key } from './__generated__/DeviceLogsTab_device.graphql';

/**
 * The logs tab of every kind of alarm device (DALM, Flic hub, Flic button, sensor): a fragment on the
 * AlarmDevice interface, so each device page spreads it. Being built in session 6.
 */
export function DeviceLogsTab({ device }: { device: DeviceLogsTab_device$key }) {
  const data = useFragment(
    graphql`
      fragment DeviceLogsTab_device on AlarmDevice {
        id
      }
    `,
    device,
  );
  return <div data-device-id={data.id} />;
}

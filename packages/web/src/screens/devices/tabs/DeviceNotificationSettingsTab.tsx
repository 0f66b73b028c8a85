import { graphql, useFragment } from 'react-relay';
import type { DeviceNotificationSettingsTab_device$key } from './__generated__/DeviceNotificationSettingsTab_device.graphql';

/**
 * The notificationSettings tab of every kind of alarm device (DALM, Flic hub, Flic button, sensor): a fragment on the
 * AlarmDevice interface, so each device page spreads it. Being built in session 6.
 */
export function DeviceNotificationSettingsTab({ device }: { device: DeviceNotificationSettingsTab_device$key }) {
  const data = useFragment(
    graphql`
      fragment DeviceNotificationSettingsTab_device on AlarmDevice {
        id
      }
    `,
    device,
  );
  return <div data-device-id={data.id} />;
}

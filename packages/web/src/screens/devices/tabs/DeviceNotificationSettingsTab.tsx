/* eslint-disable relay/unused-fields -- this file hands its query data on whole (to typed column, form and
   picker helpers, or spread into form state), where TypeScript checks each read; the rule sees only reads
   written here (docs/test-runner.md) */
import { Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { usePromiseMutation } from '../../../ui/form';
import { NotificationSettingsEditor } from '../../clients/tabs/NotificationSettingsTab';
import type { DeviceNotificationSettingsTab_device$key } from './__generated__/DeviceNotificationSettingsTab_device.graphql';
import type { DeviceNotificationSettingsTabSaveMutation } from './__generated__/DeviceNotificationSettingsTabSaveMutation.graphql';

const BATTERY = ['battery-low', 'battery-critical', 'battery-panic'];

/** Of the seven device warning types, those the platform's health job raises for a kind of device. */
export const NOTIFICATION_TYPES_BY_KIND: Readonly<Record<string, readonly string[]>> = {
  DALM: ['device-disconnected', ...BATTERY],
  HUB: ['device-disconnected', 'wifi-disconnected', 'ethernet-disconnected', ...BATTERY],
  BUTTON: ['button-disconnected', ...BATTERY],
  SENSOR: ['device-disconnected', ...BATTERY],
};

/**
 * Who is told, and how, when a device of any kind goes offline or runs low on battery: the client
 * notification settings' editor (e-mail, push, sound, recipients; push off turns sound off) over the
 * types relevant to the device's kind. The device's own settings, else its client's, else the defaults.
 */
export function DeviceNotificationSettingsTab({ device }: { device: DeviceNotificationSettingsTab_device$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment DeviceNotificationSettingsTab_device on AlarmDevice {
        id
        kind
        viewerCan {
          edit
        }
        notificationSettings {
          type
          email
          push
          sound
          recipients {
            clientAdmin
            clientUsers
            networkAdmin
            networkUsers
          }
        }
      }
    `,
    device,
  );
  const [save] = usePromiseMutation<DeviceNotificationSettingsTabSaveMutation>(graphql`
    mutation DeviceNotificationSettingsTabSaveMutation($id: ID!, $input: [NotificationSettingInput!]!) {
      updateDeviceNotificationSettings(id: $id, input: $input) {
        device {
          id
          ...DeviceNotificationSettingsTab_device
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const t = (id: string) => intl.formatMessage({ id });
  const relevant = NOTIFICATION_TYPES_BY_KIND[data.kind] ?? [];
  const shown = data.notificationSettings.filter((setting) => relevant.includes(setting.type));
  // the types not shown go back as they are, so saving one kind's types never drops the others
  const others = data.notificationSettings
    .filter((setting) => !relevant.includes(setting.type))
    .map((setting) => ({ ...setting, recipients: { ...setting.recipients } }));
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        {t('device.notifications.intro')}
      </Text>
      <NotificationSettingsEditor
        // a new answer from the server (after a save, a refetch) starts the editor again from it
        key={JSON.stringify(shown)}
        settings={shown}
        label={t('device.notifications.label')}
        typeLabel={(type) => t(`notifications.type.${type}`)}
        save={async (input) =>
          (await save({ id: data.id, input: [...input, ...others] })).updateDeviceNotificationSettings.errors
        }
        savedMessage={t('notifications.saved')}
        failedMessage={t('notifications.failed')}
        disabled={!data.viewerCan.edit}
      />
    </Stack>
  );
}

/* eslint-disable relay/unused-fields -- this file hands its query data on whole (to typed column, form and
   picker helpers, or spread into form state), where TypeScript checks each read; the rule sees only reads
   written here (docs/test-runner.md) */
import { Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { usePromiseMutation } from '../../../ui/form';
import { NotificationSettingsEditor } from '../../clients/tabs/NotificationSettingsTab';
import type { NetworkNotificationSettingsTab_network$key } from './__generated__/NetworkNotificationSettingsTab_network.graphql';
import type { NetworkNotificationSettingsTabSaveMutation } from './__generated__/NetworkNotificationSettingsTabSaveMutation.graphql';

/**
 * Who is told when a delivery to the alarm-receiving centre fails (integration-failed) or works again
 * (integration-success): the client notification settings' editor over the network's two types.
 */
export function NetworkNotificationSettingsTab({ network }: { network: NetworkNotificationSettingsTab_network$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment NetworkNotificationSettingsTab_network on Network {
        id
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
    network,
  );
  const [save] = usePromiseMutation<NetworkNotificationSettingsTabSaveMutation>(graphql`
    mutation NetworkNotificationSettingsTabSaveMutation($id: ID!, $input: [NotificationSettingInput!]!) {
      updateNetworkNotificationSettings(id: $id, input: $input) {
        network {
          id
          ...NetworkNotificationSettingsTab_network
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
  const editable = data.viewerCan.edit;
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        {t('networks.notifications.intro')}
      </Text>
      <NotificationSettingsEditor
        settings={data.notificationSettings}
        label={t('networks.notifications.label')}
        typeLabel={(type) =>
          type === 'integration-failed' || type === 'integration-success'
            ? t(`networks.notifications.type.${type}`)
            : type
        }
        save={async (input) => (await save({ id: data.id, input })).updateNetworkNotificationSettings.errors}
        savedMessage={t('networks.notifications.saved')}
        failedMessage={t('networks.notifications.failed')}
        disabled={!editable}
      />
    </Stack>
  );
}

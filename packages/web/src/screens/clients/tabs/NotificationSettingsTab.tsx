import { Box, HStack, Stack, Table } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { CheckboxField, SaveButton, usePromiseMutation, useDirtyForm } from '../../../ui/form';
import { notify } from '../../../ui/toaster';
import type { NotificationSettingsTab_client$key } from './__generated__/NotificationSettingsTab_client.graphql';
import type { NotificationSettingsTabSaveMutation } from './__generated__/NotificationSettingsTabSaveMutation.graphql';

interface Setting {
  type: string;
  email: boolean;
  push: boolean;
  sound: boolean;
  recipients: { clientAdmin: boolean; clientUsers: boolean; networkAdmin: boolean; networkUsers: boolean };
}

const RECIPIENTS = ['clientAdmin', 'clientUsers', 'networkAdmin', 'networkUsers'] as const;

/** Push off forces sound off (a sound comes with the push). */
export function applyPushRule(setting: Setting): Setting {
  return setting.push ? setting : { ...setting, sound: false };
}

export function NotificationSettingsTab({ client }: { client: NotificationSettingsTab_client$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment NotificationSettingsTab_client on Client {
        id
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
    client,
  );
  const form = useDirtyForm<Setting[]>(
    data.notificationSettings.map((setting) => ({ ...setting, recipients: { ...setting.recipients } })),
  );
  const [saving, setSaving] = useState(false);
  const [save] = usePromiseMutation<NotificationSettingsTabSaveMutation>(graphql`
    mutation NotificationSettingsTabSaveMutation($id: ID!, $input: [NotificationSettingInput!]!) {
      updateClientNotificationSettings(id: $id, input: $input) {
        client {
          id
          ...NotificationSettingsTab_client
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
  const update = (type: string, change: (setting: Setting) => Setting) =>
    form.setValues((current) =>
      current.map((setting) => (setting.type === type ? applyPushRule(change(setting)) : setting)),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.dirty || saving) return;
    setSaving(true);
    try {
      const { updateClientNotificationSettings } = await save({ id: data.id, input: form.values.map(applyPushRule) });
      if (updateClientNotificationSettings.errors.length)
        throw new Error(updateClientNotificationSettings.errors[0]!.message);
      form.reset(form.values.map(applyPushRule));
      notify.success(t('notifications.saved'));
    } catch {
      notify.error(t('notifications.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('clients.tab.notifications')}>
      <Stack gap="4">
        <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="bg">
          <Table.Root size="sm" aria-label={t('clients.tab.notifications')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('notifications.type')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('notifications.email')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('notifications.push')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('notifications.sound')}</Table.ColumnHeader>
                {RECIPIENTS.map((recipient) => (
                  <Table.ColumnHeader key={recipient}>{t(`notifications.recipient.${recipient}`)}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {form.values.map((setting) => {
                const type = t(`notifications.type.${setting.type}`);
                const label = (what: string) => (
                  <Box srOnly>{intl.formatMessage({ id: 'notifications.toggle' }, { what, type })}</Box>
                );
                return (
                  <Table.Row key={setting.type} data-testid={`notification-${setting.type}`}>
                    <Table.Cell fontWeight="medium">{type}</Table.Cell>
                    <Table.Cell>
                      <CheckboxField
                        label={label(t('notifications.email'))}
                        checked={setting.email}
                        onChange={(email) => update(setting.type, (s) => ({ ...s, email }))}
                      />
                    </Table.Cell>
                    <Table.Cell>
                      <CheckboxField
                        label={label(t('notifications.push'))}
                        checked={setting.push}
                        onChange={(push) => update(setting.type, (s) => ({ ...s, push }))}
                      />
                    </Table.Cell>
                    <Table.Cell>
                      <CheckboxField
                        label={label(t('notifications.sound'))}
                        checked={setting.sound}
                        disabled={!setting.push}
                        onChange={(sound) => update(setting.type, (s) => ({ ...s, sound }))}
                      />
                    </Table.Cell>
                    {RECIPIENTS.map((recipient) => (
                      <Table.Cell key={recipient}>
                        <CheckboxField
                          label={label(t(`notifications.recipient.${recipient}`))}
                          checked={setting.recipients[recipient]}
                          onChange={(checked) =>
                            update(setting.type, (s) => ({
                              ...s,
                              recipients: { ...s.recipients, [recipient]: checked },
                            }))
                          }
                        />
                      </Table.Cell>
                    ))}
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
        <HStack justify="end">
          <SaveButton dirty={form.dirty} saving={saving} />
        </HStack>
      </Stack>
    </form>
  );
}

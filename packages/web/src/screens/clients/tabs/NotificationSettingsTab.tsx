import { Box, HStack, Stack, Table } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { CheckboxField, SaveButton, usePromiseMutation, useDirtyForm } from '../../../ui/form';
import { notify } from '../../../ui/toaster';
import type { NotificationSettingsTab_client$key } from './__generated__/NotificationSettingsTab_client.graphql';
import type { NotificationSettingsTabSaveMutation } from './__generated__/NotificationSettingsTabSaveMutation.graphql';

export interface NotificationSetting {
  type: string;
  email: boolean;
  push: boolean;
  sound: boolean;
  recipients: { clientAdmin: boolean; clientUsers: boolean; networkAdmin: boolean; networkUsers: boolean };
}
type Setting = NotificationSetting;

type SettingData = Omit<Setting, 'recipients'> & { readonly recipients: Readonly<Setting['recipients']> };

const RECIPIENTS = ['clientAdmin', 'clientUsers', 'networkAdmin', 'networkUsers'] as const;

/** Push off forces sound off (a sound comes with the push). */
export function applyPushRule(setting: Setting): Setting {
  return setting.push ? setting : { ...setting, sound: false };
}

/**
 * The editor of a list of notification settings (the client's warnings, the network's integration
 * outcomes): per type e-mail, push, sound (off without push) and the four recipient groups, one Save.
 * `save` resolves with the server's error messages (none: saved) or rejects.
 */
export function NotificationSettingsEditor({
  settings,
  label,
  typeLabel,
  save,
  savedMessage,
  failedMessage,
  disabled = false,
}: {
  settings: readonly SettingData[];
  label: string;
  typeLabel: (type: string) => string;
  save: (input: Setting[]) => Promise<readonly { message: string }[]>;
  savedMessage: string;
  failedMessage: string;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const form = useDirtyForm<Setting[]>(
    settings.map((setting) => ({ ...setting, recipients: { ...setting.recipients } })),
  );
  const [saving, setSaving] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  const update = (type: string, change: (setting: Setting) => Setting) =>
    form.setValues((current) =>
      current.map((setting) => (setting.type === type ? applyPushRule(change(setting)) : setting)),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.dirty || saving || disabled) return;
    setSaving(true);
    try {
      const errors = await save(form.values.map(applyPushRule));
      if (errors.length) throw new Error(errors[0]!.message);
      form.reset(form.values.map(applyPushRule));
      notify.success(savedMessage);
    } catch {
      notify.error(failedMessage);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="4">
        <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="bg">
          <Table.Root size="sm" aria-label={label}>
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
                const type = typeLabel(setting.type);
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
                        disabled={disabled}
                        onChange={(email) => update(setting.type, (s) => ({ ...s, email }))}
                      />
                    </Table.Cell>
                    <Table.Cell>
                      <CheckboxField
                        label={label(t('notifications.push'))}
                        checked={setting.push}
                        disabled={disabled}
                        onChange={(push) => update(setting.type, (s) => ({ ...s, push }))}
                      />
                    </Table.Cell>
                    <Table.Cell>
                      <CheckboxField
                        label={label(t('notifications.sound'))}
                        checked={setting.sound}
                        disabled={disabled || !setting.push}
                        onChange={(sound) => update(setting.type, (s) => ({ ...s, sound }))}
                      />
                    </Table.Cell>
                    {RECIPIENTS.map((recipient) => (
                      <Table.Cell key={recipient}>
                        <CheckboxField
                          label={label(t(`notifications.recipient.${recipient}`))}
                          checked={setting.recipients[recipient]}
                          disabled={disabled}
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
        {!disabled && (
          <HStack justify="end">
            <SaveButton dirty={form.dirty} saving={saving} />
          </HStack>
        )}
      </Stack>
    </form>
  );
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
  return (
    <NotificationSettingsEditor
      settings={data.notificationSettings}
      label={t('clients.tab.notifications')}
      typeLabel={(type) => t(`notifications.type.${type}`)}
      save={async (input) => (await save({ id: data.id, input })).updateClientNotificationSettings.errors}
      savedMessage={t('notifications.saved')}
      failedMessage={t('notifications.failed')}
    />
  );
}

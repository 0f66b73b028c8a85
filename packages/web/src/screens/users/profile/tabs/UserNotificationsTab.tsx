import { Box, HStack, Stack, Table } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { errorMessage } from '../../../../i18n/errorMessage';
import { SaveButton, SwitchField, usePromiseMutation, useDirtyForm } from '../../../../ui/form';
import { notify } from '../../../../ui/toaster';
import type { UserNotificationsTab_user$key } from './__generated__/UserNotificationsTab_user.graphql';
import type { UserNotificationsTabSaveMutation } from './__generated__/UserNotificationsTabSaveMutation.graphql';

export interface UserNotificationSetting {
  category: number;
  isEmail: boolean;
  isPush: boolean;
  isSound: boolean;
}

/** Push off forces sound off: the sound comes with the push. */
export function applyPushRule(setting: UserNotificationSetting): UserNotificationSetting {
  return setting.isPush ? setting : { ...setting, isSound: false };
}

const CHANNELS = ['isEmail', 'isPush', 'isSound'] as const;

/** Categories 0..7 (notifications, device, emergency, panic, network, safe assist, local, summon). */
export function UserNotificationsTab({ user, readOnly }: { user: UserNotificationsTab_user$key; readOnly: boolean }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment UserNotificationsTab_user on User {
        id
        viewerCan {
          edit
        }
        notificationSettings {
          category
          isEmail
          isPush
          isSound
        }
      }
    `,
    user,
  );
  const editable = data.viewerCan.edit && !readOnly;
  const form = useDirtyForm<UserNotificationSetting[]>(
    [...data.notificationSettings].sort((a, b) => a.category - b.category).map((setting) => ({ ...setting })),
  );
  const [saving, setSaving] = useState(false);
  const [save] = usePromiseMutation<UserNotificationsTabSaveMutation>(graphql`
    mutation UserNotificationsTabSaveMutation($id: ID!, $input: [UserNotificationSettingInput!]!) {
      updateUserNotificationSettings(id: $id, input: $input) {
        user {
          id
          ...UserNotificationsTab_user
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
  const update = (category: number, change: Partial<UserNotificationSetting>) =>
    form.setValues((current) =>
      current.map((setting) => (setting.category === category ? applyPushRule({ ...setting, ...change }) : setting)),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.dirty || saving || !editable) return;
    setSaving(true);
    const input = form.values.map(applyPushRule);
    try {
      const { updateUserNotificationSettings } = await save({ id: data.id, input });
      if (updateUserNotificationSettings.errors.length) notify.error(t('profile.notifications.failed'));
      else {
        form.reset(input);
        notify.success(t('profile.notifications.saved'));
      }
    } catch (error) {
      notify.error(errorMessage(intl, error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.tab.notifications')}>
      <Stack gap="4">
        <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="bg">
          <Table.Root size="sm" aria-label={t('profile.tab.notifications')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('profile.notifications.category')}</Table.ColumnHeader>
                {CHANNELS.map((channel) => (
                  <Table.ColumnHeader key={channel}>{t(`profile.notifications.${channel}`)}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {form.values.map((setting) => {
                const category = t(`profile.notifications.category.${setting.category}`);
                return (
                  <Table.Row key={setting.category} data-testid={`user-notification-${setting.category}`}>
                    <Table.Cell fontWeight="medium">{category}</Table.Cell>
                    {CHANNELS.map((channel) => (
                      <Table.Cell key={channel}>
                        <SwitchField
                          label={
                            <Box srOnly>
                              {intl.formatMessage(
                                { id: 'notifications.toggle' },
                                { what: t(`profile.notifications.${channel}`), type: category },
                              )}
                            </Box>
                          }
                          checked={setting[channel]}
                          disabled={!editable || (channel === 'isSound' && !setting.isPush)}
                          onChange={(checked) => update(setting.category, { [channel]: checked })}
                        />
                      </Table.Cell>
                    ))}
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
        {editable && (
          <HStack justify="end">
            <SaveButton dirty={form.dirty} saving={saving} />
          </HStack>
        )}
      </Stack>
    </form>
  );
}

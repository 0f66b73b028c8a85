import { Alert, Box, Button, Flex, Heading, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../i18n/errorMessage';
import { fieldErrorText, usePromiseMutation } from '../../ui/form';
import { useUserSearch } from '../../ui/Pickers';
import { SearchPicker } from '../../ui/SearchPicker';
import type { SelectModeState } from '../releaseNotes/selectMode';
import { useClientSearch } from '../users/form/UserPickers';
import type { NotificationsTab_query$key } from './__generated__/NotificationsTab_query.graphql';
import type { NotificationsTabAppUpdateMutation } from './__generated__/NotificationsTabAppUpdateMutation.graphql';
import type { NotificationsTabReminderMutation } from './__generated__/NotificationsTabReminderMutation.graphql';
import { AppUpdateFields } from './AppUpdateFields';
import { notificationRequest } from './notificationInput';
import {
  readSystemState,
  writeSystemState,
  type NotificationMode,
  type ReminderChoice,
  type SystemState,
} from './systemState';

/** Spec 002 section 8: a failure shows for 3 seconds, a success for 3.5. */
export const ERROR_SHOWN_MS = 3000;
export const SUCCESS_SHOWN_MS = 3500;

const MODES: NotificationMode[] = ['APP_UPDATE', 'REMINDER', 'RELEASE_NOTE'];
const REMINDERS: ReminderChoice[] = ['TEST_ALARM', 'ENABLE_LOCATION', 'LOGOUT_NOTIFY'];
const RETURN_PATH = '/system?tab=notifications';

type Outcome = { status: 'success' | 'error'; text: string };

/** /system?tab=notifications: a push to the receivers' app devices (an app update, a reminder or a release note). */
export function NotificationsTab({ query, onSent }: { query: NotificationsTab_query$key; onSent?: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const data = useFragment(
    graphql`
      fragment NotificationsTab_query on Query {
        viewer {
          id
          roles
        }
        systemVersions {
          ...AppUpdateFields_versions
        }
      }
    `,
    query,
  );
  const canUpdateApps = Boolean(data.viewer?.roles.includes('ADMIN'));
  const [state, setState] = useState<SystemState>(readSystemState);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const searchUsers = useUserSearch({});
  const searchClients = useClientSearch();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const change = (part: Partial<SystemState>) =>
    setState((current) => {
      const next = { ...current, ...part };
      writeSystemState(next);
      return next;
    });

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), outcome.status === 'success' ? SUCCESS_SHOWN_MS : ERROR_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const [sendAppUpdate, sendingAppUpdate] = usePromiseMutation<NotificationsTabAppUpdateMutation>(graphql`
    mutation NotificationsTabAppUpdateMutation($input: AppUpdateNotificationInput!) {
      sendAppUpdateNotification(input: $input) {
        users
        devices
        withoutDevice
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const [sendReminder, sendingReminder] = usePromiseMutation<NotificationsTabReminderMutation>(graphql`
    mutation NotificationsTabReminderMutation($input: ReminderInput!) {
      sendReminder(input: $input) {
        users
        devices
        withoutDevice
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const sending = sendingAppUpdate || sendingReminder;
  const mode = state.mode === 'APP_UPDATE' && !canUpdateApps ? null : state.mode;

  const send = async () => {
    const request = notificationRequest({ ...state, mode }, { canUpdateApps });
    if ('problem' in request) {
      setOutcome({ status: 'error', text: t(request.problem) });
      return;
    }
    try {
      const result =
        request.kind === 'appUpdate'
          ? (await sendAppUpdate({ input: request.input })).sendAppUpdateNotification
          : (await sendReminder({ input: request.input })).sendReminder;
      const refusal = result.errors[0];
      if (refusal) setOutcome({ status: 'error', text: fieldErrorText(intl, refusal) });
      else {
        const { users, devices, withoutDevice } = result;
        onSent?.();
        setOutcome({ status: 'success', text: t('system.notifications.sent', { users, devices, withoutDevice }) });
      }
    } catch (error) {
      setOutcome({ status: 'error', text: errorMessage(intl, error) });
    }
  };

  const chooseReleaseNote = () => {
    const request: SelectModeState = { selectReleaseNote: true, returnTo: RETURN_PATH };
    navigate('/release-notes', { state: request });
  };

  return (
    <Stack gap="6" maxW="4xl">
      <Stack as="fieldset" gap="3">
        <Heading as="legend" size="md" mb="3">
          {t('system.notifications.what')}
        </Heading>
        <RadioGroup.Root
          value={mode}
          onValueChange={(details) => details.value && change({ mode: details.value as NotificationMode })}
          aria-label={t('system.notifications.what')}
          size="sm"
        >
          <HStack gap="6" wrap="wrap">
            {MODES.filter((value) => value !== 'APP_UPDATE' || canUpdateApps).map((value) => (
              <RadioGroup.Item key={value} value={value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(`system.notifications.mode.${value}`)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
        {mode === 'APP_UPDATE' && <AppUpdateFields state={state} versions={data.systemVersions} onChange={change} />}
        {mode === 'REMINDER' && (
          <RadioGroup.Root
            value={state.reminder}
            onValueChange={(details) => details.value && change({ reminder: details.value as ReminderChoice })}
            aria-label={t('system.notifications.mode.REMINDER')}
            size="sm"
            borderWidth="1px"
            borderRadius="md"
            p="3"
          >
            <Stack gap="2">
              {REMINDERS.map((value) => (
                <RadioGroup.Item key={value} value={value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(`system.notifications.reminder.${value}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        )}
        {mode === 'RELEASE_NOTE' && (
          <Flex gap="3" align="center" wrap="wrap" borderWidth="1px" borderRadius="md" p="3">
            <Text flex="1" data-testid="chosen-release-note">
              {state.releaseNote
                ? t('system.notifications.releaseNote', { name: state.releaseNote.name })
                : t('system.notifications.noReleaseNote')}
            </Text>
            <Button size="sm" variant="outline" onClick={chooseReleaseNote}>
              {t(
                state.releaseNote ? 'system.notifications.changeReleaseNote' : 'system.notifications.chooseReleaseNote',
              )}
            </Button>
          </Flex>
        )}
      </Stack>

      <Stack gap="3">
        <Heading as="h2" size="md">
          {t('system.notifications.receivers')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('system.notifications.receiversHelp')}
        </Text>
        <Box>
          <Text fontSize="sm" fontWeight="medium" mb="1.5" aria-hidden="true">
            {t('system.notifications.clients')}
          </Text>
          <SearchPicker
            label={t('system.notifications.clients')}
            placeholder={t('system.notifications.clientsPlaceholder')}
            selected={state.clients}
            search={searchClients}
            onChange={(clients) => change({ clients: clients.map(({ id, label }) => ({ id, label })) })}
          />
        </Box>
        <Box>
          <Text fontSize="sm" fontWeight="medium" mb="1.5" aria-hidden="true">
            {t('system.notifications.users')}
          </Text>
          <SearchPicker
            label={t('system.notifications.users')}
            placeholder={t('system.notifications.usersPlaceholder')}
            selected={state.users}
            search={searchUsers}
            onChange={(users) => change({ users: users.map(({ id, label }) => ({ id, label })) })}
          />
        </Box>
      </Stack>

      <Stack gap="3" align="start">
        <Button
          colorPalette="blue"
          loading={sending}
          loadingText={t('system.notifications.sending')}
          onClick={() => void send()}
        >
          {t('system.notifications.send')}
        </Button>
        {outcome && (
          <Alert.Root
            status={outcome.status}
            role={outcome.status === 'error' ? 'alert' : 'status'}
            data-testid="notification-outcome"
          >
            <Alert.Indicator />
            <Alert.Title>{outcome.text}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </Stack>
  );
}

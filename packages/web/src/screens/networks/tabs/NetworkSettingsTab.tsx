import { Alert, Box, Card, Heading, HStack, RadioGroup, Slider, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { graphql, readInlineData, useFragment } from 'react-relay';
import {
  FormField,
  InlineErrors,
  SaveButton,
  SwitchField,
  toFieldErrors,
  usePromiseMutation,
  useDirtyForm,
  useFieldErrors,
  type FieldErrors,
  type FieldErrorShape,
} from '../../../ui/form';
import { SearchPicker, type PickerOption } from '../../../ui/SearchPicker';
import { notify } from '../../../ui/toaster';
import type { NetworkSettingsTab_network$key } from './__generated__/NetworkSettingsTab_network.graphql';
import type {
  NetworkSettingsTab_settings$data,
  NetworkSettingsTab_settings$key,
} from './__generated__/NetworkSettingsTab_settings.graphql';
import type {
  NetworkSettingsInput,
  NetworkSettingsTabSaveMutation,
} from './__generated__/NetworkSettingsTabSaveMutation.graphql';
import { useNetworkUserSearch } from './networkPickers';
import { hasNumberOutOfRange, NumberField, parseNumber } from '../../../ui/NumberField';

const settingsFragment = graphql`
  fragment NetworkSettingsTab_settings on NetworkSettings @inline {
    enableNotificationRange
    notificationRange
    notifySelectedUsersOutsideOfRange {
      id
      displayName
      email
    }
    disallowMemberPosts
    disallowMemberComments
    onlyNotifyAdmins
    displayMemberLocation
    confirmIncidents
    enableDynamicEmergencyAlert
    enableDynamicPanicAlert
    enableDynamicNetworkAlert
    enableDynamicSafeAssistAlert
    enableClustering
    excludeFromOperationalView
    allowSOSAlerts
    allowPublicAlerts
  }
`;

/** The flags of NetworkSettings shown as switches, in the order of the form's sections. */
export const SETTING_FLAGS = {
  members: ['disallowMemberPosts', 'disallowMemberComments', 'onlyNotifyAdmins', 'displayMemberLocation'],
  incidents: ['confirmIncidents', 'excludeFromOperationalView', 'allowSOSAlerts', 'allowPublicAlerts'],
  dynamic: [
    'enableDynamicEmergencyAlert',
    'enableDynamicPanicAlert',
    'enableDynamicNetworkAlert',
    'enableDynamicSafeAssistAlert',
  ],
} as const;
type Flag = (typeof SETTING_FLAGS)[keyof typeof SETTING_FLAGS][number];
const FLAGS: readonly Flag[] = Object.values(SETTING_FLAGS).flat();

export type Clustering = 'on' | 'off' | 'device';

export interface SettingsValues extends Record<Flag, boolean> {
  enableNotificationRange: boolean;
  /** Kilometres as typed (10..100 when the range is on). */
  rangeKm: string;
  selectedUsers: PickerOption[];
  clustering: Clustering;
}

export const MIN_RANGE_KM = 10;
export const MAX_RANGE_KM = 100;

type Settings = NetworkSettingsTab_settings$data;

export function toValues(settings: Settings): SettingsValues {
  const flags = Object.fromEntries(FLAGS.map((flag) => [flag, settings[flag]])) as Record<Flag, boolean>;
  return {
    ...flags,
    enableNotificationRange: settings.enableNotificationRange,
    rangeKm: settings.enableNotificationRange ? String(settings.notificationRange / 1000) : '',
    selectedUsers: settings.notifySelectedUsersOutsideOfRange.map((user) => ({
      id: user.id,
      label: user.displayName,
      description: user.email,
    })),
    clustering: settings.enableClustering === null ? 'device' : settings.enableClustering ? 'on' : 'off',
  };
}

/** Turning the range on without a value gives 10 km; turning it off empties it (the server stores 0). */
export function toggleRange(values: SettingsValues, on: boolean): SettingsValues {
  return { ...values, enableNotificationRange: on, rangeKm: on ? values.rangeKm || String(MIN_RANGE_KM) : '' };
}

/** The range in metres, or null when it is not a number of kilometres in 10..100. */
export function rangeMetres(rangeKm: string): number | null {
  const km = Number(rangeKm.replace(',', '.'));
  if (rangeKm.trim() === '' || !Number.isFinite(km) || km < MIN_RANGE_KM || km > MAX_RANGE_KM) return null;
  return Math.round(km * 1000);
}

export function toInput(values: SettingsValues): NetworkSettingsInput {
  const flags = Object.fromEntries(FLAGS.map((flag) => [flag, values[flag]]));
  return {
    ...flags,
    enableNotificationRange: values.enableNotificationRange,
    notificationRange: values.enableNotificationRange ? (rangeMetres(values.rangeKm) ?? 0) : 0,
    notifySelectedUsersOutsideOfRange: values.selectedUsers.map((user) => user.id),
    // null is sent, not left out: it means "use the device settings"
    enableClustering: values.clustering === 'device' ? null : values.clustering === 'on',
  };
}

/** The server's field errors, translated; the range's bounds are said in kilometres as the form asks them. */
function settingsErrors(intl: IntlShape, errors: readonly FieldErrorShape[]): FieldErrors {
  const rangeErrors = errors.filter((error) => error.field === 'notificationRange' && error.code === 'OUT_OF_RANGE');
  const byField = toFieldErrors(
    intl,
    errors.filter((error) => !rangeErrors.includes(error)),
  );
  if (rangeErrors.length)
    (byField.notificationRange ??= []).push(
      intl.formatMessage({ id: 'networks.settings.rangeInvalid' }, { min: MIN_RANGE_KM, max: MAX_RANGE_KM }),
    );
  return byField;
}

/**
 * Every network setting: the member, incident and dynamic-alert flags, clustering (on, off or the
 * device's setting), and the notification range (10..100 km) with the users notified outside it.
 */
export function NetworkSettingsTab({ network }: { network: NetworkSettingsTab_network$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment NetworkSettingsTab_network on Network {
        id
        viewerCan {
          edit
        }
        settings {
          ...NetworkSettingsTab_settings
        }
      }
    `,
    network,
  );
  const form = useDirtyForm<SettingsValues>(
    toValues(readInlineData<NetworkSettingsTab_settings$key>(settingsFragment, data.settings)),
  );
  const { errors, setErrors, formRef } = useFieldErrors();
  const [failure, setFailure] = useState<string | null>(null);
  const search = useNetworkUserSearch({ networkId: data.id });
  const [save, saving] = usePromiseMutation<NetworkSettingsTabSaveMutation>(graphql`
    mutation NetworkSettingsTabSaveMutation($id: ID!, $input: NetworkSettingsInput!) {
      updateNetworkSettings(id: $id, input: $input) {
        network {
          id
          settings {
            ...NetworkSettingsTab_settings
          }
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const editable = data.viewerCan.edit;
  const values = form.values;
  const rangeOn = values.enableNotificationRange;
  const sliderKm = Math.min(MAX_RANGE_KM, Math.max(MIN_RANGE_KM, Number(values.rangeKm) || MIN_RANGE_KM));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // the range field says why it refuses, next to itself
    if (hasNumberOutOfRange(event.currentTarget as HTMLFormElement)) return;
    if (!editable || !form.dirty || saving) return;
    setFailure(null);
    try {
      const { updateNetworkSettings } = await save({ id: data.id, input: toInput(values) });
      if (updateNetworkSettings.errors.length || !updateNetworkSettings.network) {
        setErrors(settingsErrors(intl, updateNetworkSettings.errors));
        setFailure(t('networks.settings.fixErrors'));
        return;
      }
      setErrors({});
      // what the server stored (the range it kept, the users sorted) is the saved state
      form.reset(
        toValues(
          readInlineData<NetworkSettingsTab_settings$key>(settingsFragment, updateNetworkSettings.network.settings),
        ),
      );
      notify.success(t('networks.settings.saved'));
    } catch {
      // the spec's settings failure: the generic error_message
      const message = t('error.generic');
      setFailure(message);
      notify.error(message);
    }
  };

  const flagSwitch = (flag: Flag) => (
    <Box key={flag}>
      <SwitchField
        label={t(`networks.settings.${flag}`)}
        checked={values[flag]}
        disabled={!editable}
        onChange={(checked) => form.setValue(flag, checked)}
      />
      <Text fontSize="xs" color="fg.muted" ms="10">
        {t(`networks.settings.${flag}.help`)}
      </Text>
      <InlineErrors errors={errors[flag]} />
    </Box>
  );

  const section = (title: string, children: ReactNode) => (
    <Stack gap="3" as="fieldset">
      <Heading as="legend" size="sm" mb="1">
        {title}
      </Heading>
      {children}
    </Stack>
  );

  return (
    <Card.Root variant="outline" bg="bg" maxW="3xl">
      <Card.Body>
        <form ref={formRef} onSubmit={submit} noValidate aria-label={t('networks.settings.label')}>
          <Stack gap="6">
            {section(
              t('networks.settings.section.range'),
              <>
                <Box>
                  <SwitchField
                    label={t('networks.settings.enableNotificationRange')}
                    checked={rangeOn}
                    disabled={!editable}
                    onChange={(on) => form.setValues((current) => toggleRange(current, on))}
                  />
                  <Text fontSize="xs" color="fg.muted" ms="10">
                    {t('networks.settings.enableNotificationRange.help')}
                  </Text>
                </Box>
                {rangeOn && (
                  <FormField
                    label={t('networks.settings.notificationRange')}
                    helperText={t('networks.settings.notificationRange.help', { min: MIN_RANGE_KM, max: MAX_RANGE_KM })}
                    errors={errors.notificationRange}
                    disabled={!editable}
                    id="network-settings-range"
                  >
                    <HStack gap="4" w="full">
                      <Slider.Root
                        flex="1"
                        min={MIN_RANGE_KM}
                        max={MAX_RANGE_KM}
                        step={1}
                        value={[sliderKm]}
                        disabled={!editable}
                        aria-label={[t('networks.settings.rangeSlider')]}
                        onValueChange={(details) => form.setValue('rangeKm', String(details.value[0]))}
                      >
                        <Slider.Control>
                          <Slider.Track>
                            <Slider.Range />
                          </Slider.Track>
                          <Slider.Thumbs />
                        </Slider.Control>
                      </Slider.Root>
                      <HStack gap="1">
                        <NumberField
                          id="network-settings-range"
                          label={t('networks.settings.notificationRange')}
                          w="24"
                          range={{ min: MIN_RANGE_KM, max: MAX_RANGE_KM }}
                          message={t('networks.settings.rangeInvalid', { min: MIN_RANGE_KM, max: MAX_RANGE_KM })}
                          value={parseNumber(values.rangeKm)}
                          disabled={!editable}
                          onChange={(km) => form.setValue('rangeKm', km === null ? '' : String(km))}
                        />
                        <Text fontSize="sm">km</Text>
                      </HStack>
                    </HStack>
                  </FormField>
                )}
                <FormField
                  label={t('networks.settings.notifySelectedUsersOutsideOfRange')}
                  helperText={t('networks.settings.notifySelectedUsersOutsideOfRange.help')}
                  errors={errors.notifySelectedUsersOutsideOfRange}
                  disabled={!editable}
                >
                  <Box w="full">
                    <SearchPicker
                      label={t('networks.settings.notifySelectedUsersOutsideOfRange')}
                      selected={values.selectedUsers}
                      onChange={(users) => form.setValue('selectedUsers', users)}
                      search={search}
                      disabled={!editable}
                      placeholder={t('networks.settings.pickUsers')}
                    />
                  </Box>
                </FormField>
              </>,
            )}
            {section(t('networks.settings.section.members'), SETTING_FLAGS.members.map(flagSwitch))}
            {section(t('networks.settings.section.incidents'), SETTING_FLAGS.incidents.map(flagSwitch))}
            {section(t('networks.settings.section.dynamic'), SETTING_FLAGS.dynamic.map(flagSwitch))}
            {section(
              t('networks.settings.section.map'),
              <Box>
                <RadioGroup.Root
                  value={values.clustering}
                  disabled={!editable}
                  aria-label={t('networks.settings.enableClustering')}
                  onValueChange={(details) => form.setValue('clustering', (details.value ?? 'device') as Clustering)}
                >
                  <Text fontSize="sm" fontWeight="medium" mb="2">
                    {t('networks.settings.enableClustering')}
                  </Text>
                  <Stack gap="2">
                    {(['on', 'off', 'device'] as const).map((choice) => (
                      <RadioGroup.Item key={choice} value={choice}>
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>{t(`networks.settings.clustering.${choice}`)}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </Stack>
                </RadioGroup.Root>
                <Text fontSize="xs" color="fg.muted" mt="1">
                  {t('networks.settings.enableClustering.help')}
                </Text>
                <InlineErrors errors={errors.enableClustering} />
              </Box>,
            )}
            {failure && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Description>{failure}</Alert.Description>
              </Alert.Root>
            )}
            <HStack justify="end">
              {editable ? (
                <SaveButton dirty={form.dirty} saving={saving} />
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  {t('networks.settings.readOnly')}
                </Text>
              )}
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

import {
  Alert,
  Box,
  Card,
  Flex,
  Grid,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { errorMessage } from '../../../i18n/errorMessage';
import {
  CheckboxField,
  fieldErrorText,
  FormField,
  SaveButton,
  SwitchField,
  useDirtyForm,
  usePromiseMutation,
} from '../../../ui/form';
import { notify } from '../../../ui/toaster';
import type {
  PressSettingsTab_device$data,
  PressSettingsTab_device$key,
} from './__generated__/PressSettingsTab_device.graphql';
import type { PressSettingsTabMutation } from './__generated__/PressSettingsTabMutation.graphql';
import {
  ALERT_TYPE_PALETTE,
  ALERT_TYPES,
  defaultPress,
  inheritsContent,
  PRESS_SOUNDS,
  PRESSES,
  toPressInput,
  type AlertType,
  type Press,
  type PressValues,
} from './pressRules';

/** Success on a settings save shows for half a second (spec 002 sections 4 and 9). */
export const SAVED_MESSAGE_MS = 500;

const DESCRIPTION_MAX = 300;

type PressSettings = Record<Press, PressValues>;

function valuesOf(device: PressSettingsTab_device$data): PressSettings {
  const settings = {} as PressSettings;
  for (const press of PRESSES) {
    const stored = device.pressSettings?.find((setting) => setting.press === press);
    settings[press] = stored
      ? {
          usePolicySettings: stored.usePolicySettings,
          useHubSettings: stored.useHubSettings,
          alertType: (ALERT_TYPES as readonly string[]).includes(stored.alertType)
            ? (stored.alertType as AlertType)
            : 'NETWORK_ALERT',
          selectedNetworkIds: stored.selectedNetworks.map((network) => network.id),
          title: stored.title ?? '',
          description: stored.description ?? '',
          sound: stored.sound ?? 'DEFAULT',
        }
      : defaultPress();
  }
  return settings;
}

/**
 * alert-settings of a hub or button: the click, double click and hold blocks. Policy settings by default;
 * hub settings only for a button with a hub, and off while policy settings are in use; networks, title and
 * description read-only while either is in use. One Save for the three blocks.
 */
export function PressSettingsTab({ device: deviceRef }: { device: PressSettingsTab_device$key }) {
  const device = useFragment(
    graphql`
      fragment PressSettingsTab_device on AlarmDevice {
        id
        viewerCan {
          edit
        }
        pressNetworks: networks(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
        ... on FlicButton {
          hub {
            id
          }
          pressSettings {
            ...PressSettingsTab_setting @relay(mask: false)
          }
        }
        ... on FlicHub {
          pressSettings {
            ...PressSettingsTab_setting @relay(mask: false)
          }
        }
      }
    `,
    deviceRef,
  );
  const initial = useMemo(() => valuesOf(device), [device]);
  return <PressSettingsForm key={device.id} device={device} initial={initial} />;
}

/** Read unmasked by the page (and the mutation's payload refreshes it). */
export const pressSettingFragment = graphql`
  fragment PressSettingsTab_setting on PressSetting {
    press
    usePolicySettings
    useHubSettings
    alertType
    selectedNetworks {
      id
      name
    }
    title
    description
    sound
  }
`;

function PressSettingsForm({ device, initial }: { device: PressSettingsTab_device$data; initial: PressSettings }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const form = useDirtyForm<PressSettings>(initial);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const savedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(savedTimer.current), []);
  const readOnly = !device.viewerCan.edit;
  const hasHub = Boolean(device.hub);
  const networks = device.pressNetworks.edges.map((edge) => edge.node);

  const [update] = usePromiseMutation<PressSettingsTabMutation>(graphql`
    mutation PressSettingsTabMutation($id: ID!, $input: PressSettingsInput!) {
      updatePressSettings(id: $id, input: $input) {
        hub {
          id
          pressSettings {
            ...PressSettingsTab_setting @relay(mask: false)
          }
        }
        button {
          id
          pressSettings {
            ...PressSettingsTab_setting @relay(mask: false)
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

  const setPress = (press: Press, change: Partial<PressValues>) =>
    form.setValues((current) => ({ ...current, [press]: { ...current[press], ...change } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || !form.dirty || saving) return;
    setSaving(true);
    setFailure(null);
    try {
      const { values } = form;
      const { updatePressSettings: payload } = await update({
        id: device.id,
        input: {
          click: toPressInput(values.CLICK, hasHub),
          doubleClick: toPressInput(values.DOUBLE_CLICK, hasHub),
          hold: toPressInput(values.HOLD, hasHub),
        },
      });
      if (payload.errors.length) {
        const messages = payload.errors.map((error) =>
          error.code === 'HUB_SETTINGS_WITHOUT_HUB' || error.code === 'NOT_IN_DEVICE_NETWORKS'
            ? t(`flic.press.error.${error.code}`)
            : fieldErrorText(intl, error),
        );
        setFailure([...new Set(messages)].join(' '));
        return;
      }
      form.reset(values);
      setSaved(true);
      clearTimeout(savedTimer.current);
      savedTimer.current = setTimeout(() => setSaved(false), SAVED_MESSAGE_MS);
    } catch (error) {
      const message = errorMessage(intl, error);
      setFailure(message);
      notify.error(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('flic.press.label')}>
      <Stack gap="4">
        <Grid templateColumns={{ base: '1fr', xl: 'repeat(3, minmax(0, 1fr))' }} gap="4">
          {PRESSES.map((press) => (
            <PressBlock
              key={press}
              press={press}
              value={form.values[press]}
              hasHub={hasHub}
              readOnly={readOnly}
              networks={networks}
              onChange={(change) => setPress(press, change)}
            />
          ))}
        </Grid>
        {failure && (
          <Alert.Root status="error" data-testid="press-failure">
            <Alert.Indicator />
            <Alert.Description>{failure}</Alert.Description>
          </Alert.Root>
        )}
        {!readOnly && (
          <Flex justify="end" align="center" gap="3">
            <Text role="status" color="green.fg" fontSize="sm" minH="5">
              {saved ? t('flic.press.saved') : ''}
            </Text>
            <SaveButton dirty={form.dirty} saving={saving} />
          </Flex>
        )}
      </Stack>
    </form>
  );
}

function PressBlock({
  press,
  value,
  hasHub,
  readOnly,
  networks,
  onChange,
}: {
  press: Press;
  value: PressValues;
  hasHub: boolean;
  readOnly: boolean;
  networks: readonly { id: string; name: string }[];
  onChange: (change: Partial<PressValues>) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const title = t(`flic.press.${press}`);
  const inherited = inheritsContent(value, hasHub);
  const contentLocked = readOnly || inherited;
  const palette = ALERT_TYPE_PALETTE[value.alertType] ?? 'gray';
  return (
    <Card.Root variant="outline" bg="bg" as="section" aria-label={title} data-testid={`press-${press}`}>
      <Card.Body>
        <Stack gap="4">
          <Heading as="h3" size="md">
            {title}
          </Heading>
          <SwitchField
            label={t('flic.press.usePolicy')}
            checked={value.usePolicySettings}
            disabled={readOnly}
            onChange={(checked) => onChange({ usePolicySettings: checked })}
          />
          {hasHub && (
            <SwitchField
              label={t('flic.press.useHub')}
              checked={value.useHubSettings}
              disabled={readOnly || value.usePolicySettings}
              onChange={(checked) => onChange({ useHubSettings: checked })}
            />
          )}
          <FormField label={t('flic.press.alertType')} disabled={readOnly}>
            <HStack w="full" gap="2">
              <Box
                aria-hidden="true"
                boxSize="3"
                flexShrink={0}
                borderRadius="full"
                bg={`${palette}.500`}
                data-palette={palette}
              />
              <NativeSelect.Root size="sm" disabled={readOnly}>
                <NativeSelect.Field
                  name={`${press}.alertType`}
                  value={value.alertType}
                  onChange={(event) => onChange({ alertType: event.currentTarget.value as AlertType })}
                >
                  {ALERT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`alertCategory.${type}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </HStack>
          </FormField>
          <Box as="fieldset" aria-label={t('flic.press.networks')} data-testid={`${press}-networks`}>
            <Text as="legend" fontSize="sm" fontWeight="medium" mb="1.5">
              {t('flic.press.networks')}
            </Text>
            {networks.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {t('flic.press.noNetworks')}
              </Text>
            ) : (
              <Stack gap="1.5">
                {networks.map((network) => (
                  <CheckboxField
                    key={network.id}
                    label={network.name}
                    checked={value.selectedNetworkIds.includes(network.id)}
                    disabled={contentLocked}
                    onChange={(checked) =>
                      onChange({
                        selectedNetworkIds: checked
                          ? [...value.selectedNetworkIds, network.id]
                          : value.selectedNetworkIds.filter((id) => id !== network.id),
                      })
                    }
                  />
                ))}
              </Stack>
            )}
          </Box>
          <FormField label={t('flic.press.title')}>
            <Input
              name={`${press}.title`}
              value={value.title}
              readOnly={contentLocked}
              maxLength={100}
              onChange={(event) => onChange({ title: event.target.value })}
            />
          </FormField>
          <FormField label={t('flic.press.description')}>
            <Textarea
              name={`${press}.description`}
              value={value.description}
              readOnly={contentLocked}
              maxLength={DESCRIPTION_MAX}
              rows={3}
              onChange={(event) => onChange({ description: event.target.value })}
            />
          </FormField>
          {inherited && !readOnly && (
            <Text fontSize="xs" color="fg.muted">
              {t(value.usePolicySettings ? 'flic.press.inheritedPolicy' : 'flic.press.inheritedHub')}
            </Text>
          )}
          <FormField label={t('flic.press.sound')} disabled={readOnly}>
            <NativeSelect.Root size="sm" disabled={readOnly}>
              <NativeSelect.Field
                name={`${press}.sound`}
                value={value.sound}
                onChange={(event) => onChange({ sound: event.currentTarget.value })}
              >
                {PRESS_SOUNDS.map((sound) => (
                  <option key={sound} value={sound}>
                    {t(`sound.${sound}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

import { Alert, Box, Button, Card, Flex, Grid, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { errorMessage } from '../../i18n/errorMessage';
import {
  fieldErrorText,
  FormField,
  InlineErrors,
  SaveButton,
  SwitchField,
  useDirtyForm,
  useFieldErrors,
  type FieldErrors,
  type FieldErrorShape,
} from '../../ui/form';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useUserSearch } from '../../ui/Pickers';
import { SearchPicker, type PickerOption } from '../../ui/SearchPicker';
import { notify } from '../../ui/toaster';
import { useClientSearch } from '../users/form/UserPickers';
import { DeviceMap } from '../devices/DeviceMap';
import { TestModeField } from '../devices/TestModeField';
import type {
  FlicDeviceForm_device$data,
  FlicDeviceForm_device$key,
} from './__generated__/FlicDeviceForm_device.graphql';
import type { FlicDeviceFormHubsQuery } from './__generated__/FlicDeviceFormHubsQuery.graphql';
import {
  blankFlicDevice,
  BUTTON_RANGE_COLOR,
  BUTTON_RANGE_M,
  HUB_RANGE_COLOR,
  HUB_RANGE_M,
  LOCATION_MAX,
  NAME_MAX,
  SERVER_FIELDS,
  toFlicInput,
  validateFlicDevice,
  type FlicFormValues,
  type FlicType,
} from './rules';

export const flicDeviceFormFragment = graphql`
  fragment FlicDeviceForm_device on AlarmDevice {
    id
    name
    serialNumber
    location
    latitude
    longitude
    client {
      id
      name
    }
    owner {
      id
      displayName
      email
    }
    testModeEnabled
    testModeAutoDisableTimeoutMs
    enableClustering
    deleted
    viewerCan {
      edit
    }
    ... on FlicButton {
      hub {
        id
        name
        serialNumber
      }
    }
  }
`;

const hubsQuery = graphql`
  query FlicDeviceFormHubsQuery($search: String) {
    flicHubs(first: 20, search: $search) {
      edges {
        node {
          id
          name
          serialNumber
        }
      }
    }
  }
`;

/** The hub picker's search: hubs in scope matching the text (name or serial). */
export function useHubSearch() {
  const environment = useRelayEnvironment();
  return useCallback(
    async (text: string): Promise<PickerOption[]> => {
      const data = await fetchQuery<FlicDeviceFormHubsQuery>(
        environment,
        hubsQuery,
        { search: text || null },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      return (data?.flicHubs.edges ?? []).flatMap((edge) =>
        edge?.node ? [{ id: edge.node.id, label: edge.node.name, description: edge.node.serialNumber }] : [],
      );
    },
    [environment],
  );
}

const text = (value: number | null | undefined, fallback: string) =>
  value === null || value === undefined ? fallback : String(value);

function valuesOf(device: FlicDeviceForm_device$data): FlicFormValues {
  const blank = blankFlicDevice();
  return {
    name: device.name,
    serialNumber: device.serialNumber ?? '',
    location: device.location ?? '',
    latitude: text(device.latitude, blank.latitude),
    longitude: text(device.longitude, blank.longitude),
    client: device.client ? { id: device.client.id, label: device.client.name } : null,
    owner: device.owner
      ? { id: device.owner.id, label: device.owner.displayName, description: device.owner.email }
      : null,
    hub: device.hub ? { id: device.hub.id, label: device.hub.name, description: device.hub.serialNumber } : null,
    testModeEnabled: device.testModeEnabled,
    testModeAutoDisableTimeoutMs: device.testModeAutoDisableTimeoutMs,
    enableClustering: device.enableClustering,
    deleted: device.deleted,
  };
}

/** A code on a field of this form in the user's words: the spec's device_*_error messages for the required ones. */
export function flicFieldText(intl: IntlShape, field: string, error: Pick<FieldErrorShape, 'code' | 'message'>) {
  const t = (id: string) => intl.formatMessage({ id });
  if (error.code === 'REQUIRED' && ['name', 'location', 'latitude', 'longitude'].includes(field))
    return t(`flic.form.error.${field}`);
  if (error.code === 'OUT_OF_RANGE' && (field === 'latitude' || field === 'longitude'))
    return t(`flic.form.error.${field}Range`);
  if (error.code === 'REQUIRED' && field === 'client') return t('flic.form.error.client');
  if (error.code === 'NOT_IN_SCOPE' && field === 'client') return t('flic.form.error.clientNotInScope');
  if (error.code === 'SERIAL_IN_USE') return t('flic.form.error.serialInUse');
  if ((error.code === 'NOT_A_HUB' || error.code === 'NOT_FOUND') && field === 'hub') return t('flic.form.error.hub');
  return fieldErrorText(intl, error);
}

/** A payload's errors by the form's fields. */
function toFormErrors(intl: IntlShape, errors: readonly FieldErrorShape[]): FieldErrors {
  const byField: FieldErrors = {};
  for (const error of errors) {
    const field = SERVER_FIELDS[error.field] ?? error.field;
    const list = (byField[field] ??= []);
    const message = flicFieldText(intl, field, error);
    if (!list.includes(message)) list.push(message);
  }
  return byField;
}

export interface FlicDeviceFormProps {
  type: FlicType;
  /** The hub or button to edit; null adds one. */
  device: FlicDeviceForm_device$key | null;
  /** A new button's hub (/flic-buttons/new?hub=…). */
  presetHub?: PickerOption | null;
  viewerIsAdmin: boolean;
  /**
   * Sends the input; resolves with the payload's field errors (empty when saved), rejects when the request
   * failed. A new device's page opens from here.
   */
  onSave: (input: ReturnType<typeof toFlicInput>) => Promise<readonly FieldErrorShape[]>;
  onCancel?: () => void;
}

/**
 * The hub and button form, new and edit (spec 002 sections 3-5, 8): name, serial number (read-only once
 * created), client owner, owner, a button's hub, location, coordinates with the map (hub range 20 m,
 * button 10 m), test mode with its timeout, clustering and, on an existing device, the deleted flag (setting
 * it asks first). Save only when changed; a failure shows the server's words, or the generic text, in a
 * danger alert, and what was typed stays.
 */
export function FlicDeviceForm({ device: deviceRef, ...props }: FlicDeviceFormProps) {
  const device = useFragment(flicDeviceFormFragment, deviceRef);
  return <FlicDeviceFormBody key={device?.id ?? 'new'} device={device ?? null} {...props} />;
}

function FlicDeviceFormBody({
  type,
  device,
  presetHub,
  viewerIsAdmin,
  onSave,
  onCancel,
}: Omit<FlicDeviceFormProps, 'device'> & { device: FlicDeviceForm_device$data | null }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const existing = device !== null;
  const readOnly = Boolean(device && !device.viewerCan.edit);
  const initial = useMemo(() => (device ? valuesOf(device) : blankFlicDevice(presetHub ?? null)), [device, presetHub]);
  const form = useDirtyForm<FlicFormValues>(initial);
  const { values } = form;
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const server = useFieldErrors();
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmDeleted, setConfirmDeleted] = useState(false);

  const live = validateFlicDevice(values, { viewerIsAdmin });
  const shown: FieldErrors = { ...serverErrors };
  for (const [field, code] of Object.entries(live))
    if (touched[field] || submitted) shown[field] = [flicFieldText(intl, field, { code, message: code })];

  const set = <K extends keyof FlicFormValues>(key: K, value: FlicFormValues[K]) => {
    form.setValue(key, value);
    setTouched((current) => (current[key] ? current : { ...current, [key]: true }));
    setServerErrors((current) => {
      if (!current[key]) return current;
      const { [key]: _removed, ...rest } = current;
      return rest;
    });
  };
  const touch = (key: string) => () => setTouched((current) => (current[key] ? current : { ...current, [key]: true }));

  const save = async () => {
    if (readOnly || !form.dirty || saving) return;
    setSubmitted(true);
    if (Object.keys(live).length > 0) {
      server.setErrors({ form: ['invalid'] }); // after the render that shows every problem: focus the first
      return;
    }
    setSaving(true);
    setFailure(null);
    let leaving = false;
    try {
      const errors = await onSave(toFlicInput(values, type, { existing }));
      if (errors.length) {
        const byField = toFormErrors(intl, errors);
        setServerErrors(byField);
        server.setErrors(byField);
        // spec 002 section 8: the server's words in a danger alert (next to their fields too)
        const texts = [
          ...new Set(errors.map((error) => flicFieldText(intl, SERVER_FIELDS[error.field] ?? error.field, error))),
        ];
        setFailure(texts.join(' '));
        notify.error(t('flic.form.saveFailed'));
        return;
      }
      notify.success(t('flic.form.saved'));
      if (!existing) {
        // the next page opens; the buttons stay off so nothing is created twice
        leaving = true;
        return;
      }
      setServerErrors({});
      setTouched({});
      setSubmitted(false);
      form.reset(values);
    } catch (error) {
      const message = errorMessage(intl, error);
      setFailure(message);
      notify.error(message);
    } finally {
      if (!leaving) setSaving(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || !form.dirty || saving) return;
    // setting the deleted flag takes the device out of every list: ask first
    if (existing && values.deleted && !form.baseline.deleted) {
      setConfirmDeleted(true);
      return;
    }
    void save();
  };

  const searchClients = useClientSearch();
  const searchUsers = useUserSearch({ clientId: values.client?.id });
  const searchHubs = useHubSearch();

  const latitude = Number(values.latitude);
  const longitude = Number(values.longitude);
  const located = !live.latitude && !live.longitude;
  const circles = useMemo(
    () => [
      type === 'HUB'
        ? { radius: HUB_RANGE_M, color: HUB_RANGE_COLOR }
        : { radius: BUTTON_RANGE_M, color: BUTTON_RANGE_COLOR },
    ],
    [type],
  );
  const onMove = useCallback(
    (lat: number, lng: number) => {
      form.setValues((current) => ({
        ...current,
        latitude: String(Number(lat.toFixed(7))),
        longitude: String(Number(lng.toFixed(7))),
      }));
      setTouched((current) => ({ ...current, latitude: true, longitude: true }));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setValues is stable
    [],
  );

  const picker = (
    field: 'client' | 'owner' | 'hub',
    search: (text: string) => Promise<PickerOption[]>,
    { required = false, help }: { required?: boolean; help?: string } = {},
  ) => (
    <Box data-invalid={shown[field] ? '' : undefined}>
      <FormField label={t(`flic.form.${field}`)} required={required} disabled={readOnly} helperText={help}>
        <Box w="full">
          <SearchPicker
            label={t(`flic.form.${field}`)}
            single
            disabled={readOnly}
            selected={values[field] ? [values[field]] : []}
            onChange={(options) => set(field, options[options.length - 1] ?? null)}
            search={search}
          />
        </Box>
      </FormField>
      <InlineErrors errors={shown[field]} />
    </Box>
  );

  return (
    <form
      ref={server.formRef}
      onSubmit={submit}
      noValidate
      aria-label={t(type === 'HUB' ? 'flic.form.hubLabel' : 'flic.form.buttonLabel')}
    >
      <Stack gap="5">
        <Section title={t('flic.form.section.device')}>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <FormField label={t('flic.form.name')} errors={shown.name} required disabled={readOnly}>
              <Input
                name="name"
                autoComplete="off"
                maxLength={NAME_MAX}
                value={values.name}
                onChange={(event) => set('name', event.target.value)}
                onBlur={touch('name')}
              />
            </FormField>
            <FormField
              label={t('flic.form.serialNumber')}
              errors={shown.serialNumber}
              disabled={readOnly}
              helperText={existing ? t('flic.form.serialReadOnly') : undefined}
            >
              <Input
                name="serialNumber"
                autoComplete="off"
                value={values.serialNumber}
                readOnly={existing}
                onChange={(event) => set('serialNumber', event.target.value)}
              />
            </FormField>
          </Grid>
          <Grid templateColumns={{ base: '1fr', md: type === 'BUTTON' ? '1fr 1fr 1fr' : '1fr 1fr' }} gap="4">
            {picker('client', searchClients, {
              required: !viewerIsAdmin,
              help: viewerIsAdmin ? undefined : t('flic.form.clientHelp'),
            })}
            {picker('owner', searchUsers)}
            {type === 'BUTTON' && picker('hub', searchHubs)}
          </Grid>
        </Section>

        <Section title={t('flic.form.section.location')}>
          <Grid templateColumns={{ base: '1fr', lg: '1fr 2fr' }} gap="4">
            <Stack gap="4">
              <FormField label={t('flic.form.location')} errors={shown.location} required disabled={readOnly}>
                <Input
                  name="location"
                  autoComplete="off"
                  maxLength={LOCATION_MAX}
                  value={values.location}
                  onChange={(event) => set('location', event.target.value)}
                  onBlur={touch('location')}
                />
              </FormField>
              <Grid templateColumns="1fr 1fr" gap="3">
                <FormField label={t('flic.form.latitude')} errors={shown.latitude} required disabled={readOnly}>
                  <Input
                    name="latitude"
                    inputMode="decimal"
                    value={values.latitude}
                    onChange={(event) => set('latitude', event.target.value)}
                    onBlur={touch('latitude')}
                  />
                </FormField>
                <FormField label={t('flic.form.longitude')} errors={shown.longitude} required disabled={readOnly}>
                  <Input
                    name="longitude"
                    inputMode="decimal"
                    value={values.longitude}
                    onChange={(event) => set('longitude', event.target.value)}
                    onBlur={touch('longitude')}
                  />
                </FormField>
              </Grid>
              {!readOnly && (
                <Text fontSize="xs" color="fg.muted">
                  {t('flic.form.mapHint', { metres: type === 'HUB' ? HUB_RANGE_M : BUTTON_RANGE_M })}
                </Text>
              )}
            </Stack>
            <DeviceMap
              latitude={located ? latitude : null}
              longitude={located ? longitude : null}
              circles={circles}
              onMove={readOnly ? undefined : onMove}
              label={values.name.trim() || t(type === 'HUB' ? 'flic.form.newHub' : 'flic.form.newButton')}
            />
          </Grid>
        </Section>

        <Section title={t('flic.form.section.settings')}>
          <TestModeField
            enabled={values.testModeEnabled}
            timeoutMs={values.testModeAutoDisableTimeoutMs}
            disabled={readOnly}
            onChange={(next) =>
              form.setValues((current) => ({
                ...current,
                testModeEnabled: next.enabled,
                testModeAutoDisableTimeoutMs: next.timeoutMs,
              }))
            }
          />
          <SwitchField
            label={t('flic.form.clustering')}
            checked={values.enableClustering}
            disabled={readOnly}
            onChange={(checked) => set('enableClustering', checked)}
          />
          {existing && (
            <Stack gap="1">
              <SwitchField
                label={t('flic.form.deleted')}
                checked={values.deleted}
                disabled={readOnly}
                onChange={(checked) => set('deleted', checked)}
                colorPalette="red"
              />
              <Text fontSize="xs" color="fg.muted">
                {t('flic.form.deletedHelp')}
              </Text>
            </Stack>
          )}
        </Section>

        {failure && (
          <Alert.Root status="error" data-testid="flic-form-failure">
            <Alert.Indicator />
            <Alert.Description>{failure}</Alert.Description>
          </Alert.Root>
        )}

        {!readOnly && (
          <Flex gap="3" justify="end" wrap="wrap">
            {onCancel && (
              <Button variant="outline" onClick={onCancel} disabled={saving}>
                {t('common.cancel')}
              </Button>
            )}
            <SaveButton dirty={form.dirty} saving={saving} />
          </Flex>
        )}
      </Stack>
      <ConfirmDialog
        open={confirmDeleted}
        title={t('flic.form.deletedConfirmTitle')}
        message={t('flic.form.deletedConfirmMessage', { name: values.name })}
        confirmLabel={t('flic.form.deletedConfirm')}
        onConfirm={() => {
          setConfirmDeleted(false);
          void save();
        }}
        onCancel={() => setConfirmDeleted(false)}
      />
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" bg="bg" as="section" aria-label={title}>
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

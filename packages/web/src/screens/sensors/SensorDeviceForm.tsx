import {
  Alert,
  Box,
  Button,
  Card,
  Flex,
  Grid,
  Heading,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../session/useSession';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import {
  fieldErrorText,
  FormField,
  InlineErrors,
  SaveButton,
  SwitchField,
  toFieldErrors,
  useDirtyForm,
  useFieldErrors,
  usePromiseMutation,
  type FieldErrors,
  type FieldErrorShape,
} from '../../ui/form';
import { useUserSearch } from '../../ui/Pickers';
import { SearchPicker, type PickerOption } from '../../ui/SearchPicker';
import { notify } from '../../ui/toaster';
import { useClientSearch } from '../users/form/UserPickers';
import { DEVICE_DEFAULT_CENTRE, DeviceMap } from '../devices/DeviceMap';
import { TestModeField } from '../devices/TestModeField';
import type {
  SensorDeviceForm_device$data,
  SensorDeviceForm_device$key,
} from './__generated__/SensorDeviceForm_device.graphql';
import type { SensorDeviceFormCreateMutation } from './__generated__/SensorDeviceFormCreateMutation.graphql';
import type { SensorDeviceFormUpdateMutation } from './__generated__/SensorDeviceFormUpdateMutation.graphql';
import { SENSOR_ALARM_ZONES, SENSOR_SOUNDS } from './sensorOrder';

export const sensorDeviceFormFragment = graphql`
  fragment SensorDeviceForm_device on SensorDevice {
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
    siaId
    alarmAreaName
    objectName
    placement
    floor
    description
    alertRemoteCenter
    sound
    testModeEnabled
    testModeAutoDisableTimeoutMs
    enableClustering
    deleted
    viewerCan {
      edit
    }
  }
`;

export const NAME_MAX = 100;
export const LOCATION_MAX = 200;
export const DESCRIPTION_MAX = 300;

export interface SensorFormValues {
  serialNumber: string;
  name: string;
  client: PickerOption | null;
  owner: PickerOption | null;
  location: string;
  latitude: string;
  longitude: string;
  siaId: string;
  alarmAreaName: string;
  objectName: string;
  placement: string;
  floor: string;
  description: string;
  alertRemoteCenter: string;
  sound: string;
  testModeEnabled: boolean;
  testModeAutoDisableTimeoutMs: number;
  enableClustering: boolean;
  deleted: boolean;
}

const fixed = (value: number) => String(Number(value.toFixed(7)));

function blankSensor(): SensorFormValues {
  return {
    serialNumber: '',
    name: '',
    client: null,
    owner: null,
    location: '',
    latitude: String(DEVICE_DEFAULT_CENTRE.latitude),
    longitude: String(DEVICE_DEFAULT_CENTRE.longitude),
    siaId: '',
    alarmAreaName: '',
    objectName: '',
    placement: '',
    floor: '',
    description: '',
    alertRemoteCenter: '',
    sound: '',
    testModeEnabled: false,
    testModeAutoDisableTimeoutMs: 0,
    enableClustering: false,
    deleted: false,
  };
}

function valuesOf(device: SensorDeviceForm_device$data): SensorFormValues {
  const coordinate = (value: number | null | undefined, fallback: number) =>
    String(value === null || value === undefined ? fallback : value);
  return {
    serialNumber: device.serialNumber ?? '',
    name: device.name,
    client: device.client ? { id: device.client.id, label: device.client.name } : null,
    owner: device.owner
      ? { id: device.owner.id, label: device.owner.displayName, description: device.owner.email }
      : null,
    location: device.location ?? '',
    latitude: coordinate(device.latitude, DEVICE_DEFAULT_CENTRE.latitude),
    longitude: coordinate(device.longitude, DEVICE_DEFAULT_CENTRE.longitude),
    siaId: device.siaId ?? '',
    alarmAreaName: device.alarmAreaName ?? '',
    objectName: device.objectName ?? '',
    placement: device.placement ?? '',
    floor: device.floor ?? '',
    description: device.description ?? '',
    alertRemoteCenter: device.alertRemoteCenter ?? '',
    sound: device.sound ?? '',
    testModeEnabled: device.testModeEnabled,
    testModeAutoDisableTimeoutMs: device.testModeAutoDisableTimeoutMs,
    enableClustering: device.enableClustering,
    deleted: device.deleted,
  };
}

/** Spec 002 section 5 for sensors, as field -> code; the platform checks the same and answers the same codes. */
export function validateSensor(
  values: SensorFormValues,
  { isNew, viewerIsAdmin }: { isNew: boolean; viewerIsAdmin: boolean },
) {
  const errors: Record<string, string> = {};
  if (isNew && !values.serialNumber.trim()) errors.serialNumber = 'REQUIRED';
  if (!values.name.trim()) errors.name = 'REQUIRED';
  else if (values.name.trim().length > NAME_MAX) errors.name = 'TOO_LONG';
  if (!values.location.trim()) errors.location = 'REQUIRED';
  else if (values.location.trim().length > LOCATION_MAX) errors.location = 'TOO_LONG';
  for (const [field, limit] of [
    ['latitude', 90],
    ['longitude', 180],
  ] as const) {
    const text = values[field].trim();
    if (!text) errors[field] = 'REQUIRED';
    else if (!Number.isFinite(Number(text)) || Math.abs(Number(text)) > limit) errors[field] = 'OUT_OF_RANGE';
  }
  if (values.description.length > DESCRIPTION_MAX) errors.description = 'TOO_LONG';
  // a non-admin must keep the device among its clients, or it could not see it afterwards
  if (!viewerIsAdmin && !values.client) errors.client = 'REQUIRED';
  return errors;
}

/** The platform's and the gateway's field names -> the form's fields. */
const SERVER_FIELDS: Record<string, string> = {
  lat: 'latitude',
  lng: 'longitude',
  clientId: 'client',
  clientOwnerId: 'client',
  ownerId: 'owner',
  userId: 'owner',
};

/** A code on a field of this form, in the user's language. */
export function sensorFieldText(intl: IntlShape, field: string, error: Pick<FieldErrorShape, 'code' | 'message'>) {
  const t = (id: string) => intl.formatMessage({ id });
  const { code } = error;
  if (code === 'REQUIRED' && ['serialNumber', 'name', 'location', 'latitude', 'longitude', 'client'].includes(field))
    return t(`sensors.form.error.${field}`);
  if (code === 'OUT_OF_RANGE' && (field === 'latitude' || field === 'longitude'))
    return t(`sensors.form.error.${field}Range`);
  if (code === 'SERIAL_IN_USE') return t('sensors.form.error.serialInUse');
  if (code === 'NOT_IN_SCOPE') return t('sensors.form.error.notInScope');
  if (code === 'TOO_LONG' && field === 'description')
    return intl.formatMessage({ id: 'sensors.form.error.descriptionLength' }, { max: DESCRIPTION_MAX });
  return fieldErrorText(intl, error);
}

const trimmed = (value: string) => (value.trim() ? value.trim() : null);

/**
 * The sensor device form, new and edit (spec 002 sections 2, 3, 5): serial number (required, read-only once
 * created), name, client owner and owner, location with coordinates and a map showing the alarm zones (50,
 * 25, 15 m), the sensor's SIA id, alarm area, object, placement, floor, description (300), alert remote
 * centre and sound, test mode with its timeout, clustering, and on an existing device the deleted flag
 * (confirmed before it is saved).
 */
export function SensorDeviceForm({
  device: deviceRef,
  viewerRoles,
}: {
  device: SensorDeviceForm_device$key | null;
  viewerRoles?: readonly string[];
}) {
  const device = useFragment(sensorDeviceFormFragment, deviceRef);
  const session = useSession();
  const roles = viewerRoles ?? session.user?.roles ?? [];
  return <SensorFormBody key={device?.id ?? 'new'} device={device ?? null} viewerIsAdmin={roles.includes('ADMIN')} />;
}

function SensorFormBody({
  device,
  viewerIsAdmin,
}: {
  device: SensorDeviceForm_device$data | null;
  viewerIsAdmin: boolean;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const isNew = device === null;
  const readOnly = Boolean(device && !device.viewerCan.edit);
  const initial = useMemo(() => (device ? valuesOf(device) : blankSensor()), [device]);
  const form = useDirtyForm<SensorFormValues>(initial);
  const { values } = form;
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const server = useFieldErrors();
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmDeleted, setConfirmDeleted] = useState(false);

  const live = validateSensor(values, { isNew, viewerIsAdmin });
  const shown: FieldErrors = { ...serverErrors };
  for (const [field, code] of Object.entries(live))
    if (touched[field] || submitted) shown[field] = [sensorFieldText(intl, field, { code, message: code })];

  const set = <K extends keyof SensorFormValues>(key: K, value: SensorFormValues[K]) => {
    form.setValue(key, value);
    setTouched((current) => (current[key] ? current : { ...current, [key]: true }));
    setServerErrors((current) => {
      if (!current[key]) return current;
      const { [key]: _removed, ...rest } = current;
      return rest;
    });
  };
  const touch = (key: string) => () => setTouched((current) => (current[key] ? current : { ...current, [key]: true }));

  const [create] = usePromiseMutation<SensorDeviceFormCreateMutation>(graphql`
    mutation SensorDeviceFormCreateMutation($input: SensorDeviceInput!) {
      createSensorDevice(input: $input) {
        device {
          id
          ...SensorDeviceForm_device
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const [update] = usePromiseMutation<SensorDeviceFormUpdateMutation>(graphql`
    mutation SensorDeviceFormUpdateMutation($id: ID!, $input: SensorDeviceInput!) {
      updateSensorDevice(id: $id, input: $input) {
        device {
          id
          name
          deleted
          ...SensorDeviceForm_device
          ...SensorDeviceScreenHeader_device
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);

  const toInput = (): SensorDeviceFormCreateMutation['variables']['input'] => ({
    ...(isNew ? { serialNumber: values.serialNumber.trim() } : {}),
    name: values.name.trim(),
    location: values.location.trim(),
    latitude: Number(values.latitude),
    longitude: Number(values.longitude),
    clientId: values.client?.id ?? null,
    ownerId: values.owner?.id ?? null,
    siaId: trimmed(values.siaId),
    alarmAreaName: trimmed(values.alarmAreaName),
    objectName: trimmed(values.objectName),
    placement: trimmed(values.placement),
    floor: trimmed(values.floor),
    description: trimmed(values.description),
    alertRemoteCenter: trimmed(values.alertRemoteCenter),
    sound: values.sound || null,
    testModeEnabled: values.testModeEnabled,
    testModeAutoDisableTimeoutMs: values.testModeEnabled ? values.testModeAutoDisableTimeoutMs : 0,
    enableClustering: values.enableClustering,
    ...(isNew ? {} : { deleted: values.deleted }),
  });

  const rejected = (errors: readonly FieldErrorShape[]) => {
    const byField = toFieldErrors(intl, errors, {
      field: (name) => SERVER_FIELDS[name] ?? name,
      text: (error) => sensorFieldText(intl, SERVER_FIELDS[error.field] ?? error.field, error),
    });
    const known = new Set(Object.keys(blankSensor()));
    const other = Object.entries(byField).filter(([field]) => !known.has(field));
    setServerErrors(byField);
    setFormError(other.length ? other.flatMap(([, messages]) => messages).join(' ') : null);
    server.setErrors(byField);
    notify.error(t('sensors.form.failed'));
  };

  const save = async () => {
    if (!form.dirty || saving || readOnly) return;
    setSubmitted(true);
    if (Object.keys(live).length > 0) {
      server.setErrors({ form: ['invalid'] });
      return;
    }
    setSaving(true);
    setFormError(null);
    let leaving = false;
    try {
      if (device) {
        const { updateSensorDevice: payload } = await update({ id: device.id, input: toInput() });
        if (payload.errors.length || !payload.device) return rejected(payload.errors);
        setServerErrors({});
        setTouched({});
        setSubmitted(false);
        form.reset(values);
        notify.success(t('sensors.form.saved'));
        return;
      }
      const { createSensorDevice: payload } = await create({ input: toInput() });
      if (payload.errors.length || !payload.device) return rejected(payload.errors);
      notify.success(t('sensors.form.created'));
      leaving = true;
      navigate(`/collactivate-devices/${encodeURIComponent(payload.device.id)}`);
    } catch {
      setFormError(t('error.generic'));
      notify.error(t('error.generic'));
    } finally {
      if (!leaving) setSaving(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // the deleted flag newly set: a destructive change, confirmed first (spec 002 section 4)
    if (device && values.deleted && !device.deleted && form.dirty && Object.keys(live).length === 0) {
      setConfirmDeleted(true);
      return;
    }
    void save();
  };

  const searchClients = useClientSearch();
  const searchUsers = useUserSearch({ clientId: values.client?.id });

  const lat = Number(values.latitude);
  const lng = Number(values.longitude);
  const located = !live.latitude && !live.longitude;
  const move = (latitude: number, longitude: number) => {
    form.setValues((current) => ({ ...current, latitude: fixed(latitude), longitude: fixed(longitude) }));
    setTouched((current) => ({ ...current, latitude: true, longitude: true }));
  };

  const text = (
    field: 'name' | 'location' | 'siaId' | 'alarmAreaName' | 'objectName' | 'placement' | 'floor' | 'alertRemoteCenter',
    { required = false }: { required?: boolean } = {},
  ) => (
    <FormField label={t(`sensors.form.${field}`)} errors={shown[field]} required={required} disabled={readOnly}>
      <Input
        name={field}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        onBlur={touch(field)}
      />
    </FormField>
  );
  const sounds = Object.keys(SENSOR_SOUNDS);

  return (
    <form
      ref={server.formRef}
      onSubmit={submit}
      noValidate
      aria-label={t(isNew ? 'sensors.form.newTitle' : 'sensors.form.editTitle')}
    >
      <Stack gap="5">
        <Section title={t('sensors.form.section.device')}>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <FormField
              label={t('sensors.form.serialNumber')}
              errors={shown.serialNumber}
              required={isNew}
              disabled={readOnly}
              helperText={isNew ? undefined : t('sensors.form.serialReadOnly')}
            >
              <Input
                name="serialNumber"
                value={values.serialNumber}
                readOnly={!isNew}
                onChange={(event) => set('serialNumber', event.target.value)}
                onBlur={touch('serialNumber')}
              />
            </FormField>
            {text('name', { required: true })}
            <Box>
              <Text fontSize="sm" fontWeight="medium" mb="1.5">
                {t('sensors.form.client')}
                {!viewerIsAdmin && (
                  <Text as="span" color="fg.error" aria-hidden>
                    {' *'}
                  </Text>
                )}
              </Text>
              <Box data-invalid={shown.client ? '' : undefined}>
                <SearchPicker
                  label={t('sensors.form.client')}
                  single
                  disabled={readOnly}
                  selected={values.client ? [values.client] : []}
                  onChange={(options) => {
                    const next = options[options.length - 1] ?? null;
                    set('client', next);
                    // an owner is a member of the client owner: a new client clears it
                    if (next?.id !== values.client?.id) form.setValue('owner', null);
                  }}
                  search={searchClients}
                />
              </Box>
              <InlineErrors errors={shown.client} />
            </Box>
            <Box>
              <Text fontSize="sm" fontWeight="medium" mb="1.5">
                {t('sensors.form.owner')}
              </Text>
              <SearchPicker
                label={t('sensors.form.owner')}
                single
                disabled={readOnly}
                selected={values.owner ? [values.owner] : []}
                onChange={(options) => set('owner', options[options.length - 1] ?? null)}
                search={searchUsers}
              />
              <InlineErrors errors={shown.owner} />
            </Box>
          </Grid>
        </Section>

        <Section title={t('sensors.form.section.location')}>
          <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }} gap="4">
            <Stack gap="3">
              {text('location', { required: true })}
              <Grid templateColumns="1fr 1fr" gap="3">
                {(['latitude', 'longitude'] as const).map((field) => (
                  <FormField
                    key={field}
                    label={t(`sensors.form.${field}`)}
                    errors={shown[field]}
                    required
                    disabled={readOnly}
                  >
                    <Input
                      name={field}
                      inputMode="decimal"
                      value={values[field]}
                      onChange={(event) => set(field, event.target.value)}
                      onBlur={touch(field)}
                    />
                  </FormField>
                ))}
              </Grid>
              <Text fontSize="xs" color="fg.muted">
                {t('sensors.form.zones')}
              </Text>
            </Stack>
            <DeviceMap
              label={t('sensors.form.map', { name: values.name.trim() || t('sensors.form.newTitle') })}
              latitude={located ? lat : null}
              longitude={located ? lng : null}
              circles={SENSOR_ALARM_ZONES.map((zone) => ({ ...zone }))}
              onMove={readOnly ? undefined : move}
            />
          </Grid>
        </Section>

        <Section title={t('sensors.form.section.sensor')}>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            {text('siaId')}
            {text('alarmAreaName')}
            {text('objectName')}
            {text('placement')}
            {text('floor')}
            {text('alertRemoteCenter')}
            <FormField label={t('sensors.form.sound')} errors={shown.sound} disabled={readOnly}>
              <NativeSelect.Root size="md">
                <NativeSelect.Field
                  name="sound"
                  value={values.sound}
                  onChange={(event) => set('sound', event.currentTarget.value)}
                >
                  <option value="">{t('sensors.form.soundNone')}</option>
                  {values.sound && !sounds.includes(values.sound) && (
                    <option value={values.sound}>{values.sound}</option>
                  )}
                  {sounds.map((sound) => (
                    <option key={sound} value={sound}>
                      {t(`sound.${SENSOR_SOUNDS[sound]}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </Grid>
          <FormField
            label={t('sensors.form.description')}
            errors={shown.description}
            disabled={readOnly}
            helperText={t('sensors.form.descriptionCount', {
              count: values.description.length,
              max: DESCRIPTION_MAX,
            })}
          >
            <Textarea
              name="description"
              rows={4}
              value={values.description}
              onChange={(event) => set('description', event.target.value)}
              onBlur={touch('description')}
            />
          </FormField>
        </Section>

        <Section title={t('sensors.form.section.settings')}>
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
            label={t('sensors.form.clustering')}
            checked={values.enableClustering}
            disabled={readOnly}
            onChange={(checked) => set('enableClustering', checked)}
          />
          {!isNew && (
            <Stack gap="1">
              <SwitchField
                label={t('sensors.form.deleted')}
                checked={values.deleted}
                disabled={readOnly}
                onChange={(checked) => set('deleted', checked)}
                colorPalette="red"
              />
              <Text fontSize="xs" color="fg.muted">
                {t('sensors.form.deletedHelp')}
              </Text>
            </Stack>
          )}
        </Section>

        {formError && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>{formError}</Alert.Description>
          </Alert.Root>
        )}

        {!readOnly && (
          <Flex gap="3" justify="end" wrap="wrap">
            {isNew && (
              <Button variant="outline" onClick={() => navigate('/collactivate-devices')} disabled={saving}>
                {t('common.cancel')}
              </Button>
            )}
            <SaveButton dirty={form.dirty} saving={saving} />
          </Flex>
        )}
      </Stack>
      <ConfirmDialog
        open={confirmDeleted}
        title={t('sensors.form.deletedConfirmTitle')}
        message={t('sensors.form.deletedConfirmMessage', { name: values.name })}
        busy={saving}
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

import { Button, Flex, Grid, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../session/useSession';
import { fieldErrorText, FormField, SaveButton, usePromiseMutation, type FieldErrorShape } from '../../ui/form';
import { notify } from '../../ui/toaster';
import { DEVICE_DEFAULT_CENTRE } from '../devices/DeviceMap';
import { DeletedConfirmDialog } from '../devices/form/DeletedFlag';
import { FailureAlert, Section, SettingsSection } from '../devices/form/FormParts';
import { LocationSection } from '../devices/form/LocationFields';
import { OwnerFields } from '../devices/form/OwnerFields';
import {
  commonDeviceErrors,
  commonDeviceInput,
  DESCRIPTION_MAX,
  trimmedOrNull,
  type DeviceFormBase,
} from '../devices/form/rules';
import { useDeviceForm } from '../devices/form/useDeviceForm';
import type {
  SensorDeviceForm_device$data,
  SensorDeviceForm_device$key,
} from './__generated__/SensorDeviceForm_device.graphql';
import type { SensorDeviceFormCreateMutation } from './__generated__/SensorDeviceFormCreateMutation.graphql';
import type { SensorDeviceFormUpdateMutation } from './__generated__/SensorDeviceFormUpdateMutation.graphql';
import { SENSOR_ALARM_ZONES, SENSOR_SOUNDS } from './sensorOrder';
import { useNavigateAway } from '../../ui/unsavedChanges';
import { sensorDevicePath } from '../../router/paths';

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

export { DESCRIPTION_MAX, LOCATION_MAX, NAME_MAX } from '../devices/form/rules';

export interface SensorFormValues extends DeviceFormBase {
  serialNumber: string;
  siaId: string;
  alarmAreaName: string;
  objectName: string;
  placement: string;
  floor: string;
  description: string;
  alertRemoteCenter: string;
  sound: string;
}

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
  const errors = commonDeviceErrors(values, viewerIsAdmin);
  if (isNew && !values.serialNumber.trim()) errors.serialNumber = 'REQUIRED';
  if (values.description.length > DESCRIPTION_MAX) errors.description = 'TOO_LONG';
  return errors;
}

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
  const navigateAway = useNavigateAway();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const isNew = device === null;
  const readOnly = Boolean(device && !device.viewerCan.edit);
  const initial = useMemo(() => (device ? valuesOf(device) : blankSensor()), [device]);
  const state = useDeviceForm<SensorFormValues>({
    initial,
    existing: !isNew,
    readOnly,
    validate: (values) => validateSensor(values, { isNew, viewerIsAdmin }),
    fieldText: (field, error) => sensorFieldText(intl, field, error),
  });
  const { form, values, errors, set, touch, saving } = state;

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
    ...commonDeviceInput(values, { existing: !isNew }),
    siaId: trimmedOrNull(values.siaId),
    alarmAreaName: trimmedOrNull(values.alarmAreaName),
    objectName: trimmedOrNull(values.objectName),
    placement: trimmedOrNull(values.placement),
    floor: trimmedOrNull(values.floor),
    description: trimmedOrNull(values.description),
    alertRemoteCenter: trimmedOrNull(values.alertRemoteCenter),
    sound: values.sound || null,
  });

  // the fields show theirs; the alert says what has no field here
  const rejected = (list: readonly FieldErrorShape[]) => {
    const { unplaced } = state.rejected(list);
    state.setFailure(unplaced.length ? unplaced.join(' ') : null);
    notify.error(t('sensors.form.failed'));
    return false;
  };

  const save = () =>
    state.run(async () => {
      if (device) {
        const { updateSensorDevice: payload } = await update({ id: device.id, input: toInput() });
        if (payload.errors.length || !payload.device) return rejected(payload.errors);
        state.saved();
        notify.success(t('sensors.form.saved'));
        return false;
      }
      const { createSensorDevice: payload } = await create({ input: toInput() });
      if (payload.errors.length || !payload.device) return rejected(payload.errors);
      notify.success(t('sensors.form.created'));
      navigateAway(sensorDevicePath(payload.device.id));
      return true;
    });

  const text = (
    field: 'name' | 'siaId' | 'alarmAreaName' | 'objectName' | 'placement' | 'floor' | 'alertRemoteCenter',
    { required = false }: { required?: boolean } = {},
  ) => (
    <FormField label={t(`sensors.form.${field}`)} errors={errors[field]} required={required} disabled={readOnly}>
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
      ref={state.formRef}
      onSubmit={state.submit(() => void save())}
      noValidate
      aria-label={t(isNew ? 'sensors.form.newTitle' : 'sensors.form.editTitle')}
    >
      <Stack gap="5">
        <Section title={t('sensors.form.section.device')}>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <FormField
              label={t('sensors.form.serialNumber')}
              errors={errors.serialNumber}
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
          </Grid>
          <OwnerFields
            client={values.client}
            owner={values.owner}
            onClient={state.setClient}
            onOwner={(owner) => set('owner', owner)}
            errors={errors}
            viewerIsAdmin={viewerIsAdmin}
            disabled={readOnly}
            labels={{ client: t('sensors.form.client'), owner: t('sensors.form.owner') }}
          />
        </Section>

        <LocationSection
          messages="sensors.form"
          state={state}
          readOnly={readOnly}
          columns="minmax(0, 2fr) minmax(0, 3fr)"
          map={{
            circles: SENSOR_ALARM_ZONES.map((zone) => ({ ...zone })),
            label: t('sensors.form.map', { name: values.name.trim() || t('sensors.form.newTitle') }),
            hint: t('sensors.form.zones'),
          }}
        />

        <Section title={t('sensors.form.section.sensor')}>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            {text('siaId')}
            {text('alarmAreaName')}
            {text('objectName')}
            {text('placement')}
            {text('floor')}
            {text('alertRemoteCenter')}
            <FormField label={t('sensors.form.sound')} errors={errors.sound} disabled={readOnly}>
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
            errors={errors.description}
            disabled={readOnly}
            helperText={t('common.counter', {
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

        <SettingsSection messages="sensors.form" state={state} existing={!isNew} readOnly={readOnly} />

        <FailureAlert failure={state.failure} />

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
      <DeletedConfirmDialog
        title={t('sensors.form.deletedConfirmTitle')}
        message={t('sensors.form.deletedConfirmMessage', { name: values.name })}
        {...state.deletedConfirm(() => void save())}
      />
    </form>
  );
}

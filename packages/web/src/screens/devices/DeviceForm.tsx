import { Box, Grid, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../i18n/errorMessage';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import {
  FormField,
  InlineErrors,
  SaveButton,
  SwitchField,
  toFieldErrors,
  useDirtyForm,
  useFieldErrors,
  usePromiseMutation,
  type FieldErrorShape,
} from '../../ui/form';
import { useUserSearch } from '../../ui/Pickers';
import { SearchPicker, type PickerOption } from '../../ui/SearchPicker';
import { notify } from '../../ui/toaster';
import { useClientSearch } from '../users/form/UserPickers';
import type { DeviceForm_device$key } from './__generated__/DeviceForm_device.graphql';
import type { DeviceFormCreateMutation } from './__generated__/DeviceFormCreateMutation.graphql';
import type { DeviceFormUpdateMutation } from './__generated__/DeviceFormUpdateMutation.graphql';
import { DEVICE_DEFAULT_CENTRE, DeviceMap } from './DeviceMap';
import { devicePath } from './devicePath';
import { DEVICE_STATUSES, type DeviceStatus } from './filters';
import { DESCRIPTION_MAX, formField, validateDevice } from './rules';
import { TestModeField } from './TestModeField';

export interface DeviceFormValues {
  name: string;
  description: string;
  location: string;
  latitude: string;
  longitude: string;
  dalmId: string;
  dalmSim: string;
  dalmPasscode: string;
  client: PickerOption | null;
  owner: PickerOption | null;
  status: DeviceStatus;
  active: boolean;
  testModeEnabled: boolean;
  testModeAutoDisableTimeoutMs: number;
  enableClustering: boolean;
  deleted: boolean;
}

/** A new device (spec 002 section 3): status INACTIVE, inactive, not deleted, central Stockholm. */
export const NEW_DEVICE: DeviceFormValues = {
  name: '',
  description: '',
  location: '',
  latitude: String(DEVICE_DEFAULT_CENTRE.latitude),
  longitude: String(DEVICE_DEFAULT_CENTRE.longitude),
  dalmId: '',
  dalmSim: '',
  dalmPasscode: '',
  client: null,
  owner: null,
  status: 'INACTIVE',
  active: false,
  testModeEnabled: false,
  testModeAutoDisableTimeoutMs: 0,
  enableClustering: false,
  deleted: false,
};

const ERROR_FIELDS = ['name', 'description', 'location', 'latitude', 'longitude', 'dalmId', 'clientId', 'ownerId'];

const PAYLOAD_FIELDS = graphql`
  fragment DeviceForm_device on Device {
    id
    name
    description
    location
    latitude
    longitude
    dalmId
    dalmSim
    dalmPasscode
    client {
      id
      name
    }
    owner {
      id
      displayName
    }
    status
    active
    testModeEnabled
    testModeAutoDisableTimeoutMs
    enableClustering
    deleted
    viewerCan {
      edit
    }
  }
`;

function toValues(device: {
  readonly name: string;
  readonly description: string | null | undefined;
  readonly location: string | null | undefined;
  readonly latitude: number | null | undefined;
  readonly longitude: number | null | undefined;
  readonly dalmId: string | null | undefined;
  readonly dalmSim: string | null | undefined;
  readonly dalmPasscode: string | null | undefined;
  readonly client: { readonly id: string; readonly name: string } | null | undefined;
  readonly owner: { readonly id: string; readonly displayName: string } | null | undefined;
  readonly status: string;
  readonly active: boolean;
  readonly testModeEnabled: boolean;
  readonly testModeAutoDisableTimeoutMs: number;
  readonly enableClustering: boolean;
  readonly deleted: boolean;
}): DeviceFormValues {
  return {
    name: device.name,
    description: device.description ?? '',
    location: device.location ?? '',
    latitude: device.latitude == null ? '' : String(device.latitude),
    longitude: device.longitude == null ? '' : String(device.longitude),
    dalmId: device.dalmId ?? '',
    dalmSim: device.dalmSim ?? '',
    dalmPasscode: device.dalmPasscode ?? '',
    client: device.client ? { id: device.client.id, label: device.client.name } : null,
    owner: device.owner ? { id: device.owner.id, label: device.owner.displayName } : null,
    status: (DEVICE_STATUSES as readonly string[]).includes(device.status) ? (device.status as DeviceStatus) : 'OK',
    active: device.active,
    testModeEnabled: device.testModeEnabled,
    testModeAutoDisableTimeoutMs: device.testModeAutoDisableTimeoutMs,
    enableClustering: device.enableClustering,
    deleted: device.deleted,
  };
}

const blank = (text: string) => (text.trim() ? text.trim() : null);
const round7 = (value: number) => String(Math.round(value * 1e7) / 1e7);

type Conflict = { kind: 'ACTIVE_DUPLICATE'; existingId: string | null } | { kind: 'DELETED_DUPLICATE' };

/**
 * The DALM device form of /devices/new and of a device's page: every DeviceInput field, the map (a click
 * or a drag moves the device), the required checks of spec 002 section 5 before saving, the server's field
 * errors at their fields (what was typed stays), the 114/115 DALM id conflicts, and the deleted flag's
 * destructive confirmation. Save is off until something changed and while saving.
 */
export function DeviceForm({
  device: deviceKey,
  viewerRoles,
}: {
  device: DeviceForm_device$key | null;
  viewerRoles: readonly string[] | null | undefined;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const device = useFragment(PAYLOAD_FIELDS, deviceKey) ?? null;
  const isNew = device === null;
  const form = useDirtyForm<DeviceFormValues>(device ? toValues(device) : NEW_DEVICE);
  const { values, setValue } = form;
  const { errors, setErrors, formRef } = useFieldErrors();
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [confirmDeleted, setConfirmDeleted] = useState(false);
  const viewerIsAdmin = Boolean(viewerRoles?.includes('ADMIN'));
  const readOnly = device !== null && !device.viewerCan.edit;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const searchClients = useClientSearch();
  const searchUsers = useUserSearch({ clientId: values.client?.id });

  const [create] = usePromiseMutation<DeviceFormCreateMutation>(graphql`
    mutation DeviceFormCreateMutation($input: DeviceInput!, $reactivate: Boolean) {
      createDevice(input: $input, reactivate: $reactivate) {
        device {
          id
          detailId
          ...DeviceForm_device
        }
        errors {
          field
          code
          message
        }
        conflict
        existing {
          id
          detailId
        }
      }
    }
  `);
  const [update] = usePromiseMutation<DeviceFormUpdateMutation>(graphql`
    mutation DeviceFormUpdateMutation($id: ID!, $input: DeviceInput!) {
      updateDevice(id: $id, input: $input) {
        device {
          id
          name
          status
          isOnline
          testModeEnabled
          testModeExpiresAt
          ...DeviceForm_device
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);

  const fieldText = (code: string): string => {
    if (code === 'REQUIRED' || code === 'TOO_LONG' || code === 'OUT_OF_RANGE') return t(`fieldError.${code}`);
    return t(`device.form.error.${code}`);
  };
  const requiredText = (field: string) => {
    const key = `device.form.error.required.${field}`;
    return intl.messages[key] ? t(key) : t('fieldError.REQUIRED');
  };

  const input = () => ({
    name: values.name.trim(),
    description: blank(values.description),
    location: values.location.trim(),
    latitude: Number(values.latitude),
    longitude: Number(values.longitude),
    dalmId: values.dalmId.trim(),
    dalmSim: blank(values.dalmSim),
    dalmPasscode: blank(values.dalmPasscode),
    clientId: values.client?.id ?? null,
    ownerId: values.owner?.id ?? null,
    status: values.status,
    active: values.active,
    testModeEnabled: values.testModeEnabled,
    testModeAutoDisableTimeoutMs: values.testModeEnabled ? values.testModeAutoDisableTimeoutMs : 0,
    enableClustering: values.enableClustering,
    ...(isNew ? {} : { deleted: values.deleted }),
  });

  const showServerErrors = (list: readonly FieldErrorShape[]) => {
    const placed = toFieldErrors(intl, list, { field: formField });
    const unplaced = list.filter((error) => !ERROR_FIELDS.includes(formField(error.field)));
    setErrors(placed);
    notify.error(unplaced[0] ? unplaced[0].message || t('device.form.failed') : t('device.form.invalid'));
  };

  const save = async (reactivate = false) => {
    setSaving(true);
    try {
      if (device === null) {
        const { createDevice } = await create({ input: input(), reactivate });
        if (createDevice.conflict === 'ACTIVE_DUPLICATE') {
          setConflict({ kind: 'ACTIVE_DUPLICATE', existingId: createDevice.existing?.detailId ?? null });
        } else if (createDevice.conflict === 'DELETED_DUPLICATE') {
          setConflict({ kind: 'DELETED_DUPLICATE' });
        } else if (createDevice.errors.length) {
          showServerErrors(createDevice.errors);
        } else if (createDevice.device) {
          notify.success(
            t(reactivate ? 'device.form.reactivated' : 'device.form.created', { name: values.name.trim() }),
          );
          form.reset(values);
          navigate(devicePath('DALM', createDevice.device.detailId));
        }
      } else {
        const { updateDevice } = await update({ id: device.id, input: input() });
        if (updateDevice.errors.length) showServerErrors(updateDevice.errors);
        else if (updateDevice.device) {
          form.reset(values);
          setErrors({});
          notify.success(t('device.form.saved', { name: values.name.trim() }));
        }
      }
    } catch (error) {
      notify.error(errorMessage(intl, error));
    } finally {
      setSaving(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.dirty || saving || readOnly) return;
    const local = validateDevice({
      name: values.name,
      description: values.description,
      location: values.location,
      latitude: values.latitude,
      longitude: values.longitude,
      dalmId: values.dalmId,
      ownerId: values.owner?.id ?? null,
      clientId: values.client?.id ?? null,
      viewerIsAdmin,
    });
    if (Object.keys(local).length) {
      setErrors(
        Object.fromEntries(
          Object.entries(local).map(([field, code]) => [
            field,
            [code === 'REQUIRED' ? requiredText(field) : fieldText(code)],
          ]),
        ),
      );
      return;
    }
    setErrors({});
    // newly setting the deleted flag asks first
    if (!isNew && values.deleted && !form.baseline.deleted) {
      setConfirmDeleted(true);
      return;
    }
    void save();
  };

  const lat = values.latitude.trim() === '' ? null : Number(values.latitude);
  const lng = values.longitude.trim() === '' ? null : Number(values.longitude);
  const field = (
    name: keyof DeviceFormValues & string,
    label: string,
    control: ReactNode,
    { required = false, helperText }: { required?: boolean; helperText?: ReactNode } = {},
  ) => (
    <FormField label={label} errors={errors[name]} required={required} helperText={helperText} disabled={readOnly}>
      {control}
    </FormField>
  );
  const text = (name: 'name' | 'location' | 'dalmId' | 'dalmSim' | 'dalmPasscode' | 'latitude' | 'longitude') => (
    <Input
      size="sm"
      name={name}
      value={values[name]}
      readOnly={readOnly}
      inputMode={name === 'latitude' || name === 'longitude' ? 'decimal' : undefined}
      autoComplete="off"
      onChange={(event) => setValue(name, event.target.value)}
    />
  );

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={t(isNew ? 'device.form.newTitle' : 'device.form.editLabel')}
    >
      <Stack gap="6">
        <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6">
          <Stack gap="4">
            {field('name', t('device.form.name'), text('name'), { required: true })}
            <FormField
              label={t('device.form.description')}
              errors={errors.description}
              disabled={readOnly}
              helperText={t('common.counter', { count: values.description.length, max: DESCRIPTION_MAX })}
            >
              <Textarea
                size="sm"
                rows={4}
                name="description"
                maxLength={DESCRIPTION_MAX}
                value={values.description}
                readOnly={readOnly}
                onChange={(event) => setValue('description', event.target.value)}
              />
            </FormField>
            {field('location', t('device.form.location'), text('location'), { required: true })}
            <Grid templateColumns="1fr 1fr" gap="3">
              {field('latitude', t('device.form.latitude'), text('latitude'), { required: true })}
              {field('longitude', t('device.form.longitude'), text('longitude'), { required: true })}
            </Grid>
            <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr 1fr' }} gap="3">
              {field('dalmId', t('device.form.dalmId'), text('dalmId'), { required: true })}
              {field('dalmSim', t('device.form.dalmSim'), text('dalmSim'))}
              {field('dalmPasscode', t('device.form.dalmPasscode'), text('dalmPasscode'))}
            </Grid>
          </Stack>
          <Stack gap="2">
            <DeviceMap
              latitude={lat !== null && Number.isFinite(lat) ? lat : null}
              longitude={lng !== null && Number.isFinite(lng) ? lng : null}
              circles={[]}
              label={t('device.form.map', { name: values.name.trim() || t('device.form.newTitle') })}
              onMove={
                readOnly
                  ? undefined
                  : (latitude, longitude) =>
                      form.setValues((current) => ({
                        ...current,
                        latitude: round7(latitude),
                        longitude: round7(longitude),
                      }))
              }
            />
            {!readOnly && (
              <Text fontSize="xs" color="fg.muted">
                {t('device.form.mapHint')}
              </Text>
            )}
          </Stack>
        </Grid>

        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <Box data-invalid={errors.clientId ? '' : undefined}>
            <Text fontSize="sm" fontWeight="medium" mb="1.5">
              {t('device.form.client')}
              {!viewerIsAdmin && (
                <Text as="span" color="fg.error" ms="1" aria-hidden>
                  *
                </Text>
              )}
            </Text>
            <SearchPicker
              label={t('device.form.client')}
              single
              disabled={readOnly}
              selected={values.client ? [values.client] : []}
              search={searchClients}
              onChange={(options) => {
                const next = options[options.length - 1] ?? null;
                form.setValues((current) => ({
                  ...current,
                  client: next ? { id: next.id, label: next.label } : null,
                  // an owner must be a member of the client owner
                  owner: next?.id === current.client?.id ? current.owner : null,
                }));
              }}
            />
            <InlineErrors errors={errors.clientId} />
          </Box>
          <Box data-invalid={errors.ownerId ? '' : undefined}>
            <Text fontSize="sm" fontWeight="medium" mb="1.5">
              {t('device.form.owner')}
            </Text>
            <SearchPicker
              label={t('device.form.owner')}
              single
              disabled={readOnly}
              selected={values.owner ? [values.owner] : []}
              search={searchUsers}
              placeholder={t(values.client ? 'device.form.ownerPlaceholderClient' : 'device.form.ownerPlaceholder')}
              onChange={(options) => {
                const next = options[options.length - 1] ?? null;
                setValue('owner', next ? { id: next.id, label: next.label } : null);
              }}
            />
            <InlineErrors errors={errors.ownerId} />
          </Box>
        </Grid>

        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap="4" alignItems="start">
          {field(
            'status',
            t('device.form.status'),
            <NativeSelect.Root size="sm" disabled={readOnly}>
              <NativeSelect.Field
                name="status"
                value={values.status}
                onChange={(event) => setValue('status', event.currentTarget.value as DeviceStatus)}
              >
                {DEVICE_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`device.status.${status}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>,
          )}
          <Stack gap="3" pt="6">
            <SwitchField
              label={t('device.form.active')}
              checked={values.active}
              disabled={readOnly}
              onChange={(checked) => setValue('active', checked)}
            />
            <SwitchField
              label={t('device.form.clustering')}
              checked={values.enableClustering}
              disabled={readOnly}
              onChange={(checked) => setValue('enableClustering', checked)}
            />
            {!isNew && (
              <SwitchField
                label={t('device.form.deleted')}
                checked={values.deleted}
                disabled={readOnly}
                colorPalette="red"
                onChange={(checked) => setValue('deleted', checked)}
              />
            )}
          </Stack>
          <Box pt="6">
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
          </Box>
        </Grid>

        {!readOnly && (
          <HStack justify="end">
            <SaveButton dirty={form.dirty} saving={saving} label={t(isNew ? 'device.form.create' : 'common.save')} />
          </HStack>
        )}
      </Stack>

      <ConfirmDialog
        open={conflict?.kind === 'ACTIVE_DUPLICATE'}
        title={t('device.form.conflict.active.title')}
        message={t(
          conflict?.kind === 'ACTIVE_DUPLICATE' && conflict.existingId
            ? 'device.form.conflict.active.message'
            : 'device.form.conflict.active.hidden',
        )}
        destructive={false}
        confirmLabel={t(
          conflict?.kind === 'ACTIVE_DUPLICATE' && conflict.existingId
            ? 'device.form.conflict.active.open'
            : 'common.yes',
        )}
        onConfirm={() => {
          const id = conflict?.kind === 'ACTIVE_DUPLICATE' ? conflict.existingId : null;
          setConflict(null);
          if (id) navigate(devicePath('DALM', id));
        }}
        onCancel={() => setConflict(null)}
      />
      <ConfirmDialog
        open={conflict?.kind === 'DELETED_DUPLICATE'}
        title={t('device.form.conflict.deleted.title')}
        message={t('device.form.conflict.deleted.message')}
        destructive={false}
        confirmLabel={t('device.form.conflict.deleted.reactivate')}
        busy={saving}
        onConfirm={() => {
          setConflict(null);
          void save(true);
        }}
        onCancel={() => setConflict(null)}
      />
      <ConfirmDialog
        open={confirmDeleted}
        title={t('device.form.deleteConfirm.title')}
        message={t('device.form.deleteConfirm.message', { name: values.name.trim() })}
        confirmLabel={t('device.form.deleteConfirm.confirm')}
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

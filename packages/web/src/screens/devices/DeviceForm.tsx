import { Box, Grid, HStack, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import {
  fieldErrorText,
  FormField,
  SaveButton,
  SwitchField,
  usePromiseMutation,
  type FieldErrorShape,
} from '../../ui/form';
import { notify } from '../../ui/toaster';
import type { DeviceForm_device$key } from './__generated__/DeviceForm_device.graphql';
import type { DeviceFormCreateMutation } from './__generated__/DeviceFormCreateMutation.graphql';
import type { DeviceFormUpdateMutation } from './__generated__/DeviceFormUpdateMutation.graphql';
import { DEVICE_DEFAULT_CENTRE } from './DeviceMap';
import { devicePath } from './devicePath';
import { DEVICE_STATUSES, type DeviceStatus } from './filters';
import { DeletedConfirmDialog, DeletedFlagField } from './form/DeletedFlag';
import { FailureAlert } from './form/FormParts';
import { LocationFields, LocationMap } from './form/LocationFields';
import { OwnerFields } from './form/OwnerFields';
import { commonDeviceInput, DESCRIPTION_MAX, trimmedOrNull, type DeviceFormBase } from './form/rules';
import { useDeviceForm, type DeviceFieldText } from './form/useDeviceForm';
import { validateDevice } from './rules';
import { TestModeField } from './TestModeField';
import { useNavigateAway } from '../../ui/unsavedChanges';

export interface DeviceFormValues extends DeviceFormBase {
  description: string;
  dalmId: string;
  dalmSim: string;
  dalmPasscode: string;
  status: DeviceStatus;
  active: boolean;
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

type Conflict = { kind: 'ACTIVE_DUPLICATE'; existingId: string | null } | { kind: 'DELETED_DUPLICATE' };

/**
 * The DALM device form of /devices/new and of a device's page: every DeviceInput field, the map (a click
 * or a drag moves the device), the required checks of spec 002 section 5, the server's field errors at
 * their fields (what was typed stays), the 114/115 DALM id conflicts, and the deleted flag's destructive
 * confirmation. Save is off until something changed and while saving.
 */
export function DeviceForm({
  device: deviceKey,
  viewerRoles,
}: {
  device: DeviceForm_device$key | null;
  viewerRoles: readonly string[] | null | undefined;
}) {
  const intl = useIntl();
  const navigateAway = useNavigateAway();
  const device = useFragment(PAYLOAD_FIELDS, deviceKey) ?? null;
  const isNew = device === null;
  const viewerIsAdmin = Boolean(viewerRoles?.includes('ADMIN'));
  const readOnly = device !== null && !device.viewerCan.edit;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [conflict, setConflict] = useState<Conflict | null>(null);

  const fieldText: DeviceFieldText = (field, error) => {
    const required = `device.form.error.required.${field}`;
    if (error.code === 'REQUIRED' && intl.messages[required]) return t(required);
    if (error.code === 'CLIENT_REQUIRED' || error.code === 'OWNER_REQUIRED')
      return t(`device.form.error.${error.code}`);
    return fieldErrorText(intl, error);
  };
  const state = useDeviceForm<DeviceFormValues>({
    initial: device ? toValues(device) : NEW_DEVICE,
    existing: !isNew,
    readOnly,
    fieldText,
    validate: (current) => {
      const { clientId, ownerId, ...errors } = validateDevice({
        ...current,
        clientId: current.client?.id ?? null,
        ownerId: current.owner?.id ?? null,
        viewerIsAdmin,
      });
      return { ...errors, ...(clientId ? { client: clientId } : {}), ...(ownerId ? { owner: ownerId } : {}) };
    },
  });
  const { form, values, errors, set, touch, saving } = state;

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

  const input = () => ({
    ...commonDeviceInput(values, { existing: !isNew }),
    description: trimmedOrNull(values.description),
    dalmId: values.dalmId.trim(),
    dalmSim: trimmedOrNull(values.dalmSim),
    dalmPasscode: trimmedOrNull(values.dalmPasscode),
    status: values.status,
    active: values.active,
  });

  // the fields show theirs; a toast says what has no field here, or that some need attention
  const showServerErrors = (list: readonly FieldErrorShape[]) => {
    const { unplaced } = state.rejected(list);
    state.setFailure(unplaced.length ? unplaced.join(' ') : null);
    notify.error(unplaced[0] ?? t('device.form.invalid'));
  };

  const save = (reactivate = false) =>
    state.run(async () => {
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
          navigateAway(devicePath('DALM', createDevice.device.detailId));
          return true;
        }
        return false;
      }
      const { updateDevice } = await update({ id: device.id, input: input() });
      if (updateDevice.errors.length) showServerErrors(updateDevice.errors);
      else if (updateDevice.device) {
        state.saved();
        notify.success(t('device.form.saved', { name: values.name.trim() }));
      }
      return false;
    });

  const field = (
    name: 'name' | 'dalmId' | 'dalmSim' | 'dalmPasscode',
    { required = false }: { required?: boolean } = {},
  ) => (
    <FormField label={t(`device.form.${name}`)} errors={errors[name]} required={required} disabled={readOnly}>
      <Input
        size="sm"
        name={name}
        value={values[name]}
        readOnly={readOnly}
        autoComplete="off"
        onChange={(event) => set(name, event.target.value)}
        onBlur={touch(name)}
      />
    </FormField>
  );

  return (
    <form
      ref={state.formRef}
      onSubmit={state.submit(() => void save())}
      noValidate
      aria-label={t(isNew ? 'device.form.newTitle' : 'device.form.editLabel')}
    >
      <Stack gap="6">
        <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6">
          <Stack gap="4">
            {field('name', { required: true })}
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
                onChange={(event) => set('description', event.target.value)}
                onBlur={touch('description')}
              />
            </FormField>
            <LocationFields
              size="sm"
              values={values}
              errors={errors}
              readOnly={readOnly}
              onChange={set}
              onBlur={(name) => touch(name)()}
              labels={{
                location: t('device.form.location'),
                latitude: t('device.form.latitude'),
                longitude: t('device.form.longitude'),
              }}
            />
            <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr 1fr' }} gap="3">
              {field('dalmId', { required: true })}
              {field('dalmSim')}
              {field('dalmPasscode')}
            </Grid>
          </Stack>
          <LocationMap
            latitude={values.latitude}
            longitude={values.longitude}
            circles={[]}
            label={t('device.form.map', { name: values.name.trim() || t('device.form.newTitle') })}
            hint={readOnly ? undefined : t('device.form.mapHint')}
            onMove={state.moveTo}
            readOnly={readOnly}
          />
        </Grid>

        <OwnerFields
          client={values.client}
          owner={values.owner}
          onClient={state.setClient}
          onOwner={(owner) => set('owner', owner)}
          errors={errors}
          viewerIsAdmin={viewerIsAdmin}
          disabled={readOnly}
          labels={{
            client: t('device.form.client'),
            owner: t('device.form.owner'),
            ownerPlaceholder: t('device.form.ownerPlaceholder'),
            ownerPlaceholderClient: t('device.form.ownerPlaceholderClient'),
          }}
        />

        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap="4" alignItems="start">
          <FormField label={t('device.form.status')} errors={errors.status} disabled={readOnly}>
            <NativeSelect.Root size="sm" disabled={readOnly}>
              <NativeSelect.Field
                name="status"
                value={values.status}
                onChange={(event) => set('status', event.currentTarget.value as DeviceStatus)}
              >
                {DEVICE_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`device.status.${status}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <Stack gap="3" pt="6">
            <SwitchField
              label={t('device.form.active')}
              checked={values.active}
              disabled={readOnly}
              onChange={(checked) => set('active', checked)}
            />
            <SwitchField
              label={t('device.form.clustering')}
              checked={values.enableClustering}
              disabled={readOnly}
              onChange={(checked) => set('enableClustering', checked)}
            />
            {!isNew && (
              <DeletedFlagField
                label={t('device.form.deleted')}
                checked={values.deleted}
                disabled={readOnly}
                onChange={(checked) => set('deleted', checked)}
              />
            )}
          </Stack>
          <Box pt="6">
            <TestModeField {...state.testMode} />
          </Box>
        </Grid>

        <FailureAlert failure={state.failure} />

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
          // the conflict dialog was the question: opening the existing device leaves this form without a second one
          if (id) navigateAway(devicePath('DALM', id));
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
      <DeletedConfirmDialog
        title={t('device.form.deleteConfirm.title')}
        message={t('device.form.deleteConfirm.message', { name: values.name.trim() })}
        confirmLabel={t('device.form.deleteConfirm.confirm')}
        {...state.deletedConfirm(() => void save())}
      />
    </form>
  );
}

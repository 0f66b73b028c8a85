import { Button, Flex, Grid, Input, Stack } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { fieldErrorText, FormField, SaveButton, type FieldErrorShape } from '../../ui/form';
import type { PickerOption } from '../../ui/SearchPicker';
import { notify } from '../../ui/toaster';
import { DeletedConfirmDialog } from '../devices/form/DeletedFlag';
import { FailureAlert, Section, SettingsSection } from '../devices/form/FormParts';
import { LocationSection } from '../devices/form/LocationFields';
import { OwnerFields, PickerField } from '../devices/form/OwnerFields';
import { useDeviceForm } from '../devices/form/useDeviceForm';
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
  const state = useDeviceForm<FlicFormValues>({
    initial,
    existing,
    readOnly,
    validate: (values) => validateFlicDevice(values, { viewerIsAdmin }),
    fieldText: (field, error) => flicFieldText(intl, field, error),
    serverFields: SERVER_FIELDS,
  });
  const { form, values, errors, set, touch, saving } = state;
  const searchHubs = useHubSearch();

  const save = () =>
    state.run(async () => {
      const rejected = await onSave(toFlicInput(values, type, { existing }));
      if (rejected.length) {
        // spec 002 section 8: the server's words in a danger alert (next to their fields too)
        state.setFailure(state.rejected(rejected).all.join(' '));
        notify.error(t('flic.form.saveFailed'));
        return false;
      }
      notify.success(t('flic.form.saved'));
      // a new device's page opens; Save stays off so nothing is created twice
      if (!existing) return true;
      state.saved();
      return false;
    });

  const circles = useMemo(
    () => [
      type === 'HUB'
        ? { radius: HUB_RANGE_M, color: HUB_RANGE_COLOR }
        : { radius: BUTTON_RANGE_M, color: BUTTON_RANGE_COLOR },
    ],
    [type],
  );

  return (
    <form
      ref={state.formRef}
      onSubmit={state.submit(() => void save())}
      noValidate
      aria-label={t(type === 'HUB' ? 'flic.form.hubLabel' : 'flic.form.buttonLabel')}
    >
      <Stack gap="5">
        <Section title={t('flic.form.section.device')}>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <FormField label={t('flic.form.name')} errors={errors.name} required disabled={readOnly}>
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
              errors={errors.serialNumber}
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
          <OwnerFields
            client={values.client}
            owner={values.owner}
            onClient={state.setClient}
            onOwner={(owner) => set('owner', owner)}
            errors={errors}
            viewerIsAdmin={viewerIsAdmin}
            disabled={readOnly}
            labels={{
              client: t('flic.form.client'),
              owner: t('flic.form.owner'),
              clientHelp: t('flic.form.clientHelp'),
            }}
            columns={type === 'BUTTON' ? 3 : 2}
          >
            {type === 'BUTTON' && (
              <PickerField
                label={t('flic.form.hub')}
                value={values.hub}
                onChange={(hub) => set('hub', hub)}
                search={searchHubs}
                errors={errors.hub}
                disabled={readOnly}
              />
            )}
          </OwnerFields>
        </Section>

        <LocationSection
          messages="flic.form"
          state={state}
          readOnly={readOnly}
          columns="1fr 2fr"
          map={{
            circles,
            label: values.name.trim() || t(type === 'HUB' ? 'flic.form.newHub' : 'flic.form.newButton'),
            hint: readOnly
              ? undefined
              : t('flic.form.mapHint', { metres: type === 'HUB' ? HUB_RANGE_M : BUTTON_RANGE_M }),
          }}
        />
        <SettingsSection messages="flic.form" state={state} existing={existing} readOnly={readOnly} />

        <FailureAlert failure={state.failure} testId="flic-form-failure" />

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
      <DeletedConfirmDialog
        title={t('flic.form.deletedConfirmTitle')}
        message={t('flic.form.deletedConfirmMessage', { name: values.name })}
        confirmLabel={t('flic.form.deletedConfirm')}
        {...state.deletedConfirm(() => void save())}
      />
    </form>
  );
}

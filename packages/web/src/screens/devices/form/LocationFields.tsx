import { Grid, Input, Stack, Text } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { FormField, type FieldErrors } from '../../../ui/form';
import { DeviceMap } from '../DeviceMap';
import { useIntl } from 'react-intl';
import { Section, type DeviceFormFields } from './FormParts';
import { coordinateError, LOCATION_MAX } from './rules';

type LocationKey = 'location' | 'latitude' | 'longitude';

/** Location (required) and the latitude and longitude under it (required, decimal). */
export function LocationFields({
  values,
  errors,
  onChange,
  onBlur,
  labels,
  readOnly,
  size = 'md',
}: {
  values: Record<LocationKey, string>;
  errors: FieldErrors;
  onChange: (field: LocationKey, value: string) => void;
  onBlur?: (field: LocationKey) => void;
  labels: Record<LocationKey, string>;
  readOnly: boolean;
  size?: 'sm' | 'md';
}) {
  const input = (field: LocationKey) => (
    <FormField label={labels[field]} errors={errors[field]} required disabled={readOnly}>
      <Input
        size={size}
        name={field}
        autoComplete="off"
        inputMode={field === 'location' ? undefined : 'decimal'}
        maxLength={field === 'location' ? LOCATION_MAX : undefined}
        value={values[field]}
        readOnly={readOnly}
        onChange={(event) => onChange(field, event.target.value)}
        onBlur={() => onBlur?.(field)}
      />
    </FormField>
  );
  return (
    <>
      {input('location')}
      <Grid templateColumns="1fr 1fr" gap="3">
        {input('latitude')}
        {input('longitude')}
      </Grid>
    </>
  );
}

/**
 * The device on the map with its circles: a marker at valid coordinates (else the map's default centre),
 * moved by a click or a drag unless read-only; the hint under it.
 */
export function LocationMap({
  latitude,
  longitude,
  circles,
  label,
  hint,
  onMove,
  readOnly,
}: {
  latitude: string;
  longitude: string;
  circles: { radius: number; color: string }[];
  label: string;
  hint?: string;
  onMove: (latitude: number, longitude: number) => void;
  readOnly: boolean;
}) {
  const located = !coordinateError(latitude, 90) && !coordinateError(longitude, 180);
  return (
    <Stack gap="2">
      <DeviceMap
        latitude={located ? Number(latitude) : null}
        longitude={located ? Number(longitude) : null}
        circles={circles}
        label={label}
        onMove={readOnly ? undefined : onMove}
      />
      {hint && (
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The Location card of the Flic and sensor forms (texts `<messages>.section.location`, `.location`,
 * `.latitude`, `.longitude`): the fields on the left, the map with its circles and hint on the right.
 */
export function LocationSection({
  messages,
  state,
  readOnly,
  columns,
  map,
}: {
  messages: string;
  state: DeviceFormFields;
  readOnly: boolean;
  columns: string;
  map: Pick<ComponentProps<typeof LocationMap>, 'circles' | 'label' | 'hint'>;
}) {
  const intl = useIntl();
  // ids relative to the form's own messages (`<messages>.<id>`)
  const own = (id: string) => intl.formatMessage({ id: `${messages}.${id}` });
  return (
    <Section title={own('section.location')}>
      <Grid templateColumns={{ base: '1fr', lg: columns }} gap="4">
        <Stack gap="3">
          <LocationFields
            values={state.values}
            errors={state.errors}
            readOnly={readOnly}
            onChange={state.set}
            onBlur={(field) => state.touch(field)()}
            labels={{ location: own('location'), latitude: own('latitude'), longitude: own('longitude') }}
          />
        </Stack>
        <LocationMap
          {...map}
          latitude={state.values.latitude}
          longitude={state.values.longitude}
          onMove={state.moveTo}
          readOnly={readOnly}
        />
      </Grid>
    </Section>
  );
}

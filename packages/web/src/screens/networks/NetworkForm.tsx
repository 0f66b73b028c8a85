import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Grid,
  Heading,
  HStack,
  Image,
  Input,
  NativeSelect,
  Slider,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useSession } from '../../session/useSession';
import {
  fieldErrorText,
  FormField,
  InlineErrors,
  useDirtyForm,
  useFieldErrors,
  usePromiseMutation,
  type FieldErrors,
  type FieldErrorShape,
} from '../../ui/form';
import { rangeColor } from '../../ui/map/geometry';
import { FileButton } from '../../ui/FileButton';
import { useUserSearch } from '../../ui/Pickers';
import { SearchPicker, type PickerOption } from '../../ui/SearchPicker';
import { notify } from '../../ui/toaster';
import { useClientSearch } from '../users/form/UserPickers';
import type { NetworkForm_network$data, NetworkForm_network$key } from './__generated__/NetworkForm_network.graphql';
import type { NetworkForm_query$key } from './__generated__/NetworkForm_query.graphql';
import { matchReplacesTyped } from './addressMatch';
import type { NetworkFormCreateMutation } from './__generated__/NetworkFormCreateMutation.graphql';
import type { NetworkFormLogoMutation } from './__generated__/NetworkFormLogoMutation.graphql';
import type { NetworkFormUpdateMutation } from './__generated__/NetworkFormUpdateMutation.graphql';
import { NETWORK_TYPES, type NetworkType } from './filters';
import { useAddressSuggestions, useReverseGeocode, type GeocodeResult } from './geocoding';
import {
  checkLogo,
  DESCRIPTION_MAX,
  LOGO_TYPES,
  RANGE_MAX_KM,
  RANGE_SLIDER_MIN_KM,
  uploadLogo,
  validateNetwork,
  type LogoProblem,
} from './rules';
import { useNavigateAway, useUnsavedChanges } from '../../ui/unsavedChanges';
import { clientPath, networkPath } from '../../router/paths';

// maplibre is large: the map is its own chunk, loaded when the form shows
const VaktMap = lazy(() => import('../../ui/map/VaktMap').then((module) => ({ default: module.VaktMap })));

export const networkFormFragment = graphql`
  fragment NetworkForm_network on Network {
    id
    name
    type
    description
    address
    latitude
    longitude
    owner {
      id
      displayName
      email
    }
    client {
      id
      name
    }
    logo {
      url
    }
    settings {
      enableNotificationRange
      notificationRange
    }
    viewerCan {
      edit
    }
  }
`;

/** Which geocoder answers the address look-ups: the form says when it is city level only. */
export const networkFormQueryFragment = graphql`
  fragment NetworkForm_query on Query {
    geocoder {
      kind
    }
  }
`;

export interface NetworkFormValues {
  name: string;
  type: NetworkType;
  description: string;
  address: string;
  latitude: string;
  longitude: string;
  owner: PickerOption | null;
  client: PickerOption | null;
}

/** A coordinate never set stays empty: the form says "Location not set", it does not place the network anywhere. */
const coordinateText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const fixed = (value: number) => String(Number(value.toFixed(6)));

function blankNetwork(client: PickerOption | null): NetworkFormValues {
  return {
    name: '',
    type: 'PUBLIC',
    description: '',
    address: '',
    latitude: '',
    longitude: '',
    owner: null,
    client,
  };
}

function valuesOf(network: NetworkForm_network$data): NetworkFormValues {
  return {
    name: network.name,
    type: (NETWORK_TYPES as readonly string[]).includes(network.type) ? (network.type as NetworkType) : 'PUBLIC',
    description: network.description ?? '',
    address: network.address ?? '',
    latitude: coordinateText(network.latitude),
    longitude: coordinateText(network.longitude),
    owner: network.owner
      ? { id: network.owner.id, label: network.owner.displayName, description: network.owner.email }
      : null,
    client: network.client ? { id: network.client.id, label: network.client.name } : null,
  };
}

/** The platform's and the gateway's field names -> the form's fields. */
const SERVER_FIELDS: Record<string, string> = {
  lat: 'latitude',
  lng: 'longitude',
  ownerId: 'owner',
  clientId: 'client',
  logoUploadId: 'logo',
  mimetype: 'logo',
  contentType: 'logo',
  size: 'logo',
  filename: 'logo',
};

const LOGO_TEXTS: Record<LogoProblem, string> = {
  TYPE: 'networks.form.logo.type',
  SIZE: 'networks.form.logo.size',
  NONE: 'networks.form.logo.none',
};

/** A code on a field of this form, in the user's language. */
export function networkFieldText(intl: IntlShape, field: string, error: Pick<FieldErrorShape, 'code' | 'message'>) {
  const t = (id: string) => intl.formatMessage({ id });
  const { code } = error;
  if (field === 'logo') {
    if (code === 'INVALID_CONTENT_TYPE' || code === 'UNSUPPORTED_TYPE' || code === 'INVALID_IMAGE' || code === 'TYPE')
      return t(LOGO_TEXTS.TYPE);
    if (code === 'TOO_LARGE' || code === 'SIZE') return t(LOGO_TEXTS.SIZE);
    if (code === 'NONE') return t(LOGO_TEXTS.NONE);
  }
  if (code === 'LOCATION_NOT_SET') return t('networks.form.error.locationNotSet');
  if (code === 'OUT_OF_RANGE' && (field === 'latitude' || field === 'longitude'))
    return t(`networks.form.error.${field}`);
  if (code === 'OWNER_OR_CLIENT') return t('networks.form.error.ownerOrClient');
  if (code === 'CLIENT_REQUIRED') return t('networks.form.error.clientRequired');
  if (code === 'NOT_FOUND' && (field === 'client' || field === 'owner'))
    return t(`networks.form.error.${field}NotFound`);
  return fieldErrorText(intl, error);
}

function toServerErrors(intl: IntlShape, errors: readonly FieldErrorShape[]): FieldErrors {
  const fields = errors.map((error) => SERVER_FIELDS[error.field] ?? error.field);
  // neither owner nor client: the platform marks both REQUIRED, the form says it as one rule
  const neither = errors.some((error, i) => fields[i] === 'owner' && error.code === 'REQUIRED');
  const byField: FieldErrors = {};
  errors.forEach((error, i) => {
    const field = fields[i]!;
    let code = error.code;
    if (code === 'REQUIRED' && (field === 'owner' || field === 'client'))
      code = neither ? 'OWNER_OR_CLIENT' : 'CLIENT_REQUIRED';
    const text = networkFieldText(intl, field, { code, message: error.message });
    const list = (byField[field] ??= []);
    if (!list.includes(text)) list.push(text);
  });
  return byField;
}

export interface NetworkFormProps {
  /** The network to edit; null creates a new network. */
  network: NetworkForm_network$key | null;
  /** The screen's query, for the active geocoder (NetworkForm_query). */
  query?: NetworkForm_query$key | null;
  /** Preselected client (/clients/{id}/networks/new): Save returns to that client's networks tab. */
  client?: PickerOption | null;
  /** The viewer's roles; the session's by default. */
  viewerRoles?: readonly string[];
  /** Edit: after a successful save, and Cancel. */
  onDone?: () => void;
}

/**
 * The network form, new and edit (spec 001 sections 3, 5, 8, 9): name, type, description, owner and
 * client (one of them required; a non-admin picks one of its clients), address and coordinates filled
 * both ways by geocoding, a map with the network's marker and range circle, and the logo (JPEG or PNG, at
 * most 5 MB: checked here, uploaded to a signed URL, attached by its upload id). The platform's field
 * errors show next to their fields and what was typed stays.
 */
export function NetworkForm({ network: networkRef, query, client, viewerRoles, onDone }: NetworkFormProps) {
  const network = useFragment(networkFormFragment, networkRef);
  const geocoder = useFragment(networkFormQueryFragment, query ?? null)?.geocoder ?? null;
  const session = useSession();
  const roles = viewerRoles ?? session.user?.roles ?? [];
  return (
    <NetworkFormBody
      key={network?.id ?? 'new'}
      network={network ?? null}
      preset={client ?? null}
      viewerIsAdmin={roles.includes('ADMIN')}
      cityLevelOnly={geocoder?.kind === 'OFFLINE_GAZETTEER'}
      onDone={onDone}
    />
  );
}

/**
 * Where the coordinates came from, shown next to them: a picked match (its precision; whether the typed
 * address was kept) or a point set by hand (map, marker, typed coordinates; with the precision of the
 * nearest place's address once asked for). Null: saved before, or not set.
 */
type Placement =
  | { source: 'match'; precision: string; label: string; kept: boolean }
  | { source: 'point'; addressPrecision: string | null; nothingNear?: boolean };

interface PendingLogo {
  file: File;
  preview: string;
}

function NetworkFormBody({
  network,
  preset,
  viewerIsAdmin,
  cityLevelOnly,
  onDone,
}: {
  network: NetworkForm_network$data | null;
  preset: PickerOption | null;
  viewerIsAdmin: boolean;
  cityLevelOnly: boolean;
  onDone?: () => void;
}) {
  const intl = useIntl();
  const navigateAway = useNavigateAway();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const readOnly = Boolean(network && !network.viewerCan.edit);
  const initial = useMemo(() => (network ? valuesOf(network) : blankNetwork(preset)), [network, preset]);
  const form = useDirtyForm<NetworkFormValues>(initial);
  const { values } = form;
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const server = useFieldErrors();
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  // ─── logo: a new file waiting for Save, or the current one removed
  const [logo, setLogo] = useState<PendingLogo | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const [logoProblem, setLogoProblem] = useState<LogoProblem | null>(null);
  useEffect(
    () => () => {
      if (logo) URL.revokeObjectURL(logo.preview);
    },
    [logo],
  );
  const dirty = form.dirty || logo !== null || removeLogo;
  // the logo is no part of the form's values: its own changes count for leaving too
  useUnsavedChanges(logo !== null || removeLogo);

  // ─── the rules, live
  const live = validateNetwork({
    ...values,
    ownerId: values.owner?.id ?? null,
    clientId: values.client?.id ?? null,
    viewerIsAdmin,
  });
  const shown: FieldErrors = { ...serverErrors };
  for (const [field, code] of Object.entries(live))
    if (touched[field] || submitted) shown[field] = [networkFieldText(intl, field, { code, message: code })];
  if (logoProblem) shown.logo = [t(LOGO_TEXTS[logoProblem])];

  const clearServerError = (key: string) =>
    setServerErrors((current) => {
      if (!current[key]) return current;
      const { [key]: _removed, ...rest } = current;
      return rest;
    });
  const set = <K extends keyof NetworkFormValues>(key: K, value: NetworkFormValues[K]) => {
    form.setValue(key, value);
    setTouched((current) => (current[key] ? current : { ...current, [key]: true }));
    clearServerError(key);
  };
  const touch = (key: string) => () => setTouched((current) => (current[key] ? current : { ...current, [key]: true }));

  // ─── geocoding: the address typed -> suggestions -> coordinates. A match replaces the typed address only
  // when it is at least as precise; a point set by hand never changes the address (its nearest place's
  // address only when asked for).
  const [typedAddress, setTypedAddress] = useState<string | null>(null);
  const [suggestionsOpen, setSuggestionsOpen] = useState(false);
  const [activeSuggestion, setActiveSuggestion] = useState(-1);
  const [placement, setPlacement] = useState<Placement | null>(null);
  const [lookingUp, setLookingUp] = useState(false);
  const { suggestions, loading: suggesting } = useAddressSuggestions(typedAddress);
  const reverse = useReverseGeocode();
  // each point move or address pick gets a number; an older reverse answer arriving later is dropped
  const generation = useRef(0);
  const pickSuggestion = (place: GeocodeResult) => {
    generation.current++;
    const replace = matchReplacesTyped(values.address, place);
    form.setValues((current) => ({
      ...current,
      address: replace ? place.label : current.address,
      latitude: fixed(place.latitude),
      longitude: fixed(place.longitude),
    }));
    setPlacement({ source: 'match', precision: place.precision, label: place.label, kept: !replace });
    setTouched((current) => ({ ...current, address: true, latitude: true, longitude: true }));
    ['address', 'latitude', 'longitude'].forEach(clearServerError);
    setTypedAddress(null);
    setSuggestionsOpen(false);
    setActiveSuggestion(-1);
  };
  const setCoordinate = (field: 'latitude' | 'longitude', text: string) => {
    generation.current++;
    set(field, text);
    setPlacement({ source: 'point', addressPrecision: null });
  };
  const placePoint = useCallback(
    (latitude: number, longitude: number) => {
      generation.current++;
      form.setValues((current) => ({ ...current, latitude: fixed(latitude), longitude: fixed(longitude) }));
      setTouched((current) => ({ ...current, latitude: true, longitude: true }));
      setPlacement({ source: 'point', addressPrecision: null });
      ['latitude', 'longitude'].forEach(clearServerError);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setValues is stable
    [],
  );
  /** The explicit "use this place's address": the nearest known place's address replaces the typed one. */
  const takeNearestAddress = async (latitude: number, longitude: number) => {
    const asked = ++generation.current;
    setLookingUp(true);
    const place = await reverse(latitude, longitude);
    setLookingUp(false);
    if (asked !== generation.current) return;
    if (!place) return setPlacement({ source: 'point', addressPrecision: null, nothingNear: true });
    form.setValues((current) => ({ ...current, address: place.label }));
    setTouched((current) => ({ ...current, address: true }));
    clearServerError('address');
    setTypedAddress(null);
    setPlacement({ source: 'point', addressPrecision: place.precision });
  };

  // ─── range preview (the range itself is saved by the settings tab)
  const savedRange =
    network?.settings.enableNotificationRange && network.settings.notificationRange > 0
      ? network.settings.notificationRange / 1000
      : null;
  const [rangeKm, setRangeKm] = useState<number | null>(savedRange);

  // ─── saving
  const [create] = usePromiseMutation<NetworkFormCreateMutation>(graphql`
    mutation NetworkFormCreateMutation($input: NetworkInput!) {
      createNetwork(input: $input) {
        network {
          id
          ...NetworkForm_network
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const [update] = usePromiseMutation<NetworkFormUpdateMutation>(graphql`
    mutation NetworkFormUpdateMutation($id: ID!, $input: NetworkInput!) {
      updateNetwork(id: $id, input: $input) {
        network {
          id
          ...NetworkForm_network
          ...NetworkHeader_network
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const [requestUpload] = usePromiseMutation<NetworkFormLogoMutation>(graphql`
    mutation NetworkFormLogoMutation($id: ID!, $input: LogoUploadInput!) {
      requestNetworkLogoUpload(id: $id, input: $input) {
        upload {
          url
          uploadId
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);

  const toInput = (): NetworkFormCreateMutation['variables']['input'] => ({
    name: values.name.trim(),
    type: values.type,
    description: values.description.trim() ? values.description.trim() : null,
    address: values.address.trim(),
    latitude: Number(values.latitude),
    longitude: Number(values.longitude),
    ownerId: values.owner?.id ?? null,
    clientId: values.client?.id ?? null,
  });

  const rejected = (errors: readonly FieldErrorShape[]) => {
    const byField = toServerErrors(intl, errors);
    setServerErrors(byField);
    server.setErrors(byField);
    notify.error(t('error.generic'));
  };

  /** The chosen logo to its signed URL; its upload id, or null after the error was shown. */
  const sendLogo = async (networkId: string, pending: PendingLogo): Promise<string | null> => {
    const { requestNetworkLogoUpload: answer } = await requestUpload({
      id: networkId,
      input: { filename: pending.file.name, size: pending.file.size, contentType: pending.file.type },
    });
    if (answer.errors.length || !answer.upload) {
      const byField = toServerErrors(
        intl,
        answer.errors.map((error) => ({ ...error, field: 'logo' })),
      );
      setServerErrors((current) => ({ ...current, ...byField }));
      server.setErrors(byField);
      notify.error(byField.logo?.[0] ?? t('networks.form.logo.failed'));
      return null;
    }
    try {
      await uploadLogo(answer.upload.url, pending.file, pending.file.type);
    } catch {
      setServerErrors((current) => ({ ...current, logo: [t('networks.form.logo.failed')] }));
      notify.error(t('networks.form.logo.failed'));
      return null;
    }
    return answer.upload.uploadId;
  };

  const save = async () => {
    if (!dirty || saving || readOnly) return;
    setSubmitted(true);
    if (Object.keys(live).length > 0 || logoProblem) {
      server.setErrors({ form: ['invalid'] }); // after the render that shows every problem: focus the first
      return;
    }
    setSaving(true);
    let leaving = false;
    try {
      const input = toInput();
      if (network) {
        // edit: the logo first, so one update saves everything
        let logoUploadId: string | null = null;
        if (logo) {
          logoUploadId = await sendLogo(network.id, logo);
          if (!logoUploadId) return;
        }
        const { updateNetwork: payload } = await update({
          id: network.id,
          input: {
            ...input,
            ...(logoUploadId ? { logoUploadId } : {}),
            ...(removeLogo && !logo ? { removeLogo: true } : {}),
          },
        });
        if (payload.errors.length || !payload.network) return rejected(payload.errors);
        setServerErrors({});
        setTouched({});
        setSubmitted(false);
        setLogo(null);
        setRemoveLogo(false);
        form.reset(values);
        notify.success(t('networks.form.saved'));
        onDone?.();
        return;
      }
      // new: create, then upload the logo, then attach it
      const { createNetwork: payload } = await create({ input });
      if (payload.errors.length || !payload.network) return rejected(payload.errors);
      const id = payload.network.id;
      if (logo) {
        const logoUploadId = await sendLogo(id, logo);
        if (logoUploadId) {
          const { updateNetwork: attached } = await update({ id, input: { ...input, logoUploadId } });
          if (attached.errors.length) notify.error(t('networks.form.logo.failed'));
        }
      }
      notify.success(t('networks.form.saved'));
      // the buttons stay off: this form shows until the next page has loaded, and must not create twice
      leaving = true;
      navigateAway(preset ? clientPath(preset.id, 'networks') : networkPath(id));
    } catch {
      notify.error(t('error.generic'));
    } finally {
      if (!leaving) setSaving(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  const onLogoFile = async (file: File | undefined) => {
    const problem = await checkLogo(file ?? null);
    clearServerError('logo');
    if (problem || !file) {
      setLogoProblem(problem);
      setLogo(null);
      return;
    }
    setLogoProblem(null);
    setRemoveLogo(false);
    setLogo({ file, preview: URL.createObjectURL(file) });
  };

  // ─── pickers
  const searchClients = useClientSearch();
  const searchUsers = useUserSearch({});

  // ─── map
  const lat = Number(values.latitude);
  const lng = Number(values.longitude);
  const located = !live.latitude && !live.longitude;
  const markerTitle = values.name.trim() || t('networks.form.map.newNetwork');
  const markers = useMemo(
    () => (located ? [{ id: 'network', latitude: lat, longitude: lng, title: markerTitle, draggable: !readOnly }] : []),
    [located, lat, lng, markerTitle, readOnly],
  );
  const circles = useMemo(
    () =>
      located && rangeKm
        ? [{ id: 'range', latitude: lat, longitude: lng, radiusMeters: rangeKm * 1000, color: rangeColor(values.type) }]
        : [],
    [located, lat, lng, rangeKm, values.type],
  );
  const onMarkerDrag = useCallback(
    (_id: string, latitude: number, longitude: number) => placePoint(latitude, longitude),
    [placePoint],
  );

  const suggestionsId = useId();
  const showSuggestions = suggestionsOpen && typedAddress !== null && (suggestions.length > 0 || suggesting);
  const onAddressKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!showSuggestions || suggestions.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActiveSuggestion((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveSuggestion((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Enter' && activeSuggestion >= 0) {
      event.preventDefault();
      pickSuggestion(suggestions[activeSuggestion]!);
    } else if (event.key === 'Escape') setSuggestionsOpen(false);
  };

  const currentLogo = logo?.preview ?? (removeLogo ? null : (network?.logo?.url ?? null));
  const other = Object.entries(serverErrors).filter(
    ([field]) =>
      !['name', 'type', 'description', 'address', 'latitude', 'longitude', 'owner', 'client', 'logo'].includes(field),
  );

  return (
    <form ref={server.formRef} onSubmit={submit} noValidate aria-label={t('networks.form.label')}>
      <Stack gap="5">
        <Section title={t('networks.form.section.network')}>
          <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4">
            <FormField label={t('networks.form.name')} errors={shown.name} required disabled={readOnly}>
              <Input
                name="name"
                autoComplete="off"
                value={values.name}
                onChange={(event) => set('name', event.target.value)}
                onBlur={touch('name')}
              />
            </FormField>
            <FormField label={t('networks.form.type')} errors={shown.type} disabled={readOnly}>
              <NativeSelect.Root size="sm" disabled={readOnly}>
                <NativeSelect.Field
                  name="type"
                  value={values.type}
                  onChange={(event) => set('type', event.currentTarget.value as NetworkType)}
                >
                  {NETWORK_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`network.type.${type}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </Grid>
          <FormField
            label={t('networks.form.description')}
            errors={shown.description}
            disabled={readOnly}
            helperText={
              <span data-testid="description-counter">
                {t('common.counter', { count: values.description.length, max: DESCRIPTION_MAX })}
              </span>
            }
          >
            <Textarea
              name="description"
              value={values.description}
              maxLength={DESCRIPTION_MAX}
              rows={3}
              onChange={(event) => set('description', event.target.value)}
            />
          </FormField>
        </Section>

        <Section title={t('networks.form.section.affiliation')}>
          <Text fontSize="sm" color="fg.muted" data-testid="owner-or-client-rule">
            {t(viewerIsAdmin ? 'networks.form.rule.ownerOrClient' : 'networks.form.rule.client')}
          </Text>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <Box data-invalid={shown.client ? '' : undefined}>
              <FormField label={t('networks.form.client')} required={!viewerIsAdmin} disabled={readOnly}>
                <Box w="full">
                  <SearchPicker
                    label={t('networks.form.client')}
                    single
                    disabled={readOnly}
                    selected={values.client ? [values.client] : []}
                    onChange={(options) => {
                      set('client', options[options.length - 1] ?? null);
                      clearServerError('owner');
                    }}
                    search={searchClients}
                  />
                </Box>
              </FormField>
              <InlineErrors errors={shown.client} />
            </Box>
            <Box data-invalid={shown.owner ? '' : undefined}>
              <FormField label={t('networks.form.owner')} disabled={readOnly}>
                <Box w="full">
                  <SearchPicker
                    label={t('networks.form.owner')}
                    single
                    disabled={readOnly}
                    selected={values.owner ? [values.owner] : []}
                    onChange={(options) => {
                      set('owner', options[options.length - 1] ?? null);
                      clearServerError('client');
                    }}
                    search={searchUsers}
                  />
                </Box>
              </FormField>
              <InlineErrors errors={shown.owner} />
            </Box>
          </Grid>
        </Section>

        <Section title={t('networks.form.section.location')}>
          <Grid templateColumns={{ base: '1fr', lg: '1fr 2fr' }} gap="4">
            <Stack gap="4">
              <Box position="relative">
                <FormField
                  label={t('networks.form.address')}
                  errors={shown.address}
                  required
                  disabled={readOnly}
                  helperText={t('networks.form.addressHelp')}
                >
                  <Input
                    name="address"
                    autoComplete="off"
                    role="combobox"
                    aria-autocomplete="list"
                    aria-expanded={showSuggestions}
                    aria-controls={suggestionsId}
                    aria-activedescendant={
                      showSuggestions && activeSuggestion >= 0 ? `${suggestionsId}-${activeSuggestion}` : undefined
                    }
                    value={values.address}
                    onChange={(event) => {
                      set('address', event.target.value);
                      generation.current++;
                      setTypedAddress(event.target.value);
                      setSuggestionsOpen(true);
                      setActiveSuggestion(-1);
                    }}
                    onKeyDown={onAddressKey}
                    onBlur={() => {
                      touch('address')();
                      // a click on a suggestion lands before the list closes
                      setTimeout(() => setSuggestionsOpen(false), 150);
                    }}
                  />
                </FormField>
                {showSuggestions && (
                  <Box
                    as="ul"
                    id={suggestionsId}
                    role="listbox"
                    aria-label={t('networks.form.suggestions')}
                    position="absolute"
                    zIndex="dropdown"
                    top="100%"
                    left="0"
                    right="0"
                    mt="1"
                    bg="bg"
                    borderWidth="1px"
                    borderRadius="md"
                    shadow="md"
                    maxH="60"
                    overflowY="auto"
                    listStyleType="none"
                  >
                    {suggestions.length === 0 ? (
                      <HStack as="li" px="3" py="2" gap="2" color="fg.muted" fontSize="sm">
                        <Spinner size="xs" />
                        <Text>{t('networks.form.searchingAddress')}</Text>
                      </HStack>
                    ) : (
                      suggestions.map((place, index) => (
                        <Flex
                          as="li"
                          key={`${place.label}-${index}`}
                          id={`${suggestionsId}-${index}`}
                          role="option"
                          aria-selected={index === activeSuggestion}
                          px="3"
                          py="2"
                          gap="2"
                          justify="space-between"
                          align="center"
                          fontSize="sm"
                          cursor="pointer"
                          bg={index === activeSuggestion ? 'bg.muted' : undefined}
                          _hover={{ bg: 'bg.muted' }}
                          onMouseDown={(event) => event.preventDefault()}
                          onClick={() => pickSuggestion(place)}
                        >
                          <Text as="span">{place.label}</Text>
                          <Badge size="sm" variant="subtle" flexShrink={0}>
                            {t(`networks.form.precision.${place.precision}`)}
                          </Badge>
                        </Flex>
                      ))
                    )}
                  </Box>
                )}
              </Box>
              {cityLevelOnly && !readOnly && (
                <Text fontSize="xs" color="fg.muted" mt="-3" data-testid="geocoder-note">
                  {t('networks.form.geocoder.cityOnly')}
                </Text>
              )}
              <Grid templateColumns="1fr 1fr" gap="3">
                <FormField label={t('networks.form.latitude')} errors={shown.latitude} required disabled={readOnly}>
                  <Input
                    name="latitude"
                    inputMode="decimal"
                    value={values.latitude}
                    onChange={(event) => setCoordinate('latitude', event.target.value)}
                    onBlur={touch('latitude')}
                  />
                </FormField>
                <FormField label={t('networks.form.longitude')} errors={shown.longitude} required disabled={readOnly}>
                  <Input
                    name="longitude"
                    inputMode="decimal"
                    value={values.longitude}
                    onChange={(event) => setCoordinate('longitude', event.target.value)}
                    onBlur={touch('longitude')}
                  />
                </FormField>
              </Grid>
              <LocationStatus
                set={Boolean(values.latitude.trim() || values.longitude.trim())}
                placement={placement}
                busy={lookingUp}
                onUseAddress={readOnly || !located ? undefined : () => void takeNearestAddress(lat, lng)}
              />
              <Box>
                <Slider.Root
                  min={RANGE_SLIDER_MIN_KM}
                  max={RANGE_MAX_KM}
                  step={0.01}
                  value={[rangeKm ?? 10]}
                  onValueChange={(details) => setRangeKm(details.value[0] ?? null)}
                  aria-label={[t('networks.form.range.label')]}
                >
                  <HStack justify="space-between">
                    <Slider.Label fontSize="sm" fontWeight="medium">
                      {t('networks.form.range.label')}
                    </Slider.Label>
                    <Text fontSize="sm" data-testid="range-value">
                      {rangeKm === null
                        ? t('networks.form.range.off')
                        : t('networks.form.range.value', { km: intl.formatNumber(rangeKm) })}
                    </Text>
                  </HStack>
                  <Slider.Control>
                    <Slider.Track>
                      <Slider.Range bg={rangeColor(values.type)} />
                    </Slider.Track>
                    <Slider.Thumbs />
                  </Slider.Control>
                </Slider.Root>
                <Text fontSize="xs" color="fg.muted" mt="1">
                  {t(savedRange === null ? 'networks.form.range.helpOff' : 'networks.form.range.help')}
                </Text>
              </Box>
              {!readOnly && (
                <Text fontSize="xs" color="fg.muted">
                  {t('networks.form.map.hint')}
                </Text>
              )}
            </Stack>
            <Box borderRadius="md" overflow="hidden" borderWidth="1px" minH="80">
              <Suspense fallback={<Spinner m="4" />}>
                <VaktMap
                  label={t('networks.form.map.label')}
                  markers={markers}
                  circles={circles}
                  noLocationText={t('networks.form.map.noLocation')}
                  zoom={9}
                  minH="80"
                  onPick={readOnly ? undefined : placePoint}
                  onMarkerDrag={readOnly ? undefined : onMarkerDrag}
                  testId="network-map"
                />
              </Suspense>
            </Box>
          </Grid>
        </Section>

        <Section title={t('networks.form.section.logo')}>
          <Flex gap="4" align="center" wrap="wrap" data-invalid={shown.logo ? '' : undefined}>
            <Box
              boxSize="20"
              borderWidth="1px"
              borderRadius="md"
              overflow="hidden"
              bg="bg.muted"
              display="flex"
              alignItems="center"
              justifyContent="center"
            >
              {currentLogo ? (
                <Image src={currentLogo} alt={t('networks.form.logo.preview')} maxW="full" maxH="full" />
              ) : (
                <Text fontSize="xs" color="fg.muted" textAlign="center" px="1">
                  {t('networks.form.logo.empty')}
                </Text>
              )}
            </Box>
            <Stack gap="2">
              <HStack gap="2" wrap="wrap">
                {!readOnly && (
                  <FileButton
                    label={t('networks.form.logo.choose')}
                    accept={LOGO_TYPES.join(',')}
                    inputLabel={t('networks.form.logo.input')}
                    onFile={(file) => void onLogoFile(file)}
                  />
                )}
                {!readOnly && currentLogo && (
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => {
                      setLogo(null);
                      setLogoProblem(null);
                      clearServerError('logo');
                      setRemoveLogo(Boolean(network?.logo));
                    }}
                  >
                    {t('networks.form.logo.remove')}
                  </Button>
                )}
              </HStack>
              <Text fontSize="xs" color="fg.muted" data-testid="logo-status">
                {logo ? logo.file.name : currentLogo ? t('networks.form.logo.current') : t(LOGO_TEXTS.NONE)}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {t('networks.form.logo.help')}
              </Text>
              <InlineErrors errors={shown.logo} />
            </Stack>
          </Flex>
        </Section>

        {other.length > 0 && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>{other.flatMap(([, messages]) => messages).join(' ')}</Alert.Description>
          </Alert.Root>
        )}

        {!readOnly && (
          <Flex gap="3" justify="end" wrap="wrap">
            {onDone && (
              <Button variant="outline" onClick={onDone} disabled={saving}>
                {t('common.cancel')}
              </Button>
            )}
            <Button type="submit" colorPalette="blue" disabled={!dirty || saving} loading={saving}>
              {t('common.save')}
            </Button>
          </Flex>
        )}
      </Stack>
    </form>
  );
}

/**
 * Next to the coordinates: "Location not set", or where they came from and how precise they are; after a
 * point set by hand, the explicit action that takes the nearest known place's address.
 */
function LocationStatus({
  set,
  placement,
  busy,
  onUseAddress,
}: {
  set: boolean;
  placement: Placement | null;
  busy: boolean;
  onUseAddress?: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const precision = (value: string) => t(`networks.form.precision.${value}`);
  let text: string | null = null;
  if (!set) text = t('networks.form.location.notSet');
  else if (placement?.source === 'match')
    text = placement.kept
      ? t('networks.form.location.matchKept', { precision: precision(placement.precision), label: placement.label })
      : t('networks.form.location.match', { precision: precision(placement.precision) });
  else if (placement?.source === 'point')
    text = placement.addressPrecision
      ? t('networks.form.location.pointAddress', { precision: precision(placement.addressPrecision) })
      : t('networks.form.location.point');
  const offerAddress = set && placement?.source === 'point' && !placement.addressPrecision && onUseAddress;
  if (!text) return null;
  return (
    <Stack gap="1" data-testid="location-status" aria-live="polite">
      <Text fontSize="sm" color={set ? 'fg.muted' : 'fg.warning'} fontWeight={set ? undefined : 'medium'}>
        {text}
      </Text>
      {placement?.source === 'point' && placement.nothingNear && (
        <Text fontSize="sm" color="fg.muted">
          {t('networks.form.location.noAddress')}
        </Text>
      )}
      {offerAddress && (
        <Box>
          <Button size="xs" variant="outline" onClick={onUseAddress} loading={busy}>
            {t('networks.form.location.useAddress')}
          </Button>
        </Box>
      )}
    </Stack>
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

import {
  Alert,
  Box,
  Button,
  Card,
  Flex,
  Grid,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { errorMessage } from '../../../i18n/errorMessage';
import { ApiError } from '../../../relay/ApiError';
import { useSession } from '../../../session/useSession';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import {
  fieldErrorText,
  FormField,
  InlineErrors,
  SwitchField,
  toFieldErrors,
  useDirtyForm,
  useFieldErrors,
  usePromiseMutation,
  type FieldErrors,
  type FieldErrorShape,
} from '../../../ui/form';
import { useNetworkSearch } from '../../../ui/Pickers';
import { SearchPicker, type PickerOption } from '../../../ui/SearchPicker';
import { notify } from '../../../ui/toaster';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import type { UserForm_user$data, UserForm_user$key } from './__generated__/UserForm_user.graphql';
import type { UserFormCreateMutation } from './__generated__/UserFormCreateMutation.graphql';
import type { UserFormDeleteMutation } from './__generated__/UserFormDeleteMutation.graphql';
import type { UserFormEmailQuery } from './__generated__/UserFormEmailQuery.graphql';
import type { UserFormUpdateMutation } from './__generated__/UserFormUpdateMutation.graphql';
import {
  creatableRoles,
  DEFAULT_SUBSCRIPTION,
  DESCRIPTION_MAX,
  EDIT_SUBSCRIPTIONS,
  isUserEmail,
  LANGUAGES,
  needsClient,
  ROLES,
  SUBSCRIPTIONS,
  validateUser,
  type Language,
  type Role,
  type SubscriptionTier,
  type UserStatus,
} from './rules';
import { useClientSearch, type ClientOption } from './UserPickers';
import { useNavigateAway } from '../../../ui/unsavedChanges';
import { clientPath, userPath } from '../../../router/paths';

// maplibre is large: the map is its own chunk, loaded when a form shows
const ClientMap = lazy(() => import('../../clients/ClientMap').then((module) => ({ default: module.ClientMap })));

export const userFormFragment = graphql`
  fragment UserForm_user on User {
    id
    email
    username
    firstName
    lastName
    description
    phoneNumber
    roles
    language
    subscription
    status
    client {
      id
      name
      organization {
        name
      }
    }
    clients {
      id
      name
    }
    organization {
      name
    }
    latitude
    longitude
    samlEnabled
    twoFaEnabled
    showOnlyAdmin
    streamingEnabled
    listeningEnabled
    publicAlertEnabled
    subscribeToReleaseNotes
    alertCentralEnabled
    showUserLocationToNetworkAdmins
    deactivatedAt
    viewerCan {
      edit
      delete
      assignableRoles
      changeSubscription
      changeClients
    }
  }
`;

export interface UserFormProps {
  /** The user to edit; null creates a new user. */
  user: UserForm_user$key | null;
  /** Preselected client (the /clients/{id}/users/new page). */
  clientId?: string;
  /** The preselected client's name and organization, shown in the client picker. */
  clientName?: string;
  clientOrganization?: string | null;
  /** The viewer's roles (the roles a new user may get follow from them); the session's by default. */
  viewerRoles?: readonly string[];
}

const FLAGS = [
  'twoFaEnabled',
  'streamingEnabled',
  'listeningEnabled',
  'publicAlertEnabled',
  'subscribeToReleaseNotes',
  'alertCentralEnabled',
  'showUserLocationToNetworkAdmins',
  'showOnlyAdmin',
] as const;
type Flag = (typeof FLAGS)[number];

export interface UserFormValues extends Record<Flag, boolean> {
  client: ClientOption | null;
  clients: PickerOption[];
  networks: PickerOption[];
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  description: string;
  phoneNumber: string;
  role: Role;
  language: Language;
  /** '' is no subscription. */
  subscription: SubscriptionTier | '';
  status: UserStatus;
  latitude: string;
  longitude: string;
  /** Existing users: single sign-on only. */
  samlEnabled: boolean;
}

const TEXT_FIELDS = ['email', 'username', 'firstName', 'lastName', 'phoneNumber'] as const;

function blankUser(client: ClientOption | null): UserFormValues {
  return {
    client,
    clients: [],
    networks: [],
    email: '',
    username: '',
    firstName: '',
    lastName: '',
    description: '',
    phoneNumber: '',
    role: 'USER',
    language: 'EN',
    subscription: DEFAULT_SUBSCRIPTION,
    status: 'ACTIVE',
    latitude: '',
    longitude: '',
    samlEnabled: false,
    twoFaEnabled: false,
    streamingEnabled: false,
    listeningEnabled: false,
    publicAlertEnabled: false,
    subscribeToReleaseNotes: false,
    alertCentralEnabled: false,
    showUserLocationToNetworkAdmins: false,
    showOnlyAdmin: false,
  };
}

const known = <T extends string>(value: string | null | undefined, values: readonly T[], fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

function valuesOf(user: UserForm_user$data): UserFormValues {
  return {
    client: user.client
      ? { id: user.client.id, label: user.client.name, organization: user.client.organization?.name ?? null }
      : null,
    clients: user.clients.map((client) => ({ id: client.id, label: client.name })),
    networks: [],
    email: user.email,
    username: user.username ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    description: user.description ?? '',
    phoneNumber: user.phoneNumber ?? '',
    role: known(user.roles[0], ROLES, 'USER'),
    language: known(user.language, LANGUAGES, 'EN'),
    subscription: user.subscription ? known(user.subscription, SUBSCRIPTIONS, DEFAULT_SUBSCRIPTION) : '',
    status: user.status === 'AWAITING_ACTIVATION' ? 'AWAITING_ACTIVATION' : 'ACTIVE',
    latitude: user.latitude === null || user.latitude === undefined ? '' : String(user.latitude),
    longitude: user.longitude === null || user.longitude === undefined ? '' : String(user.longitude),
    samlEnabled: user.samlEnabled,
    twoFaEnabled: user.twoFaEnabled,
    streamingEnabled: user.streamingEnabled,
    listeningEnabled: user.listeningEnabled,
    publicAlertEnabled: user.publicAlertEnabled,
    subscribeToReleaseNotes: user.subscribeToReleaseNotes,
    alertCentralEnabled: user.alertCentralEnabled,
    showUserLocationToNetworkAdmins: user.showUserLocationToNetworkAdmins,
    showOnlyAdmin: user.showOnlyAdmin,
  };
}

/** The platform's field names (and the gateway's input names) -> the form's fields. */
const SERVER_FIELDS: Record<string, string> = {
  roles: 'role',
  clientId: 'client',
  clients: 'clients',
  clientIds: 'clients',
  networks: 'networks',
  networkIds: 'networks',
  lat: 'latitude',
  lng: 'longitude',
};

/** Codes of the users area with their own text; the rest are the shared field texts. */
const USER_FIELD_TEXTS: Record<string, string> = {
  EMAIL_EXISTS: 'users.error.emailExists',
  EMAIL_UNAVAILABLE: 'users.error.emailUnavailable',
  ROLE_NOT_ALLOWED: 'users.error.roleNotAllowed',
  NOT_ALLOWED: 'users.error.notAllowed',
  SSO_NOT_CONFIGURED: 'users.error.ssoNotConfigured',
};

function userFieldText(intl: IntlShape, error: Pick<FieldErrorShape, 'code' | 'message'>): string {
  const id = USER_FIELD_TEXTS[error.code];
  return id ? intl.formatMessage({ id }) : fieldErrorText(intl, error);
}

const toServerErrors = (intl: IntlShape, errors: readonly FieldErrorShape[]): FieldErrors =>
  toFieldErrors(intl, errors, {
    text: (error) => userFieldText(intl, error),
    field: (name) => SERVER_FIELDS[name] ?? name,
  });

/** taken: a user the viewer sees has it; unavailable: someone outside the viewer's scope (nothing more said). */
type Availability = 'checking' | 'taken' | 'unavailable' | 'free' | null;
type Answer = 'AVAILABLE' | 'EXISTS' | 'UNAVAILABLE' | null;

const emailQuery = graphql`
  query UserFormEmailQuery($email: String!, $exceptUserId: ID) {
    userEmailAvailability(email: $email, exceptUserId: $exceptUserId)
  }
`;

/** Whether another user has this e-mail (debounced; only for a valid address that differs from the saved one). */
function useEmailAvailability(email: string, savedEmail: string | null, exceptUserId: string | null): Availability {
  const environment = useRelayEnvironment();
  const settled = useDebouncedValue(email.trim(), 400);
  const relevant = (value: string) =>
    Boolean(value) && isUserEmail(value) && value.toLowerCase() !== (savedEmail ?? '').toLowerCase();
  // available null: the check failed (the platform checks again on save)
  const [result, setResult] = useState<{ email: string; available: Answer } | null>(null);
  useEffect(() => {
    if (!relevant(settled)) return;
    let live = true;
    fetchQuery<UserFormEmailQuery>(
      environment,
      emailQuery,
      { email: settled, exceptUserId },
      { fetchPolicy: 'network-only' },
    )
      .toPromise()
      .then((data) => live && data && setResult({ email: settled, available: answerOf(data.userEmailAvailability) }))
      .catch(() => live && setResult({ email: settled, available: null }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `relevant` reads savedEmail, listed
  }, [environment, settled, exceptUserId, savedEmail]);
  const current = email.trim();
  if (!relevant(current)) return null;
  if (result?.email !== current) return 'checking';
  if (result.available === null) return null;
  return result.available === 'AVAILABLE' ? 'free' : result.available === 'EXISTS' ? 'taken' : 'unavailable';
}

/** The answer; a value this console does not know reads as a failed check (the platform checks again on save). */
const answerOf = (value: string): Answer =>
  value === 'AVAILABLE' || value === 'EXISTS' || value === 'UNAVAILABLE' ? value : null;

/**
 * The user form, new and edit (spec 001 sections 2, 4, 5, 6): every field of a user, the rules live
 * (a field's problem shows once it was touched; save stays off while the form is unchanged or has
 * problems), the e-mail's uniqueness asked of the platform as it is typed, the platform's field errors
 * next to their fields (what was typed stays), Save, Save and new (create) and Delete (edit, admins),
 * and a map where a click places the user's position.
 */
export function UserForm({ user: userRef, clientId, clientName, clientOrganization, viewerRoles }: UserFormProps) {
  const user = useFragment(userFormFragment, userRef);
  const session = useSession();
  const roles = viewerRoles ?? session.user?.roles ?? [];
  const preselected = useMemo<ClientOption | null>(
    () => (clientId ? { id: clientId, label: clientName ?? '…', organization: clientOrganization ?? null } : null),
    [clientId, clientName, clientOrganization],
  );
  // a new user, or another user (the profile of someone else): a fresh form
  return <UserFormBody key={user?.id ?? 'new'} user={user} preselected={preselected} viewerRoles={roles} />;
}

function UserFormBody({
  user,
  preselected,
  viewerRoles,
}: {
  user: UserForm_user$data | null | undefined;
  preselected: ClientOption | null;
  viewerRoles: readonly string[];
}) {
  const intl = useIntl();
  const navigateAway = useNavigateAway();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const creating = !user;
  const initial = useMemo(() => (user ? valuesOf(user) : blankUser(preselected)), [user, preselected]);
  const form = useDirtyForm<UserFormValues>(initial);
  const { values } = form;
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const server = useFieldErrors();
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  // ─── what the viewer may change
  const readOnly = Boolean(user && (!user.viewerCan.edit || user.deactivatedAt));
  const session = useSession();
  const isSelf = Boolean(user && session.user?.id === user.id);
  const onlyUser = viewerRoles.length > 0 && viewerRoles.every((role) => role === 'USER');
  const roleChoices: Role[] = useMemo(() => {
    if (creating) return creatableRoles(viewerRoles);
    const assignable = ROLES.filter((role) => user.viewerCan.assignableRoles.includes(role));
    return assignable.includes(initial.role) ? assignable : [initial.role, ...assignable];
  }, [creating, viewerRoles, user, initial.role]);
  const roleLocked = readOnly || (!creating && user.viewerCan.assignableRoles.length === 0);
  const subscriptionLocked = readOnly || (!creating && !user.viewerCan.changeSubscription);
  const clientsLocked = readOnly || (!creating && !user.viewerCan.changeClients);
  const subscriptionChoices: readonly SubscriptionTier[] = creating
    ? SUBSCRIPTIONS
    : EDIT_SUBSCRIPTIONS.includes(initial.subscription as SubscriptionTier) || !initial.subscription
      ? EDIT_SUBSCRIPTIONS
      : [initial.subscription as SubscriptionTier, ...EDIT_SUBSCRIPTIONS];

  // ─── the rules, live
  const emailAvailability = useEmailAvailability(values.email, user?.email ?? null, user?.id ?? null);
  const live = validateUser({
    ...values,
    savedPhoneNumber: form.baseline.phoneNumber,
    clientId: values.client?.id ?? null,
    viewerRoles,
  });
  if (!live.email && emailAvailability === 'taken') live.email = 'EMAIL_EXISTS';
  if (!live.email && emailAvailability === 'unavailable') live.email = 'EMAIL_UNAVAILABLE';
  const liveErrors: FieldErrors = {};
  for (const [field, code] of Object.entries(live)) {
    const key = field === 'clientId' ? 'client' : field;
    if (touched[key] || submitted) liveErrors[key] = [userFieldText(intl, { code, message: code })];
  }
  const shown: FieldErrors = { ...serverErrors };
  for (const [field, messages] of Object.entries(liveErrors)) shown[field] = messages;
  // while the platform is asked whether the e-mail is free, Save waits for the answer
  const hasProblems = Object.keys(live).length > 0 || emailAvailability === 'checking';
  const hidden = Object.keys(live)
    .map((field) => (field === 'clientId' ? 'client' : field))
    .filter((field) => !liveErrors[field]);

  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => {
    form.setValue(key, value);
    setTouched((current) => (current[key] ? current : { ...current, [key]: true }));
    setServerErrors((current) => {
      if (!current[key]) return current;
      const { [key]: _removed, ...rest } = current;
      return rest;
    });
  };
  const touch = (key: string) => () => setTouched((current) => (current[key] ? current : { ...current, [key]: true }));

  // ─── saving
  const [create] = usePromiseMutation<UserFormCreateMutation>(graphql`
    mutation UserFormCreateMutation($input: UserInput!) {
      createUser(input: $input) {
        user {
          id
          ...UserForm_user
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const [update] = usePromiseMutation<UserFormUpdateMutation>(graphql`
    mutation UserFormUpdateMutation($id: ID!, $input: UserInput!) {
      updateUser(id: $id, input: $input) {
        user {
          id
          ...UserForm_user
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const [remove, removing] = usePromiseMutation<UserFormDeleteMutation>(graphql`
    mutation UserFormDeleteMutation($id: ID!) {
      deleteUser(id: $id) {
        deletedId
      }
    }
  `);

  const toInput = (): UserFormCreateMutation['variables']['input'] => {
    const text = (value: string) => (value.trim() ? value.trim() : null);
    const coordinate = (value: string) => (value.trim() ? Number(value) : null);
    const isMultiClientAdmin = values.role === 'MULTI_CLIENT_ADMIN';
    return {
      email: values.email.trim(),
      username: text(values.username),
      firstName: text(values.firstName),
      lastName: text(values.lastName),
      description: text(values.description),
      phoneNumber: text(values.phoneNumber),
      role: values.role,
      language: values.language,
      subscription: values.subscription || null,
      status: values.status,
      clientId: values.client?.id ?? null,
      ...(isMultiClientAdmin && !clientsLocked ? { clientIds: values.clients.map((client) => client.id) } : {}),
      ...(creating ? { networkIds: values.networks.map((network) => network.id) } : {}),
      latitude: coordinate(values.latitude),
      longitude: coordinate(values.longitude),
      ...(creating ? {} : { samlEnabled: values.samlEnabled }),
      twoFaEnabled: values.twoFaEnabled,
      showOnlyAdmin: values.showOnlyAdmin,
      streamingEnabled: values.streamingEnabled,
      listeningEnabled: values.listeningEnabled,
      publicAlertEnabled: values.publicAlertEnabled,
      subscribeToReleaseNotes: values.subscribeToReleaseNotes,
      alertCentralEnabled: values.alertCentralEnabled,
      showUserLocationToNetworkAdmins: values.showUserLocationToNetworkAdmins,
    };
  };

  const save = async (andNew: boolean) => {
    if (!form.dirty || saving || readOnly) return;
    setSubmitted(true);
    if (hasProblems) {
      server.setErrors({ form: ['invalid'] }); // after the render that shows every problem: focus the first
      return;
    }
    setSaving(true);
    let leaving = false;
    try {
      const input = toInput();
      const payload = user ? (await update({ id: user.id, input })).updateUser : (await create({ input })).createUser;
      if (payload.errors.length) {
        const errors = toServerErrors(intl, payload.errors);
        setServerErrors(errors);
        server.setErrors(errors);
        notify.error(t('users.saveFailed'));
        return;
      }
      if (!payload.user) throw new ApiError([{ message: '' }]);
      setServerErrors({});
      setTouched({});
      setSubmitted(false);
      if (!creating) {
        form.reset(values);
        notify.success(t('users.saved'));
      } else if (andNew) {
        form.reset(blankUser(preselected));
        notify.success(t('users.created'));
      } else {
        notify.success(t('users.created'));
        // the buttons stay off: this form shows until the next page has loaded, and must not create twice
        leaving = true;
        navigateAway(preselected ? clientPath(preselected.id) : userPath(payload.user.id));
      }
    } catch (error) {
      notify.error(errorMessage(intl, error));
    } finally {
      if (!leaving) setSaving(false);
    }
  };

  const onDelete = async () => {
    if (!user) return;
    try {
      await remove({ id: user.id });
      setConfirmDelete(false);
      notify.success(t('users.deleteSuccess'));
      navigateAway('/users');
    } catch (error) {
      setConfirmDelete(false);
      notify.error(errorMessage(intl, error));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
  };

  // ─── pickers
  const searchClients = useClientSearch();
  const searchNetworks = useNetworkSearch({ clientId: values.client?.id });
  const organization = values.client?.organization ?? (user?.organization?.name || null);

  // ─── fields
  const textField = (name: (typeof TEXT_FIELDS)[number], type = 'text', extra: { disabled?: boolean } = {}) => (
    <FormField
      label={t(`users.field.${name}`)}
      errors={shown[name]}
      required={name === 'email' || name === 'username'}
      disabled={readOnly || extra.disabled}
      helperText={name === 'phoneNumber' ? t('phoneField.hint') : undefined}
    >
      <Input
        name={name}
        type={type}
        autoComplete="off"
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
        onBlur={touch(name)}
      />
    </FormField>
  );
  const select = <K extends 'role' | 'language' | 'subscription' | 'status'>(
    name: K,
    options: { value: string; label: string }[],
    disabled: boolean,
  ) => (
    <FormField label={t(`users.field.${name}`)} errors={shown[name]} disabled={disabled}>
      <NativeSelect.Root size="sm" disabled={disabled}>
        <NativeSelect.Field
          name={name}
          value={values[name]}
          onChange={(event) => set(name, event.currentTarget.value as UserFormValues[K])}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );

  const latitude = values.latitude.trim() && !live.latitude ? Number(values.latitude) : null;
  const longitude = values.longitude.trim() && !live.longitude ? Number(values.longitude) : null;
  const onPick = useCallback(
    (lat: number, lng: number) => {
      form.setValues((current) => ({ ...current, latitude: lat.toFixed(6), longitude: lng.toFixed(6) }));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setValues is stable
    [],
  );

  if (creating && roleChoices.length === 0)
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Description>{t('users.form.notAllowed')}</Alert.Description>
      </Alert.Root>
    );

  const other = Object.entries(serverErrors).filter(
    ([field]) =>
      ![
        ...TEXT_FIELDS,
        'description',
        'role',
        'language',
        'subscription',
        'status',
        'client',
        'clients',
        'networks',
        'latitude',
        'longitude',
        'samlEnabled',
      ].includes(field),
  );

  return (
    <form ref={server.formRef} onSubmit={submit} noValidate aria-label={t('users.form.label')}>
      <Stack gap="5">
        <Section title={t('users.section.affiliation')}>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <Box data-invalid={shown.client ? '' : undefined}>
              <FormField
                label={t('users.field.client')}
                required={needsClient(values.role, viewerRoles)}
                disabled={readOnly}
                helperText={needsClient(values.role, viewerRoles) ? undefined : t('users.field.clientOptional')}
              >
                <Box w="full">
                  <SearchPicker
                    label={t('users.field.client')}
                    single
                    disabled={readOnly}
                    selected={values.client ? [values.client] : []}
                    onChange={(options) => {
                      set('client', (options[options.length - 1] as ClientOption | undefined) ?? null);
                      setTouched((current) => ({ ...current, client: true }));
                    }}
                    search={searchClients}
                  />
                </Box>
              </FormField>
              <InlineErrors errors={shown.client} />
            </Box>
            <FormField label={t('users.field.organization')} disabled>
              <Input value={organization ?? '—'} readOnly disabled aria-readonly />
            </FormField>
            {values.role === 'MULTI_CLIENT_ADMIN' && (
              <Box gridColumn={{ md: 'span 2' }}>
                <FormField
                  label={t('users.field.clients')}
                  disabled={clientsLocked}
                  helperText={clientsLocked && !readOnly ? t('users.field.clientsAdminOnly') : undefined}
                >
                  <Box w="full">
                    <SearchPicker
                      label={t('users.field.clients')}
                      disabled={clientsLocked}
                      selected={values.clients}
                      onChange={(options) => set('clients', options)}
                      search={searchClients}
                    />
                  </Box>
                </FormField>
                <InlineErrors errors={shown.clients} />
              </Box>
            )}
            {creating && (
              <Box gridColumn={{ md: 'span 2' }}>
                <FormField label={t('users.field.networks')} helperText={t('users.field.networksHelp')}>
                  <Box w="full">
                    <SearchPicker
                      label={t('users.field.networks')}
                      selected={values.networks}
                      onChange={(options) => set('networks', options)}
                      search={searchNetworks}
                    />
                  </Box>
                </FormField>
                <InlineErrors errors={shown.networks} />
              </Box>
            )}
          </Grid>
        </Section>

        <Section title={t('users.section.account')}>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <Box>
              {textField('email', 'email', { disabled: onlyUser })}
              {emailAvailability === 'checking' && (
                <HStack gap="1.5" mt="1" fontSize="xs" color="fg.muted" aria-live="polite">
                  <Spinner size="xs" />
                  <Text>{t('users.field.emailChecking')}</Text>
                </HStack>
              )}
            </Box>
            {textField('username')}
            {textField('firstName')}
            {textField('lastName')}
            {textField('phoneNumber', 'tel', { disabled: onlyUser })}
          </Grid>
          <FormField
            label={t('users.field.description')}
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

        <Section title={t('users.section.access')}>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            {select(
              'role',
              roleChoices.map((role) => ({ value: role, label: t(`role.${role}`) })),
              roleLocked,
            )}
            {select(
              'language',
              LANGUAGES.map((language) => ({ value: language, label: t(`language.${language.toLowerCase()}`) })),
              readOnly,
            )}
            {select(
              'subscription',
              [
                { value: '', label: t('users.subscription.none') },
                ...subscriptionChoices.map((tier) => ({ value: tier, label: t(`subscription.${tier}`) })),
              ],
              subscriptionLocked,
            )}
            {select(
              'status',
              (['ACTIVE', 'AWAITING_ACTIVATION'] as const).map((status) => ({
                value: status,
                label: t(`users.status.${status}`),
              })),
              readOnly,
            )}
          </Grid>
          {user && (
            <Stack gap="1" mt="4" data-invalid={shown.samlEnabled ? '' : undefined}>
              <SwitchField
                label={t('users.flag.samlEnabled')}
                checked={values.samlEnabled}
                disabled={readOnly || isSelf}
                onChange={(checked) => set('samlEnabled', checked)}
              />
              <Text fontSize="xs" color="fg.muted">
                {t(isSelf ? 'users.field.samlEnabledSelf' : 'users.field.samlEnabledHelp')}
              </Text>
              {shown.samlEnabled && (
                <Text fontSize="sm" color="fg.error" role="alert">
                  {shown.samlEnabled.join(' ')}
                </Text>
              )}
            </Stack>
          )}
        </Section>

        <Section title={t('users.section.settings')}>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
            {FLAGS.map((flag) => (
              <SwitchField
                key={flag}
                label={t(`users.flag.${flag}`)}
                checked={values[flag]}
                disabled={readOnly}
                onChange={(checked) => set(flag, checked)}
              />
            ))}
          </Grid>
        </Section>

        <Section title={t('users.section.position')}>
          <Grid templateColumns={{ base: '1fr', md: '1fr 2fr' }} gap="4">
            <Stack gap="4">
              <FormField label={t('users.field.latitude')} errors={shown.latitude} disabled={readOnly}>
                <Input
                  name="latitude"
                  inputMode="decimal"
                  value={values.latitude}
                  onChange={(event) => set('latitude', event.target.value)}
                  onBlur={touch('latitude')}
                />
              </FormField>
              <FormField label={t('users.field.longitude')} errors={shown.longitude} disabled={readOnly}>
                <Input
                  name="longitude"
                  inputMode="decimal"
                  value={values.longitude}
                  onChange={(event) => set('longitude', event.target.value)}
                  onBlur={touch('longitude')}
                />
              </FormField>
              {!readOnly && (
                <Text fontSize="xs" color="fg.muted">
                  {t('users.map.hint')}
                </Text>
              )}
            </Stack>
            <Box borderRadius="md" overflow="hidden" borderWidth="1px" minH="72">
              <Suspense fallback={<Spinner m="4" />}>
                <ClientMap
                  latitude={latitude}
                  longitude={longitude}
                  name={values.email || t('users.map.newUser')}
                  label={t('users.map.label')}
                  noLocationText={t('users.map.noLocation')}
                  onPick={readOnly ? undefined : onPick}
                  testId="user-map"
                />
              </Suspense>
            </Box>
          </Grid>
        </Section>

        {other.length > 0 && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>{other.flatMap(([, messages]) => messages).join(' ')}</Alert.Description>
          </Alert.Root>
        )}

        {!readOnly && (
          <Flex gap="3" justify="space-between" wrap="wrap" align="center">
            <Box>
              {user?.viewerCan.delete && !user.deactivatedAt && (
                <Button variant="outline" colorPalette="red" onClick={() => setConfirmDelete(true)} disabled={saving}>
                  {t('common.delete')}
                </Button>
              )}
            </Box>
            <HStack gap="3" wrap="wrap" justify="end">
              {form.dirty && hidden.length > 0 && (
                <Text fontSize="sm" color="fg.muted" data-testid="form-todo">
                  {t('users.form.todo', {
                    fields: hidden.map((field) => t(`users.field.${field}`)).join(', '),
                  })}
                </Text>
              )}
              {creating && (
                <Button
                  variant="outline"
                  disabled={!form.dirty || saving || hasProblems}
                  onClick={() => void save(true)}
                >
                  {t('users.saveAndNew')}
                </Button>
              )}
              <Button
                type="submit"
                colorPalette="blue"
                disabled={!form.dirty || saving || hasProblems}
                loading={saving}
              >
                {t('common.save')}
              </Button>
            </HStack>
          </Flex>
        )}
      </Stack>
      <ConfirmDialog
        open={confirmDelete}
        title={t('users.delete.title')}
        message={user ? t('users.delete.confirm', { name: user.email }) : undefined}
        busy={removing}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirmDelete(false)}
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

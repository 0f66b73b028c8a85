/* eslint-disable relay/unused-fields -- this file hands its query data on whole (to typed column, form and
   picker helpers, or spread into form state), where TypeScript checks each read; the rule sees only reads
   written here (docs/test-runner.md) */
import {
  Alert,
  Box,
  Button,
  chakra,
  CloseButton,
  Dialog,
  Grid,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Suspense, useMemo, useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { errorMessage } from '../../../../i18n/errorMessage';
import { ApiError } from '../../../../relay/ApiError';
import {
  fieldErrorText,
  FormField,
  SwitchField,
  useDirtyForm,
  useFieldErrors,
  usePromiseMutation,
  type FieldErrors,
  type FieldErrorShape,
} from '../../../../ui/form';
import { ChangeScope, useChangeScope } from '../../../../ui/unsavedChanges';
import { notify } from '../../../../ui/toaster';
import type {
  IntegrationForm_integration$data,
  IntegrationForm_integration$key,
} from './__generated__/IntegrationForm_integration.graphql';
import type { IntegrationFormCreateMutation } from './__generated__/IntegrationFormCreateMutation.graphql';
import type { IntegrationFormSiaCodesQuery } from './__generated__/IntegrationFormSiaCodesQuery.graphql';
import type { IntegrationFormUpdateMutation } from './__generated__/IntegrationFormUpdateMutation.graphql';
import { EncryptionKeyOnce, IntegrationEncryption } from './IntegrationEncryption';
import {
  BLANK_INTEGRATION,
  DC09_KINDS,
  DESCRIPTION_MAX,
  formField,
  KIND_FIELDS,
  KINDS,
  SIA_DEFAULTS,
  SIA_EVENTS,
  toIntegrationInput,
  validateIntegration,
  type IntegrationFormValues,
  type IntegrationKind,
} from './rules';
import { siaLabel, SiaCodePicker, type SiaCodeOption } from './SiaCodePicker';

export const integrationFormFragment = graphql`
  fragment IntegrationForm_integration on Integration {
    id
    kind
    ip
    port
    description
    line
    uid
    receiver
    useDeviceId
    pinSet
    encryption {
      enabled
      keySet
      keyBits
      keySetAt
    }
    siaCodes {
      create
      confirm
      recall
      restore
      deviceTestModeEnabled
      deviceTestModeDisabled
      deviceEnabled
      deviceDisabled
    }
  }
`;

const siaCodesQuery = graphql`
  query IntegrationFormSiaCodesQuery {
    siaCodes {
      code
      names {
        language
        name
      }
    }
  }
`;

/** Codes of this form with their own text; the rest are the shared field texts. */
const INTEGRATION_FIELD_TEXTS: Record<string, string> = {
  UNKNOWN_SIA_CODE: 'fieldError.UNKNOWN_SIA_CODE',
};

export function integrationFieldText(intl: IntlShape, error: Pick<FieldErrorShape, 'code' | 'message'>): string {
  const id = INTEGRATION_FIELD_TEXTS[error.code];
  return id ? intl.formatMessage({ id }) : fieldErrorText(intl, error);
}

function valuesOf(integration: IntegrationForm_integration$data): IntegrationFormValues {
  const kind = (KINDS as readonly string[]).includes(integration.kind)
    ? (integration.kind as IntegrationKind)
    : 'MANITOU';
  return {
    kind,
    ip: integration.ip,
    port: String(integration.port),
    description: integration.description ?? '',
    line: integration.line ?? '',
    uid: integration.uid ?? '',
    receiver: integration.receiver ?? '',
    useDeviceId: integration.useDeviceId,
    pin: '',
    siaCodes: { ...SIA_DEFAULTS, ...integration.siaCodes },
    encryption: integration.encryption.enabled,
    keyBits: (['128', '192', '256'] as const).find((bits) => Number(bits) === integration.encryption.keyBits) ?? '128',
  };
}

export interface IntegrationDialogProps {
  networkId: string;
  /** The integration to edit; null adds one. */
  integration: IntegrationForm_integration$key | null;
  onClose: () => void;
  /** After a successful save, with the integration's id. */
  onSaved: (id: string) => void;
}

/** The add / edit dialog of an integration. */
export function IntegrationDialog(props: IntegrationDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const title = t(props.integration ? 'networks.integrations.form.editTitle' : 'networks.integrations.form.addTitle');
  // Escape, the close button and Cancel ask before throwing typed settings away
  const changes = useChangeScope();
  const close = () => changes.confirmDiscard(props.onClose);
  return (
    <Dialog.Root
      open
      size="lg"
      scrollBehavior="inside"
      onOpenChange={(details) => !details.open && close()}
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="integration-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Suspense
              fallback={
                <Dialog.Body>
                  <Spinner m="4" />
                </Dialog.Body>
              }
            >
              <ChangeScope scope={changes.scope}>
                <IntegrationForm {...props} onClose={close} />
              </ChangeScope>
            </Suspense>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('networks.integrations.form.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * The integration form (spec 001 section 5): kind, ip, port and description for every kind, then the
 * kind's own settings (manitou: line, account, receiver; shortxml: PIN and transmitter code, the PIN never
 * shown; guardtools: account, use device id, receiver) and the eight SIA codes picked from the platform's
 * table with their descriptions in the console's language. Problems show once a field was touched (all
 * of them on Save); the platform's field errors land on their fields and what was typed stays.
 */
export function IntegrationForm({ networkId, integration: integrationRef, onClose, onSaved }: IntegrationDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const integration = useFragment(integrationFormFragment, integrationRef);
  const { siaCodes } = useLazyLoadQuery<IntegrationFormSiaCodesQuery>(
    siaCodesQuery,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const language = intl.locale.slice(0, 2).toLowerCase();
  const options: SiaCodeOption[] = useMemo(
    () =>
      siaCodes.map((code) => ({
        code: code.code,
        name:
          code.names.find((name) => name.language.toLowerCase() === language)?.name ??
          code.names.find((name) => name.language.toLowerCase() === 'en')?.name ??
          code.names[0]?.name ??
          '',
      })),
    [siaCodes, language],
  );
  const knownCodes = useMemo(() => new Set(options.map((option) => option.code)), [options]);

  const initial = useMemo(() => (integration ? valuesOf(integration) : BLANK_INTEGRATION), [integration]);
  const form = useDirtyForm<IntegrationFormValues>(initial);
  const { values } = form;
  const pinSet = Boolean(integration?.pinSet && integration.kind === 'SHORTXML');
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const focus = useFieldErrors();
  const [saving, setSaving] = useState(false);
  /** A key shown once: from the save that generated it (then `savedId` goes on), or from "Generate a new key". */
  const [shownKey, setShownKey] = useState<{ key: string; savedId?: string } | null>(null);

  const live = validateIntegration(values, { pinSet, knownCodes });
  const shown: FieldErrors = { ...serverErrors };
  for (const [field, code] of Object.entries(live))
    if (touched[field] || submitted) shown[field] = [integrationFieldText(intl, { code, message: code })];

  const clearServer = (field: string) =>
    setServerErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });
  const set = <K extends keyof IntegrationFormValues>(key: K, value: IntegrationFormValues[K]) => {
    form.setValue(key, value);
    clearServer(key);
  };
  const touch = (field: string) => () =>
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));

  const [create] = usePromiseMutation<IntegrationFormCreateMutation>(graphql`
    mutation IntegrationFormCreateMutation($networkId: ID!, $input: IntegrationInput!) {
      createIntegration(networkId: $networkId, input: $input) {
        integration {
          id
          ...IntegrationForm_integration
          network {
            id
            ...NetworkIntegrationsTab_network
          }
        }
        encryptionKey
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const [update] = usePromiseMutation<IntegrationFormUpdateMutation>(graphql`
    mutation IntegrationFormUpdateMutation($id: ID!, $input: IntegrationInput!) {
      updateIntegration(id: $id, input: $input) {
        integration {
          id
          ...IntegrationForm_integration
          network {
            id
            ...NetworkIntegrationsTab_network
          }
        }
        encryptionKey
        errors {
          field
          code
          message
        }
      }
    }
  `);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || (integration && !form.dirty)) return;
    setSubmitted(true);
    if (Object.keys(live).length > 0) {
      focus.setErrors({ form: ['invalid'] }); // after the render that shows every problem: focus the first
      return;
    }
    setSaving(true);
    try {
      const input = toIntegrationInput(values);
      const payload = integration
        ? (await update({ id: integration.id, input })).updateIntegration
        : (await create({ networkId, input })).createIntegration;
      if (payload.errors.length) {
        const byField: FieldErrors = {};
        for (const error of payload.errors)
          (byField[formField(error.field)] ??= []).push(integrationFieldText(intl, error));
        setServerErrors(byField);
        focus.setErrors(byField);
        notify.error(t('networks.integrations.saveFailed'));
        return;
      }
      if (!payload.integration) throw new ApiError([{ message: '' }]);
      form.reset(values);
      notify.success(t(integration ? 'networks.integrations.saved' : 'networks.integrations.created'));
      // The save generated a key (encryption turned on without one): shown once, then on.
      if (input.encryption && payload.encryptionKey)
        setShownKey({ key: payload.encryptionKey, savedId: payload.integration.id });
      else onSaved(payload.integration.id);
    } catch (error) {
      const text = errorMessage(intl, error);
      notify.error(`${t('networks.integrations.saveFailed')} ${text}`);
    } finally {
      setSaving(false);
    }
  };

  const own = KIND_FIELDS[values.kind];
  const textField = (
    field: 'ip' | 'port' | 'description' | 'line' | 'uid' | 'receiver',
    label: string,
    { required = false, help, inputMode }: { required?: boolean; help?: string; inputMode?: 'numeric' } = {},
  ) => (
    <FormField label={label} errors={shown[field]} required={required} helperText={help}>
      <Input
        size="sm"
        name={field}
        autoComplete="off"
        inputMode={inputMode}
        value={values[field]}
        maxLength={field === 'description' ? DESCRIPTION_MAX : undefined}
        onChange={(event) => set(field, event.target.value)}
        onBlur={touch(field)}
      />
    </FormField>
  );
  const known = new Set([
    'kind',
    'ip',
    'port',
    'description',
    'line',
    'uid',
    'receiver',
    'pin',
    'useDeviceId',
    'encryption',
    'keyBits',
    ...SIA_EVENTS.map((event) => `siaCodes.${event}`),
  ]);
  const other = Object.entries(serverErrors).filter(([field]) => !known.has(field));

  if (shownKey)
    return (
      <Dialog.Body>
        <EncryptionKeyOnce
          keyHex={shownKey.key}
          onDone={() => (shownKey.savedId ? onSaved(shownKey.savedId) : setShownKey(null))}
        />
      </Dialog.Body>
    );

  return (
    // the form is the dialog's column (body scrolls, footer stays): a plain block would let the body
    // overflow the dialog's panel instead of scrolling inside it
    <chakra.form
      ref={focus.formRef}
      onSubmit={(event) => void save(event)}
      noValidate
      aria-label={t('networks.integrations.form.label')}
      display="flex"
      flexDirection="column"
      flex="1"
      minH="0"
    >
      <Dialog.Body>
        <Stack gap="5">
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <FormField label={t('networks.integrations.field.kind')} errors={shown.kind} required>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  name="kind"
                  value={values.kind}
                  onChange={(event) => set('kind', event.currentTarget.value as IntegrationKind)}
                >
                  {KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`networks.integrations.kind.${kind}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <Box />
            {textField('ip', t('networks.integrations.field.ip'), {
              required: true,
              help: t('networks.integrations.field.ipHelp'),
            })}
            {textField('port', t('networks.integrations.field.port'), { required: true, inputMode: 'numeric' })}
            <Box gridColumn={{ md: 'span 2' }}>
              {textField('description', t('networks.integrations.field.description'), { required: true })}
            </Box>
          </Grid>

          <Stack gap="4" as="section" aria-label={t(`networks.integrations.kind.${values.kind}`)}>
            <Heading as="h3" size="sm">
              {t('networks.integrations.form.kindSettings', { kind: t(`networks.integrations.kind.${values.kind}`) })}
            </Heading>
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
              {own.includes('line') &&
                textField('line', t('networks.integrations.field.line'), {
                  required: true,
                  help: t('networks.integrations.field.hexHelp'),
                })}
              {own.includes('pin') && (
                <FormField
                  label={t(pinSet ? 'networks.integrations.field.newPin' : 'networks.integrations.field.pin')}
                  errors={shown.pin}
                  required={!pinSet}
                  helperText={pinSet ? t('networks.integrations.field.pinKept') : undefined}
                >
                  <Input
                    size="sm"
                    name="pin"
                    type="password"
                    autoComplete="new-password"
                    value={values.pin}
                    onChange={(event) => set('pin', event.target.value)}
                    onBlur={touch('pin')}
                  />
                </FormField>
              )}
              {own.includes('uid') &&
                textField(
                  'uid',
                  t(
                    values.kind === 'SHORTXML'
                      ? 'networks.integrations.field.transmitter'
                      : 'networks.integrations.field.account',
                  ),
                  {
                    required: values.kind !== 'MANITOU',
                    help: t(
                      values.kind === 'SHORTXML'
                        ? 'networks.integrations.field.transmitterHelp'
                        : 'networks.integrations.field.hexHelp',
                    ),
                  },
                )}
              {own.includes('receiver') &&
                textField('receiver', t('networks.integrations.field.receiver'), {
                  help: t('networks.integrations.field.receiverHelp'),
                })}
              {own.includes('useDeviceId') && (
                <Box alignSelf="center">
                  <SwitchField
                    label={t('networks.integrations.field.useDeviceId')}
                    checked={values.useDeviceId}
                    onChange={(checked) => set('useDeviceId', checked)}
                  />
                </Box>
              )}
            </Grid>
            {pinSet && values.kind === 'SHORTXML' && (
              <Text fontSize="sm" color="fg.muted" data-testid="pin-set">
                {t('networks.integrations.pinSet')}
              </Text>
            )}
          </Stack>

          {DC09_KINDS.includes(values.kind) && (
            <IntegrationEncryption
              integrationId={integration?.id ?? null}
              stored={integration?.encryption ?? null}
              enabled={values.encryption}
              keyBits={values.keyBits}
              onEnabled={(enabled) => set('encryption', enabled)}
              onKeyBits={(bits) => set('keyBits', bits)}
              onKey={(key) => setShownKey({ key })}
            />
          )}

          <Stack gap="3" as="section" aria-label={t('networks.integrations.sia.title')}>
            <Heading as="h3" size="sm">
              {t('networks.integrations.sia.title')}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {t('networks.integrations.sia.intro')}
            </Text>
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
              {SIA_EVENTS.map((event) => {
                const field = `siaCodes.${event}`;
                const label = t(`networks.integrations.sia.event.${event}`);
                return (
                  <FormField
                    key={event}
                    label={label}
                    errors={shown[field]}
                    required
                    helperText={t('networks.integrations.sia.default', {
                      code: siaLabel(SIA_DEFAULTS[event], options),
                    })}
                  >
                    <SiaCodePicker
                      label={label}
                      name={field}
                      value={values.siaCodes[event]}
                      options={options}
                      onChange={(code) => {
                        form.setValues((current) => ({ ...current, siaCodes: { ...current.siaCodes, [event]: code } }));
                        clearServer(field);
                      }}
                      onBlur={touch(field)}
                    />
                  </FormField>
                );
              })}
            </Grid>
          </Stack>

          {other.length > 0 && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Description>{other.flatMap(([, messages]) => messages).join(' ')}</Alert.Description>
            </Alert.Root>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <HStack gap="3">
          <Button variant="outline" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            colorPalette="blue"
            _hover={{ bg: 'blue.700' }}
            loading={saving}
            disabled={saving || (Boolean(integration) && !form.dirty)}
          >
            {t('common.save')}
          </Button>
        </HStack>
      </Dialog.Footer>
    </chakra.form>
  );
}

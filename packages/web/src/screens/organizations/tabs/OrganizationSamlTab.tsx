import {
  Alert,
  Box,
  Card,
  CloseButton,
  Heading,
  HStack,
  IconButton,
  Input,
  Stack,
  Tag,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { ApiError } from '../../../relay/ApiError';
import {
  fieldErrorText,
  FormField,
  InlineErrors,
  SaveButton,
  SwitchField,
  usePromiseMutation,
  useDirtyForm,
  useFieldErrors,
  type FieldErrors,
  type FieldErrorShape,
} from '../../../ui/form';
import { notify } from '../../../ui/toaster';
import type { OrganizationSamlTab_organization$key } from './__generated__/OrganizationSamlTab_organization.graphql';
import type { OrganizationSamlTabSaveMutation } from './__generated__/OrganizationSamlTabSaveMutation.graphql';
import { organizationErrorText } from './organizationErrors';
import { useUnsavedChanges } from '../../../ui/unsavedChanges';

/** The platform's domain rule: letters, digits, dots and hyphens, with a dot and a top-level part of 2+ letters. */
const DOMAIN = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/;

export const normalizeDomain = (text: string) => text.trim().toLowerCase();
export const isDomain = (domain: string) => domain.length <= 253 && DOMAIN.test(domain);

interface Values {
  url: string;
  domains: string[];
  allowCreation: boolean;
  allowIdpInitiated: boolean;
}

/**
 * The payload's errors by form field: `samlEmailDomains.<index>` and DOMAIN_CLAIMED under the domains
 * (naming the domain), the URL's under the URL, anything else under `other`.
 */
function samlFieldErrors(intl: IntlShape, errors: readonly FieldErrorShape[], domains: readonly string[]): FieldErrors {
  const byField: FieldErrors = {};
  for (const error of errors) {
    const [field, index] = error.field.split('.');
    const domain =
      (index !== undefined ? domains[Number(index)] : undefined) ??
      domains.find((candidate) => error.message.toLowerCase().includes(candidate));
    if (error.code === 'INVALID_DOMAIN' && domain)
      (byField.samlEmailDomains ??= []).push(
        intl.formatMessage({ id: 'organizations.saml.error.INVALID_DOMAIN' }, { domain }),
      );
    else if (error.code === 'DOMAIN_CLAIMED' || error.code === 'INVALID_DOMAIN')
      (byField.samlEmailDomains ??= []).push(organizationErrorText(intl, error, domain));
    else if (
      field === 'samlEmailDomains' ||
      field === 'samlMetadataUrl' ||
      field === 'samlAllowUserCreation' ||
      field === 'samlAllowIdpInitiated'
    )
      (byField[field] ??= []).push(fieldErrorText(intl, error));
    else (byField.other ??= []).push(organizationErrorText(intl, error));
  }
  return byField;
}

/**
 * SAML single sign-on of the organization (spec 002 section 8): the identity provider's metadata URL, the
 * e-mail domains whose users sign in through it (tags: committed on space, Enter or leaving the field,
 * checked against the platform's rule, duplicates dropped), whether unknown people get a user, whether sign-in
 * may start at the identity provider (its portal's app tile), and what to register at the identity provider.
 * Read only without saveSaml.
 */
export function OrganizationSamlTab({ organization }: { organization: OrganizationSamlTab_organization$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment OrganizationSamlTab_organization on Organization {
        id
        viewerCan {
          saveSaml
        }
        samlSettings {
          samlMetadataUrl
          samlEmailDomains
          samlAllowUserCreation
          samlAllowIdpInitiated
          serviceProvider {
            entityId
            assertionConsumerServiceUrl
            metadataUrl
          }
        }
      }
    `,
    organization,
  );
  const settings = data.samlSettings;
  const form = useDirtyForm<Values>({
    url: settings.samlMetadataUrl ?? '',
    domains: [...settings.samlEmailDomains],
    allowCreation: settings.samlAllowUserCreation,
    allowIdpInitiated: settings.samlAllowIdpInitiated,
  });
  const { errors, setErrors, formRef } = useFieldErrors();
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  // a domain typed and not yet added is a change too
  useUnsavedChanges(Boolean(typed.trim()));
  const [failure, setFailure] = useState<string | null>(null);
  const [save, saving] = usePromiseMutation<OrganizationSamlTabSaveMutation>(graphql`
    mutation OrganizationSamlTabSaveMutation($id: ID!, $input: OrganizationSamlSettingsInput!) {
      updateOrganizationSamlSettings(id: $id, input: $input) {
        organization {
          id
          samlSettings {
            samlMetadataUrl
            samlEmailDomains
            samlAllowUserCreation
            samlAllowIdpInitiated
          }
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const canSave = data.viewerCan.saveSaml;

  /** Adds the typed domains (several when pasted); a bad one stays in the field with the rule shown. */
  const commit = (text: string) => {
    const parts = text
      .split(/[\s,;]+/)
      .map(normalizeDomain)
      .filter(Boolean);
    if (parts.length === 0) {
      setTyped('');
      return;
    }
    const bad = parts.find((part) => !isDomain(part));
    const good = parts.filter(isDomain);
    const next = [...form.values.domains];
    for (const domain of good) if (!next.includes(domain)) next.push(domain);
    if (next.length !== form.values.domains.length) form.setValue('domains', next);
    if (bad) {
      setTyped(bad);
      setTypedError(t('organizations.saml.domainRule', { domain: bad }));
    } else {
      setTyped('');
      setTypedError(null);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === ' ' || event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit(typed);
    } else if (event.key === 'Backspace' && typed === '' && form.values.domains.length > 0) {
      form.setValue('domains', form.values.domains.slice(0, -1));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave || saving) return;
    // a domain still in the field counts: committed first, and a bad one stops the save
    let domains = form.values.domains;
    if (typed.trim()) {
      const parts = typed
        .split(/[\s,;]+/)
        .map(normalizeDomain)
        .filter(Boolean);
      commit(typed);
      if (parts.some((part) => !isDomain(part))) return;
      domains = [...new Set([...domains, ...parts])];
    } else if (!form.dirty) return;
    setFailure(null);
    const input = {
      samlMetadataUrl: form.values.url.trim() || null,
      samlEmailDomains: domains,
      samlAllowUserCreation: form.values.allowCreation,
      samlAllowIdpInitiated: form.values.allowIdpInitiated,
    };
    try {
      const { updateOrganizationSamlSettings: payload } = await save({ id: data.id, input });
      if (payload.errors.length || !payload.organization) {
        const byField = samlFieldErrors(intl, payload.errors, domains);
        setErrors(byField);
        const message = byField.other?.[0] ?? t('organizations.saml.failed');
        setFailure(byField.other ? message : null);
        notify.error(message);
        return;
      }
      const saved = payload.organization.samlSettings;
      setErrors({});
      form.reset({
        url: saved.samlMetadataUrl ?? '',
        domains: [...saved.samlEmailDomains],
        allowCreation: saved.samlAllowUserCreation,
        allowIdpInitiated: saved.samlAllowIdpInitiated,
      });
      notify.success(t('organizations.saml.saved'));
    } catch (error) {
      const message = error instanceof ApiError ? organizationErrorText(intl, error) : t('organizations.saml.failed');
      setFailure(message);
      notify.error(message);
    }
  };

  const domainErrors = [...(typedError ? [typedError] : []), ...(errors.samlEmailDomains ?? [])];

  return (
    <Stack gap="6" maxW="3xl">
      <Card.Root variant="outline" bg="bg">
        <Card.Body>
          <form ref={formRef} onSubmit={submit} noValidate aria-label={t('organizations.saml.label')}>
            <Stack gap="4">
              <FormField
                label={t('organizations.saml.metadataUrl')}
                errors={errors.samlMetadataUrl}
                disabled={!canSave}
              >
                <Input
                  type="url"
                  name="samlMetadataUrl"
                  value={form.values.url}
                  onChange={(event) => form.setValue('url', event.target.value)}
                  placeholder="https://"
                  readOnly={!canSave}
                />
              </FormField>
              <FormField
                label={t('organizations.saml.emailDomains')}
                errors={domainErrors}
                helperText={canSave ? t('organizations.saml.domainsHelp') : undefined}
                disabled={!canSave}
                id="organization-saml-domain"
              >
                <Stack gap="2" width="full">
                  {form.values.domains.length > 0 ? (
                    <Wrap
                      gap="1.5"
                      role="group"
                      aria-label={t('organizations.saml.emailDomains')}
                      data-testid="saml-domains"
                    >
                      {form.values.domains.map((domain) => (
                        <Tag.Root key={domain} size="md" variant="subtle" colorPalette="blue">
                          <Tag.Label>{domain}</Tag.Label>
                          {canSave && (
                            <Tag.EndElement>
                              <CloseButton
                                size="2xs"
                                aria-label={t('organizations.saml.removeDomain', { domain })}
                                onClick={() =>
                                  form.setValue(
                                    'domains',
                                    form.values.domains.filter((other) => other !== domain),
                                  )
                                }
                              />
                            </Tag.EndElement>
                          )}
                        </Tag.Root>
                      ))}
                    </Wrap>
                  ) : (
                    !canSave && (
                      <Text fontSize="sm" color="fg.muted">
                        {t('clients.saml.noDomains')}
                      </Text>
                    )
                  )}
                  {canSave && (
                    <Input
                      id="organization-saml-domain"
                      aria-label={t('organizations.saml.emailDomains')}
                      aria-invalid={domainErrors.length > 0 || undefined}
                      value={typed}
                      placeholder={t('organizations.saml.domainPlaceholder')}
                      onChange={(event) => {
                        setTypedError(null);
                        const value = event.target.value;
                        // a pasted list: every complete part is committed, the last one stays to be typed on
                        if (/[\s,;]/.test(value)) {
                          const last = value.split(/[\s,;]+/).pop() ?? '';
                          commit(value.slice(0, value.length - last.length));
                          if (last) setTyped(last);
                        } else setTyped(value);
                      }}
                      onKeyDown={onKeyDown}
                      onBlur={() => commit(typed)}
                    />
                  )}
                </Stack>
              </FormField>
              <Box>
                <SwitchField
                  label={t('organizations.saml.allowUserCreation')}
                  checked={form.values.allowCreation}
                  disabled={!canSave}
                  onChange={(checked) => form.setValue('allowCreation', checked)}
                />
                <Text fontSize="xs" color="fg.muted" mt="1">
                  {t('organizations.saml.allowUserCreationHelp')}
                </Text>
                <InlineErrors errors={errors.samlAllowUserCreation} />
              </Box>
              <Box>
                <SwitchField
                  label={t('organizations.saml.allowIdpInitiated')}
                  checked={form.values.allowIdpInitiated}
                  disabled={!canSave}
                  onChange={(checked) => form.setValue('allowIdpInitiated', checked)}
                />
                <Text fontSize="xs" color="fg.muted" mt="1">
                  {t('organizations.saml.allowIdpInitiatedHelp')}
                </Text>
                <InlineErrors errors={errors.samlAllowIdpInitiated} />
              </Box>
              {failure && (
                <Alert.Root status="error" data-testid="saml-failure">
                  <Alert.Indicator />
                  <Alert.Description>{failure}</Alert.Description>
                </Alert.Root>
              )}
              <HStack justify="end">
                {!canSave && (
                  <Text fontSize="sm" color="fg.muted">
                    {t('organizations.saml.readOnly')}
                  </Text>
                )}
                {canSave && <SaveButton dirty={form.dirty || Boolean(typed.trim())} saving={saving} />}
              </HStack>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      <ServiceProvider provider={settings.serviceProvider} />
    </Stack>
  );
}

/** What the identity provider's administrator registers: read only, each value with a copy button. */
function ServiceProvider({
  provider,
}: {
  provider: { entityId: string; assertionConsumerServiceUrl: string; metadataUrl: string };
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const rows = [
    { key: 'entityId', value: provider.entityId },
    { key: 'acsUrl', value: provider.assertionConsumerServiceUrl },
    { key: 'spMetadataUrl', value: provider.metadataUrl },
  ];
  const copy = async (label: string, value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success(t('organizations.saml.copied', { label }));
    } catch {
      // a browser without clipboard access: the value is on screen to copy by hand
      notify.error(t('organizations.saml.copyFailed'));
    }
  };
  return (
    <Card.Root variant="outline" bg="bg" as="section" aria-labelledby="organization-saml-sp">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md" id="organization-saml-sp">
            {t('organizations.saml.register')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('organizations.saml.registerHelp')}
          </Text>
          {rows.map((row) => {
            const label = t(`organizations.saml.${row.key}`);
            return (
              <FormField key={row.key} label={label} id={`organization-saml-${row.key}`}>
                <HStack width="full">
                  <Input
                    id={`organization-saml-${row.key}`}
                    aria-label={label}
                    value={row.value}
                    readOnly
                    fontFamily="mono"
                    fontSize="sm"
                  />
                  <IconButton
                    size="sm"
                    variant="outline"
                    aria-label={t('organizations.saml.copy', { label })}
                    onClick={() => void copy(label, row.value)}
                  >
                    <CopyIcon />
                  </IconButton>
                </HStack>
              </FormField>
            );
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function CopyIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="9" y="9" width="13" height="13" rx="2" />
      <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
    </svg>
  );
}

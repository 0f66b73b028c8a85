import { Alert, Badge, Card, HStack, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { errorMessage } from '../../../i18n/errorMessage';
import { ApiError } from '../../../relay/ApiError';
import {
  fieldErrorText,
  FormField,
  SaveButton,
  toFieldErrors,
  usePromiseMutation,
  useDirtyForm,
  useFieldErrors,
} from '../../../ui/form';
import { useNetworkSearch } from '../../../ui/Pickers';
import { SearchPicker, type PickerOption } from '../../../ui/SearchPicker';
import { notify } from '../../../ui/toaster';
import type { SamlTab_client$key } from './__generated__/SamlTab_client.graphql';
import type { SamlTabSaveMutation } from './__generated__/SamlTabSaveMutation.graphql';

const SAML_FIELDS = ['samlMetadataUrl', 'samlSelectedNetworkIds'];

/** SAML settings (clients with an organization): metadata URL, the organization's domains, networks. */
export function SamlTab({ client }: { client: SamlTab_client$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment SamlTab_client on Client {
        id
        viewerCan {
          saveSaml
        }
        samlSettings {
          samlMetadataUrl
          samlEmailDomains
          samlSelectedNetworks {
            id
            name
          }
        }
      }
    `,
    client,
  );
  const settings = data.samlSettings;
  const form = useDirtyForm<{ url: string; networks: PickerOption[] }>({
    url: settings?.samlMetadataUrl ?? '',
    networks: (settings?.samlSelectedNetworks ?? []).map((network) => ({ id: network.id, label: network.name })),
  });
  const { errors, setErrors, formRef } = useFieldErrors();
  const [failure, setFailure] = useState<string | null>(null);
  const search = useNetworkSearch({ clientId: data.id });
  const [save, saving] = usePromiseMutation<SamlTabSaveMutation>(graphql`
    mutation SamlTabSaveMutation($id: ID!, $input: ClientSamlSettingsInput!) {
      updateClientSamlSettings(id: $id, input: $input) {
        client {
          id
          samlSettings {
            samlMetadataUrl
            samlEmailDomains
            samlSelectedNetworks {
              id
              name
            }
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
  const t = (id: string) => intl.formatMessage({ id });
  const canSave = data.viewerCan.saveSaml;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave || !form.dirty) return;
    setFailure(null);
    try {
      const { updateClientSamlSettings } = await save({
        id: data.id,
        input: {
          samlMetadataUrl: form.values.url.trim() || null,
          samlSelectedNetworkIds: form.values.networks.map((network) => network.id),
        },
      });
      if (updateClientSamlSettings.errors.length) {
        const errors = updateClientSamlSettings.errors;
        setErrors(toFieldErrors(intl, errors));
        // an error shown at its field is said once, there; the alert takes only what has no field on screen
        const unplaced = errors.find((error) => !SAML_FIELDS.includes(error.field));
        setFailure(unplaced ? fieldErrorText(intl, unplaced) : null);
        notify.error(unplaced ? fieldErrorText(intl, unplaced) : t('clients.saml.failed'));
        return;
      }
      setErrors({});
      form.reset(form.values);
      notify.success(t('clients.saml.saved'));
    } catch (error) {
      const message = error instanceof ApiError ? errorMessage(intl, error) : t('clients.saml.failed');
      setFailure(message);
      notify.error(message);
    }
  };

  return (
    <Card.Root variant="outline" bg="bg" maxW="3xl">
      <Card.Body>
        <form ref={formRef} onSubmit={submit} noValidate aria-label={t('clients.tab.saml')}>
          <Stack gap="4">
            <FormField label={t('clients.saml.metadataUrl')} errors={errors.samlMetadataUrl} disabled={!canSave}>
              <Input
                type="url"
                value={form.values.url}
                onChange={(event) => form.setValue('url', event.target.value)}
                placeholder="https://"
              />
            </FormField>
            <Stack gap="1">
              <Text fontSize="sm" fontWeight="medium">
                {t('clients.saml.emailDomains')}
              </Text>
              {settings?.samlEmailDomains.length ? (
                <Wrap gap="1.5" data-testid="saml-domains">
                  {settings.samlEmailDomains.map((domain) => (
                    <Badge key={domain} variant="outline">
                      {domain}
                    </Badge>
                  ))}
                </Wrap>
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  {t('clients.saml.noDomains')}
                </Text>
              )}
              <Text fontSize="xs" color="fg.muted">
                {t('clients.saml.domainsHelp')}
              </Text>
            </Stack>
            <FormField label={t('clients.saml.networks')} errors={errors.samlSelectedNetworkIds}>
              <SearchPicker
                label={t('clients.saml.networks')}
                selected={form.values.networks}
                onChange={(networks) => form.setValue('networks', networks)}
                search={search}
                disabled={!canSave}
              />
            </FormField>
            {failure && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Description>{failure}</Alert.Description>
              </Alert.Root>
            )}
            <HStack justify="end">
              {!canSave && (
                <Text fontSize="sm" color="fg.muted">
                  {t('clients.saml.readOnly')}
                </Text>
              )}
              {canSave && <SaveButton dirty={form.dirty} saving={saving} />}
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

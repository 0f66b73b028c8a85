import { Card, Fieldset, Heading, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { errorMessage } from '../../../../i18n/errorMessage';
import {
  fieldErrorText,
  FormField,
  SaveButton,
  SwitchField,
  usePromiseMutation,
  useDirtyForm,
} from '../../../../ui/form';
import { useNetworkSearch } from '../../../../ui/Pickers';
import { SearchPicker, type PickerOption } from '../../../../ui/SearchPicker';
import { notify } from '../../../../ui/toaster';
import { RadiusInput } from '../../../clients/policy/RadiusInput';
import type {
  AlertCentralKind,
  UserAlertCentralTabSaveMutation,
} from './__generated__/UserAlertCentralTabSaveMutation.graphql';
import type { UserAlertCentralTab_user$key } from './__generated__/UserAlertCentralTab_user.graphql';
import { hasNumberOutOfRange } from '../../../../ui/NumberField';

const DEFAULT_RADIUS = 100;

export interface AlertCentralValues {
  kind: AlertCentralKind;
  customize: boolean;
  enforced: boolean;
  createPublicAlert: boolean;
  publicRadius: number;
  alertAllAvailableNetworks: boolean;
  alertAllAvailableUsers: boolean;
  selectedNetworks: PickerOption[];
  selectedNetworksRadius: number;
  personalInformation: boolean;
  headline: string;
  description: string;
  requestSelectedNetworks: boolean | null;
  requestPersonalInformation: boolean | null;
}

type Flag =
  | 'enforced'
  | 'createPublicAlert'
  | 'alertAllAvailableNetworks'
  | 'alertAllAvailableUsers'
  | 'personalInformation'
  | 'requestSelectedNetworks'
  | 'requestPersonalInformation';

/** Per alert kind (SOS emergency, panic button, network alert, safe assist) how the alert central handles the user's alerts. */
export function UserAlertCentralTab({ user, readOnly }: { user: UserAlertCentralTab_user$key; readOnly: boolean }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment UserAlertCentralTab_user on User {
        id
        viewerCan {
          edit
        }
        alertCentralSettings {
          kind
          customize
          enforced
          createPublicAlert
          publicRadius
          alertAllAvailableNetworks
          alertAllAvailableUsers
          selectedNetworks {
            id
            name
          }
          selectedNetworksRadius
          personalInformation
          headline
          description
          requestSelectedNetworks
          requestPersonalInformation
        }
      }
    `,
    user,
  );
  const editable = data.viewerCan.edit && !readOnly;
  const form = useDirtyForm<AlertCentralValues[]>(
    data.alertCentralSettings.map((setting) => ({
      kind: setting.kind,
      customize: setting.customize,
      enforced: setting.enforced,
      createPublicAlert: setting.createPublicAlert,
      publicRadius: setting.publicRadius ?? DEFAULT_RADIUS,
      alertAllAvailableNetworks: setting.alertAllAvailableNetworks,
      alertAllAvailableUsers: setting.alertAllAvailableUsers,
      selectedNetworks: setting.selectedNetworks.map((network) => ({ id: network.id, label: network.name })),
      selectedNetworksRadius: setting.selectedNetworksRadius ?? DEFAULT_RADIUS,
      personalInformation: setting.personalInformation,
      headline: setting.headline ?? '',
      description: setting.description ?? '',
      requestSelectedNetworks: setting.requestSelectedNetworks ?? null,
      requestPersonalInformation: setting.requestPersonalInformation ?? null,
    })),
  );
  const [saving, setSaving] = useState(false);
  const search = useNetworkSearch({});
  const [save] = usePromiseMutation<UserAlertCentralTabSaveMutation>(graphql`
    mutation UserAlertCentralTabSaveMutation($id: ID!, $input: [AlertCentralSettingInput!]!) {
      updateUserAlertCentralSettings(id: $id, input: $input) {
        user {
          id
          ...UserAlertCentralTab_user
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
  const update = (kind: string, change: Partial<AlertCentralValues>) =>
    form.setValues((current) =>
      current.map((setting) => (setting.kind === kind ? { ...setting, ...change } : setting)),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (hasNumberOutOfRange(event.currentTarget as HTMLFormElement)) return;
    if (!form.dirty || saving || !editable) return;
    setSaving(true);
    try {
      const { updateUserAlertCentralSettings } = await save({
        id: data.id,
        input: form.values.map(({ selectedNetworks, headline, description, ...setting }) => ({
          ...setting,
          selectedNetworkIds: selectedNetworks.map((network) => network.id),
          headline: headline.trim() || null,
          description: description.trim() || null,
        })),
      });
      const errors = updateUserAlertCentralSettings.errors;
      if (errors.length) notify.error(`${errors[0]!.field}: ${fieldErrorText(intl, errors[0]!)}`);
      else {
        form.reset(form.values);
        notify.success(t('profile.alertCentral.saved'));
      }
    } catch (error) {
      notify.error(errorMessage(intl, error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.tab.alertCentral')}>
      <Stack gap="4">
        {form.values.map((setting) => {
          const kind = t(`profile.alertCentral.kind.${setting.kind}`);
          const details = editable && setting.customize;
          const flag = (name: Flag, disabled = false) => (
            <SwitchField
              label={t(`profile.alertCentral.${name}`)}
              checked={Boolean(setting[name])}
              disabled={!details || disabled}
              onChange={(checked) => update(setting.kind, { [name]: checked })}
            />
          );
          return (
            <Card.Root key={setting.kind} variant="outline" bg="bg" data-testid={`alert-central-${setting.kind}`}>
              <Card.Body>
                <Fieldset.Root disabled={!editable}>
                  <Stack gap="4">
                    <HStack justify="space-between" wrap="wrap" gap="3">
                      <Fieldset.Legend asChild>
                        <Heading as="h3" size="md">
                          {kind}
                        </Heading>
                      </Fieldset.Legend>
                      <SwitchField
                        label={intl.formatMessage({ id: 'profile.alertCentral.customizeKind' }, { kind })}
                        checked={setting.customize}
                        disabled={!editable}
                        onChange={(customize) => update(setting.kind, { customize })}
                      />
                    </HStack>
                    {/* the kind follows the client's policy until customized: its details show only then */}
                    {setting.customize && (
                      <Stack gap="4">
                        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                          {flag('enforced')}
                          {flag('personalInformation')}
                          {flag('alertAllAvailableNetworks')}
                          {flag('alertAllAvailableUsers')}
                          {setting.requestSelectedNetworks !== null && flag('requestSelectedNetworks')}
                          {setting.requestPersonalInformation !== null && flag('requestPersonalInformation')}
                        </SimpleGrid>
                        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="end">
                          <Stack gap="2">
                            {flag('createPublicAlert')}
                            <FormField label={t('profile.alertCentral.publicRadius')}>
                              <RadiusInput
                                label={intl.formatMessage({ id: 'profile.alertCentral.radiusFor' }, { kind })}
                                value={setting.publicRadius}
                                disabled={!details || !setting.createPublicAlert}
                                onChange={(publicRadius) => update(setting.kind, { publicRadius })}
                              />
                            </FormField>
                          </Stack>
                          <FormField label={t('profile.alertCentral.selectedNetworksRadius')}>
                            <RadiusInput
                              label={intl.formatMessage({ id: 'profile.alertCentral.networksRadiusFor' }, { kind })}
                              value={setting.selectedNetworksRadius}
                              disabled={!details}
                              onChange={(selectedNetworksRadius) => update(setting.kind, { selectedNetworksRadius })}
                            />
                          </FormField>
                        </SimpleGrid>
                        <Stack gap="1.5">
                          {/* the picker names itself (aria-label); this is the same name for the eye */}
                          <Text fontSize="sm" fontWeight="medium" aria-hidden="true">
                            {t('profile.alertCentral.selectedNetworksLabel')}
                          </Text>
                          <SearchPicker
                            label={intl.formatMessage({ id: 'profile.alertCentral.selectedNetworksFor' }, { kind })}
                            placeholder={t('profile.alertCentral.selectedNetworks')}
                            selected={setting.selectedNetworks}
                            search={search}
                            disabled={!details}
                            onChange={(selectedNetworks) => update(setting.kind, { selectedNetworks })}
                          />
                        </Stack>
                        <FormField label={t('profile.alertCentral.headline')} disabled={!details}>
                          <Input
                            size="sm"
                            maxLength={200}
                            value={setting.headline}
                            onChange={(event) => update(setting.kind, { headline: event.target.value })}
                          />
                        </FormField>
                        <FormField label={t('profile.alertCentral.description')} disabled={!details}>
                          <Textarea
                            size="sm"
                            rows={2}
                            maxLength={1000}
                            value={setting.description}
                            onChange={(event) => update(setting.kind, { description: event.target.value })}
                          />
                        </FormField>
                      </Stack>
                    )}
                  </Stack>
                </Fieldset.Root>
              </Card.Body>
            </Card.Root>
          );
        })}
        {editable && (
          <HStack justify="end">
            <SaveButton dirty={form.dirty} saving={saving} />
          </HStack>
        )}
      </Stack>
    </form>
  );
}

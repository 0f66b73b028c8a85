import {
  Alert,
  Button,
  Card,
  Grid,
  HStack,
  Input,
  NativeSelect,
  Separator,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../../i18n/errorMessage';
import {
  CheckboxField,
  FormField,
  InlineErrors,
  SaveButton,
  SwitchField,
  toFieldErrors,
  useDirtyForm,
  type FieldErrorShape,
  useFieldErrors,
} from '../../../ui/form';
import {
  useDocumentSearch,
  useNetworkSearch,
  useUserSearch,
  type DocumentOption,
  type NetworkOption,
  type UserOption,
} from '../../../ui/Pickers';
import { SearchPicker } from '../../../ui/SearchPicker';
import { notify } from '../../../ui/toaster';
import { RadiusInput } from '../policy/RadiusInput';
import { CATEGORIES, DEFAULT_COLORS, SOUNDS, type AlertCategory, type AlertSound } from '../policy/rules';
import { COLOR, DESCRIPTION_MAX, meetingLinkError, RADIUS_DEFAULT } from '../validation';
import { hasNumberOutOfRange } from '../../../ui/NumberField';

export interface MultiAlertValues {
  name: string;
  draft: boolean;
  title: string;
  description: string;
  alertCategory: AlertCategory;
  selectedNetworks: NetworkOption[];
  selectedNetworksRadiusEnabled: boolean;
  selectedNetworksRadius: number;
  createPublicAlert: boolean;
  alertAllAvailableNetworks: boolean;
  alertAllAvailableUsers: boolean;
  publicRadiusEnabled: boolean;
  publicRadius: number;
  color: string;
  instructions: string;
  meetingLink: string;
  document: DocumentOption | null;
  notifySelectedUsersOutsideOfRange: UserOption[];
  overwriteAll: boolean;
  selectedUsers: UserOption[];
  enableConfirmationComment: boolean;
  enableTwoStepConfirmation: boolean;
  streamingEnabled: boolean;
  sound: AlertSound;
}

export const newMultiAlert: MultiAlertValues = {
  name: '',
  draft: true,
  title: '',
  description: '',
  alertCategory: 'SOS_EMERGENCY',
  selectedNetworks: [],
  selectedNetworksRadiusEnabled: false,
  selectedNetworksRadius: RADIUS_DEFAULT,
  createPublicAlert: false,
  alertAllAvailableNetworks: false,
  alertAllAvailableUsers: false,
  publicRadiusEnabled: false,
  publicRadius: RADIUS_DEFAULT,
  color: DEFAULT_COLORS.SOS_EMERGENCY,
  instructions: '',
  meetingLink: '',
  document: null,
  notifySelectedUsersOutsideOfRange: [],
  overwriteAll: false,
  selectedUsers: [],
  enableConfirmationComment: false,
  enableTwoStepConfirmation: false,
  streamingEnabled: false,
  sound: 'UAN',
};

/** While draft, visible-to-all, streaming, confirmation comment, two-step and sound are off (sound: the default, uan). */
export function applyDraftRule(values: MultiAlertValues): MultiAlertValues {
  if (!values.draft) return values;
  return {
    ...values,
    alertAllAvailableUsers: false,
    streamingEnabled: false,
    enableConfirmationComment: false,
    enableTwoStepConfirmation: false,
    sound: 'UAN',
  };
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);

export function toMultiAlertInput(values: MultiAlertValues) {
  const v = applyDraftRule(values);
  return {
    name: v.name.trim(),
    draft: v.draft,
    title: orNull(v.title),
    description: orNull(v.description),
    alertCategory: v.alertCategory,
    selectedNetworkIds: v.selectedNetworks.map((network) => network.id),
    selectedNetworksRadiusEnabled: v.selectedNetworksRadiusEnabled,
    selectedNetworksRadius: v.selectedNetworksRadius,
    createPublicAlert: v.createPublicAlert,
    alertAllAvailableNetworks: v.alertAllAvailableNetworks,
    alertAllAvailableUsers: v.alertAllAvailableUsers,
    publicRadiusEnabled: v.publicRadiusEnabled,
    publicRadius: v.publicRadius,
    color: v.color.toUpperCase(),
    instructions: orNull(v.instructions),
    meetingLink: orNull(v.meetingLink),
    documentId: v.document?.id ?? null,
    notifySelectedUserIdsOutsideOfRange: v.notifySelectedUsersOutsideOfRange.map((user) => user.id),
    overwriteAll: v.overwriteAll,
    selectedUserIds: v.selectedUsers.map((user) => user.id),
    enableConfirmationComment: v.enableConfirmationComment,
    enableTwoStepConfirmation: v.enableTwoStepConfirmation,
    streamingEnabled: v.streamingEnabled,
    sound: v.sound,
  };
}

function localErrors(values: MultiAlertValues): FieldErrorShape[] {
  const errors: FieldErrorShape[] = [];
  const add = (field: string, code: string) => errors.push({ field, code, message: code });
  if (!values.name.trim()) add('name', 'REQUIRED');
  if (!values.title.trim()) add('title', 'REQUIRED');
  if (values.description.length > DESCRIPTION_MAX) add('description', 'TOO_LONG');
  if (!COLOR.test(values.color)) add('color', 'INVALID_COLOR');
  const link = meetingLinkError(values.meetingLink);
  if (link) add('meetingLink', link);
  return errors;
}

interface Props {
  clientId: string;
  initial: MultiAlertValues;
  onSave: (values: MultiAlertValues) => Promise<readonly FieldErrorShape[]>;
  onCancel: () => void;
}

/** The multi-alert (custom alert) form, new and edit. */
export function MultiAlertForm({ clientId, initial, onSave, onCancel }: Props) {
  const intl = useIntl();
  const form = useDirtyForm(initial);
  const { errors, setErrors, formRef } = useFieldErrors();
  const [saving, setSaving] = useState(false);
  const userSearch = useUserSearch({ clientId });
  const networkSearch = useNetworkSearch({ clientId });
  const documentSearch = useDocumentSearch({ clientId });
  const t = (id: string) => intl.formatMessage({ id });
  const v = form.values;
  const set = <K extends keyof MultiAlertValues>(key: K, value: MultiAlertValues[K]) =>
    form.setValues((current) => applyDraftRule({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (hasNumberOutOfRange(event.currentTarget as HTMLFormElement)) return;
    if (!form.dirty || saving) return;
    const local = localErrors(v);
    if (local.length) {
      setErrors(toFieldErrors(intl, local));
      return;
    }
    setSaving(true);
    try {
      const fieldErrors = await onSave(applyDraftRule(v));
      if (fieldErrors.length) {
        setErrors(toFieldErrors(intl, fieldErrors));
        notify.error(t('error.generic'));
        return;
      }
      setErrors({});
      form.reset(v);
      notify.success(t('multiAlerts.saved'));
    } catch (error) {
      notify.error(errorMessage(intl, error));
    } finally {
      setSaving(false);
    }
  };

  const draftLocked = v.draft;
  const known = new Set(
    Object.keys(newMultiAlert).concat([
      'selectedNetworkIds',
      'selectedUserIds',
      'notifySelectedUserIdsOutsideOfRange',
      'documentId',
    ]),
  );
  const other = Object.entries(errors).filter(([field]) => !known.has(field));

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('multiAlerts.form.label')}>
      <Stack gap="5">
        <Card.Root variant="outline" bg="bg">
          <Card.Body>
            <Stack gap="4">
              <HStack justify="space-between" wrap="wrap">
                <SwitchField
                  label={t('multiAlerts.field.draft')}
                  checked={v.draft}
                  onChange={(draft) => set('draft', draft)}
                />
                {draftLocked && (
                  <Text fontSize="sm" color="fg.muted">
                    {t('multiAlerts.draftHelp')}
                  </Text>
                )}
              </HStack>
              <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
                <FormField label={t('multiAlerts.field.name')} errors={errors.name} required>
                  <Input value={v.name} maxLength={100} onChange={(event) => set('name', event.target.value)} />
                </FormField>
                <FormField label={t('multiAlerts.field.title')} errors={errors.title} required>
                  <Input value={v.title} maxLength={100} onChange={(event) => set('title', event.target.value)} />
                </FormField>
                <FormField label={t('multiAlerts.field.alertCategory')} errors={errors.alertCategory}>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={v.alertCategory}
                      onChange={(event) => {
                        const alertCategory = event.currentTarget.value as AlertCategory;
                        form.setValues((current) => ({
                          ...current,
                          alertCategory,
                          color:
                            current.color.toUpperCase() === DEFAULT_COLORS[current.alertCategory]
                              ? DEFAULT_COLORS[alertCategory]
                              : current.color,
                        }));
                      }}
                    >
                      {CATEGORIES.map((category) => (
                        <option key={category} value={category}>
                          {t(`alertCategory.${category}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
                <FormField label={t('multiAlerts.field.color')} errors={errors.color}>
                  <HStack>
                    <Input
                      type="color"
                      w="14"
                      p="1"
                      value={v.color.toLowerCase()}
                      onChange={(event) => set('color', event.target.value.toUpperCase())}
                    />
                    <Text fontFamily="mono" fontSize="sm">
                      {v.color.toUpperCase()}
                    </Text>
                  </HStack>
                </FormField>
                <FormField
                  label={t('multiAlerts.field.description')}
                  errors={errors.description}
                  helperText={intl.formatMessage(
                    { id: 'common.counter' },
                    { count: v.description.length, max: DESCRIPTION_MAX },
                  )}
                >
                  <Textarea
                    rows={2}
                    maxLength={DESCRIPTION_MAX}
                    value={v.description}
                    onChange={(event) => set('description', event.target.value)}
                  />
                </FormField>
                <FormField label={t('policy.field.instructions')} errors={errors.instructions}>
                  <Textarea
                    rows={2}
                    value={v.instructions}
                    onChange={(event) => set('instructions', event.target.value)}
                  />
                </FormField>
                <FormField label={t('policy.field.document')} errors={errors.documentId}>
                  <SearchPicker
                    single
                    label={t('policy.field.document')}
                    selected={v.document ? [v.document] : []}
                    onChange={(documents) => set('document', documents[0] ?? null)}
                    search={documentSearch}
                  />
                </FormField>
                <FormField
                  label={t('policy.field.meetingLink')}
                  errors={errors.meetingLink}
                  helperText={t('policy.meetingLink.help')}
                >
                  <Input
                    type="url"
                    placeholder="https://"
                    value={v.meetingLink}
                    onChange={(event) => set('meetingLink', event.target.value)}
                  />
                </FormField>
                <FormField label={t('policy.field.sound')} errors={errors.sound} disabled={draftLocked}>
                  <NativeSelect.Root disabled={draftLocked}>
                    <NativeSelect.Field
                      value={v.sound}
                      onChange={(event) => set('sound', event.currentTarget.value as AlertSound)}
                    >
                      {SOUNDS.map((sound) => (
                        <option key={sound} value={sound}>
                          {t(`sound.${sound}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              </Grid>
              <Separator />
              <Grid templateColumns={{ base: '1fr', md: '1fr 1fr', xl: 'repeat(3, 1fr)' }} gap="3">
                <CheckboxField
                  label={t('policy.field.overwriteAll')}
                  checked={v.overwriteAll}
                  onChange={(checked) => set('overwriteAll', checked)}
                />
                <CheckboxField
                  label={t('policy.field.streamingEnabled')}
                  checked={v.streamingEnabled}
                  disabled={draftLocked}
                  onChange={(checked) => set('streamingEnabled', checked)}
                />
                <CheckboxField
                  label={t('policy.field.enableConfirmationComment')}
                  checked={v.enableConfirmationComment}
                  disabled={draftLocked}
                  onChange={(checked) => set('enableConfirmationComment', checked)}
                />
                <CheckboxField
                  label={t('policy.field.enableTwoStepConfirmation')}
                  checked={v.enableTwoStepConfirmation}
                  disabled={draftLocked}
                  onChange={(checked) => set('enableTwoStepConfirmation', checked)}
                />
              </Grid>
              <Separator />
              <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4">
                <FormField label={t('policy.field.selectedUsers')} errors={errors.selectedUserIds}>
                  <SearchPicker
                    label={t('policy.field.selectedUsers')}
                    selected={v.selectedUsers}
                    onChange={(users) => set('selectedUsers', users)}
                    search={userSearch}
                  />
                </FormField>
                <FormField
                  label={t('policy.field.notifySelectedUsersOutsideOfRange')}
                  errors={errors.notifySelectedUserIdsOutsideOfRange}
                >
                  <SearchPicker
                    label={t('policy.field.notifySelectedUsersOutsideOfRange')}
                    selected={v.notifySelectedUsersOutsideOfRange}
                    onChange={(users) => set('notifySelectedUsersOutsideOfRange', users)}
                    search={userSearch}
                  />
                </FormField>
                <FormField label={t('policy.field.selectedNetworks')} errors={errors.selectedNetworkIds}>
                  <SearchPicker
                    label={t('policy.field.selectedNetworks')}
                    selected={v.selectedNetworks}
                    onChange={(networks) => set('selectedNetworks', networks)}
                    search={networkSearch}
                  />
                </FormField>
                <Stack gap="2">
                  <CheckboxField
                    label={t('policy.field.selectedNetworksRadiusEnabled')}
                    checked={v.selectedNetworksRadiusEnabled}
                    onChange={(on) =>
                      form.setValues((current) => ({
                        ...current,
                        selectedNetworksRadiusEnabled: on,
                        selectedNetworksRadius: on ? current.selectedNetworksRadius : RADIUS_DEFAULT,
                      }))
                    }
                  />
                  <RadiusInput
                    label={t('policy.field.selectedNetworksRadius')}
                    value={v.selectedNetworksRadius}
                    disabled={!v.selectedNetworksRadiusEnabled}
                    onChange={(value) => set('selectedNetworksRadius', value)}
                  />
                  <InlineErrors errors={errors.selectedNetworksRadius} />
                </Stack>
              </Grid>
              <Separator />
              <Stack gap="2">
                <CheckboxField
                  label={t('policy.field.createPublicAlert')}
                  checked={v.createPublicAlert}
                  onChange={(on) =>
                    form.setValues((current) =>
                      on
                        ? { ...current, createPublicAlert: true }
                        : {
                            ...current,
                            createPublicAlert: false,
                            alertAllAvailableNetworks: false,
                            alertAllAvailableUsers: false,
                            publicRadiusEnabled: false,
                            publicRadius: RADIUS_DEFAULT,
                          },
                    )
                  }
                />
                <Stack gap="2" ps="6" borderStartWidth="2px" ms="2">
                  <CheckboxField
                    label={t('policy.field.alertAllAvailableNetworks')}
                    checked={v.alertAllAvailableNetworks}
                    disabled={!v.createPublicAlert}
                    onChange={(checked) => set('alertAllAvailableNetworks', checked)}
                  />
                  <CheckboxField
                    label={t('multiAlerts.field.visibleToAll')}
                    checked={v.alertAllAvailableUsers}
                    disabled={draftLocked || !v.createPublicAlert}
                    onChange={(checked) => set('alertAllAvailableUsers', checked)}
                  />
                  <CheckboxField
                    label={t('policy.field.publicRadiusEnabled')}
                    checked={v.publicRadiusEnabled}
                    disabled={!v.createPublicAlert}
                    onChange={(on) =>
                      form.setValues((current) => ({
                        ...current,
                        publicRadiusEnabled: on,
                        publicRadius: on ? current.publicRadius : RADIUS_DEFAULT,
                      }))
                    }
                  />
                  <RadiusInput
                    label={t('policy.field.publicRadius')}
                    value={v.publicRadius}
                    disabled={!v.createPublicAlert || !v.publicRadiusEnabled}
                    onChange={(value) => set('publicRadius', value)}
                  />
                  <InlineErrors errors={[...(errors.publicRadius ?? []), ...(errors.alertAllAvailableUsers ?? [])]} />
                </Stack>
              </Stack>
            </Stack>
          </Card.Body>
        </Card.Root>
        {other.length > 0 && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>{other.flatMap(([, messages]) => messages).join(' ')}</Alert.Description>
          </Alert.Root>
        )}
        <HStack justify="end">
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <SaveButton dirty={form.dirty} saving={saving} />
        </HStack>
      </Stack>
    </form>
  );
}

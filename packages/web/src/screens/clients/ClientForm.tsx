import { Alert, Box, Button, Grid, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../i18n/errorMessage';
import {
  FormField,
  SaveButton,
  toFieldErrors,
  useDirtyForm,
  type FieldErrorShape,
  useFieldErrors,
} from '../../ui/form';
import { SearchPicker, type PickerOption } from '../../ui/SearchPicker';
import { notify } from '../../ui/toaster';
import { phoneError } from '../../validation/phone';
import { useOrganizationSearch } from '../organizations/OrganizationPicker';
import { DESCRIPTION_MAX, isEmail, NAME_MAX } from './validation';

export interface ClientFormValues {
  name: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  alarmCentralPhone: string;
  description: string;
  /** The client's organization, where the form offers the picker (admins); left out otherwise. */
  organization?: PickerOption | null;
}

export const emptyClient: ClientFormValues = {
  name: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  alarmCentralPhone: '',
  description: '',
};

/**
 * The checks the form makes before asking the platform (which checks again). `saved`: the client as saved,
 * whose phones are accepted while unchanged, as the platform does.
 */
export function validateClient(values: ClientFormValues, saved?: ClientFormValues): FieldErrorShape[] {
  const errors: FieldErrorShape[] = [];
  const add = (field: string, code: string) => errors.push({ field, code, message: code });
  if (!values.name.trim()) add('name', 'REQUIRED');
  else if (values.name.trim().length > NAME_MAX) add('name', 'TOO_LONG');
  if (values.description.length > DESCRIPTION_MAX) add('description', 'TOO_LONG');
  if (values.contactEmail.trim() && !isEmail(values.contactEmail)) add('contactEmail', 'INVALID_EMAIL');
  for (const field of ['contactPhone', 'alarmCentralPhone'] as const) {
    const phone = phoneError(values[field], saved?.[field]);
    if (phone) add(field, phone);
  }
  return errors;
}

const FIELDS = ['name', 'contactName', 'contactEmail', 'contactPhone', 'alarmCentralPhone'] as const;

interface Props {
  initial: ClientFormValues;
  /** Saves; resolves with the payload's field errors (empty when saved), rejects when the request failed. */
  onSave: (values: ClientFormValues) => Promise<readonly FieldErrorShape[]>;
  onCancel?: () => void;
  /** After a successful save (the form then treats the saved values as unchanged). */
  onSaved?: () => void;
  /** Offer the organization picker (admins: POST/PUT /clients take organizationId from admins only). */
  organizationPicker?: boolean;
}

/**
 * The client form (new and edit): save only when changed, off and spinning while saving, field errors
 * from the payload next to their fields, and what was typed stays after an error.
 */
export function ClientForm({ initial, onSave, onCancel, onSaved, organizationPicker = false }: Props) {
  const intl = useIntl();
  const form = useDirtyForm(initial);
  const { errors, setErrors, formRef } = useFieldErrors();
  const [saving, setSaving] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.dirty || saving) return;
    const local = validateClient(form.values, form.baseline);
    if (local.length) {
      setErrors(toFieldErrors(intl, local));
      return;
    }
    setSaving(true);
    try {
      const fieldErrors = await onSave(form.values);
      if (fieldErrors.length) {
        setErrors(toFieldErrors(intl, fieldErrors));
        notify.error(t('clients.saveFailed'));
      } else {
        setErrors({});
        form.reset(form.values);
        notify.success(t('clients.saved'));
        onSaved?.();
      }
    } catch (error) {
      notify.error(errorMessage(intl, error));
    } finally {
      setSaving(false);
    }
  };

  const searchOrganizations = useOrganizationSearch();
  const other = Object.entries(errors).filter(
    ([field]) =>
      !(FIELDS as readonly string[]).includes(field) &&
      field !== 'description' &&
      !(organizationPicker && field === 'organizationId'),
  );
  const field = (name: (typeof FIELDS)[number], type = 'text') => (
    <FormField
      label={t(`clients.field.${name}`)}
      errors={errors[name]}
      required={name === 'name'}
      helperText={type === 'tel' ? t('phoneField.hint') : undefined}
    >
      <Input
        name={name}
        type={type}
        value={form.values[name]}
        onChange={(event) => form.setValue(name, event.target.value)}
        maxLength={name === 'name' ? NAME_MAX : undefined}
      />
    </FormField>
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('clients.form.label')}>
      <Stack gap="4">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          {field('name')}
          {field('contactName')}
          {field('contactEmail', 'email')}
          {field('contactPhone', 'tel')}
          {field('alarmCentralPhone', 'tel')}
          {organizationPicker && (
            <FormField
              label={t('clients.field.organization')}
              errors={errors.organizationId}
              helperText={form.values.organization ? undefined : t('clients.field.organizationNone')}
            >
              <Box w="full">
                <SearchPicker
                  label={t('clients.field.organization')}
                  single
                  selected={form.values.organization ? [form.values.organization] : []}
                  onChange={(options) => form.setValue('organization', options[options.length - 1] ?? null)}
                  search={searchOrganizations}
                />
              </Box>
            </FormField>
          )}
        </Grid>
        <FormField
          label={t('clients.field.description')}
          errors={errors.description}
          helperText={intl.formatMessage(
            { id: 'common.counter' },
            { count: form.values.description.length, max: DESCRIPTION_MAX },
          )}
        >
          <Textarea
            name="description"
            value={form.values.description}
            maxLength={DESCRIPTION_MAX}
            rows={3}
            onChange={(event) => form.setValue('description', event.target.value)}
          />
        </FormField>
        {other.length > 0 && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>{other.flatMap(([, messages]) => messages).join(' ')}</Alert.Description>
          </Alert.Root>
        )}
        <HStack justify="end">
          {onCancel && (
            <Button variant="outline" onClick={onCancel} disabled={saving}>
              {t('common.cancel')}
            </Button>
          )}
          <SaveButton dirty={form.dirty} saving={saving} />
        </HStack>
      </Stack>
    </form>
  );
}

/**
 * Form values → ClientInput (empty texts are sent as null). The organization: the one given (a client
 * created inside an organization), else the picker's (null: none), else left out (kept as it is).
 */
export function toClientInput(values: ClientFormValues, organizationId?: string | null) {
  const orNull = (value: string) => (value.trim() ? value.trim() : null);
  return {
    name: values.name.trim(),
    contactName: orNull(values.contactName),
    contactEmail: orNull(values.contactEmail),
    contactPhone: orNull(values.contactPhone),
    alarmCentralPhone: orNull(values.alarmCentralPhone),
    description: orNull(values.description),
    ...(organizationId
      ? { organizationId }
      : values.organization !== undefined
        ? { organizationId: values.organization?.id ?? null }
        : {}),
  };
}

import { Alert, Button, Grid, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { errorMessage } from '../../i18n/errorMessage';
import {
  fieldErrorText,
  FormField,
  SaveButton,
  toFieldErrors,
  useDirtyForm,
  useFieldErrors,
  type FieldErrors,
  type FieldErrorShape,
} from '../../ui/form';
import { notify } from '../../ui/toaster';
import { phoneError } from '../../validation/phone';
import { isEmail } from '../clients/validation';

// The platform's rules (docs/rest-contract.md, "Organizations and single sign-on"); it checks again.
export const ORGANIZATION_NAME_MAX = 100;
export const ORGANIZATION_DESCRIPTION_MAX = 300;
export const REGISTRATION_NUMBER_MAX = 50;

export interface OrganizationFormValues {
  name: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  registrationNumber: string;
  description: string;
}

export const emptyOrganization: OrganizationFormValues = {
  name: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  registrationNumber: '',
  description: '',
};

/**
 * The checks the form makes before asking the platform (spec 002 section 5). `saved`: the organization as
 * saved, whose phone is accepted while unchanged, as the platform does.
 */
export function validateOrganization(
  values: OrganizationFormValues,
  saved?: OrganizationFormValues,
): FieldErrorShape[] {
  const errors: FieldErrorShape[] = [];
  const add = (field: string, code: string) => errors.push({ field, code, message: code });
  if (!values.name.trim()) add('name', 'REQUIRED');
  else if (values.name.trim().length > ORGANIZATION_NAME_MAX) add('name', 'TOO_LONG');
  if (values.contactEmail.trim() && !isEmail(values.contactEmail)) add('contactEmail', 'INVALID_EMAIL');
  const phone = phoneError(values.contactPhone, saved?.contactPhone);
  if (phone) add('contactPhone', phone);
  if (values.registrationNumber.trim().length > REGISTRATION_NUMBER_MAX) add('registrationNumber', 'TOO_LONG');
  if (values.description.length > ORGANIZATION_DESCRIPTION_MAX) add('description', 'TOO_LONG');
  return errors;
}

/** Field errors by field, translated; a missing name says organization_name_error's text. */
export const organizationFieldErrors = (intl: IntlShape, errors: readonly FieldErrorShape[]): FieldErrors =>
  toFieldErrors(intl, errors, {
    text: (error) =>
      error.field === 'name' && error.code === 'REQUIRED'
        ? intl.formatMessage({ id: 'organizations.form.nameRequired' })
        : fieldErrorText(intl, error),
  });

/** Form values → OrganizationInput (empty texts are sent as null). */
export function toOrganizationInput(values: OrganizationFormValues) {
  const orNull = (value: string) => (value.trim() ? value.trim() : null);
  return {
    name: values.name.trim(),
    contactName: orNull(values.contactName),
    contactEmail: orNull(values.contactEmail),
    contactPhone: orNull(values.contactPhone),
    registrationNumber: orNull(values.registrationNumber),
    description: orNull(values.description),
  };
}

const FIELDS = ['name', 'contactName', 'contactEmail', 'contactPhone', 'registrationNumber', 'description'];

interface Props {
  initial: OrganizationFormValues;
  /** Viewers who may not edit see the fields read-only and no Save. */
  readOnly?: boolean;
  /** Saves; resolves with the payload's field errors (empty when saved), rejects when the request failed. */
  onSave: (values: OrganizationFormValues) => Promise<readonly FieldErrorShape[]>;
  onCancel?: () => void;
}

/**
 * The organization form (new and edit): Save only when changed, off and spinning while saving; the
 * platform's field errors next to their fields; what was typed stays after an error.
 */
export function OrganizationForm({ initial, readOnly = false, onSave, onCancel }: Props) {
  const intl = useIntl();
  const form = useDirtyForm(initial);
  const { errors, setErrors, formRef } = useFieldErrors();
  const [saving, setSaving] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || !form.dirty || saving) return;
    const local = validateOrganization(form.values, form.baseline);
    if (local.length) {
      setErrors(organizationFieldErrors(intl, local));
      return;
    }
    setSaving(true);
    try {
      const fieldErrors = await onSave(form.values);
      if (fieldErrors.length) {
        setErrors(organizationFieldErrors(intl, fieldErrors));
        notify.error(t('organizations.form.saveFailed'));
      } else {
        setErrors({});
        form.reset(form.values);
        notify.success(t('organizations.form.saved'));
      }
    } catch (error) {
      notify.error(errorMessage(intl, error));
    } finally {
      setSaving(false);
    }
  };

  const other = Object.entries(errors).filter(([field]) => !FIELDS.includes(field));
  const field = (name: Exclude<keyof OrganizationFormValues, 'description'>, type = 'text') => (
    <FormField
      label={t(`organizations.field.${name}`)}
      errors={errors[name]}
      required={name === 'name'}
      helperText={type === 'tel' && !readOnly ? t('phoneField.hint') : undefined}
    >
      <Input
        name={name}
        type={type}
        value={form.values[name]}
        readOnly={readOnly}
        onChange={(event) => form.setValue(name, event.target.value)}
        maxLength={
          name === 'name' ? ORGANIZATION_NAME_MAX : name === 'registrationNumber' ? REGISTRATION_NUMBER_MAX : undefined
        }
      />
    </FormField>
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('organizations.form.label')}>
      <Stack gap="4">
        {readOnly && (
          <Text fontSize="sm" color="fg.muted" data-testid="organization-read-only">
            {t('organizations.form.readOnly')}
          </Text>
        )}
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          {field('name')}
          {field('registrationNumber')}
          {field('contactName')}
          {field('contactEmail', 'email')}
          {field('contactPhone', 'tel')}
        </Grid>
        <FormField
          label={t('organizations.field.description')}
          errors={errors.description}
          helperText={
            <span data-testid="description-counter">
              {intl.formatMessage(
                { id: 'common.counter' },
                { count: form.values.description.length, max: ORGANIZATION_DESCRIPTION_MAX },
              )}
            </span>
          }
        >
          <Textarea
            name="description"
            value={form.values.description}
            readOnly={readOnly}
            maxLength={ORGANIZATION_DESCRIPTION_MAX}
            rows={7}
            onChange={(event) => form.setValue('description', event.target.value)}
          />
        </FormField>
        {other.length > 0 && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>{other.flatMap(([, messages]) => messages).join(' ')}</Alert.Description>
          </Alert.Root>
        )}
        {!readOnly && (
          <HStack justify="end">
            {onCancel && (
              <Button variant="outline" onClick={onCancel} disabled={saving}>
                {t('common.cancel')}
              </Button>
            )}
            <SaveButton dirty={form.dirty} saving={saving} />
          </HStack>
        )}
      </Stack>
    </form>
  );
}

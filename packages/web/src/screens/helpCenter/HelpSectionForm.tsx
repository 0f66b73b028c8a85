import { Alert, Button, Grid, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Language } from '../../i18n/language';
import { errorMessage } from '../../i18n/errorMessage';
import {
  fieldErrorText,
  FormField,
  SaveButton,
  toFieldErrors,
  useDirtyForm,
  useFieldErrors,
  type FieldErrorShape,
} from '../../ui/form';
import { LanguageSelect } from './LanguageSelect';
import { RESERVED_SECTION_KEYS, sectionKeyFrom } from './sectionKey';

// The platform's rules (docs/rest-contract.md, "Help center"); it checks again.
export const SECTION_CATEGORY_MAX = 100;
export const SECTION_DESCRIPTION_MAX = 300;

export interface HelpSectionValues {
  category: string;
  lang: Language | '';
  description: string;
}

/** Spec 002 section 5: category, key and language required; the description at most 300 characters. */
export function validateSection(values: HelpSectionValues, key: string, editing: boolean): FieldErrorShape[] {
  const errors: FieldErrorShape[] = [];
  const add = (field: string, code: string) => errors.push({ field, code, message: code });
  if (!values.category.trim()) add('category', 'REQUIRED');
  else if (values.category.trim().length > SECTION_CATEGORY_MAX) add('category', 'TOO_LONG');
  if (values.category.trim() && !key) add('key', 'REQUIRED');
  if (!editing && RESERVED_SECTION_KEYS.includes(key)) add('key', 'RESERVED');
  if (!values.lang) add('lang', 'REQUIRED');
  if (values.description.length > SECTION_DESCRIPTION_MAX) add('description', 'TOO_LONG');
  return errors;
}

const FIELDS = ['category', 'key', 'lang', 'description'];

interface Props {
  initial: HelpSectionValues;
  /** The key of a section being edited (fixed); a new section's key follows its category. */
  fixedKey?: string;
  /** Saves; resolves with the payload's field errors (empty when saved), rejects when the request failed. */
  onSave: (values: HelpSectionValues & { key: string }) => Promise<readonly FieldErrorShape[]>;
  onCancel: () => void;
}

/** A help section's form (new and edit): the key shown as the category is typed; key and language fixed on edit. */
export function HelpSectionForm({ initial, fixedKey, onSave, onCancel }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useDirtyForm(initial);
  const { errors, setErrors, formRef } = useFieldErrors();
  const [saving, setSaving] = useState(false);
  const editing = fixedKey !== undefined;
  const key = fixedKey ?? sectionKeyFrom(form.values.category);
  const fieldErrors = (list: readonly FieldErrorShape[]) =>
    toFieldErrors(intl, list, {
      text: (error) => (error.code === 'RESERVED' ? t('helpCenter.section.keyReserved') : fieldErrorText(intl, error)),
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.dirty || saving) return;
    const local = validateSection(form.values, key, editing);
    if (local.length) {
      setErrors(fieldErrors(local));
      return;
    }
    setSaving(true);
    try {
      const rejected = await onSave({ ...form.values, key });
      if (rejected.length) setErrors(fieldErrors(rejected));
    } catch (error) {
      setErrors({ request: [errorMessage(intl, error)] });
    } finally {
      setSaving(false);
    }
  };

  const other = Object.entries(errors).filter(([field]) => !FIELDS.includes(field));
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('helpCenter.section.formLabel')}>
      <Stack gap="4">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <FormField label={t('helpCenter.section.category')} errors={errors.category} required>
            <Input
              name="category"
              value={form.values.category}
              maxLength={SECTION_CATEGORY_MAX}
              onChange={(event) => form.setValue('category', event.target.value)}
            />
          </FormField>
          <FormField
            label={t('helpCenter.section.key')}
            errors={errors.key}
            helperText={t(editing ? 'helpCenter.section.keyFixed' : 'helpCenter.section.keyHint')}
          >
            <Input name="key" value={key} readOnly data-testid="section-key" />
          </FormField>
          <FormField
            label={t('helpCenter.language')}
            errors={errors.lang}
            required
            disabled={editing}
            helperText={editing ? t('helpCenter.section.langFixed') : undefined}
          >
            <LanguageSelect
              value={form.values.lang}
              disabled={editing}
              onChange={(language) => form.setValue('lang', language)}
            />
          </FormField>
        </Grid>
        <FormField
          label={t('helpCenter.section.description')}
          errors={errors.description}
          helperText={intl.formatMessage(
            { id: 'common.counter' },
            { count: form.values.description.length, max: SECTION_DESCRIPTION_MAX },
          )}
        >
          <Textarea
            name="description"
            rows={5}
            value={form.values.description}
            maxLength={SECTION_DESCRIPTION_MAX}
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
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <SaveButton dirty={form.dirty} saving={saving} />
        </HStack>
      </Stack>
    </form>
  );
}

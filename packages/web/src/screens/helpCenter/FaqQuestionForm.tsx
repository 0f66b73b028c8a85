import { Alert, Box, Button, Grid, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../i18n/errorMessage';
import type { Language } from '../../i18n/language';
import {
  FormField,
  SaveButton,
  toFieldErrors,
  useDirtyForm,
  useFieldErrors,
  type FieldErrorShape,
} from '../../ui/form';
import { LanguageSelect } from './LanguageSelect';
import { FAQ_CATEGORY_MAX } from './RenameCategoryDialog';
import { SanitizedHtml } from './SanitizedHtml';

// The platform's rules (docs/rest-contract.md, "Help center"); it checks again.
export const FAQ_QUESTION_MAX = 500;
export const FAQ_ANSWER_MAX = 20000;
/** The category select's choice for a category that does not exist yet. */
export const NEW_CATEGORY = 'new';

export interface FaqQuestionValues {
  lang: Language | '';
  /** An existing category's id, NEW_CATEGORY, or '' (none chosen yet). */
  categoryId: string;
  newCategory: string;
  question: string;
  answer: string;
}

/** Spec 002 section 5: every field is needed before the question can be saved. */
export function isFaqQuestionComplete(values: FaqQuestionValues): boolean {
  const category = values.categoryId === NEW_CATEGORY ? values.newCategory.trim() : values.categoryId;
  return Boolean(values.lang && category && values.question.trim() && values.answer.trim());
}

const FIELDS = ['lang', 'category', 'question', 'answer'];

interface Props {
  initial: FaqQuestionValues;
  /** The FAQ's categories by language, to choose from. */
  categories: Readonly<Record<Language, readonly { id: string; category: string }[]>>;
  editing: boolean;
  onSave: (values: FaqQuestionValues) => Promise<readonly FieldErrorShape[]>;
  onCancel: () => void;
}

/** An FAQ question (add and edit): category (existing or new), question, the answer's HTML with a sanitized preview, language. */
export function FaqQuestionForm({ initial, categories, editing, onSave, onCancel }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useDirtyForm(initial);
  const { errors, setErrors, formRef } = useFieldErrors();
  const [saving, setSaving] = useState(false);
  const { values } = form;
  const choices = values.lang ? categories[values.lang] : [];
  const complete = isFaqQuestionComplete(values);
  const toErrors = (list: readonly FieldErrorShape[]) =>
    toFieldErrors(intl, list, { field: (name) => (name === 'categoryId' ? 'category' : name) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.dirty || !complete || saving) return;
    setSaving(true);
    try {
      const rejected = await onSave(values);
      if (rejected.length) setErrors(toErrors(rejected));
    } catch (error) {
      setErrors({ request: [errorMessage(intl, error)] });
    } finally {
      setSaving(false);
    }
  };

  const other = Object.entries(errors).filter(([field]) => !FIELDS.includes(field));
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('helpCenter.faq.formLabel')}>
      <Stack gap="4">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <FormField
            label={t('helpCenter.language')}
            errors={errors.lang}
            required
            disabled={editing}
            helperText={editing ? t('helpCenter.faq.langFixed') : undefined}
          >
            <LanguageSelect
              value={values.lang}
              disabled={editing}
              // another language has other categories
              onChange={(language) => form.setValues((current) => ({ ...current, lang: language, categoryId: '' }))}
            />
          </FormField>
          <FormField label={t('helpCenter.faq.category')} errors={errors.category} required disabled={!values.lang}>
            <NativeSelect.Root size="sm" disabled={!values.lang}>
              <NativeSelect.Field
                value={values.categoryId}
                onChange={(event) => form.setValue('categoryId', event.target.value)}
              >
                <option value="">{t('helpCenter.faq.chooseCategory')}</option>
                {choices.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.category}
                  </option>
                ))}
                <option value={NEW_CATEGORY}>{t('helpCenter.faq.newCategory')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Grid>
        {values.categoryId === NEW_CATEGORY && (
          <FormField label={t('helpCenter.faq.newCategoryName')} required>
            <Input
              name="newCategory"
              value={values.newCategory}
              maxLength={FAQ_CATEGORY_MAX}
              onChange={(event) => form.setValue('newCategory', event.target.value)}
            />
          </FormField>
        )}
        <FormField label={t('helpCenter.faq.question')} errors={errors.question} required>
          <Input
            name="question"
            value={values.question}
            maxLength={FAQ_QUESTION_MAX}
            onChange={(event) => form.setValue('question', event.target.value)}
          />
        </FormField>
        <FormField
          label={t('helpCenter.faq.answer')}
          errors={errors.answer}
          required
          helperText={t('helpCenter.faq.answerHint')}
        >
          <Textarea
            name="answer"
            rows={8}
            fontFamily="mono"
            value={values.answer}
            maxLength={FAQ_ANSWER_MAX}
            onChange={(event) => form.setValue('answer', event.target.value)}
          />
        </FormField>
        <Box as="section" aria-labelledby="faq-preview-heading" borderWidth="1px" borderRadius="md" p="3">
          <Text id="faq-preview-heading" fontSize="sm" fontWeight="semibold" color="fg.muted" mb="2">
            {t('helpCenter.faq.preview')}
          </Text>
          <SanitizedHtml html={values.answer} data-testid="faq-preview" />
        </Box>
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
          <SaveButton dirty={form.dirty && complete} saving={saving} />
        </HStack>
      </Stack>
    </form>
  );
}

import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { fromGraphLanguage, type Language, toGraphLanguage } from '../../i18n/language';
import { NotFoundScreen } from '../../shell/NotFoundScreen';
import { usePromiseMutation } from '../../ui/form';
import { notify } from '../../ui/toaster';
import type { FaqQuestionFormScreenCreateMutation } from './__generated__/FaqQuestionFormScreenCreateMutation.graphql';
import type { FaqQuestionFormScreenQuery } from './__generated__/FaqQuestionFormScreenQuery.graphql';
import type { FaqQuestionFormScreenUpdateMutation } from './__generated__/FaqQuestionFormScreenUpdateMutation.graphql';
import { FaqQuestionForm, NEW_CATEGORY, type FaqQuestionValues } from './FaqQuestionForm';
import { HelpPage } from './HelpPage';
import { useNavigateAway } from '../../ui/unsavedChanges';

export const faqQuestionFormScreenQuery = graphql`
  query FaqQuestionFormScreenQuery($id: ID!, $editing: Boolean!) {
    viewer {
      id
    }
    node(id: $id) @include(if: $editing) {
      ... on FaqQuestion {
        id
        question
        answer
        categoryId
        lang
      }
    }
    en: faq(lang: EN) {
      id
      category
    }
    sv: faq(lang: SV) {
      id
      category
    }
    es: faq(lang: ES) {
      id
      category
    }
  }
`;

const createMutation = graphql`
  mutation FaqQuestionFormScreenCreateMutation($input: FaqQuestionInput!) {
    createFaqQuestion(input: $input) {
      question {
        id
        question
        answer
        categoryId
        lang
      }
      errors {
        field
        code
        message
      }
    }
  }
`;

const updateMutation = graphql`
  mutation FaqQuestionFormScreenUpdateMutation($id: ID!, $input: FaqQuestionInput!) {
    updateFaqQuestion(id: $id, input: $input) {
      question {
        id
        question
        answer
        categoryId
        lang
      }
      errors {
        field
        code
        message
      }
    }
  }
`;

/** /help-center/faq/add and /help-center/faq/edit/:id (admin; the loader sends others to the FAQ). */
export function FaqQuestionFormScreen({
  queryRef,
  lang,
}: {
  queryRef: PreloadedQuery<FaqQuestionFormScreenQuery>;
  /** A new question's language to start with (the FAQ's ?lang=). */
  lang: Language;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const navigateAway = useNavigateAway();
  const data = usePreloadedQuery<FaqQuestionFormScreenQuery>(faqQuestionFormScreenQuery, queryRef);
  const [create] = usePromiseMutation<FaqQuestionFormScreenCreateMutation>(createMutation);
  const [update] = usePromiseMutation<FaqQuestionFormScreenUpdateMutation>(updateMutation);
  const editing = queryRef.variables.editing;
  const existing = data.node?.id ? { ...data.node, id: data.node.id } : null;
  if (editing && !existing) return <NotFoundScreen />;

  const choices = (list: readonly { id: string; category: string }[]) =>
    list.map(({ id, category }) => ({ id, category }));
  const categories = { en: choices(data.en), sv: choices(data.sv), es: choices(data.es) };
  const initial: FaqQuestionValues = existing
    ? {
        lang: fromGraphLanguage(existing.lang) ?? '',
        categoryId: existing.categoryId ?? '',
        newCategory: '',
        question: existing.question ?? '',
        answer: existing.answer ?? '',
      }
    : { lang, categoryId: '', newCategory: '', question: '', answer: '' };
  const backToFaq = (language: string) => navigate(`/help-center/faq?lang=${language.toLowerCase()}`);
  const backToFaqSaved = (language: string) => navigateAway(`/help-center/faq?lang=${language.toLowerCase()}`);

  const save = async (values: FaqQuestionValues) => {
    const language = values.lang || lang;
    const input = {
      ...(values.categoryId === NEW_CATEGORY
        ? { category: values.newCategory.trim() }
        : { categoryId: values.categoryId }),
      question: values.question.trim(),
      answer: values.answer,
      lang: toGraphLanguage(language),
    };
    const payload = existing
      ? (await update({ id: existing.id, input })).updateFaqQuestion
      : (await create({ input })).createFaqQuestion;
    if (payload.errors.length === 0) {
      notify.success(t('helpCenter.faq.saved'));
      backToFaqSaved(language);
    }
    return payload.errors;
  };

  return (
    <HelpPage title={t(existing ? 'helpCenter.faq.editTitle' : 'helpCenter.faq.addTitle')}>
      <FaqQuestionForm
        initial={initial}
        categories={categories}
        editing={Boolean(existing)}
        onSave={save}
        onCancel={() => backToFaq(initial.lang || lang)}
      />
    </HelpPage>
  );
}

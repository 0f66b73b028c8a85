import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { fromGraphLanguage, toGraphLanguage } from '../../i18n/language';
import { NotFoundScreen } from '../../shell/NotFoundScreen';
import { usePromiseMutation } from '../../ui/form';
import { notify } from '../../ui/toaster';
import type { HelpSectionFormScreenCreateMutation } from './__generated__/HelpSectionFormScreenCreateMutation.graphql';
import type { HelpSectionFormScreenQuery } from './__generated__/HelpSectionFormScreenQuery.graphql';
import type { HelpSectionFormScreenUpdateMutation } from './__generated__/HelpSectionFormScreenUpdateMutation.graphql';
import { HelpPage } from './HelpPage';
import { HelpSectionForm, type HelpSectionValues } from './HelpSectionForm';
import { useNavigateAway } from '../../ui/unsavedChanges';

export const helpSectionFormScreenQuery = graphql`
  query HelpSectionFormScreenQuery($key: String!, $lang: Language!, $editing: Boolean!) {
    viewer {
      id
    }
    helpSection(key: $key, lang: $lang) @include(if: $editing) {
      id
      category
      key
      lang
      description
    }
  }
`;

const createMutation = graphql`
  mutation HelpSectionFormScreenCreateMutation($input: HelpSectionInput!) {
    createHelpSection(input: $input) {
      section {
        id
        key
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
  mutation HelpSectionFormScreenUpdateMutation($id: ID!, $input: HelpSectionInput!) {
    updateHelpSection(id: $id, input: $input) {
      section {
        id
        category
        description
      }
      errors {
        field
        code
        message
      }
    }
  }
`;

/** /help-center/new and /help-center/:section/edit (admin; the loader sends others back to the help center). */
export function HelpSectionFormScreen({ queryRef }: { queryRef: PreloadedQuery<HelpSectionFormScreenQuery> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const navigateAway = useNavigateAway();
  const data = usePreloadedQuery<HelpSectionFormScreenQuery>(helpSectionFormScreenQuery, queryRef);
  const [create] = usePromiseMutation<HelpSectionFormScreenCreateMutation>(createMutation);
  const [update] = usePromiseMutation<HelpSectionFormScreenUpdateMutation>(updateMutation);
  const { editing, lang } = queryRef.variables;
  const section = data.helpSection;
  if (editing && !section) return <NotFoundScreen />;

  const backToList = (language: string) => navigate(`/help-center?lang=${language.toLowerCase()}`);
  const backToListSaved = (language: string) => navigateAway(`/help-center?lang=${language.toLowerCase()}`);
  const initial: HelpSectionValues = section
    ? {
        category: section.category,
        lang: fromGraphLanguage(section.lang) ?? '',
        description: section.description ?? '',
      }
    : { category: '', lang: fromGraphLanguage(lang) ?? '', description: '' };

  const save = async (values: HelpSectionValues & { key: string }) => {
    const input = {
      category: values.category.trim(),
      key: values.key,
      lang: toGraphLanguage(values.lang || 'en'),
      description: values.description.trim() || null,
    };
    const errors = section
      ? (await update({ id: section.id, input })).updateHelpSection.errors
      : (await create({ input })).createHelpSection.errors;
    if (errors.length === 0) {
      notify.success(intl.formatMessage({ id: 'helpCenter.section.saved' }, { name: input.category }));
      backToListSaved(input.lang);
    }
    return errors;
  };

  return (
    <HelpPage
      title={
        section
          ? intl.formatMessage({ id: 'common.editNamed' }, { name: section.category })
          : t('helpCenter.section.newTitle')
      }
      subtitle={t('helpCenter.section.formSubtitle')}
    >
      <HelpSectionForm
        initial={initial}
        fixedKey={section?.key}
        onSave={save}
        onCancel={() => backToList(section?.lang ?? lang)}
      />
    </HelpPage>
  );
}

import { Accordion, Box, Button, Flex, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, useTransition } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '../../i18n/errorMessage';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyHint } from '../../ui/EmptyHint';
import { usePromiseMutation } from '../../ui/form';
import { notify } from '../../ui/toaster';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { useSetSearchParams } from '../../ui/useSetSearchParams';
import type { FaqScreenDeleteCategoryMutation } from './__generated__/FaqScreenDeleteCategoryMutation.graphql';
import type { FaqScreenDeleteQuestionMutation } from './__generated__/FaqScreenDeleteQuestionMutation.graphql';
import type { FaqScreenList_query$data, FaqScreenList_query$key } from './__generated__/FaqScreenList_query.graphql';
import type { FaqScreenListRefetchQuery } from './__generated__/FaqScreenListRefetchQuery.graphql';
import type { FaqScreenQuery } from './__generated__/FaqScreenQuery.graphql';
import { FAQ_SEARCH_MIN, faqSearchOf } from './faqSearch';
import { HelpPage } from './HelpPage';
import { useChooseHelpLanguage, useHelpLanguage, useReloadOnLanguage } from './helpLanguage';
import { LanguageSelect } from './LanguageSelect';
import { isHelpAdmin } from './paths';
import { RenameCategoryDialog } from './RenameCategoryDialog';
import { SanitizedHtml } from './SanitizedHtml';
import { removeFromList } from './storeUpdates';

export const faqScreenQuery = graphql`
  query FaqScreenQuery($lang: Language!, $search: String) {
    viewer {
      id
      roles
    }
    ...FaqScreenList_query @arguments(lang: $lang, search: $search)
  }
`;

type Category = FaqScreenList_query$data['faq'][number];
type Question = Category['questions'][number];

/** /help-center/faq: the questions by category, searched on the server from 2 characters (?q=). */
export function FaqScreen({ queryRef }: { queryRef: PreloadedQuery<FaqScreenQuery> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const data = usePreloadedQuery<FaqScreenQuery>(faqScreenQuery, queryRef);
  useReloadOnLanguage(queryRef.variables.lang);
  const language = useHelpLanguage();
  const chooseLanguage = useChooseHelpLanguage();
  const admin = isHelpAdmin(data.viewer?.roles);
  return (
    <HelpPage
      title={t('helpCenter.faq.title')}
      subtitle={t('helpCenter.faq.subtitle')}
      actions={
        <HStack gap="3" wrap="wrap">
          <LanguageSelect value={language} onChange={chooseLanguage} standalone />
          <Button asChild variant="outline">
            <RouterLink to={`/help-center?lang=${language}`}>{t('helpCenter.title')}</RouterLink>
          </Button>
          {admin && (
            <Button asChild colorPalette="blue">
              <RouterLink to={`/help-center/faq/add?lang=${language}`}>{t('helpCenter.faq.add')}</RouterLink>
            </Button>
          )}
        </HStack>
      }
    >
      <FaqList
        query={data}
        lang={queryRef.variables.lang}
        initialSearch={queryRef.variables.search ?? ''}
        admin={admin}
      />
    </HelpPage>
  );
}

function FaqList({
  query,
  lang,
  initialSearch,
  admin,
}: {
  query: FaqScreenList_query$key;
  lang: FaqScreenQuery['variables']['lang'];
  initialSearch: string;
  admin: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [data, refetch] = useRefetchableFragment<FaqScreenListRefetchQuery, FaqScreenList_query$key>(
    graphql`
      fragment FaqScreenList_query on Query
      @refetchable(queryName: "FaqScreenListRefetchQuery")
      @argumentDefinitions(lang: { type: "Language!" }, search: { type: "String" }) {
        faq(lang: $lang, search: $search) {
          id
          category
          questions {
            id
            question
            answer
          }
        }
      }
    `,
    query,
  );
  const setSearchParams = useSetSearchParams();
  const [text, setText] = useState(initialSearch);
  const debounced = useDebouncedValue(text, 300);
  const [search, setSearch] = useState(faqSearchOf(initialSearch));
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    const next = faqSearchOf(debounced);
    if (next === search) return;
    setSearch(next);
    setSearchParams(
      (current) => {
        if (next) current.set('q', next);
        else current.delete('q');
        return current;
      },
      { replace: true },
    );
    startTransition(() => {
      refetch({ lang, search: next }, { fetchPolicy: 'store-and-network' });
    });
  }, [debounced, search, lang, refetch, setSearchParams]);

  const [renaming, setRenaming] = useState<Category | null>(null);
  const [deletingCategory, setDeletingCategory] = useState<Category | null>(null);
  const [deletingQuestion, setDeletingQuestion] = useState<{ question: Question; categoryId: string } | null>(null);
  const [deleteQuestion, deletingQuestionBusy] =
    usePromiseMutation<FaqScreenDeleteQuestionMutation>(deleteQuestionMutation);
  const [deleteCategory, deletingCategoryBusy] =
    usePromiseMutation<FaqScreenDeleteCategoryMutation>(deleteCategoryMutation);

  const confirmDeleteQuestion = async () => {
    if (!deletingQuestion) return;
    const { question, categoryId } = deletingQuestion;
    try {
      await deleteQuestion({ id: question.id }, (store) =>
        removeFromList(store, categoryId, 'questions', {}, question.id),
      );
      notify.success(t('helpCenter.faq.questionDeleted'));
    } catch {
      notify.error(t('helpCenter.faq.deleteQuestionFailed'));
    } finally {
      setDeletingQuestion(null);
    }
  };

  const confirmDeleteCategory = async () => {
    if (!deletingCategory) return;
    const category = deletingCategory;
    try {
      await deleteCategory({ id: category.id }, (store) =>
        removeFromList(store, null, 'faq', { lang, search }, category.id),
      );
      notify.success(intl.formatMessage({ id: 'helpCenter.faq.categoryDeleted' }, { name: category.category }));
    } catch (error) {
      notify.error(errorMessage(intl, error));
    } finally {
      setDeletingCategory(null);
    }
  };

  // the platform lists empty categories so admins can rename or delete them; readers have nothing to open there
  const categories = admin ? data.faq : data.faq.filter((category) => category.questions.length > 0);
  const tooShort = text.trim().length > 0 && text.trim().length < FAQ_SEARCH_MIN;
  return (
    <Stack gap="5">
      <Box maxW="md">
        <Input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('helpCenter.faq.searchPlaceholder')}
          aria-label={t('helpCenter.faq.search')}
          aria-describedby="faq-search-hint"
        />
        <Text id="faq-search-hint" fontSize="sm" color="fg.muted" mt="1" aria-live="polite">
          {tooShort ? t('helpCenter.faq.searchTooShort') : ''}
        </Text>
      </Box>
      <Stack gap="6" opacity={pending ? 0.5 : 1} aria-busy={pending} data-testid="faq-list">
        {categories.length === 0 ? (
          search ? (
            <EmptyHint
              title={t('helpCenter.faq.noMatchTitle')}
              description={intl.formatMessage({ id: 'helpCenter.faq.noMatch' }, { search })}
            />
          ) : (
            <EmptyHint
              title={t('helpCenter.faq.emptyTitle')}
              description={t(admin ? 'helpCenter.faq.emptyAdmin' : 'helpCenter.faq.empty')}
            />
          )
        ) : (
          categories.map((category) => (
            <Box as="section" key={category.id} aria-labelledby={`faq-category-${category.id}`}>
              <Flex justify="space-between" align="center" gap="2" mb="2" wrap="wrap">
                <Heading as="h2" size="lg" id={`faq-category-${category.id}`}>
                  {category.category}
                </Heading>
                {admin && (
                  <HStack gap="2">
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => setRenaming(category)}
                      aria-label={intl.formatMessage({ id: 'helpCenter.faq.renameNamed' }, { name: category.category })}
                    >
                      {t('helpCenter.faq.rename')}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => setDeletingCategory(category)}
                      aria-label={intl.formatMessage({ id: 'common.deleteNamed' }, { name: category.category })}
                    >
                      {t('common.delete')}
                    </Button>
                  </HStack>
                )}
              </Flex>
              <Accordion.Root
                key={search ?? ''}
                multiple
                collapsible
                variant="enclosed"
                defaultValue={search ? category.questions.map((question) => question.id) : []}
              >
                {category.questions.map((question) => (
                  <Accordion.Item key={question.id} value={question.id}>
                    <Accordion.ItemTrigger>
                      <Text flex="1" textAlign="start" fontWeight="medium">
                        {question.question}
                      </Text>
                      <Accordion.ItemIndicator />
                    </Accordion.ItemTrigger>
                    <Accordion.ItemContent>
                      <Accordion.ItemBody>
                        <SanitizedHtml html={question.answer} data-testid="faq-answer" />
                        {admin && (
                          <HStack gap="2" mt="3" justify="end">
                            <Button asChild size="xs" variant="outline">
                              <RouterLink
                                to={`/help-center/faq/edit/${encodeURIComponent(question.id)}`}
                                aria-label={intl.formatMessage({ id: 'common.editNamed' }, { name: question.question })}
                              >
                                {t('common.edit')}
                              </RouterLink>
                            </Button>
                            <Button
                              size="xs"
                              variant="outline"
                              colorPalette="red"
                              onClick={() => setDeletingQuestion({ question, categoryId: category.id })}
                              aria-label={intl.formatMessage({ id: 'common.deleteNamed' }, { name: question.question })}
                            >
                              {t('common.delete')}
                            </Button>
                          </HStack>
                        )}
                      </Accordion.ItemBody>
                    </Accordion.ItemContent>
                  </Accordion.Item>
                ))}
              </Accordion.Root>
            </Box>
          ))
        )}
      </Stack>
      <RenameCategoryDialog category={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDialog
        open={deletingQuestion !== null}
        title={t('helpCenter.faq.deleteQuestionTitle')}
        message={deletingQuestion?.question.question}
        busy={deletingQuestionBusy}
        onConfirm={confirmDeleteQuestion}
        onCancel={() => setDeletingQuestion(null)}
      />
      <ConfirmDialog
        open={deletingCategory !== null}
        title={intl.formatMessage(
          { id: 'helpCenter.faq.deleteCategoryTitle' },
          { name: deletingCategory?.category ?? '' },
        )}
        message={t('helpCenter.faq.deleteCategoryMessage')}
        busy={deletingCategoryBusy}
        onConfirm={confirmDeleteCategory}
        onCancel={() => setDeletingCategory(null)}
      />
    </Stack>
  );
}

const deleteQuestionMutation = graphql`
  mutation FaqScreenDeleteQuestionMutation($id: ID!) {
    deleteFaqQuestion(id: $id) {
      deletedId
    }
  }
`;

const deleteCategoryMutation = graphql`
  mutation FaqScreenDeleteCategoryMutation($id: ID!) {
    deleteFaqCategory(id: $id) {
      deletedId
    }
  }
`;

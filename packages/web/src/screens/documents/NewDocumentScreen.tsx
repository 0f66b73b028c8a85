import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { NotFoundScreen } from '../../shell/NotFoundScreen';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { EmptyHint } from '../../ui/EmptyHint';
import type { NewDocumentScreenQuery } from './__generated__/NewDocumentScreenQuery.graphql';
import { DocumentForm } from './DocumentForm';
import type { DocumentLanguage } from './filters';

export const newDocumentScreenQuery = graphql`
  query NewDocumentScreenQuery($section: String!, $lang: Language, $withSection: Boolean!) {
    viewer {
      id
      roles
    }
    helpSection(key: $section, lang: $lang) @include(if: $withSection) {
      id
      key
      category
      lang
    }
  }
`;

/** Where the new-document form is opened: a document, a release note, or a help-center section's document. */
export type NewDocumentTarget = 'document' | 'releaseNote' | 'section';

/**
 * /documents/new, /release-notes/new and /documents/new?section=<key>&lang=<lang> (the help center's add):
 * the form for a new document of that kind. Release notes and help-center documents are the admin's.
 */
export function NewDocumentScreen({
  queryRef,
  target,
}: {
  queryRef: PreloadedQuery<NewDocumentScreenQuery>;
  target: NewDocumentTarget;
}) {
  const intl = useIntl();
  const data = usePreloadedQuery<NewDocumentScreenQuery>(newDocumentScreenQuery, queryRef);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const title = t(target === 'releaseNote' ? 'documents.form.newReleaseNote' : 'documents.form.newTitle');
  const section = target === 'section' ? (data.helpSection ?? null) : null;
  useDocumentTitle(target === 'section' && !section ? null : title);
  if (target === 'section' && !section) return <NotFoundScreen />;

  const isAdmin = data.viewer?.roles.includes('ADMIN') ?? false;
  const adminOnly = target !== 'document';
  const locale = intl.locale.slice(0, 2).toUpperCase();
  const defaultLang = (['EN', 'SV', 'ES'].includes(locale) ? locale : 'EN') as DocumentLanguage;

  return (
    <Stack gap="6" maxW="6xl">
      <Box>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">
          {section
            ? t('documents.form.forSection', { section: section.category })
            : t(target === 'releaseNote' ? 'documents.form.newReleaseNoteSubtitle' : 'documents.form.newSubtitle')}
        </Text>
      </Box>
      {adminOnly && !isAdmin ? (
        <EmptyHint title={t('documents.form.adminOnly')} description={t('documents.form.adminOnlyHint')} />
      ) : (
        <Card.Root variant="outline">
          <Card.Body>
            <DocumentForm
              document={null}
              kind={{ releaseNote: target === 'releaseNote', section: section?.key ?? null }}
              fixedLang={section ? (section.lang as DocumentLanguage) : null}
              defaultLang={defaultLang}
            />
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}

import { Badge, Button, HStack, Link, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { config } from '../../config';
import { formatDateTime } from '../../format/date';
import { NotFoundScreen } from '../../shell/NotFoundScreen';
import { EmptyHint } from '../../ui/EmptyHint';
import { HorizontalScroll } from '../../ui/HorizontalScroll';
import { Panel } from '../../ui/Panel';
import type { HelpSectionScreenQuery } from './__generated__/HelpSectionScreenQuery.graphql';
import { DeleteSectionDialog } from './DeleteSectionDialog';
import { HelpPage } from './HelpPage';
import { useReloadOnLanguage } from './helpLanguage';
import { isHelpAdmin, newSectionDocumentPath, sectionDocumentPath, sectionPath } from './paths';
import { useNavigateAway } from '../../ui/unsavedChanges';

export const helpSectionScreenQuery = graphql`
  query HelpSectionScreenQuery($key: String!, $lang: Language!) {
    viewer {
      id
      roles
    }
    helpSection(key: $key, lang: $lang) {
      id
      category
      key
      lang
      description
      documents {
        id
        name
        extension
        lang
        createdAt
      }
    }
  }
`;

/** The manuals section lists the fixed external Swedish user guide besides its documents (spec 002 section 2). */
export const MANUALS_KEY = 'manuals';

/** /help-center/:section: the section's documents, newest first; admins add documents and edit or delete the section. */
export function HelpSectionScreen({ queryRef }: { queryRef: PreloadedQuery<HelpSectionScreenQuery> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigateAway = useNavigateAway();
  const data = usePreloadedQuery<HelpSectionScreenQuery>(helpSectionScreenQuery, queryRef);
  useReloadOnLanguage(queryRef.variables.lang);
  const [deleting, setDeleting] = useState(false);
  const section = data.helpSection;
  if (!section) return <NotFoundScreen />;
  const admin = isHelpAdmin(data.viewer?.roles);
  const lang = section.lang.toLowerCase();
  const manuals = section.key === MANUALS_KEY;
  const empty = section.documents.length === 0 && !manuals;

  return (
    <HelpPage
      title={section.category}
      subtitle={section.description ?? undefined}
      actions={
        <HStack gap="2" wrap="wrap">
          <Button asChild variant="outline">
            <RouterLink to={`/help-center?lang=${lang}`}>{t('helpCenter.backToSections')}</RouterLink>
          </Button>
          {admin && (
            <>
              <Button asChild variant="outline">
                <RouterLink to={sectionPath(section.key, lang, '/edit')}>{t('common.edit')}</RouterLink>
              </Button>
              <Button variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
                {t('common.delete')}
              </Button>
              <Button asChild colorPalette="blue">
                <RouterLink to={newSectionDocumentPath(section.key, lang)}>{t('helpCenter.documents.add')}</RouterLink>
              </Button>
            </>
          )}
        </HStack>
      }
    >
      <Panel title={t('helpCenter.documents.title')}>
        {empty ? (
          <EmptyHint
            title={t('helpCenter.documents.emptyTitle')}
            description={t(admin ? 'helpCenter.documents.emptyAdmin' : 'helpCenter.documents.empty')}
          />
        ) : (
          <HorizontalScroll label={t('helpCenter.documents.title')} watch={section.documents.length}>
            <Table.Root size="sm" data-testid="help-documents">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('helpCenter.documents.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('helpCenter.documents.extension')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('helpCenter.language')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('helpCenter.documents.date')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {manuals && (
                  <Table.Row>
                    <Table.Cell>
                      <Link href={config.userGuideUrl} target="_blank" rel="noopener noreferrer" colorPalette="blue">
                        {t('helpCenter.documents.userGuide')}
                      </Link>
                    </Table.Cell>
                    <Table.Cell>
                      <Badge>{t('helpCenter.documents.external')}</Badge>
                    </Table.Cell>
                    <Table.Cell>{t('language.sv')}</Table.Cell>
                    <Table.Cell />
                  </Table.Row>
                )}
                {section.documents.map((document) => (
                  <Table.Row key={document.id}>
                    <Table.Cell>
                      <Link asChild colorPalette="blue">
                        <RouterLink to={sectionDocumentPath(document.id, section.key)}>{document.name}</RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>{document.extension && <Badge>{document.extension.toUpperCase()}</Badge>}</Table.Cell>
                    <Table.Cell>{t(`helpCenter.documentLanguage.${document.lang}`)}</Table.Cell>
                    <Table.Cell>
                      <Text as="span" whiteSpace="nowrap">
                        {formatDateTime(document.createdAt)}
                      </Text>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </HorizontalScroll>
        )}
      </Panel>
      <DeleteSectionDialog
        section={deleting ? section : null}
        lang={section.lang}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigateAway(`/help-center?lang=${lang}`)}
      />
    </HelpPage>
  );
}

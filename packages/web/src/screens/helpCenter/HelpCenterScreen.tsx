import { Badge, Button, Card, Flex, Heading, HStack, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyHint } from '../../ui/EmptyHint';
import type { HelpCenterScreenQuery } from './__generated__/HelpCenterScreenQuery.graphql';
import { DeleteSectionDialog } from './DeleteSectionDialog';
import { HelpPage } from './HelpPage';
import { useChooseHelpLanguage, useHelpLanguage, useReloadOnLanguage } from './helpLanguage';
import { LanguageSelect } from './LanguageSelect';
import { isHelpAdmin, sectionPath } from './paths';

export const helpCenterScreenQuery = graphql`
  query HelpCenterScreenQuery($lang: Language!) {
    viewer {
      id
      roles
    }
    helpSections(lang: $lang) {
      id
      category
      key
      description
      documentCount
    }
  }
`;

type Section = HelpCenterScreenQuery['response']['helpSections'][number];

/** /help-center: the sections of one language as cards; admins add, edit and delete them. */
export function HelpCenterScreen({ queryRef }: { queryRef: PreloadedQuery<HelpCenterScreenQuery> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const data = usePreloadedQuery<HelpCenterScreenQuery>(helpCenterScreenQuery, queryRef);
  const loadedLang = queryRef.variables.lang;
  useReloadOnLanguage(loadedLang);
  const language = useHelpLanguage();
  const chooseLanguage = useChooseHelpLanguage();
  const admin = isHelpAdmin(data.viewer?.roles);
  const [deleting, setDeleting] = useState<Section | null>(null);

  return (
    <HelpPage
      title={t('helpCenter.title')}
      subtitle={t('helpCenter.subtitle')}
      actions={
        <HStack gap="3" wrap="wrap">
          <LanguageSelect value={language} onChange={chooseLanguage} standalone />
          <Button asChild variant="outline">
            <RouterLink to="/help-center/faq">{t('helpCenter.faq.title')}</RouterLink>
          </Button>
          {admin && (
            <Button asChild colorPalette="blue">
              <RouterLink to={`/help-center/new?lang=${language}`}>{t('helpCenter.section.add')}</RouterLink>
            </Button>
          )}
        </HStack>
      }
    >
      {data.helpSections.length === 0 ? (
        <EmptyHint
          title={t('helpCenter.empty.title')}
          description={t(admin ? 'helpCenter.empty.admin' : 'helpCenter.empty.description')}
        />
      ) : (
        <SimpleGrid
          as="ul"
          columns={{ base: 1, md: 2, xl: 3 }}
          gap="4"
          listStyleType="none"
          data-testid="help-sections"
        >
          {data.helpSections.map((section) => (
            <li key={section.id}>
              <SectionCard section={section} lang={language} admin={admin} onDelete={() => setDeleting(section)} />
            </li>
          ))}
        </SimpleGrid>
      )}
      <DeleteSectionDialog section={deleting} lang={loadedLang} onClose={() => setDeleting(null)} />
    </HelpPage>
  );
}

function SectionCard({
  section,
  lang,
  admin,
  onDelete,
}: {
  section: Section;
  lang: string;
  admin: boolean;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Card.Root variant="outline" h="full" data-testid="help-section-card">
      <Card.Body gap="2">
        <Flex justify="space-between" gap="2" align="start">
          <Heading as="h2" size="md">
            <Link asChild colorPalette="blue">
              <RouterLink to={sectionPath(section.key, lang)}>{section.category}</RouterLink>
            </Link>
          </Heading>
          {section.documentCount != null && (
            <Badge flexShrink={0}>
              {intl.formatMessage({ id: 'helpCenter.section.documentCount' }, { count: section.documentCount })}
            </Badge>
          )}
        </Flex>
        {section.description && <Text color="fg.muted">{section.description}</Text>}
      </Card.Body>
      {admin && (
        <Card.Footer gap="2" justifyContent="end">
          <Button asChild size="sm" variant="outline">
            <RouterLink
              to={`${sectionPath(section.key, lang, '/edit')}`}
              aria-label={intl.formatMessage({ id: 'common.editNamed' }, { name: section.category })}
            >
              {t('common.edit')}
            </RouterLink>
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={onDelete}
            aria-label={intl.formatMessage({ id: 'common.deleteNamed' }, { name: section.category })}
          >
            {t('common.delete')}
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}

import { Box, Button, Card, Flex, Grid, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { formatDateTime } from '../../format/date';
import { errorMessage } from '../../i18n/errorMessage';
import { NotFoundScreen } from '../../shell/NotFoundScreen';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { usePromiseMutation } from '../../ui/form';
import { notify } from '../../ui/toaster';
import { pickTab, useUrlTab } from '../../ui/useUrlTab';
import type { DocumentScreenDeleteMutation } from './__generated__/DocumentScreenDeleteMutation.graphql';
import type { DocumentScreenQuery } from './__generated__/DocumentScreenQuery.graphql';
import { DocumentTypeBadge, NotReadyBadge } from './DocumentBadges';
import { DocumentForm } from './DocumentForm';
import { listPath } from './documentPath';
import { DocumentPreview } from './DocumentPreview';
import { fetchDocumentFile, saveBlob } from './fileTransfer';
import type { DocumentLanguage } from './filters';
import { DocumentNetworksTab } from './tabs/DocumentNetworksTab';
import { DocumentUsersTab } from './tabs/DocumentUsersTab';
import { useNavigateAway } from '../../ui/unsavedChanges';

// One query for the whole page: the heading, the form, the preview and both tabs (which page themselves).
export const documentScreenQuery = graphql`
  query DocumentScreenQuery($id: ID!) {
    node(id: $id) {
      ... on Document @alias(as: "document") {
        id
        name
        type
        lang
        section
        releaseNote
        ready
        fileUrl
        filename
        extension
        createdAt
        owner {
          displayName
        }
        viewerCanEdit
        viewerCanManageLinks
        ...DocumentForm_document
        ...DocumentUsersTab_document
        ...DocumentNetworksTab_document
      }
    }
  }
`;

const TABS = ['users', 'networks'] as const;

/** The path and name a file is saved under: its own filename, else the document's name with the extension. */
const downloadName = (document: { name: string; filename?: string | null; extension?: string | null }) =>
  document.filename ?? (document.extension ? `${document.name}.${document.extension}` : document.name);

/**
 * /documents/:id, /documents/:id/:section (a help-center document) and /release-notes/:id: the heading with
 * Copy URL (public documents) and Download, the edit form, the file's preview, delete, and the users and
 * networks tabs when the viewer may manage the document's links and no section is given (spec 2).
 */
export function DocumentScreen({
  queryRef,
  section,
  releaseNotes = false,
}: {
  queryRef: PreloadedQuery<DocumentScreenQuery>;
  /** The route's section parameter. */
  section?: string | null;
  /** Opened as /release-notes/:id. */
  releaseNotes?: boolean;
}) {
  const intl = useIntl();
  const navigateAway = useNavigateAway();
  const data = usePreloadedQuery<DocumentScreenQuery>(documentScreenQuery, queryRef);
  const { requested, selectTab, tabListRef } = useUrlTab();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [remove, removing] = usePromiseMutation<DocumentScreenDeleteMutation>(graphql`
    mutation DocumentScreenDeleteMutation($id: ID!) {
      deleteDocument(id: $id) {
        deletedId
      }
    }
  `);

  // a release note is shown under /release-notes only, a document never there
  const found = data.node?.document;
  const document = found && found.releaseNote === releaseNotes ? found : null;
  useDocumentTitle(document ? document.name : t('notFound.title'));
  if (!document) return <NotFoundScreen />;

  const publicUrl = document.type === 'PUBLIC' && document.fileUrl ? window.location.origin + document.fileUrl : null;
  const showTabs = document.viewerCanManageLinks && !section && !document.releaseNote && !document.section;
  const tab = pickTab(requested, TABS, 'users');

  const copyUrl = async () => {
    if (!publicUrl) return;
    try {
      await navigator.clipboard.writeText(publicUrl);
      notify.success(t('documents.urlCopied'));
    } catch {
      notify.error(t('documents.urlCopyFailed'));
    }
  };
  const download = async () => {
    if (!document.fileUrl) return;
    setDownloading(true);
    try {
      saveBlob(await fetchDocumentFile(document.fileUrl), downloadName(document));
    } catch {
      notify.error(t('documents.preview.failed'));
    } finally {
      setDownloading(false);
    }
  };
  const onDelete = async () => {
    try {
      await remove({ id: document.id });
      setConfirmDelete(false);
      notify.success(t('documents.deleted', { name: document.name }));
      navigateAway(listPath(document));
    } catch (error) {
      setConfirmDelete(false);
      notify.error(errorMessage(intl, error));
    }
  };

  return (
    <Stack gap="6" maxW="1600px" mx="auto">
      <Flex gap="3" justify="space-between" align={{ base: 'start', md: 'center' }} wrap="wrap">
        <Box>
          <HStack gap="3" wrap="wrap">
            <Heading as="h1" size="2xl">
              {document.name}
            </Heading>
            <DocumentTypeBadge type={document.type} />
            {!document.ready && <NotReadyBadge />}
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            {t('documents.createdBy', {
              date: formatDateTime(document.createdAt),
              owner: document.owner?.displayName ?? '—',
            })}
          </Text>
        </Box>
        <HStack gap="2" wrap="wrap">
          {publicUrl && (
            <Button size="sm" variant="outline" onClick={() => void copyUrl()}>
              {t('documents.copyUrl')}
            </Button>
          )}
          {document.fileUrl && (
            <Button size="sm" variant="outline" loading={downloading} onClick={() => void download()}>
              {t('documents.download')}
            </Button>
          )}
          {document.viewerCanEdit && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirmDelete(true)}>
              {t('common.delete')}
            </Button>
          )}
        </HStack>
      </Flex>
      <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
        <Card.Root variant="outline">
          <Card.Body>
            <DocumentForm
              document={document}
              kind={{ releaseNote: document.releaseNote, section: document.section ?? null }}
              fixedLang={document.section ? (document.lang as DocumentLanguage) : null}
              defaultLang={document.lang as DocumentLanguage}
            />
          </Card.Body>
        </Card.Root>
        <DocumentPreview
          name={document.name}
          fileUrl={document.fileUrl ?? null}
          extension={document.extension ?? null}
          onDownload={() => void download()}
        />
      </Grid>
      {showTabs && (
        <Tabs.Root value={tab} onValueChange={(details) => selectTab(details.value)} lazyMount variant="line">
          <Tabs.List ref={tabListRef} bg="bg" borderTopRadius="md" data-testid="document-tabs">
            <Tabs.Trigger value="users">{t('documents.tab.users')}</Tabs.Trigger>
            <Tabs.Trigger value="networks">{t('documents.tab.networks')}</Tabs.Trigger>
          </Tabs.List>
          <Box pt="4">
            <Tabs.Content value="users">
              <DocumentUsersTab document={document} />
            </Tabs.Content>
            <Tabs.Content value="networks">
              <DocumentNetworksTab document={document} />
            </Tabs.Content>
          </Box>
        </Tabs.Root>
      )}
      <ConfirmDialog
        open={confirmDelete}
        title={t(document.releaseNote ? 'documents.deleteReleaseNoteTitle' : 'documents.deleteTitle')}
        message={t('documents.deleteMessage', { name: document.name })}
        busy={removing}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirmDelete(false)}
      />
    </Stack>
  );
}

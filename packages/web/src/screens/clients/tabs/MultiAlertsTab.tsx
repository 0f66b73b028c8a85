import { Badge, Box, Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../i18n/errorMessage';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../../ui/DataTable';
import { SwitchField, usePromiseMutation, fieldErrorText } from '../../../ui/form';
import { notify } from '../../../ui/toaster';
import { useConnectionTable } from '../../../ui/useConnectionTable';
import type {
  MultiAlertsTab_client$data,
  MultiAlertsTab_client$key,
} from './__generated__/MultiAlertsTab_client.graphql';
import type { MultiAlertsTabDeleteMutation } from './__generated__/MultiAlertsTabDeleteMutation.graphql';
import type { MultiAlertsTabDraftMutation } from './__generated__/MultiAlertsTabDraftMutation.graphql';
import { multiAlertPath, newMultiAlertPath } from '../../../router/paths';
import { formatDateTime } from '../../../format/date';

type Row = NonNullable<MultiAlertsTab_client$data['multiAlerts']['edges'][number]['node']>;

export function MultiAlertsTab({ client }: { client: MultiAlertsTab_client$key }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment MultiAlertsTab_client on Client
      @refetchable(queryName: "MultiAlertsTabRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 50 }
        after: { type: "String" }
        search: { type: "String" }
      ) {
        id
        multiAlerts(first: $first, after: $after, search: $search) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              id
              name
              title
              draft
              alertCategory
              color
              createdAt
            }
          }
        }
      }
    `,
    client,
  );
  const table = useConnectionTable(data.multiAlerts, { refetch, urlPrefix: 'multiAlerts' });
  const t = (id: string) => intl.formatMessage({ id });

  const [setDraft] = usePromiseMutation<MultiAlertsTabDraftMutation>(graphql`
    mutation MultiAlertsTabDraftMutation($id: ID!, $draft: Boolean!) {
      setMultiAlertDraft(id: $id, draft: $draft) {
        multiAlert {
          id
          draft
          alertAllAvailableUsers
          streamingEnabled
          enableConfirmationComment
          enableTwoStepConfirmation
          sound
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const [remove, removing] = usePromiseMutation<MultiAlertsTabDeleteMutation>(graphql`
    mutation MultiAlertsTabDeleteMutation($id: ID!) {
      deleteMultiAlert(id: $id) {
        deletedId @deleteRecord
      }
    }
  `);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const onDraft = async (row: Row, draft: boolean) => {
    setBusy(row.id);
    try {
      const { setMultiAlertDraft } = await setDraft({ id: row.id, draft });
      if (setMultiAlertDraft.errors.length) notify.error(fieldErrorText(intl, setMultiAlertDraft.errors[0]!));
      else notify.success(t('multiAlerts.saved'));
    } catch (error) {
      notify.error(errorMessage(intl, error));
    } finally {
      setBusy(null);
    }
  };
  const onDelete = async () => {
    if (!toDelete) return;
    try {
      await remove({ id: toDelete.id });
      notify.success(t('multiAlerts.deleted'));
      table.controls.reload();
    } catch (error) {
      notify.error(errorMessage(intl, error));
    }
    setToDelete(null);
  };

  const columns: Column<Row>[] = [
    {
      key: 'name',
      header: t('multiAlerts.field.name'),
      render: (row) => (
        <HStack>
          <Box w="3" h="3" borderRadius="full" bg={row.color ?? 'gray.300'} borderWidth="1px" flexShrink={0} />
          {row.name}
        </HStack>
      ),
    },
    { key: 'title', header: t('multiAlerts.field.title'), render: (row) => row.title ?? '—' },
    {
      key: 'category',
      header: t('multiAlerts.field.alertCategory'),
      render: (row) => t(`alertCategory.${row.alertCategory}`),
    },
    {
      key: 'created',
      header: t('clients.column.created'),
      render: (row) => formatDateTime(row.createdAt),
    },
    {
      key: 'draft',
      header: t('multiAlerts.field.draft'),
      interactive: true,
      render: (row) => (
        <HStack>
          <SwitchField
            label={<Box srOnly>{intl.formatMessage({ id: 'multiAlerts.draftToggle' }, { name: row.name })}</Box>}
            checked={row.draft}
            disabled={busy === row.id}
            onChange={(checked) => void onDraft(row, checked)}
          />
          <Badge colorPalette={row.draft ? 'gray' : 'green'} variant="subtle" data-testid={`draft-state-${row.name}`}>
            {t(row.draft ? 'multiAlerts.draft' : 'multiAlerts.live')}
          </Badge>
        </HStack>
      ),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      interactive: true,
      align: 'end',
      render: (row) => (
        <HStack justify="end" gap="1">
          <Button asChild size="xs" variant="ghost">
            <RouterLink
              to={multiAlertPath(row.id)}
              aria-label={intl.formatMessage({ id: 'common.editNamed' }, { name: row.name })}
            >
              {t('common.edit')}
            </RouterLink>
          </Button>
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={() => setToDelete(row)}
            aria-label={intl.formatMessage({ id: 'common.deleteNamed' }, { name: row.name })}
          >
            {t('common.delete')}
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <>
      <DataTable
        {...table}
        label={t('clients.tab.multi-alerts')}
        columns={columns}
        rowKey={(row) => row.id}
        onRowClick={(row) => navigate(multiAlertPath(row.id))}
        actions={
          <Button asChild size="sm" colorPalette="blue">
            <RouterLink to={newMultiAlertPath(data.id)}>{t('multiAlerts.add')}</RouterLink>
          </Button>
        }
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('multiAlerts.delete.title')}
        message={
          toDelete ? intl.formatMessage({ id: 'multiAlerts.delete.message' }, { name: toDelete.name }) : undefined
        }
        busy={removing}
        onConfirm={onDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}

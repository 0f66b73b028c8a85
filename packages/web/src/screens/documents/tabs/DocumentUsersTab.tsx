import { Badge, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { usePagingOnly } from './pagingOnly';
import { formatDateTime } from '../../../format/date';
import type { Column } from '../../../ui/DataTable';
import { usePromiseMutation } from '../../../ui/form';
import { MembershipTable } from '../../../ui/MembershipTable';
import { notify } from '../../../ui/toaster';
import { useConnectionTable } from '../../../ui/useConnectionTable';
import { payloadErrorText } from '../../../ui/payloadErrors';
import { reportRefusedAdd } from '../../../ui/refusedPicks';
import type { PickerOption } from '../../../ui/SearchPicker';
import type {
  DocumentUsersTab_document$data,
  DocumentUsersTab_document$key,
} from './__generated__/DocumentUsersTab_document.graphql';
import type { DocumentUsersTabAddMutation } from './__generated__/DocumentUsersTabAddMutation.graphql';
import type { DocumentUsersTabRemoveMutation } from './__generated__/DocumentUsersTabRemoveMutation.graphql';
import { userPath } from '../../../router/paths';
import { useDocumentUserCandidates } from './documentPickers';

type Row = DocumentUsersTab_document$data['users']['edges'][number]['node'];

/**
 * The users a document is shared with (spec 2 and 6): the owner first, then the newest share. The picker offers
 * the users of the document's clients not shared yet (the document's userCandidates), added together; Remove is
 * hidden on the owner's row and where the platform says the viewer may not remove (a client-admin and a
 * multi-document admin).
 */
export function DocumentUsersTab({ document }: { document: DocumentUsersTab_document$key }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment DocumentUsersTab_document on Document
      @refetchable(queryName: "DocumentUsersTabRefetchQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 50 }, after: { type: "String" }) {
        id
        name
        viewerCanManageLinks
        users(first: $first, after: $after) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              user {
                id
                displayName
                email
              }
              memberType
              addedAt
              viewerCanRemove
            }
          }
        }
      }
    `,
    document,
  );
  const table = useConnectionTable(data.users, { refetch: usePagingOnly(refetch), urlPrefix: 'users' });
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const search = useDocumentUserCandidates(data.id);

  const [add] = usePromiseMutation<DocumentUsersTabAddMutation>(graphql`
    mutation DocumentUsersTabAddMutation($id: ID!, $userIds: [ID!]!) {
      addDocumentUsers(id: $id, userIds: $userIds) {
        document {
          id
        }
        errors {
          ...refusedPicks_error @relay(mask: false)
        }
      }
    }
  `);
  const [remove] = usePromiseMutation<DocumentUsersTabRemoveMutation>(graphql`
    mutation DocumentUsersTabRemoveMutation($id: ID!, $userId: ID!) {
      removeDocumentUser(id: $id, userId: $userId) {
        document {
          id
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);

  const onAdd = async (picked: PickerOption[]) => {
    const { addDocumentUsers } = await add({ id: data.id, userIds: picked.map((option) => option.id) });
    if (addDocumentUsers.errors.length) return reportRefusedAdd(intl, addDocumentUsers.errors, picked);
    notify.success(t('documents.users.added', { count: picked.length }));
    table.controls.reload();
    return true;
  };
  const onRemove = async (row: Row) => {
    const { removeDocumentUser } = await remove({ id: data.id, userId: row.user.id });
    if (removeDocumentUser.errors.length) notify.error(payloadErrorText(intl, removeDocumentUser.errors[0]!));
    else {
      notify.success(t('documents.users.removed', { name: row.user.displayName }));
      table.controls.reload();
    }
  };

  const columns: Column<Row>[] = [
    {
      key: 'name',
      header: t('documents.users.column.name'),
      render: (row) => <Text fontWeight="medium">{row.user.displayName}</Text>,
    },
    { key: 'email', header: t('documents.users.column.email'), render: (row) => row.user.email },
    {
      key: 'memberType',
      header: t('documents.users.column.memberType'),
      render: (row) => (
        <Badge
          colorPalette={row.memberType === 'OWNER' ? 'purple' : 'gray'}
          variant="subtle"
          data-testid={row.memberType === 'OWNER' ? 'document-owner' : undefined}
        >
          {t(`documents.users.type.${row.memberType}`)}
        </Badge>
      ),
    },
    {
      key: 'added',
      header: t('documents.users.column.added'),
      render: (row) => (row.addedAt ? formatDateTime(row.addedAt) : '—'),
    },
  ];

  return (
    <MembershipTable
      {...table}
      searchable={false}
      label={t('documents.users.label')}
      columns={columns}
      rowKey={(row) => row.user.id}
      onRowClick={(row) => navigate(userPath(row.user.id))}
      emptyText={t('documents.users.empty')}
      addExisting={{
        visible: data.viewerCanManageLinks,
        label: t('documents.users.add'),
        placeholder: t('documents.users.addPlaceholder'),
        search,
        onAdd,
        buttonLabel: (count) => t('documents.users.addButton', { count }),
      }}
      rowName={(row) => row.user.displayName}
      canRemove={(row) => row.memberType !== 'OWNER' && row.viewerCanRemove}
      onRemove={onRemove}
      removeTitle={t('documents.users.removeTitle')}
      removeMessage={(name) => t('documents.users.removeMessage', { name, document: data.name })}
    />
  );
}

import { Badge, Box, Button, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../../format/date';
import { errorMessage } from '../../../i18n/errorMessage';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import type { Column } from '../../../ui/DataTable';
import { usePromiseMutation } from '../../../ui/form';
import { MembershipTable } from '../../../ui/MembershipTable';
import { notify } from '../../../ui/toaster';
import { useConnectionTable } from '../../../ui/useConnectionTable';
import type {
  NetworkMembersTab_network$data,
  NetworkMembersTab_network$key,
} from './__generated__/NetworkMembersTab_network.graphql';
import type { NetworkMembersTabAddMutation } from './__generated__/NetworkMembersTabAddMutation.graphql';
import type { NetworkMembersTabFromClientMutation } from './__generated__/NetworkMembersTabFromClientMutation.graphql';
import type { NetworkMembersTabRemoveMutation } from './__generated__/NetworkMembersTabRemoveMutation.graphql';
import type { NetworkMembersTabTypeMutation } from './__generated__/NetworkMembersTabTypeMutation.graphql';
import { AddSeveral } from '../../../ui/AddSeveral';
import { useNetworkUserSearch } from './networkPickers';
import { payloadErrorText } from '../../../ui/payloadErrors';
import { reportRefusedAdd } from '../../../ui/refusedPicks';
import type { PickerOption } from '../../../ui/SearchPicker';
import { userPath } from '../../../router/paths';

type Row = NetworkMembersTab_network$data['members']['edges'][number]['node'];
type EditableType = 'ADMIN' | 'MEMBER';

const when = (value: string | null | undefined) => (value ? formatDateTime(value) : '—');

/**
 * The network's members: search, sort (joined, first name, last name, e-mail), add users (several at
 * once) or every member of the network's client, change a member between admin and member, remove
 * with confirmation. The owner is shown as Owner and can be neither changed nor removed.
 */
export function NetworkMembersTab({ network }: { network: NetworkMembersTab_network$key }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment NetworkMembersTab_network on Network
      @refetchable(queryName: "NetworkMembersTabRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 50 }
        after: { type: "String" }
        orderBy: { type: "NetworkMemberOrder", defaultValue: { field: JOINED, direction: DESC } }
        search: { type: "String" }
      ) {
        id
        name
        viewerCan {
          edit
        }
        client {
          id
          name
        }
        members(first: $first, after: $after, orderBy: $orderBy, search: $search) {
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
              joined
              isActive
              status
            }
          }
        }
      }
    `,
    network,
  );
  const table = useConnectionTable(data.members, {
    refetch,
    urlPrefix: 'members',
    defaultOrder: { field: 'JOINED', direction: 'DESC' },
  });
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const editable = data.viewerCan.edit;
  const search = useNetworkUserSearch({ excludeNetworkId: data.id });

  const [add] = usePromiseMutation<NetworkMembersTabAddMutation>(graphql`
    mutation NetworkMembersTabAddMutation($id: ID!, $userIds: [ID!]!) {
      addNetworkMembers(id: $id, userIds: $userIds) {
        network {
          id
          userCount
        }
        errors {
          ...refusedPicks_error @relay(mask: false)
        }
      }
    }
  `);
  const [addFromClient, addingFromClient] = usePromiseMutation<NetworkMembersTabFromClientMutation>(graphql`
    mutation NetworkMembersTabFromClientMutation($id: ID!, $clientId: ID!) {
      addNetworkMembersFromClient(id: $id, clientId: $clientId) {
        network {
          id
          userCount
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const [setType] = usePromiseMutation<NetworkMembersTabTypeMutation>(graphql`
    mutation NetworkMembersTabTypeMutation($id: ID!, $userId: ID!, $memberType: NetworkMemberType!) {
      setNetworkMemberType(id: $id, userId: $userId, memberType: $memberType) {
        member {
          memberType
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const [remove] = usePromiseMutation<NetworkMembersTabRemoveMutation>(graphql`
    mutation NetworkMembersTabRemoveMutation($id: ID!, $userId: ID!) {
      removeNetworkMember(id: $id, userId: $userId) {
        network {
          id
          userCount
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);

  // member types changed here, until the page is read again (a member is not a node the store can update)
  const [types, setTypes] = useState<Record<string, string>>({});
  const [confirmFromClient, setConfirmFromClient] = useState(false);

  const onAdd = async (picked: PickerOption[]) => {
    const { addNetworkMembers } = await add({ id: data.id, userIds: picked.map((option) => option.id) });
    if (addNetworkMembers.errors.length) return reportRefusedAdd(intl, addNetworkMembers.errors, picked);
    notify.success(intl.formatMessage({ id: 'networks.members.added' }, { count: picked.length }));
    table.controls.reload();
    return true;
  };

  const onAddFromClient = async () => {
    if (!data.client) return;
    try {
      const { addNetworkMembersFromClient } = await addFromClient({ id: data.id, clientId: data.client.id });
      if (addNetworkMembersFromClient.errors.length)
        notify.error(payloadErrorText(intl, addNetworkMembersFromClient.errors[0]!));
      else {
        notify.success(t('networks.members.addedFromClient', { client: data.client.name }));
        table.controls.reload();
      }
    } catch (error) {
      notify.error(errorMessage(intl, error));
    } finally {
      setConfirmFromClient(false);
    }
  };

  const onType = async (row: Row, memberType: EditableType) => {
    const before = types[row.user.id] ?? row.memberType;
    setTypes((current) => ({ ...current, [row.user.id]: memberType }));
    try {
      const { setNetworkMemberType } = await setType({ id: data.id, userId: row.user.id, memberType });
      if (setNetworkMemberType.errors.length) {
        setTypes((current) => ({ ...current, [row.user.id]: before }));
        notify.error(payloadErrorText(intl, setNetworkMemberType.errors[0]!));
        return;
      }
      notify.success(t('networks.members.typeSaved', { name: row.user.displayName }));
    } catch (error) {
      setTypes((current) => ({ ...current, [row.user.id]: before }));
      notify.error(errorMessage(intl, error));
    }
  };

  const onRemove = async (row: Row) => {
    const { removeNetworkMember } = await remove({ id: data.id, userId: row.user.id });
    if (removeNetworkMember.errors.length) notify.error(payloadErrorText(intl, removeNetworkMember.errors[0]!));
    else {
      notify.success(t('networks.members.removed', { name: row.user.displayName }));
      table.controls.reload();
    }
  };

  const columns: Column<Row>[] = [
    {
      key: 'name',
      header: t('networks.members.column.name'),
      interactive: true,
      render: (row) => (
        <RouterLink to={userPath(row.user.id)}>
          <Text as="span" fontWeight="medium" color="blue.fg" _hover={{ textDecoration: 'underline' }}>
            {row.user.displayName}
          </Text>
        </RouterLink>
      ),
    },
    { key: 'email', header: t('networks.members.column.email'), sortField: 'EMAIL', render: (row) => row.user.email },
    {
      key: 'joined',
      header: t('networks.members.column.joined'),
      sortField: 'JOINED',
      render: (row) => when(row.joined),
    },
    {
      key: 'active',
      header: t('networks.members.column.active'),
      render: (row) => (
        <Badge colorPalette={row.isActive ? 'green' : 'gray'} variant="subtle">
          {t(row.isActive ? 'common.yes' : 'common.no')}
        </Badge>
      ),
    },
    {
      key: 'memberType',
      header: t('networks.members.column.memberType'),
      interactive: true,
      render: (row) => {
        const type = types[row.user.id] ?? row.memberType;
        if (type === 'OWNER')
          return (
            <Badge colorPalette="purple" variant="subtle" data-testid="member-owner">
              {t('networks.members.type.OWNER')}
            </Badge>
          );
        return (
          <NativeSelect.Root size="xs" width="32" disabled={!editable}>
            <NativeSelect.Field
              aria-label={t('networks.members.typeOf', { name: row.user.displayName })}
              value={type}
              onChange={(event) => void onType(row, event.currentTarget.value as EditableType)}
            >
              <option value="ADMIN">{t('networks.members.type.ADMIN')}</option>
              <option value="MEMBER">{t('networks.members.type.MEMBER')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        );
      },
    },
    {
      key: 'status',
      header: t('networks.members.column.status'),
      render: (row) => (
        <Badge colorPalette={row.status === 'ACTIVE' ? 'green' : 'orange'} variant="subtle">
          {t(`users.status.${row.status}`)}
        </Badge>
      ),
    },
  ];
  // the name column sorts by first or last name: two header buttons would not fit, so two sort choices
  const nameSorts = [
    { field: 'FIRST_NAME', label: t('networks.members.sort.firstName') },
    { field: 'LAST_NAME', label: t('networks.members.sort.lastName') },
  ];
  const order = table.controls.variables.orderBy;

  return (
    <Stack gap="4">
      {editable && (
        <AddSeveral
          label={t('networks.members.add')}
          placeholder={t('networks.members.addPlaceholder')}
          search={search}
          onAdd={onAdd}
          buttonLabel={(count) => intl.formatMessage({ id: 'networks.members.addButton' }, { count })}
        />
      )}
      <MembershipTable
        {...table}
        label={t('networks.members.label')}
        columns={columns}
        rowKey={(row) => row.user.id}
        onRowClick={(row) => navigate(userPath(row.user.id))}
        emptyText={
          table.controls.variables.search ? undefined : (
            <Box textAlign="center">
              <Text fontWeight="medium">{t('networks.members.empty')}</Text>
              <Text fontSize="sm">{t(editable ? 'networks.members.emptyHint' : 'networks.members.emptyReadOnly')}</Text>
            </Box>
          )
        }
        actions={
          <>
            <Text fontSize="sm" color="fg.muted" id="network-members-sort-by-name">
              {t('networks.members.sortByName')}
            </Text>
            {nameSorts.map((sort) => {
              const active = order?.field === sort.field;
              return (
                <Button
                  key={sort.field}
                  size="xs"
                  variant={active ? 'subtle' : 'ghost'}
                  aria-pressed={active}
                  aria-describedby="network-members-sort-by-name"
                  onClick={() => table.controls.toggleSort(sort.field)}
                >
                  {sort.label}
                  {active ? (order.direction === 'ASC' ? ' ↑' : ' ↓') : ''}
                </Button>
              );
            })}
            {editable && data.client && (
              <Button size="sm" variant="outline" colorPalette="blue" onClick={() => setConfirmFromClient(true)}>
                {t('networks.members.addFromClient')}
              </Button>
            )}
          </>
        }
        rowName={(row) => row.user.displayName}
        canRemove={(row) => editable && (types[row.user.id] ?? row.memberType) !== 'OWNER'}
        onRemove={onRemove}
        removeTitle={t('networks.members.removeTitle')}
        removeMessage={(name) => t('networks.members.removeMessage', { name, network: data.name })}
      />
      <ConfirmDialog
        open={confirmFromClient}
        title={t('networks.members.addFromClientTitle')}
        message={data.client ? t('networks.members.addFromClientMessage', { client: data.client.name }) : undefined}
        confirmLabel={t('networks.members.addFromClientConfirm')}
        destructive={false}
        busy={addingFromClient}
        onConfirm={() => void onAddFromClient()}
        onCancel={() => setConfirmFromClient(false)}
      />
    </Stack>
  );
}

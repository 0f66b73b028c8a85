import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { Column } from '../../../../ui/DataTable';
import { fieldErrorText, usePromiseMutation } from '../../../../ui/form';
import { MembershipTable } from '../../../../ui/MembershipTable';
import { useNetworkSearch } from '../../../../ui/Pickers';
import { reportRefusedAdd } from '../../../../ui/refusedPicks';
import type { PickerOption } from '../../../../ui/SearchPicker';
import { notify } from '../../../../ui/toaster';
import { useConnectionTable } from '../../../../ui/useConnectionTable';
import type { UserNetworksTab_user$data, UserNetworksTab_user$key } from './__generated__/UserNetworksTab_user.graphql';
import type { UserNetworksTabAddMutation } from './__generated__/UserNetworksTabAddMutation.graphql';
import type { UserNetworksTabRemoveMutation } from './__generated__/UserNetworksTabRemoveMutation.graphql';
import { when } from './cells';
import { networkPath } from '../../../../router/paths';

type Row = UserNetworksTab_user$data['networks']['edges'][number]['node'];

const MEMBER_PALETTE: Record<string, string> = { OWNER: 'purple', ADMIN: 'blue', MEMBER: 'gray' };

/** The networks a user is a member of: add with the network picker, remove with confirmation (not the owner). */
export function UserNetworksTab({ user, readOnly }: { user: UserNetworksTab_user$key; readOnly: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment UserNetworksTab_user on User
      @refetchable(queryName: "UserNetworksTabRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 50 }
        after: { type: "String" }
        search: { type: "String" }
      ) {
        id
        viewerCan {
          edit
        }
        networks(first: $first, after: $after, search: $search) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              network {
                id
                name
                type
                address
              }
              memberType
              joined
            }
          }
        }
      }
    `,
    user,
  );
  const table = useConnectionTable(data.networks, { refetch, urlPrefix: 'networks' });
  const t = (id: string) => intl.formatMessage({ id });
  const search = useNetworkSearch({});
  const editable = data.viewerCan.edit && !readOnly;

  const [add] = usePromiseMutation<UserNetworksTabAddMutation>(graphql`
    mutation UserNetworksTabAddMutation($id: ID!, $networkIds: [ID!]!) {
      addUserToNetworks(id: $id, networkIds: $networkIds) {
        user {
          id
        }
        errors {
          ...refusedPicks_error @relay(mask: false)
        }
      }
    }
  `);
  const [remove] = usePromiseMutation<UserNetworksTabRemoveMutation>(graphql`
    mutation UserNetworksTabRemoveMutation($id: ID!, $networkId: ID!) {
      removeUserFromNetwork(id: $id, networkId: $networkId) {
        user {
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
    const { addUserToNetworks } = await add({ id: data.id, networkIds: picked.map((option) => option.id) });
    if (addUserToNetworks.errors.length) return reportRefusedAdd(intl, addUserToNetworks.errors, picked);
    notify.success(t('profile.networks.added'));
    table.controls.reload();
    return true;
  };
  const onRemove = async (row: Row) => {
    const { removeUserFromNetwork } = await remove({ id: data.id, networkId: row.network.id });
    if (removeUserFromNetwork.errors.length) notify.error(fieldErrorText(intl, removeUserFromNetwork.errors[0]!));
    else {
      notify.success(t('profile.networks.removed'));
      table.controls.reload();
    }
  };

  const columns: Column<Row>[] = [
    { key: 'name', header: t('networks.column.name'), render: (row) => row.network.name },
    { key: 'type', header: t('networks.column.type'), render: (row) => t(`network.type.${row.network.type}`) },
    { key: 'address', header: t('networks.column.address'), render: (row) => row.network.address ?? '—' },
    {
      key: 'memberType',
      header: t('profile.networks.memberType'),
      render: (row) => (
        <Badge colorPalette={MEMBER_PALETTE[row.memberType] ?? 'gray'} variant="subtle">
          {t(`profile.memberType.${row.memberType}`)}
        </Badge>
      ),
    },
    { key: 'joined', header: t('profile.networks.joined'), render: (row) => when(row.joined) },
  ];

  return (
    <MembershipTable
      {...table}
      label={t('profile.tab.networks')}
      columns={columns}
      rowKey={(row) => row.network.id}
      onRowClick={(row) => navigate(networkPath(row.network.id))}
      addExisting={{
        visible: editable,
        label: t('profile.networks.add'),
        placeholder: t('profile.networks.addPlaceholder'),
        search,
        onAdd,
      }}
      rowName={(row) => row.network.name}
      canRemove={(row) => editable && row.memberType !== 'OWNER'}
      onRemove={onRemove}
      removeTitle={t('profile.networks.removeTitle')}
      removeMessage={(name) => intl.formatMessage({ id: 'profile.networks.removeMessage' }, { name })}
    />
  );
}

import { Badge, Button, Card, DataList, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '../../i18n/errorMessage';
import { useSession } from '../../session/useSession';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { usePromiseMutation } from '../../ui/form';
import { notify } from '../../ui/toaster';
import type { ClientHeader_client$key } from './__generated__/ClientHeader_client.graphql';
import type { ClientHeaderDeleteMutation } from './__generated__/ClientHeaderDeleteMutation.graphql';
import type { ClientHeaderUpdateMutation } from './__generated__/ClientHeaderUpdateMutation.graphql';
import { ClientForm, toClientInput, type ClientFormValues } from './ClientForm';
import { useConfirmDiscard, useNavigateAway } from '../../ui/unsavedChanges';
import { organizationPath } from '../../router/paths';
import { formatDateTime } from '../../format/date';

/** Name, organization and contact of a client, with its edit form and delete. */
export function ClientHeader({ client }: { client: ClientHeader_client$key }) {
  const intl = useIntl();
  const navigateAway = useNavigateAway();
  const data = useFragment(
    graphql`
      fragment ClientHeader_client on Client {
        id
        name
        organization {
          id
          name
        }
        contactName
        contactEmail
        contactPhone
        alarmCentralPhone
        description
        createdAt
        viewerCan {
          edit
          delete
        }
      }
    `,
    client,
  );
  const [editing, setEditing] = useState(false);
  const confirmDiscard = useConfirmDiscard();
  const [confirming, setConfirming] = useState(false);
  const [update] = usePromiseMutation<ClientHeaderUpdateMutation>(graphql`
    mutation ClientHeaderUpdateMutation($id: ID!, $input: ClientInput!) {
      updateClient(id: $id, input: $input) {
        client {
          ...ClientHeader_client
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const [remove, removing] = usePromiseMutation<ClientHeaderDeleteMutation>(graphql`
    mutation ClientHeaderDeleteMutation($id: ID!) {
      deleteClient(id: $id) {
        deletedId @deleteRecord
      }
    }
  `);
  const t = (id: string) => intl.formatMessage({ id });
  // POST/PUT /clients take organizationId from admins only
  const isAdmin = useSession().user?.roles.includes('ADMIN') ?? false;

  const initial: ClientFormValues = {
    name: data.name,
    contactName: data.contactName ?? '',
    contactEmail: data.contactEmail ?? '',
    contactPhone: data.contactPhone ?? '',
    alarmCentralPhone: data.alarmCentralPhone ?? '',
    description: data.description ?? '',
    ...(isAdmin
      ? { organization: data.organization ? { id: data.organization.id, label: data.organization.name } : null }
      : {}),
  };

  const onDelete = async () => {
    try {
      await remove({ id: data.id });
      setConfirming(false);
      notify.success(t('clients.deleted'));
      navigateAway('/clients');
    } catch (error) {
      setConfirming(false);
      notify.error(errorMessage(intl, error));
    }
  };

  const organizationLink = (organization: { id: string; name: string }) => (
    <Link asChild color="blue.fg">
      <RouterLink to={organizationPath(organization.id)}>{organization.name}</RouterLink>
    </Link>
  );
  const rows: [string, ReactNode][] = [
    [t('clients.field.organization'), data.organization ? organizationLink(data.organization) : null],
    [t('clients.field.contactName'), data.contactName],
    [t('clients.field.contactEmail'), data.contactEmail],
    [t('clients.field.contactPhone'), data.contactPhone],
    [t('clients.field.alarmCentralPhone'), data.alarmCentralPhone],
    [t('clients.field.createdAt'), formatDateTime(data.createdAt)],
  ];

  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body>
        <Stack gap="4">
          <Flex justify="space-between" align="start" gap="3" wrap="wrap">
            <Stack gap="1">
              <Heading as="h1" size="2xl" data-testid="client-name">
                {data.name}
              </Heading>
              {data.organization && (
                <HStack>
                  <Badge asChild variant="subtle" colorPalette="purple">
                    <RouterLink to={organizationPath(data.organization.id)}>{data.organization.name}</RouterLink>
                  </Badge>
                </HStack>
              )}
            </Stack>
            <HStack>
              {data.viewerCan.edit && !editing && (
                <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                  {t('common.edit')}
                </Button>
              )}
              {data.viewerCan.delete && (
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
                  {t('clients.delete.button')}
                </Button>
              )}
            </HStack>
          </Flex>
          {editing ? (
            <ClientForm
              initial={initial}
              organizationPicker={isAdmin}
              onCancel={() => confirmDiscard(() => setEditing(false))}
              onSaved={() => setEditing(false)}
              onSave={async (values) => {
                const { updateClient } = await update({ id: data.id, input: toClientInput(values) });
                return updateClient.errors;
              }}
            />
          ) : (
            <>
              <DataList.Root orientation="horizontal" gap="2" size="sm">
                {rows.map(([label, value]) => (
                  <DataList.Item key={label}>
                    <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
                    <DataList.ItemValue>{value || '—'}</DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
              {data.description && (
                <Text color="fg.muted" whiteSpace="pre-wrap">
                  {data.description}
                </Text>
              )}
            </>
          )}
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={confirming}
        title={t('clients.delete.title')}
        message={intl.formatMessage({ id: 'clients.delete.message' }, { name: data.name })}
        busy={removing}
        onConfirm={onDelete}
        onCancel={() => setConfirming(false)}
      />
    </Card.Root>
  );
}

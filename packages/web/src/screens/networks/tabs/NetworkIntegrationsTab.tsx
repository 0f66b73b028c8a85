/* eslint-disable relay/unused-fields -- this file hands its query data on whole (to typed column, form and
   picker helpers, or spread into form state), where TypeScript checks each read; the rule sees only reads
   written here (docs/test-runner.md) */
import { Box, Button, Center, Flex, Heading, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { useState, useTransition } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../i18n/errorMessage';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { usePromiseMutation } from '../../../ui/form';
import { HorizontalScroll } from '../../../ui/HorizontalScroll';
import { notify } from '../../../ui/toaster';
import { useSetSearchParams } from '../../../ui/useSetSearchParams';
import type {
  NetworkIntegrationsTab_network$data,
  NetworkIntegrationsTab_network$key,
} from './__generated__/NetworkIntegrationsTab_network.graphql';
import type { NetworkIntegrationsTabDeleteMutation } from './__generated__/NetworkIntegrationsTabDeleteMutation.graphql';
import { IntegrationDetails } from './integrations/IntegrationDetails';
import { IntegrationDialog } from './integrations/IntegrationForm';
import { IntegrationStatusBadge } from './integrations/IntegrationStatusBadge';
import { formatWithSeconds } from './integrations/rules';

type Integration = NetworkIntegrationsTab_network$data['integrations'][number];

/** The query-string key of the integration whose log shows (the log's own keys are `log.*`). */
const SELECTED = 'integration';

/**
 * The network's integrations with alarm-receiving centres (spec 001 sections 2, 3, 5, 7): the list
 * (kind, description, ip:port, status in colour, updated), add and edit in a dialog, delete with
 * confirmation; the selected integration's "Send test alarm" with the receiver's answer, and its log.
 */
export function NetworkIntegrationsTab({ network }: { network: NetworkIntegrationsTab_network$key }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment NetworkIntegrationsTab_network on Network @refetchable(queryName: "NetworkIntegrationsTabRefetchQuery") {
        id
        viewerCan {
          edit
        }
        integrationStatus
        integrationStatuses
        integrations {
          id
          kind
          ip
          port
          description
          status
          statusReason
          createdAt
          updatedAt
          ...IntegrationForm_integration
        }
      }
    `,
    network,
  );
  const [, startTransition] = useTransition();
  const [params] = useSearchParams();
  const setParams = useSetSearchParams();
  const [editing, setEditing] = useState<Integration | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Integration | null>(null);
  const canEdit = data.viewerCan.edit;

  const wanted = params.get(SELECTED);
  const selected = data.integrations.find((integration) => integration.id === wanted) ?? data.integrations[0] ?? null;
  const select = (id: string | null) =>
    void setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(SELECTED, id);
        else next.delete(SELECTED);
        // another integration's log starts on its first page
        for (const key of [...next.keys()]) if (key.startsWith('log.')) next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const [remove, removing] = usePromiseMutation<NetworkIntegrationsTabDeleteMutation>(graphql`
    mutation NetworkIntegrationsTabDeleteMutation($id: ID!) {
      deleteIntegration(id: $id) {
        deletedId
      }
    }
  `);
  const onDelete = async () => {
    if (!deleting) return;
    const gone = deleting;
    try {
      await remove({ id: gone.id }, (store) => {
        const record = store.get(data.id);
        const list = record?.getLinkedRecords('integrations');
        if (record && list)
          record.setLinkedRecords(
            list.filter((item) => item?.getDataID() !== gone.id),
            'integrations',
          );
      });
      setDeleting(null);
      if (selected?.id === gone.id) select(null);
      notify.success(t('networks.integrations.deleted'));
      // the network's statuses (the worst one shows in the list and the header) change with it
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      });
    } catch (error) {
      setDeleting(null);
      notify.error(`${t('networks.integrations.deleteFailed')} ${errorMessage(intl, error)}`);
    }
  };

  const name = (integration: Integration) => integration.description ?? `${integration.ip}:${integration.port}`;

  return (
    <Stack gap="5">
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Heading as="h2" size="md">
          {t('networks.integrations.title')}
        </Heading>
        {canEdit && (
          <Button size="sm" colorPalette="blue" _hover={{ bg: 'blue.700' }} onClick={() => setEditing('new')}>
            {t('networks.integrations.add')}
          </Button>
        )}
      </Flex>

      <Box borderWidth="1px" borderRadius="md" bg="bg">
        <HorizontalScroll label={t('networks.integrations.title')} watch={data.integrations} borderRadius="md">
          <Table.Root size="sm" aria-label={t('networks.integrations.title')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('networks.integrations.column.description')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('networks.integrations.column.kind')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('networks.integrations.column.address')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('networks.integrations.column.status')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('networks.integrations.column.updated')}</Table.ColumnHeader>
                {canEdit && <Table.ColumnHeader textAlign="end">{t('common.actions')}</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.integrations.length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={canEdit ? 6 : 5}>
                    <Center py="6" color="fg.muted">
                      {t('networks.integrations.empty')}
                    </Center>
                  </Table.Cell>
                </Table.Row>
              ) : (
                data.integrations.map((integration) => {
                  const current = integration.id === selected?.id;
                  return (
                    <Table.Row key={integration.id} bg={current ? 'bg.muted' : undefined} data-testid="integration-row">
                      <Table.Cell>
                        <Button
                          variant="plain"
                          size="sm"
                          px="0"
                          h="auto"
                          textAlign="start"
                          whiteSpace="normal"
                          fontWeight={current ? 'semibold' : 'normal'}
                          textDecoration="underline"
                          aria-pressed={current}
                          aria-label={t('networks.integrations.open', { name: name(integration) })}
                          onClick={() => select(integration.id)}
                        >
                          {name(integration)}
                        </Button>
                      </Table.Cell>
                      <Table.Cell>{t(`networks.integrations.kind.${integration.kind}`)}</Table.Cell>
                      <Table.Cell fontFamily="mono" whiteSpace="nowrap">
                        {integration.ip}:{integration.port}
                      </Table.Cell>
                      <Table.Cell>
                        <IntegrationStatusBadge status={integration.status} reason={integration.statusReason} />
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">
                        {formatWithSeconds(integration.updatedAt ?? integration.createdAt)}
                      </Table.Cell>
                      {canEdit && (
                        <Table.Cell textAlign="end">
                          <HStack gap="1" justify="end">
                            <IconButton
                              size="xs"
                              variant="ghost"
                              aria-label={t('common.editNamed', { name: name(integration) })}
                              onClick={() => setEditing(integration)}
                            >
                              <PencilIcon />
                            </IconButton>
                            <IconButton
                              size="xs"
                              variant="ghost"
                              colorPalette="red"
                              aria-label={t('common.deleteNamed', { name: name(integration) })}
                              onClick={() => setDeleting(integration)}
                            >
                              <TrashIcon />
                            </IconButton>
                          </HStack>
                        </Table.Cell>
                      )}
                    </Table.Row>
                  );
                })
              )}
            </Table.Body>
          </Table.Root>
        </HorizontalScroll>
      </Box>

      {selected ? (
        <IntegrationDetails key={selected.id} integrationId={selected.id} />
      ) : (
        data.integrations.length === 0 &&
        canEdit && (
          <Text fontSize="sm" color="fg.muted">
            {t('networks.integrations.emptyHint')}
          </Text>
        )
      )}

      {editing && (
        <IntegrationDialog
          networkId={data.id}
          integration={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(id) => {
            setEditing(null);
            select(id);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('networks.integrations.delete.title')}
        message={deleting ? t('networks.integrations.delete.confirm', { name: name(deleting) }) : undefined}
        busy={removing}
        onConfirm={() => void onDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

function PencilIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6" />
    </svg>
  );
}

import { Badge, Center, Link, Table, VisuallyHidden } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../format/date';
import { incidentKindLabel } from '../../format/incidentKind';
import { NewerOlderTable } from '../../ui/NewerOlderTable';
import type { useTableControls } from '../../ui/useTableControls';
import type { IncidentTable_incident$key } from './__generated__/IncidentTable_incident.graphql';
import { IncidentDescription } from './IncidentDescription';
import { IncidentStatusMenu } from './IncidentStatusMenu';
import { INCIDENT_STATUS_PALETTE } from './statuses';
import { networkPath } from '../../router/paths';

const networkTab = (id: string) => networkPath(id, 'incidents');

/** A click on the row opens the network's incidents, unless it was on one of the row's own controls. */
const fromControl = (event: MouseEvent) =>
  (event.target as HTMLElement).closest('a, button, [role="menu"], [role="menuitem"]') !== null;

function IncidentRow({ incident, showNetwork }: { incident: IncidentTable_incident$key; showNetwork: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const row = useFragment(
    graphql`
      fragment IncidentTable_incident on Incident {
        id
        status
        kind
        name
        description
        networkName
        network {
          id
        }
        address
        createdAt
        viewerCanChangeStatus
      }
    `,
    incident,
  );
  const palette = INCIDENT_STATUS_PALETTE[row.status] ?? 'gray';
  const networkId = showNetwork ? row.network?.id : undefined;
  return (
    <Table.Row
      data-testid="incident-row"
      data-id={row.id}
      cursor={networkId ? 'pointer' : undefined}
      _hover={networkId ? { bg: 'bg.muted' } : undefined}
      onClick={networkId ? (event) => !fromControl(event) && navigate(networkTab(networkId)) : undefined}
    >
      <Table.Cell>
        <Badge colorPalette={palette} variant="subtle" data-status={row.status} data-palette={palette}>
          {intl.formatMessage({ id: `incident.status.${row.status}` })}
        </Badge>
      </Table.Cell>
      <Table.Cell>{incidentKindLabel(intl, row.kind)}</Table.Cell>
      <Table.Cell>{row.name ?? '—'}</Table.Cell>
      <Table.Cell maxW="44ch">
        <IncidentDescription text={row.description} />
      </Table.Cell>
      {showNetwork && (
        <Table.Cell>
          {networkId ? (
            <Link asChild colorPalette="blue">
              <RouterLink to={networkTab(networkId)}>{row.networkName ?? '—'}</RouterLink>
            </Link>
          ) : (
            (row.networkName ?? '—')
          )}
        </Table.Cell>
      )}
      <Table.Cell color="fg.muted">{row.address ?? '—'}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDateTime(row.createdAt)}</Table.Cell>
      <Table.Cell>
        {row.viewerCanChangeStatus && (
          <IncidentStatusMenu id={row.id} status={row.status} name={row.name ?? row.kind} />
        )}
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * Incidents newest first, paged newer/older over the cursors: the dashboard's table and the network's
 * incidents tab (there without the network column).
 */
export function IncidentTable({
  label,
  rows,
  controls,
  pageInfo,
  showNetwork,
  emptyPage,
}: {
  label: string;
  rows: readonly (IncidentTable_incident$key & { readonly id: string })[];
  controls: ReturnType<typeof useTableControls>;
  pageInfo: { readonly hasNextPage: boolean; readonly endCursor?: string | null };
  showNetwork: boolean;
  /** Shown in the table when the page has no rows. */
  emptyPage: string;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const columns = showNetwork ? 8 : 7;
  return (
    <NewerOlderTable
      label={label}
      rows={rows}
      controls={controls}
      pageInfo={pageInfo}
      newer={t('networks.incidents.newer')}
      older={t('networks.incidents.older')}
    >
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('networks.incidents.column.status')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('networks.incidents.column.kind')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('networks.incidents.column.name')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('networks.incidents.column.description')}</Table.ColumnHeader>
          {showNetwork && <Table.ColumnHeader>{t('incident.network')}</Table.ColumnHeader>}
          <Table.ColumnHeader>{t('networks.incidents.column.address')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('networks.incidents.column.created')}</Table.ColumnHeader>
          <Table.ColumnHeader>
            <VisuallyHidden>{t('incidents.column.actions')}</VisuallyHidden>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.length === 0 ? (
          <Table.Row>
            <Table.Cell colSpan={columns}>
              <Center py="6" color="fg.muted">
                {emptyPage}
              </Center>
            </Table.Cell>
          </Table.Row>
        ) : (
          rows.map((row) => <IncidentRow key={row.id} incident={row} showNetwork={showNetwork} />)
        )}
      </Table.Body>
    </NewerOlderTable>
  );
}

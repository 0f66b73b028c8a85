import { Badge, Box, Button, Center, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { formatDateTime } from '../../../format/date';
import { incidentKindLabel } from '../../../format/incidentKind';
import { EmptyHint } from '../../../ui/EmptyHint';
import { NewerOlderTable } from '../../../ui/NewerOlderTable';
import { useTableControls } from '../../../ui/useTableControls';
import type {
  NetworkIncidentsTab_network$data,
  NetworkIncidentsTab_network$key,
} from './__generated__/NetworkIncidentsTab_network.graphql';

type Row = NetworkIncidentsTab_network$data['incidents']['edges'][number]['node'];

/** The spec's colours: unconfirmed red, ongoing amber, finalized green. */
export const INCIDENT_STATUS_PALETTE: Record<string, string> = {
  UNCONFIRMED: 'red',
  ONGOING: 'orange',
  CONFIRMED: 'blue',
  FINALIZED: 'green',
};

export const DESCRIPTION_PREVIEW = 24;
export const DESCRIPTION_LINE = 44;

/** A description cut at 24 characters (with an ellipsis), or null when it is short enough. */
export function truncateDescription(text: string): string | null {
  const chars = [...text];
  return chars.length > DESCRIPTION_PREVIEW ? `${chars.slice(0, DESCRIPTION_PREVIEW).join('').trimEnd()}…` : null;
}

/** The full description in lines of at most 44 characters (broken at spaces where it can). */
export function descriptionLines(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let rest = word;
    while ([...rest].length > DESCRIPTION_LINE) {
      if (line) lines.push(line);
      line = '';
      lines.push([...rest].slice(0, DESCRIPTION_LINE).join(''));
      rest = [...rest].slice(DESCRIPTION_LINE).join('');
    }
    if (!rest) continue;
    const next = line ? `${line} ${rest}` : rest;
    if ([...next].length > DESCRIPTION_LINE) {
      lines.push(line);
      line = rest;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function Description({ text }: { text: string | null | undefined }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  if (!text) return <>—</>;
  const short = truncateDescription(text);
  if (!short) return <>{text}</>;
  return (
    <Box>
      {open ? (
        <Box data-testid="incident-description-full">
          {descriptionLines(text).map((line, index) => (
            <Text key={index}>{line}</Text>
          ))}
        </Box>
      ) : (
        <Text title={text}>{short}</Text>
      )}
      <Button size="2xs" variant="plain" px="0" colorPalette="blue" onClick={() => setOpen(!open)} aria-expanded={open}>
        {intl.formatMessage({ id: open ? 'networks.incidents.showLess' : 'networks.incidents.showMore' })}
      </Button>
    </Box>
  );
}

/** The network's incidents, newest first, paged newer/older over the cursors. */
export function NetworkIncidentsTab({ network }: { network: NetworkIncidentsTab_network$key }) {
  const intl = useIntl();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment NetworkIncidentsTab_network on Network
      @refetchable(queryName: "NetworkIncidentsTabRefetchQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        incidents(first: $first, after: $after) {
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              id
              status
              kind
              name
              description
              address
              createdAt
            }
          }
        }
      }
    `,
    network,
  );
  const controls = useTableControls({ refetch, urlPrefix: 'incidents', pageSize: 20 });
  const t = (id: string) => intl.formatMessage({ id });
  const rows = data.incidents.edges.flatMap((edge): Row[] => (edge?.node ? [edge.node] : []));
  const label = t('networks.incidents.label');

  if (rows.length === 0 && controls.pageIndex === 0)
    return <EmptyHint title={t('networks.incidents.empty')} description={t('networks.incidents.emptyHint')} />;

  return (
    <NewerOlderTable
      label={label}
      rows={rows}
      controls={controls}
      pageInfo={data.incidents.pageInfo}
      newer={t('networks.incidents.newer')}
      older={t('networks.incidents.older')}
    >
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('networks.incidents.column.status')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('networks.incidents.column.kind')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('networks.incidents.column.name')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('networks.incidents.column.description')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('networks.incidents.column.address')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('networks.incidents.column.created')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.length === 0 ? (
          <Table.Row>
            <Table.Cell colSpan={6}>
              <Center py="6" color="fg.muted">
                {t('networks.incidents.noOlder')}
              </Center>
            </Table.Cell>
          </Table.Row>
        ) : (
          rows.map((row) => (
            <Table.Row key={row.id} data-testid="incident-row">
              <Table.Cell>
                <Badge
                  colorPalette={INCIDENT_STATUS_PALETTE[row.status] ?? 'gray'}
                  variant="solid"
                  data-status={row.status}
                  data-palette={INCIDENT_STATUS_PALETTE[row.status] ?? 'gray'}
                >
                  {t(`incident.status.${row.status}`)}
                </Badge>
              </Table.Cell>
              <Table.Cell>{incidentKindLabel(intl, row.kind)}</Table.Cell>
              <Table.Cell>{row.name ?? '—'}</Table.Cell>
              <Table.Cell maxW="44ch">
                <Description text={row.description} />
              </Table.Cell>
              <Table.Cell color="fg.muted">{row.address ?? '—'}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(row.createdAt)}</Table.Cell>
            </Table.Row>
          ))
        )}
      </Table.Body>
    </NewerOlderTable>
  );
}

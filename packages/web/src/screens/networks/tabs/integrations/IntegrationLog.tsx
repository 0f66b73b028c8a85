import { Box, Code } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { DataTable, type Column } from '../../../../ui/DataTable';
import { useConnectionTable } from '../../../../ui/useConnectionTable';
import type {
  IntegrationLog_integration$data,
  IntegrationLog_integration$key,
} from './__generated__/IntegrationLog_integration.graphql';
import { formatWithSeconds } from './rules';

export const LOG_PAGE_SIZE = 10;

type Row = IntegrationLog_integration$data['logs']['edges'][number]['node'];

/**
 * The integration log: every delivery attempt and answer, newest first, with its time to the second,
 * paged on the server (page and size in the URL under `log.`). `version` changes after something wrote to
 * the log (a test alarm): the shown page is fetched again.
 */
export function IntegrationLog({
  integration,
  version,
}: {
  integration: IntegrationLog_integration$key;
  version: number;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment IntegrationLog_integration on Integration
      @refetchable(queryName: "IntegrationLogRefetchQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
        id
        logs(first: $first, after: $after) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              id
              createdAt
              message
            }
          }
        }
      }
    `,
    integration,
  );
  const table = useConnectionTable(data.logs, { refetch, urlPrefix: 'log', pageSize: LOG_PAGE_SIZE });
  const { reload } = table.controls;
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    reload();
  }, [version, reload]);

  const columns: Column<Row>[] = [
    {
      key: 'time',
      header: t('networks.integrations.log.time'),
      width: '11rem',
      render: (row) => (
        <Box as="span" whiteSpace="nowrap" data-testid="log-time">
          {formatWithSeconds(row.createdAt)}
        </Box>
      ),
    },
    {
      key: 'message',
      header: t('networks.integrations.log.message'),
      render: (row) => (
        <Code
          display="block"
          whiteSpace="pre-wrap"
          wordBreak="break-all"
          fontSize="xs"
          bg="transparent"
          p="0"
          data-testid="log-message"
        >
          {row.message}
        </Code>
      ),
    },
  ];
  return (
    <DataTable
      {...table}
      label={t('networks.integrations.log.title')}
      columns={columns}
      rowKey={(row) => row.id}
      searchable={false}
      emptyText={t('networks.integrations.log.empty')}
    />
  );
}

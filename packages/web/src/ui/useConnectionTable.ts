import { useMemo } from 'react';
import { useTableControls, type TableControlsOptions } from './useTableControls';

/** The part of a Relay connection a table shows: one page of edges, the total and the cursor. */
interface Connection<Node> {
  readonly totalCount: number;
  readonly pageInfo: { readonly hasNextPage: boolean; readonly endCursor: string | null | undefined };
  readonly edges: readonly ({ readonly node: Node | null | undefined } | null | undefined)[];
}

/**
 * A DataTable over the connection of a refetchable fragment: the table controls plus the page's rows
 * (empty edges skipped), total and cursor, to spread as `<DataTable {...table} label=… columns=… />`.
 */
export function useConnectionTable<Node>(connection: Connection<Node>, options: TableControlsOptions) {
  const controls = useTableControls(options);
  const rows = useMemo(
    () => connection.edges.flatMap((edge): NonNullable<Node>[] => (edge?.node ? [edge.node] : [])),
    [connection.edges],
  );
  return {
    controls,
    rows,
    totalCount: connection.totalCount,
    hasNextPage: connection.pageInfo.hasNextPage,
    endCursor: connection.pageInfo.endCursor,
  };
}

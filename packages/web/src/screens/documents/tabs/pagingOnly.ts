import { useCallback } from 'react';
import type { useConnectionTable } from '../../../ui/useConnectionTable';

type TableRefetch = Parameters<typeof useConnectionTable>[1]['refetch'];

/**
 * The tables' refetch without the search and sort these connections do not take. The options go through: a
 * reload after a change asks the network, not the store that still holds the old rows.
 */
export function usePagingOnly<V, O>(refetch: (variables: V, options?: O) => unknown): TableRefetch {
  return useCallback(
    (variables: Record<string, unknown>, options?: O) => {
      const { first, after } = variables;
      return refetch({ first, after } as V, options);
    },
    [refetch],
  ) as unknown as TableRefetch;
}

import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import type { FetchPolicy } from 'relay-runtime';
import { useDebouncedValue } from './useDebouncedValue';

export type OrderDirection = 'ASC' | 'DESC';
export interface OrderBy<F extends string = string> {
  field: F;
  direction: OrderDirection;
}

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;

/** The variables a server-driven table sends: a page (first/after), an optional order and a search text. */
export interface TableVariables {
  first: number;
  after: string | null;
  search: string | null;
  orderBy?: OrderBy | null;
}

type Refetch = (
  variables: Record<string, unknown>,
  options?: { fetchPolicy?: FetchPolicy; onComplete?: (error: Error | null) => void },
) => unknown;

export interface TableControlsOptions {
  /** The refetch function of the table's refetchable fragment. */
  refetch: Refetch;
  /** Given when the connection takes `orderBy`; the table then offers sortable headers. */
  defaultOrder?: OrderBy | null;
  pageSize?: number;
  searchDelay?: number;
}

export interface TableControls {
  variables: TableVariables;
  /** 0-based index of the page shown. */
  pageIndex: number;
  pending: boolean;
  sortable: boolean;
  searchText: string;
  setSearchText: (text: string) => void;
  setPageSize: (size: number) => void;
  /** Clicking a header: ascending first, then toggles the direction. */
  toggleSort: (field: string) => void;
  next: (endCursor: string | null | undefined) => void;
  previous: () => void;
  /** The same page again from the server (after a change that the payload cannot express, e.g. a removal). */
  reload: () => void;
}

/**
 * State of a server-driven table over a Relay connection: every change refetches the fragment with
 * new variables inside a transition (the old rows stay visible, dimmed, until the new page arrives).
 * Previous/next walk the connection's cursors; the cursors of pages already seen are kept for "previous".
 */
export function useTableControls({ refetch, defaultOrder = null, pageSize = DEFAULT_PAGE_SIZE, searchDelay = 300 }: TableControlsOptions): TableControls {
  const [pending, startTransition] = useTransition();
  const sortable = defaultOrder !== null;
  const [variables, setVariables] = useState<TableVariables>({
    first: pageSize,
    after: null,
    search: null,
    ...(sortable ? { orderBy: defaultOrder } : {}),
  });
  const [history, setHistory] = useState<(string | null)[]>([]);
  const [searchText, setSearchText] = useState('');
  const debouncedSearch = useDebouncedValue(searchText, searchDelay);
  const latest = useRef(variables);
  latest.current = variables;

  const load = useCallback(
    (next: TableVariables, fetchPolicy: FetchPolicy = 'store-or-network') => {
      setVariables(next);
      startTransition(() => {
        refetch({ ...next }, { fetchPolicy });
      });
    },
    [refetch],
  );

  useEffect(() => {
    const search = debouncedSearch.trim() || null;
    if (search === latest.current.search) return;
    setHistory([]);
    load({ ...latest.current, search, after: null });
  }, [debouncedSearch, load]);

  return {
    variables,
    pageIndex: history.length,
    pending,
    sortable,
    searchText,
    setSearchText,
    setPageSize(size) {
      setHistory([]);
      load({ ...variables, first: size, after: null });
    },
    toggleSort(field) {
      if (!sortable) return;
      const current = variables.orderBy;
      const direction: OrderDirection = current?.field === field && current.direction === 'ASC' ? 'DESC' : 'ASC';
      setHistory([]);
      load({ ...variables, orderBy: { field, direction }, after: null });
    },
    next(endCursor) {
      if (!endCursor) return;
      setHistory([...history, variables.after]);
      load({ ...variables, after: endCursor });
    },
    previous() {
      if (history.length === 0) return;
      const after = history[history.length - 1] ?? null;
      setHistory(history.slice(0, -1));
      load({ ...variables, after });
    },
    reload() {
      load({ ...variables }, 'network-only');
    },
  };
}

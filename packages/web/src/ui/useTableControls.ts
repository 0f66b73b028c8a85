import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FetchPolicy } from 'relay-runtime';
import {
  DEFAULT_PAGE_SIZE,
  defaultTableState,
  readTableState,
  tableVariables,
  writeTableState,
  type OrderBy,
  type OrderDirection,
  type TableDefaults,
  type TableState,
} from './tableUrlState';
import { useDebouncedValue } from './useDebouncedValue';
import { useSetSearchParams } from './useSetSearchParams';

export { DEFAULT_PAGE_SIZE, PAGE_SIZES, type OrderBy, type OrderDirection } from './tableUrlState';

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

const NO_FILTERS: Readonly<Record<string, string | null>> = {};

export interface TableControlsOptions {
  /** The refetch function of the table's refetchable fragment. */
  refetch: Refetch;
  /** Given when the connection takes `orderBy`; the table then offers sortable headers. */
  defaultOrder?: OrderBy | null;
  pageSize?: number;
  searchDelay?: number;
  /** Prefix of this table's URL keys; needed when a page shows more than one table (e.g. 'users' -> users.q). */
  urlPrefix?: string;
  /** Extra connection arguments (filters) with their defaults, kept in the URL like sort and search. */
  filters?: Readonly<Record<string, string | null>>;
  /**
   * True when the route's loader already queried with the URL's state (tableVariablesFromUrl); otherwise
   * the fragment holds the defaults and a URL with another state is fetched on mount.
   */
  loadedFromUrl?: boolean;
}

export interface TableControls {
  variables: TableVariables;
  filters: Record<string, string | null>;
  /** 0-based index of the page shown. */
  pageIndex: number;
  pending: boolean;
  sortable: boolean;
  searchText: string;
  setSearchText: (text: string) => void;
  setPageSize: (size: number) => void;
  setFilter: (name: string, value: string | null) => void;
  /** Clicking a header: ascending first, then toggles the direction. */
  toggleSort: (field: string) => void;
  next: (endCursor: string | null | undefined) => void;
  previous: () => void;
  /** The same page again from the server (after a change that the payload cannot express, e.g. a removal). */
  reload: () => void;
}

const stateKey = (state: TableState) => JSON.stringify(state);

/**
 * State of a server-driven table over a Relay connection, kept in the URL (see tableUrlState) so Back
 * and reload show the same list. The URL is the source of truth: user actions replace the URL's keys,
 * and whenever the URL describes another state than the one loaded (an action, Back, a link), the
 * fragment is refetched inside a transition (the old rows stay visible, dimmed, until the new page
 * arrives). "Previous" walks the cursors seen in this visit; after a reload it returns to the first page.
 */
export function useTableControls({
  refetch,
  defaultOrder = null,
  pageSize = DEFAULT_PAGE_SIZE,
  searchDelay = 300,
  urlPrefix = '',
  filters = NO_FILTERS,
  loadedFromUrl = false,
}: TableControlsOptions): TableControls {
  const [pending, startTransition] = useTransition();
  const sortable = defaultOrder !== null;
  const filtersKey = JSON.stringify(filters);
  const defaults: TableDefaults = useMemo(
    () => ({ defaultOrder, pageSize, filters }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the defaults are compared by value, callers pass literals
    [defaultOrder?.field, defaultOrder?.direction, pageSize, filtersKey],
  );

  const [params] = useSearchParams();
  const setParams = useSetSearchParams();
  const state = readTableState(params, urlPrefix, defaults);
  const key = stateKey(state);

  const loaded = useRef<string>(loadedFromUrl ? key : stateKey(defaultTableState(defaults)));
  const [history, setHistory] = useState<(string | null)[]>([]);

  const fetch = useCallback(
    (next: TableState, fetchPolicy: FetchPolicy) => {
      loaded.current = stateKey(next);
      startTransition(() => {
        refetch(tableVariables(next, sortable), { fetchPolicy });
      });
    },
    [refetch, sortable],
  );

  // the URL moved to a state not loaded yet: an action below, Back/Forward, or a link to the list
  useEffect(() => {
    if (key !== loaded.current) fetch(JSON.parse(key) as TableState, 'store-or-network');
  }, [key, fetch]);

  const go = useCallback(
    (change: (current: TableState) => TableState) =>
      void setParams(
        (current) =>
          writeTableState(current, urlPrefix, change(readTableState(current, urlPrefix, defaults)), defaults),
        {
          replace: true,
          preventScrollReset: true,
        },
      ),
    [setParams, urlPrefix, defaults],
  );
  const firstPage = (current: TableState): TableState => ({ ...current, after: null, pageIndex: 0 });

  // the search box: typed text goes to the URL once it settles; a URL changed elsewhere refills the box
  const [searchText, setSearchText] = useState(state.search ?? '');
  const debouncedSearch = useDebouncedValue(searchText, searchDelay);
  const pushedSearch = useRef(state.search);
  const urlSearch = useRef(state.search);
  urlSearch.current = state.search;
  useEffect(() => {
    const search = debouncedSearch.trim() || null;
    if (search === urlSearch.current) return;
    pushedSearch.current = search;
    setHistory([]);
    go((current) => ({ ...firstPage(current), search }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled text pushes
  }, [debouncedSearch]);
  useEffect(() => {
    if (state.search === pushedSearch.current) return;
    pushedSearch.current = state.search;
    setSearchText(state.search ?? '');
  }, [state.search]);

  const variables: TableVariables = {
    first: state.first,
    after: state.after,
    search: state.search,
    ...(sortable ? { orderBy: state.orderBy } : {}),
  };
  return {
    variables,
    filters: state.filters,
    pageIndex: state.pageIndex,
    pending,
    sortable,
    searchText,
    setSearchText,
    setPageSize(size) {
      setHistory([]);
      go((current) => ({ ...firstPage(current), first: size }));
    },
    setFilter(name, value) {
      setHistory([]);
      go((current) => ({ ...firstPage(current), filters: { ...current.filters, [name]: value } }));
    },
    toggleSort(field) {
      if (!sortable) return;
      setHistory([]);
      go((current) => {
        const direction: OrderDirection =
          current.orderBy?.field === field && current.orderBy.direction === 'ASC' ? 'DESC' : 'ASC';
        return { ...firstPage(current), orderBy: { field, direction } };
      });
    },
    next(endCursor) {
      if (!endCursor) return;
      setHistory([...history, state.after]);
      go((current) => ({ ...current, after: endCursor, pageIndex: current.pageIndex + 1 }));
    },
    previous() {
      if (state.pageIndex === 0) return;
      const known = history.length > 0;
      const after = known ? (history[history.length - 1] ?? null) : null;
      setHistory(history.slice(0, -1));
      go((current) =>
        known && after !== null ? { ...current, after, pageIndex: current.pageIndex - 1 } : firstPage(current),
      );
    },
    reload() {
      fetch(state, 'network-only');
    },
  };
}

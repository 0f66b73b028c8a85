// A list's state as URL query parameters, so Back and reload show the same page of the same list:
//   q=<search>  sort=<FIELD>.<asc|desc>  size=<page size>  page=<1-based page>&after=<cursor>  <filter>=<value>
// Values equal to the table's defaults are left out. Pages with more than one table give each a
// prefix (users.q, networks.q…) so the tables do not share keys; the page's own keys (tab) are kept.

export type OrderDirection = 'ASC' | 'DESC';
export interface OrderBy<F extends string = string> {
  field: F;
  direction: OrderDirection;
}

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;

export interface TableDefaults {
  defaultOrder: OrderBy | null;
  pageSize: number;
  /** Filter names with their default value; a filter is a plain string in the URL. */
  filters: Readonly<Record<string, string | null>>;
}

export interface TableState {
  search: string | null;
  orderBy: OrderBy | null;
  first: number;
  /** The cursor the shown page starts after; null on the first page. */
  after: string | null;
  /** 0-based index of the page shown. */
  pageIndex: number;
  filters: Record<string, string | null>;
}

const keyOf = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name);
const SORT = /^([A-Z][A-Z0-9_]*)\.(asc|desc)$/;

export function defaultTableState(defaults: TableDefaults): TableState {
  return {
    search: null,
    orderBy: defaults.defaultOrder,
    first: defaults.pageSize,
    after: null,
    pageIndex: 0,
    filters: { ...defaults.filters },
  };
}

/** The state the URL describes; missing or malformed values fall back to the defaults. */
export function readTableState(params: URLSearchParams, prefix: string, defaults: TableDefaults): TableState {
  const get = (name: string) => params.get(keyOf(prefix, name));
  const state = defaultTableState(defaults);

  const search = get('q')?.trim();
  if (search) state.search = search;

  // a sort only where the table sorts at all (a connection without orderBy would refuse it)
  const sort = SORT.exec(get('sort') ?? '');
  if (sort && defaults.defaultOrder) state.orderBy = { field: sort[1]!, direction: sort[2] === 'asc' ? 'ASC' : 'DESC' };

  const size = Number(get('size'));
  if ((PAGE_SIZES as readonly number[]).includes(size)) state.first = size;

  const page = Number(get('page'));
  const after = get('after');
  if (after && Number.isInteger(page) && page >= 2 && page <= 100_000) {
    state.after = after;
    state.pageIndex = page - 1;
  }

  for (const name of Object.keys(defaults.filters)) {
    const value = get(name);
    if (value !== null && value !== '') state.filters[name] = value;
  }
  return state;
}

/** `params` with this table's keys set to `state` (defaults removed) and every other key untouched. */
export function writeTableState(
  params: URLSearchParams,
  prefix: string,
  state: TableState,
  defaults: TableDefaults,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (name: string, value: string | null) => {
    if (value === null || value === '') next.delete(keyOf(prefix, name));
    else next.set(keyOf(prefix, name), value);
  };
  put('q', state.search);
  const order = state.orderBy;
  const isDefaultOrder =
    !order || (order.field === defaults.defaultOrder?.field && order.direction === defaults.defaultOrder.direction);
  put('sort', isDefaultOrder ? null : `${order.field}.${order.direction.toLowerCase()}`);
  put('size', state.first === defaults.pageSize ? null : String(state.first));
  const paged = state.after !== null && state.pageIndex > 0;
  put('page', paged ? String(state.pageIndex + 1) : null);
  put('after', paged ? state.after : null);
  for (const [name, value] of Object.entries(state.filters)) put(name, value === defaults.filters[name] ? null : value);
  return next;
}

/** The connection variables for a state: first/after/search, orderBy where the table sorts, and the filters. */
export function tableVariables(state: TableState, sortable: boolean): Record<string, unknown> {
  return {
    first: state.first,
    after: state.after,
    search: state.search,
    ...(sortable ? { orderBy: state.orderBy } : {}),
    ...state.filters,
  };
}

/** For a route loader that preloads the first table of its page: the variables the URL asks for. */
export function tableVariablesFromUrl(request: Request, defaults: Partial<TableDefaults> & { prefix?: string } = {}) {
  const full: TableDefaults = {
    defaultOrder: defaults.defaultOrder ?? null,
    pageSize: defaults.pageSize ?? DEFAULT_PAGE_SIZE,
    filters: defaults.filters ?? {},
  };
  return tableVariables(
    readTableState(new URL(request.url).searchParams, defaults.prefix ?? '', full),
    full.defaultOrder !== null,
  );
}

import type { ConnectionArgs, ListOptions } from '../../connections/offsetConnection.js';
import { restIdArg } from '../../ids.js';
import { ROLE_ID, type Role } from './user.js';

export interface UserFilter {
  deactivated?: boolean | null;
  clientId?: string | null;
  networkId?: string | null;
  role?: Role | null;
  subscription?: string | null;
}

export interface UserOrder {
  field: string;
  direction: 'ASC' | 'DESC';
}

export interface UserListArgs extends ConnectionArgs {
  orderBy?: UserOrder | null;
  search?: string | null;
  filter?: UserFilter | null;
}

const SORT_BY_ORDER_FIELD: Record<string, string> = {
  CREATED_AT: 'createdAt',
  NAME: 'name',
  EMAIL: 'email',
  USERNAME: 'username',
  LAST_ACTION_AT: 'lastActionAt',
  DEACTIVATED_AT: 'deactivatedAt',
};

/** UserFilter → the query of GET /backoffice/users (ids decoded, role → its id, subscription lower-case). */
export function userListFilters(filter: UserFilter | null | undefined) {
  return {
    // The platform's default is the active list: only the deleted list says so.
    deactivated: filter?.deactivated ? true : undefined,
    clientId: filter?.clientId ? restIdArg('Client', filter.clientId, 'filter.clientId') : undefined,
    networkId: filter?.networkId ? restIdArg('Network', filter.networkId, 'filter.networkId') : undefined,
    role: filter?.role ? ROLE_ID[filter.role] : undefined,
    subscription: filter?.subscription ? filter.subscription.toLowerCase() : undefined,
  };
}

/** UserOrder → sort/order; none keeps the platform's default (newest first). */
export function userSort(orderBy: UserOrder | null | undefined): Pick<ListOptions, 'sort' | 'order'> {
  if (!orderBy) return {};
  return { sort: SORT_BY_ORDER_FIELD[orderBy.field], order: orderBy.direction === 'ASC' ? 'asc' : 'desc' };
}

export function userListQuery({ orderBy, search, filter }: UserListArgs): ListOptions {
  return { ...userSort(orderBy), search, filters: userListFilters(filter) };
}

/** The list query as the JSON body of POST /backoffice/users/export (the same names as the GET's query). */
export function userExportBody(args: Pick<UserListArgs, 'orderBy' | 'search' | 'filter'>) {
  const { sort, order } = userSort(args.orderBy);
  const query: Record<string, unknown> = {
    ...userListFilters(args.filter),
    sort,
    order,
    q: args.search?.trim() || undefined,
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

import type { ConnectionArgs, ListOptions } from '../../connections/offsetConnection.js';
import { restIdArg } from '../../ids.js';

export interface NetworkFilter {
  clientId?: string | null;
  status?: string | null;
  type?: string | null;
}

export interface NetworkListArgs extends ConnectionArgs {
  orderBy?: { field: string; direction: 'ASC' | 'DESC' } | null;
  search?: string | null;
  filter?: NetworkFilter | null;
}

const SORT_BY_ORDER_FIELD: Record<string, string> = { CREATED_AT: 'createdAt', NAME: 'name' };

/**
 * NetworkOrder/NetworkFilter/search → the query of GET /backoffice/networks: ids decoded, enums lower-case.
 * The list never holds deleted networks, so the filter DELETED matches nothing (answered without a call).
 */
export function networkListQuery({ orderBy, search, filter }: NetworkListArgs): ListOptions {
  return {
    ...(orderBy
      ? { sort: SORT_BY_ORDER_FIELD[orderBy.field], order: orderBy.direction === 'ASC' ? 'asc' : 'desc' }
      : {}),
    search,
    filters: {
      clientId: filter?.clientId ? restIdArg('Client', filter.clientId, 'filter.clientId') : undefined,
      status: filter?.status ? filter.status.toLowerCase() : undefined,
      type: filter?.type ? filter.type.toLowerCase() : undefined,
    },
  };
}

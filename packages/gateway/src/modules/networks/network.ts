import { toGlobalId } from '../../ids.js';

/** A row of GET /backoffice/clients/{id}/networks. */
export interface RestClientNetwork {
  networkId: number;
  name: string;
  type?: string | null;
  address?: string | null;
  added?: string | null;
  integration_settings_statuses?: string[] | null;
}

/** A row of GET /backoffice/networks/search (the network picker). */
export interface RestNetworkSearchRow {
  id: number;
  name: string;
  type?: string | null;
  clientId?: number | null;
}

export interface NetworkSource {
  __typename: 'Network';
  id: string;
  restId: string;
  name: string;
  type: string;
  /** undefined when the row lacks it (picker): read from the client's network list. */
  address: string | null | undefined;
  clientRestId: string | null;
}

const NETWORK_TYPES = ['PUBLIC', 'OPEN', 'PRIVATE'];

/** public/open/private → the enum; anything else reads as PRIVATE, the most restrictive. */
export function networkTypeOf(type: string | null | undefined): string {
  const upper = (type ?? '').toUpperCase();
  return NETWORK_TYPES.includes(upper) ? upper : 'PRIVATE';
}

export function toNetwork(row: RestClientNetwork, clientRestId: string): NetworkSource {
  return {
    __typename: 'Network',
    id: toGlobalId('Network', row.networkId),
    restId: String(row.networkId),
    name: row.name,
    type: networkTypeOf(row.type),
    address: row.address ?? null,
    clientRestId,
  };
}

export function toNetworkFromSearch(row: RestNetworkSearchRow): NetworkSource {
  const clientRestId = row.clientId === null || row.clientId === undefined ? null : String(row.clientId);
  return {
    __typename: 'Network',
    id: toGlobalId('Network', row.id),
    restId: String(row.id),
    name: row.name,
    type: networkTypeOf(row.type),
    // A network without a client has no other source for its address.
    address: clientRestId === null ? null : undefined,
    clientRestId,
  };
}

const STATUS_RANK = ['ERROR', 'PENDING', 'SUCCESS'] as const;

/** The integration statuses of a network, upper-cased; unknown values are left out. */
export function integrationStatusesOf(statuses: string[] | null | undefined): string[] {
  return (statuses ?? [])
    .map((status) => status.toUpperCase())
    .filter((status) => (STATUS_RANK as readonly string[]).includes(status));
}

/** The worst status: error, then pending, then success; null without any integration. */
export function worstIntegrationStatus(statuses: string[]): string | null {
  return STATUS_RANK.find((status) => statuses.includes(status)) ?? null;
}

export function toClientNetwork(row: RestClientNetwork, clientRestId: string) {
  const integrationStatuses = integrationStatusesOf(row.integration_settings_statuses);
  return {
    network: toNetwork(row, clientRestId),
    added: row.added ?? null,
    integrationStatuses,
    integrationStatus: worstIntegrationStatus(integrationStatuses),
  };
}

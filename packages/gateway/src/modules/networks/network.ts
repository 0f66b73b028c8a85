import { toGlobalId } from '../../ids.js';
import { toClientFromSearch, type ClientSource } from '../clients/client.js';
import { sameOriginFileUrl } from '../files/fileUrl.js';
import { toUser, type UserSource } from '../users/user.js';

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

/** A row of GET /backoffice/networks (the networks list; also read by ids). */
export interface RestNetworkRow {
  id: number;
  name: string;
  type?: string | null;
  status?: string | null;
  address?: string | null;
  lat?: number | null;
  lng?: number | null;
  clientId?: number | null;
  clientName?: string | null;
  integration_settings_statuses?: string[] | null;
  userCount?: number | null;
  deviceCount?: number | null;
  relaysCount?: number | null;
  relaysEnabled?: boolean | null;
  createdAt?: string | null;
  /** Not in the contract's row today; read when an implementation answers it. */
  permissions?: { edit?: boolean; delete?: boolean } | null;
}

/** GET /backoffice/networks/{id} (and the answer of POST/PUT). */
export interface RestNetwork {
  id: number;
  name: string;
  type?: string | null;
  description?: string | null;
  address?: string | null;
  lat?: number | null;
  lng?: number | null;
  ownerId?: number | null;
  ownerName?: string | null;
  ownerEmail?: string | null;
  clientId?: number | null;
  clientName?: string | null;
  status?: string | null;
  logo?: { url: string; mimetype?: string | null } | null;
  permissions?: { edit?: boolean; delete?: boolean } | null;
}

/** Fields only GET /networks/{id} answers: loaded once per network and request when selected. */
export const NETWORK_DETAIL_FIELDS = ['description', 'owner', 'logo', 'viewerCan'] as const;
/** Fields of the list row (GET /networks, also by ids): loaded for many networks in one call when selected. */
export const NETWORK_ROW_FIELDS = [
  'status',
  'latitude',
  'longitude',
  'client',
  'createdAt',
  'userCount',
  'deviceCount',
  'relaysCount',
  'relaysEnabled',
  'integrationStatuses',
  'integrationStatus',
] as const;

type LazyNetworkField = (typeof NETWORK_DETAIL_FIELDS)[number] | (typeof NETWORK_ROW_FIELDS)[number];

/**
 * A Network as resolvers see it. A field that is undefined is not in the record the source was made from
 * (a picker row, a client's or user's network row, the list row, the detail); it is loaded on demand.
 */
export type NetworkSource = {
  __typename: 'Network';
  id: string;
  restId: string;
  name: string;
  type: string;
  /** undefined when the row lacks it (picker): read from the client's network list or the networks list. */
  address: string | null | undefined;
  /** The client whose network list holds the row (client tabs, pickers); null when unknown or none. */
  clientRestId: string | null;
  /** A row of the networks list: every network in it is in the caller's scope (viewerCan, resolvers.ts). */
  listed?: boolean;
} & { [F in LazyNetworkField]?: unknown };

const NETWORK_TYPES = ['PUBLIC', 'OPEN', 'PRIVATE'];
const NETWORK_STATUSES = ['ACTIVE', 'CLOSED', 'ARCHIVED', 'DELETED'];

/** public/open/private → the enum; anything else reads as PRIVATE, the most restrictive. */
export function networkTypeOf(type: string | null | undefined): string {
  const upper = (type ?? '').toUpperCase();
  return NETWORK_TYPES.includes(upper) ? upper : 'PRIVATE';
}

/** active/closed/archived/deleted → the enum; anything else reads as ACTIVE. */
export function networkStatusOf(status: string | null | undefined): string {
  const upper = (status ?? '').toUpperCase();
  return NETWORK_STATUSES.includes(upper) ? upper : 'ACTIVE';
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
    // Read from the client's network list, or (no client) from the networks list by id.
    address: undefined,
    clientRestId,
  };
}

/** The client of a network row or record: its name comes with it, other fields load from GET /clients/{id}. */
function clientOf(clientId: number | null | undefined, clientName: string | null | undefined): ClientSource | null {
  if (clientId === null || clientId === undefined) return null;
  return toClientFromSearch({ id: clientId, name: clientName ?? '' });
}

/** A list row: every row field, the detail's fields (description, owner, logo, viewerCan) load on demand. */
export function toNetworkFromRow(row: RestNetworkRow): NetworkSource {
  return {
    __typename: 'Network',
    id: toGlobalId('Network', row.id),
    restId: String(row.id),
    name: row.name,
    type: networkTypeOf(row.type),
    clientRestId: row.clientId === null || row.clientId === undefined ? null : String(row.clientId),
    ...rowFieldsOf(row),
    listed: true,
    ...(row.permissions
      ? { viewerCan: { edit: row.permissions.edit ?? false, delete: row.permissions.delete ?? false } }
      : {}),
  };
}

/** The row fields of a list row (for a source that lacks them). */
export function rowFieldsOf(row: RestNetworkRow) {
  const integrationStatuses = integrationStatusesOf(row.integration_settings_statuses);
  return {
    address: row.address ?? null,
    status: networkStatusOf(row.status),
    latitude: row.lat ?? null,
    longitude: row.lng ?? null,
    client: clientOf(row.clientId, row.clientName),
    createdAt: row.createdAt ?? null,
    userCount: row.userCount ?? 0,
    deviceCount: row.deviceCount ?? 0,
    relaysCount: row.relaysCount ?? 0,
    relaysEnabled: row.relaysEnabled ?? null,
    integrationStatuses,
    integrationStatus: worstIntegrationStatus(integrationStatuses),
  };
}

/** The owner: id, e-mail and display name come with the network; other fields from GET /users/{id}. */
function ownerOf(network: RestNetwork): UserSource | null {
  if (network.ownerId === null || network.ownerId === undefined) return null;
  const user = toUser({ id: network.ownerId, email: network.ownerEmail ?? '' });
  return {
    ...user,
    // The detail has the full name only: first and last name (and an empty e-mail) load on demand.
    firstName: undefined as unknown as null,
    lastName: undefined as unknown as null,
    email: network.ownerEmail ? network.ownerEmail : (undefined as unknown as string),
    displayName: network.ownerName?.trim() || undefined,
  };
}

/** The detail's fields (for a source that lacks them, and for toNetworkFromDetail). */
export function detailFieldsOf(network: RestNetwork) {
  return {
    description: network.description ?? null,
    owner: ownerOf(network),
    logo: network.logo?.url
      ? { url: sameOriginFileUrl(network.logo.url), contentType: network.logo.mimetype ?? 'application/octet-stream' }
      : null,
    viewerCan: { edit: network.permissions?.edit ?? false, delete: network.permissions?.delete ?? false },
  };
}

/** GET /networks/{id}: every detail field and the row fields it shares; counts and statuses load from the row. */
export function toNetworkFromDetail(network: RestNetwork): NetworkSource {
  const clientRestId = network.clientId === null || network.clientId === undefined ? null : String(network.clientId);
  return {
    __typename: 'Network',
    id: toGlobalId('Network', network.id),
    restId: String(network.id),
    name: network.name,
    type: networkTypeOf(network.type),
    address: network.address ?? null,
    clientRestId,
    status: networkStatusOf(network.status),
    latitude: network.lat ?? null,
    longitude: network.lng ?? null,
    client: clientOf(network.clientId, network.clientName),
    ...detailFieldsOf(network),
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

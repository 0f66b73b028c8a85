import { restIdArg, toGlobalId } from '../../ids.js';
import { toOrganization, type OrganizationSource } from '../organizations/organization.js';

/** `Client` of the contract: GET /backoffice/clients/{id}, the rows of GET /backoffice/clients. */
export interface RestClientRecord {
  id: number;
  name: string;
  organizationId?: number | null;
  organizationName?: string | null;
  contactName?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
  alarmCentralPhone?: string | null;
  description?: string | null;
  createdAt: string;
  userCount?: number;
  deviceCount?: number;
  networkCount?: number;
  lat?: number | null;
  lng?: number | null;
  displayed?: boolean;
  permissions?: Partial<ClientPermissions>;
}

/** A row of GET /backoffice/clients/search (the client picker). */
export interface RestClientSearchRow {
  id: number;
  name: string;
  organizationId?: number | null;
}

interface ClientPermissions {
  edit: boolean;
  delete: boolean;
  addExistingUsers: boolean;
  addExistingNetworks: boolean;
  addExistingDevices: boolean;
  removeDevices: boolean;
  saveSaml: boolean;
  changeDisplay: boolean;
}

const PERMISSIONS: (keyof ClientPermissions)[] = [
  'edit',
  'delete',
  'addExistingUsers',
  'addExistingNetworks',
  'addExistingDevices',
  'removeDevices',
  'saveSaml',
  'changeDisplay',
];

/** Fields a picker row lacks; resolved from GET /backoffice/clients/{id} when selected. */
export const CLIENT_RECORD_FIELDS = [
  'organization',
  'contactName',
  'contactEmail',
  'contactPhone',
  'alarmCentralPhone',
  'description',
  'createdAt',
  'userCount',
  'deviceCount',
  'networkCount',
  'latitude',
  'longitude',
  'displayed',
  'viewerCan',
] as const;

export type ClientSource = {
  __typename: 'Client';
  id: string;
  restId: string;
  name: string;
  organizationName: string | null | undefined;
} & { [F in (typeof CLIENT_RECORD_FIELDS)[number]]: unknown };

export function toClient(client: RestClientRecord): ClientSource {
  const restId = String(client.id);
  return {
    __typename: 'Client',
    id: toGlobalId('Client', client.id),
    restId,
    name: client.name,
    organization: toOrganization(client.organizationId, client.organizationName, restId),
    organizationName: client.organizationName ?? null,
    contactName: client.contactName ?? null,
    contactEmail: client.contactEmail ?? null,
    contactPhone: client.contactPhone ?? null,
    alarmCentralPhone: client.alarmCentralPhone ?? null,
    description: client.description ?? null,
    createdAt: client.createdAt,
    userCount: client.userCount ?? 0,
    deviceCount: client.deviceCount ?? 0,
    networkCount: client.networkCount ?? 0,
    latitude: client.lat ?? null,
    longitude: client.lng ?? null,
    displayed: client.displayed ?? true,
    viewerCan: Object.fromEntries(
      PERMISSIONS.map((permission) => [permission, client.permissions?.[permission] ?? false]),
    ),
  };
}

/** A picker row: name and organization id only; the other fields load on demand. */
export function toClientFromSearch(row: RestClientSearchRow): ClientSource {
  const restId = String(row.id);
  const partial = Object.fromEntries(CLIENT_RECORD_FIELDS.map((field) => [field, undefined])) as Record<
    (typeof CLIENT_RECORD_FIELDS)[number],
    undefined
  >;
  return {
    ...partial,
    __typename: 'Client',
    id: toGlobalId('Client', row.id),
    restId,
    name: row.name,
    organizationName: undefined,
    organization: row.organizationId === undefined ? undefined : toOrganization(row.organizationId, undefined, restId),
  };
}

export interface ClientInput {
  name: string;
  contactName?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
  alarmCentralPhone?: string | null;
  description?: string | null;
  organizationId?: string | null;
}

/** ClientInput → the body of POST/PUT /backoffice/clients (field names are the same on both sides). */
export function toClientBody(input: ClientInput) {
  return {
    name: input.name,
    contactName: input.contactName ?? null,
    contactEmail: input.contactEmail ?? null,
    contactPhone: input.contactPhone ?? null,
    alarmCentralPhone: input.alarmCentralPhone ?? null,
    description: input.description ?? null,
    // left out: the organization stays; null: an admin takes the client out of its organization
    ...(input.organizationId
      ? { organizationId: restIdArg('Organization', input.organizationId, 'organizationId') }
      : input.organizationId === null
        ? { organizationId: null }
        : {}),
  };
}

const SORT_BY_ORDER_FIELD: Record<string, string> = {
  CREATED_AT: 'createdAt',
  NAME: 'name',
  USER_COUNT: 'userCount',
  DEVICE_COUNT: 'deviceCount',
  NETWORK_COUNT: 'networkCount',
  ORGANIZATION_NAME: 'organizationName',
};

/** ClientOrder → sort/order of GET /backoffice/clients; none keeps the platform's default (newest first). */
export function clientSort(orderBy: { field: string; direction: 'ASC' | 'DESC' } | null | undefined) {
  if (!orderBy) return {};
  return {
    sort: SORT_BY_ORDER_FIELD[orderBy.field],
    order: orderBy.direction === 'ASC' ? ('asc' as const) : ('desc' as const),
  };
}

export type { OrganizationSource };

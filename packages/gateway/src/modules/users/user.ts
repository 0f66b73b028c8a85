import { toGlobalId } from '../../ids.js';
import { toClientFromSearch, type ClientSource } from '../clients/client.js';
import type { OrganizationSource } from '../organizations/organization.js';

/**
 * `User` of the contract: GET /backoffice/users/{id} (every field), the rows of GET /backoffice/users
 * (no permissions, clients or flags), the session user of /v2/auth (id, names, e-mail, language, roles,
 * twoFaEnabled). A key the record lacks is a field that source does not carry.
 */
export interface RestUser {
  id: number;
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
  email: string;
  language?: string | null;
  roles?: number[];
  twoFaEnabled?: boolean;
  organizationId?: number | null;
  organizationName?: string | null;
  subscription?: string | null;
  createdAt?: string | null;
  description?: string | null;
  phoneNumber?: string | null;
  status?: string | null;
  clientId?: number | null;
  clientName?: string | null;
  clients?: { id: number; name: string }[];
  lat?: number | null;
  lng?: number | null;
  samlEnabled?: boolean;
  showOnlyAdmin?: boolean;
  streamingEnabled?: boolean;
  listeningEnabled?: boolean;
  publicAlertEnabled?: boolean;
  subscribeToReleaseNotes?: boolean;
  alertCentralEnabled?: boolean;
  showUserLocationToNetworkAdmins?: boolean;
  lastActionAt?: string | null;
  deactivatedAt?: string | null;
  locationEnabled?: boolean | null;
  isActive?: boolean | null;
  appVersion?: string | null;
  os?: string | null;
  logoutTime?: string | null;
  testAlarmAt?: string | null;
  permissions?: Partial<RestUserPermissions>;
}

export interface RestUserPermissions {
  edit: boolean;
  delete: boolean;
  assignableRoles: number[];
  changeSubscription: boolean;
  changeClients: boolean;
  resetPassword: boolean;
  viewDevices: boolean;
  readOnlyReason: 'DEACTIVATED' | 'HIGHER_ROLE' | 'REACH_OUTSIDE_SCOPE' | null;
}

export type Role = 'ADMIN' | 'CLIENT_ADMIN' | 'MULTI_CLIENT_ADMIN' | 'ORGANIZATION_ADMIN' | 'USER';

export const ROLE_BY_ID: Record<number, Role> = {
  13: 'ADMIN',
  14: 'CLIENT_ADMIN',
  16: 'MULTI_CLIENT_ADMIN',
  17: 'ORGANIZATION_ADMIN',
  0: 'USER',
};

export const ROLE_ID: Record<Role, number> = {
  ADMIN: 13,
  CLIENT_ADMIN: 14,
  MULTI_CLIENT_ADMIN: 16,
  ORGANIZATION_ADMIN: 17,
  USER: 0,
};

const LANGUAGES = ['EN', 'SV', 'ES'];
const SUBSCRIPTION_TIERS = ['MICRO', 'MINI', 'MEDI', 'MAXI', 'MEGA', 'MACRO'];

/** The user fields a partial source may lack (undefined): loaded on demand from GET /backoffice/users/{id}. */
export const LAZY_USER_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'username',
  'displayName',
  'language',
  'roles',
  'twoFaEnabled',
  'subscription',
  'createdAt',
  'description',
  'phoneNumber',
  'status',
  'client',
  'clients',
  'organization',
  'latitude',
  'longitude',
  'samlEnabled',
  'showOnlyAdmin',
  'streamingEnabled',
  'listeningEnabled',
  'publicAlertEnabled',
  'subscribeToReleaseNotes',
  'alertCentralEnabled',
  'showUserLocationToNetworkAdmins',
  'lastActionAt',
  'deactivatedAt',
  'locationEnabled',
  'isActive',
  'appVersion',
  'os',
  'logoutTime',
  'testAlarmAt',
  'viewerCan',
] as const;

export type LazyUserField = (typeof LAZY_USER_FIELDS)[number];

/**
 * A User as resolvers see it. undefined: not in the record this source was made from (a session user,
 * a picker row, a client member row, a list row); such fields are loaded from GET /backoffice/users/{id}.
 */
export type UserSource = {
  __typename: 'User';
  id: string;
  restId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
} & { [F in LazyUserField]: unknown };

/** A user row of another resource (users/search, a client's members): only what the row carries. */
export interface RestUserRow {
  id: number | string;
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
  email: string;
  subscription?: string | null;
}

const FLAGS = [
  'samlEnabled',
  'showOnlyAdmin',
  'streamingEnabled',
  'listeningEnabled',
  'publicAlertEnabled',
  'subscribeToReleaseNotes',
  'alertCentralEnabled',
  'showUserLocationToNetworkAdmins',
] as const;

const NULLABLE = [
  'description',
  'phoneNumber',
  'lastActionAt',
  'deactivatedAt',
  'locationEnabled',
  'isActive',
  'appVersion',
  'os',
  'logoutTime',
  'testAlarmAt',
  'createdAt',
] as const;

/** Any user record or row → a UserSource; fields whose keys the record lacks stay undefined (lazy). */
export function toUser(user: RestUser): UserSource {
  const has = (key: keyof RestUser) => key in user && user[key] !== undefined;
  const restId = String(user.id);
  const source: UserSource = {
    __typename: 'User',
    id: toGlobalId('User', user.id),
    restId,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    email: user.email,
    username: has('username') ? (user.username ?? null) : undefined,
    // Without a full name the display name may be the username, which a partial row may lack.
    displayName: displayNameOf(user),
    language: has('language') ? upperIfIn(user.language, LANGUAGES) : undefined,
    roles: has('roles') ? rolesOf(user.roles) : undefined,
    twoFaEnabled: has('twoFaEnabled') ? (user.twoFaEnabled ?? false) : undefined,
    subscription: has('subscription') ? upperIfIn(user.subscription, SUBSCRIPTION_TIERS) : undefined,
    status: has('status') ? statusOf(user.status) : undefined,
    client: has('clientId') ? clientOf(user.clientId, user.clientName) : undefined,
    clients: has('clients') ? (user.clients ?? []).map((client) => toClientFromSearch(client)) : undefined,
    organization: has('organizationId')
      ? organizationOf(user.organizationId, user.organizationName, user.clientId)
      : undefined,
    latitude: has('lat') ? (user.lat ?? null) : undefined,
    longitude: has('lng') ? (user.lng ?? null) : undefined,
    viewerCan: has('permissions') ? permissionsOf(user.permissions ?? {}) : undefined,
    ...(Object.fromEntries(FLAGS.map((flag) => [flag, has(flag) ? (user[flag] ?? false) : undefined])) as Record<
      (typeof FLAGS)[number],
      boolean | undefined
    >),
    ...(Object.fromEntries(NULLABLE.map((field) => [field, has(field) ? (user[field] ?? null) : undefined])) as Record<
      (typeof NULLABLE)[number],
      unknown
    >),
  };
  return source;
}

/** A picker or member row: only names, e-mail and what else the row carries. */
export function toPartialUser(row: RestUserRow): UserSource {
  return toUser({
    id: Number(row.id),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    ...(row.username !== undefined ? { username: row.username } : {}),
    ...(row.subscription !== undefined ? { subscription: row.subscription } : {}),
  });
}

function displayNameOf(user: RestUser): string | undefined {
  const fullName = [user.firstName, user.lastName]
    .filter((part) => part?.trim())
    .join(' ')
    .trim();
  if (fullName) return fullName;
  return user.username === undefined ? undefined : user.username?.trim() || user.email;
}

export function rolesOf(ids: number[] | null | undefined): Role[] {
  return (ids ?? []).flatMap((id) => (id in ROLE_BY_ID ? [ROLE_BY_ID[id]] : []));
}

function statusOf(status: string | null | undefined): string {
  return status === 'awaiting-activation' ? 'AWAITING_ACTIVATION' : 'ACTIVE';
}

function clientOf(clientId: number | null | undefined, clientName: string | null | undefined): ClientSource | null {
  if (clientId === null || clientId === undefined) return null;
  // The name comes with the user; the client's other fields load from GET /clients/{id} when selected.
  return toClientFromSearch({ id: clientId, name: clientName ?? '' });
}

function organizationOf(
  organizationId: number | null | undefined,
  organizationName: string | null | undefined,
  clientId: number | null | undefined,
): OrganizationSource | null {
  if (organizationId === null || organizationId === undefined) return null;
  const hasClient = clientId !== null && clientId !== undefined;
  return {
    __typename: 'Organization',
    id: toGlobalId('Organization', organizationId),
    restId: String(organizationId),
    // Without a name the Organization resolver reads it from the client; a user without a client has no such source.
    name: organizationName ?? (hasClient ? undefined : ''),
    clientRestId: hasClient ? String(clientId) : '',
  };
}

function permissionsOf(permissions: Partial<RestUserPermissions>) {
  return {
    edit: permissions.edit ?? false,
    delete: permissions.delete ?? false,
    assignableRoles: rolesOf(permissions.assignableRoles),
    changeSubscription: permissions.changeSubscription ?? false,
    changeClients: permissions.changeClients ?? false,
    resetPassword: permissions.resetPassword ?? false,
    viewDevices: permissions.viewDevices ?? false,
    readOnlyReason: permissions.readOnlyReason ?? null,
  };
}

export function upperIfIn(value: string | null | undefined, allowed: string[]): string | null {
  const upper = value?.toUpperCase();
  return upper && allowed.includes(upper) ? upper : null;
}

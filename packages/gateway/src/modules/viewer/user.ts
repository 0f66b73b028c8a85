import { toGlobalId } from '../../ids.js';

/** GET /backoffice/users/{id}; the session user of /v2/auth lacks organizationId, subscription, createdAt. */
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
  subscription?: string | null;
  createdAt?: string | null;
}

export type Role = 'ADMIN' | 'CLIENT_ADMIN' | 'MULTI_CLIENT_ADMIN' | 'ORGANIZATION_ADMIN' | 'USER';

const ROLE_BY_ID: Record<number, Role> = {
  13: 'ADMIN',
  14: 'CLIENT_ADMIN',
  16: 'MULTI_CLIENT_ADMIN',
  17: 'ORGANIZATION_ADMIN',
  0: 'USER',
};

const LANGUAGES = ['EN', 'SV', 'ES'];
const SUBSCRIPTION_TIERS = ['MICRO', 'MINI', 'MEDI', 'MAXI', 'MEGA', 'MACRO'];

/**
 * A User as resolvers see it. undefined: not in the record this source was made from (a session user,
 * a picker row, a client member row); such fields are loaded on demand from GET /backoffice/users/{id}.
 */
export interface UserSource {
  __typename: 'User';
  id: string;
  restId: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null | undefined;
  email: string;
  displayName: string | undefined;
  language: string | null | undefined;
  roles: Role[] | undefined;
  twoFaEnabled: boolean | undefined;
  subscription: string | null | undefined;
  createdAt: string | null | undefined;
}

/** The user fields a partial source may lack. */
export const LAZY_USER_FIELDS = [
  'username',
  'displayName',
  'language',
  'roles',
  'twoFaEnabled',
  'subscription',
  'createdAt',
] as const;

/** A user row of another resource (users/search, a client's members): only what the row carries. */
export interface RestUserRow {
  id: number | string;
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
  email: string;
  subscription?: string | null;
}

export function toPartialUser(row: RestUserRow): UserSource {
  const fullName = [row.firstName, row.lastName]
    .filter((part) => part?.trim())
    .join(' ')
    .trim();
  return {
    __typename: 'User',
    id: toGlobalId('User', row.id),
    restId: String(row.id),
    firstName: row.firstName ?? null,
    lastName: row.lastName ?? null,
    username: row.username === undefined ? undefined : row.username,
    email: row.email,
    // Without a full name the display name may be the username, which a picker row lacks.
    displayName: fullName || (row.username === undefined ? undefined : row.username?.trim() || row.email),
    language: undefined,
    roles: undefined,
    twoFaEnabled: undefined,
    subscription: row.subscription === undefined ? undefined : upperIfIn(row.subscription, SUBSCRIPTION_TIERS),
    createdAt: undefined,
  };
}

export function toUser(user: RestUser): UserSource {
  return {
    __typename: 'User',
    id: toGlobalId('User', user.id),
    restId: String(user.id),
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    username: user.username ?? null,
    email: user.email,
    displayName: displayName(user),
    language: upperIfIn(user.language, LANGUAGES),
    roles: (user.roles ?? []).flatMap((id) => (id in ROLE_BY_ID ? [ROLE_BY_ID[id]] : [])),
    twoFaEnabled: user.twoFaEnabled ?? false,
    subscription: user.subscription === undefined ? undefined : upperIfIn(user.subscription, SUBSCRIPTION_TIERS),
    createdAt: user.createdAt,
  };
}

function displayName(user: RestUser): string {
  const fullName = [user.firstName, user.lastName]
    .filter((part) => part?.trim())
    .join(' ')
    .trim();
  return fullName || user.username?.trim() || user.email;
}

function upperIfIn(value: string | null | undefined, allowed: string[]): string | null {
  const upper = value?.toUpperCase();
  return upper && allowed.includes(upper) ? upper : null;
}

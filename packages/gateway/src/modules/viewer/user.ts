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

export interface UserSource {
  __typename: 'User';
  id: string;
  restId: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  email: string;
  displayName: string;
  language: string | null;
  roles: Role[];
  twoFaEnabled: boolean;
  /** undefined: not in the record this source was made from (a session user); loaded on demand. */
  subscription: string | null | undefined;
  createdAt: string | null | undefined;
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
  const fullName = [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ').trim();
  return fullName || user.username?.trim() || user.email;
}

function upperIfIn(value: string | null | undefined, allowed: string[]): string | null {
  const upper = value?.toUpperCase();
  return upper && allowed.includes(upper) ? upper : null;
}

import { toPartialUser, type UserSource } from '../users/user.js';

/** A row of GET /backoffice/clients/{id}/users (and the answer of PUT .../users/{userId}). */
export interface RestClientUser {
  userId: number;
  firstName?: string | null;
  lastName?: string | null;
  userName?: string | null;
  email: string;
  added?: string | null;
  locationEnabled?: boolean | null;
  isActive?: boolean | null;
  lastActive?: string | null;
  logoutTime?: string | null;
  appVersion?: string | null;
  os?: string | null;
  testAlarmAt?: string | null;
  isAdmin?: boolean;
  status?: string;
  subscription?: string | null;
  memberType?: string;
  isMultiClientAdmin?: boolean;
}

export interface ClientUserSource {
  user: UserSource;
  [field: string]: unknown;
}

export function toClientUser(row: RestClientUser): ClientUserSource {
  const user = toPartialUser({
    id: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.userName,
    email: row.email,
    subscription: row.subscription,
  });
  return {
    user,
    added: row.added ?? null,
    locationEnabled: row.locationEnabled ?? null,
    isActive: row.isActive ?? null,
    lastActive: row.lastActive ?? null,
    logoutTime: row.logoutTime ?? null,
    appVersion: row.appVersion ?? null,
    os: row.os ?? null,
    testAlarmAt: row.testAlarmAt ?? null,
    isAdmin: row.isAdmin ?? false,
    status: row.status === 'awaiting-activation' ? 'AWAITING_ACTIVATION' : 'ACTIVE',
    subscription: user.subscription ?? null,
    memberType: row.memberType === 'owner' ? 'OWNER' : 'OTHER',
    isMultiClientAdmin: row.isMultiClientAdmin ?? false,
  };
}

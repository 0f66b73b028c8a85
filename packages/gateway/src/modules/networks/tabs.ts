import { toGlobalId } from '../../ids.js';
import { toPartialUser } from '../users/user.js';

/** The network screen's tabs: rows of GET /backoffice/networks/{id}/<tab> → the graph's nodes. */

/** A row of GET /networks/{id}/users. */
export interface RestNetworkMember {
  userId: number;
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  joined?: string | null;
  isActive?: boolean | null;
  memberType?: string | null;
  status?: string | null;
}

const MEMBER_TYPES = ['OWNER', 'ADMIN', 'MEMBER'];

export function toNetworkMember(row: RestNetworkMember) {
  const memberType = (row.memberType ?? '').toUpperCase();
  return {
    user: toPartialUser({ id: row.userId, firstName: row.firstName, lastName: row.lastName, email: row.email }),
    memberType: MEMBER_TYPES.includes(memberType) ? memberType : 'MEMBER',
    joined: row.joined ?? null,
    isActive: row.isActive ?? false,
    status: row.status === 'awaiting-activation' ? 'AWAITING_ACTIVATION' : 'ACTIVE',
  };
}

/** NetworkMemberOrderField → the members tab's sort. */
export const MEMBER_SORT: Record<string, string> = {
  JOINED: 'joined',
  FIRST_NAME: 'firstName',
  LAST_NAME: 'lastName',
  EMAIL: 'email',
};

/** A row of GET /networks/{id}/relays (and the answer of PUT /relays/{id}). */
export interface RestRelay {
  id: number;
  deviceId: number;
  deviceName?: string | null;
  networkId: number;
  networkName?: string | null;
  enabled: boolean;
  createdAt?: string | null;
}

export interface RelaySource {
  __typename: 'Relay';
  id: string;
  restId: string;
  networkRestId: string;
  deviceRestId: string;
  deviceName: string;
  enabled: boolean;
  createdAt: string | null;
}

/** The global id names the network ("Relay:<networkId>/<relayId>"): node() finds it in that network's relays. */
export function relayGlobalId(networkRestId: string | number, relayRestId: string | number) {
  return toGlobalId('Relay', `${networkRestId}/${relayRestId}`);
}

export function toRelay(row: RestRelay): RelaySource {
  return {
    __typename: 'Relay',
    id: relayGlobalId(row.networkId, row.id),
    restId: String(row.id),
    networkRestId: String(row.networkId),
    deviceRestId: String(row.deviceId),
    deviceName: row.deviceName ?? '',
    enabled: row.enabled,
    createdAt: row.createdAt ?? null,
  };
}

/** GET/PUT /networks/{id}/settings, as the platform names it (Safe Assist spelled as the spec spells it). */
export interface RestNetworkSettings {
  enableNotificationRange: boolean;
  notificationRange: number;
  notifySelectedUsersOutsideOfRange: number[];
  disallowMemberPosts: boolean;
  disallowMemberComments: boolean;
  onlyNotifyAdmins: boolean;
  displayMemberLocation: boolean;
  confirmIncidents: boolean;
  enableDynamicEmergencyAlert: boolean;
  enableDynamicPanicAlert: boolean;
  enableDynamicNetworkAlert: boolean;
  enableDynamicSafeAssisstAlert: boolean;
  enableClustering: boolean | null;
  excludeFromOperationalView: boolean;
  allowSOSAlerts: boolean;
  allowPublicAlerts: boolean;
}

export interface NetworkSettingsSource {
  networkRestId: string;
  selectedUserIds: string[];
  [field: string]: unknown;
}

export function toNetworkSettings(settings: RestNetworkSettings, networkRestId: string): NetworkSettingsSource {
  const { enableDynamicSafeAssisstAlert, notifySelectedUsersOutsideOfRange, ...rest } = settings;
  return {
    ...rest,
    enableClustering: settings.enableClustering ?? null,
    enableDynamicSafeAssistAlert: enableDynamicSafeAssisstAlert ?? false,
    networkRestId,
    selectedUserIds: (notifySelectedUsersOutsideOfRange ?? []).map(String),
  };
}

/** The settings input's name → the platform's (left out stays left out; enableClustering null is sent as null). */
const REST_SETTING: Record<string, string> = { enableDynamicSafeAssistAlert: 'enableDynamicSafeAssisstAlert' };
export const settingsFieldName = (restField: string) => {
  const [head, ...rest] = restField.split('.');
  const input = Object.entries(REST_SETTING).find(([, platform]) => platform === head)?.[0];
  return [input ?? head, ...rest].join('.');
};

export function toNetworkSettingsBody(input: Record<string, unknown>, selectedUserIds?: number[]) {
  const body: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (field === 'notifySelectedUsersOutsideOfRange') {
      if (selectedUserIds) body[field] = selectedUserIds;
      continue;
    }
    // Only enableClustering means something by null ("use device settings"); other nulls are left out.
    if (value === null && field !== 'enableClustering') continue;
    body[REST_SETTING[field] ?? field] = value;
  }
  return body;
}

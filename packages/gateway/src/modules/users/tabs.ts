import { toGlobalId } from '../../ids.js';
import { toDocument } from '../documents/document.js';
import { networkTypeOf, type NetworkSource } from '../networks/network.js';

/** The profile's lists: rows of GET /backoffice/users/{id}/<tab> → the graph's nodes. */

/** A row of GET /users/{id}/networks. */
export interface RestUserNetwork {
  networkId: number;
  name: string;
  address?: string | null;
  type?: string | null;
  memberType?: string | null;
  joined?: string | null;
}

const MEMBER_TYPES = ['OWNER', 'ADMIN', 'MEMBER'];

export function toUserNetwork(row: RestUserNetwork) {
  const network: NetworkSource = {
    __typename: 'Network',
    id: toGlobalId('Network', row.networkId),
    restId: String(row.networkId),
    name: row.name,
    type: networkTypeOf(row.type),
    // The row carries the address, so the Network resolver never needs a client to read it from.
    address: row.address ?? null,
    clientRestId: null,
  };
  const memberType = (row.memberType ?? '').toUpperCase();
  return {
    network,
    memberType: MEMBER_TYPES.includes(memberType) ? memberType : 'MEMBER',
    joined: row.joined ?? null,
  };
}

/** A row of GET /users/{id}/user-devices (the user's phones). */
export interface RestMobileDevice {
  id: number;
  appVersion?: string | null;
  latestAppVersion?: string | null;
  manufacturer?: string | null;
  model?: string | null;
  os?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  locationEnabled?: boolean | null;
  isActive?: boolean | null;
  lastActive?: string | null;
  logoutTime?: string | null;
  testAlarmAt?: string | null;
}

/**
 * The global id names the owner too ("MobileDevice:<userId>/<deviceId>"): the contract has no GET of one
 * device, so node() finds it in its owner's device list.
 */
export function toMobileDevice(row: RestMobileDevice, userRestId: string) {
  return {
    __typename: 'MobileDevice' as const,
    id: toGlobalId('MobileDevice', `${userRestId}/${row.id}`),
    restId: String(row.id),
    appVersion: row.appVersion ?? null,
    latestAppVersion: row.latestAppVersion ?? null,
    manufacturer: row.manufacturer ?? null,
    model: row.model ?? null,
    os: row.os ?? null,
    createdAt: row.createdAt ?? null,
    updatedAt: row.updatedAt ?? null,
    locationEnabled: row.locationEnabled ?? false,
    isActive: row.isActive ?? false,
    lastActive: row.lastActive ?? null,
    logoutTime: row.logoutTime ?? null,
    testAlarmAt: row.testAlarmAt ?? null,
  };
}

/** A row of GET /users/{id}/documents. */
export interface RestUserDocument {
  id: number;
  name: string;
  extension?: string | null;
  type?: string | null;
  clientNames?: string[] | null;
  organizationName?: string | null;
  createdAt?: string | null;
}

export function toUserDocument(row: RestUserDocument) {
  return {
    document: toDocument({ id: row.id, name: row.name }),
    extension: row.extension ?? null,
    type: row.type ?? null,
    clientNames: row.clientNames ?? [],
    organizationName: row.organizationName ?? null,
    createdAt: row.createdAt ?? null,
  };
}

/** A row of GET /users/{id}/subscription-history. */
export interface RestSubscriptionHistoryEntry {
  id: number;
  subscription: string;
  platform: string;
  createdAt: string;
  expiresAt?: string | null;
  unsubscribedAt?: string | null;
}

export function toSubscriptionHistoryEntry(row: RestSubscriptionHistoryEntry) {
  return {
    subscription: row.subscription,
    platform: row.platform,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt ?? null,
    unsubscribedAt: row.unsubscribedAt ?? null,
  };
}

/** A row of GET /users/{id}/activity-logs. */
export interface RestActivityLogEntry {
  id: number;
  createdAt: string;
  kind: string;
  name?: string | null;
  nameTranslations?: Record<string, string | null | undefined> | null;
  action: string;
  address?: string | null;
}

export function toActivityLogEntry(row: RestActivityLogEntry) {
  return {
    createdAt: row.createdAt,
    kind: row.kind,
    name: row.name ?? null,
    nameTranslations: Object.entries(row.nameTranslations ?? {}).flatMap(([language, name]) =>
      typeof name === 'string' ? [{ language, name }] : [],
    ),
    action: row.action,
    address: row.address ?? null,
  };
}

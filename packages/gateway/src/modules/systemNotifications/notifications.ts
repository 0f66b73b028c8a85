import { restIdArgs } from '../../ids.js';

/** GET /backoffice/system/versions. */
export interface RestSystemVersions {
  latest: { os: string; version: string }[];
  inUse: { os: string; version: string; users: number }[];
}

/** The answer of both sends: receiving users, devices queued, users without an app device. */
export interface RestSendCounts {
  users: number;
  devices: number;
  withoutDevice: number;
}

export interface ReceiversInput {
  userIds?: string[] | null;
  clientIds?: string[] | null;
}

export interface AppUpdateNotificationInput {
  os: ('IOS' | 'ANDROID')[];
  iosVersion?: string | null;
  androidVersion?: string | null;
  receivers: ReceiversInput;
}

export interface ReminderInput {
  action: 'TEST_ALARM' | 'ENABLE_LOCATION' | 'LOGOUT_NOTIFY' | 'RELEASE_NOTES';
  receivers: ReceiversInput;
  releaseNoteId?: string | null;
}

export const toReceiversBody = (receivers: ReceiversInput) => ({
  userIds: restIdArgs('User', receivers.userIds, 'input.receivers.userIds'),
  clientIds: restIdArgs('Client', receivers.clientIds, 'input.receivers.clientIds'),
});

/** POST /system/notifications/new-app-version: only the chosen OSes' versions go along. */
export function toAppUpdateBody(input: AppUpdateNotificationInput) {
  const os = [...new Set(input.os)].map((value) => value.toLowerCase());
  const versions: { ios?: string; android?: string } = {};
  if (os.includes('ios')) versions.ios = input.iosVersion?.trim() ?? '';
  if (os.includes('android')) versions.android = input.androidVersion?.trim() ?? '';
  return { os, versions, receivers: toReceiversBody(input.receivers) };
}

/** TEST_ALARM → test-alarm, ... */
export const toReminderAction = (action: ReminderInput['action']) => action.toLowerCase().replace(/_/g, '-');

/** The platform's field names → the input's. */
export function notificationField(field: string) {
  if (field === 'versions.ios' || field === 'versions/ios') return 'iosVersion';
  if (field === 'versions.android' || field === 'versions/android') return 'androidVersion';
  if (field === 'docId') return 'releaseNoteId';
  if (field.startsWith('receivers')) return 'receivers';
  return field;
}

export const NO_SEND = { users: 0, devices: 0, withoutDevice: 0 };

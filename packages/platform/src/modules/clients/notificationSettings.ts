import type { FieldErrors } from '../../http/errors.js';

export const WARNING_TYPES = [
  'battery-low',
  'battery-critical',
  'battery-panic',
  'button-disconnected',
  'wifi-disconnected',
  'ethernet-disconnected',
  'device-disconnected',
] as const;
export type WarningType = (typeof WARNING_TYPES)[number];

export interface Recipients {
  clientAdmin: boolean;
  clientUsers: boolean;
  networkAdmin: boolean;
  networkUsers: boolean;
}

export interface NotificationSetting {
  type: WarningType;
  email: boolean;
  push: boolean;
  sound: boolean;
  recipients: Recipients;
}

/** A client that never saved its settings: e-mail and push with sound to the client admins. */
export const defaultNotificationSetting = (type: WarningType): NotificationSetting => ({
  type,
  email: true,
  push: true,
  sound: true,
  recipients: { clientAdmin: true, clientUsers: false, networkAdmin: false, networkUsers: false },
});

/** Push off forces sound off (the sound is the push notification's). */
export const normalizeNotificationSetting = (s: NotificationSetting): NotificationSetting => ({
  ...s,
  sound: s.push && s.sound,
});

export function validateNotificationSettings(list: NotificationSetting[]): FieldErrors {
  const seen = new Set<string>();
  const errors: FieldErrors = {};
  list.forEach((s, i) => {
    if (seen.has(s.type)) errors[`${i}.type`] = 'DUPLICATE';
    seen.add(s.type);
  });
  return errors;
}

/** The full list in the fixed type order, saved values over the defaults. */
export function completeNotificationSettings(saved: NotificationSetting[]): NotificationSetting[] {
  const byType = new Map(saved.map((s) => [s.type, s]));
  return WARNING_TYPES.map((t) => byType.get(t) ?? defaultNotificationSetting(t));
}

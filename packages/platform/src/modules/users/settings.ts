import type { FieldErrors } from '../../http/errors.js';

/**
 * The user's notification settings (categories 0..7) and alert central settings (four alert kinds):
 * defaults, merging a PUT into what is saved, and the rules. Pure functions; tabsService stores them.
 */

// --- notification settings ---------------------------------------------------------------------

/** 0 notifications, 1 device, 2 emergency, 3 panic, 4 network, 5 safe assist, 6 local, 7 summon. */
export const NOTIFICATION_CATEGORIES = [0, 1, 2, 3, 4, 5, 6, 7] as const;

export interface UserNotificationSetting {
  category: number;
  isEmail: boolean;
  isPush: boolean;
  isSound: boolean;
}

/**
 * A category the user never saved: push with sound, no e-mail (what the app does out of the box:
 * alarms ring on the phone; e-mail is opt-in).
 */
export const defaultNotificationSetting = (category: number): UserNotificationSetting => ({
  category,
  isEmail: false,
  isPush: true,
  isSound: true,
});

/** Push off forces sound off (the sound belongs to the push notification). */
export const normalizeNotificationSetting = (s: UserNotificationSetting): UserNotificationSetting => ({
  category: s.category,
  isEmail: s.isEmail,
  isPush: s.isPush,
  isSound: s.isPush && s.isSound,
});

/** A repeated category is `"<index>.category": "DUPLICATE"` (the range 0..7 is the request schema's). */
export function validateNotificationSettings(list: { category: number }[]): FieldErrors {
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  list.forEach((s, i) => {
    if (!NOTIFICATION_CATEGORIES.includes(s.category as never)) errors[`${i}.category`] = 'INVALID';
    else if (seen.has(s.category)) errors[`${i}.category`] = 'DUPLICATE';
    seen.add(s.category);
  });
  return errors;
}

/** Always the eight categories in order, saved values over the defaults. */
export function completeNotificationSettings(saved: UserNotificationSetting[]): UserNotificationSetting[] {
  const byCategory = new Map(saved.map((s) => [s.category, s]));
  return NOTIFICATION_CATEGORIES.map((c) =>
    normalizeNotificationSetting(byCategory.get(c) ?? defaultNotificationSetting(c)),
  );
}

/** The audit payload: the settings keyed by category ("0".."7"). */
export const notificationSettingsByCategory = (list: UserNotificationSetting[]) =>
  Object.fromEntries(list.map(({ category, ...rest }) => [String(category), rest]));

// --- alert central settings ----------------------------------------------------------------------

export const ALERT_CENTRAL_KINDS = ['SOS_Emergency', 'Panic Button', 'Network_Alert', 'Safe_Assist'] as const;
export type AlertCentralKind = (typeof ALERT_CENTRAL_KINDS)[number];

/** The kind that has the two request options. */
export const SAFE_ASSIST: AlertCentralKind = 'Safe_Assist';

export const RADIUS_MIN = 10;
export const RADIUS_MAX = 100_000;
export const HEADLINE_MAX = 100;
export const DESCRIPTION_MAX = 1000;
export const DEFAULT_RADIUS = 100;

export interface AlertCentralSetting {
  kind: AlertCentralKind;
  customize: boolean;
  enforced: boolean;
  createPublicAlert: boolean;
  publicRadius: number | null;
  alertAllAvailableNetworks: boolean;
  alertAllAvailableUsers: boolean;
  selectedNetworks: number[];
  selectedNetworksRadius: number | null;
  personalInformation: boolean;
  headline: string | null;
  description: string | null;
  /** Safe_Assist only; null for the other kinds. */
  requestSelectedNetworks: boolean | null;
  requestPersonalInformation: boolean | null;
}

/** What a PUT may carry for one kind: `kind` plus any of the fields (left out: kept as saved). */
export type AlertCentralInput = { kind: AlertCentralKind } & Partial<Omit<AlertCentralSetting, 'kind'>>;

/** A kind the user never saved: nothing customized, radii 100 m, no networks, no texts. */
export function defaultAlertCentralSetting(kind: AlertCentralKind): AlertCentralSetting {
  const safeAssist = kind === SAFE_ASSIST;
  return {
    kind,
    customize: false,
    enforced: false,
    createPublicAlert: false,
    publicRadius: DEFAULT_RADIUS,
    alertAllAvailableNetworks: false,
    alertAllAvailableUsers: false,
    selectedNetworks: [],
    selectedNetworksRadius: DEFAULT_RADIUS,
    personalInformation: false,
    headline: null,
    description: null,
    requestSelectedNetworks: safeAssist ? false : null,
    requestPersonalInformation: safeAssist ? false : null,
  };
}

/** Lone UTF-16 surrogates become U+FFFD: the settings are stored as jsonb, which refuses them. */
const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

const blankToNull = (s: string | null | undefined) => (s === undefined ? undefined : s?.trim() ? wellFormed(s) : null);

/**
 * The saved setting with the given fields over it. Empty texts become null; the two request options
 * are null for every kind but Safe_Assist (whatever was sent), false when Safe_Assist left them unset.
 */
export function mergeAlertCentralSetting(saved: AlertCentralSetting, input: AlertCentralInput): AlertCentralSetting {
  const defined = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  const merged: AlertCentralSetting = { ...saved, ...defined, kind: saved.kind };
  merged.headline = blankToNull(merged.headline) ?? null;
  merged.description = blankToNull(merged.description) ?? null;
  merged.selectedNetworks = [...new Set(merged.selectedNetworks)];
  if (merged.kind === SAFE_ASSIST) {
    merged.requestSelectedNetworks = merged.requestSelectedNetworks ?? false;
    merged.requestPersonalInformation = merged.requestPersonalInformation ?? false;
  } else {
    merged.requestSelectedNetworks = null;
    merged.requestPersonalInformation = null;
  }
  return merged;
}

/** Saved JSON (the table's `settings` column) read back over the defaults of its kind. */
export function alertCentralFromStored(kind: AlertCentralKind, stored: unknown): AlertCentralSetting {
  const base = defaultAlertCentralSetting(kind);
  if (!stored || typeof stored !== 'object') return base;
  const known = Object.fromEntries(
    Object.entries(stored as Record<string, unknown>).filter(([k]) => k in base && k !== 'kind'),
  ) as Partial<AlertCentralSetting>;
  return mergeAlertCentralSetting(base, { kind, ...known });
}

/** What is stored for a kind: every field but the kind (the row's key). */
export const alertCentralToStored = ({ kind: _kind, ...rest }: AlertCentralSetting) => rest;

/**
 * The rules on the merged settings, keyed `"<index>.<field>"` by the position of the kind in the
 * request (as the notification settings and the gateway's input): radii 10..100000 (`OUT_OF_RANGE`),
 * headline 100 and description 1000 characters (`TOO_LONG`), a repeated kind `DUPLICATE`. `merged[i]`
 * is the saved setting of `input[i]`'s kind with `input[i]` over it. Networks are checked against the
 * scope by the service.
 */
export function validateAlertCentralSettings(input: { kind: string }[], merged: AlertCentralSetting[]): FieldErrors {
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  input.forEach((s, i) => {
    if (seen.has(s.kind)) errors[`${i}.kind`] = 'DUPLICATE';
    seen.add(s.kind);
    const m = merged[i];
    if (!m) return;
    for (const field of ['publicRadius', 'selectedNetworksRadius'] as const) {
      const r = m[field];
      if (r !== null && (r < RADIUS_MIN || r > RADIUS_MAX)) errors[`${i}.${field}`] = 'OUT_OF_RANGE';
    }
    if (m.headline && m.headline.length > HEADLINE_MAX) errors[`${i}.headline`] = 'TOO_LONG';
    if (m.description && m.description.length > DESCRIPTION_MAX) errors[`${i}.description`] = 'TOO_LONG';
  });
  return errors;
}

/** Always the four kinds in order. */
export function completeAlertCentralSettings(saved: Map<string, unknown>): AlertCentralSetting[] {
  return ALERT_CENTRAL_KINDS.map((k) => alertCentralFromStored(k, saved.get(k)));
}

/** The audit payload: the settings keyed by kind. */
export const alertCentralByKind = (list: AlertCentralSetting[]) =>
  Object.fromEntries(list.map((s) => [s.kind, alertCentralToStored(s)]));

import { fromGlobalId, toGlobalId } from '../../ids.js';

/**
 * Pure REST ⇄ schema mapping of integrations (docs/rest-contract.md "Integrations (issue 9)").
 * The global id carries the network: `Integration:<networkId>/<integrationId>`, because every REST path
 * of an integration but its log names both.
 */

/** The eight SIA code settings and their IntegrationSiaCodes field names, in the schema's order. */
export const SIA_FIELDS = [
  ['create', 'sia_code_create'],
  ['confirm', 'sia_code_confirm'],
  ['recall', 'sia_code_recall'],
  ['restore', 'sia_code_restore'],
  ['deviceTestModeEnabled', 'sia_code_device_test_mode_enabled'],
  ['deviceTestModeDisabled', 'sia_code_device_test_mode_disabled'],
  ['deviceEnabled', 'sia_code_device_enabled'],
  ['deviceDisabled', 'sia_code_device_disabled'],
] as const;

export type SiaField = (typeof SIA_FIELDS)[number][0];

/** `settings` as the platform answers it (the pin never; `pinSet` for shortxml). */
export interface RestIntegrationSettings {
  line?: string;
  uid?: string;
  receiver?: string;
  use_device_id?: boolean;
  pinSet?: boolean;
  [setting: string]: string | boolean | undefined;
}

/** An integration as GET/POST/PUT /v2/integrations/... answer it. */
export interface RestIntegration {
  id: number;
  networkId: number;
  kind: string;
  ip: string | null;
  port: number | null;
  description: string | null;
  status: string;
  /** Why the status is error (`account_refused`); null or absent otherwise. */
  statusReason?: string | null;
  encryption?: RestIntegrationEncryption | null;
  /** Only in the answer of a write that generated a key. */
  encryptionKey?: string;
  settings?: RestIntegrationSettings | null;
  createdAt?: string | null;
  updatedAt?: string | null;
}

export interface RestIntegrationEncryption {
  enabled?: boolean;
  keySet?: boolean;
  keyBits?: number | null;
  keySetAt?: string | null;
}

export interface IntegrationSource {
  __typename: 'Integration';
  id: string;
  restId: string;
  networkRestId: string;
  kind: string;
  ip: string;
  port: number;
  description: string | null;
  status: string;
  statusReason: string | null;
  encryption: { enabled: boolean; keySet: boolean; keyBits: number | null; keySetAt: string | null };
  line: string | null;
  uid: string | null;
  receiver: string | null;
  useDeviceId: boolean;
  pinSet: boolean;
  siaCodes: Record<SiaField, string>;
  createdAt: string | null;
  updatedAt: string | null;
}

const KINDS = ['MANITOU', 'SHORTXML', 'GUARDTOOLS'];
const STATUSES = ['ERROR', 'PENDING', 'SUCCESS'];
const STATUS_REASONS = ['ACCOUNT_REFUSED'];

export const integrationGlobalId = (networkRestId: string | number, integrationRestId: string | number) =>
  toGlobalId('Integration', `${networkRestId}/${integrationRestId}`);

/** The network and integration REST ids of an Integration global id; null for anything else. */
export function parseIntegrationId(globalId: string): { networkRestId: string; integrationRestId: string } | null {
  const parsed = fromGlobalId(globalId);
  if (parsed?.type !== 'Integration') return null;
  const match = /^(\d+)\/(\d+)$/.exec(parsed.restId);
  return match ? { networkRestId: match[1], integrationRestId: match[2] } : null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function toIntegration(row: RestIntegration): IntegrationSource {
  const settings = row.settings ?? {};
  const upperKind = row.kind.toUpperCase();
  const upperStatus = (row.status ?? '').toUpperCase();
  return {
    __typename: 'Integration',
    id: integrationGlobalId(row.networkId, row.id),
    restId: String(row.id),
    networkRestId: String(row.networkId),
    // The platform stores only the three kinds; anything else would be a contract break, read as MANITOU.
    kind: KINDS.includes(upperKind) ? upperKind : 'MANITOU',
    ip: row.ip ?? '',
    port: row.port ?? 0,
    description: row.description ?? null,
    // Unknown statuses read as PENDING: no delivery outcome known.
    status: STATUSES.includes(upperStatus) ? upperStatus : 'PENDING',
    // A reason this gateway does not know reads as none (the status still says ERROR).
    statusReason:
      upperStatus === 'ERROR' && STATUS_REASONS.includes((row.statusReason ?? '').toUpperCase())
        ? row.statusReason!.toUpperCase()
        : null,
    encryption: {
      enabled: row.encryption?.enabled === true,
      keySet: row.encryption?.keySet === true,
      keyBits: typeof row.encryption?.keyBits === 'number' ? row.encryption.keyBits : null,
      keySetAt: row.encryption?.keySetAt ?? null,
    },
    line: text(settings.line),
    uid: text(settings.uid),
    receiver: text(settings.receiver),
    useDeviceId: settings.use_device_id === true,
    pinSet: settings.pinSet === true,
    siaCodes: Object.fromEntries(
      SIA_FIELDS.map(([field, setting]) => [field, typeof settings[setting] === 'string' ? settings[setting] : '']),
    ) as Record<SiaField, string>,
    createdAt: row.createdAt ?? null,
    updatedAt: row.updatedAt ?? null,
  };
}

/** IntegrationInput as the form sends it. */
export interface IntegrationInput {
  kind: string;
  ip: string;
  port: number;
  description: string;
  line?: string | null;
  uid?: string | null;
  receiver?: string | null;
  useDeviceId?: boolean | null;
  pin?: string | null;
  siaCodes?: Partial<Record<SiaField, string | null>> | null;
  encryption?: boolean | null;
  keyBits?: number | null;
}

/**
 * The body of POST/PUT /v2/integrations/... . Left out (undefined) stays left out, so a PUT keeps the
 * stored value; null line/uid/receiver is sent as "" (the platform clears an optional setting);
 * a null or blank pin is left out (a PUT keeps the stored PIN; a create answers settings.pin REQUIRED);
 * null useDeviceId and SIA codes are left out (the platform's defaults / stored values); null encryption
 * keeps the setting.
 */
export function integrationBody(input: IntegrationInput) {
  const settings: Record<string, string | boolean> = {};
  for (const key of ['line', 'uid', 'receiver'] as const) {
    const value = input[key];
    if (value !== undefined) settings[key] = value ?? '';
  }
  if (typeof input.useDeviceId === 'boolean') settings.use_device_id = input.useDeviceId;
  if (typeof input.pin === 'string' && input.pin.trim() !== '') settings.pin = input.pin;
  for (const [field, setting] of SIA_FIELDS) {
    const code = input.siaCodes?.[field];
    if (typeof code === 'string') settings[setting] = code;
  }
  const encryption =
    typeof input.encryption === 'boolean'
      ? { enabled: input.encryption, ...(typeof input.keyBits === 'number' ? { keyBits: input.keyBits } : {}) }
      : undefined;
  return {
    kind: input.kind.toLowerCase(),
    ip: input.ip,
    port: input.port,
    description: input.description,
    settings,
    ...(encryption ? { encryption } : {}),
  };
}

/** IntegrationEncryptionKeyInput → the body of POST .../encryption-key. */
export function encryptionKeyBody(input: { keyBits?: number | null; key?: string | null; format?: string | null }) {
  return {
    ...(typeof input.keyBits === 'number' ? { keyBits: input.keyBits } : {}),
    ...(typeof input.key === 'string' ? { key: input.key } : {}),
    ...(typeof input.format === 'string' ? { format: input.format.toLowerCase() } : {}),
  };
}

const FIELD_BY_SETTING: Record<string, string> = {
  line: 'line',
  uid: 'uid',
  receiver: 'receiver',
  pin: 'pin',
  use_device_id: 'useDeviceId',
  ...Object.fromEntries(SIA_FIELDS.map(([field, setting]) => [setting, `siaCodes.${field}`])),
};

/** A platform field name (`settings.sia_code_create`) → the input's (`siaCodes.create`). */
export function integrationFieldName(restField: string): string {
  if (restField === 'encryption.enabled') return 'encryption';
  if (restField === 'encryption.keyBits') return 'keyBits';
  if (!restField.startsWith('settings.')) return restField;
  const setting = restField.slice('settings.'.length);
  return FIELD_BY_SETTING[setting] ?? setting;
}

/** A SIA code row of GET /v2/integrations/sia-codes: `{ code, en, sv }` and any further language. */
export type RestSiaCode = { code: string } & Record<string, unknown>;

const LANGUAGE_ORDER = ['en', 'sv', 'es'];

/** Every language the platform answers becomes a name, en, sv and es first; a missing language is just absent. */
export function toSiaCode(row: RestSiaCode) {
  const names = Object.entries(row)
    .filter(([key, value]) => key !== 'code' && /^[a-z]{2}$/.test(key) && typeof value === 'string' && value !== '')
    .map(([language, name]) => ({ language, name: name as string }))
    .sort((a, b) => rank(a.language) - rank(b.language) || a.language.localeCompare(b.language));
  return { code: row.code, names };
}

const rank = (language: string) => {
  const index = LANGUAGE_ORDER.indexOf(language);
  return index === -1 ? LANGUAGE_ORDER.length : index;
};

/** A test-alarm attempt as the platform answers it. */
export interface RestDeliveryAttempt {
  attempt: number;
  outcome: string;
  sentAt: string;
  elapsedMs: number;
  frame: string;
  answer: string | null;
}

export interface RestTestAlarm {
  outcome: string;
  status: string;
  sequence: number;
  attempts: RestDeliveryAttempt[];
}

const OUTCOMES = ['ACK', 'NAK', 'DUH', 'TIMEOUT', 'CONNECTION', 'INVALID'];

/** ack/nak/... → the DeliveryOutcome enum; anything else reads as INVALID (an answer we could not read). */
export const deliveryOutcomeOf = (outcome: string) => {
  const upper = outcome.toUpperCase();
  return OUTCOMES.includes(upper) ? upper : 'INVALID';
};

export const toDeliveryAttempt = (a: RestDeliveryAttempt) => ({
  attempt: a.attempt,
  outcome: deliveryOutcomeOf(a.outcome),
  sentAt: a.sentAt,
  elapsedMs: a.elapsedMs,
  frame: a.frame,
  answer: a.answer ?? null,
});

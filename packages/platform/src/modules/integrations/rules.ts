import { isIP } from 'node:net';
import type { FieldErrors } from '../../http/errors.js';
import { isSiaCode } from './siaCodes.js';

export const KINDS = ['manitou', 'shortxml', 'guardtools'] as const;
export type Kind = (typeof KINDS)[number];

/** The eight event settings and their defaults (spec 001 sections 3 and 9). */
export const SIA_DEFAULTS = {
  sia_code_create: 'UA',
  sia_code_confirm: 'UB',
  sia_code_recall: 'UH',
  sia_code_restore: 'UR',
  sia_code_device_test_mode_enabled: 'UX',
  sia_code_device_test_mode_disabled: 'UZ',
  sia_code_device_enabled: 'UX',
  sia_code_device_disabled: 'UZ',
} as const;
export type SiaSetting = keyof typeof SIA_DEFAULTS;
export const SIA_SETTINGS = Object.keys(SIA_DEFAULTS) as SiaSetting[];

/** The kind's own settings; the others are dropped when the kind changes. */
export const KIND_SETTINGS: Record<Kind, readonly string[]> = {
  manitou: ['line', 'uid', 'receiver'],
  shortxml: ['pin', 'uid'],
  guardtools: ['uid', 'use_device_id', 'receiver'],
};

/** Settings that go into a SIA DC-09 frame as hexadecimal fields: stored upper-case. */
const HEX_SETTINGS: Record<Kind, readonly string[]> = {
  manitou: ['line', 'uid', 'receiver'],
  shortxml: [],
  guardtools: ['uid', 'receiver'],
};

export interface StoredSettings {
  line?: string;
  receiver?: string;
  pin?: string;
  uid?: string;
  use_device_id?: boolean;
  [sia: string]: string | boolean | undefined;
}

export const DESCRIPTION_MAX = 300;

/** RFC 1123 host name: dot-separated labels of letters, digits and inner hyphens, at most 253 characters. */
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;
export const isHost = (value: string) => isIP(value) !== 0 || (HOST_NAME.test(value) && !/^[\d.]+$/.test(value));

/** SIA DC-09 line and receiver numbers (L and R fields): 1 to 6 hexadecimal digits. */
const LINE = /^[0-9A-F]{1,6}$/;
/** SIA DC-09 account (guardtools uid): 3 to 16 hexadecimal digits. */
const ACCOUNT = /^[0-9A-F]{3,16}$/;
/** Short-XML transmitter code: 1 to 15 letters, digits, dot, underscore or hyphen (SOS Access allows 15). */
const TRANSMITTER = /^[A-Za-z0-9._-]{1,15}$/;
/** Short-XML pin: 4 to 15 printable characters without spaces (SOS Access allows 15). */
const PIN = /^[\x21-\x7e]{4,15}$/;

export interface IntegrationFields {
  kind?: string;
  ip?: string | null;
  port?: number | null;
  description?: string | null;
  settings: StoredSettings;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Field errors of a complete integration (after a PUT's fields are merged into the stored ones). Names
 * are body paths: `ip`, `port`, `kind`, `description`, `settings.line`, `settings.sia_code_create`, ...
 */
export function integrationErrors(i: IntegrationFields): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(i.kind)) errors.kind = 'REQUIRED';
  else if (!KINDS.includes(i.kind as Kind)) errors.kind = 'INVALID';
  if (blank(i.ip)) errors.ip = 'REQUIRED';
  else if (!isHost(i.ip!.trim())) errors.ip = 'INVALID';
  if (i.port === undefined || i.port === null) errors.port = 'REQUIRED';
  else if (!Number.isInteger(i.port) || i.port < 1 || i.port > 65535) errors.port = 'INVALID';
  if (blank(i.description)) errors.description = 'REQUIRED';
  else if (i.description!.trim().length > DESCRIPTION_MAX) errors.description = 'INVALID';

  const s = i.settings;
  const need = (key: 'line' | 'uid' | 'pin' | 'receiver', pattern: RegExp, optional = false) => {
    const v = s[key];
    if (blank(v)) {
      if (!optional) errors[`settings.${key}`] = 'REQUIRED';
    } else if (typeof v !== 'string' || !pattern.test(v)) errors[`settings.${key}`] = 'INVALID';
  };
  if (i.kind === 'manitou') {
    need('line', LINE);
    // the DC-09 account of every frame: without it nothing can be delivered
    need('uid', ACCOUNT);
    need('receiver', LINE, true);
  }
  if (i.kind === 'shortxml') {
    need('pin', PIN);
    need('uid', TRANSMITTER);
  }
  if (i.kind === 'guardtools') {
    need('uid', ACCOUNT);
    need('receiver', LINE, true);
    if (typeof s.use_device_id !== 'boolean') errors['settings.use_device_id'] = 'INVALID';
  }
  for (const key of SIA_SETTINGS) {
    const v = s[key];
    if (blank(v)) errors[`settings.${key}`] = 'REQUIRED';
    else if (typeof v !== 'string' || !isSiaCode(v)) errors[`settings.${key}`] = 'UNKNOWN_SIA_CODE';
  }
  return errors;
}

/**
 * The settings to store: the stored ones, then the given ones on top, the SIA defaults for codes never
 * set, upper-cased codes, and only the kind's own fields besides the SIA codes.
 */
export function mergeSettings(kind: string | undefined, stored: StoredSettings, given: StoredSettings = {}) {
  const merged: StoredSettings = { ...SIA_DEFAULTS, ...stored };
  for (const [k, v] of Object.entries(given)) if (v !== undefined) merged[k] = v;
  const own = KINDS.includes(kind as Kind) ? KIND_SETTINGS[kind as Kind] : [];
  const out: StoredSettings = {};
  for (const key of own) {
    const v = merged[key];
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '' && key !== 'pin')) continue;
    out[key] = typeof v === 'string' && key !== 'pin' ? v.trim() : v;
  }
  for (const key of KINDS.includes(kind as Kind) ? HEX_SETTINGS[kind as Kind] : [])
    if (typeof out[key] === 'string') out[key] = (out[key] as string).toUpperCase();
  if (kind === 'guardtools' && out.use_device_id === undefined) out.use_device_id = false;
  for (const key of SIA_SETTINGS) {
    const v = merged[key];
    out[key] = typeof v === 'string' ? v.trim().toUpperCase() : v;
  }
  return out;
}

/** Settings as answered: the pin never, `pinSet` instead (shortxml). */
export function publicSettings(kind: string, stored: StoredSettings) {
  const { pin, ...rest } = mergeSettings(kind, stored);
  return kind === 'shortxml' ? { ...rest, pinSet: typeof pin === 'string' && pin.length > 0 } : rest;
}

// The integration form's values and rules (spec 001 sections 3 and 5, docs/rest-contract.md
// "Integrations"): the same checks the platform makes, so a problem shows as it is typed; the platform
// checks again on save and its field errors land on the same fields.

export const KINDS = ['MANITOU', 'SHORTXML', 'GUARDTOOLS'] as const;
export type IntegrationKind = (typeof KINDS)[number];

/** The eight events an integration reports, in the order the form shows them. */
export const SIA_EVENTS = [
  'create',
  'confirm',
  'recall',
  'restore',
  'deviceTestModeEnabled',
  'deviceTestModeDisabled',
  'deviceEnabled',
  'deviceDisabled',
] as const;
export type SiaEvent = (typeof SIA_EVENTS)[number];
export type SiaCodes = Record<SiaEvent, string>;

/** The platform's defaults (spec 001 sections 3 and 9). */
export const SIA_DEFAULTS: SiaCodes = {
  create: 'UA',
  confirm: 'UB',
  recall: 'UH',
  restore: 'UR',
  deviceTestModeEnabled: 'UX',
  deviceTestModeDisabled: 'UZ',
  deviceEnabled: 'UX',
  deviceDisabled: 'UZ',
};

export const DESCRIPTION_MAX = 300;

export interface IntegrationFormValues {
  kind: IntegrationKind;
  ip: string;
  port: string;
  description: string;
  /** manitou: the DC-09 line (hex). */
  line: string;
  /** shortxml: the transmitter code; manitou/guardtools: the account (hex). */
  uid: string;
  /** manitou/guardtools: the DC-09 receiver number (hex), optional. */
  receiver: string;
  /** guardtools: the account is the device's id. */
  useDeviceId: boolean;
  /** shortxml: a new PIN; empty keeps the stored one (when there is one). */
  pin: string;
  siaCodes: SiaCodes;
  /** manitou/guardtools: SIA DC-09 frames encrypted (AES). */
  encryption: boolean;
  /** The size of the key generated when encryption is turned on without one. */
  keyBits: KeyBits;
}

export const KEY_BITS = ['128', '192', '256'] as const;
export type KeyBits = (typeof KEY_BITS)[number];
/** The kinds that speak SIA DC-09, the ones with encryption. */
export const DC09_KINDS: readonly IntegrationKind[] = ['MANITOU', 'GUARDTOOLS'];

export const BLANK_INTEGRATION: IntegrationFormValues = {
  kind: 'MANITOU',
  ip: '',
  port: '',
  description: '',
  line: '',
  uid: '',
  receiver: '',
  useDeviceId: false,
  pin: '',
  siaCodes: SIA_DEFAULTS,
  encryption: false,
  keyBits: '128',
};

/** Which of the kind-specific fields a kind has. */
export const KIND_FIELDS: Record<IntegrationKind, readonly ('line' | 'uid' | 'receiver' | 'useDeviceId' | 'pin')[]> = {
  MANITOU: ['line', 'uid', 'receiver'],
  SHORTXML: ['pin', 'uid'],
  GUARDTOOLS: ['uid', 'useDeviceId', 'receiver'],
};

/** RFC 1123 host name, or an IPv4 address (IPv6: hex groups with colons; the platform checks it fully). */
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-f:.]+$/i;
export const isHost = (value: string) =>
  IPV4.test(value) || (value.includes(':') && IPV6.test(value)) || (HOST_NAME.test(value) && !/^[\d.]+$/.test(value));

/** SIA DC-09 line and receiver numbers: 1 to 6 hexadecimal digits. */
const LINE = /^[0-9A-F]{1,6}$/i;
/** SIA DC-09 account: 3 to 16 hexadecimal digits. */
const ACCOUNT = /^[0-9A-F]{3,16}$/i;
/** Short-XML transmitter code: 1 to 15 letters, digits, dot, underscore or hyphen (the platform's rule). */
const TRANSMITTER = /^[A-Za-z0-9._-]{1,15}$/;
/** Short-XML PIN: 4 to 15 printable characters without spaces (the platform's rule). */
const PIN = /^[\x21-\x7e]{4,15}$/;

export type FieldCode = 'REQUIRED' | 'INVALID' | 'TOO_LONG' | 'UNKNOWN_SIA_CODE';

/**
 * The form's problems by field name (`kind`, `ip`, `port`, `description`, `line`, `uid`, `receiver`,
 * `pin`, `siaCodes.<event>`). `pinSet`: a PIN is stored, so an empty PIN field keeps it.
 */
export function validateIntegration(
  values: IntegrationFormValues,
  { pinSet = false, knownCodes }: { pinSet?: boolean; knownCodes?: ReadonlySet<string> } = {},
): Record<string, FieldCode> {
  const errors: Record<string, FieldCode> = {};
  const ip = values.ip.trim();
  if (!ip) errors.ip = 'REQUIRED';
  else if (!isHost(ip)) errors.ip = 'INVALID';
  const port = values.port.trim();
  if (!port) errors.port = 'REQUIRED';
  else if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) errors.port = 'INVALID';
  const description = values.description.trim();
  if (!description) errors.description = 'REQUIRED';
  else if (description.length > DESCRIPTION_MAX) errors.description = 'TOO_LONG';

  const check = (field: 'line' | 'uid' | 'receiver' | 'pin', pattern: RegExp, optional = false) => {
    const value = field === 'pin' ? values.pin : values[field].trim();
    if (!value) {
      if (!optional) errors[field] = 'REQUIRED';
    } else if (!pattern.test(value)) errors[field] = 'INVALID';
  };
  if (values.kind === 'MANITOU') {
    check('line', LINE);
    check('uid', ACCOUNT);
    check('receiver', LINE, true);
  } else if (values.kind === 'SHORTXML') {
    check('pin', PIN, pinSet);
    check('uid', TRANSMITTER);
  } else {
    check('uid', ACCOUNT);
    check('receiver', LINE, true);
  }
  for (const event of SIA_EVENTS) {
    const code = values.siaCodes[event].trim().toUpperCase();
    if (!code) errors[`siaCodes.${event}`] = 'REQUIRED';
    else if (knownCodes && knownCodes.size > 0 && !knownCodes.has(code))
      errors[`siaCodes.${event}`] = 'UNKNOWN_SIA_CODE';
  }
  return errors;
}

const SETTING_FIELDS: Record<string, string> = {
  use_device_id: 'useDeviceId',
  sia_code_create: 'siaCodes.create',
  sia_code_confirm: 'siaCodes.confirm',
  sia_code_recall: 'siaCodes.recall',
  sia_code_restore: 'siaCodes.restore',
  sia_code_device_test_mode_enabled: 'siaCodes.deviceTestModeEnabled',
  sia_code_device_test_mode_disabled: 'siaCodes.deviceTestModeDisabled',
  sia_code_device_enabled: 'siaCodes.deviceEnabled',
  sia_code_device_disabled: 'siaCodes.deviceDisabled',
};

/**
 * A field error's path as the gateway answers it (`input.line`, `input.siaCodes.create`) or as the
 * platform names it (`settings.line`, `settings.sia_code_create`) -> the form's field name.
 */
export function formField(path: string): string {
  const field = path.replace(/^input\./, '').replace(/^settings\./, '');
  return SETTING_FIELDS[field] ?? field;
}

/** The input the mutations take: only the kind's own settings; an empty PIN is left out (keeps the stored one). */
export function toIntegrationInput(values: IntegrationFormValues) {
  const own = KIND_FIELDS[values.kind];
  const text = (value: string) => value.trim();
  const hex = (value: string) => value.trim().toUpperCase();
  return {
    kind: values.kind,
    ip: text(values.ip),
    port: Number(values.port.trim()),
    description: text(values.description),
    line: own.includes('line') ? hex(values.line) : null,
    // empty: no account (manitou's is optional)
    uid: own.includes('uid') ? (values.kind === 'SHORTXML' ? text(values.uid) : hex(values.uid)) : null,
    receiver: own.includes('receiver') ? hex(values.receiver) : null,
    useDeviceId: values.kind === 'GUARDTOOLS' ? values.useDeviceId : null,
    pin: values.kind === 'SHORTXML' && values.pin ? values.pin : null,
    siaCodes: Object.fromEntries(
      SIA_EVENTS.map((event) => [event, values.siaCodes[event].trim().toUpperCase()]),
    ) as SiaCodes,
    // short-XML has no encryption: left out (null)
    encryption: DC09_KINDS.includes(values.kind) ? values.encryption : null,
    keyBits: DC09_KINDS.includes(values.kind) && values.encryption ? Number(values.keyBits) : null,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD HH:mm:ss in the browser's time zone: a log needs the seconds. */
export function formatWithSeconds(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}`;
}

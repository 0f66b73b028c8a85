import type { FieldErrors } from '../../http/errors.js';
import { POLICY_PREFIXES, SOUNDS, type PolicyPrefix } from './categories.js';
import { meetingLinkProblem } from './meetingLink.js';
import { RADIUS_DEFAULT, isRadiusInRange } from './radius.js';

/**
 * The client alert policy: the flat entity of the contract ("sosEnforced", "amcPublicRadius", ...,
 * "summonMeetingLink"). Kept dynamic because the fields are the product of prefixes and suffixes.
 */
export type Policy = Record<string, unknown>;

export type FieldKind =
  'bool' | 'userIds' | 'networkIds' | 'text' | 'document' | 'sound' | 'radius' | 'outputs' | 'link';

interface Suffix {
  suffix: string;
  kind: FieldKind;
  default: unknown;
  maxLength?: number;
  absentFor?: PolicyPrefix;
}

const SUFFIXES: Suffix[] = [
  { suffix: 'Enforced', kind: 'bool', default: false },
  { suffix: 'OverwriteAll', kind: 'bool', default: false },
  { suffix: 'SelectedUsers', kind: 'userIds', default: [] },
  { suffix: 'Disabled', kind: 'bool', default: false },
  { suffix: 'StreamingEnabled', kind: 'bool', default: false },
  { suffix: 'DisableEscalation', kind: 'bool', default: false },
  { suffix: 'EnableConfirmationComment', kind: 'bool', default: false },
  { suffix: 'EnableTwoStepConfirmation', kind: 'bool', default: false },
  { suffix: 'Title', kind: 'text', default: null, maxLength: 100 },
  { suffix: 'Description', kind: 'text', default: null, maxLength: 300 },
  { suffix: 'Document', kind: 'document', default: null },
  { suffix: 'Sound', kind: 'sound', default: 'uan' },
  { suffix: 'Instructions', kind: 'text', default: null, maxLength: 2000 },
  { suffix: 'CreatePublicAlert', kind: 'bool', default: false },
  { suffix: 'AlertAllAvailableNetworks', kind: 'bool', default: false },
  { suffix: 'AlertAllAvailableUsers', kind: 'bool', default: false, absentFor: 'network' },
  { suffix: 'PublicRadiusEnabled', kind: 'bool', default: false },
  { suffix: 'PublicRadius', kind: 'radius', default: RADIUS_DEFAULT },
  { suffix: 'SelectedNetworks', kind: 'networkIds', default: [] },
  { suffix: 'SelectedNetworksRadiusEnabled', kind: 'bool', default: false },
  { suffix: 'SelectedNetworksRadius', kind: 'radius', default: RADIUS_DEFAULT },
  { suffix: 'NotifySelectedUsersOutsideOfRange', kind: 'userIds', default: [] },
  { suffix: 'EnableDeviceOutputControl', kind: 'bool', default: false, absentFor: 'summon' },
  { suffix: 'DeviceOutputControl', kind: 'outputs', default: {}, absentFor: 'summon' },
];

export interface PolicyField {
  name: string;
  prefix: PolicyPrefix;
  suffix: string;
  kind: FieldKind;
  default: unknown;
  maxLength?: number;
}

export const MEETING_LINK_FIELD = 'summonMeetingLink';

export const POLICY_FIELDS: readonly PolicyField[] = [
  ...POLICY_PREFIXES.flatMap((prefix) =>
    SUFFIXES.filter((s) => s.absentFor !== prefix).map((s) => ({
      name: `${prefix}${s.suffix}`,
      prefix,
      suffix: s.suffix,
      kind: s.kind,
      default: s.default,
      maxLength: s.maxLength,
    })),
  ),
  { name: MEETING_LINK_FIELD, prefix: 'summon', suffix: 'MeetingLink', kind: 'link', default: null, maxLength: 2000 },
];

const FIELD_BY_NAME = new Map(POLICY_FIELDS.map((f) => [f.name, f]));

const clone = (v: unknown) => (typeof v === 'object' && v !== null ? structuredClone(v) : v);

export function defaultPolicy(): Policy {
  return Object.fromEntries(POLICY_FIELDS.map((f) => [f.name, clone(f.default)]));
}

/** Known fields only, over the defaults; empty texts become null. */
export function normalizePolicy(input: Policy): Policy {
  const out = defaultPolicy();
  for (const [name, value] of Object.entries(input)) {
    const field = FIELD_BY_NAME.get(name);
    if (!field || value === undefined) continue;
    out[name] =
      (field.kind === 'text' || field.kind === 'link') && typeof value === 'string' && !value.trim()
        ? null
        : clone(value);
  }
  return out;
}

export function isDefaultValue(field: PolicyField, value: unknown): boolean {
  if (Array.isArray(field.default)) return !Array.isArray(value) || value.length === 0;
  if (field.kind === 'outputs') return !value || Object.keys(value as object).length === 0;
  return value === field.default;
}

const SOUND_SET = new Set<string>(SOUNDS);

/**
 * The state rules of section 4 and the value rules of section 5. One code per field; a fault in the
 * value itself wins over a fault in the state around it.
 */
export function validatePolicy(p: Policy): FieldErrors {
  const errors: FieldErrors = {};
  const set = (field: string, code: string) => {
    errors[field] ??= code;
  };

  for (const f of POLICY_FIELDS) {
    const v = p[f.name];
    if (f.kind === 'radius' && !isRadiusInRange(v as number)) set(f.name, 'OUT_OF_RANGE');
    if (f.kind === 'sound' && !SOUND_SET.has(v as string)) set(f.name, 'INVALID');
    if (f.maxLength && typeof v === 'string' && v.length > f.maxLength) set(f.name, 'TOO_LONG');
  }
  const link = meetingLinkProblem(p[MEETING_LINK_FIELD] as string | null);
  if (link) set(MEETING_LINK_FIELD, link);

  const enabled = POLICY_PREFIXES.filter((prefix) => p[`${prefix}Disabled`] !== true).length;
  if (enabled < 2) set('policy', 'TOO_FEW_ENABLED');

  for (const f of POLICY_FIELDS) {
    if (f.suffix === 'Enforced') continue;
    if (p[`${f.prefix}Enforced`] !== true && !isDefaultValue(f, p[f.name])) set(f.name, 'NOT_ENFORCED');
  }

  for (const prefix of POLICY_PREFIXES) {
    const on = (suffix: string) => p[`${prefix}${suffix}`] === true;
    if (!on('CreatePublicAlert')) {
      for (const suffix of ['AlertAllAvailableNetworks', 'AlertAllAvailableUsers', 'PublicRadiusEnabled']) {
        if (on(suffix)) set(`${prefix}${suffix}`, 'NEEDS_CREATE_PUBLIC_ALERT');
      }
      if (p[`${prefix}PublicRadius`] !== RADIUS_DEFAULT) set(`${prefix}PublicRadius`, 'NEEDS_CREATE_PUBLIC_ALERT');
    }
    if (!on('PublicRadiusEnabled') && p[`${prefix}PublicRadius`] !== RADIUS_DEFAULT)
      set(`${prefix}PublicRadius`, 'NEEDS_RADIUS_ENABLED');
    if (!on('SelectedNetworksRadiusEnabled') && p[`${prefix}SelectedNetworksRadius`] !== RADIUS_DEFAULT) {
      set(`${prefix}SelectedNetworksRadius`, 'NEEDS_RADIUS_ENABLED');
    }
  }
  return errors;
}

/** The users, networks, documents and device outputs a policy points at, by field. */
export interface References {
  users: Record<string, number[]>;
  networks: Record<string, number[]>;
  documents: Record<string, number | null>;
  outputs: Record<string, Record<string, string[]>>;
}

export function policyReferences(p: Policy): References {
  const refs: References = { users: {}, networks: {}, documents: {}, outputs: {} };
  for (const f of POLICY_FIELDS) {
    const v = p[f.name];
    if (f.kind === 'userIds') refs.users[f.name] = v as number[];
    if (f.kind === 'networkIds') refs.networks[f.name] = v as number[];
    if (f.kind === 'document') refs.documents[f.name] = v as number | null;
    if (f.kind === 'outputs') refs.outputs[f.name] = v as Record<string, string[]>;
  }
  return refs;
}

/** The policy without one user, network or device (its output control; after it left the client). */
export function withoutReference(p: Policy, kind: 'userIds' | 'networkIds' | 'deviceIds', id: number): Policy {
  const out = { ...p };
  for (const f of POLICY_FIELDS) {
    if (f.kind === kind && Array.isArray(out[f.name])) out[f.name] = (out[f.name] as number[]).filter((x) => x !== id);
    if (kind === 'deviceIds' && f.kind === 'outputs' && out[f.name] && typeof out[f.name] === 'object') {
      const outputs = { ...(out[f.name] as Record<string, string[]>) };
      delete outputs[String(id)];
      out[f.name] = outputs;
    }
  }
  return out;
}

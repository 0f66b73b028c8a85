import { restIdArg, restIdArgs } from '../../ids.js';
import { badUserInput } from '../../upstream/errors.js';
import { ALERT_CATEGORIES, policyPrefixOf, type AlertCategory } from '../alerts/categories.js';
import { restSoundOf, soundOfRest, type AlertSound } from '../alerts/sounds.js';

/**
 * The client alert policy: the platform keeps it flat (`sosEnforced`, `amcCreatePublicAlert`,
 * `summonMeetingLink`, ...), the schema as AlertPolicy.categories. One table drives both directions
 * and the names in field errors.
 */
export type RestPolicy = Record<string, unknown>;

type Kind = 'boolean' | 'string' | 'int' | 'sound' | 'userIds' | 'networkIds' | 'documentId' | 'outputs';

interface PolicyField {
  /** `p<suffix>` in the REST entity. */
  suffix: string;
  /** The AlertPolicyCategoryInput field (and the source field the resolvers read). */
  input: string;
  kind: Kind;
  /** Categories that lack the field. */
  absentFor?: AlertCategory;
}

const FIELDS: readonly PolicyField[] = [
  { suffix: 'Enforced', input: 'enforced', kind: 'boolean' },
  { suffix: 'OverwriteAll', input: 'overwriteAll', kind: 'boolean' },
  { suffix: 'SelectedUsers', input: 'selectedUserIds', kind: 'userIds' },
  { suffix: 'Disabled', input: 'disabled', kind: 'boolean' },
  { suffix: 'StreamingEnabled', input: 'streamingEnabled', kind: 'boolean' },
  { suffix: 'DisableEscalation', input: 'disableEscalation', kind: 'boolean' },
  { suffix: 'EnableConfirmationComment', input: 'enableConfirmationComment', kind: 'boolean' },
  { suffix: 'EnableTwoStepConfirmation', input: 'enableTwoStepConfirmation', kind: 'boolean' },
  { suffix: 'Title', input: 'title', kind: 'string' },
  { suffix: 'Description', input: 'description', kind: 'string' },
  { suffix: 'Document', input: 'documentId', kind: 'documentId' },
  { suffix: 'Sound', input: 'sound', kind: 'sound' },
  { suffix: 'Instructions', input: 'instructions', kind: 'string' },
  { suffix: 'CreatePublicAlert', input: 'createPublicAlert', kind: 'boolean' },
  { suffix: 'AlertAllAvailableNetworks', input: 'alertAllAvailableNetworks', kind: 'boolean' },
  { suffix: 'AlertAllAvailableUsers', input: 'alertAllAvailableUsers', kind: 'boolean', absentFor: 'NETWORK_ALERT' },
  { suffix: 'PublicRadiusEnabled', input: 'publicRadiusEnabled', kind: 'boolean' },
  { suffix: 'PublicRadius', input: 'publicRadius', kind: 'int' },
  { suffix: 'SelectedNetworks', input: 'selectedNetworkIds', kind: 'networkIds' },
  { suffix: 'SelectedNetworksRadiusEnabled', input: 'selectedNetworksRadiusEnabled', kind: 'boolean' },
  { suffix: 'SelectedNetworksRadius', input: 'selectedNetworksRadius', kind: 'int' },
  { suffix: 'NotifySelectedUsersOutsideOfRange', input: 'notifySelectedUserIdsOutsideOfRange', kind: 'userIds' },
  { suffix: 'EnableDeviceOutputControl', input: 'enableDeviceOutputControl', kind: 'boolean', absentFor: 'SUMMON' },
  { suffix: 'DeviceOutputControl', input: 'deviceOutputControl', kind: 'outputs', absentFor: 'SUMMON' },
];

const MEETING_LINK = 'summonMeetingLink';
const DEFAULT_RADIUS = 100;

const hasField = (field: PolicyField, category: AlertCategory) => field.absentFor !== category;

export interface DeviceOutputControlSource {
  deviceId: string;
  outputCodes: string[];
}

/** One AlertPolicyCategory: plain values plus the ids the resolvers turn into nodes. */
export interface PolicyCategorySource {
  category: AlertCategory;
  clientRestId: string;
  selectedUserIds: string[];
  notifySelectedUserIdsOutsideOfRange: string[];
  selectedNetworkIds: string[];
  documentId: string | null;
  deviceOutputControl: DeviceOutputControlSource[] | null;
  [field: string]: unknown;
}

export function toPolicy(policy: RestPolicy, clientRestId: string) {
  return { categories: ALERT_CATEGORIES.map(({ category }) => toPolicyCategory(policy, category, clientRestId)) };
}

function toPolicyCategory(policy: RestPolicy, category: AlertCategory, clientRestId: string): PolicyCategorySource {
  const prefix = policyPrefixOf(category);
  const source: PolicyCategorySource = {
    category,
    clientRestId,
    selectedUserIds: [],
    notifySelectedUserIdsOutsideOfRange: [],
    selectedNetworkIds: [],
    documentId: null,
    deviceOutputControl: null,
    meetingLink: category === 'SUMMON' ? stringOrNull(policy[MEETING_LINK]) : null,
  };
  for (const field of FIELDS) {
    source[field.input] = hasField(field, category) ? fromRest(field.kind, policy[prefix + field.suffix]) : null;
  }
  return source;
}

function fromRest(kind: Kind, value: unknown): unknown {
  switch (kind) {
    case 'boolean':
      return value === true;
    case 'string':
      return stringOrNull(value);
    case 'int':
      return typeof value === 'number' ? value : DEFAULT_RADIUS;
    case 'sound':
      return soundOfRest(typeof value === 'string' ? value : 'uan');
    case 'userIds':
    case 'networkIds':
      return Array.isArray(value) ? value.map(String) : [];
    case 'documentId':
      return value === null || value === undefined || value === '' ? null : String(value);
    case 'outputs':
      return Object.entries((value ?? {}) as Record<string, unknown>).map(([deviceId, codes]) => ({
        deviceId,
        outputCodes: Array.isArray(codes) ? codes.map(String) : [],
      }));
  }
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

type CategoryInput = Record<string, unknown> & { category: AlertCategory; meetingLink?: string | null };

/**
 * AlertPolicyInput → the flat entity for PUT /clients/{id}/policy. Categories the input leaves out keep
 * their current values (`current`, the GET answer), so the platform always gets the whole entity.
 */
export function toPolicyBody(input: { categories: CategoryInput[] }, current: RestPolicy | null): RestPolicy {
  const seen = new Set<AlertCategory>();
  const body: RestPolicy = { ...current };
  for (const category of input.categories) {
    if (seen.has(category.category)) throw badUserInput(`The policy input names ${category.category} twice.`);
    seen.add(category.category);
    const prefix = policyPrefixOf(category.category);
    for (const field of FIELDS) {
      if (hasField(field, category.category)) {
        body[prefix + field.suffix] = toRest(
          field.kind,
          category[field.input],
          `categories.${category.category}.${field.input}`,
        );
      }
    }
    if (category.category === 'SUMMON') body[MEETING_LINK] = category.meetingLink ?? null;
  }
  return body;
}

/** Whether the input names all five categories (then the current policy need not be read). */
export function coversAllCategories(input: { categories: { category: AlertCategory }[] }): boolean {
  return ALERT_CATEGORIES.every(({ category }) => input.categories.some((given) => given.category === category));
}

function toRest(kind: Kind, value: unknown, path: string): unknown {
  switch (kind) {
    case 'boolean':
      return value === true;
    case 'string':
      return value ?? null;
    case 'int':
      return value;
    case 'sound':
      return restSoundOf(value as AlertSound);
    case 'userIds':
      return restIdArgs('User', value as string[], path);
    case 'networkIds':
      return restIdArgs('Network', value as string[], path);
    case 'documentId':
      return value ? restIdArg('Document', value as string, path) : null;
    case 'outputs':
      return Object.fromEntries(
        ((value ?? []) as { deviceId: string; outputCodes: string[] }[]).map((entry) => [
          String(restIdArg('Device', entry.deviceId, `${path}.deviceId`)),
          entry.outputCodes,
        ]),
      );
  }
}

const FIELD_BY_REST_NAME = new Map<string, string>([
  ['policy', 'categories'],
  [MEETING_LINK, 'categories.SUMMON.meetingLink'],
  ...ALERT_CATEGORIES.flatMap(({ category, policyPrefix }) =>
    FIELDS.map((field) => [policyPrefix + field.suffix, `categories.${category}.${field.input}`] as [string, string]),
  ),
]);

/**
 * A policy field the platform names in `fields` → the AlertPolicyInput path the form shows it at:
 * `sosPublicRadius` → `categories.SOS_EMERGENCY.publicRadius`, `sosSelectedUsers` →
 * `categories.SOS_EMERGENCY.selectedUserIds`, `summonMeetingLink` → `categories.SUMMON.meetingLink`,
 * `policy` (TOO_FEW_ENABLED) → `categories`. A deeper name (`sosDeviceOutputControl.12`) keeps its tail.
 */
export function policyFieldName(restField: string): string {
  const [head, ...tail] = restField.split('.');
  const mapped = FIELD_BY_REST_NAME.get(head);
  return mapped ? [mapped, ...tail].join('.') : restField;
}

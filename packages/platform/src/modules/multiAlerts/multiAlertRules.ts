import type { FieldErrors } from '../../http/errors.js';
import type { References } from '../clients/alertPolicy.js';
import { COLOR_PATTERN, DEFAULT_COLORS, SOUNDS, type AlertCategory } from '../clients/categories.js';
import { meetingLinkProblem } from '../clients/meetingLink.js';
import { RADIUS_DEFAULT, isRadiusInRange } from '../clients/radius.js';

export type Sound = (typeof SOUNDS)[number];

/** The writable fields of a multi-alert (custom alert). */
export interface MultiAlertFields {
  name: string;
  draft: boolean;
  title: string;
  description: string | null;
  alertCategory: AlertCategory;
  selectedNetworks: number[];
  selectedNetworksRadiusEnabled: boolean;
  selectedNetworksRadius: number;
  createPublicAlert: boolean;
  alertAllAvailableNetworks: boolean;
  alertAllAvailableUsers: boolean;
  publicRadiusEnabled: boolean;
  publicRadius: number;
  color: string;
  instructions: string | null;
  meetingLink: string | null;
  document: number | null;
  notifySelectedUsersOutsideOfRange: number[];
  overwriteAll: boolean;
  selectedUsers: number[];
  enableConfirmationComment: boolean;
  enableTwoStepConfirmation: boolean;
  streamingEnabled: boolean;
  sound: Sound;
}

/** Spec section 9, "Default sound". */
export const DEFAULT_SOUND = 'uan' satisfies Sound;

/**
 * While draft these controls are off (spec section 4: "Custom alert"); the sound control is disabled,
 * so a draft keeps the default sound.
 */
export const DRAFT_VALUES = {
  alertAllAvailableUsers: false,
  streamingEnabled: false,
  enableConfirmationComment: false,
  enableTwoStepConfirmation: false,
  sound: DEFAULT_SOUND,
} as const satisfies Partial<MultiAlertFields>;

export const NAME_MAX = 100;
export const TITLE_MAX = 100;
export const DESCRIPTION_MAX = 300;

export function defaultMultiAlert(alertCategory: AlertCategory): Omit<MultiAlertFields, 'name' | 'title'> {
  return {
    draft: true,
    description: null,
    alertCategory,
    selectedNetworks: [],
    selectedNetworksRadiusEnabled: false,
    selectedNetworksRadius: RADIUS_DEFAULT,
    createPublicAlert: false,
    alertAllAvailableNetworks: false,
    alertAllAvailableUsers: false,
    publicRadiusEnabled: false,
    publicRadius: RADIUS_DEFAULT,
    color: DEFAULT_COLORS[alertCategory],
    instructions: null,
    meetingLink: null,
    document: null,
    notifySelectedUsersOutsideOfRange: [],
    overwriteAll: false,
    selectedUsers: [],
    enableConfirmationComment: false,
    enableTwoStepConfirmation: false,
    streamingEnabled: false,
    sound: DEFAULT_SOUND,
  };
}

/** Trimmed texts, empty optional texts as null. */
export function normalizeMultiAlert(f: MultiAlertFields): MultiAlertFields {
  const opt = (v: string | null) => (v?.trim() ? v.trim() : null);
  return {
    ...f,
    name: f.name.trim(),
    title: f.title.trim(),
    description: opt(f.description),
    instructions: opt(f.instructions),
    meetingLink: opt(f.meetingLink),
    color: f.color.toUpperCase(),
  };
}

/** The alert switched to draft: the draft-locked controls go back to their draft values. */
export const asDraft = (f: MultiAlertFields): MultiAlertFields => ({ ...f, ...DRAFT_VALUES, draft: true });

export function validateMultiAlert(f: MultiAlertFields): FieldErrors {
  const errors: FieldErrors = {};
  const set = (field: string, code: string) => {
    errors[field] ??= code;
  };
  if (!f.name) set('name', 'REQUIRED');
  else if (f.name.length > NAME_MAX) set('name', 'TOO_LONG');
  if (!f.title) set('title', 'REQUIRED');
  else if (f.title.length > TITLE_MAX) set('title', 'TOO_LONG');
  if (f.description && f.description.length > DESCRIPTION_MAX) set('description', 'TOO_LONG');
  if (!COLOR_PATTERN.test(f.color)) set('color', 'INVALID_COLOR');
  const link = meetingLinkProblem(f.meetingLink);
  if (link) set('meetingLink', link);

  for (const field of ['publicRadius', 'selectedNetworksRadius'] as const) {
    if (!isRadiusInRange(f[field])) set(field, 'OUT_OF_RANGE');
  }
  if (!f.createPublicAlert) {
    for (const field of ['alertAllAvailableNetworks', 'alertAllAvailableUsers', 'publicRadiusEnabled'] as const) {
      if (f[field]) set(field, 'NEEDS_CREATE_PUBLIC_ALERT');
    }
    if (f.publicRadius !== RADIUS_DEFAULT) set('publicRadius', 'NEEDS_CREATE_PUBLIC_ALERT');
  }
  if (!f.publicRadiusEnabled && f.publicRadius !== RADIUS_DEFAULT) set('publicRadius', 'NEEDS_RADIUS_ENABLED');
  if (!f.selectedNetworksRadiusEnabled && f.selectedNetworksRadius !== RADIUS_DEFAULT)
    set('selectedNetworksRadius', 'NEEDS_RADIUS_ENABLED');

  if (f.draft) {
    for (const [field, value] of Object.entries(DRAFT_VALUES)) {
      if (f[field as keyof typeof DRAFT_VALUES] !== value) set(field, 'DRAFT_LOCKED');
    }
  }
  return errors;
}

export function multiAlertReferences(f: MultiAlertFields): References {
  return {
    users: { selectedUsers: f.selectedUsers, notifySelectedUsersOutsideOfRange: f.notifySelectedUsersOutsideOfRange },
    networks: { selectedNetworks: f.selectedNetworks },
    documents: { document: f.document },
    outputs: {},
  };
}

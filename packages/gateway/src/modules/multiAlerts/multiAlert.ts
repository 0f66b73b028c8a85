import { GraphQLError } from 'graphql';
import { fromGlobalId, restIdArg, restIdArgs, toGlobalId } from '../../ids.js';
import { categoryOfRestKey, restKeyOf, type AlertCategory } from '../alerts/categories.js';
import { restSoundOf, soundOfRest, type AlertSound } from '../alerts/sounds.js';
import { sameOriginFileUrl } from '../files/fileUrl.js';

/**
 * A multi-alert (custom alert). The contract reads and writes them under their client only
 * (/clients/{id}/multi-alerts/{alertId}), so the global id carries both: "MultiAlert:<clientId>/<alertId>".
 */
export interface RestMultiAlert {
  id: number;
  name: string;
  draft?: boolean;
  title?: string | null;
  description?: string | null;
  alertCategory?: string;
  selectedNetworks?: (number | string)[] | null;
  selectedNetworksRadiusEnabled?: boolean;
  selectedNetworksRadius?: number | null;
  createPublicAlert?: boolean;
  alertAllAvailableNetworks?: boolean;
  alertAllAvailableUsers?: boolean;
  publicRadiusEnabled?: boolean;
  publicRadius?: number | null;
  iconUrl?: string | null;
  color?: string | null;
  createdAt: string;
  instructions?: string | null;
  meetingLink?: string | null;
  document?: number | string | null;
  notifySelectedUsersOutsideOfRange?: (number | string)[] | null;
  overwriteAll?: boolean;
  selectedUsers?: (number | string)[] | null;
  enableConfirmationComment?: boolean;
  enableTwoStepConfirmation?: boolean;
  streamingEnabled?: boolean;
  sound?: string | null;
}

export function multiAlertGlobalId(clientRestId: string | number, alertRestId: string | number): string {
  return toGlobalId('MultiAlert', `${clientRestId}/${alertRestId}`);
}

/** The client and alert REST ids in a MultiAlert global id, or null. */
export function parseMultiAlertId(globalId: string): { clientRestId: string; alertRestId: string } | null {
  const parsed = fromGlobalId(globalId);
  const match = parsed?.type === 'MultiAlert' ? /^(\d+)\/(\d+)$/.exec(parsed.restId) : null;
  return match ? { clientRestId: match[1], alertRestId: match[2] } : null;
}

export function multiAlertIdArg(globalId: string) {
  const ids = parseMultiAlertId(globalId);
  if (!ids)
    throw new GraphQLError('id is not a MultiAlert id.', {
      extensions: { code: 'BAD_USER_INPUT', errorCode: 'INVALID_ID' },
    });
  return ids;
}

const ids = (value: (number | string)[] | null | undefined) => (value ?? []).map(String);
const DEFAULT_RADIUS = 100;

export function toMultiAlert(alert: RestMultiAlert, clientRestId: string) {
  return {
    __typename: 'MultiAlert' as const,
    id: multiAlertGlobalId(clientRestId, alert.id),
    restId: String(alert.id),
    clientRestId,
    name: alert.name,
    draft: alert.draft ?? false,
    title: alert.title ?? null,
    description: alert.description ?? null,
    alertCategory: categoryOfRestKey(alert.alertCategory) ?? 'SOS_EMERGENCY',
    selectedNetworkIds: ids(alert.selectedNetworks),
    selectedNetworksRadiusEnabled: alert.selectedNetworksRadiusEnabled ?? false,
    selectedNetworksRadius: alert.selectedNetworksRadius ?? DEFAULT_RADIUS,
    createPublicAlert: alert.createPublicAlert ?? false,
    alertAllAvailableNetworks: alert.alertAllAvailableNetworks ?? false,
    alertAllAvailableUsers: alert.alertAllAvailableUsers ?? false,
    publicRadiusEnabled: alert.publicRadiusEnabled ?? false,
    publicRadius: alert.publicRadius ?? DEFAULT_RADIUS,
    iconUrl: alert.iconUrl ? sameOriginFileUrl(alert.iconUrl) : null,
    color: alert.color ?? null,
    createdAt: alert.createdAt,
    instructions: alert.instructions ?? null,
    meetingLink: alert.meetingLink ?? null,
    documentId: alert.document === null || alert.document === undefined ? null : String(alert.document),
    notifySelectedUserIdsOutsideOfRange: ids(alert.notifySelectedUsersOutsideOfRange),
    overwriteAll: alert.overwriteAll ?? false,
    selectedUserIds: ids(alert.selectedUsers),
    enableConfirmationComment: alert.enableConfirmationComment ?? false,
    enableTwoStepConfirmation: alert.enableTwoStepConfirmation ?? false,
    streamingEnabled: alert.streamingEnabled ?? false,
    sound: soundOfRest(alert.sound ?? 'uan'),
  };
}

export type MultiAlertSource = ReturnType<typeof toMultiAlert>;

export interface MultiAlertInput {
  name: string;
  draft: boolean;
  title?: string | null;
  description?: string | null;
  alertCategory: AlertCategory;
  selectedNetworkIds: string[];
  selectedNetworksRadiusEnabled: boolean;
  selectedNetworksRadius: number;
  createPublicAlert: boolean;
  alertAllAvailableNetworks: boolean;
  alertAllAvailableUsers: boolean;
  publicRadiusEnabled: boolean;
  publicRadius: number;
  color?: string | null;
  instructions?: string | null;
  meetingLink?: string | null;
  documentId?: string | null;
  notifySelectedUserIdsOutsideOfRange: string[];
  overwriteAll: boolean;
  selectedUserIds: string[];
  enableConfirmationComment: boolean;
  enableTwoStepConfirmation: boolean;
  streamingEnabled: boolean;
  sound: AlertSound;
}

/**
 * MultiAlertInput → the body of POST/PUT /clients/{id}/multi-alerts. Optional fields the caller left
 * out stay out of the body, so the platform applies its default (POST) or keeps the value (PUT); an
 * explicit null clears a text. A colour cannot be null: null means "no choice", the category's colour.
 */
export function toMultiAlertBody(input: MultiAlertInput) {
  const {
    selectedNetworkIds,
    documentId,
    notifySelectedUserIdsOutsideOfRange,
    selectedUserIds,
    alertCategory,
    sound,
    color,
    ...same
  } = input;
  return {
    ...same,
    ...(color !== null && color !== undefined && { color }),
    alertCategory: restKeyOf(alertCategory),
    sound: restSoundOf(sound),
    selectedNetworks: restIdArgs('Network', selectedNetworkIds, 'selectedNetworkIds'),
    ...(documentId !== undefined && { document: documentId ? restIdArg('Document', documentId, 'documentId') : null }),
    notifySelectedUsersOutsideOfRange: restIdArgs(
      'User',
      notifySelectedUserIdsOutsideOfRange,
      'notifySelectedUserIdsOutsideOfRange',
    ),
    selectedUsers: restIdArgs('User', selectedUserIds, 'selectedUserIds'),
  };
}

const INPUT_FIELD_BY_REST: Record<string, string> = {
  selectedNetworks: 'selectedNetworkIds',
  document: 'documentId',
  notifySelectedUsersOutsideOfRange: 'notifySelectedUserIdsOutsideOfRange',
  selectedUsers: 'selectedUserIds',
};

/** A multi-alert field the platform names → the MultiAlertInput field (`selectedUsers` → `selectedUserIds`). */
export function multiAlertFieldName(restField: string): string {
  const [head, ...tail] = restField.split('.');
  return [INPUT_FIELD_BY_REST[head] ?? head, ...tail].join('.');
}

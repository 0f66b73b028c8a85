import { GraphQLError } from 'graphql';
import { fromGlobalId, toGlobalId } from '../../ids.js';
import { multiAlertGlobalId } from '../multiAlerts/multiAlert.js';
import { toUser, type UserSource } from '../users/user.js';

/** A row of GET /backoffice/system/actions. */
export interface RestAction {
  id: number;
  entityType: string;
  entityId: number;
  action: string;
  userId: number | null;
  userName?: string | null;
  createdAt: string;
  payload?: { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null } | null;
  /** The clients the entity belonged to (a multi-alert's global id names its client). */
  clientIds?: number[] | null;
  /** The entity by name when its type has a console page (null name: deleted or not in the caller's scope). */
  entity?: RestNamedObject | null;
  /** One per id a payload key holds, named the same way. */
  references?: (RestNamedObject & { field: string; key?: string })[] | null;
}

/** An object a row names, as GET /system/actions answers it (platform src/modules/system/references.ts). */
export interface RestNamedObject {
  type: string;
  id: number;
  name: string | null;
  kind?: string;
  serialNumber?: string | null;
  releaseNote?: boolean;
  section?: string | null;
  clientId?: number;
}

/** A device's Node type by its kind: hubs, buttons and sensors are addressed by serial number. */
const DEVICE_NODE_TYPE: Record<string, string> = { hub: 'FlicHub', button: 'FlicButton', sensor: 'SensorDevice' };

/** The global id of a named object's page; null when the log may only show its id. */
function nodeIdOf(ref: RestNamedObject): string | null {
  if (ref.name === null) return null;
  if (ref.type === 'device') {
    const serialType = DEVICE_NODE_TYPE[ref.kind ?? ''];
    if (!serialType) return toGlobalId('Device', ref.id);
    return ref.serialNumber ? toGlobalId(serialType, ref.serialNumber) : null;
  }
  if (ref.type === 'multiAlert') return ref.clientId === undefined ? null : multiAlertGlobalId(ref.clientId, ref.id);
  const type = NODE_TYPE_BY_ENTITY[ref.type];
  return type ? toGlobalId(type, ref.id) : null;
}

/** ActionLogReference: the name, and the page only when the caller may read the object. */
export function toReference(ref: RestNamedObject & { key?: string }) {
  return {
    key: ref.key ?? null,
    type: ref.type,
    logId: String(ref.id),
    name: ref.name,
    nodeId: nodeIdOf(ref),
    releaseNote: ref.name !== null && ref.releaseNote === true,
    section: ref.name === null ? null : (ref.section ?? null),
  };
}

/** The platform's entity types that are Node types of the graph. */
const NODE_TYPE_BY_ENTITY: Record<string, string> = {
  user: 'User',
  client: 'Client',
  network: 'Network',
  multiAlert: 'MultiAlert',
  device: 'Device',
  document: 'Document',
  organization: 'Organization',
};
const ENTITY_BY_NODE_TYPE = Object.fromEntries(Object.entries(NODE_TYPE_BY_ENTITY).map(([e, t]) => [t, e]));

/**
 * The global id names the entry's instant too ("ActionLogEntry:<id>@<createdAt>"): the contract has no
 * GET of one entry, so node() reads the log of that millisecond.
 */
export const actionEntryGlobalId = (row: Pick<RestAction, 'id' | 'createdAt'>) =>
  toGlobalId('ActionLogEntry', `${row.id}@${row.createdAt}`);

export function parseActionEntryId(restId: string): { id: string; createdAt: string } | null {
  const match = /^(\d+)@(.+)$/.exec(restId);
  return match && !Number.isNaN(Date.parse(match[2])) ? { id: match[1], createdAt: match[2] } : null;
}

/** The entity's global id when its type is a Node type (a multi-alert needs its client), else the raw id. */
function entityIdOf(row: RestAction): string {
  const type = NODE_TYPE_BY_ENTITY[row.entityType];
  if (!type) return String(row.entityId);
  if (type === 'MultiAlert') {
    const clientId = row.clientIds?.[0];
    return clientId === undefined ? String(row.entityId) : multiAlertGlobalId(clientId, row.entityId);
  }
  return toGlobalId(type, row.entityId);
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * One FieldChange per key of before ∪ after, values as JSON text (null: the key is absent on that side),
 * with the objects the key's ids name.
 */
export function changesOf(payload: RestAction['payload'], references: RestAction['references'] = []) {
  const before = payload?.before ?? {};
  const after = payload?.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field,
    before: Object.hasOwn(before, field) ? json(before[field]) : null,
    after: Object.hasOwn(after, field) ? json(after[field]) : null,
    references: (references ?? []).filter((ref) => ref.field === field).map(toReference),
  }));
}

/** The actor as the row names it (display name); other fields load from GET /users/{id} when selected. */
function actorOf(row: RestAction): UserSource | null {
  if (row.userId === null || row.userId === undefined) return null;
  const user = toUser({ id: row.userId, email: '' });
  return {
    ...user,
    firstName: undefined,
    lastName: undefined,
    email: undefined,
    displayName: row.userName ?? undefined,
  } as unknown as UserSource;
}

export function toActionLogEntry(row: RestAction) {
  return {
    __typename: 'ActionLogEntry' as const,
    id: actionEntryGlobalId(row),
    restId: String(row.id),
    entityType: row.entityType,
    entityId: entityIdOf(row),
    action: row.action,
    actor: actorOf(row),
    createdAt: row.createdAt,
    changes: changesOf(row.payload, row.references),
    entity: row.entity ? toReference(row.entity) : null,
  };
}

export interface ActionLogFilter {
  entityType?: string | null;
  entityId?: string | null;
  userId?: string | null;
  from?: string | null;
  to?: string | null;
}

const invalid = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', errorCode: 'INVALID_ID' } });

/**
 * ActionLogFilter → the query of GET /system/actions: entityId and userId are global ids decoded to REST
 * ids (a global entity id also gives the entity type when the filter leaves it out); a raw number is
 * taken as a REST id of entityType.
 */
export function actionLogFilters(filter: ActionLogFilter | null | undefined) {
  let entityType = filter?.entityType?.trim() || undefined;
  let entityId: number | undefined;
  if (filter?.entityId) {
    if (/^\d+$/.test(filter.entityId)) entityId = Number(filter.entityId);
    else {
      const parsed = fromGlobalId(filter.entityId);
      const entity = parsed ? ENTITY_BY_NODE_TYPE[parsed.type] : undefined;
      const restId = parsed?.type === 'MultiAlert' ? parsed.restId.split('/')[1] : parsed?.restId;
      if (!entity || !restId || !/^\d+$/.test(restId)) throw invalid('filter.entityId is not an id of an entity.');
      if (entityType && entityType !== entity) throw invalid(`filter.entityId is not a ${entityType} id.`);
      entityType = entity;
      entityId = Number(restId);
    }
  }
  let userId: number | undefined;
  if (filter?.userId) {
    const parsed = fromGlobalId(filter.userId);
    if (parsed?.type !== 'User' || !/^\d+$/.test(parsed.restId)) throw invalid('filter.userId is not a User id.');
    userId = Number(parsed.restId);
  }
  return { entityType, entityId, userId, from: filter?.from ?? undefined, to: filter?.to ?? undefined };
}

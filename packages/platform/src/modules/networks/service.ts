import { recordAction } from '../../audit/actionLog.js';
import type { Db, Queryable } from '../../db/types.js';
import { AppError, badRequest, forbidden, notFound, type FieldErrors } from '../../http/errors.js';
import { assertNoRefusals, unseenPicks } from '../../http/refusedPicks.js';
import type { ListQuery, Page } from '../../http/lists.js';
import {
  canDeleteNetwork,
  isNetworkInScope,
  mayLeaveNetworkWithoutClient,
  networkPermissions,
  scopeOf,
  type Caller,
  type Scope,
} from '../../policy/index.js';
import { toDevice } from '../clients/tabsService.js';
import { UploadsRepository } from '../uploads/repository.js';
import { fileUrl, LOGO_MAX_BYTES, LOGO_TYPES, type UploadsService } from '../uploads/service.js';
import {
  NetworksRepository,
  type DeviceSort,
  type MemberSort,
  type NetworkFields,
  type NetworkDocumentRow,
  type NetworkListQuery,
  type NetworkListRow,
  type NetworkMemberRow,
  type NetworkRow,
  type NetworkSettings,
} from './repository.js';
import { networkFieldErrors, RANGE_DEFAULT, RANGE_MAX, RANGE_MIN, type NetworkInput } from './rules.js';

/** PUT /networks/{id}: the form, plus a logo upload to attach or the logo to remove. */
export type NetworkUpdate = NetworkInput & { logoUploadId?: number | null; removeLogo?: boolean | null };

/** POST /networks/{id}/logo */
export interface LogoRequest {
  filename: string;
  size: number;
  mimetype: string;
}

const toListItem = (r: NetworkListRow) => ({
  id: r.id,
  name: r.name,
  type: r.type,
  status: r.status,
  address: r.address,
  lat: r.lat,
  lng: r.lng,
  clientId: r.client_id,
  clientName: r.client_name,
  integration_settings_statuses: r.statuses,
  userCount: r.user_count,
  deviceCount: r.device_count,
  relaysCount: r.relays_count,
  relaysEnabled: r.relays_enabled,
  createdAt: r.created_at.toISOString(),
});

/** The file extension of a document's name, as a user's documents tab answers it (no import: users imports us). */
const extensionOf = (name: string) => /\.([A-Za-z0-9]{1,8})$/.exec(name.trim())?.[1]!.toLowerCase() ?? null;

const toDocument = (r: NetworkDocumentRow) => ({
  id: r.id,
  name: r.name,
  extension: extensionOf(r.name),
  type: r.type,
  clientNames: r.client_names,
  organizationName: r.organization_name,
  createdAt: r.created_at.toISOString(),
});

/** owner (migration 011), admin member or member: the network member row and a user's networks tab. */
export const memberTypeOf = (m: { is_owner: boolean; is_admin: boolean }) =>
  m.is_owner ? 'owner' : m.is_admin ? 'admin' : 'member';

const toMember = (r: NetworkMemberRow) => ({
  userId: r.user_id,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  joined: r.added_at.toISOString(),
  isActive: r.device_active ?? false,
  memberType: memberTypeOf(r),
  status: r.account_active ? 'active' : 'awaiting-activation',
});

/** The audit payload's view of a network: its fields as the API names them. */
const auditedOf = (r: NetworkRow) => ({
  name: r.name,
  type: r.type,
  description: r.description,
  address: r.address,
  lat: r.lat,
  lng: r.lng,
  ownerId: r.owner_id,
  clientId: r.client_id,
  status: r.status,
  logoUrl: r.logo_url,
});

const tenantsOf = (...clientIds: (number | null)[]) => clientIds.filter((c): c is number => c !== null);

export const networkFailed = (fields: FieldErrors) => badRequest('The network is not valid', fields);

interface Opened {
  scope: Scope;
  network: NetworkRow;
}

export class NetworksService {
  constructor(
    private readonly db: Db,
    private readonly uploads?: UploadsService,
  ) {}

  /** Every `/networks/{id}...` call starts here: 404 when deleted or outside the caller's scope. */
  private async open(caller: Caller, id: number, db: Queryable = this.db): Promise<Opened> {
    const scope = await scopeOf(db, caller);
    const network = await new NetworksRepository(db).get(id);
    if (!network || !isNetworkInScope(scope, network.client_id)) throw notFound('Network not found');
    return { scope, network };
  }

  private answer(caller: Caller, scope: Scope, n: NetworkRow) {
    return {
      id: n.id,
      name: n.name,
      type: n.type,
      description: n.description,
      address: n.address,
      lat: n.lat,
      lng: n.lng,
      ownerId: n.owner_id,
      ownerName: n.owner_name,
      ownerEmail: n.owner_email,
      clientId: n.client_id,
      clientName: n.client_name,
      status: n.status,
      logo: n.logo_url ? { url: n.logo_url, mimetype: n.logo_mimetype } : null,
      permissions: networkPermissions(caller, scope, n.client_id),
    };
  }

  async list(caller: Caller, query: NetworkListQuery): Promise<Page<ReturnType<typeof toListItem>>> {
    const { rows, total } = await new NetworksRepository(this.db).list(await scopeOf(this.db, caller), query);
    return { items: rows.map(toListItem), total };
  }

  async get(caller: Caller, id: number) {
    const { scope, network } = await this.open(caller, id);
    return this.answer(caller, scope, network);
  }

  /** The form's rules, then the owner and the client against the caller's scope. */
  private async validated(
    caller: Caller,
    scope: Scope,
    input: NetworkInput,
    more: FieldErrors = {},
  ): Promise<NetworkFields> {
    const errors = { ...networkFieldErrors(input), ...more };
    const repo = new NetworksRepository(this.db);
    const clientId = input.clientId ?? null;
    const ownerId = input.ownerId ?? null;
    if (clientId === null && !errors.clientId && !mayLeaveNetworkWithoutClient(caller)) errors.clientId = 'REQUIRED';
    if (clientId !== null && (!isNetworkInScope(scope, clientId) || !(await repo.clientExists(clientId))))
      errors.clientId = 'NOT_FOUND';
    if (ownerId !== null && !(await repo.usersInScope(scope, [ownerId])).length) errors.ownerId = 'NOT_FOUND';
    if (Object.keys(errors).length) throw networkFailed(errors);
    return {
      name: input.name!.trim(),
      type: input.type!,
      description: input.description?.trim() || null,
      address: input.address!.trim(),
      lat: input.lat!,
      lng: input.lng!,
      ownerId,
      clientId,
    };
  }

  async create(caller: Caller, input: NetworkInput) {
    const scope = await scopeOf(this.db, caller);
    const fields = await this.validated(caller, scope, input);
    const id = await this.db.transaction(async (tx) => {
      const repo = new NetworksRepository(tx);
      const newId = await repo.insert(fields);
      if (fields.ownerId !== null) await repo.setOwner(newId, fields.ownerId);
      await recordAction(tx, {
        entityType: 'network',
        entityId: newId,
        action: 'create',
        actorId: caller.id,
        after: { ...fields, status: 'active' },
        clientIds: tenantsOf(fields.clientId),
      });
      return newId;
    });
    return this.get(caller, id);
  }

  /**
   * PUT: the form's fields; `logoUploadId` attaches a stored logo upload of this network (once),
   * `removeLogo` clears the logo. A logo that cannot be attached is `logoUploadId` NOT_FOUND.
   */
  async update(caller: Caller, id: number, input: NetworkUpdate) {
    const { scope } = await this.open(caller, id);
    const logoId = input.logoUploadId ?? undefined;
    const logoMissing = logoId !== undefined && !(await new UploadsRepository(this.db).findAttachableLogo(logoId, id));
    const fields = await this.validated(caller, scope, input, logoMissing ? { logoUploadId: 'NOT_FOUND' } : {});
    await this.db.transaction(async (tx) => {
      const { network: current } = await this.open(caller, id, tx);
      const repo = new NetworksRepository(tx);
      await repo.update(id, fields);
      if (fields.ownerId !== current.owner_id) await repo.setOwner(id, fields.ownerId);
      let logoUrl = current.logo_url;
      if (logoId !== undefined) {
        const logo = await new UploadsRepository(tx).attachLogo(logoId, id);
        if (!logo) throw networkFailed({ logoUploadId: 'NOT_FOUND' });
        logoUrl = fileUrl(logo.key);
        await repo.setLogo(id, logoUrl, logo.content_type);
      } else if (input.removeLogo && current.logo_url) {
        logoUrl = null;
        await repo.setLogo(id, null, null);
      }
      await recordAction(tx, {
        entityType: 'network',
        entityId: id,
        action: 'update',
        actorId: caller.id,
        before: auditedOf(current),
        after: { ...fields, status: current.status, logoUrl },
        clientIds: tenantsOf(current.client_id, fields.clientId),
      });
    });
    return this.get(caller, id);
  }

  /**
   * POST /networks/{id}/logo: a signed URL for one PUT of a JPEG or PNG logo (at most 5 MB), as PUT
   * /networks/{id} allows (the network in scope with edit rights). The upload row is audited.
   */
  async logoUploadUrl(caller: Caller, id: number, file: LogoRequest) {
    const { scope, network } = await this.open(caller, id);
    if (!networkPermissions(caller, scope, network.client_id).edit) throw forbidden();
    const mimetype = file.mimetype.trim().toLowerCase();
    const errors: FieldErrors = {};
    if (!(LOGO_TYPES as readonly string[]).includes(mimetype)) errors.mimetype = 'INVALID_CONTENT_TYPE';
    if (file.size > LOGO_MAX_BYTES) errors.size = 'TOO_LARGE';
    if (Object.keys(errors).length) throw badRequest('The logo cannot be uploaded', errors);
    const uploads = this.uploads;
    if (!uploads) throw new Error('NetworksService needs the upload service for logos');
    const upload = { filename: file.filename, size: file.size, contentType: mimetype };
    return this.db.transaction(async (tx) => {
      const answer = await uploads.createUrl('network-logo', { networkId: id }, upload, Date.now(), tx);
      await recordAction(tx, {
        entityType: 'upload',
        entityId: answer.uploadId,
        action: 'create',
        actorId: caller.id,
        after: { networkId: id, purpose: 'network-logo', ...upload },
        clientIds: tenantsOf(network.client_id),
      });
      return {
        putUrl: answer.url,
        publicUrl: fileUrl(answer.key),
        mimetype,
        uploadId: answer.uploadId,
        expiresAt: answer.expiresAt,
      };
    });
  }

  /** Admins only (section 6); a soft delete: the network leaves every list and picker. */
  async delete(caller: Caller, id: number): Promise<void> {
    const { network } = await this.open(caller, id);
    if (!canDeleteNetwork(caller)) throw forbidden();
    await this.db.transaction(async (tx) => {
      await new NetworksRepository(tx).softDelete(id);
      await recordAction(tx, {
        entityType: 'network',
        entityId: id,
        action: 'delete',
        actorId: caller.id,
        before: auditedOf(network),
        after: { status: 'deleted' },
        clientIds: tenantsOf(network.client_id),
      });
    });
  }

  async settings(caller: Caller, id: number): Promise<NetworkSettings> {
    await this.open(caller, id);
    return new NetworksRepository(this.db).settings(id);
  }

  /**
   * PUT settings: fields left out keep their value. Turning the range off stores 0; on, the range is
   * 10000..100000 m (10000 when turned on without one).
   */
  async saveSettings(caller: Caller, id: number, input: Partial<NetworkSettings>): Promise<NetworkSettings> {
    const { scope, network } = await this.open(caller, id);
    const repo = new NetworksRepository(this.db);
    const current = await repo.settings(id);
    const next: NetworkSettings = { ...current };
    for (const [k, v] of Object.entries(input)) if (v !== undefined) (next as Record<string, unknown>)[k] = v;
    const errors: FieldErrors = {};
    if (!next.enableNotificationRange) next.notificationRange = 0;
    else if (input.notificationRange === undefined && current.notificationRange === 0)
      next.notificationRange = RANGE_DEFAULT;
    else if (next.notificationRange < RANGE_MIN || next.notificationRange > RANGE_MAX)
      errors.notificationRange = 'OUT_OF_RANGE';
    const ids = [...new Set(next.notifySelectedUsersOutsideOfRange)].sort((a, b) => a - b);
    if (input.notifySelectedUsersOutsideOfRange) {
      const known = await repo.usersInScope(scope, ids);
      if (known.length !== ids.length) errors.notifySelectedUsersOutsideOfRange = 'NOT_FOUND';
    }
    next.notifySelectedUsersOutsideOfRange = ids;
    if (Object.keys(errors).length) throw badRequest('The network settings are not valid', errors);
    await this.db.transaction(async (tx) => {
      await new NetworksRepository(tx).saveSettings(id, next);
      await recordAction(tx, {
        entityType: 'network',
        entityId: id,
        action: 'updateSettings',
        actorId: caller.id,
        before: current,
        after: next,
        clientIds: tenantsOf(network.client_id),
      });
    });
    return next;
  }

  async members(caller: Caller, id: number, query: ListQuery<MemberSort>) {
    await this.open(caller, id);
    const { rows, total } = await new NetworksRepository(this.db).members(id, query);
    return { items: rows.map(toMember), total };
  }

  private async addUsers(caller: Caller, network: NetworkRow, ids: number[], action: string, extra = {}) {
    const added = await this.db.transaction(async (tx) => {
      const userIds = await new NetworksRepository(tx).addMembers(network.id, ids);
      if (userIds.length)
        await recordAction(tx, {
          entityType: 'network',
          entityId: network.id,
          action,
          actorId: caller.id,
          after: { userIds, ...extra },
          clientIds: tenantsOf(network.client_id),
        });
      return userIds;
    });
    return { added: added.length };
  }

  /** POST { ids }: every id must be a user in the caller's scope (400 ids NOT_FOUND otherwise). */
  async addMembers(caller: Caller, id: number, ids: number[]) {
    const { scope, network } = await this.open(caller, id);
    const known = await new NetworksRepository(this.db).usersInScope(scope, ids);
    assertNoRefusals('ids', unseenPicks(ids, new Set(known)));
    return this.addUsers(caller, network, ids, 'addMembers');
  }

  /** POST from-client { clientId }: every active member of a client in scope. */
  async addClientMembers(caller: Caller, id: number, clientId: number) {
    const { scope, network } = await this.open(caller, id);
    const repo = new NetworksRepository(this.db);
    if (!isNetworkInScope(scope, clientId) || !(await repo.clientExists(clientId)))
      throw badRequest('Unknown client', { clientId: 'NOT_FOUND' });
    return this.addUsers(caller, network, await repo.clientMemberIds(clientId), 'addMembers', {
      fromClientId: clientId,
    });
  }

  private async openMember(caller: Caller, id: number, userId: number) {
    const opened = await this.open(caller, id);
    const membership = await new NetworksRepository(this.db).membership(id, userId);
    if (!membership) throw notFound('Member not found');
    return { ...opened, membership };
  }

  async setMemberType(caller: Caller, id: number, userId: number, memberType: 'admin' | 'member') {
    const { network, membership } = await this.openMember(caller, id, userId);
    if (membership.is_owner)
      throw new AppError(409, 'OWNER_CANNOT_BE_CHANGED', 'The owner of the network cannot be changed');
    const before = memberTypeOf(membership);
    if (before !== memberType)
      await this.db.transaction(async (tx) => {
        await new NetworksRepository(tx).setMemberAdmin(id, userId, memberType === 'admin');
        await recordAction(tx, {
          entityType: 'network',
          entityId: id,
          action: 'changeMemberType',
          actorId: caller.id,
          before: { userId, memberType: before },
          after: { userId, memberType },
          clientIds: tenantsOf(network.client_id),
        });
      });
    return { userId, memberType };
  }

  async removeMember(caller: Caller, id: number, userId: number): Promise<void> {
    const { network, membership } = await this.openMember(caller, id, userId);
    if (membership.is_owner)
      throw new AppError(409, 'OWNER_CANNOT_BE_REMOVED', 'The owner of the network cannot be removed');
    await this.db.transaction(async (tx) => {
      await new NetworksRepository(tx).removeMember(id, userId);
      await recordAction(tx, {
        entityType: 'network',
        entityId: id,
        action: 'removeMember',
        actorId: caller.id,
        before: { userId, memberType: memberTypeOf(membership) },
        clientIds: tenantsOf(network.client_id),
      });
    });
  }
  async devices(caller: Caller, id: number, query: ListQuery<DeviceSort>) {
    const { scope } = await this.open(caller, id);
    const { rows, total } = await new NetworksRepository(this.db).devices(scope, id, query);
    return { items: rows.map(toDevice), total };
  }

  /** POST { ids }: every id must be a device in the caller's scope (400 ids NOT_FOUND otherwise). */
  async addDevices(caller: Caller, id: number, ids: number[]) {
    const { scope, network } = await this.open(caller, id);
    const known = await new NetworksRepository(this.db).devicesInScope(scope, ids);
    assertNoRefusals('ids', unseenPicks(ids, new Set(known)));
    const added = await this.db.transaction(async (tx) => {
      const deviceIds = await new NetworksRepository(tx).addDevices(id, ids);
      if (deviceIds.length)
        await recordAction(tx, {
          entityType: 'network',
          entityId: id,
          action: 'addDevices',
          actorId: caller.id,
          after: { deviceIds },
          clientIds: tenantsOf(network.client_id),
        });
      return deviceIds;
    });
    return { added: added.length };
  }

  /** 404 when the device is not in the network or outside the caller's scope. */
  async removeDevice(caller: Caller, id: number, deviceId: number): Promise<void> {
    const { scope, network } = await this.open(caller, id);
    if (!(await new NetworksRepository(this.db).devicesInScope(scope, [deviceId])).length)
      throw notFound('The device is not in this network');
    await this.db.transaction(async (tx) => {
      if (!(await new NetworksRepository(tx).removeDevice(id, deviceId)))
        throw notFound('The device is not in this network');
      await recordAction(tx, {
        entityType: 'network',
        entityId: id,
        action: 'removeDevice',
        actorId: caller.id,
        before: { deviceId },
        clientIds: tenantsOf(network.client_id),
      });
    });
  }

  /** The documents tab: documents shared with the network that the caller may see, newest share first. */
  async documents(caller: Caller, id: number, query: { limit: number; offset: number }) {
    const { scope } = await this.open(caller, id);
    const { rows, total } = await new NetworksRepository(this.db).documents(scope, id, query);
    return { items: rows.map(toDocument), total };
  }
}

import { recordAction, type ActionEntry } from '../../audit/actionLog.js';
import type { Db, Queryable } from '../../db/types.js';
import { AppError, forbidden, notFound } from '../../http/errors.js';
import type { CandidateQuery, ListQuery } from '../../http/lists.js';
import { assertNoRefusals, refusalsOf, unseenPicks } from '../../http/refusedPicks.js';
import { Role, memberChangeRefusal, type Caller } from '../../policy/index.js';
import { ClientAccess, type OpenedClient } from './access.js';
import { dropPolicyReference } from './policyService.js';
import {
  ClientTabsRepository,
  type ClientDeviceRow,
  type ClientNetworkRow,
  type DEVICE_SORT_COLUMNS,
  type MEMBER_SORT_COLUMNS,
  type MemberRow,
  type NETWORK_SORT_COLUMNS,
} from './tabsRepository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toMember(r: MemberRow) {
  return {
    userId: r.user_id,
    firstName: r.first_name,
    lastName: r.last_name,
    userName: r.username,
    email: r.email,
    added: r.added_at.toISOString(),
    locationEnabled: r.location_enabled ?? false,
    isActive: r.device_active ?? false,
    lastActive: iso(r.last_active_at),
    logoutTime: iso(r.logout_time),
    appVersion: r.app_version,
    os: r.os,
    testAlarmAt: iso(r.test_alarm_at),
    isAdmin: r.is_admin,
    status: r.account_active ? 'active' : 'awaiting-activation',
    subscription: r.subscription,
    memberType: r.member_type,
    isMultiClientAdmin: r.roles.includes(Role.multiClientAdmin),
  };
}

const toNetwork = (r: ClientNetworkRow) => ({
  networkId: r.network_id,
  name: r.name,
  type: r.type,
  address: r.address,
  added: r.added.toISOString(),
  integration_settings_statuses: r.statuses,
});

/** A device row as the client's devices tab (and a user's devices tab) answer it. */
export const toDevice = (r: ClientDeviceRow) => ({
  id: r.id,
  kind: r.type,
  name: r.name,
  dalmId: r.dalm_id,
  location: r.location,
  clientOwnerId: r.client_id,
  clientOwnerName: r.client_owner_name,
  ownerId: r.owner_user_id,
  ownerName: r.owner_name,
  lastReceivedSignalAt: iso(r.last_received_signal_at),
  relaysCount: r.relays_count,
  relaysEnabled: r.relays_enabled,
  testModeEnabled: r.test_mode_enabled,
  isOnline: r.is_online,
  status: r.status,
  createdAt: r.created_at.toISOString(),
  serialNumber: r.serial_number,
  battery: r.battery,
  deleted: r.deleted,
});

/** A change to the client's members or networks, logged on the client. */
const record = (
  tx: Queryable,
  caller: Caller,
  { client }: OpenedClient,
  action: string,
  before: ActionEntry['before'],
  after: ActionEntry['after'],
) =>
  recordAction(tx, {
    entityType: 'client',
    entityId: client.id,
    action,
    actorId: caller.id,
    before,
    after,
    clientIds: [client.id],
    organizationId: client.organizationId,
  });

/** The users, networks and devices tabs of a client. */
export class ClientTabsService {
  private readonly repo: ClientTabsRepository;
  private readonly access: ClientAccess;

  constructor(private readonly db: Db) {
    this.repo = new ClientTabsRepository(db);
    this.access = new ClientAccess(db);
  }

  async members(caller: Caller, clientId: number, query: ListQuery<keyof typeof MEMBER_SORT_COLUMNS>) {
    await this.access.open(caller, clientId);
    const { rows, total } = await this.repo.members(clientId, query);
    return { items: rows.map(toMember), total };
  }

  async addMembers(caller: Caller, clientId: number, userIds: number[]) {
    const opened = await this.access.openFor(caller, clientId, 'addExistingUsers');
    const visible = new Set(await this.repo.usersInScope(opened.scope, userIds));
    assertNoRefusals('userIds', unseenPicks(userIds, visible));
    const added = await this.db.transaction(async (tx) => {
      const ids = await new ClientTabsRepository(tx).addMembers(clientId, userIds);
      await record(tx, caller, opened, 'addUsers', null, { userIds: ids });
      return ids;
    });
    return { added: added.length };
  }

  async setMemberAdmin(caller: Caller, clientId: number, userId: number, isAdmin: boolean) {
    const opened = await this.access.openFor(caller, clientId, 'edit');
    const member = await this.memberOf(clientId, userId);
    if (!isAdmin && memberChangeRefusal(caller, { memberType: member.member_type, roles: member.roles }, 'demote')) {
      throw forbidden('A client admin cannot change a multi-client admin');
    }
    await this.db.transaction(async (tx) => {
      await new ClientTabsRepository(tx).setMemberAdmin(clientId, userId, isAdmin);
      // One key holding the user and the flag, so the user stays in the payload next to the change.
      await record(
        tx,
        caller,
        opened,
        'setUserAdmin',
        { member: { userId, isAdmin: member.is_admin } },
        { member: { userId, isAdmin } },
      );
    });
    return toMember((await this.repo.member(clientId, userId))!);
  }

  async removeMember(caller: Caller, clientId: number, userId: number): Promise<void> {
    const opened = await this.access.openFor(caller, clientId, 'edit');
    const member = await this.memberOf(clientId, userId);
    const refusal = memberChangeRefusal(caller, { memberType: member.member_type, roles: member.roles }, 'remove');
    if (refusal === 'OWNER')
      throw new AppError(409, 'OWNER_CANNOT_BE_REMOVED', 'The owner of the client cannot be removed');
    if (refusal === 'FORBIDDEN') throw forbidden('A client admin cannot remove a multi-client admin');
    await this.db.transaction(async (tx) => {
      await new ClientTabsRepository(tx).removeMember(clientId, userId);
      await dropPolicyReference(tx, clientId, 'userIds', userId);
      await record(tx, caller, opened, 'removeUser', { userId, isAdmin: member.is_admin }, null);
    });
  }

  async networks(caller: Caller, clientId: number, query: ListQuery<keyof typeof NETWORK_SORT_COLUMNS>) {
    await this.access.open(caller, clientId);
    const { rows, total } = await this.repo.networks(clientId, query);
    return { items: rows.map(toNetwork), total };
  }

  /** Only networks without a client (or already this client's) can be added. */
  async addNetworks(caller: Caller, clientId: number, networkIds: number[]) {
    const opened = await this.access.openFor(caller, clientId, 'addExistingNetworks');
    const owners = await this.repo.networkOwners(networkIds);
    assertNoRefusals(
      'networkIds',
      refusalsOf(networkIds, (id) => {
        const network = owners.get(id);
        if (!network) return { name: null, code: 'NOT_FOUND' };
        const elsewhere = network.clientId !== null && network.clientId !== clientId;
        return elsewhere ? { name: network.name, code: 'BELONGS_TO_OTHER_CLIENT' } : null;
      }),
    );
    const added = await this.db.transaction(async (tx) => {
      const ids = await new ClientTabsRepository(tx).addNetworks(clientId, networkIds);
      await record(tx, caller, opened, 'addNetworks', null, { networkIds: ids });
      return ids;
    });
    return { added: added.length };
  }

  async removeNetwork(caller: Caller, clientId: number, networkId: number): Promise<void> {
    const opened = await this.access.openFor(caller, clientId, 'edit');
    if (!(await this.repo.isClientNetwork(clientId, networkId))) throw notFound('Network not found in this client');
    await this.db.transaction(async (tx) => {
      await new ClientTabsRepository(tx).removeNetwork(clientId, networkId);
      await dropPolicyReference(tx, clientId, 'networkIds', networkId);
      await record(tx, caller, opened, 'removeNetwork', { networkId }, null);
    });
  }

  async devices(caller: Caller, clientId: number, query: ListQuery<keyof typeof DEVICE_SORT_COLUMNS>) {
    await this.access.open(caller, clientId);
    const { rows, total } = await this.repo.devices(clientId, query);
    return { items: rows.map(toDevice), total };
  }

  /** The devices tab's picker: the devices `addDevices` takes and the client has not, by name. */
  async deviceCandidates(caller: Caller, clientId: number, query: CandidateQuery) {
    const { scope } = await this.access.openFor(caller, clientId, 'addExistingDevices');
    return this.repo.deviceCandidates(scope, clientId, query);
  }

  /**
   * Existing devices join the client (their client owner becomes this one), all or nothing: each must be a
   * device the caller sees (its client one of the caller's; an admin's: any) or it is refused NOT_FOUND
   * unnamed, and its owner, if it has one, a member of this client (else OWNER_NOT_IN_CLIENT, named). A device
   * moved from another client leaves that client's alert policy; the audit row names both clients.
   */
  async addDevices(caller: Caller, clientId: number, deviceIds: number[]) {
    const opened = await this.access.openFor(caller, clientId, 'addExistingDevices');
    const moved = await this.db.transaction(async (tx) => {
      const repo = new ClientTabsRepository(tx);
      const picks = new Map((await repo.devicePicks(opened.scope, clientId, deviceIds)).map((d) => [d.id, d]));
      assertNoRefusals(
        'deviceIds',
        refusalsOf(deviceIds, (id) => {
          const pick = picks.get(id);
          if (!pick) return { name: null, code: 'NOT_FOUND' };
          return pick.owner_in_client ? null : { name: pick.name, code: 'OWNER_NOT_IN_CLIENT' };
        }),
      );
      const rows = await repo.moveDevices(clientId, deviceIds);
      for (const row of rows) if (row.left !== null) await dropPolicyReference(tx, row.left, 'deviceIds', row.id);
      if (rows.length) {
        const from = Object.fromEntries(rows.map((r) => [String(r.id), r.left]));
        await recordAction(tx, {
          entityType: 'client',
          entityId: clientId,
          action: 'addDevices',
          actorId: caller.id,
          after: { deviceIds: rows.map((r) => r.id).sort((a, b) => a - b), from },
          clientIds: [clientId, ...new Set(rows.flatMap((r) => (r.left === null ? [] : [r.left])))],
          organizationId: opened.client.organizationId,
        });
      }
      return rows;
    });
    return { added: moved.length };
  }

  /**
   * The device leaves the client and is then without one, which only an admin may save (`removeDevices`); a
   * DALM device needs an owner or a client, so one without an owner stays (409 DEVICE_OWNER_REQUIRED).
   */
  async removeDevice(caller: Caller, clientId: number, deviceId: number): Promise<void> {
    const opened = await this.access.openFor(caller, clientId, 'removeDevices');
    await this.db.transaction(async (tx) => {
      const repo = new ClientTabsRepository(tx);
      const device = await repo.clientDevice(clientId, deviceId);
      if (!device) throw notFound('Device not found in this client');
      if (device.type === 'dalm' && device.owner_user_id === null)
        throw new AppError(
          409,
          'DEVICE_OWNER_REQUIRED',
          'A DALM device needs an owner or a client: give it an owner before taking it out of the client',
        );
      await repo.removeDevice(deviceId);
      await dropPolicyReference(tx, clientId, 'deviceIds', deviceId);
      await record(tx, caller, opened, 'removeDevice', { deviceId }, null);
    });
  }

  private async memberOf(clientId: number, userId: number): Promise<MemberRow> {
    const member = await this.repo.member(clientId, userId);
    if (!member) throw notFound('User is not a member of this client');
    return member;
  }
}

import { recordAction } from '../../audit/actionLog.js';
import type { Db } from '../../db/types.js';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors.js';
import { assertNoRefusals, unseenPicks } from '../../http/refusedPicks.js';
import { isContained, reachOfUser, scopeOf, type Caller, type Scope } from '../../policy/index.js';
import { canViewUserDevices } from '../../policy/users.js';
import { toDevice } from '../clients/tabsService.js';
import { memberTypeOf } from '../networks/service.js';
import { UsersRepository } from './repository.js';
import { userWriteRefusal } from './service.js';
import {
  alertCentralByKind,
  alertCentralToStored,
  completeAlertCentralSettings,
  completeNotificationSettings,
  mergeAlertCentralSetting,
  normalizeNotificationSetting,
  notificationSettingsByCategory,
  validateAlertCentralSettings,
  validateNotificationSettings,
  type AlertCentralInput,
  type AlertCentralSetting,
  type UserNotificationSetting,
} from './settings.js';
import {
  UserTabsRepository,
  type ActivityLogRow,
  type SubscriptionHistoryRow,
  type TabQuery,
  type UserDeviceRow,
  type UserDocumentRow,
  type UserNetworkRow,
} from './tabsRepository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toSubscription = (r: SubscriptionHistoryRow) => ({
  id: r.id,
  subscription: r.subscription,
  platform: r.platform,
  createdAt: r.created_at.toISOString(),
  expiresAt: iso(r.expires_at),
  unsubscribedAt: iso(r.unsubscribed_at),
});

const LANGUAGES = ['en', 'sv', 'es'];

const toActivity = (r: ActivityLogRow) => {
  const stored = typeof r.name_translations === 'string' ? JSON.parse(r.name_translations) : r.name_translations;
  const nameTranslations = Object.fromEntries(
    Object.entries(stored ?? {}).filter(([lang, name]) => LANGUAGES.includes(lang) && typeof name === 'string'),
  );
  return {
    id: Number(r.id),
    createdAt: r.created_at.toISOString(),
    kind: r.kind,
    name: r.name,
    nameTranslations,
    action: r.action,
    address: r.address,
  };
};

const toUserDevice = (r: UserDeviceRow) => ({
  id: r.id,
  appVersion: r.app_version,
  latestAppVersion: r.latest_app_version,
  manufacturer: r.manufacturer,
  model: r.model,
  os: r.os,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
  locationEnabled: r.location_enabled,
  isActive: r.is_active,
  lastActive: iso(r.last_active_at),
  logoutTime: iso(r.logout_time),
  testAlarmAt: iso(r.test_alarm_at),
});

/** `report.PDF` → `pdf`; null when the name has no short extension. */
export function extensionOf(name: string): string | null {
  const m = /\.([A-Za-z0-9]{1,8})$/.exec(name.trim());
  return m ? m[1]!.toLowerCase() : null;
}

const toDocument = (r: UserDocumentRow) => ({
  id: r.id,
  name: r.name,
  extension: extensionOf(r.name),
  type: r.type,
  clientNames: r.client_names,
  organizationName: r.organization_name,
  createdAt: r.created_at.toISOString(),
});

const toNetwork = (r: UserNetworkRow) => ({
  networkId: r.network_id,
  name: r.name,
  address: r.address,
  type: r.type,
  memberType: memberTypeOf(r),
  joined: r.added_at.toISOString(),
});

interface OpenedUser {
  scope: Scope;
  userId: number;
}

/** The profile tabs of /users/{id}: settings, lists, networks. */
export class UserTabsService {
  private readonly repo: UserTabsRepository;

  constructor(private readonly db: Db) {
    this.repo = new UserTabsRepository(db);
  }

  /** Every call starts here: 404 when the user is outside the caller's scope (the caller itself is in it). */
  private async open(caller: Caller, userId: number): Promise<OpenedUser> {
    const scope = await scopeOf(this.db, caller);
    const user = await new UsersRepository(this.db).findInScope(userId, scope, caller.id);
    if (!user) throw notFound('User not found');
    return { scope, userId };
  }

  /**
   * Writes: the user opened, and the caller must be allowed to change it (policy/users.ts), else 403. The
   * account's own settings need containment; a membership of a network in the caller's scope is that
   * tenant's decision (it changes the user's reach inside the tenant only), so `membership` skips it.
   */
  private async openForEdit(caller: Caller, userId: number, membership = false): Promise<OpenedUser> {
    const opened = await this.open(caller, userId);
    const [facts] = await this.db.query<{ roles: number[]; saml_enabled: boolean; deactivated_at: Date | null }>(
      'SELECT roles, saml_enabled, deactivated_at FROM users WHERE id = $1',
      [userId],
    );
    const refusal = userWriteRefusal(caller, {
      id: userId,
      roles: facts!.roles,
      samlEnabled: facts!.saml_enabled,
      deactivated: facts!.deactivated_at !== null,
      contained: membership || isContained(opened.scope, await reachOfUser(this.db, userId)),
    });
    if (refusal) throw refusal;
    return opened;
  }

  // --- notification settings ---------------------------------------------------------------------

  async notificationSettings(caller: Caller, userId: number) {
    await this.open(caller, userId);
    return completeNotificationSettings(await this.repo.notificationSettings(userId));
  }

  /** Upserts the categories given (the others keep their values); answers all eight. */
  async saveNotificationSettings(caller: Caller, userId: number, input: UserNotificationSetting[]) {
    await this.openForEdit(caller, userId);
    const errors = validateNotificationSettings(input);
    if (Object.keys(errors).length) throw badRequest('Invalid notification settings', errors);
    const list = input.map(normalizeNotificationSetting);
    return this.db.transaction(async (tx) => {
      const repo = new UserTabsRepository(tx);
      await repo.lockUser(userId);
      const before = completeNotificationSettings(await repo.notificationSettings(userId));
      await repo.saveNotificationSettings(userId, list);
      const after = completeNotificationSettings(await repo.notificationSettings(userId));
      const tenants = await repo.tenantsOf(userId);
      await recordAction(tx, {
        entityType: 'user',
        entityId: userId,
        action: 'updateNotificationSettings',
        actorId: caller.id,
        before: notificationSettingsByCategory(before),
        after: notificationSettingsByCategory(after),
        clientIds: tenants.clientIds,
        organizationId: tenants.organizationId,
      });
      return after;
    });
  }

  // --- alert central settings --------------------------------------------------------------------

  /** The four kinds; selected networks the caller may not see are left out of the answer. */
  async alertCentralSettings(caller: Caller, userId: number) {
    const { scope } = await this.open(caller, userId);
    return this.visibleAlertCentral(
      this.repo,
      scope,
      completeAlertCentralSettings(await this.repo.alertCentralSettings(userId)),
    );
  }

  /**
   * Merges the kinds given into what is saved (fields left out keep their value). `selectedNetworks`
   * must be networks in the caller's scope; saved networks the caller cannot see are kept as they are.
   */
  async saveAlertCentralSettings(caller: Caller, userId: number, input: AlertCentralInput[]) {
    const { scope } = await this.openForEdit(caller, userId);
    return this.db.transaction(async (tx) => {
      const repo = new UserTabsRepository(tx);
      await repo.lockUser(userId);
      const before = completeAlertCentralSettings(await repo.alertCentralSettings(userId));
      const byKind = new Map(before.map((s) => [s.kind, s]));
      const errors: Record<string, string> = {};
      const changed: AlertCentralSetting[] = [];
      for (const [index, item] of input.entries()) {
        const saved = byKind.get(item.kind)!;
        let selected = item.selectedNetworks;
        if (selected !== undefined) {
          const visible = new Set(await repo.networksInScope(scope, selected));
          if (selected.some((id) => !visible.has(id))) errors[`${index}.selectedNetworks`] = 'NOT_FOUND';
          const hidden = await this.hiddenNetworks(repo, scope, saved.selectedNetworks);
          selected = [...selected, ...hidden];
        }
        const merged = mergeAlertCentralSetting(saved, { ...item, selectedNetworks: selected });
        byKind.set(item.kind, merged);
        changed.push(merged);
      }
      Object.assign(errors, validateAlertCentralSettings(input, changed));
      if (Object.keys(errors).length) throw badRequest('Invalid alert central settings', errors);
      await repo.saveAlertCentralSettings(
        userId,
        changed.map((s) => ({ kind: s.kind, settings: alertCentralToStored(s) })),
      );
      const after = [...byKind.values()];
      const tenants = await repo.tenantsOf(userId);
      await recordAction(tx, {
        entityType: 'user',
        entityId: userId,
        action: 'updateAlertCentralSettings',
        actorId: caller.id,
        before: alertCentralByKind(before),
        after: alertCentralByKind(after),
        clientIds: tenants.clientIds,
        organizationId: tenants.organizationId,
      });
      return this.visibleAlertCentral(repo, scope, after);
    });
  }

  /** Saved network ids outside the caller's scope (other tenants' networks someone else selected). */
  private async hiddenNetworks(repo: UserTabsRepository, scope: Scope, ids: number[]): Promise<number[]> {
    if (scope.all || !ids.length) return [];
    const visible = new Set(await repo.networksInScope(scope, ids));
    return ids.filter((id) => !visible.has(id));
  }

  private async visibleAlertCentral(repo: UserTabsRepository, scope: Scope, list: AlertCentralSetting[]) {
    const all = [...new Set(list.flatMap((s) => s.selectedNetworks))];
    const visible = new Set(await repo.networksInScope(scope, all));
    return list.map((s) => ({ ...s, selectedNetworks: s.selectedNetworks.filter((id) => visible.has(id)) }));
  }

  // --- lists -------------------------------------------------------------------------------------

  async subscriptionHistory(caller: Caller, userId: number, query: TabQuery) {
    await this.open(caller, userId);
    const { rows, total } = await this.repo.subscriptionHistory(userId, query);
    return { items: rows.map(toSubscription), total };
  }

  async activityLogs(caller: Caller, userId: number, query: TabQuery) {
    await this.open(caller, userId);
    const { rows, total } = await this.repo.activityLogs(userId, query);
    return { items: rows.map(toActivity), total };
  }

  async userDevices(caller: Caller, userId: number, query: TabQuery) {
    await this.open(caller, userId);
    const { rows, total } = await this.repo.userDevices(userId, query);
    return { items: rows.map(toUserDevice), total };
  }

  async documents(caller: Caller, userId: number, query: TabQuery) {
    const { scope } = await this.open(caller, userId);
    const { rows, total } = await this.repo.documents(scope, userId, query);
    return { items: rows.map(toDocument), total };
  }

  /** Alarm devices the user owns: admin and organization-admin only (403 after the scope's 404). */
  async devices(caller: Caller, userId: number, query: TabQuery) {
    const { scope } = await this.open(caller, userId);
    if (!canViewUserDevices(caller)) throw forbidden('Only admins and organization admins see the devices tab');
    const { rows, total } = await this.repo.devices(scope, userId, query);
    return { items: rows.map(toDevice), total };
  }

  // --- networks ----------------------------------------------------------------------------------

  async networks(caller: Caller, userId: number, query: TabQuery) {
    const { scope } = await this.open(caller, userId);
    const { rows, total } = await this.repo.networks(scope, userId, query);
    return { items: rows.map(toNetwork), total };
  }

  /** Adds the user to networks in the caller's scope (400 `ids: NOT_FOUND` otherwise); idempotent. */
  async addNetworks(caller: Caller, userId: number, ids: number[]) {
    const { scope } = await this.openForEdit(caller, userId, true);
    assertNoRefusals('ids', unseenPicks(ids, new Set(await this.repo.networksInScope(scope, ids))));
    return this.db.transaction(async (tx) => {
      const repo = new UserTabsRepository(tx);
      const added = await repo.addNetworks(userId, ids);
      const tenants = await repo.tenantsOf(userId);
      await recordAction(tx, {
        entityType: 'user',
        entityId: userId,
        action: 'addNetworks',
        actorId: caller.id,
        before: {},
        after: { networkIds: added },
        clientIds: [...tenants.clientIds, ...(await repo.clientsOfNetworks(added))],
        organizationId: tenants.organizationId,
      });
      return { added: added.length };
    });
  }

  /** 404 when the user is not a member or the network is outside the caller's scope. */
  async removeNetwork(caller: Caller, userId: number, networkId: number): Promise<void> {
    const { scope } = await this.openForEdit(caller, userId, true);
    await this.db.transaction(async (tx) => {
      const repo = new UserTabsRepository(tx);
      const membership = await repo.membership(scope, userId, networkId);
      if (membership?.is_owner)
        throw new AppError(409, 'OWNER_CANNOT_BE_REMOVED', 'The owner of the network cannot be removed');
      if (!membership || !(await repo.removeNetwork(userId, networkId)))
        throw notFound('The user is not a member of this network');
      const tenants = await repo.tenantsOf(userId);
      await recordAction(tx, {
        entityType: 'user',
        entityId: userId,
        action: 'removeNetwork',
        actorId: caller.id,
        before: { networkId, memberType: memberTypeOf(membership) },
        after: null,
        clientIds: [...tenants.clientIds, ...(membership.client_id === null ? [] : [membership.client_id])],
        organizationId: tenants.organizationId,
      });
    });
  }
}

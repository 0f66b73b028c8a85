import { recordAction } from '../../audit/actionLog.js';
import type { Db, Queryable } from '../../db/types.js';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors.js';
import type { CandidateQuery, ListQuery, Page } from '../../http/lists.js';
import { assertNoRefusals, refusalsOf } from '../../http/refusedPicks.js';
import { NOT_ALLOWED, urlRefusal, type OutboundPolicy } from '../../outbound/index.js';
import { scopeOf, type Caller, type Scope } from '../../policy/index.js';
import {
  canAddOrganization,
  canChangeOrganizationDisplay,
  organizationPermissions,
  type OrganizationPermissions,
} from '../../policy/organizations.js';
import { ClientsService } from '../clients/service.js';
import { TIERS } from '../stats/service.js';
import {
  OrganizationsRepository,
  type OrganizationClientRow,
  type OrganizationClientSort,
  type OrganizationRow,
  type OrganizationSort,
  type OrganizationUserRow,
  type OrganizationUserSort,
} from './repository.js';
import {
  normalizeOrganizationFields,
  normalizeSamlSettings,
  validateOrganizationFields,
  type OrganizationFields,
  type OrganizationInput,
  type SamlSettings,
} from './rules.js';

const NETWORK_TYPES = ['open', 'public', 'private'] as const;

export type DeleteChoice = 'detach' | 'delete';

function toOrganization(row: OrganizationRow, caller: Caller) {
  return {
    id: row.id,
    name: row.name,
    contactName: row.contact_name,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    registrationNumber: row.registration_number,
    description: row.description,
    createdAt: row.created_at.toISOString(),
    userCount: row.user_count,
    clientCount: row.client_count,
    displayed: !(canChangeOrganizationDisplay(caller) && row.hidden),
    permissions: organizationPermissions(caller, row.id),
  };
}

export function toOrganizationUser(r: OrganizationUserRow) {
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    createdAt: r.created_at.toISOString(),
    isActive: r.device_active ?? false,
    appVersion: r.app_version,
    os: r.os,
    isAdmin: r.is_admin,
    status: r.account_active ? 'active' : 'awaiting-activation',
    subscription: r.subscription,
  };
}

const toOrganizationClient = (r: OrganizationClientRow) => ({
  id: r.id,
  name: r.name,
  userCount: r.user_count,
  createdAt: r.created_at.toISOString(),
});

const fieldsOf = (row: OrganizationRow): OrganizationFields => ({
  name: row.name,
  contactName: row.contact_name,
  contactEmail: row.contact_email,
  contactPhone: row.contact_phone,
  registrationNumber: row.registration_number,
  description: row.description,
});

/** A Db whose transactions are the one already open: services called inside it join it. */
function joined(tx: Queryable, outer: Db): Db {
  return {
    query: (sql, params) => tx.query(sql, params),
    exec: (sql) => tx.exec(sql),
    transaction: (fn) => fn(tx),
    close: async () => undefined,
    kind: outer.kind,
  };
}

const domainClaimed = (domain: string) =>
  new AppError(409, 'DOMAIN_CLAIMED', `The domain ${domain} belongs to another organization`, { domain });

interface Opened {
  scope: Scope;
  row: OrganizationRow;
  permissions: OrganizationPermissions;
}

export class OrganizationsService {
  private readonly repo: OrganizationsRepository;

  /** `policy`: where a SAML metadata URL may point (outboundPolicy(config)), checked when it is saved. */
  constructor(
    private readonly db: Db,
    private readonly policy: OutboundPolicy,
  ) {
    this.repo = new OrganizationsRepository(db);
  }

  /** Every `/organizations/{id}...` call starts here: 404 outside the caller's scope, else what it may do. */
  private async open(caller: Caller, id: number): Promise<Opened> {
    const scope = await scopeOf(this.db, caller);
    const row = await this.repo.findInScope(scope, caller.id, id);
    if (!row) throw notFound('Organization not found');
    return { scope, row, permissions: organizationPermissions(caller, id) };
  }

  /** Opens the organization and requires one of the caller's permissions on it (403 otherwise). */
  private async openFor(caller: Caller, id: number, permission: keyof OrganizationPermissions): Promise<Opened> {
    const opened = await this.open(caller, id);
    if (!opened.permissions[permission]) throw forbidden();
    return opened;
  }

  async list(caller: Caller, query: ListQuery<OrganizationSort>): Promise<Page<ReturnType<typeof toOrganization>>> {
    const scope = await scopeOf(this.db, caller);
    const { rows, total } = await this.repo.list(scope, caller.id, query);
    return { items: rows.map((r) => toOrganization(r, caller)), total };
  }

  async search(caller: Caller, q: string | undefined, limit: number) {
    return this.repo.search(await scopeOf(this.db, caller), caller.id, q, limit);
  }

  async get(caller: Caller, id: number) {
    return toOrganization((await this.open(caller, id)).row, caller);
  }

  async create(caller: Caller, input: OrganizationInput) {
    if (!canAddOrganization(caller)) throw forbidden('Only an admin adds organizations');
    const fields = this.validated(input);
    const id = await this.db.transaction(async (tx) => {
      const newId = await new OrganizationsRepository(tx).insert(fields);
      await recordAction(tx, {
        entityType: 'organization',
        entityId: newId,
        action: 'create',
        actorId: caller.id,
        after: { ...fields },
        organizationId: newId,
      });
      return newId;
    });
    return this.get(caller, id);
  }

  /** Fields left out of the body keep their value. */
  async update(caller: Caller, id: number, input: OrganizationInput) {
    const { row } = await this.openFor(caller, id, 'edit');
    const before = fieldsOf(row);
    const fields = this.validated({ ...before, ...definedOnly(input) }, before);
    await this.db.transaction(async (tx) => {
      await new OrganizationsRepository(tx).update(id, fields);
      await recordAction(tx, {
        entityType: 'organization',
        entityId: id,
        action: 'update',
        actorId: caller.id,
        before: { ...before },
        after: { ...fields },
        organizationId: id,
      });
    });
    return this.get(caller, id);
  }

  /**
   * Deletes the organization; its users stay without organization. Its clients need a choice: `detach`
   * keeps them without organization, `delete` deletes each as DELETE /clients/{id} does (same checks,
   * cascades and audit rows), all in one transaction.
   */
  async delete(caller: Caller, id: number, choice: DeleteChoice | undefined): Promise<void> {
    const { row } = await this.openFor(caller, id, 'delete');
    await this.db.transaction(async (tx) => {
      const repo = new OrganizationsRepository(tx);
      if (!(await repo.lock(id))) throw notFound('Organization not found');
      const clientIds = await repo.clientIdsOf(id);
      if (clientIds.length && !choice)
        throw new AppError(
          409,
          'ORGANIZATION_HAS_CLIENTS',
          'The organization has clients: choose to detach or delete them',
          { clientCount: clientIds.length },
        );
      if (clientIds.length && choice === 'delete') {
        const clients = new ClientsService(joined(tx, this.db));
        for (const clientId of clientIds) await clients.delete(caller, clientId);
      }
      await repo.delete(id);
      await recordAction(tx, {
        entityType: 'organization',
        entityId: id,
        action: 'delete',
        actorId: caller.id,
        before: { ...fieldsOf(row) },
        after: { clients: choice ?? null },
        clientIds,
        organizationId: id,
      });
    });
  }

  async changeDisplay(caller: Caller, body: { hide: number[]; display: number[] }) {
    if (!canChangeOrganizationDisplay(caller)) throw forbidden();
    const scope = await scopeOf(this.db, caller);
    const both = body.hide.filter((id) => body.display.includes(id));
    if (both.length) throw badRequest('An organization cannot be hidden and displayed at once', { display: 'INVALID' });
    const visible = new Set(await this.repo.idsInScope(scope, [...body.hide, ...body.display]));
    const fields: Record<string, string> = {};
    if (body.hide.some((id) => !visible.has(id))) fields.hide = 'NOT_FOUND';
    if (body.display.some((id) => !visible.has(id))) fields.display = 'NOT_FOUND';
    if (Object.keys(fields).length) throw badRequest('Unknown organizations', fields);
    await this.db.transaction(async (tx) => {
      const repo = new OrganizationsRepository(tx);
      const hiddenBefore = new Set(await repo.hiddenInScope(scope, caller.id));
      await repo.changeDisplay(caller.id, body.hide, body.display);
      for (const [ids, action, displayed] of [
        [body.hide, 'hide', false],
        [body.display, 'display', true],
      ] as const) {
        for (const organizationId of new Set(ids)) {
          await recordAction(tx, {
            entityType: 'organization',
            entityId: organizationId,
            action,
            actorId: caller.id,
            before: { displayed: !hiddenBefore.has(organizationId) },
            after: { displayed },
            organizationId,
          });
        }
      }
    });
    return { hidden: await this.repo.hiddenInScope(scope, caller.id) };
  }

  async networkSummary(caller: Caller, id: number) {
    await this.open(caller, id);
    const counts = await this.repo.networkSummary(id);
    return Object.fromEntries(NETWORK_TYPES.map((t) => [t, counts[t] ?? 0]));
  }

  async subscriptionSummary(caller: Caller, id: number) {
    await this.open(caller, id);
    const counts = await this.repo.subscriptionSummary(id);
    return Object.fromEntries(TIERS.map((t) => [t, counts[t] ?? 0]));
  }

  // --- users tab ------------------------------------------------------------------------------------

  async users(caller: Caller, id: number, query: ListQuery<OrganizationUserSort>) {
    const { scope } = await this.open(caller, id);
    const { rows, total } = await this.repo.users(scope, id, query);
    return { items: rows.map(toOrganizationUser), total };
  }

  /** Gives or takes the organization-admin role (17) of one of its users. */
  async setUserAdmin(caller: Caller, id: number, userId: number, isAdmin: boolean) {
    const { row: organization } = await this.openFor(caller, id, 'manageUsers');
    return this.db.transaction(async (tx) => {
      const repo = new OrganizationsRepository(tx);
      const user = await repo.user(id, userId);
      if (!user) throw notFound('User not found in this organization');
      if (userId === caller.id && !isAdmin && user.is_admin)
        throw new AppError(409, 'CANNOT_CHANGE_OWN_ADMIN', 'You cannot take away your own organization-admin role');
      if (user.is_admin !== isAdmin) {
        await repo.setAdmin(userId, isAdmin);
        await recordAction(tx, {
          entityType: 'organization',
          entityId: id,
          action: 'setUserAdmin',
          actorId: caller.id,
          before: { member: { userId, isAdmin: user.is_admin } },
          after: { member: { userId, isAdmin } },
          organizationId: organization.id,
        });
      }
      return toOrganizationUser((await repo.user(id, userId))!);
    });
  }

  /** The user keeps its account: no organization, no organization-admin role. */
  async removeUser(caller: Caller, id: number, userId: number): Promise<void> {
    await this.openFor(caller, id, 'manageUsers');
    await this.db.transaction(async (tx) => {
      const repo = new OrganizationsRepository(tx);
      const user = await repo.user(id, userId);
      if (!user) throw notFound('User not found in this organization');
      if (userId === caller.id)
        throw new AppError(409, 'CANNOT_REMOVE_SELF', 'You cannot remove yourself from the organization');
      await repo.removeUser(userId);
      await recordAction(tx, {
        entityType: 'organization',
        entityId: id,
        action: 'removeUser',
        actorId: caller.id,
        before: { userId, isAdmin: user.is_admin },
        organizationId: id,
      });
    });
  }

  // --- clients tab ----------------------------------------------------------------------------------

  async clients(caller: Caller, id: number, query: ListQuery<OrganizationClientSort>) {
    const { scope } = await this.open(caller, id);
    const { rows, total } = await this.repo.clients(scope, id, query);
    return { items: rows.map(toOrganizationClient), total };
  }

  /** The clients tab's picker: the clients `addClients` takes and the organization has not, by name. */
  async clientCandidates(caller: Caller, id: number, query: CandidateQuery) {
    const { scope } = await this.openFor(caller, id, 'manageClients');
    return this.repo.clientCandidates(scope, id, query);
  }

  /**
   * Attaches clients, all or nothing. Admins any client (one of another organization moves here); an
   * organization-admin only clients in its scope without organization: outside the scope NOT_FOUND (unnamed), of
   * another organization CLIENT_IN_OTHER_ORGANIZATION (named).
   */
  async addClients(caller: Caller, id: number, clientIds: number[]) {
    const { scope } = await this.openFor(caller, id, 'manageClients');
    return this.db.transaction(async (tx) => {
      const repo = new OrganizationsRepository(tx);
      const current = await repo.clientOrganizations(clientIds);
      assertNoRefusals(
        'clientIds',
        refusalsOf(clientIds, (c) => {
          const client = current.get(c);
          if (!client || !(scope.all || scope.clientIds.includes(c))) return { name: null, code: 'NOT_FOUND' };
          const elsewhere = !scope.all && client.organizationId !== null && client.organizationId !== id;
          return elsewhere ? { name: client.name, code: 'CLIENT_IN_OTHER_ORGANIZATION' } : null;
        }),
      );
      const moving = clientIds.filter((c) => current.get(c)!.organizationId !== id);
      if (moving.length) {
        await repo.setClientsOrganization(moving, id);
        await recordAction(tx, {
          entityType: 'organization',
          entityId: id,
          action: 'addClients',
          actorId: caller.id,
          after: {
            clientIds: moving,
            from: Object.fromEntries(moving.map((c) => [String(c), current.get(c)!.organizationId])),
          },
          clientIds: moving,
          organizationId: id,
        });
      }
      return { added: moving.length };
    });
  }

  /** The client stays, without organization. */
  async removeClient(caller: Caller, id: number, clientId: number): Promise<void> {
    const { scope } = await this.openFor(caller, id, 'manageClients');
    await this.db.transaction(async (tx) => {
      const repo = new OrganizationsRepository(tx);
      const current = await repo.clientOrganizations([clientId]);
      if (current.get(clientId)?.organizationId !== id || !(scope.all || scope.clientIds.includes(clientId)))
        throw notFound('Client not found in this organization');
      await repo.setClientsOrganization([clientId], null);
      await recordAction(tx, {
        entityType: 'organization',
        entityId: id,
        action: 'removeClient',
        actorId: caller.id,
        before: { clientId },
        clientIds: [clientId],
        organizationId: id,
      });
    });
  }

  // --- SAML -----------------------------------------------------------------------------------------

  async saml(caller: Caller, id: number): Promise<SamlSettings> {
    await this.open(caller, id);
    return this.repo.saml(id);
  }

  /** Fields left out of the body keep their value. */
  async saveSaml(caller: Caller, id: number, body: Partial<SamlSettings>): Promise<SamlSettings> {
    await this.openFor(caller, id, 'saveSaml');
    const current = await this.repo.saml(id);
    const { settings, errors } = normalizeSamlSettings({
      samlMetadataUrl: body.samlMetadataUrl === undefined ? current.samlMetadataUrl : body.samlMetadataUrl,
      samlEmailDomains: body.samlEmailDomains ?? current.samlEmailDomains,
      samlAllowUserCreation: body.samlAllowUserCreation ?? current.samlAllowUserCreation,
      samlAllowIdpInitiated: body.samlAllowIdpInitiated ?? current.samlAllowIdpInitiated,
    });
    if (Object.keys(errors).length) throw badRequest('The SAML settings are not valid', errors);
    const refusal = settings.samlMetadataUrl ? await urlRefusal(this.policy, settings.samlMetadataUrl) : undefined;
    if (refusal)
      throw badRequest(`The metadata URL is not allowed: ${refusal.message}`, { samlMetadataUrl: NOT_ALLOWED });
    return this.db.transaction(async (tx) => {
      const repo = new OrganizationsRepository(tx);
      const claimed = await repo.claimedElsewhere(id, settings.samlEmailDomains);
      if (claimed) throw domainClaimed(claimed);
      await repo.saveSaml(id, settings);
      // A claim another organization committed between the check and the insert (ON CONFLICT DO NOTHING).
      const raced = await repo.claimedElsewhere(id, settings.samlEmailDomains);
      if (raced) throw domainClaimed(raced);
      const saved = await repo.saml(id);
      await recordAction(tx, {
        entityType: 'organization',
        entityId: id,
        action: 'updateSamlSettings',
        actorId: caller.id,
        before: { ...current },
        after: { ...saved },
        organizationId: id,
      });
      return saved;
    });
  }

  private validated(input: OrganizationInput, stored?: OrganizationFields): OrganizationFields {
    const fields = normalizeOrganizationFields(input);
    const errors = validateOrganizationFields(fields, stored);
    if (Object.keys(errors).length) throw badRequest('The organization is not valid', errors);
    return fields;
  }
}

function definedOnly<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;
}

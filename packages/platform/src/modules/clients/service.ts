import { recordAction } from '../../audit/actionLog.js';
import type { Db } from '../../db/types.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import type { ListQuery, Page } from '../../http/lists.js';
import {
  canAddClient,
  canChangeClientDisplay,
  canChangeClientOrganization,
  clientPermissions,
  scopeOf,
  type Caller,
  type Scope,
} from '../../policy/index.js';
import { canCreateClientIn } from '../../policy/organizations.js';
import { TIERS } from '../stats/service.js';
import { ClientAccess } from './access.js';
import { normalizeClientFields, validateClientFields, type ClientFields } from './clientFields.js';
import { ClientsRepository, type ClientRow, type ClientSort } from './repository.js';

export type ClientInput = Partial<Record<keyof ClientFields, string | null>> & { organizationId?: number | null };

const NETWORK_TYPES = ['open', 'public', 'private'] as const;

function toClient(row: ClientRow, caller: Caller, scope: Scope) {
  return {
    id: row.id,
    name: row.name,
    organizationId: row.organization_id,
    organizationName: row.organization_name,
    contactName: row.contact_name,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    alarmCentralPhone: row.alarm_central_phone,
    description: row.description,
    createdAt: row.created_at.toISOString(),
    userCount: row.user_count,
    deviceCount: row.device_count,
    networkCount: row.network_count,
    lat: row.lat,
    lng: row.lng,
    displayed: !(canChangeClientDisplay(caller) && row.hidden),
    permissions: clientPermissions(caller, scope, { id: row.id, organizationId: row.organization_id }),
  };
}

const fieldsOf = (row: ClientRow): ClientFields => ({
  name: row.name,
  contactName: row.contact_name,
  contactEmail: row.contact_email,
  contactPhone: row.contact_phone,
  alarmCentralPhone: row.alarm_central_phone,
  description: row.description,
});

/** The client's own fields as the API shows them: what its action-log rows hold. */
const auditedOf = (row: ClientRow) => ({ ...fieldsOf(row), organizationId: row.organization_id });

export class ClientsService {
  private readonly repo: ClientsRepository;
  private readonly access: ClientAccess;

  constructor(private readonly db: Db) {
    this.repo = new ClientsRepository(db);
    this.access = new ClientAccess(db);
  }

  async list(caller: Caller, query: ListQuery<ClientSort>): Promise<Page<ReturnType<typeof toClient>>> {
    const scope = await scopeOf(this.db, caller);
    const { rows, total } = await this.repo.list(scope, caller.id, query);
    return { items: rows.map((r) => toClient(r, caller, scope)), total };
  }

  async search(caller: Caller, q: string | undefined, limit: number) {
    return this.repo.search(await scopeOf(this.db, caller), caller.id, q, limit);
  }

  async get(caller: Caller, id: number) {
    const scope = await scopeOf(this.db, caller);
    const row = await this.repo.findInScope(scope, caller.id, id);
    if (!row) throw notFound('Client not found');
    return toClient(row, caller, scope);
  }

  async create(caller: Caller, input: ClientInput) {
    const organizationId = input.organizationId ?? null;
    if (!canAddClient(caller) && !canCreateClientIn(caller, organizationId)) throw forbidden();
    const fields = normalizeClientFields(input);
    await this.validate(fields, organizationId);
    const id = await this.db.transaction(async (tx) => {
      const newId = await new ClientsRepository(tx).insert(fields, organizationId);
      await recordAction(tx, {
        entityType: 'client',
        entityId: newId,
        action: 'create',
        actorId: caller.id,
        after: { ...fields, organizationId },
        clientIds: [newId],
        organizationId,
      });
      return newId;
    });
    return this.get(caller, id);
  }

  /** Fields left out of the body keep their value. */
  async update(caller: Caller, id: number, input: ClientInput) {
    const { scope } = await this.access.openFor(caller, id, 'edit');
    const current = (await this.repo.findInScope(scope, caller.id, id))!;
    const fields = normalizeClientFields({ ...fieldsOf(current), ...definedOnly(input) });
    let organizationId = current.organization_id;
    if (input.organizationId !== undefined && input.organizationId !== organizationId) {
      if (!canChangeClientOrganization(caller)) throw forbidden('Only an admin moves a client to another organization');
      organizationId = input.organizationId;
    }
    await this.validate(fields, organizationId, fieldsOf(current));
    await this.db.transaction(async (tx) => {
      await new ClientsRepository(tx).update(id, fields, organizationId);
      await recordAction(tx, {
        entityType: 'client',
        entityId: id,
        action: 'update',
        actorId: caller.id,
        before: auditedOf(current),
        after: { ...fields, organizationId },
        clientIds: [id],
        organizationId: organizationId ?? current.organization_id,
      });
    });
    return this.get(caller, id);
  }

  async delete(caller: Caller, id: number): Promise<void> {
    const { scope } = await this.access.openFor(caller, id, 'delete');
    await this.db.transaction(async (tx) => {
      const repo = new ClientsRepository(tx);
      const current = await repo.findInScope(scope, caller.id, id);
      if (!current) throw notFound('Client not found');
      await repo.delete(id);
      await recordAction(tx, {
        entityType: 'client',
        entityId: id,
        action: 'delete',
        actorId: caller.id,
        before: auditedOf(current),
        clientIds: [id],
        organizationId: current.organization_id,
      });
    });
  }

  async changeDisplay(caller: Caller, body: { hide: number[]; display: number[] }) {
    if (!canChangeClientDisplay(caller)) throw forbidden();
    const scope = await scopeOf(this.db, caller);
    const both = body.hide.filter((id) => body.display.includes(id));
    if (both.length) throw badRequest('A client cannot be hidden and displayed at once', { display: 'INVALID' });
    const wanted = [...body.hide, ...body.display];
    const visible = new Set(await this.repo.idsInScope(scope, wanted));
    const fields: Record<string, string> = {};
    if (body.hide.some((id) => !visible.has(id))) fields.hide = 'NOT_FOUND';
    if (body.display.some((id) => !visible.has(id))) fields.display = 'NOT_FOUND';
    if (Object.keys(fields).length) throw badRequest('Unknown clients', fields);
    await this.db.transaction(async (tx) => {
      const repo = new ClientsRepository(tx);
      const hiddenBefore = new Set(await repo.hiddenInScope(scope, caller.id));
      await repo.changeDisplay(caller.id, body.hide, body.display);
      const organizations = await repo.organizationsOf(wanted);
      for (const [ids, action, displayed] of [
        [body.hide, 'hide', false],
        [body.display, 'display', true],
      ] as const) {
        for (const clientId of new Set(ids)) {
          await recordAction(tx, {
            entityType: 'client',
            entityId: clientId,
            action,
            actorId: caller.id,
            before: { displayed: !hiddenBefore.has(clientId) },
            after: { displayed },
            clientIds: [clientId],
            organizationId: organizations.get(clientId) ?? null,
          });
        }
      }
    });
    return { hidden: await this.repo.hiddenInScope(scope, caller.id) };
  }

  async networkSummary(caller: Caller, id: number) {
    await this.access.open(caller, id);
    const counts = await this.repo.networkSummary(id);
    return Object.fromEntries(NETWORK_TYPES.map((t) => [t, counts[t] ?? 0]));
  }

  async subscriptionSummary(caller: Caller, id: number) {
    await this.access.open(caller, id);
    const counts = await this.repo.subscriptionSummary(id);
    return Object.fromEntries(TIERS.map((t) => [t, counts[t] ?? 0]));
  }

  private async validate(fields: ClientFields, organizationId: number | null, stored?: ClientFields) {
    const errors = validateClientFields(fields, stored);
    if (organizationId !== null && !(await this.repo.organizationExists(organizationId)))
      errors.organizationId = 'NOT_FOUND';
    if (Object.keys(errors).length) throw badRequest('The client is not valid', errors);
  }
}

function definedOnly<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;
}

import { recordAction } from '../../audit/actionLog.js';
import type { Db, Queryable } from '../../db/types.js';
import { AppError, badRequest, forbidden, notFound, type FieldErrors } from '../../http/errors.js';
import {
  canWriteDevices,
  devicePermissions,
  isDeviceInScope,
  scopeOf,
  type Caller,
  type Scope,
} from '../../policy/index.js';
import { toDevice } from '../clients/tabsService.js';
import {
  DEFAULT_LAT,
  DEFAULT_LNG,
  optionalText,
  ownerErrors,
  sharedFieldErrors,
  testModeExpiry,
  type SharedDeviceInput,
} from './fields.js';
import { DevicesRepository, type AlertRow, type DalmFields, type DalmListQuery, type DalmRow } from './repository.js';

export const DALM_STATUSES = ['OK', 'INACTIVE', 'ALARM'] as const;
export const DALM_ID_MAX = 100;

/** POST and PUT /devices: the form (PUT: fields left out keep their value). */
export interface DalmInput extends SharedDeviceInput {
  dalmId?: string | null;
  dalmSim?: string | null;
  dalmPasscode?: string | null;
  clientOwnerId?: number | null;
  ownerId?: number | null;
  status?: string | null;
  active?: boolean | null;
  enableClustering?: boolean | null;
  deleted?: boolean | null;
  reactivate?: boolean;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toAlert = (r: AlertRow) => ({
  id: r.id,
  alarmType: r.alarm_type,
  eventCode: r.event_code,
  sectionNumber: r.section_number,
  message: r.message,
  alarmDate: r.alarm_date.toISOString(),
  active: r.active,
  resetAt: iso(r.reset_at),
});

/** The audit payload's view of a device: its fields as the API names them (the passcode never). */
const auditedOf = (f: DalmFields) => ({
  name: f.name,
  description: f.description,
  location: f.location,
  lat: f.lat,
  lng: f.lng,
  dalmId: f.dalmId,
  dalmSim: f.dalmSim,
  clientOwnerId: f.clientOwnerId,
  ownerId: f.ownerId,
  status: f.status,
  active: f.active,
  testModeEnabled: f.testModeEnabled,
  testModeAutoDisableTimeoutMs: f.testModeAutoDisableTimeoutMs,
  enableClustering: f.enableClustering,
  deleted: f.deleted,
});

const fieldsOf = (r: DalmRow): DalmFields => ({
  name: r.name,
  description: r.description,
  location: r.location ?? '',
  lat: r.lat ?? DEFAULT_LAT,
  lng: r.lng ?? DEFAULT_LNG,
  dalmId: r.dalm_id ?? '',
  dalmSim: r.dalm_sim,
  dalmPasscode: r.dalm_passcode,
  clientOwnerId: r.client_id,
  ownerId: r.owner_user_id,
  status: r.status,
  active: r.enabled,
  testModeEnabled: r.test_mode_enabled,
  testModeAutoDisableTimeoutMs: r.test_mode_auto_disable_timeout_ms,
  testModeExpiresAt: r.test_mode_expires_at,
  enableClustering: r.enable_clustering,
  deleted: r.deleted,
});

const tenantsOf = (...clientIds: (number | null)[]) => [...new Set(clientIds.filter((c): c is number => c !== null))];

/** 409 with the errorCode of the spec (114 active duplicate, 115 deleted one) and the id when visible. */
const duplicate = (code: 114 | 115, existingId: number | null) =>
  new AppError(
    409,
    String(code),
    code === 114 ? 'A device with this DALM id exists' : 'A deleted device with this DALM id exists',
    existingId === null ? {} : { existingId },
  );

const isUniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === '23505';

/** The DALM devices (/devices): list, read, create (114/115/reactivate), update, alerts, reset, ports. */
export class DevicesService {
  constructor(private readonly db: Db) {}

  answer(caller: Caller, scope: Scope, r: DalmRow) {
    return {
      ...toDevice(r),
      ownerType: r.owner_user_id !== null ? 'user' : r.client_id !== null ? 'client' : null,
      owner:
        r.owner_user_id === null
          ? null
          : {
              id: r.owner_user_id,
              username: r.owner_username,
              firstName: r.owner_first_name,
              lastName: r.owner_last_name,
              email: r.owner_email,
            },
      active: r.enabled,
      description: r.description,
      lat: r.lat,
      lng: r.lng,
      dalmSim: r.dalm_sim,
      dalmPasscode: r.dalm_passcode,
      testModeAutoDisableTimeoutMs: r.test_mode_auto_disable_timeout_ms,
      testModeExpiresAt: iso(r.test_mode_expires_at),
      enableClustering: r.enable_clustering,
      wifi: r.wifi,
      ethernet: r.ethernet,
      hasIngestKey: r.has_ingest_key,
      permissions: devicePermissions(caller, scope, r.client_id),
    };
  }

  /** A DALM device in scope (deleted ones too): 404 otherwise. */
  private async open(caller: Caller, id: number, db: Queryable = this.db) {
    const scope = await scopeOf(db, caller);
    const device = await new DevicesRepository(db).get(id);
    if (!device || device.type !== 'dalm' || !isDeviceInScope(scope, device.client_id))
      throw notFound('Device not found');
    return { scope, device };
  }

  /** A device of any kind in scope (ports and alerts of every kind). */
  private async openAny(caller: Caller, id: number) {
    const scope = await scopeOf(this.db, caller);
    if (!(await new DevicesRepository(this.db).isInScope(scope, id))) throw notFound('Device not found');
    return scope;
  }

  async list(caller: Caller, query: DalmListQuery) {
    const { rows, total } = await new DevicesRepository(this.db).list(await scopeOf(this.db, caller), query);
    return { items: rows.map(toDevice), total };
  }

  async get(caller: Caller, id: number) {
    const { scope, device } = await this.open(caller, id);
    return this.answer(caller, scope, device);
  }

  /** The form's rules over `base` (the current device, or the defaults of a new one), then the owner rules. */
  private async validated(caller: Caller, scope: Scope, input: DalmInput, base: DalmFields, now: Date) {
    const pick = <K extends keyof DalmInput & keyof DalmFields>(k: K) =>
      (input[k] === undefined ? base[k] : input[k]) as DalmFields[K] | null;
    const merged = {
      name: pick('name'),
      description: pick('description'),
      location: pick('location'),
      lat: pick('lat'),
      lng: pick('lng'),
      dalmId: pick('dalmId'),
      dalmSim: pick('dalmSim'),
      dalmPasscode: pick('dalmPasscode'),
      clientOwnerId: pick('clientOwnerId'),
      ownerId: pick('ownerId'),
      status: pick('status') ?? base.status,
      active: pick('active') ?? base.active,
      testModeEnabled: pick('testModeEnabled') ?? base.testModeEnabled,
      testModeAutoDisableTimeoutMs: pick('testModeAutoDisableTimeoutMs') ?? base.testModeAutoDisableTimeoutMs,
      enableClustering: pick('enableClustering') ?? base.enableClustering,
      deleted: pick('deleted') ?? base.deleted,
    };
    const errors: FieldErrors = sharedFieldErrors(merged);
    const dalmId = merged.dalmId?.trim() ?? '';
    if (!dalmId) errors.dalmId = 'REQUIRED';
    else if (dalmId.length > DALM_ID_MAX) errors.dalmId = 'TOO_LONG';
    if (!(DALM_STATUSES as readonly string[]).includes(merged.status)) errors.status = 'INVALID';
    Object.assign(errors, await ownerErrors(this.db, caller, scope, merged, { ownerRequired: true }));
    if (Object.keys(errors).length) throw badRequest('The device is not valid', errors);
    const fields: DalmFields = {
      name: merged.name!.trim(),
      description: optionalText(merged.description),
      location: merged.location!.trim(),
      lat: merged.lat!,
      lng: merged.lng!,
      dalmId,
      dalmSim: optionalText(merged.dalmSim),
      dalmPasscode: optionalText(merged.dalmPasscode),
      clientOwnerId: merged.clientOwnerId,
      ownerId: merged.ownerId,
      status: merged.status,
      active: merged.active,
      testModeEnabled: merged.testModeEnabled,
      testModeAutoDisableTimeoutMs: merged.testModeAutoDisableTimeoutMs,
      testModeExpiresAt: null,
      enableClustering: merged.enableClustering,
      deleted: merged.deleted,
    };
    fields.testModeExpiresAt = testModeExpiry(
      base.dalmId
        ? {
            enabled: base.testModeEnabled,
            timeoutMs: base.testModeAutoDisableTimeoutMs,
            expiresAt: base.testModeExpiresAt,
          }
        : null,
      { enabled: fields.testModeEnabled, timeoutMs: fields.testModeAutoDisableTimeoutMs },
      now,
    );
    return fields;
  }

  /**
   * POST: a new DALM device. Its DALM id held by a deleted device: 409 115 unless `reactivate` (that device
   * comes back with the body's fields, 200); by an active one: 409 114. `existingId` when the caller sees it.
   */
  async create(
    caller: Caller,
    input: DalmInput,
  ): Promise<{ status: 200 | 201; device: ReturnType<DevicesService['answer']> }> {
    if (!canWriteDevices(caller)) throw forbidden();
    const scope = await scopeOf(this.db, caller);
    const now = new Date();
    const defaults: DalmFields = {
      name: '',
      description: null,
      location: '',
      lat: DEFAULT_LAT,
      lng: DEFAULT_LNG,
      dalmId: '',
      dalmSim: null,
      dalmPasscode: null,
      clientOwnerId: null,
      ownerId: null,
      status: 'INACTIVE',
      active: false,
      testModeEnabled: false,
      testModeAutoDisableTimeoutMs: 0,
      testModeExpiresAt: null,
      enableClustering: false,
      deleted: false,
    };
    const fields = await this.validated(caller, scope, { ...input, deleted: undefined }, defaults, now);
    const conflictOf = async (db: Queryable) => {
      const existing = await new DevicesRepository(db).byDalmId(fields.dalmId);
      if (!existing) return null;
      const visible = isDeviceInScope(scope, existing.client_id);
      return { ...existing, visible };
    };
    const existing = await conflictOf(this.db);
    if (existing) {
      if (!existing.deleted) throw duplicate(114, existing.visible ? existing.id : null);
      if (!input.reactivate || !existing.visible) throw duplicate(115, existing.visible ? existing.id : null);
      await this.db.transaction(async (tx) => {
        const { device } = await this.open(caller, existing.id, tx);
        const before = fieldsOf(device);
        const after = { ...fields, deleted: false };
        await new DevicesRepository(tx).update(existing.id, after);
        await recordAction(tx, {
          entityType: 'device',
          entityId: existing.id,
          action: 'reactivate',
          actorId: caller.id,
          before: auditedOf(before),
          after: auditedOf(after),
          clientIds: tenantsOf(before.clientOwnerId, after.clientOwnerId),
        });
      });
      return { status: 200, device: await this.get(caller, existing.id) };
    }
    let id: number;
    try {
      id = await this.db.transaction(async (tx) => {
        const newId = await new DevicesRepository(tx).insert(fields);
        await recordAction(tx, {
          entityType: 'device',
          entityId: newId,
          action: 'create',
          actorId: caller.id,
          after: auditedOf(fields),
          clientIds: tenantsOf(fields.clientOwnerId),
        });
        return newId;
      });
    } catch (e) {
      // Another create took the DALM id between the check and the insert.
      const taken = isUniqueViolation(e) ? await conflictOf(this.db) : null;
      if (taken) throw duplicate(taken.deleted ? 115 : 114, taken.visible ? taken.id : null);
      throw e;
    }
    return { status: 201, device: await this.get(caller, id) };
  }

  /** PUT: the form plus `deleted` (the deleted flag; false brings the device back). */
  async update(caller: Caller, id: number, input: DalmInput) {
    const { scope, device } = await this.open(caller, id);
    if (!devicePermissions(caller, scope, device.client_id).edit) throw forbidden();
    const before = fieldsOf(device);
    const fields = await this.validated(caller, scope, input, before, new Date());
    if (fields.dalmId !== before.dalmId) {
      const other = await new DevicesRepository(this.db).byDalmId(fields.dalmId);
      if (other && other.id !== id)
        throw duplicate(other.deleted ? 115 : 114, isDeviceInScope(scope, other.client_id) ? other.id : null);
    }
    try {
      await this.db.transaction(async (tx) => {
        await new DevicesRepository(tx).update(id, fields);
        await recordAction(tx, {
          entityType: 'device',
          entityId: id,
          action: 'update',
          actorId: caller.id,
          before: auditedOf(before),
          after: auditedOf(fields),
          clientIds: tenantsOf(before.clientOwnerId, fields.clientOwnerId),
        });
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw duplicate(114, null);
      throw e;
    }
    return this.get(caller, id);
  }

  async alerts(caller: Caller, id: number, query: { limit: number; offset: number }) {
    await this.openAny(caller, id);
    const { rows, total } = await new DevicesRepository(this.db).alerts(id, query);
    return { items: rows.map(toAlert), total };
  }

  async activeAlerts(caller: Caller, id: number) {
    await this.openAny(caller, id);
    return (await new DevicesRepository(this.db).activeAlerts(id)).map(toAlert);
  }

  /** PATCH reset { sia, section }: the active alerts with that event code and section end. */
  async reset(caller: Caller, id: number, sia: string, section: string) {
    const { scope, device } = await this.open(caller, id);
    if (!devicePermissions(caller, scope, device.client_id).edit) throw forbidden();
    const reset = await this.db.transaction(async (tx) => {
      const n = await new DevicesRepository(tx).reset(id, sia, section, caller.id);
      await recordAction(tx, {
        entityType: 'device',
        entityId: id,
        action: 'reset',
        actorId: caller.id,
        after: { sia, section, reset: n },
        clientIds: tenantsOf(device.client_id),
      });
      return n;
    });
    return { reset };
  }

  async ports(caller: Caller, id: number, table: 'device_inputs' | 'device_outputs') {
    await this.openAny(caller, id);
    return new DevicesRepository(this.db).ports(table, id);
  }
}

import { recordAction } from '../../audit/actionLog.js';
import type { Db, Queryable } from '../../db/types.js';
import { AppError, badRequest, forbidden, notFound, type FieldErrors } from '../../http/errors.js';
import type { Page } from '../../http/lists.js';
import {
  canWriteDevices,
  devicePermissions,
  isDeviceInScope,
  scopeOf,
  type Caller,
  type Scope,
} from '../../policy/index.js';
import { DESCRIPTION_MAX, optionalText, ownerErrors } from '../devices/fields.js';
import {
  FLIC_SORT_COLUMNS,
  SENSOR_SORT_COLUMNS,
  SerialDevicesRepository,
  type DeviceLogRow,
  type SerialDeviceFields,
  type SerialDeviceRow,
  type SerialKind,
  type SerialListQuery,
} from './repository.js';
import {
  PRESS_TITLE_MAX,
  PRESS_TYPES,
  SENSOR_TEXT_FIELDS,
  TEXT_MAX,
  deviceFieldErrors,
  serialError,
  serialOf,
  type DeviceInput,
  type Press,
  type PressSettings,
} from './rules.js';

/** `/flic-hub` (hubs and buttons) or `/collactivate` (sensors): the same rows, rules and answers. */
export type Family = 'flic' | 'sensor';

const TYPES: Record<Family, SerialKind[]> = { flic: ['hub', 'button'], sensor: ['sensor'] };
const NOUN: Record<Family, string> = { flic: 'Flic device', sensor: 'Sensor device' };
export const ALERT_IDS_MAX = 100;
export const DETAIL_LOGS = 50;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const isUniqueViolation = (err: unknown) => (err as { code?: unknown })?.code === '23505';
const serialInUse = () => new AppError(409, 'SERIAL_IN_USE', 'A device with this serial number already exists');

export const toLog = (r: DeviceLogRow) => ({
  id: Number(r.id),
  event: r.event,
  type: r.type,
  data: r.data,
  createdAt: r.created_at.toISOString(),
});

/** A device row (DeviceRow) with the FlicDevice and SensorDevice fields, without children or settings. */
export function toSerialDevice(r: SerialDeviceRow, caller: Caller, scope: Scope) {
  return {
    id: r.id,
    kind: r.type,
    type: r.type,
    name: r.name,
    dalmId: r.dalm_id,
    serialNumber: r.serial_number,
    location: r.location,
    clientOwnerId: r.client_id,
    clientOwnerName: r.client_name,
    ownerId: r.owner_user_id,
    ownerName: r.owner_name,
    clientId: r.client_id,
    clientName: r.client_name,
    userId: r.owner_user_id,
    userName: r.owner_name,
    userEmail: r.owner_email,
    lastReceivedSignalAt: iso(r.last_received_signal_at),
    lastPing: iso(r.last_received_signal_at),
    relaysCount: r.relays_count,
    relaysEnabled: r.relays_enabled,
    testModeEnabled: r.test_mode_enabled,
    testModeAutoDisableTimeoutMs: r.test_mode_auto_disable_timeout_ms,
    testModeExpiresAt: iso(r.test_mode_expires_at),
    enableClustering: r.enable_clustering,
    isOnline: r.is_online,
    status: r.status,
    createdAt: r.created_at.toISOString(),
    battery: r.battery,
    deleted: r.deleted_at !== null,
    lat: r.lat,
    lng: r.lng,
    parentSerialNumber: r.parent_serial_number,
    data: {
      firmwareVersion: r.firmware_version,
      batteryStatus: r.battery,
      activeDisconnect: r.active_disconnect,
      connected: r.connected,
      ready: r.ready,
    },
    wifi: r.wifi,
    ethernet: r.ethernet,
    buttonCount: r.button_count,
    hasIngestKey: r.has_ingest_key,
    siaId: r.sia_id,
    alarmAreaName: r.alarm_area_name,
    objectName: r.object_name,
    placement: r.placement,
    floor: r.floor,
    description: r.description,
    alertRemoteCenter: r.alert_remote_center,
    sound: r.sound,
    permissions: devicePermissions(caller, scope, r.client_id),
  };
}

/** The audit payload's view of a device: its fields as the API names them. */
const auditedOf = (r: SerialDeviceRow) => ({
  type: r.type,
  serialNumber: r.serial_number,
  name: r.name,
  clientId: r.client_id,
  userId: r.owner_user_id,
  location: r.location,
  lat: r.lat,
  lng: r.lng,
  parentSerialNumber: r.parent_serial_number,
  testModeEnabled: r.test_mode_enabled,
  testModeAutoDisableTimeoutMs: r.test_mode_auto_disable_timeout_ms,
  enableClustering: r.enable_clustering,
  deleted: r.deleted_at !== null,
  ...(r.type === 'sensor'
    ? {
        description: r.description,
        siaId: r.sia_id,
        alarmAreaName: r.alarm_area_name,
        objectName: r.object_name,
        placement: r.placement,
        floor: r.floor,
        alertRemoteCenter: r.alert_remote_center,
        sound: r.sound,
      }
    : {}),
});

const tenantsOf = (...clientIds: (number | null)[]) => [...new Set(clientIds.filter((c): c is number => c !== null))];

interface Opened {
  scope: Scope;
  device: SerialDeviceRow;
}

export class SerialDevicesService {
  constructor(
    private readonly db: Db,
    private readonly family: Family,
  ) {}

  private get types() {
    return TYPES[this.family];
  }

  private notFound() {
    return notFound(`${NOUN[this.family]} not found`);
  }

  /** Every `/{serial}` call starts here: 404 when there is no such device of the family or it is outside the scope. */
  async open(caller: Caller, key: string, db: Queryable = this.db): Promise<Opened> {
    const scope = await scopeOf(db, caller);
    const repo = new SerialDevicesRepository(db);
    const device =
      this.family === 'sensor' && /^\d{1,9}$/.test(key)
        ? await repo.byId(Number(key)).then((d) => (d?.type === 'sensor' ? d : undefined))
        : await repo.bySerial(key, this.types);
    if (!device || !isDeviceInScope(scope, device.client_id)) throw this.notFound();
    return { scope, device };
  }

  /** Writes: console roles that administer devices, on devices in scope (the open before says 404 outside). */
  private async openForWrite(caller: Caller, key: string, db: Queryable = this.db): Promise<Opened> {
    const opened = await this.open(caller, key, db);
    if (!canWriteDevices(caller)) throw forbidden();
    return opened;
  }

  async list(caller: Caller, query: SerialListQuery & { type?: SerialKind }): Promise<Page<object>> {
    const scope = await scopeOf(this.db, caller);
    const columns: Record<string, string> = this.family === 'flic' ? FLIC_SORT_COLUMNS : SENSOR_SORT_COLUMNS;
    const types = this.family === 'flic' ? [query.type ?? 'hub'] : this.types;
    const sort = query.sort ?? (types[0] === 'button' ? 'lastPing' : 'createdAt');
    const { rows, total } = await new SerialDevicesRepository(this.db).list(scope, types, query, columns, sort);
    return { items: rows.map((r) => toSerialDevice(r, caller, scope)), total };
  }

  /** The device; a Flic device with its buttons, press settings and newest logs. */
  async get(caller: Caller, key: string) {
    const { scope, device } = await this.open(caller, key);
    return this.answer(caller, scope, device);
  }

  private async answer(caller: Caller, scope: Scope, device: SerialDeviceRow) {
    const row = toSerialDevice(device, caller, scope);
    if (this.family === 'sensor') return row;
    const repo = new SerialDevicesRepository(this.db);
    const [children, settings, logs] = await Promise.all([
      device.type === 'hub' ? repo.children(device.id) : Promise.resolve([]),
      repo.pressSettings(device.id),
      repo.logs(device.id, DETAIL_LOGS),
    ]);
    return {
      ...row,
      children: children.map((c) => toSerialDevice(c, caller, scope)),
      settings,
      logs: logs.map(toLog),
    };
  }

  /** The form's rules, the owner rules and the parent rule; the stored fields or 400 with every field error. */
  private async validated(
    caller: Caller,
    scope: Scope,
    input: DeviceInput,
    current: SerialDeviceRow | undefined,
  ): Promise<SerialDeviceFields> {
    const sensor = this.family === 'sensor';
    const errors: FieldErrors = deviceFieldErrors(input, sensor);
    let type: SerialKind;
    if (sensor) type = 'sensor';
    else if (current) {
      type = current.type;
      if (input.type && input.type !== current.type) errors.type = 'READ_ONLY';
    } else {
      type = input.type as SerialKind;
      if (!input.type) errors.type = 'REQUIRED';
      else if (!this.types.includes(type)) errors.type = 'INVALID';
    }
    let serial = serialOf(input.serialNumber) ?? null;
    if (current) {
      if (serial !== null && serial !== current.serial_number) errors.serialNumber = 'READ_ONLY';
      serial = current.serial_number;
    } else if (serial === null) {
      if (sensor) errors.serialNumber = 'REQUIRED';
    } else {
      const e = serialError(serial);
      if (e) errors.serialNumber = e;
    }
    const owner = await ownerErrors(
      this.db,
      caller,
      scope,
      { clientOwnerId: input.clientId ?? null, ownerId: input.userId ?? null },
      { ownerRequired: false },
    );
    if (owner.clientOwnerId) errors.clientId = owner.clientOwnerId;
    if (owner.ownerId) errors.userId = owner.ownerId;
    let parentId: number | null = null;
    const parentSerial = serialOf(input.parentSerialNumber);
    if (parentSerial !== undefined) {
      if (type !== 'button') errors.parentSerialNumber = 'INVALID';
      else {
        const hub = await new SerialDevicesRepository(this.db).bySerial(parentSerial, ['hub']);
        if (!hub || hub.deleted_at !== null || !isDeviceInScope(scope, hub.client_id))
          errors.parentSerialNumber = 'NOT_FOUND';
        else parentId = hub.id;
      }
    }
    if (Object.keys(errors).length) throw badRequest(`The ${NOUN[this.family].toLowerCase()} is not valid`, errors);
    const text = (k: (typeof SENSOR_TEXT_FIELDS)[number] | 'description') => (sensor ? optionalText(input[k]) : null);
    return {
      type,
      serialNumber: serial,
      name: input.name!.trim(),
      clientId: input.clientId ?? null,
      userId: input.userId ?? null,
      location: input.location!.trim(),
      lat: input.lat!,
      lng: input.lng!,
      parentId,
      testModeEnabled: input.testModeEnabled ?? false,
      testModeAutoDisableTimeoutMs: input.testModeAutoDisableTimeoutMs ?? 0,
      enableClustering: input.enableClustering ?? false,
      deleted: current ? (input.deleted ?? current.deleted_at !== null) : false,
      description: text('description'),
      siaId: text('siaId'),
      alarmAreaName: text('alarmAreaName'),
      objectName: text('objectName'),
      placement: text('placement'),
      floor: text('floor'),
      alertRemoteCenter: text('alertRemoteCenter'),
      sound: text('sound'),
    };
  }

  async create(caller: Caller, input: DeviceInput) {
    if (!canWriteDevices(caller)) throw forbidden();
    const scope = await scopeOf(this.db, caller);
    const fields = await this.validated(caller, scope, input, undefined);
    if (fields.serialNumber !== null && (await new SerialDevicesRepository(this.db).serialInUse(fields.serialNumber)))
      throw serialInUse();
    let created: SerialDeviceRow;
    try {
      created = await this.db.transaction(async (tx) => {
        const device = await new SerialDevicesRepository(tx).insert(fields);
        await recordAction(tx, {
          entityType: 'device',
          entityId: device.id,
          action: 'create',
          actorId: caller.id,
          after: auditedOf(device),
          clientIds: tenantsOf(device.client_id),
        });
        return device;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw serialInUse();
      throw err;
    }
    return this.answer(caller, scope, created);
  }

  /** PUT: the form; serial and type are read-only; `deleted` sets or clears the deleted flag. */
  async update(caller: Caller, key: string, input: DeviceInput) {
    const { scope, device } = await this.openForWrite(caller, key);
    const fields = await this.validated(caller, scope, input, device);
    const after = await this.db.transaction(async (tx) => {
      const repo = new SerialDevicesRepository(tx);
      await repo.update(device.id, fields);
      const updated = (await repo.byId(device.id))!;
      await recordAction(tx, {
        entityType: 'device',
        entityId: device.id,
        action: 'update',
        actorId: caller.id,
        before: auditedOf(device),
        after: auditedOf(updated),
        clientIds: tenantsOf(device.client_id, updated.client_id),
      });
      return updated;
    });
    return this.answer(caller, scope, after);
  }

  /** Removes the device (its networks, relays, alerts and logs with it); a hub's buttons stay, without a parent. */
  async delete(caller: Caller, key: string): Promise<void> {
    const { device } = await this.openForWrite(caller, key);
    await this.db.transaction(async (tx) => {
      await new SerialDevicesRepository(tx).delete(device.id);
      await recordAction(tx, {
        entityType: 'device',
        entityId: device.id,
        action: 'delete',
        actorId: caller.id,
        before: auditedOf(device),
        clientIds: tenantsOf(device.client_id),
      });
    });
  }

  /** GET /flic-hub/alerts?ids=serial,serial: the alerts of those hubs and buttons in scope, newest first. */
  async alerts(caller: Caller, query: { ids: string; limit: number; offset: number }) {
    const serials = [
      ...new Set(
        query.ids
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    if (!serials.length) throw badRequest('Name at least one serial number', { ids: 'REQUIRED' });
    if (serials.length > ALERT_IDS_MAX)
      throw badRequest(`At most ${ALERT_IDS_MAX} serial numbers`, { ids: 'TOO_MANY' });
    const scope = await scopeOf(this.db, caller);
    const { rows, total } = await new SerialDevicesRepository(this.db).alerts(scope, serials, query);
    return {
      items: rows.map((r) => ({
        id: r.id,
        serialNumber: r.serial_number,
        title: r.title,
        kind: r.alarm_type,
        press: r.press,
        created: r.alarm_date.toISOString(),
      })),
      total,
    };
  }

  /**
   * PUT /flic-hub/{serial}/settings: each block given replaces that press's settings (a block left out keeps
   * its own). `useHubSettings` only for a button with a hub; selected networks must hold the device.
   */
  async savePressSettings(caller: Caller, key: string, input: Partial<Record<Press, Partial<PressSettings>>>) {
    const { device } = await this.openForWrite(caller, key);
    const repo = new SerialDevicesRepository(this.db);
    const [current, networkIds] = await Promise.all([repo.pressSettings(device.id), repo.networkIds(device.id)]);
    const next = { ...current };
    const errors: FieldErrors = {};
    const hasHub = device.type === 'button' && device.parent_id !== null;
    for (const press of PRESS_TYPES) {
      const block = input[press];
      if (!block) continue;
      const settings: PressSettings = {
        usePolicySettings: block.usePolicySettings ?? true,
        useHubSettings: block.useHubSettings ?? false,
        alertType: block.alertType ?? 'Network_Alert',
        selectedNetworks: [...new Set(block.selectedNetworks ?? [])].sort((a, b) => a - b),
        title: optionalText(block.title),
        description: optionalText(block.description),
        sound: optionalText(block.sound),
      };
      if (settings.useHubSettings && !hasHub) errors[`${press}.useHubSettings`] = 'HUB_SETTINGS_WITHOUT_HUB';
      if (settings.selectedNetworks.some((id) => !networkIds.includes(id)))
        errors[`${press}.selectedNetworks`] = 'NOT_IN_DEVICE_NETWORKS';
      if (settings.title && settings.title.length > PRESS_TITLE_MAX) errors[`${press}.title`] = 'TOO_LONG';
      if (settings.description && settings.description.length > DESCRIPTION_MAX)
        errors[`${press}.description`] = 'TOO_LONG';
      if (settings.sound && settings.sound.length > TEXT_MAX) errors[`${press}.sound`] = 'TOO_LONG';
      next[press] = settings;
    }
    if (Object.keys(errors).length) throw badRequest('The press settings are not valid', errors);
    await this.db.transaction(async (tx) => {
      await new SerialDevicesRepository(tx).savePressSettings(device.id, next);
      await recordAction(tx, {
        entityType: 'device',
        entityId: device.id,
        action: 'updatePressSettings',
        actorId: caller.id,
        before: current,
        after: next,
        clientIds: tenantsOf(device.client_id),
      });
    });
    return next;
  }
}

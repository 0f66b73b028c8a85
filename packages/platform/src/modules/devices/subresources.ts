import type { FastifyInstance } from 'fastify';
import { recordAction } from '../../audit/actionLog.js';
import type { Queryable } from '../../db/types.js';
import type { Deps } from '../../http/deps.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { assertNoRefusals, refusalsOf } from '../../http/refusedPicks.js';
import { containsPattern, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageSchema, pageWithTotal } from '../../http/lists.js';
import { id, nullable } from '../../http/schemas.js';
import {
  canWriteDevices,
  CONSOLE_ROLES,
  callerOf,
  isAdmin,
  requireRole,
  scopeOf,
  SqlFilter,
  type Caller,
  type Scope,
} from '../../policy/index.js';
import {
  normalizeNotificationSetting,
  validateNotificationSettings,
  type NotificationSetting,
} from '../clients/notificationSettings.js';
import { notificationSettingsSchema } from '../clients/schemas.js';
import { newIngestKey } from '../deviceHealth/keys.js';
import { NetworksRepository } from '../networks/repository.js';
import { memberTypeOf } from '../networks/service.js';
import { RelaysRepository, type RelayPageQuery } from '../relays/repository.js';
import { relayBody, relayListQuery, relayPage, relayResponse } from '../relays/schemas.js';
import { toRelay } from '../relays/service.js';
import { effectiveNotificationSettings, saveDeviceNotificationSetting } from './notificationSettings.js';

export type DeviceKind = 'dalm' | 'hub' | 'button' | 'sensor';
export const DEVICE_KINDS: DeviceKind[] = ['dalm', 'hub', 'button', 'sensor'];

/** The device a path names, as every shared subresource needs it. */
export interface DeviceRef {
  id: number;
  clientId: number | null;
  type: DeviceKind;
  serialNumber: string | null;
  deleted: boolean;
}

/** Finds the device a path names, of the given kinds, in the caller's scope (null: 404). */
export type DeviceLookup = (db: Queryable, scope: Scope, key: string) => Promise<DeviceRef | null>;

const INT_MAX = 2147483647;
const isId = (key: string) => /^[1-9][0-9]{0,9}$/.test(key) && Number(key) <= INT_MAX;

async function findDevice(
  db: Queryable,
  scope: Scope,
  kinds: DeviceKind[],
  by: 'id' | 'serial',
  key: string,
): Promise<DeviceRef | null> {
  const f = new SqlFilter(scope).clientColumn('d.client_id');
  f.where(by === 'id' ? `d.id = ${f.param(Number(key))}` : `d.serial_number = ${f.param(key)}`);
  f.where(`d.type = ANY(${f.param(kinds)}::text[])`);
  const [row] = await db.query<DeviceRef>(
    `SELECT d.id, d.client_id AS "clientId", d.type, d.serial_number AS "serialNumber",
            d.deleted_at IS NOT NULL AS deleted
       FROM devices d ${f.toSql()} ORDER BY d.id LIMIT 1`,
    f.params,
  );
  return row ?? null;
}

/** By id (digits only; anything else is no device). */
export function deviceById(kinds: DeviceKind[]): DeviceLookup {
  return async (db, scope, key) => (isId(key) ? findDevice(db, scope, kinds, 'id', key) : null);
}

/** By serial number (hubs, buttons and sensors have unique serials). */
export function deviceBySerial(kinds: DeviceKind[]): DeviceLookup {
  return (db, scope, key) => findDevice(db, scope, kinds, 'serial', key);
}

/** Digits only: by id, else by serial number. */
export function deviceByIdOrSerial(kinds: DeviceKind[]): DeviceLookup {
  return (db, scope, key) => findDevice(db, scope, kinds, isId(key) ? 'id' : 'serial', key);
}

/** The device's tenants for the action log. */
const tenantsOf = (ref: DeviceRef) => (ref.clientId === null ? [] : [ref.clientId]);

/** `entityType` device for every device write (docs/rest-contract.md "Audit"). */
const audit = (
  tx: Queryable,
  caller: Caller,
  ref: DeviceRef,
  action: string,
  before?: Record<string, unknown> | null,
  after?: Record<string, unknown> | null,
) =>
  recordAction(tx, {
    entityType: 'device',
    entityId: ref.id,
    action,
    actorId: caller.id,
    before,
    after,
    clientIds: tenantsOf(ref),
  });

const obj = (properties: Record<string, object>, required: string[] = []) =>
  ({ type: 'object', properties, required }) as const;
const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const text = nullable('string');

const keyParams = obj({ key: { type: 'string', minLength: 1, maxLength: 200 } }, ['key']);
const keyAndNetwork = obj({ key: { type: 'string', minLength: 1, maxLength: 200 }, networkId: id }, [
  'key',
  'networkId',
]);
const pageQuery = obj({
  limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
  offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
});
const networkListQuery = obj({ ...pageQuery.properties, q: { type: 'string', maxLength: 200 } });

export const deviceNetworkPage = pageSchema(
  obj({
    id: int,
    name: str,
    address: text,
    type: str,
    joined: str,
    createdAt: str,
    clientName: text,
    userCount: int,
    memberType: text,
    integrationStatuses: { type: 'array', items: str },
  }),
);
const addNetworksBody = {
  ...obj({ ids: { type: 'array', items: id, minItems: 1, maxItems: 1000, uniqueItems: true } }, ['ids']),
  additionalProperties: false,
} as const;
const addedResponse = obj({ added: int });
export const deviceLogPage = pageSchema(obj({ id: int, event: str, type: str, data: {}, createdAt: str }));
const ingestKeyResponse = obj({ key: str });

interface NetworkRowOfDevice {
  id: number;
  name: string;
  address: string | null;
  type: string;
  joined: Date;
  created_at: Date;
  client_name: string | null;
  user_count: number;
  is_admin: boolean | null;
  is_owner: boolean | null;
  statuses: string[];
}

interface LogRow {
  id: string;
  event: string;
  type: string;
  data: unknown;
  created_at: Date;
}

/** The device's networks (in the caller's scope, not deleted), newest link first. */
export function deviceNetworks(
  db: Queryable,
  scope: Scope,
  caller: Caller,
  deviceId: number,
  query: { limit: number; offset: number; q?: string },
) {
  const f = new SqlFilter(scope).clientColumn('n.client_id');
  // An integer from the session, inlined: the count query shares the parameters but not this join.
  const callerId = Math.trunc(Number(caller.id));
  f.where(`nd.device_id = ${f.param(deviceId)}`).where(`n.status <> 'deleted'`);
  const q = containsPattern(query.q);
  if (q) {
    const p = f.param(q);
    f.where(`(n.name ILIKE ${p} OR n.address ILIKE ${p})`);
  }
  return pageWithTotal<NetworkRowOfDevice>(
    db,
    `n.id, n.name, n.address, n.type, nd.added_at AS joined, n.created_at, c.name AS client_name,
     (SELECT count(*)::int FROM network_members m WHERE m.network_id = n.id) AS user_count,
     me.is_admin, me.is_owner,
     coalesce((SELECT array_agg(i.status ORDER BY i.id) FROM integrations i WHERE i.network_id = n.id), '{}') AS statuses`,
    `FROM network_devices nd JOIN networks n ON n.id = nd.network_id LEFT JOIN clients c ON c.id = n.client_id
     LEFT JOIN network_members me ON me.network_id = n.id AND me.user_id = ${callerId}`,
    f,
    'ORDER BY nd.added_at DESC, n.id DESC',
    query,
    'FROM network_devices nd JOIN networks n ON n.id = nd.network_id',
  ).then(({ rows, total }) => ({
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      address: r.address,
      type: r.type,
      joined: r.joined.toISOString(),
      createdAt: r.created_at.toISOString(),
      clientName: r.client_name,
      userCount: r.user_count,
      memberType: r.is_admin === null ? null : memberTypeOf({ is_admin: r.is_admin, is_owner: !!r.is_owner }),
      integrationStatuses: r.statuses,
    })),
    total,
  }));
}

/** The device's own event log, newest first. */
export async function deviceLogs(db: Queryable, deviceId: number, query: { limit: number; offset: number }) {
  const f = new SqlFilter({ all: true });
  f.where(`l.device_id = ${f.param(deviceId)}`);
  const { rows, total } = await pageWithTotal<LogRow>(
    db,
    'l.id::text AS id, l.event, l.type, l.data, l.created_at',
    'FROM device_logs l',
    f,
    'ORDER BY l.created_at DESC, l.id DESC',
    query,
  );
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      event: r.event,
      type: r.type,
      data: r.data,
      createdAt: r.created_at.toISOString(),
    })),
    total,
  };
}

const byType = (list: NotificationSetting[]) => Object.fromEntries(list.map(({ type, ...rest }) => [type, rest]));

/** The settings in force for one device. */
export async function deviceNotificationSettings(db: Queryable, deviceId: number) {
  return (await effectiveNotificationSettings(db, [deviceId])).get(deviceId) ?? [];
}

type Key = { Params: { key: string } };
type KeyNetwork = { Params: { key: string; networkId: number } };

/**
 * Registers under `base` (e.g. '/devices/:key', '/flic-hub/:key', '/collactivate/:key'): GET/POST networks,
 * DELETE networks/:networkId, GET/PUT notification-settings, GET logs, GET relays, PUT relays/:networkId,
 * POST ingest-key; with scope (404 outside), role checks (writes: canWriteDevices), validation and audit.
 */
export function registerDeviceSubresources(
  app: FastifyInstance,
  { db }: Pick<Deps, 'db'>,
  opts: { base: string; lookup: DeviceLookup },
): void {
  const { base, lookup } = opts;
  const preHandler = requireRole(...CONSOLE_ROLES);

  const open = async (caller: Caller, key: string) => {
    const scope = await scopeOf(db, caller);
    const device = await lookup(db, scope, key);
    if (!device) throw notFound('Device not found');
    return { scope, device };
  };
  const openForWrite = async (caller: Caller, key: string) => {
    const opened = await open(caller, key);
    if (!canWriteDevices(caller)) throw forbidden();
    return opened;
  };

  app.get<Key & { Querystring: { limit: number; offset: number; q?: string } }>(
    `${base}/networks`,
    {
      preHandler,
      schema: { params: keyParams, querystring: networkListQuery, response: { 200: deviceNetworkPage } },
    },
    async (req) => {
      const caller = callerOf(req);
      const { scope, device } = await open(caller, req.params.key);
      return deviceNetworks(db, scope, caller, device.id, req.query);
    },
  );

  app.post<Key & { Body: { ids: number[] } }>(
    `${base}/networks`,
    { preHandler, schema: { params: keyParams, body: addNetworksBody, response: { 200: addedResponse } } },
    async (req) => {
      const caller = callerOf(req);
      const { scope, device } = await openForWrite(caller, req.params.key);
      const ids = req.body.ids;
      // Networks of the device's client; an admin may add any network (in scope: every one). A non-admin's
      // refusal is NOT_IN_CLIENT whether or not the network exists, named only when it sees the network.
      const f = new SqlFilter(scope).clientColumn('n.client_id');
      f.where(`n.id = ANY(${f.param(ids)}::int[])`).where(`n.status <> 'deleted'`);
      const seen = new Map(
        (
          await db.query<{ id: number; name: string; client_id: number | null }>(
            `SELECT n.id, n.name, n.client_id FROM networks n ${f.toSql()}`,
            f.params,
          )
        ).map((n) => [n.id, n]),
      );
      const admin = isAdmin(caller);
      assertNoRefusals(
        'ids',
        refusalsOf(ids, (networkId) => {
          const network = seen.get(networkId);
          if (network && (admin || network.client_id === device.clientId)) return null;
          return { name: network?.name ?? null, code: admin ? 'NOT_FOUND' : 'NOT_IN_CLIENT' };
        }),
      );
      const added = await db.transaction(async (tx) => {
        const repo = new NetworksRepository(tx);
        const networkIds: number[] = [];
        for (const networkId of [...ids].sort((a, b) => a - b))
          if ((await repo.addDevices(networkId, [device.id])).length) networkIds.push(networkId);
        if (networkIds.length) await audit(tx, caller, device, 'addNetworks', null, { networkIds });
        return networkIds;
      });
      return { added: added.length };
    },
  );

  app.delete<KeyNetwork>(
    `${base}/networks/:networkId`,
    { preHandler, schema: { params: keyAndNetwork } },
    async (req, reply) => {
      const caller = callerOf(req);
      const { scope, device } = await openForWrite(caller, req.params.key);
      const networkId = req.params.networkId;
      const f = new SqlFilter(scope).clientColumn('n.client_id');
      f.where(`n.id = ${f.param(networkId)}`).where(`n.status <> 'deleted'`);
      if (!(await db.query(`SELECT 1 FROM networks n ${f.toSql()}`, f.params)).length)
        throw notFound('The device is not in this network');
      await db.transaction(async (tx) => {
        if (!(await new NetworksRepository(tx).removeDevice(networkId, device.id)))
          throw notFound('The device is not in this network');
        await audit(tx, caller, device, 'removeNetwork', { networkId }, null);
      });
      return reply.status(204).send();
    },
  );

  app.get<Key>(
    `${base}/notification-settings`,
    { preHandler, schema: { params: keyParams, response: { 200: notificationSettingsSchema } } },
    async (req) => deviceNotificationSettings(db, (await open(callerOf(req), req.params.key)).device.id),
  );

  app.put<Key & { Body: NotificationSetting[] }>(
    `${base}/notification-settings`,
    {
      preHandler,
      schema: { params: keyParams, body: notificationSettingsSchema, response: { 200: notificationSettingsSchema } },
    },
    async (req) => {
      const caller = callerOf(req);
      const { device } = await openForWrite(caller, req.params.key);
      const errors = validateNotificationSettings(req.body);
      if (Object.keys(errors).length) throw badRequest('The notification settings are not valid', errors);
      await db.transaction(async (tx) => {
        const before = await deviceNotificationSettings(tx, device.id);
        for (const s of req.body) await saveDeviceNotificationSetting(tx, device.id, normalizeNotificationSetting(s));
        const after = await deviceNotificationSettings(tx, device.id);
        await audit(tx, caller, device, 'updateNotificationSettings', byType(before), byType(after));
      });
      return deviceNotificationSettings(db, device.id);
    },
  );

  app.get<Key & { Querystring: { limit: number; offset: number } }>(
    `${base}/logs`,
    { preHandler, schema: { params: keyParams, querystring: pageQuery, response: { 200: deviceLogPage } } },
    async (req) => deviceLogs(db, (await open(callerOf(req), req.params.key)).device.id, req.query),
  );

  app.get<Key & { Querystring: RelayPageQuery }>(
    `${base}/relays`,
    { preHandler, schema: { params: keyParams, querystring: relayListQuery, response: { 200: relayPage } } },
    async (req) => {
      const { scope, device } = await open(callerOf(req), req.params.key);
      const { rows, total } = await new RelaysRepository(db).ofDevice(scope, device.id, req.query);
      return { items: rows.map(toRelay), total };
    },
  );

  app.put<KeyNetwork & { Body: { enabled: boolean } }>(
    `${base}/relays/:networkId`,
    { preHandler, schema: { params: keyAndNetwork, body: relayBody, response: { 200: relayResponse } } },
    async (req) => {
      const caller = callerOf(req);
      const { scope, device } = await openForWrite(caller, req.params.key);
      const { networkId } = req.params;
      const { enabled } = req.body;
      const f = new SqlFilter(scope).clientColumn('n.client_id');
      f.where(`nd.network_id = ${f.param(networkId)}`)
        .where(`nd.device_id = ${f.param(device.id)}`)
        .where(`n.status <> 'deleted'`);
      const linked = await db.query(
        `SELECT 1 FROM network_devices nd JOIN networks n ON n.id = nd.network_id ${f.toSql()}`,
        f.params,
      );
      if (!linked.length) throw notFound('The device is not in this network');
      return db.transaction(async (tx) => {
        // The device's relay towards the network: made when missing (a sensor's relay is switched per network).
        const [before] = await tx.query<{ id: number; enabled: boolean }>(
          'SELECT id, enabled FROM relays WHERE device_id = $1 AND network_id = $2',
          [device.id, networkId],
        );
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO relays (device_id, network_id, enabled) VALUES ($1, $2, $3)
           ON CONFLICT (device_id, network_id) DO UPDATE SET enabled = EXCLUDED.enabled RETURNING id`,
          [device.id, networkId, enabled],
        );
        if (before?.enabled !== enabled)
          await audit(tx, caller, device, 'setRelay', before ? { networkId, enabled: before.enabled } : null, {
            networkId,
            enabled,
          });
        return toRelay((await new RelaysRepository(tx).get(row!.id))!);
      });
    },
  );

  app.post<Key>(
    `${base}/ingest-key`,
    { preHandler, schema: { params: keyParams, response: { 200: ingestKeyResponse } } },
    async (req) => {
      const caller = callerOf(req);
      const { device } = await openForWrite(caller, req.params.key);
      const { key, hash } = newIngestKey(device.id);
      await db.transaction(async (tx) => {
        const [row] = await tx.query<{ had: boolean }>(
          'SELECT ingest_key_hash IS NOT NULL AS had FROM devices WHERE id = $1 FOR UPDATE',
          [device.id],
        );
        await tx.query('UPDATE devices SET ingest_key_hash = $2, updated_at = now() WHERE id = $1', [device.id, hash]);
        await audit(tx, caller, device, 'issueIngestKey', null, { replacedKey: row?.had ?? false });
      });
      return { key };
    },
  );
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { configFromEnv } from '../src/config.js';
import type { Db, Queryable } from '../src/db/types.js';
import type { Mailer } from '../src/mail/index.js';

type Schema = Record<string, any>;

export interface RouteInfo {
  method: string;
  url: string;
  querystring?: Schema;
  params?: Schema;
  body?: Schema;
}

/**
 * Every route the platform registers, with its request schemas, as Fastify's onRoute hook sees them.
 * The app is built but never listens or queries; routes added later show up here on their own.
 */
export async function registeredRoutes(): Promise<RouteInfo[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vakt-routes-'));
  const config = configFromEnv({ VAKT_DATA_DIR: dataDir }, new Uint8Array(32));
  const app = buildApp({ db: {} as Db, config, mailer: {} as Mailer });
  const routes: RouteInfo[] = [];
  app.addHook('onRoute', (r) => {
    const methods = Array.isArray(r.method) ? r.method : [r.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const schema = (r.schema ?? {}) as Schema;
      routes.push({ method, url: r.url, querystring: schema.querystring, params: schema.params, body: schema.body });
    }
  });
  await app.ready();
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  return routes;
}

/** A field a request can carry: where, its path inside the body, and its schema. */
export interface Slot {
  in: 'query' | 'params' | 'body';
  path: (string | number)[];
  schema: Schema;
}

const typesOf = (s: Schema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** Every leaf (string, integer, number, boolean) a schema declares, nested objects and array items included. */
export function slotsOf(where: Slot['in'], schema: Schema | undefined, path: (string | number)[] = []): Slot[] {
  if (!schema) return [];
  const types = typesOf(schema);
  if (types.includes('object') || schema.properties) {
    const declared = Object.entries(schema.properties ?? {}).flatMap(([k, s]) =>
      slotsOf(where, s as Schema, [...path, k]),
    );
    // A map (`{ "<id>": [...] }`): its values under an id-like key.
    const map =
      typeof schema.additionalProperties === 'object'
        ? slotsOf(where, schema.additionalProperties, [...path, '1'])
        : [];
    return [...declared, ...map];
  }
  if (types.includes('array')) return slotsOf(where, schema.items, [...path, 0]);
  return path.length ? [{ in: where, path, schema }] : [];
}

/** A plausible valid value, so that the fault under test is the only one (required fields, enums, patterns). */
export function sampleOf(schema: Schema | undefined, existingId: number): unknown {
  if (!schema) return undefined;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const types = typesOf(schema);
  if (types.includes('object') || schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sampleOf(s as Schema, existingId)]),
    );
  }
  if (types.includes('array')) return [];
  if (types.includes('integer') || types.includes('number')) return Math.max(existingId, schema.minimum ?? 0);
  if (types.includes('boolean')) return false;
  if (types.includes('string')) {
    if (schema.pattern === '^[0-9]{6}$') return '123456';
    if (schema.pattern?.includes('[0-9]{4}-')) return '2026-01-15';
    if (schema.format === 'date') return '2026-01-15';
    if (schema.format === 'date-time') return '2026-01-15T10:00:00.000Z';
    return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  }
  return null;
}

/** Sets `value` at `path` inside a copy of `target`, creating objects and arrays on the way. */
export function withValue(target: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const arr = Array.isArray(target) ? [...target] : [];
    arr[head] = withValue(arr[head] ?? {}, rest, value);
    return arr;
  }
  const obj = target && typeof target === 'object' && !Array.isArray(target) ? { ...(target as object) } : {};
  (obj as Record<string, unknown>)[head!] = withValue((obj as Record<string, unknown>)[head!], rest, value);
  return obj;
}

const PARENT_TABLE: Record<string, string> = {
  users: 'users',
  clients: 'clients',
  devices: 'devices',
  documents: 'documents',
  incidents: 'incidents',
  organizations: 'organizations',
  networks: 'networks',
};

/**
 * An existing id for each path parameter, so bad values elsewhere reach the handler: the top-level
 * resource by the path segment before it, and children (`:userId`, `:networkId`, `:alertId`) of that
 * client.
 */
export async function pathIds(db: Queryable, clientId: number): Promise<(url: string, param: string) => string> {
  const first = async (sql: string, params: unknown[] = []) =>
    String((await db.query<{ id: number }>(sql, params))[0]?.id ?? 1);
  const byTable: Record<string, string> = {};
  for (const [segment, table] of Object.entries(PARENT_TABLE))
    byTable[segment] = await first(`SELECT min(id) AS id FROM ${table}`);
  byTable.clients = String(clientId);
  const children: Record<string, string> = {
    userId: await first('SELECT user_id AS id FROM client_users WHERE client_id = $1 ORDER BY user_id DESC LIMIT 1', [
      clientId,
    ]),
    networkId: await first('SELECT id FROM networks WHERE client_id = $1 ORDER BY id LIMIT 1', [clientId]),
    alertId: await first('SELECT id FROM multi_alerts WHERE client_id = $1 ORDER BY id LIMIT 1', [clientId]),
  };
  return (url, param) => {
    if (children[param]) return children[param]!;
    const before = url
      .split('/:' + param)[0]!
      .split('/')
      .pop()!;
    return byTable[before] ?? '1';
  };
}

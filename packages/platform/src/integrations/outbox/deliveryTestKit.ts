/** Test kit of the delivery outbox: a database that survives app restarts, apps with the sender, fixtures. */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { configFromEnv, type Config } from '../../config.js';
import { dropSchema, migrate, openPglite, openPostgres, type Db } from '../../db/index.js';
import { smtpMailer } from '../../mail/index.js';
import { startSession } from '../../testing.js';
import { DEFAULT_DELIVERY_OPTIONS, type DeliveryOptions } from './options.js';

export type Backend = 'pglite' | 'postgres';

/** A migrated database that can be closed and opened again (a platform restart), PGlite on disk or a PG schema. */
export async function testDatabase(backend: Backend) {
  const url = process.env.DATABASE_URL;
  const dir = await mkdtemp(join(tmpdir(), 'vakt-outbox-'));
  const schema = `t_outbox_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const open = (): Promise<Db> =>
    backend === 'postgres' ? openPostgres(url!, { schema }) : openPglite(join(dir, 'pglite'));
  const first = await open();
  await migrate(first);
  return {
    first,
    open,
    /** For a LISTEN connection on this schema (PostgreSQL only). */
    listenUrl: backend === 'postgres' ? url : undefined,
    async destroy() {
      if (backend === 'postgres') await dropSchema(url!, schema);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Fast settings for tests: short timeouts, backoff and max age; link tests off unless asked. */
export const testDeliveryOptions = (extra: Partial<DeliveryOptions> = {}): DeliveryOptions => ({
  ...DEFAULT_DELIVERY_OPTIONS,
  pollMs: 100,
  timeoutMs: 400,
  backoff: { baseMs: 200, factor: 2, maxMs: 400 },
  maxAgeMs: 3000,
  linkTestIntervalMs: 0,
  leaseMs: 30_000,
  ...extra,
});

export interface TestApp {
  app: FastifyInstance;
  url: string;
  config: Config;
  close(): Promise<void>;
}

/**
 * A platform app with the delivery sender on `db`, and the mail sender handing its queued mails to
 * `smtpUrl`; `outboundAllow` is its OUTBOUND_ALLOW (the test receivers' ports: allowLoopbackPorts); `secret`
 * its JWT_SECRET (give the same one to a restarted platform: sessions and sealed DC-09 keys depend on it).
 */
export async function startDeliveryApp(
  db: Db,
  smtpUrl: string,
  options: DeliveryOptions,
  outboundAllow = '',
  secret: Uint8Array = randomBytes(32),
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vakt-outbox-app-'));
  const config = configFromEnv({ VAKT_DATA_DIR: dataDir, OUTBOUND_ALLOW: outboundAllow }, secret);
  const app = buildApp({
    db,
    config,
    mailer: smtpMailer(smtpUrl, config.mailFrom),
    delivery: options,
    mailQueue: { intervalMs: 50, sender: {} },
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    url,
    config,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Fixture {
  clientId: number;
  networkId: number;
  ownerEmail: string;
  adminEmail: string;
  memberEmail: string;
  clientAdminEmail: string;
}

let counter = 0;

/** A client with a client admin, and a network with an owner, an admin and a plain member. */
export async function createNetwork(db: Db): Promise<Fixture> {
  const tag = `${Date.now().toString(36)}${counter++}`;
  const q = async <T = { id: number }>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params))[0]!;
  const org = await q("INSERT INTO organizations (name) VALUES ('Outbox org') RETURNING id");
  const client = await q("INSERT INTO clients (organization_id, name) VALUES ($1, 'Outbox client') RETURNING id", [
    org.id,
  ]);
  const user = (who: string) =>
    q(
      "INSERT INTO users (email, first_name, last_name, roles, language) VALUES ($1, $2, 'Test', '{0}', 'en') RETURNING id",
      [`${who}.${tag}@outbox.vakt.test`, who],
    );
  const [owner, admin, member, clientAdmin] = [
    await user('owner'),
    await user('admin'),
    await user('member'),
    await user('cadmin'),
  ];
  const network = await q(
    `INSERT INTO networks (client_id, name, type, owner_id) VALUES ($1, 'Outbox net ${tag}', 'private', $2) RETURNING id`,
    [client.id, owner.id],
  );
  await db.query(
    `INSERT INTO network_members (network_id, user_id, is_admin, is_owner) VALUES ($1, $2, true, true), ($1, $3, true, false), ($1, $4, false, false)`,
    [network.id, owner.id, admin.id, member.id],
  );
  await db.query('INSERT INTO client_users (client_id, user_id, is_admin) VALUES ($1, $2, true)', [
    client.id,
    clientAdmin.id,
  ]);
  return {
    clientId: client.id,
    networkId: network.id,
    ownerEmail: `owner.${tag}@outbox.vakt.test`,
    adminEmail: `admin.${tag}@outbox.vakt.test`,
    memberEmail: `member.${tag}@outbox.vakt.test`,
    clientAdminEmail: `cadmin.${tag}@outbox.vakt.test`,
  };
}

/** A platform administrator and an access token of theirs on `app` (its JWT secret). */
export async function adminToken(db: Db, app: TestApp): Promise<string> {
  const [user] = await db.query<{ id: number }>(
    `INSERT INTO users (email, first_name, last_name, roles, language) VALUES ($1, 'Admin', 'Test', '{13}', 'en')
     RETURNING id`,
    [`admin.${Date.now().toString(36)}${counter++}@outbox.vakt.test`],
  );
  return (await startSession({ db, config: app.config }, user!.id)).accessToken;
}

/** A JSON request to `app` with a bearer token: the status and the parsed body. */
export async function call(app: TestApp, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(app.url + path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, text };
}

/** An integration written straight into the database (no API check), to 127.0.0.1 unless `host` says otherwise. */
export async function createIntegration(
  db: Db,
  networkId: number,
  kind: 'manitou' | 'guardtools' | 'shortxml',
  port: number,
  settings: Record<string, unknown>,
  host = '127.0.0.1',
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO integrations (network_id, kind, ip, port, description, settings) VALUES ($1, $2, $5, $3, 'Test ARC', $4::jsonb)
     RETURNING id`,
    [networkId, kind, port, JSON.stringify(settings), host],
  );
  return row!.id;
}

export async function insertIncident(db: Db, networkId: number, at?: { lat: number; lng: number }): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO incidents (kind, status, network_id, name, lat, lng) VALUES ('Panic Alert', 'pending', $1, 'Panic at the gate', $2, $3)
     RETURNING id`,
    [networkId, at?.lat ?? null, at?.lng ?? null],
  );
  return row!.id;
}

export async function outboxRows(db: Db, integrationId: number) {
  return db.query<{
    id: string;
    event: string;
    code: string;
    status: string;
    sequence: number | null;
    attempts: number;
    last_outcome: string | null;
  }>(
    // In queueing order: o.id is the number (a bare "id" would be the text column of the answer).
    `SELECT o.id::text AS id, event, code, status, sequence, attempts, last_outcome FROM integration_outbox o
      WHERE integration_id = $1 ORDER BY o.id`,
    [integrationId],
  );
}

export async function logsOf(db: Db, integrationId: number) {
  return (
    await db.query<{ log: string }>('SELECT log FROM integration_logs WHERE integration_id = $1 ORDER BY id', [
      integrationId,
    ])
  ).map((r) => r.log);
}

export async function statusOf(db: Db, integrationId: number) {
  return (await db.query<{ status: string }>('SELECT status FROM integrations WHERE id = $1', [integrationId]))[0]!
    .status;
}

/** Polls `check` until it holds (or throws its last error after `timeoutMs`). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

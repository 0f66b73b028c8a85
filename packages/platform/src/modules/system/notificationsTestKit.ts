/** Test kit of the system notifications: receivers with app devices, written straight into the database. */
import type { Queryable } from '../../db/types.js';

export interface AppDevice {
  os: 'ios' | 'android' | 'windows';
  token?: string | null;
  active?: boolean;
  version?: string;
  lastActiveAt?: Date;
}

export interface ReceiverFixture {
  language?: 'en' | 'sv' | 'es';
  clientIds?: number[];
  networkIds?: number[];
  devices?: AppDevice[];
  deactivated?: boolean;
  roles?: number[];
}

let serial = 0;
const tag = () => `${Date.now().toString(36)}-${serial++}`;

/** A user with memberships and app devices; a device's token defaults to a unique fake one. */
export async function insertReceiver(db: Queryable, f: ReceiverFixture = {}): Promise<number> {
  const [user] = await db.query<{ id: number }>(
    `INSERT INTO users (email, first_name, last_name, language, roles, deactivated_at)
     VALUES ($1, 'Push', 'Receiver', $2, $3::int[], $4) RETURNING id`,
    [`push-${tag()}@push.test`, f.language ?? 'en', f.roles ?? [0], f.deactivated ? new Date() : null],
  );
  const id = user!.id;
  for (const clientId of f.clientIds ?? [])
    await db.query('INSERT INTO client_users (client_id, user_id) VALUES ($1, $2)', [clientId, id]);
  for (const networkId of f.networkIds ?? [])
    await db.query('INSERT INTO network_members (network_id, user_id) VALUES ($1, $2)', [networkId, id]);
  for (const d of f.devices ?? [])
    await db.query(
      `INSERT INTO user_devices (user_id, os, app_version, is_active, push_token, last_active_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        id,
        d.os,
        d.version ?? '3.4.1',
        d.active ?? true,
        d.token === undefined ? `tok-${d.os}-${tag()}` : d.token,
        d.lastActiveAt ?? new Date(),
      ],
    );
  return id;
}

export async function insertClient(db: Queryable, organizationId: number | null = null): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO clients (name, organization_id) VALUES ($1, $2) RETURNING id',
    [`Push client ${tag()}`, organizationId],
  );
  return row!.id;
}

export async function insertNetwork(db: Queryable, clientId: number | null): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    "INSERT INTO networks (client_id, name, type) VALUES ($1, $2, 'private') RETURNING id",
    [clientId, `Push network ${tag()}`],
  );
  return row!.id;
}

/** A release note; `ready` sets stored_at (its file was stored). */
export async function insertReleaseNote(
  db: Queryable,
  opts: { ready: boolean; releaseNotes?: boolean; name?: string },
) {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO documents (name, type, lang, release_notes, filename, extension, size, content_type, stored_at)
     VALUES ($1, 'public', 'all', $2, 'notes.pdf', 'pdf', 10, 'application/pdf', $3) RETURNING id`,
    [opts.name ?? `Release ${tag()}`, opts.releaseNotes ?? true, opts.ready ? new Date() : null],
  );
  return row!.id;
}

export async function pushRowsOf(db: Queryable, actionLogId: number) {
  return db.query<{
    user_id: number;
    user_device_id: number;
    kind: string;
    title: string;
    body: string;
    data: Record<string, unknown>;
  }>(
    `SELECT user_id, user_device_id, kind, title, body, data FROM push_messages WHERE action_log_id = $1
      ORDER BY user_device_id`,
    [actionLogId],
  );
}

export async function lastSendLog(db: Queryable) {
  const [row] = await db.query<{ id: number; action: string; user_id: number; client_ids: number[]; payload: any }>(
    `SELECT id::float8 AS id, action, user_id, client_ids, payload FROM action_logs
      WHERE entity_type = 'systemNotification' ORDER BY id DESC LIMIT 1`,
  );
  return row;
}

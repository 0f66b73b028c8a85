/** Test kit of the device health job: devices with keys and reported state, written straight into the database. */
import type { Queryable } from '../../db/types.js';
import { newIngestKey } from './keys.js';

export interface TestDevice {
  id: number;
  key: string;
}

export interface DeviceFixture {
  type?: 'dalm' | 'hub' | 'button' | 'sensor';
  clientId?: number | null;
  networkIds?: number[];
  /** Default true: the device has an ingest key (it can report, so the job records and notifies). */
  withKey?: boolean;
  lastSignalAt?: Date | null;
  isOnline?: boolean;
  battery?: number | null;
  connected?: boolean | null;
  ready?: boolean | null;
  activeDisconnect?: boolean | null;
  wifi?: boolean | null;
  ethernet?: boolean | null;
  parentId?: number | null;
  name?: string;
}

let serial = 0;

export async function insertDevice(db: Queryable, f: DeviceFixture = {}): Promise<TestDevice> {
  const type = f.type ?? 'button';
  const tag = `${Date.now().toString(36)}-${serial++}`;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO devices (type, client_id, name, location, dalm_id, serial_number, last_received_signal_at, is_online,
                          battery, connected, ready, active_disconnect, wifi, ethernet, parent_id)
     VALUES ($1, $2, $3, 'Test street 1', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
    [
      type,
      f.clientId ?? null,
      f.name ?? `Test ${type} ${tag}`,
      type === 'dalm' ? `DALM-${tag}` : null,
      type === 'dalm' ? null : `SN-${tag}`,
      f.lastSignalAt ?? null,
      f.isOnline ?? false,
      f.battery ?? null,
      f.connected ?? null,
      f.ready ?? null,
      f.activeDisconnect ?? null,
      f.wifi ?? null,
      f.ethernet ?? null,
      f.parentId ?? null,
    ],
  );
  const id = row!.id;
  const { key, hash } = newIngestKey(id);
  if (f.withKey !== false) await db.query('UPDATE devices SET ingest_key_hash = $2 WHERE id = $1', [id, hash]);
  for (const networkId of f.networkIds ?? [])
    await db.query('INSERT INTO network_devices (network_id, device_id) VALUES ($1, $2)', [networkId, id]);
  return { id, key };
}

/** Sets reported state as a report would (no HTTP). */
export async function setDevice(db: Queryable, id: number, fields: Record<string, unknown>) {
  const names = Object.keys(fields);
  await db.query(`UPDATE devices SET ${names.map((n, i) => `${n} = $${i + 2}`).join(', ')} WHERE id = $1`, [
    id,
    ...names.map((n) => fields[n]),
  ]);
}

export async function deviceRow(db: Queryable, id: number) {
  const [row] = await db.query<{
    is_online: boolean;
    battery_warning: number;
    test_mode_enabled: boolean;
    test_mode_expires_at: Date | null;
    last_received_signal_at: Date | null;
    status: string;
  }>(
    `SELECT is_online, battery_warning, test_mode_enabled, test_mode_expires_at, last_received_signal_at, status
       FROM devices WHERE id = $1`,
    [id],
  );
  return row!;
}

export async function logsOfDevice(db: Queryable, id: number) {
  return db.query<{ event: string; type: string; data: Record<string, unknown> }>(
    'SELECT event, type, data FROM device_logs WHERE device_id = $1 ORDER BY id',
    [id],
  );
}

export async function notificationsOf(db: Queryable, id: number) {
  return db.query<{
    type: string;
    channel: string;
    user_id: number | null;
    address: string | null;
    sent_at: Date | null;
    error: string | null;
  }>(
    'SELECT type, channel, user_id, address, sent_at, error FROM device_notifications WHERE device_id = $1 ORDER BY id',
    [id],
  );
}

export const minutes = (n: number) => n * 60_000;
export const after = (t: Date, ms: number) => new Date(t.getTime() + ms);

/** The decoded Subject header of a raw message (RFC 2047 encoded words: the space between two is no text). */
export function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m: string, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .replace(/\r?\n[ \t]+/g, ' ');
}

/** The decoded text body of a raw single-part message (quoted-printable or base64, as nodemailer chose). */
export function textOf(raw: string): string {
  const split = /\r?\n\r?\n/.exec(raw)!;
  const headers = raw.slice(0, split.index);
  const body = raw.slice(split.index + split[0].length);
  const encoding = /^Content-Transfer-Encoding: *(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_m: string, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8')
        : body;
  return text.replace(/\r\n/g, '\n');
}

/**
 * The e-mail cooldown of device warnings (docs/mail.md "Device warnings: cooldown and digest"). Per device,
 * recipient and warning type, the first warning's e-mail goes out at once and opens a window of `cooldownMs`;
 * the e-mails of further warnings in it are held (counted in device_mail_cooldowns, the notification row's
 * held_until). When the window ends, one digest of what the device logged meanwhile goes to that recipient, or
 * nothing when nothing was held. The state is in the database, so it survives a restart and holds across
 * platform processes; both steps run in the health job's transaction.
 */
import type { Queryable } from '../../db/types.js';
import { enqueueMails } from '../../mail/queue.js';
import type { WarningType } from '../clients/notificationSettings.js';
import { DIGEST_EVENTS, deviceDigestMail, type DigestEvent, type DigestedDevice } from './digestMail.js';

export const DEFAULT_MAIL_COOLDOWN_MS = 30 * 60_000;

/** A warning's e-mail notification row, just written. */
export interface WarningMailRow {
  id: string;
  device_id: number;
  user_id: number;
  type: WarningType;
}

/**
 * Opens a window for each e-mail row whose device, recipient and type have none, and holds the others (their
 * notification rows get held_until, the window's end). Answers the held rows' ids. Runs after queueDigests in
 * the same transaction, so every window it finds is still open at `now`.
 */
export async function holdRepeatedMails(
  tx: Queryable,
  mails: WarningMailRow[],
  now: Date,
  cooldownMs: number,
): Promise<Set<string>> {
  if (!mails.length || cooldownMs <= 0) return new Set();
  const rows = await tx.query<{ id: string }>(
    `WITH m AS (
       SELECT * FROM unnest($1::bigint[], $2::int[], $3::int[], $4::text[]) AS m(id, device_id, user_id, type)),
     w AS (
       INSERT INTO device_mail_cooldowns AS c (device_id, user_id, type, started_at, ends_at)
       SELECT DISTINCT device_id, user_id, type, $5::timestamptz, $5::timestamptz + make_interval(secs => $6) FROM m
       ON CONFLICT (device_id, user_id, type) DO UPDATE SET held = c.held + 1
       RETURNING device_id, user_id, type, held, ends_at),
     h AS (
       UPDATE device_notifications n SET held_until = w.ends_at
         FROM m JOIN w USING (device_id, user_id, type)
        WHERE n.id = m.id AND w.held > 0
       RETURNING n.id)
     SELECT id::text AS id FROM h`,
    [
      mails.map((m) => m.id),
      mails.map((m) => m.device_id),
      mails.map((m) => m.user_id),
      mails.map((m) => m.type),
      now,
      cooldownMs / 1000,
    ],
  );
  return new Set(rows.map((r) => r.id));
}

interface EndedWindow extends DigestedDevice {
  device_id: number;
  user_id: number;
  type: WarningType;
  started_at: Date;
  ends_at: Date;
  address: string;
  language: string;
}

/**
 * Closes every window that ended by `now` and queues one digest per window that held something, to its
 * recipient (still active) about its device (not deleted): a device_notifications row (`digest`) and its mail.
 * The windows are claimed by DELETE .. RETURNING, so two runs at once never both send a digest. Answers the
 * digests queued.
 */
export async function queueDigests(tx: Queryable, now: Date): Promise<number> {
  const ended = await tx.query<EndedWindow>(
    `WITH ended AS (DELETE FROM device_mail_cooldowns WHERE ends_at <= $1 RETURNING *)
     SELECT e.device_id, e.user_id, e.type, e.started_at, e.ends_at, u.email AS address, u.language,
            d.name, d.type AS kind, coalesce(d.dalm_id, d.serial_number) AS ident, d.battery, d.wifi, d.ethernet
       FROM ended e
       JOIN users u ON u.id = e.user_id AND u.deactivated_at IS NULL AND u.is_active AND u.email IS NOT NULL
       JOIN devices d ON d.id = e.device_id AND d.deleted_at IS NULL
      WHERE e.held > 0`,
    [now],
  );
  if (!ended.length) return 0;
  const logged = await tx.query<{ i: number } & DigestEvent>(
    `SELECT k.i::int AS i, l.event, l.created_at AS at, (l.data->>'battery')::int AS battery
       FROM unnest($1::int[], $2::timestamptz[], $3::text[]) WITH ORDINALITY AS k(device_id, since, events, i)
       JOIN device_logs l ON l.device_id = k.device_id AND l.created_at > k.since AND l.created_at <= $4
                         AND l.event = ANY(string_to_array(k.events, ','))
      ORDER BY k.i, l.created_at, l.id`,
    [
      ended.map((w) => w.device_id),
      ended.map((w) => w.started_at),
      ended.map((w) => DIGEST_EVENTS[w.type].join(',')),
      now,
    ],
  );
  const eventsOf = new Map<number, DigestEvent[]>();
  for (const { i, at, ...e } of logged) {
    const list = eventsOf.get(i - 1) ?? [];
    list.push({ ...e, at: new Date(at) });
    eventsOf.set(i - 1, list);
  }
  // A window whose device logged nothing more (its log rows gone) tells nothing.
  const digests = ended.flatMap((w, i) => {
    const events = eventsOf.get(i);
    return events ? [{ w, events }] : [];
  });
  if (!digests.length) return 0;
  const notes = await tx.query<{ id: string; device_id: number; user_id: number; type: string }>(
    `INSERT INTO device_notifications (device_id, type, channel, user_id, address, created_at, digest)
     SELECT device_id, type, 'email', user_id, address, $5, true
       FROM unnest($1::int[], $2::text[], $3::int[], $4::text[]) AS x(device_id, type, user_id, address)
     RETURNING id::text AS id, device_id, user_id, type`,
    [
      digests.map((d) => d.w.device_id),
      digests.map((d) => d.w.type),
      digests.map((d) => d.w.user_id),
      digests.map((d) => d.w.address),
      now,
    ],
  );
  const noteOf = new Map(notes.map((n) => [`${n.device_id}/${n.user_id}/${n.type}`, n.id]));
  return enqueueMails(
    tx,
    digests.map(({ w, events }) => ({
      kind: 'device-warning-digest',
      deviceNotificationId: noteOf.get(`${w.device_id}/${w.user_id}/${w.type}`),
      ...deviceDigestMail(w.address, w.language, w, {
        type: w.type,
        since: new Date(w.started_at),
        windowMs: new Date(w.ends_at).getTime() - new Date(w.started_at).getTime(),
        events,
      }),
    })),
  );
}

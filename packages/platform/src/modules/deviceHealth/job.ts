/**
 * The device health job (docs/rest-contract.md "The health job"). One run, at a given `now`, in set-based SQL
 * inside one transaction that holds a transaction-scoped advisory lock (one runner at a time across platform
 * processes; the others skip their turn):
 *
 * 1. test mode past test_mode_expires_at goes off (the outbox trigger queues device_test_mode_disabled);
 * 2. is_online follows the online rules; a change logs offline / restore and an offline notifies;
 * 3. a hub's wifi / ethernet that was up and is down now notifies (the *_was_up memory);
 * 4. a battery at or below 20 / 10 / 5 % logs and notifies once per step down (the battery_warning memory);
 * 5. notification rows (one per recipient and channel) in the same transaction.
 * Each e-mail row becomes a mail_queue row in the run's transaction, for the mail sender (src/mail/sender.ts:
 * retried while the mail server is down; it sets the notification's sent_at, or its error when it gives up),
 * unless a cooldown holds it (cooldown.ts: a repeated warning of a device to a recipient within
 * `mailCooldownMs` of the one mailed at once); first of all the run queues the digests of the cooldowns that ended.
 * Each push row becomes push_messages (one per active app device with a token of the recipient, in the run's
 * transaction) for the push sender (src/push, issue 12).
 *
 * Devices without an ingest key (they cannot report, e.g. the demo seed's) are kept by the same online rules
 * but record and notify nothing: the platform never heard from them. Deleted devices are never online and
 * notify nothing either.
 */
import type { Db, Queryable } from '../../db/types.js';
import { enqueueMails } from '../../mail/queue.js';
import type { WarningType } from '../clients/notificationSettings.js';
import { effectiveNotificationSettings } from '../devices/notificationSettings.js';
import { queueDeviceWarningPushes } from '../../push/queue.js';
import { DEFAULT_MAIL_COOLDOWN_MS, holdRepeatedMails, queueDigests } from './cooldown.js';
import { deviceWarningMail, type WarnedDevice } from './mail.js';

/** The advisory lock every platform process tries before a run (any constant shared by all of them). */
export const DEVICE_HEALTH_LOCK_KEY = 7_246_883_011;
/** A device whose last ping is older than this is offline. */
export const ONLINE_WINDOW_MS = 15 * 60_000;

export interface HealthCheckOptions {
  now?: Date;
  /** A device's repeated warning to a recipient within this of the one mailed at once waits for a digest; 0: none. */
  mailCooldownMs?: number;
}

export interface HealthRun {
  /** Another process held the lock: nothing was done. */
  skipped: boolean;
  wentOffline: number;
  restored: number;
  batteryWarnings: number;
  linkWarnings: number;
  testModeExpired: number;
  /** device_notifications rows written (every recipient and channel). */
  notifications: number;
  /** Warning e-mails queued for the mail sender (one per e-mail notification row a cooldown did not hold). */
  emailsQueued: number;
  /** Warning e-mails held by a cooldown for its digest. */
  emailsHeld: number;
  /** Digests queued for the mail sender (cooldowns that ended having held something). */
  digestsQueued: number;
  ms: number;
}

/** Whether a run changed anything (worth a log line). */
export const didSomething = (r: HealthRun) =>
  [
    r.wentOffline,
    r.restored,
    r.batteryWarnings,
    r.linkWarnings,
    r.testModeExpired,
    r.notifications,
    r.digestsQueued,
  ].some((n) => n > 0);

interface Event {
  deviceId: number;
  type: WarningType;
}

interface MailRow {
  id: string;
  device_id: number;
  user_id: number;
  address: string;
  language: string;
  type: WarningType;
  name: string;
  kind: WarnedDevice['kind'];
  ident: string | null;
  battery: number | null;
}

/** Online by the rules (a flag the device never reported counts as up); $2 = the oldest ping still online. */
const ONLINE = `coalesce(deleted_at IS NULL AND last_received_signal_at >= $2 AND CASE
    WHEN type = 'dalm' THEN (wifi OR ethernet) IS NOT FALSE
    ELSE active_disconnect IS NOT TRUE AND connected IS NOT FALSE AND ready IS NOT FALSE END, false)`;
/** The device may record and notify: it can report (has a key) and is not deleted. */
const MONITORED = 'ingest_key_hash IS NOT NULL AND deleted_at IS NULL';
const BATTERY_LEVEL = 'CASE WHEN battery <= 5 THEN 3 WHEN battery <= 10 THEN 2 WHEN battery <= 20 THEN 1 ELSE 0 END';

async function expireTestModes(tx: Queryable, now: Date): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `WITH x AS (
       UPDATE devices d SET test_mode_enabled = false, test_mode_expires_at = NULL, updated_at = $1
         FROM (SELECT id, test_mode_enabled AS was, test_mode_expires_at AS expired_at FROM devices
                WHERE test_mode_expires_at <= $1) o
        WHERE d.id = o.id AND d.test_mode_expires_at <= $1
       RETURNING d.id, o.was, o.expired_at),
     logged AS (
       INSERT INTO device_logs (device_id, event, type, data, created_at)
       SELECT id, 'testModeExpired', 'info', jsonb_build_object('expiredAt', expired_at), $1 FROM x WHERE was)
     SELECT count(*) FILTER (WHERE was)::int AS n FROM x`,
    [now],
  );
  return row?.n ?? 0;
}

async function followOnline(tx: Queryable, now: Date): Promise<{ offline: Event[]; restored: number }> {
  const rows = await tx.query<{ id: number; type: string; is_online: boolean; monitored: boolean }>(
    `WITH changed AS (
       UPDATE devices SET is_online = NOT is_online, updated_at = $1
        WHERE (is_online OR last_received_signal_at >= $2) AND is_online <> ${ONLINE}
       RETURNING id, type, is_online, ${MONITORED} AS monitored, last_received_signal_at, connected, ready,
                 active_disconnect, wifi, ethernet),
     logged AS (
       INSERT INTO device_logs (device_id, event, type, data, created_at)
       SELECT id, CASE WHEN is_online THEN 'restore' ELSE 'offline' END,
              CASE WHEN is_online THEN 'restore' ELSE 'warning' END,
              jsonb_strip_nulls(jsonb_build_object(
                'reason', CASE WHEN is_online THEN NULL
                               WHEN last_received_signal_at IS NULL OR last_received_signal_at < $2 THEN 'noSignal'
                               ELSE 'disconnected' END,
                'lastSignalAt', last_received_signal_at, 'connected', connected, 'ready', ready,
                'activeDisconnect', active_disconnect, 'wifi', wifi, 'ethernet', ethernet)), $1
         FROM changed WHERE monitored)
     SELECT id, type, is_online, monitored FROM changed`,
    [now, new Date(now.getTime() - ONLINE_WINDOW_MS)],
  );
  return {
    offline: rows
      .filter((r) => !r.is_online && r.monitored)
      .map((r) => ({ deviceId: r.id, type: r.type === 'button' ? 'button-disconnected' : 'device-disconnected' })),
    restored: rows.filter((r) => r.is_online && r.monitored).length,
  };
}

async function followLinks(tx: Queryable, now: Date): Promise<Event[]> {
  const rows = await tx.query<{ id: number; type: WarningType }>(
    `WITH o AS (
       SELECT id, wifi_was_up, ethernet_was_up FROM devices
        WHERE type = 'hub' AND (wifi_was_up IS DISTINCT FROM wifi OR ethernet_was_up IS DISTINCT FROM ethernet)),
     u AS (
       UPDATE devices d SET wifi_was_up = d.wifi, ethernet_was_up = d.ethernet FROM o
        WHERE d.id = o.id
       RETURNING d.id, ${MONITORED} AS monitored,
                 o.wifi_was_up IS TRUE AND d.wifi IS FALSE AS wifi_down,
                 o.ethernet_was_up IS TRUE AND d.ethernet IS FALSE AS ethernet_down),
     ev AS (
       SELECT id, 'wifi-disconnected' AS type FROM u WHERE monitored AND wifi_down
       UNION ALL SELECT id, 'ethernet-disconnected' FROM u WHERE monitored AND ethernet_down),
     logged AS (
       INSERT INTO device_logs (device_id, event, type, data, created_at)
       SELECT id, CASE type WHEN 'wifi-disconnected' THEN 'wifiDisconnected' ELSE 'ethernetDisconnected' END,
              'warning', jsonb_build_object('notification', type), $1
         FROM ev)
     SELECT id, type FROM ev`,
    [now],
  );
  return rows.map((r) => ({ deviceId: r.id, type: r.type }));
}

async function followBatteries(tx: Queryable, now: Date): Promise<Event[]> {
  const rows = await tx.query<{ id: number; type: WarningType }>(
    `WITH u AS (
       UPDATE devices SET battery_warning = ${BATTERY_LEVEL}
        WHERE battery IS NOT NULL
          AND (${BATTERY_LEVEL} > battery_warning OR (${BATTERY_LEVEL} = 0 AND battery_warning > 0))
       RETURNING id, battery, battery_warning, ${MONITORED} AS monitored),
     ev AS (
       SELECT id, battery, battery_warning AS level,
              (ARRAY['battery-low', 'battery-critical', 'battery-panic'])[battery_warning] AS type
         FROM u WHERE monitored AND battery_warning > 0),
     logged AS (
       INSERT INTO device_logs (device_id, event, type, data, created_at)
       SELECT id, (ARRAY['batteryLow', 'batteryCritical', 'batteryPanic'])[level], 'warning',
              jsonb_build_object('battery', battery, 'notification', type), $1
         FROM ev)
     SELECT id, type FROM ev`,
    [now],
  );
  return rows.map((r) => ({ deviceId: r.id, type: r.type }));
}

/**
 * One notification row per recipient and channel the device's settings name for each event (recipients:
 * client admins / users of the device's client, admins (and owners) / members of the live networks holding
 * the device; active users only). Answers the e-mail rows to send.
 */
async function recordNotifications(
  tx: Queryable,
  now: Date,
  events: Event[],
): Promise<{ rows: number; mails: MailRow[] }> {
  if (!events.length) return { rows: 0, mails: [] };
  const settings = await effectiveNotificationSettings(tx, [...new Set(events.map((e) => e.deviceId))]);
  const chosen = events.flatMap((e) => {
    const s = settings.get(e.deviceId)?.find((x) => x.type === e.type);
    return s && (s.email || s.push) ? [{ ...e, s }] : [];
  });
  if (!chosen.length) return { rows: 0, mails: [] };
  const column = <T>(f: (c: (typeof chosen)[number]) => T) => chosen.map(f);
  const rows = await tx.query<MailRow & { channel: 'email' | 'push' }>(
    `WITH ev AS (
       SELECT * FROM unnest($1::int[], $2::text[], $3::bool[], $4::bool[], $5::bool[], $6::bool[], $7::bool[], $8::bool[])
         AS e(device_id, type, email, push, ca, cu, na, nu)),
     who AS (
       SELECT ev.device_id, ev.type, ev.email, ev.push, cu.user_id
         FROM ev JOIN devices d ON d.id = ev.device_id JOIN client_users cu ON cu.client_id = d.client_id
        WHERE ev.cu OR (ev.ca AND cu.is_admin)
       UNION
       SELECT ev.device_id, ev.type, ev.email, ev.push, m.user_id
         FROM ev JOIN network_devices nd ON nd.device_id = ev.device_id
         JOIN networks n ON n.id = nd.network_id AND n.status <> 'deleted'
         JOIN network_members m ON m.network_id = n.id
        WHERE ev.nu OR (ev.na AND (m.is_admin OR m.is_owner))
       UNION
       SELECT ev.device_id, ev.type, ev.email, ev.push, n.owner_id
         FROM ev JOIN network_devices nd ON nd.device_id = ev.device_id
         JOIN networks n ON n.id = nd.network_id AND n.status <> 'deleted'
        WHERE ev.na AND n.owner_id IS NOT NULL),
     ins AS (
       INSERT INTO device_notifications (device_id, type, channel, user_id, address, created_at)
       SELECT w.device_id, w.type, c.channel, u.id, CASE WHEN c.channel = 'email' THEN u.email END, $9
         FROM who w
         JOIN users u ON u.id = w.user_id AND u.deactivated_at IS NULL AND u.is_active
         CROSS JOIN LATERAL (SELECT 'email' AS channel WHERE w.email UNION ALL SELECT 'push' WHERE w.push) c
       RETURNING id, device_id, type, channel, address, user_id)
     SELECT ins.id::text AS id, ins.channel, ins.address, ins.type, ins.user_id, ins.device_id, u.language, d.name, d.type AS kind,
            coalesce(d.dalm_id, d.serial_number) AS ident, d.battery
       FROM ins JOIN users u ON u.id = ins.user_id JOIN devices d ON d.id = ins.device_id`,
    [
      column((c) => c.deviceId),
      column((c) => c.type),
      column((c) => c.s.email),
      column((c) => c.s.push),
      column((c) => c.s.recipients.clientAdmin),
      column((c) => c.s.recipients.clientUsers),
      column((c) => c.s.recipients.networkAdmin),
      column((c) => c.s.recipients.networkUsers),
      now,
    ],
  );
  await queueDeviceWarningPushes(
    tx,
    rows
      .filter((r) => r.channel === 'push')
      .map((r) => ({ ...r, notificationId: r.id, userId: r.user_id, deviceId: r.device_id })),
    now,
  );
  return { rows: rows.length, mails: rows.filter((r) => r.channel === 'email' && r.address) };
}

/** The e-mail rows' mails, queued in the run's transaction (the mail sender sets each row's sent_at or error). */
function queueMails(tx: Queryable, mails: MailRow[], now: Date) {
  return enqueueMails(
    tx,
    mails.map((m) => ({
      kind: 'device-warning',
      deviceNotificationId: m.id,
      ...deviceWarningMail(m.address, m.language, m.type, {
        name: m.name,
        kind: m.kind,
        ident: m.ident,
        battery: m.battery,
        at: now,
      }),
    })),
  );
}

/** One run of the health job (see the top of this file); `skipped` when another process holds the lock. */
export async function runHealthCheck(db: Db, opts: HealthCheckOptions): Promise<HealthRun> {
  const started = performance.now();
  const now = opts.now ?? new Date();
  const done = await db.transaction(async (tx) => {
    const [lock] = await tx.query<{ got: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS got', [
      DEVICE_HEALTH_LOCK_KEY,
    ]);
    if (!lock?.got) return null;
    // Short statements over many rows: PostgreSQL's JIT compiled the recipients query for ~2 s of a 2.4 s
    // run (docs/performance.md "Device health"); without it the same run takes milliseconds.
    if (db.kind === 'postgres') await tx.query('SET LOCAL jit = off');
    // Before this run's warnings: a window that ended is closed (and digested), so its device's next warning
    // is mailed at once.
    const digestsQueued = await queueDigests(tx, now);
    const testModeExpired = await expireTestModes(tx, now);
    const online = await followOnline(tx, now);
    const links = await followLinks(tx, now);
    const batteries = await followBatteries(tx, now);
    const notes = await recordNotifications(tx, now, [...online.offline, ...links, ...batteries]);
    const held = await holdRepeatedMails(tx, notes.mails, now, opts.mailCooldownMs ?? DEFAULT_MAIL_COOLDOWN_MS);
    const atOnce = notes.mails.filter((m) => !held.has(m.id));
    const emailsQueued = await queueMails(tx, atOnce, now);
    return {
      testModeExpired,
      wentOffline: online.offline.length,
      restored: online.restored,
      linkWarnings: links.length,
      batteryWarnings: batteries.length,
      notifications: notes.rows,
      emailsQueued,
      emailsHeld: held.size,
      digestsQueued,
    };
  });
  if (!done)
    return {
      skipped: true,
      wentOffline: 0,
      restored: 0,
      batteryWarnings: 0,
      linkWarnings: 0,
      testModeExpired: 0,
      notifications: 0,
      emailsQueued: 0,
      emailsHeld: 0,
      digestsQueued: 0,
      ms: performance.now() - started,
    };
  return { skipped: false, ...done, ms: performance.now() - started };
}

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp } from '../../../test/mailbox.js';
import { buildApp } from '../../app.js';
import { configFromEnv } from '../../config.js';
import type { Db } from '../../db/index.js';
import {
  createIntegration,
  createNetwork,
  eventually,
  testDatabase,
  type Backend,
  type Fixture,
} from '../../integrations/outbox/deliveryTestKit.js';
import { MailSender, smtpMailer, type Mailer } from '../../mail/index.js';
import { saveDeviceNotificationSetting } from '../devices/notificationSettings.js';
import { deviceHealthOf } from './index.js';
import { DEVICE_HEALTH_LOCK_KEY, runHealthCheck, type HealthRun } from './job.js';
import {
  after,
  deviceRow,
  insertDevice,
  logsOfDevice,
  minutes,
  notificationsOf,
  setDevice,
  subjectOf,
} from './healthTestKit.js';

const BACKENDS: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const SECOND = 1000;

for (const backend of BACKENDS) {
  describe(`device health job [${backend}]`, () => {
    let database: Awaited<ReturnType<typeof testDatabase>>;
    let db: Db;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let mailer: Mailer;
    let net: Fixture;
    const run = (now: Date): Promise<HealthRun> => runHealthCheck(db, { now });
    /** One turn of the mail sender over the queue the runs filled. */
    const sendQueued = (
      m: Mailer = mailer,
      opts: ConstructorParameters<typeof MailSender>[2] = {},
      clock?: () => Date,
    ) => new MailSender(db, m, opts, undefined, clock).runOnce();
    const userId = async (email: string) =>
      (await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0]!.id;

    beforeAll(async () => {
      database = await testDatabase(backend);
      db = database.first;
      smtp = await startSmtp();
      mailer = smtpMailer(smtp.url, 'no-reply@vakt.local');
      net = await createNetwork(db);
    });
    afterAll(async () => {
      await db?.close();
      await smtp?.close();
      await database?.destroy();
    });
    // The job looks at every device: each test starts from none.
    afterEach(async () => {
      await db.query('DELETE FROM devices');
    });

    it('online window: a ping 14:59 old is online, 15:01 old goes offline once, logged and e-mailed (through the queue) to the client admin; the push row waits', async () => {
      const t = new Date();
      const d = await insertDevice(db, { clientId: net.clientId, lastSignalAt: t, connected: true, ready: true });
      const first = await run(after(t, minutes(14) + 59 * SECOND));
      expect(first).toMatchObject({ skipped: false, restored: 1, wentOffline: 0, notifications: 0 });
      expect((await deviceRow(db, d.id)).is_online).toBe(true);

      const mailsBefore = smtp.countTo(net.clientAdminEmail);
      const second = await run(after(t, minutes(15) + SECOND));
      expect(second).toMatchObject({ wentOffline: 1, restored: 0, notifications: 2, emailsQueued: 1 });
      // Queued in the run, not sent by it: the notification waits for the mail sender.
      expect((await notificationsOf(db, d.id)).map((n) => n.sent_at)).toEqual([null, null]);
      expect(smtp.countTo(net.clientAdminEmail)).toBe(mailsBefore);
      expect(await sendQueued()).toEqual({ claimed: 1, sent: 1, failed: 0, retried: 0 });
      expect((await deviceRow(db, d.id)).is_online).toBe(false);
      const logs = await logsOfDevice(db, d.id);
      expect(logs.map((l) => [l.event, l.type])).toEqual([
        ['restore', 'restore'],
        ['offline', 'warning'],
      ]);
      expect(logs[1]!.data).toMatchObject({ reason: 'noSignal', connected: true, ready: true });
      const notes = await notificationsOf(db, d.id);
      const admin = await userId(net.clientAdminEmail);
      expect(notes.map((n) => [n.type, n.channel, n.user_id, n.address])).toEqual([
        ['button-disconnected', 'email', admin, net.clientAdminEmail],
        ['button-disconnected', 'push', admin, null],
      ]);
      expect(notes[0]!.sent_at).not.toBeNull();
      expect(notes[1]!.sent_at).toBeNull();
      const mail = await smtp.lastTo(net.clientAdminEmail, mailsBefore);
      expect(subjectOf(mail.raw)).toMatch(/^Vakt: Flic button "Test button [^"]+" is disconnected$/);
      expect(mail.raw).toMatch(/Flic button "Test button [^"]+" \(SN-[^)]+\) is disconnected\./);

      // Nothing changes on the next turn: no second log, no second mail.
      expect(await run(after(t, minutes(16)))).toMatchObject({
        wentOffline: 0,
        restored: 0,
        notifications: 0,
        emailsQueued: 0,
      });
      expect(await sendQueued()).toMatchObject({ claimed: 0 });
      expect(await logsOfDevice(db, d.id)).toHaveLength(2);
      expect(smtp.countTo(net.clientAdminEmail)).toBe(mailsBefore + 1);
    });

    it('Flic and sensor rule: actively disconnected, not connected or not ready is offline however fresh the ping; all good is online', async () => {
      const t = new Date();
      const fresh = { clientId: net.clientId, lastSignalAt: t, isOnline: true, connected: true, ready: true };
      const good = await insertDevice(db, { ...fresh, type: 'sensor' });
      const unknown = await insertDevice(db, { ...fresh, connected: null, ready: null, type: 'hub' });
      const active = await insertDevice(db, { ...fresh, activeDisconnect: true });
      const notConnected = await insertDevice(db, { ...fresh, type: 'hub', connected: false });
      const notReady = await insertDevice(db, { ...fresh, type: 'sensor', ready: false });
      const result = await run(after(t, minutes(1)));
      expect(result.wentOffline).toBe(3);
      for (const d of [good, unknown]) expect((await deviceRow(db, d.id)).is_online).toBe(true);
      for (const d of [active, notConnected, notReady]) {
        expect((await deviceRow(db, d.id)).is_online).toBe(false);
        expect((await logsOfDevice(db, d.id))[0]).toMatchObject({ event: 'offline', data: { reason: 'disconnected' } });
      }
      // A button notifies button-disconnected, the other kinds device-disconnected.
      expect((await notificationsOf(db, active.id)).map((n) => n.type)).toContain('button-disconnected');
      expect((await notificationsOf(db, notConnected.id)).map((n) => n.type)).toContain('device-disconnected');
      expect((await notificationsOf(db, notReady.id)).map((n) => n.type)).toContain('device-disconnected');
    });

    it('DALM rule: online with wifi or ethernet up (a link never reported counts as up), offline with both down', async () => {
      const t = new Date();
      const base = { type: 'dalm' as const, clientId: net.clientId, lastSignalAt: t };
      const wifi = await insertDevice(db, { ...base, wifi: true, ethernet: false });
      const ethernet = await insertDevice(db, { ...base, wifi: false, ethernet: true });
      const neither = await insertDevice(db, { ...base, wifi: false, ethernet: false, isOnline: true });
      const unknown = await insertDevice(db, { ...base });
      const result = await run(after(t, minutes(5)));
      expect(result).toMatchObject({ restored: 3, wentOffline: 1 });
      for (const d of [wifi, ethernet, unknown]) expect((await deviceRow(db, d.id)).is_online).toBe(true);
      expect((await deviceRow(db, neither.id)).is_online).toBe(false);
      expect((await notificationsOf(db, neither.id)).map((n) => n.type)).toContain('device-disconnected');
      // Stale: offline even with both links up.
      expect(await run(after(t, minutes(15) + SECOND))).toMatchObject({ wentOffline: 3 });
    });

    it('restore: a device back online logs restore and notifies nothing', async () => {
      const t = new Date();
      const d = await insertDevice(db, { clientId: net.clientId, lastSignalAt: t, isOnline: true });
      await run(after(t, minutes(20)));
      expect((await deviceRow(db, d.id)).is_online).toBe(false);
      const notified = (await notificationsOf(db, d.id)).length;
      await setDevice(db, d.id, { last_received_signal_at: after(t, minutes(21)) });
      expect(await run(after(t, minutes(21) + SECOND))).toMatchObject({
        restored: 1,
        wentOffline: 0,
        notifications: 0,
      });
      expect((await deviceRow(db, d.id)).is_online).toBe(true);
      expect((await logsOfDevice(db, d.id)).map((l) => l.event)).toEqual(['offline', 'restore']);
      expect(await notificationsOf(db, d.id)).toHaveLength(notified);
    });

    it('battery: 20, 10 and 5 % warn once per step down; above 20 % the memory resets; a jump warns the worst step only', async () => {
      const t = new Date();
      const d = await insertDevice(db, { clientId: net.clientId, lastSignalAt: t, battery: 50 });
      const steps: [number, string | null][] = [
        [50, null],
        [20, 'battery-low'],
        [15, null],
        [10, 'battery-critical'],
        [12, null],
        [9, null],
        [5, 'battery-panic'],
        [3, null],
        [21, null],
        [19, 'battery-low'],
        [30, null],
        [4, 'battery-panic'],
      ];
      const seen: (string | null)[] = [];
      for (const [i, [battery]] of steps.entries()) {
        await setDevice(db, d.id, { battery });
        const before = (await notificationsOf(db, d.id)).length;
        const r = await run(after(t, i * SECOND));
        const added = (await notificationsOf(db, d.id)).slice(before);
        seen.push(r.batteryWarnings ? added[0]!.type : null);
        if (r.batteryWarnings) expect(added.map((n) => n.channel)).toEqual(['email', 'push']);
      }
      expect(seen).toEqual(steps.map(([, warning]) => warning));
      const battery = (await logsOfDevice(db, d.id)).filter((l) => l.event.startsWith('battery'));
      expect(battery.map((l) => [l.event, l.data.battery])).toEqual([
        ['batteryLow', 20],
        ['batteryCritical', 10],
        ['batteryPanic', 5],
        ['batteryLow', 19],
        ['batteryPanic', 4],
      ]);
      expect(battery.every((l) => l.type === 'warning')).toBe(true);
      expect((await deviceRow(db, d.id)).battery_warning).toBe(3);
    });

    it("link warnings: a hub's wifi or ethernet that was up and goes down notifies once; one never up does not", async () => {
      const t = new Date();
      const hub = await insertDevice(db, {
        type: 'hub',
        clientId: net.clientId,
        lastSignalAt: t,
        wifi: true,
        ethernet: true,
      });
      const neverUp = await insertDevice(db, { type: 'hub', clientId: net.clientId, lastSignalAt: t, wifi: false });
      expect(await run(t)).toMatchObject({ linkWarnings: 0 });
      await setDevice(db, hub.id, { wifi: false });
      const r = await run(after(t, SECOND));
      expect(r.linkWarnings).toBe(1);
      expect((await notificationsOf(db, hub.id)).map((n) => n.type)).toEqual([
        'wifi-disconnected',
        'wifi-disconnected',
      ]);
      expect(await run(after(t, 2 * SECOND))).toMatchObject({ linkWarnings: 0 });
      await setDevice(db, hub.id, { ethernet: false });
      expect(await run(after(t, 3 * SECOND))).toMatchObject({ linkWarnings: 1 });
      // Up again, then down again: a new warning.
      await setDevice(db, hub.id, { wifi: true });
      await run(after(t, 4 * SECOND));
      await setDevice(db, hub.id, { wifi: false });
      expect(await run(after(t, 5 * SECOND))).toMatchObject({ linkWarnings: 1 });
      expect((await logsOfDevice(db, hub.id)).map((l) => l.event)).toEqual([
        'restore',
        'wifiDisconnected',
        'ethernetDisconnected',
        'wifiDisconnected',
      ]);
      expect(await notificationsOf(db, neverUp.id)).toEqual([]);
    });

    it('test mode past its expiry goes off, logged, and the outbox queues device_test_mode_disabled for the integration', async () => {
      const t = new Date();
      const integration = await createIntegration(db, net.networkId, 'manitou', 9, { line: '1', uid: '1234' });
      const d = await insertDevice(db, { type: 'dalm', clientId: net.clientId, networkIds: [net.networkId] });
      await setDevice(db, d.id, { test_mode_enabled: true, test_mode_expires_at: after(t, minutes(60)) });
      expect(await run(after(t, minutes(59)))).toMatchObject({ testModeExpired: 0 });
      expect((await deviceRow(db, d.id)).test_mode_enabled).toBe(true);
      expect(await run(after(t, minutes(61)))).toMatchObject({ testModeExpired: 1 });
      expect(await deviceRow(db, d.id)).toMatchObject({ test_mode_enabled: false, test_mode_expires_at: null });
      expect((await logsOfDevice(db, d.id)).map((l) => l.event)).toEqual(['testModeExpired']);
      const events = await db.query<{ event: string }>(
        'SELECT event FROM integration_outbox WHERE integration_id = $1 AND device_id = $2 ORDER BY id',
        [integration, d.id],
      );
      expect(events.map((e) => e.event)).toEqual(['device_test_mode_enabled', 'device_test_mode_disabled']);
      await db.query('DELETE FROM integrations WHERE id = $1', [integration]);
    });

    it("recipients follow the device's settings: network admins and owner in their language, not members, not deactivated users", async () => {
      const t = new Date();
      const d = await insertDevice(db, {
        type: 'sensor',
        name: 'Sensor i hallen',
        clientId: net.clientId,
        networkIds: [net.networkId],
        lastSignalAt: t,
        isOnline: true,
      });
      await saveDeviceNotificationSetting(db, d.id, {
        type: 'device-disconnected',
        email: true,
        push: false,
        sound: false,
        recipients: { clientAdmin: false, clientUsers: false, networkAdmin: true, networkUsers: false },
      });
      await db.query("UPDATE users SET language = 'sv' WHERE email = $1", [net.ownerEmail]);
      await db.query("UPDATE users SET language = 'es' WHERE email = $1", [net.adminEmail]);
      const before = { owner: smtp.countTo(net.ownerEmail), admin: smtp.countTo(net.adminEmail) };
      const r = await run(after(t, minutes(16)));
      expect(r).toMatchObject({ wentOffline: 1, notifications: 2, emailsQueued: 2 });
      expect(await sendQueued()).toMatchObject({ sent: 2, failed: 0 });
      const notes = await notificationsOf(db, d.id);
      expect(notes.map((n) => n.address).sort()).toEqual([net.adminEmail, net.ownerEmail].sort());
      expect(notes.every((n) => n.channel === 'email' && n.sent_at)).toBe(true);
      const sv = (await smtp.lastTo(net.ownerEmail, before.owner)).raw;
      expect(subjectOf(sv)).toBe('Vakt: Sensorenhet "Sensor i hallen" är offline');
      expect(subjectOf((await smtp.lastTo(net.adminEmail, before.admin)).raw)).toBe(
        'Vakt: Dispositivo sensor "Sensor i hallen" está fuera de línea',
      );
      expect(smtp.countTo(net.memberEmail)).toBe(0);

      // Deactivated: the admin gets nothing next time.
      await db.query('UPDATE users SET deactivated_at = now() WHERE email = $1', [net.adminEmail]);
      await setDevice(db, d.id, { last_received_signal_at: after(t, minutes(17)) });
      await run(after(t, minutes(17) + SECOND));
      const r2 = await run(after(t, minutes(33)));
      expect(r2).toMatchObject({ wentOffline: 1, notifications: 1 });
      await db.query('UPDATE users SET deactivated_at = NULL WHERE email = $1', [net.adminEmail]);
    });

    it('devices without a key, and deleted ones, are followed but record and notify nothing', async () => {
      const t = new Date();
      const noKey = await insertDevice(db, { clientId: net.clientId, lastSignalAt: t, isOnline: true, withKey: false });
      const deleted = await insertDevice(db, { clientId: net.clientId, lastSignalAt: t, isOnline: true, battery: 3 });
      await setDevice(db, deleted.id, { deleted_at: t });
      const r = await run(after(t, minutes(1)));
      expect(r).toMatchObject({ wentOffline: 0, batteryWarnings: 0, notifications: 0 });
      expect((await deviceRow(db, deleted.id)).is_online).toBe(false);
      expect((await deviceRow(db, noKey.id)).is_online).toBe(true);
      await run(after(t, minutes(16)));
      expect((await deviceRow(db, noKey.id)).is_online).toBe(false);
      for (const d of [noKey, deleted]) {
        expect(await logsOfDevice(db, d.id)).toEqual([]);
        expect(await notificationsOf(db, d.id)).toEqual([]);
      }
    });

    it('a mail the server does not take is retried after a backoff; at the last attempt the notification records its error', async () => {
      const t = new Date();
      const d = await insertDevice(db, { clientId: net.clientId, lastSignalAt: t, isOnline: true });
      const broken: Mailer = {
        description: 'broken',
        send: async () => {
          throw new Error('SMTP said no');
        },
        verify: async () => {},
      };
      // The run completes whatever the mail server does: the mail is only queued.
      expect(await run(after(t, minutes(16)))).toMatchObject({ wentOffline: 1, emailsQueued: 1 });
      const opts = { maxAttempts: 2, backoff: { baseMs: 60_000, factor: 1, maxMs: 60_000 } };
      let now = new Date();
      const clock = () => now;
      expect(await sendQueued(broken, opts, clock)).toMatchObject({ claimed: 1, retried: 1, failed: 0 });
      const email = () => notificationsOf(db, d.id).then((n) => n.find((x) => x.channel === 'email')!);
      expect(await email()).toMatchObject({ sent_at: null, error: null });
      // Not due again before the backoff.
      expect(await sendQueued(broken, opts, clock)).toMatchObject({ claimed: 0 });
      now = after(now, minutes(1));
      expect(await sendQueued(broken, opts, clock)).toMatchObject({ claimed: 1, retried: 0, failed: 1 });
      expect(await email()).toMatchObject({ sent_at: null, error: 'SMTP said no (after 2 attempts)' });
      // Given up: a working server later gets nothing more.
      expect(await sendQueued(mailer, opts, () => after(now, minutes(10)))).toMatchObject({ claimed: 0 });
    });

    it(
      'two platform instances on one database: each change is recorded and notified once',
      { timeout: 90_000 },
      async () => {
        const stale = new Date(Date.now() - minutes(20));
        const N = 12;
        const devices = await Promise.all(
          Array.from({ length: N }, () =>
            insertDevice(db, { clientId: net.clientId, lastSignalAt: stale, isOnline: true }),
          ),
        );
        const second = backend === 'postgres' ? await database.open() : db;
        const mailsBefore = smtp.countTo(net.clientAdminEmail);
        const apps = await Promise.all(
          [db, second].map(async (appDb) => {
            const dataDir = await mkdtemp(join(tmpdir(), 'vakt-health-'));
            const config = configFromEnv({ VAKT_DATA_DIR: dataDir }, randomBytes(32));
            const app = buildApp({
              db: appDb,
              config,
              mailer,
              deviceHealth: { intervalMs: 40 },
              mailQueue: { intervalMs: 40, sender: {} },
            });
            await app.ready();
            return { app, dataDir };
          }),
        );
        try {
          // Until every e-mail went out (the SMTP receiver is slow to greet), then a few more turns on both.
          await eventually(async () => {
            for (const d of devices) {
              const notes = await notificationsOf(db, d.id);
              expect(notes.filter((n) => n.channel === 'email' && n.sent_at)).toHaveLength(1);
            }
          }, 60_000);
          await new Promise((r) => setTimeout(r, 300));
          const stats = apps.map((a) => deviceHealthOf(a.app)!);
          expect(stats[0]!.runs + stats[0]!.skipped).toBeGreaterThan(0);
          expect(stats[1]!.runs + stats[1]!.skipped).toBeGreaterThan(0);
          expect(stats[0]!.wentOffline + stats[1]!.wentOffline).toBe(N);
          for (const d of devices) {
            expect((await logsOfDevice(db, d.id)).map((l) => l.event)).toEqual(['offline']);
            expect((await notificationsOf(db, d.id)).map((n) => n.channel)).toEqual(['email', 'push']);
          }
          // Both processes run a mail sender on the one queue: each warning reached the server once.
          expect(smtp.countTo(net.clientAdminEmail)).toBe(mailsBefore + N);
        } finally {
          for (const a of apps) {
            await a.app.close();
            await rm(a.dataDir, { recursive: true, force: true });
          }
          if (second !== db) await second.close();
        }
      },
    );

    if (backend === 'postgres') {
      it('a process that finds the lock taken skips its turn; two runs at once do the work once', async () => {
        const t = new Date();
        const devices = await Promise.all(
          Array.from({ length: 5 }, () =>
            insertDevice(db, { clientId: net.clientId, lastSignalAt: t, isOnline: true }),
          ),
        );
        const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await holder.connect();
        try {
          await holder.query('BEGIN');
          await holder.query('SELECT pg_advisory_xact_lock($1)', [DEVICE_HEALTH_LOCK_KEY]);
          expect(await run(after(t, minutes(16)))).toMatchObject({ skipped: true, wentOffline: 0 });
          for (const d of devices) expect((await deviceRow(db, d.id)).is_online).toBe(true);
          await holder.query('COMMIT');
        } finally {
          await holder.end();
        }
        const other = await database.open();
        try {
          const runs = await Promise.all([
            run(after(t, minutes(16))),
            runHealthCheck(other, { now: after(t, minutes(16)) }),
          ]);
          expect(runs[0]!.wentOffline + runs[1]!.wentOffline).toBe(5);
          for (const d of devices) expect((await logsOfDevice(db, d.id)).map((l) => l.event)).toEqual(['offline']);
        } finally {
          await other.close();
        }
      });
    }
  });
}

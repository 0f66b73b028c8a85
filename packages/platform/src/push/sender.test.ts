import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { describeEachDb } from '../../test/harness.js';
import { buildApp } from '../app.js';
import { outboxMailer } from '../mail/index.js';
import { insertDevice } from '../modules/deviceHealth/healthTestKit.js';
import { runHealthCheck } from '../modules/deviceHealth/job.js';
import { insertClient, insertReceiver } from '../modules/system/notificationsTestKit.js';
import { outboxPushProvider } from './outboxProvider.js';
import type { PushMessage, PushProvider, PushResult } from './provider.js';
import { pushSenderOf } from './index.js';
import { PushSender } from './sender.js';

/** A provider that records what it was given and answers as told (per token), optionally waiting. */
function recordingProvider(answer: (m: PushMessage) => PushResult = () => ({ ok: true }), wait?: Promise<void>) {
  const sent: PushMessage[] = [];
  const provider: PushProvider = {
    description: 'recording',
    async send(m) {
      if (wait) await wait;
      sent.push(m);
      return answer(m);
    },
  };
  return { provider, sent };
}

const at = (iso: string) => new Date(iso);

describeEachDb('push sender: outbox, lease, retries, device health', (ctx) => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vakt-push-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await ctx().db.query('DELETE FROM push_messages');
  });

  const remind = async (userIds: number[], action = 'test-alarm') =>
    ctx().post(
      '/backoffice/system/notifications/send-reminder',
      { action, receivers: { userIds } },
      await ctx().tokenOf('admin'),
    );

  /** Rows queued straight into the table for a device (sender tests need no API). */
  const queueRows = async (n: number) => {
    const user = await insertReceiver(ctx().db, { devices: [{ os: 'android', token: 'lease-token' }] });
    await ctx().db.query(
      `INSERT INTO push_messages (user_device_id, user_id, kind, title, body)
       SELECT ud.id, ud.user_id, 'test-alarm', 'T' || g, 'B' FROM user_devices ud, generate_series(1, $2) g
        WHERE ud.user_id = $1`,
      [user, n],
    );
  };

  const rowStates = () =>
    ctx().db.query<{ sent: boolean; error: string | null; attempts: number; locked_until: Date | null }>(
      'SELECT sent_at IS NOT NULL AS sent, error, attempts, locked_until FROM push_messages ORDER BY id',
    );

  it('the outbox provider writes one JSON file per device (mode 0600) in the receiver’s language', async () => {
    const sv = await insertReceiver(ctx().db, {
      language: 'sv',
      devices: [
        { os: 'ios', token: 'sv-ios' },
        { os: 'android', token: 'sv-android' },
      ],
    });
    const es = await insertReceiver(ctx().db, { language: 'es', devices: [{ os: 'android', token: 'es-android' }] });
    expect((await remind([sv, es], 'enable-location')).body).toEqual({ users: 2, devices: 3, withoutDevice: 0 });
    const outbox = join(dir, 'push-outbox');
    const turn = await new PushSender(ctx().db, outboxPushProvider(outbox)).runOnce();
    expect(turn).toEqual({ claimed: 3, sent: 3, failed: 0, retried: 0 });
    const files = (await readdir(outbox)).filter((f) => f.endsWith('.json'));
    expect(files).toHaveLength(3);
    const contents = await Promise.all(files.map(async (f) => JSON.parse(await readFile(join(outbox, f), 'utf8'))));
    expect(contents.sort((a, b) => a.token.localeCompare(b.token))).toEqual([
      {
        token: 'es-android',
        platform: 'android',
        title: 'Active la ubicación',
        body: 'Permita que Vakt use su ubicación para que la ayuda le encuentre cuando active una alarma.',
        data: { action: 'enable-location', kind: 'enable-location' },
      },
      {
        token: 'sv-android',
        platform: 'android',
        title: 'Slå på platstjänster',
        body: 'Låt Vakt använda din plats så att hjälpen hittar dig när du larmar.',
        data: { action: 'enable-location', kind: 'enable-location' },
      },
      expect.objectContaining({ token: 'sv-ios', platform: 'ios', title: 'Slå på platstjänster' }),
    ]);
    for (const f of files) expect((await stat(join(outbox, f))).mode & 0o777).toBe(0o600);
    expect((await rowStates()).map((r) => r.sent)).toEqual([true, true, true]);
    // Sent rows are never claimed again.
    expect((await new PushSender(ctx().db, outboxPushProvider(outbox)).runOnce()).claimed).toBe(0);
  });

  it('two senders on one database never send a row twice', async () => {
    await queueRows(45);
    let release!: () => void;
    const a = recordingProvider(undefined, new Promise<void>((resolve) => (release = resolve)));
    const b = recordingProvider();
    const [first, second] = [
      new PushSender(ctx().db, a.provider, { batchSize: 7 }),
      new PushSender(ctx().db, b.provider, { batchSize: 7 }),
    ];
    // The first sender claims a batch and is still sending it: the second takes the next batch, not that one.
    const held = first.runOnce();
    await vi.waitFor(async () => expect((await rowStates()).filter((r) => r.attempts > 0)).toHaveLength(7));
    expect(await second.runOnce()).toMatchObject({ claimed: 7, sent: 7 });
    release();
    expect(await held).toMatchObject({ claimed: 7, sent: 7 });
    // Then both drain the rest at once.
    const drain = async (s: PushSender) => {
      while ((await s.runOnce()).claimed > 0);
    };
    await Promise.all([drain(first), drain(second)]);
    const titles = [...a.sent, ...b.sent].map((m) => m.title);
    expect(titles).toHaveLength(45);
    expect(new Set(titles).size).toBe(45);
    expect(a.sent.length).toBeGreaterThan(0);
    expect(b.sent.length).toBeGreaterThan(0);
    expect((await rowStates()).every((r) => r.sent && r.attempts === 1)).toBe(true);
  });

  it("a claimed row is another sender's until its lease ends (a sender that died gives its rows back then)", async () => {
    await queueRows(3);
    let release!: () => void;
    const stuck = recordingProvider(() => ({ ok: true }), new Promise<void>((r) => (release = r)));
    const now = at('2026-06-01T12:00:00Z');
    const first = new PushSender(ctx().db, stuck.provider, { leaseMs: 60_000 }, undefined, () => now);
    const inFlight = first.runOnce();
    await new Promise((r) => setTimeout(r, 100));
    const other = recordingProvider();
    const during = new PushSender(ctx().db, other.provider, {}, undefined, () => at('2026-06-01T12:00:59Z'));
    expect((await during.runOnce()).claimed).toBe(0);
    const later = new PushSender(ctx().db, other.provider, {}, undefined, () => at('2026-06-01T12:01:01Z'));
    expect(await later.runOnce()).toEqual({ claimed: 3, sent: 3, failed: 0, retried: 0 });
    release();
    await inFlight;
  });

  it('a failed send is retried after a backoff and fails for good after 5 attempts', async () => {
    await queueRows(1);
    const down = recordingProvider(() => ({ ok: false, error: 'UNAVAILABLE', final: false }));
    let now = at('2026-06-01T12:00:00Z');
    const backoff = { baseMs: 1000, factor: 2, maxMs: 60_000 };
    const sender = new PushSender(ctx().db, down.provider, { backoff }, undefined, () => now);
    const waits = [1000, 2000, 4000, 8000];
    for (const [i, wait] of waits.entries()) {
      expect(await sender.runOnce()).toEqual({ claimed: 1, sent: 0, failed: 0, retried: 1 });
      const [row] = await rowStates();
      expect(row).toMatchObject({ sent: false, error: null, attempts: i + 1 });
      expect(row!.locked_until!.getTime()).toBe(now.getTime() + wait);
      now = new Date(now.getTime() + wait - 1);
      expect((await sender.runOnce()).claimed).toBe(0);
      now = new Date(now.getTime() + 1);
    }
    expect(await sender.runOnce()).toEqual({ claimed: 1, sent: 0, failed: 1, retried: 0 });
    expect(await rowStates()).toEqual([
      { sent: false, error: 'UNAVAILABLE (after 5 attempts)', attempts: 5, locked_until: null },
    ]);
    expect(down.sent).toHaveLength(5);
    now = new Date(now.getTime() + 3600_000);
    expect((await sender.runOnce()).claimed).toBe(0);
  });

  it('a device that lost its token (signed out) gets nothing: the row fails without a send', async () => {
    await queueRows(1);
    await ctx().db.query("UPDATE user_devices SET push_token = NULL WHERE push_token = 'lease-token'");
    const p = recordingProvider();
    expect(await new PushSender(ctx().db, p.provider).runOnce()).toEqual({
      claimed: 1,
      sent: 0,
      failed: 1,
      retried: 0,
    });
    expect(p.sent).toEqual([]);
    expect((await rowStates())[0]!.error).toMatch(/no push token/);
  });

  it('stop waits for the sends in flight and records them', async () => {
    await queueRows(2);
    let release!: () => void;
    const slow = recordingProvider(() => ({ ok: true }), new Promise<void>((r) => (release = r)));
    const sender = new PushSender(ctx().db, slow.provider);
    sender.start(20);
    await new Promise((r) => setTimeout(r, 150));
    const stopping = sender.stop();
    setTimeout(release, 50);
    await stopping;
    expect((await rowStates()).map((r) => r.sent)).toEqual([true, true]);
  });

  it('device health: a push warning becomes a push per active device with a token of the recipient, and goes out', async () => {
    const db = ctx().db;
    const client = await insertClient(db, 1);
    const admin = await insertReceiver(db, {
      language: 'sv',
      clientIds: [client],
      devices: [
        { os: 'ios', token: 'health-ios' },
        { os: 'android', token: null },
      ],
    });
    await db.query('UPDATE client_users SET is_admin = true WHERE client_id = $1 AND user_id = $2', [client, admin]);
    const t = new Date();
    const device = await insertDevice(db, {
      type: 'button',
      clientId: client,
      lastSignalAt: t,
      isOnline: true,
      connected: true,
      ready: true,
      name: 'Entrance button',
    });
    await runHealthCheck(db, { now: new Date(t.getTime() + 16 * 60_000) });
    const rows = await db.query<{ user_id: number; kind: string; title: string; body: string; data: any }>(
      'SELECT user_id, kind, title, body, data FROM push_messages',
    );
    expect(rows).toEqual([
      {
        user_id: admin,
        kind: 'device-warning',
        title: 'Knappen frånkopplad',
        body: expect.stringMatching(/^Entrance button \(SN-[^)]+\)$/),
        data: { type: 'button-disconnected', deviceId: device.id, notificationId: expect.any(Number) },
      },
    ]);
    // The device_notifications push row stays as it was (the push_messages row is what goes out).
    const [note] = await db.query<{ sent_at: Date | null }>(
      "SELECT sent_at FROM device_notifications WHERE device_id = $1 AND channel = 'push'",
      [device.id],
    );
    expect(note).toEqual({ sent_at: null });
    const out = recordingProvider();
    expect(await new PushSender(db, out.provider).runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(out.sent.map((m) => [m.token, m.title])).toEqual([['health-ios', 'Knappen frånkopplad']]);
  });

  it('wired into the app: a send through the API lands in <data folder>/push-outbox; close waits for the sender', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'vakt-push-app-'));
    const app = buildApp({
      db: ctx().db,
      config: { ...ctx().platform.config, dataDir },
      mailer: outboxMailer(join(dataDir, 'mail'), 'no-reply@vakt.local'),
      push: { intervalMs: 60_000, provider: 'outbox' },
    });
    try {
      const url = await app.listen({ host: '127.0.0.1', port: 0 });
      const user = await insertReceiver(ctx().db, { language: 'en', devices: [{ os: 'ios', token: 'wired-ios' }] });
      const res = await fetch(`${url}/backoffice/system/notifications/send-reminder`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await ctx().tokenOf('admin')}`, 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'test-alarm', receivers: { userIds: [user] } }),
      });
      expect(await res.json()).toEqual({ users: 1, devices: 1, withoutDevice: 0 });
      // The interval is a minute: the send itself woke the sender.
      const outbox = join(dataDir, 'push-outbox');
      for (let i = 0; i < 100 && pushSenderOf(app)!.stats.sent === 0; i++) await new Promise((r) => setTimeout(r, 20));
      const [file] = await readdir(outbox);
      expect(JSON.parse(await readFile(join(outbox, file!), 'utf8'))).toMatchObject({
        token: 'wired-ios',
        title: 'Time for a test alarm',
      });
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

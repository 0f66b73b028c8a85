import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp } from '../../../test/mailbox.js';
import type { Db } from '../../db/index.js';
import { createNetwork, testDatabase, type Backend, type Fixture } from '../../integrations/outbox/deliveryTestKit.js';
import { MailSender, smtpMailer, type Mailer } from '../../mail/index.js';
import { saveDeviceNotificationSetting } from '../devices/notificationSettings.js';
import { queueDigests } from './cooldown.js';
import { DEFAULT_MAIL_COOLDOWN_MS, deviceHealthOptionsFromEnv } from './index.js';
import { storeReport } from './ingest.js';
import { runHealthCheck, type HealthRun } from './job.js';
import { after, insertDevice, minutes, subjectOf, textOf, type TestDevice } from './healthTestKit.js';

const BACKENDS: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const SECOND = 1000;
/** The job's turn in production; each turn below sees one report of each flapping device. */
const TURN = 30 * SECOND;
const COOLDOWN = minutes(30);

/** 2026-11-24 15:02:07, as a digest lists an event's time (UTC). */
const stamp = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');
const hhmm = (d: Date) => d.toISOString().slice(11, 16);
/** The event lines of a digest's text: [time, what]. */
const eventLines = (text: string) =>
  text
    .split('\n')
    .map((l) => /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d) {2}(.+)$/.exec(l))
    .filter((m) => m !== null)
    .map((m) => [m[1]!, m[2]!]);

describe('DEVICE_MAIL_COOLDOWN_MS', () => {
  it('defaults to 30 minutes; 0 or off mails every warning at once; a bad value stops the start', () => {
    expect(deviceHealthOptionsFromEnv({})).toEqual({ intervalMs: 30_000, mailCooldownMs: DEFAULT_MAIL_COOLDOWN_MS });
    expect(DEFAULT_MAIL_COOLDOWN_MS).toBe(minutes(30));
    expect(deviceHealthOptionsFromEnv({ DEVICE_MAIL_COOLDOWN_MS: '600000' })).toMatchObject({
      mailCooldownMs: 600_000,
    });
    expect(deviceHealthOptionsFromEnv({ DEVICE_MAIL_COOLDOWN_MS: '0' })).toMatchObject({ mailCooldownMs: 0 });
    expect(deviceHealthOptionsFromEnv({ DEVICE_MAIL_COOLDOWN_MS: 'off' })).toMatchObject({ mailCooldownMs: 0 });
    for (const bad of ['5', '-1', '1.5', 'soon'])
      expect(() => deviceHealthOptionsFromEnv({ DEVICE_MAIL_COOLDOWN_MS: bad })).toThrow(/DEVICE_MAIL_COOLDOWN_MS/);
  });
});

for (const backend of BACKENDS) {
  describe(`device warning e-mails: cooldown and digest [${backend}]`, () => {
    let database: Awaited<ReturnType<typeof testDatabase>>;
    let db: Db;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let mailer: Mailer;
    const run = (now: Date, cooldownMs = COOLDOWN, on: Db = db): Promise<HealthRun> =>
      runHealthCheck(on, { now, mailCooldownMs: cooldownMs });
    /** Sends everything queued (one turn of the mail sender takes up to 50). */
    const sendQueued = async () => {
      for (;;) {
        const turn = await new MailSender(db, mailer).runOnce();
        if (turn.claimed === 0) return;
      }
    };
    const mailsTo = (address: string) =>
      smtp.mails.filter((m) => m.to.includes(address)).map((m) => ({ subject: subjectOf(m.raw), text: textOf(m.raw) }));
    const emailRowsOf = (deviceId: number, address: string) =>
      db.query<{ held_until: Date | null; digest: boolean; sent_at: Date | null }>(
        `SELECT held_until, digest, sent_at FROM device_notifications
          WHERE device_id = $1 AND address = $2 AND channel = 'email' ORDER BY id`,
        [deviceId, address],
      );
    /** A button in the client and network; disconnects mailed to the client admin and the network's admins. */
    const flicButton = async (net: Fixture, t: Date, name: string) => {
      const d = await insertDevice(db, {
        name,
        clientId: net.clientId,
        networkIds: [net.networkId],
        lastSignalAt: t,
        isOnline: true,
        connected: true,
        ready: true,
      });
      await saveDeviceNotificationSetting(db, d.id, {
        type: 'button-disconnected',
        email: true,
        push: false,
        sound: false,
        recipients: { clientAdmin: true, clientUsers: false, networkAdmin: true, networkUsers: false },
      });
      return d;
    };
    const serialOf = async (d: TestDevice) =>
      (await db.query<{ s: string }>('SELECT serial_number AS s FROM devices WHERE id = $1', [d.id]))[0]!.s;

    beforeAll(async () => {
      database = await testDatabase(backend);
      db = database.first;
      smtp = await startSmtp();
      mailer = smtpMailer(smtp.url, 'no-reply@vakt.local');
    });
    afterAll(async () => {
      await db?.close();
      await smtp?.close();
      await database?.destroy();
    });
    afterEach(async () => {
      await db.query('DELETE FROM devices');
    });

    it(
      'a button flapping 40 times in the window: one mail at once and one digest per recipient (sv, es, en) with every event and its time; a second device and a recipient who joins mid-window keep their own windows',
      { timeout: 120_000 },
      async () => {
        const net = await createNetwork(db);
        await db.query("UPDATE users SET language = 'sv' WHERE email = $1", [net.ownerEmail]);
        await db.query("UPDATE users SET language = 'es' WHERE email = $1", [net.adminEmail]);
        const t = new Date();
        const a = await flicButton(net, t, 'Knapp A');
        const b = await flicButton(net, t, 'Knapp B');
        const at = (i: number) => after(t, (i + 1) * TURN);
        const runs: HealthRun[] = [];
        // Event i at turn i: even a disconnect, odd a reconnect; A all 40 (20 minutes), B events 4 to 9. The
        // network's member becomes an admin before event 12 (a disconnect), so from then on it is a recipient.
        for (let i = 0; i < 40; i++) {
          if (i === 12)
            await db.query(
              'UPDATE network_members SET is_admin = true WHERE user_id = (SELECT id FROM users WHERE email = $1)',
              [net.memberEmail],
            );
          await storeReport(db, a.id, { connected: i % 2 === 1 }, at(i));
          await storeReport(db, b.id, i >= 4 && i <= 9 ? { connected: i % 2 === 1 } : {}, at(i));
          runs.push(await run(at(i)));
        }
        expect(runs.reduce((n, r) => n + r.wentOffline, 0)).toBe(20 + 3);
        expect(runs.reduce((n, r) => n + r.restored, 0)).toBe(20 + 3);
        // At once: A to the three recipients, B to the three, A to the member when it joined.
        expect(runs[0]).toMatchObject({ emailsQueued: 3, emailsHeld: 0 });
        expect(runs[4]).toMatchObject({ emailsQueued: 3, emailsHeld: 3 });
        expect(runs[12]).toMatchObject({ emailsQueued: 1, emailsHeld: 3 });
        expect(runs.reduce((n, r) => n + r.emailsQueued, 0)).toBe(3 + 3 + 1);
        expect(runs.reduce((n, r) => n + r.emailsHeld, 0)).toBe(19 * 3 + 2 * 3 + 13);
        await sendQueued();
        const first = [net.clientAdminEmail, net.ownerEmail, net.adminEmail];
        for (const to of first) expect(mailsTo(to).map((m) => m.subject)).toHaveLength(2);
        // One sender turn hands them over four at a time: in any order.
        expect(
          mailsTo(net.ownerEmail)
            .map((m) => m.subject)
            .sort(),
        ).toEqual(['Vakt: Flic-knapp "Knapp A" är frånkopplad', 'Vakt: Flic-knapp "Knapp B" är frånkopplad']);
        expect(mailsTo(net.memberEmail).map((m) => m.subject)).toEqual(['Vakt: Flic button "Knapp A" is disconnected']);

        // A's three windows (opened at event 0) end 30 minutes after it; B's (event 4) and the member's (event
        // 12) are still open. The devices keep pinging, connected.
        const ping = async (when: Date) => {
          await storeReport(db, a.id, {}, when);
          await storeReport(db, b.id, {}, when);
        };
        await ping(after(at(0), COOLDOWN - SECOND));
        expect(await run(after(at(0), COOLDOWN - SECOND))).toMatchObject({ digestsQueued: 0 });
        await ping(after(at(0), COOLDOWN));
        expect(await run(after(at(0), COOLDOWN))).toMatchObject({ digestsQueued: 3, emailsQueued: 0 });
        await sendQueued();
        const serialA = await serialOf(a);
        const serialB = await serialOf(b);
        const linesAfter = (from: number, to: number, words: [string, string]) =>
          Array.from({ length: to - from + 1 }, (_, k) => from + k).map((i) => [stamp(at(i)), words[i % 2]!]);

        const sv = mailsTo(net.ownerEmail)[2]!;
        expect(sv.subject).toBe(
          'Vakt: sammanfattning för Flic-knapp "Knapp A": frånkopplad 19 gånger, återansluten 20 gånger',
        );
        expect(sv.text.split('\n')[0]).toBe(
          `Flic-knapp "Knapp A" (${serialA}): frånkopplad 19 gånger, återansluten 20 gånger, senaste läge: ansluten kl. ${hhmm(at(39))} UTC.`,
        );
        expect(sv.text).toContain(`Det här hände efter varningen som mejlades kl. ${hhmm(at(0))} UTC (tider i UTC):`);
        expect(sv.text).toContain('högst ett mejl direkt och en sammanfattning var 30:e minut');
        expect(eventLines(sv.text)).toEqual(linesAfter(1, 39, ['frånkopplad', 'återansluten']));

        const es = mailsTo(net.adminEmail)[2]!;
        expect(es.subject).toBe('Vakt: resumen de Botón Flic "Knapp A": desconectado 19 veces, reconectado 20 veces');
        expect(es.text.split('\n')[0]).toContain(`último estado: conectado a las ${hhmm(at(39))} UTC.`);
        expect(eventLines(es.text)).toEqual(linesAfter(1, 39, ['desconectado', 'reconectado']));

        const en = mailsTo(net.clientAdminEmail)[2]!;
        expect(en.subject).toBe('Vakt: summary for Flic button "Knapp A": disconnected 19 times, reconnected 20 times');
        expect(en.text.split('\n')[0]).toBe(
          `Flic button "Knapp A" (${serialA}): disconnected 19 times, reconnected 20 times, last state: connected at ${hhmm(at(39))} UTC.`,
        );
        expect(eventLines(en.text)).toEqual(linesAfter(1, 39, ['disconnected', 'reconnected']));
        // The member's window is its own: nothing yet.
        expect(mailsTo(net.memberEmail)).toHaveLength(1);

        // The notification rows tell it: the first mailed, the held ones with their window's end, the digest sent.
        const rows = await emailRowsOf(a.id, net.ownerEmail);
        expect(rows).toHaveLength(20 + 1);
        expect(rows[0]).toMatchObject({ held_until: null, digest: false, sent_at: expect.any(Date) });
        for (const r of rows.slice(1, 20)) {
          expect(r.held_until?.getTime()).toBe(at(0).getTime() + COOLDOWN);
          expect(r).toMatchObject({ digest: false, sent_at: null });
        }
        expect(rows[20]).toMatchObject({ held_until: null, digest: true, sent_at: expect.any(Date) });

        // B's windows end 30 minutes after its event 4: one digest each, of B's events only.
        await ping(after(at(4), COOLDOWN));
        expect(await run(after(at(4), COOLDOWN))).toMatchObject({ digestsQueued: 3 });
        await sendQueued();
        const bDigest = mailsTo(net.clientAdminEmail)[3]!;
        expect(bDigest.subject).toBe(
          'Vakt: summary for Flic button "Knapp B": disconnected twice, reconnected 3 times',
        );
        expect(bDigest.text.split('\n')[0]).toBe(
          `Flic button "Knapp B" (${serialB}): disconnected twice, reconnected 3 times, last state: connected at ${hhmm(at(9))} UTC.`,
        );
        expect(eventLines(bDigest.text)).toEqual(linesAfter(5, 9, ['disconnected', 'reconnected']));

        // The member's window (event 12) ends last: its digest tells what happened after its own first mail.
        await ping(after(at(12), COOLDOWN));
        expect(await run(after(at(12), COOLDOWN))).toMatchObject({ digestsQueued: 1 });
        await sendQueued();
        const member = mailsTo(net.memberEmail);
        expect(member).toHaveLength(2);
        expect(member[1]!.subject).toBe(
          'Vakt: summary for Flic button "Knapp A": disconnected 13 times, reconnected 14 times',
        );
        expect(eventLines(member[1]!.text)).toEqual(linesAfter(13, 39, ['disconnected', 'reconnected']));
        // Every recipient: exactly one mail at once and one digest per device.
        for (const to of first) expect(mailsTo(to)).toHaveLength(4);
        expect(await run(after(at(12), COOLDOWN + minutes(1)))).toMatchObject({ digestsQueued: 0, emailsQueued: 0 });
      },
    );

    it('after the window a new warning mails at once again; a window that held nothing (only a reconnect) ends without a digest; the window survives a restart', async () => {
      const net = await createNetwork(db);
      const t = new Date();
      const d = await flicButton(net, t, 'Knapp C');
      const to = net.clientAdminEmail;
      const flap = async (when: Date, connected: boolean) => {
        await storeReport(db, d.id, { connected }, when);
        return run(when);
      };
      // Offline (mailed at once), back (a reconnect is no warning), and nothing else in the window: no digest.
      expect(await flap(after(t, minutes(1)), false)).toMatchObject({ emailsQueued: 3 });
      expect(await flap(after(t, minutes(2)), true)).toMatchObject({ restored: 1, emailsQueued: 0, emailsHeld: 0 });
      await storeReport(db, d.id, {}, after(t, minutes(31)));
      expect(await run(after(t, minutes(31)))).toMatchObject({ digestsQueued: 0 });
      await sendQueued();
      expect(mailsTo(to).map((m) => m.subject)).toEqual(['Vakt: Flic button "Knapp C" is disconnected']);

      // After the window: the next disconnect is mailed at once and opens a new window.
      expect(await flap(after(t, minutes(32)), false)).toMatchObject({ emailsQueued: 3, emailsHeld: 0 });
      expect(await flap(after(t, minutes(33)), true)).toMatchObject({ emailsQueued: 0 });
      // The platform restarts (the database closed and opened again): the window holds on.
      await db.close();
      db = await database.open();
      expect(await flap(after(t, minutes(34)), false)).toMatchObject({ emailsQueued: 0, emailsHeld: 3 });
      await sendQueued();
      expect(mailsTo(to).map((m) => m.subject)).toEqual([
        'Vakt: Flic button "Knapp C" is disconnected',
        'Vakt: Flic button "Knapp C" is disconnected',
      ]);
      // It ends offline: the digest says so.
      expect(await run(after(t, minutes(62)))).toMatchObject({ digestsQueued: 3 });
      await sendQueued();
      const digest = mailsTo(to)[2]!;
      expect(digest.subject).toBe('Vakt: summary for Flic button "Knapp C": disconnected once, reconnected once');
      expect(digest.text.split('\n')[0]).toMatch(
        new RegExp(
          `: disconnected once, reconnected once, last state: disconnected at ${hhmm(after(t, minutes(34)))} UTC\\.$`,
        ),
      );
      expect(eventLines(digest.text)).toEqual([
        [stamp(after(t, minutes(33))), 'reconnected'],
        [stamp(after(t, minutes(34))), 'disconnected'],
      ]);
    });

    it('a battery going up and down around 20 %: the digest lists each low warning with its level and says the level now', async () => {
      const net = await createNetwork(db);
      await db.query("UPDATE users SET language = 'sv' WHERE email = $1", [net.clientAdminEmail]);
      const t = new Date();
      const d = await insertDevice(db, { name: 'Knapp D', clientId: net.clientId, lastSignalAt: t, battery: 50 });
      const at = (i: number) => after(t, (i + 1) * TURN);
      const levels = [19, 25, 18, 30, 17, 22];
      for (const [i, battery] of levels.entries()) {
        await storeReport(db, d.id, { battery }, at(i));
        await run(at(i));
        // the first warning goes out at once, as the mail sender's next turn sends it (before any digest)
        if (i === 0) await sendQueued();
      }
      await storeReport(db, d.id, {}, after(at(0), COOLDOWN));
      expect(await run(after(at(0), COOLDOWN))).toMatchObject({ digestsQueued: 1 });
      await sendQueued();
      const mails = mailsTo(net.clientAdminEmail);
      expect(mails.map((m) => m.subject)).toEqual([
        'Vakt: Flic-knapp "Knapp D" har låg batterinivå (19 %)',
        'Vakt: sammanfattning för Flic-knapp "Knapp D": låg batterinivå 2 gånger',
      ]);
      expect(mails[1]!.text.split('\n')[0]).toBe(
        `Flic-knapp "Knapp D" (${await serialOf(d)}): låg batterinivå 2 gånger, nu: batteri 22 %.`,
      );
      expect(eventLines(mails[1]!.text)).toEqual([
        [stamp(at(2)), 'låg batterinivå (18 %)'],
        [stamp(at(4)), 'låg batterinivå (17 %)'],
      ]);
    });

    it('cooldown 0: every warning is mailed at once, as without a cooldown', async () => {
      const net = await createNetwork(db);
      const t = new Date();
      const d = await insertDevice(db, { clientId: net.clientId, lastSignalAt: t, isOnline: true, connected: true });
      for (let i = 0; i < 6; i++) {
        await storeReport(db, d.id, { connected: i % 2 === 1 }, after(t, (i + 1) * TURN));
        await run(after(t, (i + 1) * TURN), 0);
      }
      await storeReport(db, d.id, {}, after(t, minutes(40)));
      expect(await run(after(t, minutes(40)), 0)).toMatchObject({ digestsQueued: 0 });
      await sendQueued();
      expect(mailsTo(net.clientAdminEmail)).toHaveLength(3);
    });

    it('two job runs at once send one digest', async () => {
      const net = await createNetwork(db);
      const t = new Date();
      const d = await insertDevice(db, { clientId: net.clientId, lastSignalAt: t, isOnline: true, connected: true });
      // Disconnected (mailed), reconnected, disconnected (held), reconnected.
      const flap = async (from: Date) => {
        for (let i = 0; i < 4; i++) {
          await storeReport(db, d.id, { connected: i % 2 === 1 }, after(from, i * TURN));
          await run(after(from, i * TURN));
        }
      };
      const other = backend === 'postgres' ? await database.open() : db;
      try {
        // The claim itself, without the job's lock: the first run's transaction has claimed the ended window and
        // not committed yet when the second looks; the second finds nothing to send.
        await flap(after(t, minutes(1)));
        const end = after(t, minutes(1) + COOLDOWN);
        let claimed!: () => void;
        let release!: () => void;
        const hasClaimed = new Promise<void>((r) => (claimed = r));
        const gate = new Promise<void>((r) => (release = r));
        const firstRun = db.transaction(async (tx) => {
          const n = await queueDigests(tx, end);
          claimed();
          await gate;
          return n;
        });
        await hasClaimed;
        const secondRun = other.transaction((tx) => queueDigests(tx, end));
        await new Promise((r) => setTimeout(r, 200));
        release();
        expect([await firstRun, await secondRun]).toEqual([1, 0]);

        // Whole job runs from two processes at once, in a later window.
        await sendQueued();
        await flap(after(t, minutes(40)));
        const later = after(t, minutes(40) + COOLDOWN);
        await storeReport(db, d.id, {}, later);
        const runs = await Promise.all([run(later), run(later, COOLDOWN, other)]);
        expect(runs[0]!.digestsQueued + runs[1]!.digestsQueued).toBe(1);
        await sendQueued();
        const subjects = mailsTo(net.clientAdminEmail).map((m) => m.subject);
        expect(subjects.filter((s) => s.startsWith('Vakt: summary'))).toHaveLength(2);
        expect(subjects).toHaveLength(4);
      } finally {
        if (other !== db) await other.close();
      }
    });
  });
}

import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachDb } from '../../test/harness.js';
import { startSmtp } from '../../test/mailbox.js';
import type { Mailer, MailMessage } from './mailer.js';
import { smtpMailer } from './mailer.js';
import { enqueueMails } from './queue.js';
import { MailSender, type MailSenderOptions } from './sender.js';

type Smtp = Awaited<ReturnType<typeof startSmtp>>;

/** A mailer that records what it was handed, optionally after a wait (a slow server). */
function recordingMailer(waitMs = 0) {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    description: 'recording',
    async send(m) {
      if (waitMs) await new Promise((r) => setTimeout(r, waitMs));
      sent.push(m);
    },
    verify: async () => {},
  };
  return { mailer, sent };
}

const mail = (to: string, n = 0) => ({ kind: 'test', to, subject: `Test ${n}`, text: `Body ${n}\n` });
const minute = 60_000;

describeEachDb('mail queue: the sender (lease, backoff, final failures)', (ctx) => {
  let smtp: Smtp;
  const rows = () =>
    ctx().db.query<{
      recipient: string;
      attempts: number;
      sent: boolean;
      error: string | null;
      last_error: string | null;
      locked_until: Date | null;
      created_at: Date;
    }>(
      `SELECT recipient, attempts, sent_at IS NOT NULL AS sent, error, last_error, locked_until, created_at
         FROM mail_queue ORDER BY id`,
    );
  const sender = (m: Mailer, opts: Partial<MailSenderOptions> = {}, clock?: () => Date) =>
    new MailSender(ctx().db, m, opts, undefined, clock);

  beforeAll(async () => {
    // 550 refuses for good, 450 for now (a full mailbox, greylisting).
    smtp = await startSmtp({
      refuseRecipient: (to) => (to.startsWith('gone@') ? 550 : to.startsWith('busy@') ? 450 : undefined),
    });
  });
  afterAll(async () => smtp?.close());
  beforeEach(async () => {
    await ctx().db.query('DELETE FROM mail_queue');
  });

  it('queued in the caller’s transaction: a rolled-back event leaves no mail, a committed one its mails', async () => {
    const db = ctx().db;
    await expect(
      db.transaction(async (tx) => {
        expect(await enqueueMails(tx, [mail('a@vakt.test'), mail('b@vakt.test')])).toBe(2);
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await rows()).toEqual([]);
    await db.transaction((tx) => enqueueMails(tx, [mail('a@vakt.test')]));
    expect(await rows()).toMatchObject([{ recipient: 'a@vakt.test', attempts: 0, sent: false, error: null }]);
  });

  it('a recipient refused for good (550 at RCPT TO) fails at once; one refused for now (450) is retried', async () => {
    await enqueueMails(ctx().db, [mail('gone@vakt.test', 1), mail('busy@vakt.test', 2), mail('ok@vakt.test', 3)]);
    const s = sender(smtpMailer(smtp.url, 'no-reply@vakt.test'));
    expect(await s.runOnce()).toEqual({ claimed: 3, sent: 1, failed: 1, retried: 1 });
    const [gone, busy, ok] = await rows();
    expect(gone).toMatchObject({ attempts: 1, sent: false, error: expect.stringMatching(/550/) });
    expect(busy).toMatchObject({ attempts: 1, sent: false, error: null, last_error: expect.stringMatching(/450/) });
    expect(ok).toMatchObject({ attempts: 1, sent: true, error: null });
    expect(smtp.countTo('ok@vakt.test')).toBe(1);
    expect(smtp.countTo('gone@vakt.test') + smtp.countTo('busy@vakt.test')).toBe(0);
  });

  it('backoff doubles up to its cap; never later than the maximum age, and a failure at that age is final', async () => {
    await enqueueMails(ctx().db, [mail('down@vakt.test')]);
    const down: Mailer = {
      description: 'down',
      send: async () => {
        throw new Error('connect ECONNREFUSED');
      },
      verify: async () => {},
    };
    let now = new Date((await rows())[0]!.created_at);
    const opts = { maxAttempts: 100, maxAgeMs: 10 * minute, backoff: { baseMs: minute, factor: 2, maxMs: 4 * minute } };
    const s = sender(down, opts, () => now);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      expect(await s.runOnce()).toMatchObject({ claimed: 1, retried: 1 });
      const [row] = await rows();
      waits.push((row!.locked_until!.getTime() - now.getTime()) / minute);
      // Not due a moment before its time.
      now = new Date(row!.locked_until!.getTime() - 1);
      expect(await s.runOnce()).toMatchObject({ claimed: 0 });
      now = row!.locked_until!;
    }
    // 1, 2, 4 minutes (the cap), then cut to the maximum age (10 minutes after queueing: 7 + 3).
    expect(waits).toEqual([1, 2, 4, 3]);
    expect(await s.runOnce()).toMatchObject({ claimed: 1, failed: 1 });
    expect(await rows()).toMatchObject([{ attempts: 5, error: 'connect ECONNREFUSED (after 5 attempts)' }]);
  });

  it('a lease: a row claimed by a sender that died comes back once the lease has passed, not before', async () => {
    await enqueueMails(ctx().db, [mail('lease@vakt.test')]);
    const now = new Date();
    const { mailer, sent } = recordingMailer();
    // The dead sender's claim: an attempt counted, the lease running.
    await ctx().db.query(`UPDATE mail_queue SET attempts = 1, locked_until = $1`, [
      new Date(now.getTime() + 2 * minute),
    ]);
    expect(await sender(mailer, {}, () => now).runOnce()).toMatchObject({ claimed: 0 });
    expect(await sender(mailer, {}, () => new Date(now.getTime() + 2 * minute)).runOnce()).toMatchObject({
      claimed: 1,
      sent: 1,
    });
    expect(sent.map((m) => m.to)).toEqual(['lease@vakt.test']);
    expect(await rows()).toMatchObject([{ attempts: 2, sent: true }]);
  });

  it('two senders on one queue (two processes): every mail is handed over once', async () => {
    const n = 30;
    await enqueueMails(
      ctx().db,
      Array.from({ length: n }, (_, i) => mail(`many${i}@vakt.test`, i)),
    );
    const a = recordingMailer(5);
    const b = recordingMailer(5);
    const opts = { batchSize: 7, concurrency: 3 };
    const drain = async (s: MailSender) => {
      while ((await s.runOnce()).claimed) {
        // next batch
      }
    };
    await Promise.all([drain(sender(a.mailer, opts)), drain(sender(b.mailer, opts))]);
    const to = [...a.sent, ...b.sent].map((m) => m.to).sort();
    expect(to).toEqual(Array.from({ length: n }, (_, i) => `many${i}@vakt.test`).sort());
    expect((await rows()).every((r) => r.sent && r.attempts === 1)).toBe(true);
  });

  it('started and stopped with its app: stop waits for the sends in flight to be recorded', async () => {
    await enqueueMails(ctx().db, [mail('inflight@vakt.test')]);
    const slow = recordingMailer(300);
    const s = sender(slow.mailer);
    s.start(20);
    await new Promise((r) => setTimeout(r, 100));
    await s.stop();
    expect(slow.sent.map((m) => m.to)).toEqual(['inflight@vakt.test']);
    expect(await rows()).toMatchObject([{ sent: true }]);
    expect(s.stats).toEqual({ claimed: 1, sent: 1, failed: 0, retried: 0 });
  });
});

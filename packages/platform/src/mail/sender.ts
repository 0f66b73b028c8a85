import type { Db } from '../db/types.js';
import { LeasedSender, backoffMs, type LeasedSenderOptions, type QueueLog, type QueueTurn } from '../queues/index.js';
import type { Mailer } from './mailer.js';

/**
 * Drains mail_queue, as the push sender drains push_messages: claims due rows (UPDATE .. WHERE id IN (SELECT ..
 * FOR UPDATE SKIP LOCKED LIMIT n)) with a lease in locked_until, so senders in several processes never claim one
 * row twice and a dead sender's rows come back after the lease; each claim counts an attempt. A mail the server
 * took sets sent_at; a failure puts the row back after a backoff (locked_until), or is final (error) when the
 * server refused the recipient or the message for good (a 5xx answer to RCPT TO or DATA), at the last attempt,
 * or once the mail is older than maxAgeMs. A device warning's device_notifications row follows: sent_at when its
 * mail went out, error when it finally failed.
 */
export interface MailSenderOptions extends LeasedSenderOptions {
  /** A failed attempt this long after the mail was queued is the last one (no retry is put after it). */
  maxAgeMs: number;
}

export const DEFAULT_MAIL_SENDER_OPTIONS: MailSenderOptions = {
  batchSize: 50,
  // Longer than a send can take (the SMTP timeouts of mailer.ts), so a slow send is never claimed twice.
  leaseMs: 120_000,
  maxAttempts: 20,
  maxAgeMs: 24 * 3600_000,
  backoff: { baseMs: 30_000, factor: 2, maxMs: 30 * 60_000 },
  concurrency: 4,
};

export type MailLog = QueueLog;
export type MailTurn = QueueTurn;

interface Claimed {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
  created_at: Date;
}

type Result = { ok: true } | { ok: false; error: string; final: boolean };
type Outcome = { row: Claimed; result: Result };

/** The server refused this recipient or this message for good: sending again cannot help. */
function refusedForGood(err: unknown): boolean {
  const e = err as { responseCode?: unknown; command?: unknown };
  return (
    typeof e.responseCode === 'number' &&
    e.responseCode >= 500 &&
    e.responseCode < 600 &&
    (e.command === 'RCPT TO' || e.command === 'DATA')
  );
}

export class MailSender extends LeasedSender<Claimed, Result, MailSenderOptions> {
  constructor(
    db: Db,
    private readonly mailer: Mailer,
    opts: Partial<MailSenderOptions> = {},
    log?: MailLog,
    clock: () => Date = () => new Date(),
  ) {
    super(db, { ...DEFAULT_MAIL_SENDER_OPTIONS, ...opts }, log, clock, 'mail sender');
  }

  protected logTurn(turn: MailTurn) {
    if (turn.sent) this.log?.info({ ...turn }, 'queued mails handed to the mail server');
  }

  protected async claim(): Promise<Claimed[]> {
    return this.db.query<Claimed>(
      `UPDATE mail_queue q SET locked_until = $2::timestamptz + make_interval(secs => $3), attempts = q.attempts + 1
        WHERE q.id IN (SELECT id FROM mail_queue
                        WHERE sent_at IS NULL AND error IS NULL AND (locked_until IS NULL OR locked_until <= $2)
                        ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING q.id::text AS id, q.kind, q.recipient, q.subject, q.body, q.attempts, q.created_at`,
      [this.opts.batchSize, this.clock(), this.opts.leaseMs / 1000],
    );
  }

  protected async sendOne(row: Claimed): Promise<Result> {
    try {
      await this.mailer.send({ to: row.recipient, subject: row.subject, text: row.body });
      return { ok: true };
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)) || 'the mail server did not take the mail';
      return { ok: false, error, final: refusedForGood(err) };
    }
  }

  protected async record(outcomes: Outcome[]): Promise<MailTurn> {
    const now = this.clock();
    const sent = outcomes.filter((o) => o.result.ok).map((o) => o.row.id);
    const failed: { id: string; error: string }[] = [];
    const retried: { id: string; at: Date; error: string }[] = [];
    for (const { row, result } of outcomes) {
      if (result.ok) continue;
      const deadline = new Date(row.created_at).getTime() + this.opts.maxAgeMs;
      if (result.final || row.attempts >= this.opts.maxAttempts || now.getTime() >= deadline) {
        const error = result.final ? result.error : `${result.error} (after ${row.attempts} attempts)`;
        failed.push({ id: row.id, error: error.slice(0, 500) });
        this.log?.warn({ mailId: row.id, kind: row.kind, to: row.recipient, error }, 'mail not delivered; given up');
      } else {
        const at = Math.min(now.getTime() + backoffMs(row.attempts, this.opts.backoff), deadline);
        retried.push({ id: row.id, at: new Date(at), error: result.error.slice(0, 500) });
      }
    }
    if (sent.length)
      await this.db.query(
        `WITH done AS (
           UPDATE mail_queue SET sent_at = $2, locked_until = NULL WHERE id = ANY($1::bigint[])
           RETURNING device_notification_id)
         UPDATE device_notifications n SET sent_at = $2 FROM done WHERE n.id = done.device_notification_id`,
        [sent, now],
      );
    if (failed.length)
      await this.db.query(
        `WITH done AS (
           UPDATE mail_queue q SET error = f.error, last_error = f.error, locked_until = NULL
             FROM unnest($1::bigint[], $2::text[]) AS f(id, error) WHERE q.id = f.id
           RETURNING q.device_notification_id, q.error)
         UPDATE device_notifications n SET error = done.error FROM done WHERE n.id = done.device_notification_id`,
        [failed.map((f) => f.id), failed.map((f) => f.error)],
      );
    if (retried.length) {
      await this.db.query(
        `UPDATE mail_queue q SET locked_until = r.at, last_error = r.error
           FROM unnest($1::bigint[], $2::timestamptz[], $3::text[]) AS r(id, at, error) WHERE q.id = r.id`,
        [retried.map((r) => r.id), retried.map((r) => r.at), retried.map((r) => r.error)],
      );
      this.log?.warn(
        { retried: retried.length, error: retried[0]!.error },
        'mail server did not take queued mails; trying again after a backoff',
      );
    }
    return { claimed: outcomes.length, sent: sent.length, failed: failed.length, retried: retried.length };
  }
}

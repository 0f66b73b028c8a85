import type { Db } from '../db/types.js';
import { LeasedSender, backoffMs, type LeasedSenderOptions, type QueueLog, type QueueTurn } from '../queues/index.js';
import type { PushMessage, PushProvider, PushResult } from './provider.js';

/**
 * Drains push_messages: claims due rows (UPDATE .. WHERE id IN (SELECT .. FOR UPDATE SKIP LOCKED LIMIT n))
 * with a lease in locked_until, so senders in several processes never claim one row twice and a dead
 * sender's rows come back after the lease; each claim counts an attempt. The provider's answer sets
 * sent_at, or error when final (an unregistered or invalid token, a device without a token, the fifth
 * attempt), or puts the row back after a backoff (locked_until = now + backoff). An unregistered token is
 * cleared from its device.
 */
export type PushSenderOptions = LeasedSenderOptions;

export const DEFAULT_PUSH_SENDER_OPTIONS: PushSenderOptions = {
  batchSize: 100,
  leaseMs: 120_000,
  maxAttempts: 5,
  backoff: { baseMs: 5_000, factor: 3, maxMs: 600_000 },
  concurrency: 8,
};

export type PushLog = QueueLog;
export type PushTurn = QueueTurn;

interface Claimed {
  id: string;
  user_device_id: number;
  kind: string;
  title: string;
  body: string;
  data: Record<string, unknown>;
  attempts: number;
  push_token: string | null;
  os: string | null;
  is_active: boolean;
}

type Outcome = { row: Claimed; result: PushResult };

export class PushSender extends LeasedSender<Claimed, PushResult, PushSenderOptions> {
  constructor(
    db: Db,
    private readonly provider: PushProvider,
    opts: Partial<PushSenderOptions> = {},
    log?: PushLog,
    clock: () => Date = () => new Date(),
  ) {
    super(db, { ...DEFAULT_PUSH_SENDER_OPTIONS, ...opts }, log, clock, 'push sender');
  }

  protected logTurn(turn: PushTurn) {
    if (turn.claimed) this.log?.info({ ...turn }, 'push messages handed to the provider');
  }

  protected async claim(): Promise<Claimed[]> {
    const now = this.clock();
    return this.db.query<Claimed>(
      `UPDATE push_messages p SET locked_until = $2::timestamptz + make_interval(secs => $3), attempts = p.attempts + 1
         FROM user_devices ud
        WHERE p.id IN (SELECT id FROM push_messages
                        WHERE sent_at IS NULL AND error IS NULL AND (locked_until IS NULL OR locked_until <= $2)
                        ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
          AND ud.id = p.user_device_id
       RETURNING p.id::text AS id, p.user_device_id, p.kind, p.title, p.body, p.data, p.attempts, ud.push_token, ud.os,
                 ud.is_active`,
      [this.opts.batchSize, now, this.opts.leaseMs / 1000],
    );
  }

  protected async sendOne(row: Claimed): Promise<PushResult> {
    if (!row.push_token || !row.is_active)
      return { ok: false, final: true, error: 'the device has no push token (signed out or unregistered)' };
    const message: PushMessage = {
      id: row.id,
      token: row.push_token,
      platform: row.os,
      title: row.title,
      body: row.body,
      data: { ...row.data, kind: row.kind },
    };
    try {
      return await this.provider.send(message);
    } catch (err) {
      return { ok: false, final: false, error: err instanceof Error ? err.message : String(err) };
    }
  }

  protected async record(outcomes: Outcome[]): Promise<PushTurn> {
    const now = this.clock();
    const sent = outcomes.filter((o) => o.result.ok).map((o) => o.row.id);
    const failed: { id: string; error: string }[] = [];
    const retried: { id: string; at: Date }[] = [];
    const dead: { deviceId: number; token: string }[] = [];
    for (const { row, result } of outcomes) {
      if (result.ok) continue;
      if (result.unregistered && row.push_token) dead.push({ deviceId: row.user_device_id, token: row.push_token });
      if (result.final || row.attempts >= this.opts.maxAttempts) {
        const error = result.final ? result.error : `${result.error} (after ${row.attempts} attempts)`;
        failed.push({ id: row.id, error: error.slice(0, 500) });
        this.log?.warn({ pushMessageId: row.id, kind: row.kind, error }, 'push message not delivered');
      } else {
        retried.push({ id: row.id, at: new Date(now.getTime() + backoffMs(row.attempts, this.opts.backoff)) });
      }
    }
    if (sent.length)
      await this.db.query('UPDATE push_messages SET sent_at = $2, locked_until = NULL WHERE id = ANY($1::bigint[])', [
        sent,
        now,
      ]);
    if (failed.length)
      await this.db.query(
        `UPDATE push_messages p SET error = f.error, locked_until = NULL
           FROM unnest($1::bigint[], $2::text[]) AS f(id, error) WHERE p.id = f.id`,
        [failed.map((f) => f.id), failed.map((f) => f.error)],
      );
    if (retried.length)
      await this.db.query(
        `UPDATE push_messages p SET locked_until = r.at
           FROM unnest($1::bigint[], $2::timestamptz[]) AS r(id, at) WHERE p.id = r.id`,
        [retried.map((r) => r.id), retried.map((r) => r.at)],
      );
    if (dead.length)
      await this.db.query(
        `UPDATE user_devices ud SET push_token = NULL, updated_at = now()
           FROM unnest($1::int[], $2::text[]) AS d(id, token) WHERE ud.id = d.id AND ud.push_token = d.token`,
        [dead.map((d) => d.deviceId), dead.map((d) => d.token)],
      );
    return { claimed: outcomes.length, sent: sent.length, failed: failed.length, retried: retried.length };
  }
}

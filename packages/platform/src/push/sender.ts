import type { Db } from '../db/types.js';
import type { PushMessage, PushProvider, PushResult } from './provider.js';

/**
 * Drains push_messages: claims due rows (UPDATE .. WHERE id IN (SELECT .. FOR UPDATE SKIP LOCKED LIMIT n))
 * with a lease in locked_until, so senders in several processes never claim one row twice and a dead
 * sender's rows come back after the lease; each claim counts an attempt. The provider's answer sets
 * sent_at, or error when final (an unregistered or invalid token, a device without a token, the fifth
 * attempt), or puts the row back after a backoff (locked_until = now + backoff). An unregistered token is
 * cleared from its device.
 */
export interface PushSenderOptions {
  batchSize: number;
  leaseMs: number;
  maxAttempts: number;
  /** Before attempt n+1: baseMs x factor^(n-1), at most maxMs. */
  backoff: { baseMs: number; factor: number; maxMs: number };
  /** Messages handed to the provider at once. */
  concurrency: number;
}

export const DEFAULT_PUSH_SENDER_OPTIONS: PushSenderOptions = {
  batchSize: 100,
  leaseMs: 120_000,
  maxAttempts: 5,
  backoff: { baseMs: 5_000, factor: 3, maxMs: 600_000 },
  concurrency: 8,
};

export interface PushLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface PushTurn {
  claimed: number;
  sent: number;
  failed: number;
  retried: number;
}

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

export const backoffMs = (attempts: number, b: PushSenderOptions['backoff']) =>
  Math.min(b.maxMs, b.baseMs * b.factor ** Math.max(0, attempts - 1));

export class PushSender {
  readonly stats = { claimed: 0, sent: 0, failed: 0, retried: 0 };
  private readonly opts: PushSenderOptions;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly provider: PushProvider,
    opts: Partial<PushSenderOptions> = {},
    private readonly log?: PushLog,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.opts = { ...DEFAULT_PUSH_SENDER_OPTIONS, ...opts };
  }

  /** A turn every intervalMs (never two at once in this process). */
  start(intervalMs: number) {
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), intervalMs);
    this.timer.unref?.();
  }

  /** Stops claiming and waits for the sends in flight to be recorded. */
  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** A turn now, unless one is running or the sender stopped (after a send queued rows). */
  wake() {
    if (this.running || this.stopped) return;
    this.running = this.drain()
      .catch((err: unknown) => this.log?.error({ err }, 'push sender turn failed; next turn in the interval'))
      .finally(() => {
        this.running = undefined;
      });
  }

  /** Batches until the due rows are gone (or the sender stops). */
  private async drain() {
    let turn: PushTurn;
    do turn = await this.runOnce();
    while (turn.claimed >= this.opts.batchSize && !this.stopped);
  }

  /** Claims one batch, sends it, records the outcomes. */
  async runOnce(): Promise<PushTurn> {
    const rows = await this.claim();
    const outcomes: Outcome[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(this.opts.concurrency, rows.length) }, async () => {
        while (next < rows.length) {
          const row = rows[next++]!;
          outcomes.push({ row, result: await this.sendOne(row) });
        }
      }),
    );
    const turn = await this.record(outcomes);
    this.stats.claimed += rows.length;
    this.stats.sent += turn.sent;
    this.stats.failed += turn.failed;
    this.stats.retried += turn.retried;
    if (rows.length) this.log?.info({ ...turn }, 'push messages handed to the provider');
    return turn;
  }

  private async claim(): Promise<Claimed[]> {
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

  private async sendOne(row: Claimed): Promise<PushResult> {
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

  private async record(outcomes: Outcome[]): Promise<PushTurn> {
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

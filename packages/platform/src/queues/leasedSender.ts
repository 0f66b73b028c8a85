import type { Db } from '../db/types.js';

/** What every leased queue's sender is tuned by (the push and mail senders add their own). */
export interface LeasedSenderOptions {
  batchSize: number;
  leaseMs: number;
  maxAttempts: number;
  /** Before attempt n+1: baseMs x factor^(n-1), at most maxMs. */
  backoff: { baseMs: number; factor: number; maxMs: number };
  /** Rows handed over at once. */
  concurrency: number;
}

export interface QueueLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface QueueTurn {
  claimed: number;
  sent: number;
  failed: number;
  retried: number;
}

export const backoffMs = (attempts: number, b: LeasedSenderOptions['backoff']) =>
  Math.min(b.maxMs, b.baseMs * b.factor ** Math.max(0, attempts - 1));

/**
 * Drains a table of queued messages in every platform process (push_messages, mail_queue): a subclass claims
 * due rows (UPDATE .. WHERE id IN (SELECT .. FOR UPDATE SKIP LOCKED LIMIT n)) with a lease, so senders in
 * several processes never claim one row twice and a dead sender's rows come back after the lease; each claim
 * counts an attempt. This class runs the turns: a timer, a wake-up after new rows, batches until the due rows
 * are gone, `concurrency` rows handed over at once, and a clean stop that waits for the sends in flight.
 */
export abstract class LeasedSender<Row, Result, Options extends LeasedSenderOptions> {
  readonly stats = { claimed: 0, sent: 0, failed: 0, retried: 0 };
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  protected constructor(
    protected readonly db: Db,
    protected readonly opts: Options,
    protected readonly log: QueueLog | undefined,
    protected readonly clock: () => Date,
    /** Names the sender in its log lines ("push sender"). */
    private readonly name: string,
  ) {}

  /** Claims up to batchSize due rows under a lease, counting an attempt each. */
  protected abstract claim(): Promise<Row[]>;
  /** Hands one row over; never throws (a failure is a Result). */
  protected abstract sendOne(row: Row): Promise<Result>;
  /** Writes the outcomes of a batch. */
  protected abstract record(outcomes: { row: Row; result: Result }[]): Promise<QueueTurn>;
  /** The info line of a turn, or nothing. */
  protected abstract logTurn(turn: QueueTurn): void;

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

  /** A turn now, unless one is running or the sender stopped (after rows were queued). */
  wake() {
    if (this.running || this.stopped) return;
    this.running = this.drain()
      .catch((err: unknown) => this.log?.error({ err }, `${this.name} turn failed; next turn in the interval`))
      .finally(() => {
        this.running = undefined;
      });
  }

  /** Batches until the due rows are gone (or the sender stops). */
  private async drain() {
    let turn: QueueTurn;
    do turn = await this.runOnce();
    while (turn.claimed >= this.opts.batchSize && !this.stopped);
  }

  /** Claims one batch, sends it, records the outcomes. */
  async runOnce(): Promise<QueueTurn> {
    const rows = await this.claim();
    const outcomes: { row: Row; result: Result }[] = [];
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
    this.logTurn(turn);
    return turn;
  }
}

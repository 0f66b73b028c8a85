/**
 * The delivery sender (issue 9 "Delivery, for real"; docs/rest-contract.md "Delivery outbox").
 *
 * Drains integration_outbox: claims due queued rows (UPDATE .. WHERE id IN (SELECT .. FOR UPDATE SKIP
 * LOCKED LIMIT n) with a lease in claimed_until, so replicas never claim one row twice and a dead
 * claimer's rows come back), takes and stores the DC-09 sequence before the first send, and sends:
 * manitou / guardtools over SIA DC-09 (dc09 deliver()), shortxml through src/integrations/shortxml.
 * One attempt per turn (a NAK resends at once with the receiver's time, at most twice); ACK ->
 * delivered, anything else -> the next attempt after a backoff, until maxAge after queueing, then failed.
 * Every attempt is a row of integration_logs; the integration's status follows the outcomes, and a
 * change to error (or from error to success) queues e-mails per the network's notification settings, in the
 * transaction of the change (src/mail/queue.ts; the mail sender retries them while the mail server is down).
 * Receivers are reached through the outbound policy (src/outbound): a destination it refuses is never
 * connected to; the event fails at once (outcome `refused`, a DESTINATION_NOT_ALLOWED log line).
 * A NULL link test per DC-09 integration every linkTestIntervalMs.
 *
 * Woken by NOTIFY (PostgreSQL, LISTEN on its own connection), in-process after writes (wake()), and a poll.
 *
 * Lock order (decided here; docs/performance.md "Delivery (issue 9)"): an integration's row first, then its
 * outbox rows (log rows are only inserted: they wait for nobody); one integration at a time. The admin's
 * DELETE of an integration takes them in that order (the row, then its outbox and log rows by the ON DELETE
 * CASCADE), and so does every statement or transaction of this sender that writes an event's row or a log
 * line: it locks the integration first (lockIntegration, or a FOR KEY SHARE of it in the same statement,
 * read before the outbox row is written) and finds it gone when a DELETE came first, then records nothing
 * (the event went with its integration). Without it the one-statement ACK locked the outbox row and then
 * the integration (the log rows' foreign-key check) while a DELETE held the integration and waited for the
 * outbox row: a deadlock PostgreSQL broke by failing one side. The exceptions cannot close a cycle: the
 * claim never waits (SKIP LOCKED on outbox rows, no key changes), link-test claims skip locked
 * integrations, and an integration_sequences row is taken alone or first in its own statement (before the
 * one outbox row it numbers), by no one holding another lock. Only an integration's own DELETE removes it
 * (a network's delete is a status; a client's leaves its networks, client_id SET NULL); a DELETE of a
 * network row would cascade in the same order. Writers queue events after locking the integrations
 * (migration 018).
 */
import pg from 'pg';
import type { Db, Queryable } from '../../db/types.js';
import { openKey } from '../../modules/integrations/keys.js';
import { answerLog, oddityLog, printable } from '../../modules/integrations/testAlarm.js';
import { DEFAULT_POLICY, DestinationNotAllowed, type OutboundPolicy } from '../../outbound/index.js';
import {
  DeliveryFailed,
  FrameError,
  attemptDetail,
  backoffDelay,
  deliver,
  type AttemptReport,
  type Dc09Target,
  type Message,
} from '../dc09/index.js';
import { ShortXmlDeliveryFailed, deliverShortXml } from '../shortxml/index.js';
import { queueStatusMails, setStatus } from './notify.js';
import type { DeliveryOptions } from './options.js';
import { takeSequence, takeSequenceFor } from './sequences.js';

export const OUTBOX_CHANNEL = 'vakt_integration_outbox';
const DC09_KINDS = ['manitou', 'guardtools'];
/** NAKs answered in one turn before it counts as a failed attempt. */
const MAX_NAKS = 2;
const ACCOUNT = /^[0-9A-F]{3,16}$/;
/** Integrations a link test can reach (a DC-09 kind with a receiver address); $1 = DC09_KINDS. */
const LINK_TESTABLE = 'kind = ANY($1::text[]) AND ip IS NOT NULL AND port IS NOT NULL';

export interface DeliveryLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const silentLog: DeliveryLog = { info() {}, warn() {}, error() {} };

interface OutboxRow {
  id: string;
  integration_id: number;
  event: string;
  code: string;
  incident_id: number | null;
  device_id: number | null;
  payload: { at?: string; kind?: string; name?: string; address?: string; lat?: number; lng?: number };
  sequence: number | null;
  attempts: number;
}

interface IntegrationTarget {
  id: number;
  kind: string;
  ip: string | null;
  port: number | null;
  settings: Record<string, unknown>;
  clock_offset_ms: number;
  /** As read with the batch; kept up to date by this sender while it delivers the batch. */
  status: string;
  /** DC-09 frames are encrypted with the key sealed in dc09_key (modules/integrations/keys.ts). */
  dc09_encrypted: boolean;
  dc09_key: string | null;
}

/** The integration columns a sender reads. */
const TARGET_COLUMNS = 'id, kind, ip, port, settings, clock_offset_ms, status, dc09_encrypted, dc09_key';

/** An attempt's outcome, or `refused`: the outbound policy refused the destination, nothing was sent. */
type Outcome = AttemptReport['outcome'] | 'refused';

interface TurnResult {
  ok: boolean;
  outcome: Outcome;
  attempts: number;
  sequence: number | null;
  clockOffsetMs: number;
  detail: string;
  /** A resend cannot help (the receiver refused the message itself): failed now. */
  final?: boolean;
  /** Why the status is error, for the administrator: the receiver refused the account. */
  reason?: StatusReason;
  /** Nothing recorded: the integration was deleted during the turn (its events and logs went with it). */
  gone?: boolean;
}

const GONE: TurnResult = {
  ok: false,
  outcome: 'invalid',
  attempts: 0,
  sequence: null,
  clockOffsetMs: 0,
  detail: '',
  gone: true,
};

/** integrations.status_reason: what an administrator can act on. */
type StatusReason = 'account_refused';

const seq4 = (n: number | null) => (n === null ? '----' : String(n).padStart(4, '0'));

/** One integration-log line per attempt (the test alarm's format, with the event's name and code). */
export function attemptLine(what: string, attempt: number, r: AttemptReport, id = `seq ${seq4(r.sequence)}`): string {
  return [
    `${what} attempt ${attempt} ${id}: ${r.outcome.toUpperCase()}`,
    `sent ${printable(r.frame)}`,
    answerLog(r),
    r.detail ? `(${r.detail})` : '',
    oddityLog(r),
    `${Math.round(r.elapsedMs)} ms`,
  ]
    .filter(Boolean)
    .join(' ');
}

/** The DC-09 target of an integration for an event of `deviceId` (undefined: settings incomplete). */
export function dc09TargetOf(i: IntegrationTarget, deviceId: number | null): Dc09Target | string {
  const s = i.settings ?? {};
  if (!i.ip || !i.port) return 'ip and port are not set';
  const useDevice = i.kind === 'guardtools' && s.use_device_id === true && deviceId !== null;
  const account = useDevice ? String(deviceId).padStart(4, '0') : typeof s.uid === 'string' ? s.uid : '';
  if (!ACCOUNT.test(account)) return `account "${account}" is not 3..16 hex digits`;
  const line = i.kind === 'manitou' ? (typeof s.line === 'string' ? s.line : '') : '0';
  if (!/^[0-9A-F]{1,6}$/.test(line)) return `line "${line}" is not 1..6 hex digits`;
  const receiver = typeof s.receiver === 'string' && s.receiver ? s.receiver : undefined;
  return { host: i.ip, port: i.port, account, line, ...(receiver ? { receiver } : {}) };
}

/**
 * First in every transaction that writes an integration's status, logs or events (the lock order above;
 * and the log rows' foreign key takes a key share lock on the integration: two senders that both then
 * asked for the row lock would deadlock). False: the integration is gone (deleted meanwhile).
 */
async function lockIntegration(tx: Queryable, id: number): Promise<boolean> {
  return (await tx.query('SELECT id FROM integrations WHERE id = $1 FOR UPDATE', [id])).length > 0;
}

export class DeliveryWorker {
  private stopped = false;
  private started = false;
  private wakeRequested = false;
  private events?: Promise<void>;
  private links?: Promise<void>;
  private poll?: NodeJS.Timeout;
  private listener?: pg.Client;
  private listenRetryAt = 0;
  private nextLinkCheck = 0;
  /** What this sender did since it started (events it recorded as delivered / failed, attempts, link tests). */
  readonly stats = { claimed: 0, delivered: 0, failed: 0, attempts: 0, linkTests: 0 };

  constructor(
    private readonly db: Db,
    private readonly opts: DeliveryOptions,
    private readonly log: DeliveryLog = silentLog,
    private readonly policy: OutboundPolicy = DEFAULT_POLICY,
    /** The platform's JWT secret: DC-09 keys are sealed under a key derived from it. */
    private readonly keySecret?: Uint8Array,
  ) {}

  /** The integration's DC-09 key when its frames are encrypted; a string says why there is none to use. */
  private keyOf(integration: IntegrationTarget): Buffer | string | undefined {
    if (!integration.dc09_encrypted) return undefined;
    const key =
      integration.dc09_key && this.keySecret
        ? openKey(this.keySecret, integration.id, integration.dc09_key)
        : undefined;
    return key ?? 'the encryption key cannot be read (JWT_SECRET changed?): set a new key';
  }

  /** A turn the policy stopped before any connection: final (the same destination would be refused again). */
  private refused(integrationId: number, what: string, err: DestinationNotAllowed, lines: string[]): TurnResult {
    this.log.warn({ integrationId, destination: err.detail }, 'integration destination refused by the outbound policy');
    lines.push(`${what}: not sent, refused by policy (${err.code}): ${err.message}`);
    return {
      ok: false,
      outcome: 'refused',
      attempts: 0,
      sequence: null,
      clockOffsetMs: 0,
      detail: `refused by policy (${err.code})`,
      final: true,
    };
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.listen();
    this.poll = setInterval(() => this.onPoll(), this.opts.pollMs);
    this.poll.unref?.();
    this.wake();
  }

  /** Look for due events now (after a write in this process, or a NOTIFY). */
  wake(): void {
    if (this.stopped || !this.started) return;
    this.wakeRequested = true;
    if (!this.events) {
      this.events = this.drain().finally(() => {
        this.events = undefined;
        if (this.wakeRequested && !this.stopped) this.wake();
      });
    }
  }

  /** Stops claiming; waits for the attempts in flight (each bounded by timeoutMs) to be recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.poll) clearInterval(this.poll);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => {});
    await Promise.allSettled([this.events, this.links]);
  }

  private onPoll() {
    if (this.stopped) return;
    this.wake();
    if (!this.listener && this.opts.listenUrl && Date.now() >= this.listenRetryAt) void this.listen();
    if (this.opts.linkTestIntervalMs > 0 && !this.links && Date.now() >= this.nextLinkCheck) {
      this.nextLinkCheck = Date.now() + Math.min(5000, this.opts.linkTestIntervalMs / 2);
      this.links = this.linkTests()
        .catch((err) => this.log.error({ err }, 'integration link tests failed'))
        .finally(() => (this.links = undefined));
    }
  }

  private async listen() {
    if (!this.opts.listenUrl || this.stopped) return;
    this.listenRetryAt = Date.now() + 10_000;
    const client = new pg.Client({ connectionString: this.opts.listenUrl });
    client.on('error', (err) => {
      this.log.warn({ err: { message: err.message } }, 'delivery LISTEN connection lost; polling until it is back');
      if (this.listener === client) this.listener = undefined;
    });
    client.on('notification', () => this.wake());
    try {
      await client.connect();
      await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
      if (this.stopped) await client.end();
      else this.listener = client;
    } catch (err) {
      this.log.warn({ err: { message: (err as Error).message } }, 'delivery LISTEN failed; polling');
      await client.end().catch(() => {});
    }
  }

  private async drain() {
    while (this.wakeRequested && !this.stopped) {
      this.wakeRequested = false;
      try {
        let claimed: number;
        do {
          claimed = await this.runBatch();
        } while (claimed >= this.opts.batchSize && !this.stopped);
      } catch (err) {
        this.log.error({ err }, 'integration delivery turn failed');
        return;
      }
    }
  }

  /** Claims and delivers one batch; answers how many rows it claimed. */
  async runBatch(): Promise<number> {
    const rows = await this.db.query<OutboxRow>(
      `UPDATE integration_outbox o SET claimed_until = now() + make_interval(secs => $2)
        WHERE o.id IN (SELECT id FROM integration_outbox
                        WHERE status = 'queued' AND next_attempt_at <= now()
                          AND (claimed_until IS NULL OR claimed_until < now())
                        ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING o.id::text AS id, o.integration_id, o.event, o.code, o.incident_id, o.device_id, o.payload,
                  o.sequence, o.attempts`,
      [this.opts.batchSize, this.opts.leaseMs / 1000],
    );
    if (!rows.length) return 0;
    this.stats.claimed += rows.length;
    // A turn takes at most 1 + MAX_NAKS answer timeouts (plus database time): start none that could outlive the lease.
    const leaseSafeUntil = Date.now() + this.opts.leaseMs - (2 + MAX_NAKS) * this.opts.timeoutMs;
    const ids = [...new Set(rows.map((r) => r.integration_id))];
    const integrations = new Map(
      (
        await this.db.query<IntegrationTarget>(`SELECT ${TARGET_COLUMNS} FROM integrations WHERE id = ANY($1::int[])`, [
          ids,
        ])
      ).map((i) => [i.id, i]),
    );
    const groups = new Map<number, OutboxRow[]>();
    for (const row of rows.sort((a, b) => Number(a.id) - Number(b.id)))
      groups.set(row.integration_id, [...(groups.get(row.integration_id) ?? []), row]);
    await Promise.all(
      [...groups].map(async ([integrationId, group]) => {
        const integration = integrations.get(integrationId);
        if (!integration) return; // deleted: its rows went with it
        for (let k = 0; k < group.length; k++) {
          // Stopping, or too close to the lease's end for another turn (a slow receiver): the rest go back.
          if (this.stopped || (k > 0 && Date.now() > leaseSafeUntil))
            return this.release(integrationId, group.slice(k), undefined);
          let result: TurnResult | undefined;
          try {
            result = await this.deliverRow(integration, group[k]!);
          } catch (err) {
            this.log.error({ err, outboxId: group[k]!.id }, 'integration delivery failed unexpectedly');
          }
          if (result?.gone) return; // deleted during the turn: its other rows went with it
          if (!result?.ok) {
            // The receiver is not taking events now: the integration's later events wait with this one.
            const [head] = await this.db.query<{ next_attempt_at: Date }>(
              'SELECT next_attempt_at FROM integration_outbox WHERE id = $1',
              [group[k]!.id],
            );
            await this.release(integrationId, group.slice(k + 1), head?.next_attempt_at);
            return;
          }
        }
      }),
    );
    return rows.length;
  }

  /** Gives claimed rows of one integration back (the integration locked first: the lock order above). */
  private async release(integrationId: number, rows: OutboxRow[], notBefore: Date | undefined) {
    if (!rows.length) return;
    await this.db.query(
      `UPDATE integration_outbox o
          SET claimed_until = NULL, next_attempt_at = greatest(o.next_attempt_at, coalesce($3, now()))
         FROM (SELECT id FROM integrations WHERE id = $2 FOR KEY SHARE) i
        WHERE o.integration_id = i.id AND o.id = ANY($1::bigint[])`,
      [rows.map((r) => r.id), integrationId, notBefore ?? null],
    );
  }

  /** The turn's log lines, in order (written with the turn's outcome: one statement or transaction). */
  private async writeLogs(q: Queryable, integrationId: number, lines: string[]) {
    if (!lines.length) return;
    await q.query(
      `INSERT INTO integration_logs (integration_id, log)
       SELECT $1, line FROM unnest($2::text[]) WITH ORDINALITY AS u(line, n) ORDER BY n`,
      [integrationId, lines],
    );
  }

  /** One turn of one event: an attempt (plus resends after NAKs), recorded. */
  private async deliverRow(integration: IntegrationTarget, row: OutboxRow): Promise<TurnResult> {
    const what = `${row.event} ${row.code}`;
    const lines: string[] = [];
    let result: TurnResult;
    if (DC09_KINDS.includes(integration.kind)) {
      const target = dc09TargetOf(integration, row.device_id);
      if (typeof target === 'string') {
        result = {
          ok: false,
          outcome: 'invalid',
          attempts: 0,
          sequence: row.sequence,
          clockOffsetMs: 0,
          detail: target,
        };
        lines.push(`${what}: not sent (${target})`);
        return this.record(integration, row, result, true, lines);
      }
      const key = this.keyOf(integration);
      if (typeof key === 'string') {
        lines.push(`${what}: not sent (${key})`);
        const detail = key;
        return this.record(
          integration,
          row,
          { ok: false, outcome: 'invalid', attempts: 0, sequence: row.sequence, clockOffsetMs: 0, detail },
          true,
          lines,
        );
      }
      let sequence = row.sequence;
      if (sequence === null) {
        const taken = await takeSequenceFor(this.db, row.id, target);
        if (taken === undefined) return GONE; // the row went with its integration (deleted meanwhile)
        sequence = taken;
      }
      const lat = row.payload.lat;
      const lng = row.payload.lng;
      const message: Message = {
        kind: 'SIA-DCS',
        event: {
          code: row.code,
          ...(typeof lat === 'number' && typeof lng === 'number' ? { location: { lat, lng } } : {}),
        },
      };
      try {
        result = await this.sendDc09(integration, what, message, target, sequence, row.attempts, lines, key);
      } catch (err) {
        if (!(err instanceof FrameError)) throw err;
        // A frame that cannot be built (a setting the frame cannot carry) will never be: failed now.
        lines.push(`${what}: not sent (${err.message})`);
        const detail = err.message;
        return this.record(
          integration,
          row,
          { ok: false, outcome: 'invalid', attempts: 0, sequence, clockOffsetMs: 0, detail },
          true,
          lines,
        );
      }
    } else if (integration.kind === 'shortxml') {
      result = await this.sendShortXml(integration, what, row, lines);
    } else {
      result = { ok: false, outcome: 'invalid', attempts: 0, sequence: null, clockOffsetMs: 0, detail: 'unknown kind' };
    }
    return this.record(integration, row, result, result.final ?? false, lines);
  }

  /** DC-09: one attempt, resent at once with the receiver's time after a NAK (at most MAX_NAKS times). */
  private async sendDc09(
    integration: IntegrationTarget,
    what: string,
    message: Message,
    target: Dc09Target,
    sequence: number | null,
    attemptsBefore: number,
    lines: string[],
    key: Buffer | undefined,
  ): Promise<TurnResult> {
    let offset = integration.clock_offset_ms ?? 0;
    let attempts = 0;
    let seq = sequence;
    for (;;) {
      try {
        const done = await deliver(message, target, {
          policy: this.policy,
          timeoutMs: this.opts.timeoutMs,
          retries: 0,
          clockOffsetMs: offset,
          ...(key ? { key } : {}),
          ...(seq !== null ? { sequence: seq } : { sequences: { next: (t) => takeSequence(this.db, t) } }),
          onAttempt: (r) => void lines.push(attemptLine(what, attemptsBefore + ++attempts, r)),
        });
        return {
          ok: true,
          outcome: 'ack',
          attempts,
          sequence: done.sequence,
          clockOffsetMs: done.clockOffsetMs,
          detail: '',
        };
      } catch (err) {
        if (err instanceof DestinationNotAllowed)
          return { ...this.refused(integration.id, what, err, lines), attempts, sequence: seq };
        if (!(err instanceof DeliveryFailed)) throw err;
        seq = err.sequence;
        offset = err.clockOffsetMs;
        const last = err.attempts[err.attempts.length - 1];
        const lastDetail = last && attemptDetail(last);
        const nakCount = attempts; // every turn of this loop is one attempt; the earlier ones were NAKs
        // A NAK about our clock: resent at once with the receiver's time (a few times at most).
        if (err.outcome === 'nak' && err.nakReason === 'time' && nakCount <= MAX_NAKS) continue;
        return {
          ok: false,
          outcome: err.outcome,
          attempts,
          sequence: seq,
          clockOffsetMs: offset,
          detail: `${err.outcome}${lastDetail ? ` (${lastDetail})` : ''}`,
          ...(err.nakReason === 'refused' ? { reason: 'account_refused' as const } : {}),
        };
      }
    }
  }

  private async sendShortXml(
    integration: IntegrationTarget,
    what: string,
    row: OutboxRow,
    lines: string[],
  ): Promise<TurnResult> {
    const s = integration.settings ?? {};
    if (!integration.ip || !integration.port || typeof s.pin !== 'string' || typeof s.uid !== 'string') {
      lines.push(`${what}: not sent (ip, port, pin or uid is not set)`);
      return {
        ok: false,
        outcome: 'invalid',
        attempts: 0,
        sequence: null,
        clockOffsetMs: 0,
        detail: 'settings incomplete',
      };
    }
    const p = row.payload;
    let attempts = 0;
    try {
      await deliverShortXml(
        {
          reference: row.id,
          code: row.code,
          text: [p.kind, p.name].filter(Boolean).join(': ') || row.event,
          ...(p.address ? { address: p.address } : {}),
          ...(typeof p.lat === 'number' && typeof p.lng === 'number' ? { lat: p.lat, lng: p.lng } : {}),
          at: p.at ? new Date(p.at) : new Date(),
        },
        { host: integration.ip, port: integration.port, pin: s.pin, uid: s.uid },
        {
          policy: this.policy,
          timeoutMs: this.opts.timeoutMs,
          retries: 0,
          onAttempt: (r) => void lines.push(attemptLine(what, row.attempts + ++attempts, r, `ref ${row.id}`)),
        },
      );
      return {
        ok: true,
        outcome: 'ack',
        attempts: Math.max(1, attempts),
        sequence: null,
        clockOffsetMs: 0,
        detail: '',
      };
    } catch (err) {
      if (err instanceof DestinationNotAllowed) return this.refused(integration.id, what, err, lines);
      if (!(err instanceof DeliveryFailed)) throw err;
      if (!attempts) lines.push(`${what}: ${err.outcome.toUpperCase()} (${err.message})`);
      return {
        ok: false,
        outcome: err.outcome,
        attempts: Math.max(1, attempts),
        sequence: null,
        clockOffsetMs: 0,
        detail: err.message.replace(/^short-XML delivery failed after \d+ attempt\(s\): /, ''),
        final: err instanceof ShortXmlDeliveryFailed && err.permanent,
      };
    }
  }

  /**
   * Stores the turn's outcome on the row and the integration; mails on a status change. The integration
   * is locked first (the lock order above); when it is gone nothing is recorded (answers `gone`).
   */
  private async record(
    integration: IntegrationTarget,
    row: OutboxRow,
    r: TurnResult,
    final: boolean,
    lines: string[],
  ): Promise<TurnResult> {
    this.stats.attempts += r.attempts;
    const delivered = `UPDATE integration_outbox SET status = 'delivered', attempts = attempts + $2, last_outcome = 'ack',
                              delivered_at = now(), claimed_until = NULL WHERE id = $1`;
    if (r.ok && integration.status === 'success' && r.clockOffsetMs === (integration.clock_offset_ms ?? 0)) {
      // The common case: one statement (no write to integrations, whose rollup trigger costs). The outbox
      // row is written only joined to the integration's row, which is locked (FOR KEY SHARE) before: a
      // DELETE holding it is waited for, and then nothing is written.
      const written = await this.db.query(
        `WITH integration AS (SELECT id FROM integrations WHERE id = $3 FOR KEY SHARE),
              logged AS (INSERT INTO integration_logs (integration_id, log)
                         SELECT integration.id, line FROM integration, unnest($4::text[]) WITH ORDINALITY AS u(line, n)
                          ORDER BY n)
         UPDATE integration_outbox o SET status = 'delivered', attempts = o.attempts + $2, last_outcome = 'ack',
                delivered_at = now(), claimed_until = NULL
           FROM integration WHERE o.id = $1 AND o.integration_id = integration.id
         RETURNING o.id`,
        [row.id, r.attempts, integration.id, lines],
      );
      if (!written.length) return { ...r, gone: true };
      this.stats.delivered++;
      return r;
    }
    let gone = false;
    const detail = `${row.event} ${row.code}: ${r.ok ? 'ACK' : r.detail}`;
    await this.db.transaction(async (tx) => {
      if (!(await lockIntegration(tx, integration.id))) {
        gone = true;
        return;
      }
      if (r.ok) this.stats.delivered++;
      await this.writeLogs(tx, integration.id, lines);
      if (r.clockOffsetMs !== (integration.clock_offset_ms ?? 0)) {
        await tx.query('UPDATE integrations SET clock_offset_ms = $2 WHERE id = $1', [
          integration.id,
          Math.round(r.clockOffsetMs),
        ]);
        integration.clock_offset_ms = Math.round(r.clockOffsetMs);
      }
      if (r.ok) {
        await tx.query(delivered, [row.id, r.attempts]);
        return this.statusChange(tx, integration, 'success', detail);
      }
      const attempts = row.attempts + r.attempts;
      // A refusal (the account, the key) is not cured by trying again soon: the longest wait at once.
      const delay = Math.max(
        backoffDelay(this.opts.backoff, Math.max(1, attempts)),
        r.reason === 'account_refused' ? this.opts.backoff.maxMs : 0,
      );
      const [after] = await tx.query<{ status: string }>(
        `UPDATE integration_outbox
            SET attempts = $2, last_outcome = $3, claimed_until = NULL,
                status = CASE WHEN $6 OR now() >= created_at + make_interval(secs => $5) THEN 'failed' ELSE 'queued' END,
                next_attempt_at = least(now() + make_interval(secs => $4), created_at + make_interval(secs => $5))
          WHERE id = $1 RETURNING status`,
        [row.id, attempts, r.outcome, delay / 1000, this.opts.maxAgeMs / 1000, final],
      );
      if (after?.status !== 'failed') {
        // The receiver refused the account: the administrator is told now, not when the event fails.
        return r.reason ? this.statusChange(tx, integration, 'error', detail, r.reason) : undefined;
      }
      this.stats.failed++;
      await tx.query('INSERT INTO integration_logs (integration_id, log) VALUES ($1, $2)', [
        integration.id,
        `${row.event} ${row.code} seq ${seq4(r.sequence)}: FAILED after ${attempts} attempt(s): ${r.detail}`,
      ]);
      return this.statusChange(tx, integration, 'error', detail, r.reason);
    });
    if (gone) return { ...r, gone };
    return r;
  }

  /**
   * Sets the status (and the reason of an error; another status has none); a change to error, or from error
   * to success, queues its mails in the same transaction.
   */
  private async statusChange(
    tx: Queryable,
    integration: IntegrationTarget,
    status: 'success' | 'error',
    detail: string,
    reason?: StatusReason,
  ): Promise<void> {
    const old = await setStatus(tx, integration.id, status);
    if (status === 'error')
      await tx.query('UPDATE integrations SET status_reason = $2 WHERE id = $1 AND status_reason IS DISTINCT FROM $2', [
        integration.id,
        reason ?? null,
      ]);
    integration.status = status;
    if (old === undefined) return;
    const change = status === 'error' ? 'failed' : old === 'error' ? 'success' : undefined;
    if (change) await queueStatusMails(tx, integration.id, change, detail);
  }

  /** Link tests that are due (claimed like events: one replica per integration and interval). */
  async linkTests(): Promise<void> {
    const interval = this.opts.linkTestIntervalMs / 1000;
    const [due] = await this.db.query(
      `SELECT 1 FROM integrations WHERE ${LINK_TESTABLE} AND (next_link_test_at IS NULL OR next_link_test_at <= now()) LIMIT 1`,
      [DC09_KINDS],
    );
    if (!due) return;
    // First sight of an integration: its first link test is one interval ahead. Locked rows (being
    // deleted, or scheduled by another replica) are skipped, not waited for: one integration at a time.
    await this.db.query(
      `UPDATE integrations SET next_link_test_at = now() + make_interval(secs => $2)
        WHERE id IN (SELECT id FROM integrations WHERE ${LINK_TESTABLE} AND next_link_test_at IS NULL
                      FOR NO KEY UPDATE SKIP LOCKED)`,
      [DC09_KINDS, interval],
    );
    for (;;) {
      if (this.stopped) return;
      const batch = await this.db.query<IntegrationTarget>(
        `UPDATE integrations i SET next_link_test_at = now() + make_interval(secs => $2)
          WHERE i.id IN (SELECT id FROM integrations WHERE ${LINK_TESTABLE} AND next_link_test_at <= now()
                          ORDER BY next_link_test_at, id LIMIT 20 FOR NO KEY UPDATE SKIP LOCKED)
          RETURNING ${TARGET_COLUMNS.split(', ')
            .map((c) => `i.${c}`)
            .join(', ')}`,
        [DC09_KINDS, interval],
      );
      if (!batch.length) return;
      await Promise.all(batch.map((i) => this.linkTest(i)));
    }
  }

  private async linkTest(integration: IntegrationTarget) {
    const target = dc09TargetOf(integration, null);
    if (typeof target === 'string') return; // not configured: nothing to test
    const key = this.keyOf(integration);
    if (typeof key === 'string') return; // the events say why (and fail); a link test cannot be sent either
    this.stats.linkTests++;
    try {
      const lines: string[] = [];
      const r = await this.sendDc09(integration, 'link test NULL', { kind: 'NULL' }, target, null, 0, lines, key);
      await this.db.transaction(async (tx) => {
        if (!(await lockIntegration(tx, integration.id))) return; // deleted meanwhile: nothing to log
        await this.writeLogs(tx, integration.id, lines);
        if (r.clockOffsetMs !== (integration.clock_offset_ms ?? 0))
          await tx.query('UPDATE integrations SET clock_offset_ms = $2 WHERE id = $1', [
            integration.id,
            Math.round(r.clockOffsetMs),
          ]);
        await this.statusChange(
          tx,
          integration,
          r.ok ? 'success' : 'error',
          `link test: ${r.ok ? 'ACK' : r.detail}`,
          r.reason,
        );
      });
    } catch (err) {
      this.log.error({ err, integrationId: integration.id }, 'integration link test failed unexpectedly');
    }
  }
}

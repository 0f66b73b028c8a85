/**
 * An in-process SIA DC-09 receiver over TCP, for tests, the e2e, the benchmark and an engineer's desk
 * (scripts/dc09-receiver.ts). It records every frame byte-exact (with its parse) and answers ACK by
 * default; it can be told to answer NAK (with a given timestamp), DUH, nothing, given bytes, or bytes built
 * from the frame, for the next frame(s) or always.
 *
 * Encryption: given `keys` (account -> AES key), it opens `"*SIA-DCS"` / `"*NULL"` frames and answers them
 * with an encrypted ACK. That code is its own, written from the standard with node:crypto (not the
 * sender's crypto.ts), so a test of the two together is a test of the sender against the standard:
 * AES-CBC with a zero IV over the hex after `[`; the plain text is pad, `|`, the data and the timestamp,
 * which is mandatory. A frame that cannot be opened is NAKed.
 *
 *   const receiver = await startReceiver({ keys: { '1234AB': key } });
 *   receiver.next({ kind: 'nak', timestamp: new Date('2026-01-01T00:00:00Z') });
 *   ... deliver to 127.0.0.1:receiver.port ...
 *   receiver.frames[0].raw; receiver.frames[0].decrypted; await receiver.close();
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import net from 'node:net';
import { encodeResponse, formatTimestamp, wrap } from './frame.js';
import { FrameSplitter, parseBody, parseFrame, type ParsedFrame, type ParseResult } from './parse.js';

export type ReceiverAnswer =
  | { kind: 'ack' }
  | { kind: 'nak'; timestamp?: Date }
  | { kind: 'duh' }
  /** No answer at all (the sender's timeout runs out). */
  | { kind: 'silent' }
  /** These bytes, as they are (a broken or misdirected answer). */
  | { kind: 'raw'; bytes: Uint8Array }
  /** Bytes built from the frame received (a receiver's own dialect of an answer). */
  | { kind: 'respond'; build: (frame: ParsedFrame, now: Date) => Uint8Array };

export interface ReceivedFrame {
  /** The frame's bytes exactly as received, LF to CR. */
  raw: Buffer;
  /** An encrypted frame is parsed in its clear form (the plain text in place of the hex). */
  parsed: ParseResult;
  /** An encrypted frame's plain text as decrypted, pad included. */
  decrypted?: string;
  answer: ReceiverAnswer['kind'];
  /** Index of the TCP connection it arrived on (0, 1, ...). */
  connection: number;
  receivedAt: Date;
}

export interface ReceiverOptions {
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** The receiver's clock (the timestamp of a NAK without a given one). */
  now?: () => Date;
  /** AES keys by account (16, 24 or 32 bytes): frames of these accounts may be encrypted. */
  keys?: Record<string, Uint8Array>;
  /**
   * How an encrypted ACK's plain text is padded: `pipe` (random letters then `|`, as the sender does) or
   * `zeros` (`0` characters and no `|`, as pysiaalarm does).
   */
  encryptedAckPad?: 'pipe' | 'zeros';
  /** The accounts it knows; a frame of another account gets a bare `"NAK"` (as pysiaalarm answers). */
  accounts?: string[];
}

export interface Dc09Receiver {
  host: string;
  port: number;
  frames: ReceivedFrame[];
  /** Queue answers for the next frames, in order (each used once). */
  next(...answers: ReceiverAnswer[]): void;
  /** The answer once the queue is empty (ACK unless set). */
  always(answer: ReceiverAnswer): void;
  /** Resolves once `count` frames have arrived. */
  waitForFrames(count: number, timeoutMs?: number): Promise<ReceivedFrame[]>;
  close(): Promise<void>;
}

const ZERO_IV = Buffer.alloc(16);
const TIMESTAMP = /_\d{2}:\d{2}:\d{2},\d{2}-\d{2}-\d{4}$/;
/** The clear part of an encrypted frame: `"*<id>"<seq><R..L..#acct>[<hex>`. */
const ENCRYPTED = /^"\*([A-Z][A-Z0-9-]*)"(\d{4})((?:R[0-9A-F]{1,6})?L[0-9A-F]{1,6}#([0-9A-F]{3,16}))\[([0-9A-F]*)$/;

const aes = (key: Uint8Array) => `aes-${key.length * 8}-cbc`;

type Opened = { ok: true; body: string; plain: string } | { ok: false; detail: string };

/** Decrypts an encrypted frame's body with the account's key; answers the clear body to parse. */
function openFrame(body: string, keys: Record<string, Uint8Array>): Opened {
  const m = ENCRYPTED.exec(body);
  if (!m) return { ok: false, detail: 'not an encrypted frame' };
  const [, id, seq, address, account, hex] = m as unknown as string[];
  const key = keys[account!];
  if (!key) return { ok: false, detail: `no key for account ${account}` };
  if (hex!.length === 0 || hex!.length % 32 !== 0) return { ok: false, detail: 'not whole AES blocks' };
  const decipher = createDecipheriv(aes(key), key, ZERO_IV);
  decipher.setAutoPadding(false);
  const plain = Buffer.concat([decipher.update(Buffer.from(hex!, 'hex')), decipher.final()]).toString('latin1');
  const bar = plain.indexOf('|');
  if (bar < 0 || /[[\]]/.test(plain.slice(0, bar))) return { ok: false, detail: 'no pad and "|"' };
  const content = plain.slice(bar + 1);
  if (!TIMESTAMP.test(content)) return { ok: false, detail: 'no timestamp (mandatory when encrypted)' };
  return { ok: true, body: `"${id}"${seq}${address}[${content}`, plain };
}

/** `"*ACK"<seq><R..L..#acct>[<hex of pad|]_time>`, or with pysiaalarm's zero pad and no `|`. */
function encryptedAck(frame: ParsedFrame, key: Uint8Array, at: Date, pad: 'pipe' | 'zeros'): Buffer {
  const content = `]_${formatTimestamp(at)}`;
  const room = 16 - ((content.length + (pad === 'pipe' ? 1 : 0)) % 16);
  const plain =
    pad === 'pipe' ? `${randomBytes(room).toString('hex').slice(0, room)}|${content}` : `${'0'.repeat(room)}${content}`;
  const cipher = createCipheriv(aes(key), key, ZERO_IV);
  cipher.setAutoPadding(false);
  const hex = Buffer.concat([cipher.update(Buffer.from(plain, 'latin1')), cipher.final()])
    .toString('hex')
    .toUpperCase();
  const receiver = frame.receiver !== undefined ? `R${frame.receiver}` : '';
  return wrap(`"*ACK"${String(frame.sequence).padStart(4, '0')}${receiver}L${frame.line}#${frame.account}[${hex}`);
}

export async function startReceiver(options: ReceiverOptions = {}): Promise<Dc09Receiver> {
  const now = options.now ?? (() => new Date());
  const keys = options.keys ?? {};
  const frames: ReceivedFrame[] = [];
  const queue: ReceiverAnswer[] = [];
  let standing: ReceiverAnswer = { kind: 'ack' };
  const sockets = new Set<net.Socket>();
  const waiters: { count: number; resolve: () => void }[] = [];
  let connections = 0;

  /** The frame's parse: an encrypted frame opened with its account's key first. */
  const read = (raw: Buffer): { parsed: ParseResult; decrypted?: string } => {
    const parsed = parseFrame(raw);
    const body = raw.subarray(9, raw.length - 1).toString('latin1');
    if (parsed.ok || !body.startsWith('"*')) return { parsed };
    if (parsed.error !== 'format') return { parsed };
    const opened = openFrame(body, keys);
    if (!opened.ok) return { parsed: { ok: false, error: 'format', detail: opened.detail } };
    const clear = parseBody(opened.body);
    if (clear.ok) clear.frame.encrypted = true;
    return { parsed: clear, decrypted: opened.plain };
  };

  const server = net.createServer((socket) => {
    const connection = connections++;
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const splitter = new FrameSplitter();
    socket.on('data', (chunk) => {
      for (const raw of splitter.push(chunk)) {
        const { parsed, decrypted } = read(raw);
        const stranger =
          parsed.ok && options.accounts !== undefined && !options.accounts.includes(parsed.frame.account ?? '');
        // A frame that fails its checks is NAKed with the receiver's time, whatever was asked for; a frame
        // of an account it does not know gets a bare "NAK".
        const answer: ReceiverAnswer = !parsed.ok
          ? { kind: 'nak' }
          : stranger
            ? { kind: 'raw', bytes: Buffer.from('"NAK"') }
            : (queue.shift() ?? standing);
        const at = now();
        frames.push({
          raw,
          parsed,
          ...(decrypted !== undefined ? { decrypted } : {}),
          answer: answer.kind,
          connection,
          receivedAt: at,
        });
        if (answer.kind === 'raw') socket.write(answer.bytes);
        else if (answer.kind === 'nak') socket.write(encodeResponse('NAK', undefined, answer.timestamp ?? at));
        else if (answer.kind === 'respond' && parsed.ok) socket.write(answer.build(parsed.frame, at));
        else if ((answer.kind === 'ack' || answer.kind === 'duh') && parsed.ok) {
          const { sequence, receiver, line, account, encrypted } = parsed.frame;
          const key = account !== undefined ? keys[account] : undefined;
          if (answer.kind === 'ack' && encrypted && key)
            socket.write(encryptedAck(parsed.frame, key, at, options.encryptedAckPad ?? 'pipe'));
          else {
            const header = {
              sequence,
              line,
              account: account ?? '0000',
              ...(receiver !== undefined ? { receiver } : {}),
            };
            socket.write(encodeResponse(answer.kind === 'ack' ? 'ACK' : 'DUH', header, at));
          }
        }
        for (const w of [...waiters]) {
          if (frames.length >= w.count) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve();
          }
        }
      }
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const address = server.address() as net.AddressInfo;

  return {
    host,
    port: address.port,
    frames,
    next: (...answers) => void queue.push(...answers),
    always: (answer) => void (standing = answer),
    waitForFrames(count, timeoutMs = 5000) {
      if (frames.length >= count) return Promise.resolve(frames.slice());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`expected ${count} frames, ${frames.length} arrived`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(frames.slice());
          },
        });
      });
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

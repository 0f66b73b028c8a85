/**
 * An in-process SIA DC-09 receiver over TCP, for tests, the e2e and the benchmark. It records every
 * frame byte-exact (with its parse) and answers ACK by default; it can be told to answer NAK (with a
 * given timestamp), DUH, nothing, or given bytes, for the next frame(s) or always.
 *
 *   const receiver = await startReceiver();
 *   receiver.next({ kind: 'nak', timestamp: new Date('2026-01-01T00:00:00Z') });
 *   ... deliver to 127.0.0.1:receiver.port ...
 *   receiver.frames[0].raw; await receiver.close();
 */
import net from 'node:net';
import { encodeResponse } from './frame.js';
import { FrameSplitter, parseFrame, type ParseResult } from './parse.js';

export type ReceiverAnswer =
  | { kind: 'ack' }
  | { kind: 'nak'; timestamp?: Date }
  | { kind: 'duh' }
  /** No answer at all (the sender's timeout runs out). */
  | { kind: 'silent' }
  /** These bytes, as they are (a broken or misdirected answer). */
  | { kind: 'raw'; bytes: Uint8Array };

export interface ReceivedFrame {
  /** The frame's bytes exactly as received, LF to CR. */
  raw: Buffer;
  parsed: ParseResult;
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

export async function startReceiver(options: ReceiverOptions = {}): Promise<Dc09Receiver> {
  const now = options.now ?? (() => new Date());
  const frames: ReceivedFrame[] = [];
  const queue: ReceiverAnswer[] = [];
  let standing: ReceiverAnswer = { kind: 'ack' };
  const sockets = new Set<net.Socket>();
  const waiters: { count: number; resolve: () => void }[] = [];
  let connections = 0;

  const server = net.createServer((socket) => {
    const connection = connections++;
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const splitter = new FrameSplitter();
    socket.on('data', (chunk) => {
      for (const raw of splitter.push(chunk)) {
        const parsed = parseFrame(raw);
        // A frame that fails its checks is NAKed with the receiver's time, whatever was asked for.
        const answer: ReceiverAnswer = parsed.ok ? (queue.shift() ?? standing) : { kind: 'nak' };
        frames.push({ raw, parsed, answer: answer.kind, connection, receivedAt: now() });
        if (answer.kind === 'raw') socket.write(answer.bytes);
        else if (answer.kind === 'nak') socket.write(encodeResponse('NAK', undefined, answer.timestamp ?? now()));
        else if (answer.kind !== 'silent' && parsed.ok) {
          const { sequence, receiver, line, account } = parsed.frame;
          const header = {
            sequence,
            line,
            account: account ?? '0000',
            ...(receiver !== undefined ? { receiver } : {}),
          };
          socket.write(encodeResponse(answer.kind === 'ack' ? 'ACK' : 'DUH', header, now()));
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

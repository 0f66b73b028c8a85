/**
 * An in-process short-XML receiving centre over TCP, for tests, the e2e and benchmarks. It records every
 * request byte-exact (with its parse) and answers `<alarmresponse>` status 0 OK by default, echoing the
 * request's reference; it can be told to answer a given status, nothing, given bytes, or to hang up, for
 * the next request(s) or always. A request the protocol does not allow is answered with the status a
 * centre gives it (2 INVALID_XML, 3 WRONG_CONTENT, 7 MANDATORY_DATA_MISSING, 100 ...), whatever was asked.
 * Heartbeats (`<pingrequest>`) are kept apart in `pings` and answered `<pingresponse>` (`pingAnswer`).
 *
 *   const receiver = await startShortXmlReceiver();
 *   receiver.next({ kind: 'status', status: 4 });
 *   ... deliverShortXml(alarm, { host: receiver.host, port: receiver.port, pin, uid }) ...
 *   receiver.requests[0].raw; await receiver.close();
 */
import net from 'node:net';
import {
  DocumentSplitter,
  STATUS_INFO,
  encodeAlarmResponse,
  formatTransmitterTime,
  parseAlarmRequest,
  parsePingRequest,
  rootName,
  type PingRequestResult,
  type RequestResult,
} from './format.js';

export type ShortXmlAnswer =
  /** Status 0 OK; `reference` overrides the echoed one (an answer for another alarm). */
  | { kind: 'ok'; reference?: string }
  /** This status (info from the protocol's table unless given). */
  | { kind: 'status'; status: number; info?: string; reference?: string }
  /** No answer at all (the sender's timeout runs out). */
  | { kind: 'silent' }
  /** Close the connection without answering. */
  | { kind: 'close' }
  /** These bytes, as they are (a broken or misdirected answer). */
  | { kind: 'raw'; bytes: Uint8Array };

export interface ReceivedRequest {
  /** The request's bytes exactly as received, from the first byte to the root's end tag. */
  raw: Buffer;
  parsed: RequestResult;
  answer: ShortXmlAnswer['kind'];
  /** The status answered, when an `<alarmresponse>` was written. */
  status?: number;
  /** Index of the TCP connection it arrived on (0, 1, ...). */
  connection: number;
  receivedAt: Date;
}

/** A `<pingrequest>` (heartbeat) as received. */
export interface ReceivedPing {
  raw: Buffer;
  parsed: PingRequestResult;
  answer: ShortXmlAnswer['kind'];
  status?: number;
  connection: number;
  receivedAt: Date;
}

export interface ShortXmlReceiverOptions {
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** The receiver's clock (the answers' arrival time). */
  now?: () => Date;
}

export interface ShortXmlReceiver {
  host: string;
  port: number;
  /** The alarm requests (and anything that is not a `<pingrequest>`). */
  requests: ReceivedRequest[];
  /** The heartbeats (`<pingrequest>`), answered `<pingresponse>` OK unless `pingAnswer` says otherwise. */
  pings: ReceivedPing[];
  /** The answer to every heartbeat from now on (`ok`, `status`, `silent`, `close`, `raw`). */
  pingAnswer(answer: ShortXmlAnswer): void;
  /** Queue answers for the next alarm requests, in order (each used once). */
  next(...answers: ShortXmlAnswer[]): void;
  /** The answer once the queue is empty (OK unless set). */
  always(answer: ShortXmlAnswer): void;
  /** Resolves once `count` requests have arrived. */
  waitForRequests(count: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  /** Resolves once `count` heartbeats have arrived. */
  waitForPings(count: number, timeoutMs?: number): Promise<ReceivedPing[]>;
  close(): Promise<void>;
}

export async function startShortXmlReceiver(options: ShortXmlReceiverOptions = {}): Promise<ShortXmlReceiver> {
  const now = options.now ?? (() => new Date());
  const requests: ReceivedRequest[] = [];
  const pings: ReceivedPing[] = [];
  const queue: ShortXmlAnswer[] = [];
  let standing: ShortXmlAnswer = { kind: 'ok' };
  let pingStanding: ShortXmlAnswer = { kind: 'ok' };
  const sockets = new Set<net.Socket>();
  const waiters: { list: unknown[]; count: number; resolve: () => void }[] = [];
  let connections = 0;

  const respond = (
    socket: net.Socket,
    status: number,
    reference: string | undefined,
    info?: string,
    root = 'alarmresponse',
  ) =>
    socket.write(
      encodeAlarmResponse(
        {
          ...(reference !== undefined ? { reference } : {}),
          status,
          info: info ?? STATUS_INFO[status] ?? 'UNKNOWN',
          arrivalTime: formatTransmitterTime(now()),
        },
        root,
      ),
    );
  /** Writes `answer` (or nothing) and answers the status written. */
  const answerWith = (socket: net.Socket, answer: ShortXmlAnswer, reference: string | undefined, root: string) => {
    if (answer.kind === 'ok') {
      respond(socket, 0, answer.reference ?? reference, undefined, root);
      return 0;
    }
    if (answer.kind === 'status') {
      respond(socket, answer.status, answer.reference ?? reference, answer.info, root);
      return answer.status;
    }
    if (answer.kind === 'raw') socket.write(answer.bytes);
    else if (answer.kind === 'close') socket.destroy();
    return undefined;
  };

  const server = net.createServer((socket) => {
    const connection = connections++;
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const splitter = new DocumentSplitter();
    let refused = false;
    socket.on('data', (chunk) => {
      if (refused) return;
      const documents = splitter.push(chunk);
      if (!documents.length && splitter.garbage) {
        refused = true;
        // Not XML at all: answered as a centre does, then the connection is closed.
        const raw = splitter.pending;
        requests.push({
          raw,
          parsed: { ok: false, status: 2, error: splitter.garbage },
          answer: 'status',
          status: 2,
          connection,
          receivedAt: now(),
        });
        respond(socket, 2, undefined);
        socket.end();
      }
      for (const raw of documents) {
        if (rootName(raw) === 'pingrequest') {
          const parsed = parsePingRequest(raw);
          const answer: ShortXmlAnswer = parsed.ok
            ? pingStanding
            : { kind: 'status', status: parsed.status, info: STATUS_INFO[parsed.status]! };
          const reference = parsed.ok ? parsed.request.reference : parsed.reference;
          const ping: ReceivedPing = { raw, parsed, answer: answer.kind, connection, receivedAt: now() };
          const status = answerWith(socket, answer, reference, 'pingresponse');
          if (status !== undefined) ping.status = status;
          pings.push(ping);
          continue;
        }
        const parsed = parseAlarmRequest(raw);
        const answer: ShortXmlAnswer = parsed.ok
          ? (queue.shift() ?? standing)
          : { kind: 'status', status: parsed.status, info: STATUS_INFO[parsed.status]! };
        const reference = parsed.ok ? parsed.request.reference : parsed.reference;
        const entry: ReceivedRequest = { raw, parsed, answer: answer.kind, connection, receivedAt: now() };
        const status = answerWith(socket, answer, reference, 'alarmresponse');
        if (status !== undefined) entry.status = status;
        requests.push(entry);
      }
      for (const w of [...waiters]) {
        if (w.list.length >= w.count) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve();
        }
      }
    });
  });
  function waitFor<T>(list: T[], what: string, count: number, timeoutMs: number): Promise<T[]> {
    if (list.length >= count) return Promise.resolve(list.slice());
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`expected ${count} ${what}, ${list.length} arrived`)), timeoutMs);
      waiters.push({
        list,
        count,
        resolve: () => {
          clearTimeout(timer);
          resolve(list.slice());
        },
      });
    });
  }

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const address = server.address() as net.AddressInfo;

  return {
    host,
    port: address.port,
    requests,
    pings,
    pingAnswer: (answer) => void (pingStanding = answer),
    next: (...answers) => void queue.push(...answers),
    always: (answer) => void (standing = answer),
    waitForRequests: (count, timeoutMs = 5000) => waitFor(requests, 'requests', count, timeoutMs),
    waitForPings: (count, timeoutMs = 5000) => waitFor(pings, 'pings', count, timeoutMs),
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

import { createServer, request as forward, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface InjectedFault {
  status: number;
  body: unknown;
}

/**
 * A loopback HTTP proxy between gateway and platform that records "METHOD /path?query" of every call,
 * and can answer a path itself with an injected fault (to see how the gateway handles a platform 5xx).
 */
export interface CountingProxy {
  url: string;
  calls: string[];
  /**
   * When each call of `calls` started and ended (performance.now()), and how many body bytes it carried to
   * the platform, in the same order.
   */
  timings: { call: string; start: number; end: number; bodyBytes: number }[];
  /** The headers each call of `calls` came with (what the platform receives), in the same order. */
  received: { call: string; headers: IncomingHttpHeaders }[];
  reset(): void;
  failPath(path: string, fault: InjectedFault): void;
  close(): Promise<void>;
}

export async function startCountingProxy(targetUrl: string): Promise<CountingProxy> {
  const target = new URL(targetUrl);
  const calls: string[] = [];
  const timings: CountingProxy['timings'] = [];
  const received: CountingProxy['received'] = [];
  const faults = new Map<string, InjectedFault>();

  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    calls.push(`${req.method} ${path}`);
    received.push({ call: `${req.method} ${path}`, headers: { ...req.headers } });
    const timing = { call: `${req.method} ${path}`, start: performance.now(), end: Number.NaN, bodyBytes: 0 };
    timings.push(timing);
    req.on('data', (chunk: Buffer) => (timing.bodyBytes += chunk.length));
    res.once('finish', () => (timing.end = performance.now()));
    const fault = faults.get(path.split('?')[0]);
    if (fault) {
      req.resume();
      res.writeHead(fault.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(fault.body));
      return;
    }
    const upstream = forward(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(error.message);
    });
    // A caller gone before the answer ended (a closed event stream), or one that gives up mid-body (the
    // gateway cutting an upload off), is gone for the platform too.
    res.once('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.once('close', () => {
      if (!req.complete) upstream.destroy();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    timings,
    received,
    reset() {
      calls.length = 0;
      timings.length = 0;
      received.length = 0;
      faults.clear();
    },
    failPath(path, fault) {
      faults.set(path, fault);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

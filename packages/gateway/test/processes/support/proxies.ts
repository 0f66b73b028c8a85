import { request as httpRequest, createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer, connect, type Socket } from 'node:net';

/** An HTTP proxy to `target` that can hold requests (to keep them in flight) until released. */
export interface HoldingProxy {
  url: string;
  /** Requests that arrived while holding and wait for `release`. */
  readonly held: number;
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

export async function startHoldingProxy(target: string): Promise<HoldingProxy> {
  let holding = false;
  let waiting: (() => void)[] = [];
  const server = createHttpServer((req, res) => {
    const forward = () => {
      const upstream = httpRequest(
        new URL(req.url ?? '/', target),
        { method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    };
    if (holding) waiting.push(forward);
    else forward();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    get held() {
      return waiting.length;
    },
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      const queued = waiting;
      waiting = [];
      for (const forward of queued) forward();
    },
    close() {
      server.closeAllConnections();
      return new Promise((done) => server.close(() => done()));
    },
  };
}

/**
 * A TCP proxy to PostgreSQL that can simulate an outage: `cut()` drops every open connection (as a
 * server restart does) and from then on accepts connections but never answers (a black hole, the
 * worst case for a client: no error, only silence); `restore()` forwards again.
 */
export interface DatabaseProxy {
  /** `databaseUrl` with its host and port replaced by the proxy's. */
  url: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startDatabaseProxy(databaseUrl: string): Promise<DatabaseProxy> {
  const target = new URL(databaseUrl);
  const targetPort = Number(target.port || 5432);
  let down = false;
  const sockets = new Set<Socket>();
  const server = createTcpServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    if (down) return; // accepted, never answered
    const upstream = connect(targetPort, target.hostname);
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as { port: number }).port);
  return {
    url: url.toString(),
    cut() {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      down = false;
      for (const socket of sockets) socket.destroy();
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((done) => server.close(() => done()));
    },
  };
}

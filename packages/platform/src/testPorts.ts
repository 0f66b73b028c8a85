/**
 * Loopback ports for test receivers that a platform must be allowed to reach (OUTBOUND_ALLOW is read once,
 * at the platform's start). Imported by other packages' test set-up too (the gateway through
 * `@vakt/platform/testing`, packages/e2e by path): only Node built-ins here.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';

/**
 * OUTBOUND_ALLOW for test receivers on loopback (DC-09, short-XML, an IdP's metadata): exactly these
 * ports of 127.0.0.1, nothing else of the ranges the outbound policy refuses (docs/security.md "Outbound connections").
 */
export const allowLoopbackPorts = (...ports: number[]) => ports.map((port) => `127.0.0.1/32:${port}`).join(',');

/** The first port the kernel hands out to outgoing connections (Linux; 32768 elsewhere, below macOS's too). */
async function ephemeralLow(): Promise<number> {
  try {
    const [low] = (await readFile('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')).trim().split(/\s+/);
    return Number(low) || 32768;
  } catch {
    return 32768;
  }
}

const bind = (port: number) =>
  new Promise<Server | undefined>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

/**
 * `count` distinct ports free on 127.0.0.1 now, for receivers started after the platform. They are taken
 * below the ephemeral range when there is one to take from (10000 up to it): no outgoing connection made
 * meanwhile can be given one of them by the kernel. Each is bound once to prove it free, then released.
 */
export async function freeLoopbackPorts(count: number): Promise<number[]> {
  const low = await ephemeralLow();
  const held: Server[] = [];
  for (let tries = 0; held.length < count && tries < 50 * count; tries++) {
    const port = low > 11000 ? 10000 + Math.floor(Math.random() * (low - 10000)) : 0;
    const server = await bind(port);
    if (server) held.push(server);
  }
  if (held.length < count) throw new Error(`found ${held.length} of ${count} free loopback ports`);
  const ports = held.map((s) => (s.address() as { port: number }).port);
  await Promise.all(held.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  return ports;
}

import net from 'node:net';
import type { CheckedDestination } from './policy.js';

/** A TCP connection to the checked address (never to the name again: see policy.ts). */
export function connectTcp(destination: CheckedDestination): net.Socket {
  return net.createConnection({
    host: destination.address,
    port: destination.port,
    family: destination.family,
    noDelay: true,
  });
}

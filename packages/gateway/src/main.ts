import { consoleLogger as log } from './logger.js';
import { parseCorsOrigins } from './graphql/cors.js';
import { parseTrustProxy } from './http/clientAddress.js';
import { parseMapSource } from './http/mapSource.js';
import { createGateway } from './server.js';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const platformUrl = process.env.PLATFORM_URL ?? 'http://127.0.0.1:4000';
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS || 10_000);

// Each upstream URL is where that service's contract paths (/backoffice/..., /v2/..., /api/...) live.
const gateway = createGateway({
  platformUrl,
  backofficeUrl: process.env.BACKOFFICE_URL || undefined,
  v2Url: process.env.V2_URL || undefined,
  apiUrl: process.env.API_URL || undefined,
  cookieSecure: process.env.COOKIE_SECURE === 'true',
  metricsToken: process.env.METRICS_TOKEN || undefined,
  persistedOperationsFile: process.env.PERSISTED_OPERATIONS_FILE || undefined,
  corsOrigins: parseCorsOrigins(process.env.CORS_ORIGINS),
  trustProxy: parseTrustProxy(process.env.GATEWAY_TRUST_PROXY),
  mapSource: parseMapSource(process.env.MAP_SOURCE),
});

gateway.listen(port, host, () => {
  log.info(`listening on http://${host}:${port} (GraphQL at /graphql, platform ${platformUrl})`);
});

/**
 * SIGTERM: stop accepting, let in-flight requests finish (at most SHUTDOWN_TIMEOUT_MS, then their
 * connections are cut and the exit code is 1); closing the server closes the upstream pools.
 */
let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  const began = Date.now();
  log.info(`${signal}: shutting down, finishing in-flight requests`);
  let forced = false;
  const deadline = setTimeout(() => {
    forced = true;
    log.warn(`in-flight requests did not finish within ${shutdownTimeoutMs} ms; closing their connections`);
    gateway.closeAllConnections();
  }, shutdownTimeoutMs);
  // Keep-alive connections become idle as their last request finishes: close each then.
  const idle = setInterval(() => gateway.closeIdleConnections(), 100);
  gateway.close(() => {
    clearTimeout(deadline);
    clearInterval(idle);
    log.info(`stopped in ${Date.now() - began} ms${forced ? ' (connections cut)' : ''}`);
    process.exit(forced ? 1 : 0);
  });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => shutdown(signal));

import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/types.js';
import { errorBody } from '../http/errors.js';

/** Seconds; requests are mostly a few milliseconds, a slow list or upload takes seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * GET /metrics in Prometheus text format: request duration by method, route pattern and status, 5xx
 * count, the database pool and Node's process metrics. One registry per app (tests run several).
 */
export function registerMetrics(app: FastifyInstance, { db, token }: { db: Db; token?: string }): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'Requests answered with a 5xx status, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const stats = db.poolStats?.bind(db);
  if (stats) {
    type PoolStats = ReturnType<typeof stats>;
    const gauge = (name: string, help: string, read: (s: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(stats()));
        },
      });
    gauge('db_pool_connections_total', 'Open PostgreSQL connections in the pool', (s) => s.total);
    gauge('db_pool_connections_idle', 'Idle PostgreSQL connections in the pool', (s) => s.idle);
    gauge('db_pool_requests_waiting', 'Queries waiting for a free PostgreSQL connection', (s) => s.waiting);
  }

  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.url === '/metrics') return;
    const labels = { method: request.method, route: routeOf(request), status_code: String(reply.statusCode) };
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc(labels);
  });

  app.get('/metrics', async (request, reply) => {
    if (token && !bearerMatches(request.headers.authorization, token)) {
      return reply.status(401).send(errorBody(401, 'UNAUTHENTICATED', 'Metrics need the metrics token'));
    }
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}

/** The route pattern (/backoffice/clients/:id), never the raw URL: ids would make a series each. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer\s+(.+)$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types.js';
import { errorBody } from '../http/errors.js';

const CHECK_TIMEOUT_MS = 2_000;

export interface Readiness {
  /** From now on /ready answers 503, so a load balancer stops sending new requests (SIGTERM). */
  drain(): void;
}

/** GET /ready: 200 when the database answers within 2 s; 503 DATABASE_UNAVAILABLE, or DRAINING during shutdown. */
export function registerReadiness(app: FastifyInstance, db: Db): Readiness {
  let draining = false;
  app.get('/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (draining) return reply.status(503).send(errorBody(503, 'DRAINING', 'Shutting down'));
    const problem = await databaseProblem(db);
    if (problem) return reply.status(503).send(errorBody(503, 'DATABASE_UNAVAILABLE', `Database: ${problem}`));
    return { status: 'ready', database: 'OK' };
  });
  return {
    drain() {
      draining = true;
    },
  };
}

async function databaseProblem(db: Db): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      db.query('SELECT 1'),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
      }),
    ]);
    return undefined;
  } catch (err) {
    return (err instanceof Error ? err.message : String(err)).slice(0, 120) || 'error';
  } finally {
    clearTimeout(timer);
  }
}

import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { CONSOLE_ROLES, callerOf, requireRole } from '../../policy/index.js';
import { LiveReads, type LiveFilter } from './live.js';
import type { View } from './repository.js';
import { eventsQuery } from './schemas.js';
import { StreamsPerUser } from './streamLimit.js';

/** A comment every so often keeps proxies from closing a quiet stream. */
export const PING_MS = 15_000;

/**
 * GET /incidents/events: server-sent events of the incidents created live or changed in the caller's
 * scope (docs/rest-contract.md "The incident dashboard"). One listener per process (Deps.events). An
 * account holds at most MAX_STREAMS_PER_USER streams at once (429 TOO_MANY_STREAMS past that); a stream
 * gives its place back when it closes, whichever side closes it and however abruptly.
 */
export async function incidentEventsRoutes(app: FastifyInstance, { db, events }: Deps) {
  const reads = new LiveReads(db);
  const open = new Set<() => void>();
  const streams = new StreamsPerUser();
  app.addHook('preClose', async () => {
    for (const finish of open) finish();
  });

  app.get<{ Querystring: { networkId?: number; view?: View } }>(
    '/incidents/events',
    { preHandler: requireRole(...CONSOLE_ROLES), schema: { querystring: eventsQuery } },
    async (req, reply) => {
      const filter: LiveFilter = {
        userId: callerOf(req).id,
        session: req.session!,
        networkId: req.query.networkId,
        view: req.query.view,
      };
      const release = streams.take(filter.userId);
      const res = reply.raw;
      let queue = Promise.resolve();
      let closed = false;
      const unsubscribe = await events
        .subscribe((event) => {
          // One after the other, so a subscriber sees a creation before the status changes that follow it.
          queue = queue.then(async () => {
            if (closed) return;
            const message = await reads.messageFor(event, filter).catch((err: Error) => {
              req.log.warn({ err: { message: err.message } }, 'incident event not delivered');
              return undefined;
            });
            if (closed || !message) return;
            if (message === 'end') finish();
            else res.write(`event: incident\ndata: ${JSON.stringify(message)}\n\n`);
          });
        })
        .catch((err: unknown) => {
          release();
          throw err;
        });
      reply.hijack();
      // A subscriber gone while the subscription was being set up: its close has already happened.
      if (res.destroyed) {
        unsubscribe();
        release();
        return;
      }
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 2000\n\n');
      // Each ping also asks whether the session still reads the feed: a logout ends a quiet stream too.
      const ping = setInterval(() => {
        res.write(': ping\n\n');
        void reads
          .readableBy(filter.session)
          .then((caller) => caller || finish())
          .catch(() => undefined);
      }, PING_MS);
      // Nothing is written once finished (a write after end is an error on the socket).
      const finish = () => {
        if (closed) return;
        closed = true;
        clearInterval(ping);
        unsubscribe();
        release();
        open.delete(finish);
        res.end();
      };
      open.add(finish);
      res.on('close', finish);
    },
  );
}

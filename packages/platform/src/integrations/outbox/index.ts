import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types.js';
import type { OutboundPolicy } from '../../outbound/index.js';
import type { DeliveryOptions } from './options.js';
import { DeliveryWorker } from './worker.js';

export { DEFAULT_DELIVERY_OPTIONS, deliveryOptionsFromEnv, resendSchedule, type DeliveryOptions } from './options.js';
export { DbSequenceStore, takeSequence } from './sequences.js';
export { DeliveryWorker, OUTBOX_CHANNEL, attemptLine, dc09TargetOf } from './worker.js';

const workers = new WeakMap<FastifyInstance, DeliveryWorker>();

/** The delivery sender registered on an app (tests, diagnostics); undefined when it runs none. */
export const deliveryWorkerOf = (app: FastifyInstance) => workers.get(app);

/**
 * The platform's background delivery (the one place the app starts and stops background work): the
 * sender starts when the app is ready, is woken after every write request of this process, and stops
 * (waiting for attempts in flight) when the app closes (tests, SIGTERM).
 */
export function registerDelivery(
  app: FastifyInstance,
  deps: { db: Db; options: DeliveryOptions; policy: OutboundPolicy; keySecret: Uint8Array },
): DeliveryWorker {
  const worker = new DeliveryWorker(deps.db, deps.options, app.log, deps.policy, deps.keySecret);
  workers.set(app, worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') worker.wake();
  });
  return worker;
}

import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../http/deps.js';
import { fcmPushProvider } from './fcmProvider.js';
import type { PushOptions } from './options.js';
import { outboxPushProvider } from './outboxProvider.js';
import type { PushProvider } from './provider.js';
import { PushSender } from './sender.js';

export { DEFAULT_PUSH_INTERVAL_MS, pushOptionsFromEnv, type PushOptions } from './options.js';
export { fcmPushProvider, grantAssertion, type FcmOptions } from './fcmProvider.js';
export { outboxPushProvider } from './outboxProvider.js';
export type { PushMessage, PushProvider, PushResult } from './provider.js';
export { DEFAULT_PUSH_SENDER_OPTIONS, PushSender, type PushSenderOptions, type PushTurn } from './sender.js';
export { queueDeviceWarningPushes, type DeviceWarningPush } from './queue.js';

/** The provider the options name; the outbox writes into <dataDir>/push-outbox. */
export function pushProviderOf(options: PushOptions, dataDir: string): PushProvider {
  if (options.provider === 'fcm' && options.fcm) return fcmPushProvider(options.fcm);
  return outboxPushProvider(join(dataDir, 'push-outbox'));
}

const senders = new WeakMap<FastifyInstance, PushSender>();

/** The push sender registered on an app (tests, diagnostics); undefined when it runs none. */
export const pushSenderOf = (app: FastifyInstance) => senders.get(app);

/**
 * Starts the push sender when the app is ready, wakes it after a system notification was queued, and stops it
 * (waiting for sends in flight) when the app closes.
 */
export function registerPush(app: FastifyInstance, deps: Deps & { options: PushOptions }) {
  const provider = pushProviderOf(deps.options, deps.config.dataDir);
  const sender = new PushSender(deps.db, provider, {}, app.log);
  senders.set(app, sender);
  app.addHook('onReady', async () => {
    app.log.info({ provider: provider.description }, 'push sender started');
    sender.start(deps.options.intervalMs);
  });
  app.addHook('onClose', async () => sender.stop());
  // A send's pushes go out at once rather than at the next interval.
  app.addHook('onResponse', async (request, reply) => {
    if (
      request.method === 'POST' &&
      reply.statusCode === 200 &&
      request.url.startsWith('/backoffice/system/notifications/')
    )
      sender.wake();
  });
  return sender;
}

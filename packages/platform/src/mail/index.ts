import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types.js';
import type { Mailer } from './mailer.js';
import type { MailQueueOptions } from './options.js';
import { MailSender } from './sender.js';

export {
  SMTP_TIMEOUTS,
  createMailer,
  outboxMailer,
  readCaFile,
  smtpMailer,
  smtpTransportOptions,
  type MailMessage,
  type Mailer,
} from './mailer.js';
export { DEFAULT_MAIL_INTERVAL_MS, mailQueueOptionsFromEnv, type MailQueueOptions } from './options.js';
export { enqueueMails, type QueuedMail } from './queue.js';
export { DEFAULT_MAIL_SENDER_OPTIONS, MailSender, type MailSenderOptions, type MailTurn } from './sender.js';
export { MAIL_RETRY_AFTER_SECONDS, isMailUnavailable, mailUnavailable, sendNow } from './unavailable.js';

const senders = new WeakMap<FastifyInstance, MailSender>();

/** The queued-mail sender registered on an app (tests, the health job's wake-up); undefined when it runs none. */
export const mailSenderOf = (app: FastifyInstance) => senders.get(app);

/** Starts the queued-mail sender when the app is ready and stops it (waiting for sends in flight) when it closes. */
export function registerMailQueue(app: FastifyInstance, deps: { db: Db; mailer: Mailer; options: MailQueueOptions }) {
  const sender = new MailSender(deps.db, deps.mailer, deps.options.sender, app.log);
  senders.set(app, sender);
  app.addHook('onReady', async () => {
    app.log.info({ mailer: deps.mailer.description }, 'mail sender started');
    sender.start(deps.options.intervalMs);
  });
  app.addHook('onClose', async () => sender.stop());
  return sender;
}

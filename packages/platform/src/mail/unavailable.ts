import { AppError } from '../http/errors.js';
import type { Mailer, MailMessage } from './mailer.js';

/** What a caller waits before trying again (Retry-After, retryAfterSeconds). */
export const MAIL_RETRY_AFTER_SECONDS = 30;

/** 503 MAIL_UNAVAILABLE; the mail server's own words stay in the log (the cause), never in the answer. */
export const mailUnavailable = (cause?: unknown) =>
  Object.assign(
    new AppError(503, 'MAIL_UNAVAILABLE', 'The e-mail could not be sent. Try again in a moment.', {
      retryAfterSeconds: MAIL_RETRY_AFTER_SECONDS,
    }),
    { cause },
  );

export const isMailUnavailable = (err: unknown) => err instanceof AppError && err.errorCode === 'MAIL_UNAVAILABLE';

/**
 * Hands over a mail the person is waiting for (a sign-in code, a new user's or a reset password): whatever keeps
 * the mail server from taking it (down, refusing, a certificate not trusted, a timeout) becomes 503
 * MAIL_UNAVAILABLE, so the caller's transaction rolls back and the answer is clear. Never queued: these mails
 * carry secrets and are worth nothing late.
 */
export async function sendNow(mailer: Mailer, message: MailMessage): Promise<void> {
  try {
    await mailer.send(message);
  } catch (err) {
    throw mailUnavailable(err);
  }
}

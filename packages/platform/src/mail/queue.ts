import type { Queryable } from '../db/types.js';
import type { MailMessage } from './mailer.js';

/** A background mail: who gets what, its kind (device-warning, integration-status) and what it reports on. */
export interface QueuedMail extends MailMessage {
  kind: string;
  /** A device warning's device_notifications row, whose sent_at / error follow the mail's. */
  deviceNotificationId?: string | null;
}

/**
 * Queues mails for the mail sender (src/mail/sender.ts) in the caller's transaction: they exist exactly when the
 * event that causes them was committed. Answers the rows queued.
 */
export async function enqueueMails(q: Queryable, mails: QueuedMail[]): Promise<number> {
  if (!mails.length) return 0;
  const rows = await q.query<{ n: number }>(
    `WITH ins AS (
       INSERT INTO mail_queue (kind, recipient, subject, body, device_notification_id)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::bigint[])
       RETURNING 1)
     SELECT count(*)::int AS n FROM ins`,
    [
      mails.map((m) => m.kind),
      mails.map((m) => m.to),
      mails.map((m) => m.subject),
      mails.map((m) => m.text),
      mails.map((m) => m.deviceNotificationId ?? null),
    ],
  );
  return rows[0]?.n ?? 0;
}

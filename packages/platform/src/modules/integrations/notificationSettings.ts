import type { FieldErrors } from '../../http/errors.js';
import type { Queryable } from '../../db/types.js';

/** The network's warning types (issue 9): an integration's delivery failed, or succeeded again. */
export const NETWORK_WARNING_TYPES = ['integration-failed', 'integration-success'] as const;
export type NetworkWarningType = (typeof NETWORK_WARNING_TYPES)[number];

/** Who is told; the same shape as a client's notification settings, so one editor serves both. */
export interface NetworkRecipients {
  clientAdmin: boolean;
  clientUsers: boolean;
  networkAdmin: boolean;
  networkUsers: boolean;
}

export interface NetworkNotificationSetting {
  type: NetworkWarningType;
  email: boolean;
  push: boolean;
  sound: boolean;
  recipients: NetworkRecipients;
}

/** Never saved: a failure e-mails the network's admins; a success tells nobody. */
export const defaultNetworkNotificationSetting = (type: NetworkWarningType): NetworkNotificationSetting => ({
  type,
  email: type === 'integration-failed',
  push: false,
  sound: false,
  recipients: {
    clientAdmin: false,
    clientUsers: false,
    networkAdmin: type === 'integration-failed',
    networkUsers: false,
  },
});

export function duplicateTypeErrors(list: NetworkNotificationSetting[]): FieldErrors {
  const seen = new Set<string>();
  const errors: FieldErrors = {};
  list.forEach((s, i) => {
    if (seen.has(s.type)) errors[`${i}.type`] = 'DUPLICATE';
    seen.add(s.type);
  });
  return errors;
}

/** The full list in the fixed type order, saved values over the defaults. */
export async function networkNotificationSettings(q: Queryable, networkId: number) {
  const rows = await q.query<NetworkNotificationSetting>(
    `SELECT type, email, push, sound, recipients FROM network_notification_settings WHERE network_id = $1`,
    [networkId],
  );
  const byType = new Map(rows.map((r) => [r.type, r]));
  return NETWORK_WARNING_TYPES.map((t) => byType.get(t) ?? defaultNetworkNotificationSetting(t));
}

/** Push off forces sound off (the sound is the push notification's). */
export async function saveNetworkNotificationSetting(q: Queryable, networkId: number, s: NetworkNotificationSetting) {
  const { clientAdmin, clientUsers, networkAdmin, networkUsers } = s.recipients;
  await q.query(
    `INSERT INTO network_notification_settings (network_id, type, email, push, sound, recipients)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb)
     ON CONFLICT (network_id, type) DO UPDATE
       SET email = EXCLUDED.email, push = EXCLUDED.push, sound = EXCLUDED.sound, recipients = EXCLUDED.recipients,
           updated_at = now()`,
    [
      networkId,
      s.type,
      s.email,
      s.push,
      s.push && s.sound,
      JSON.stringify({ clientAdmin, clientUsers, networkAdmin, networkUsers }),
    ],
  );
}

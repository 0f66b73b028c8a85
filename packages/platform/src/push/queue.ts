import type { Queryable } from '../db/types.js';
import type { WarningType } from '../modules/clients/notificationSettings.js';
import { deviceWarningText, pushLang } from './texts.js';

/** A device_notifications push row of the health job, with what its text needs. */
export interface DeviceWarningPush {
  notificationId: string;
  userId: number;
  language: string;
  type: WarningType;
  deviceId: number;
  name: string;
  ident: string | null;
  battery: number | null;
}

/**
 * The health job's push rows become push_messages (kind `device-warning`): one per active app device with a
 * token of each recipient, in the recipient's language, in the job's transaction. Answers the rows queued.
 */
export async function queueDeviceWarningPushes(tx: Queryable, pushes: DeviceWarningPush[], now: Date) {
  if (!pushes.length) return 0;
  const texts = pushes.map((p) => deviceWarningText(pushLang(p.language), p.type, p));
  const rows = await tx.query<{ n: number }>(
    `WITH ins AS (
       INSERT INTO push_messages (user_device_id, user_id, kind, title, body, data, created_at)
       SELECT ud.id, x.user_id, 'device-warning', x.title, x.body,
              jsonb_build_object('type', x.type, 'deviceId', x.device_id, 'notificationId', x.notification_id), $7
         FROM unnest($1::int[], $2::text[], $3::int[], $4::text[], $5::text[], $6::bigint[])
                AS x(user_id, type, device_id, title, body, notification_id)
         JOIN user_devices ud ON ud.user_id = x.user_id AND ud.is_active AND ud.push_token IS NOT NULL
       RETURNING 1)
     SELECT count(*)::int AS n FROM ins`,
    [
      pushes.map((p) => p.userId),
      pushes.map((p) => p.type),
      pushes.map((p) => p.deviceId),
      texts.map((t) => t.title),
      texts.map((t) => t.body),
      pushes.map((p) => p.notificationId),
      now,
    ],
  );
  return rows[0]?.n ?? 0;
}

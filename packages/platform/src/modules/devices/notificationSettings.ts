import type { Queryable } from '../../db/types.js';
import {
  WARNING_TYPES,
  defaultNotificationSetting,
  type NotificationSetting,
  type WarningType,
} from '../clients/notificationSettings.js';

/** A device whose neither it nor its client saved a type: e-mail and push to the client admins, sound off. */
export const defaultDeviceNotificationSetting = (type: WarningType): NotificationSetting => ({
  ...defaultNotificationSetting(type),
  sound: false,
});

interface SettingRow {
  device_id: number;
  type: WarningType;
  email: boolean | null;
  push: boolean | null;
  sound: boolean | null;
  to_client_admin: boolean | null;
  to_client_users: boolean | null;
  to_network_admin: boolean | null;
  to_network_users: boolean | null;
}

/**
 * The settings in force for each device, every warning type in the fixed order: per type the device's own
 * row, else its client's (client_notification_settings), else the defaults. Devices that do not exist are
 * left out of the map. One statement for any number of devices (the health job asks for many).
 */
export async function effectiveNotificationSettings(
  db: Queryable,
  deviceIds: number[],
): Promise<Map<number, NotificationSetting[]>> {
  const out = new Map<number, NotificationSetting[]>();
  if (!deviceIds.length) return out;
  const rows = await db.query<SettingRow>(
    `SELECT d.id AS device_id, t.type,
            coalesce(ds.email, cs.email) AS email, coalesce(ds.push, cs.push) AS push,
            CASE WHEN ds.device_id IS NOT NULL THEN ds.sound ELSE cs.sound END AS sound,
            CASE WHEN ds.device_id IS NOT NULL THEN ds.to_client_admin ELSE cs.to_client_admin END AS to_client_admin,
            CASE WHEN ds.device_id IS NOT NULL THEN ds.to_client_users ELSE cs.to_client_users END AS to_client_users,
            CASE WHEN ds.device_id IS NOT NULL THEN ds.to_network_admin ELSE cs.to_network_admin END AS to_network_admin,
            CASE WHEN ds.device_id IS NOT NULL THEN ds.to_network_users ELSE cs.to_network_users END AS to_network_users
       FROM devices d CROSS JOIN unnest($2::text[]) WITH ORDINALITY AS t(type, n)
       LEFT JOIN device_notification_settings ds ON ds.device_id = d.id AND ds.type = t.type
       LEFT JOIN client_notification_settings cs ON cs.client_id = d.client_id AND cs.type = t.type
      WHERE d.id = ANY($1::int[])
      ORDER BY d.id, t.n`,
    [deviceIds, WARNING_TYPES],
  );
  for (const r of rows) {
    const setting: NotificationSetting =
      r.email === null
        ? defaultDeviceNotificationSetting(r.type)
        : {
            type: r.type,
            email: r.email,
            push: r.push!,
            sound: r.sound!,
            recipients: {
              clientAdmin: r.to_client_admin!,
              clientUsers: r.to_client_users!,
              networkAdmin: r.to_network_admin!,
              networkUsers: r.to_network_users!,
            },
          };
    const list = out.get(r.device_id) ?? [];
    list.push(setting);
    out.set(r.device_id, list);
  }
  return out;
}

/** Stores the device's own setting of one type (the client's and the defaults stay behind it). */
export async function saveDeviceNotificationSetting(db: Queryable, deviceId: number, s: NotificationSetting) {
  const r = s.recipients;
  await db.query(
    `INSERT INTO device_notification_settings
       (device_id, type, email, push, sound, to_client_admin, to_client_users, to_network_admin, to_network_users)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (device_id, type) DO UPDATE SET email = $3, push = $4, sound = $5, to_client_admin = $6,
       to_client_users = $7, to_network_admin = $8, to_network_users = $9`,
    [deviceId, s.type, s.email, s.push, s.sound, r.clientAdmin, r.clientUsers, r.networkAdmin, r.networkUsers],
  );
}

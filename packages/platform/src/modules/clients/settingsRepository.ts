import type { Queryable } from '../../db/types.js';
import type { AlertCategory } from './categories.js';
import type { NotificationSetting, WarningType } from './notificationSettings.js';

export interface AlertScreenRow {
  category: AlertCategory;
  caption: string | null;
  color: string;
  icon_upload_id: number | null;
  icon_key: string | null;
}

export interface SamlRow {
  saml_metadata_url: string | null;
  saml_selected_networks: number[];
  saml_email_domains: string[];
}

/** Alert screen, SAML and notification settings of one client. */
export class ClientSettingsRepository {
  constructor(private readonly db: Queryable) {}

  alertScreen(clientId: number): Promise<AlertScreenRow[]> {
    return this.db.query<AlertScreenRow>(
      `SELECT s.category, s.caption, s.color, s.icon_upload_id, u.key AS icon_key
         FROM client_alert_screen s LEFT JOIN uploads u ON u.id = s.icon_upload_id
        WHERE s.client_id = $1`,
      [clientId],
    );
  }

  async saveAlertScreen(
    clientId: number,
    category: AlertCategory,
    v: { caption: string | null; color: string; iconUploadId: number | null },
  ) {
    await this.db.query(
      `INSERT INTO client_alert_screen (client_id, category, caption, color, icon_upload_id) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (client_id, category) DO UPDATE SET caption = $3, color = $4, icon_upload_id = $5`,
      [clientId, category, v.caption, v.color, v.iconUploadId],
    );
  }

  /** Uploads of this client that were stored (PUT done), among `ids`. */
  async storedUploadsOf(clientId: number, ids: number[]): Promise<Set<number>> {
    const rows = await this.db.query<{ id: number }>(
      'SELECT id FROM uploads WHERE client_id = $1 AND id = ANY($2::int[]) AND stored_at IS NOT NULL',
      [clientId, ids],
    );
    return new Set(rows.map((r) => r.id));
  }

  async saml(clientId: number): Promise<SamlRow> {
    const rows = await this.db.query<SamlRow>(
      `SELECT c.saml_metadata_url, c.saml_selected_networks,
              ARRAY(SELECT d.domain FROM organization_email_domains d WHERE d.organization_id = c.organization_id
                     ORDER BY d.domain) AS saml_email_domains
         FROM clients c WHERE c.id = $1`,
      [clientId],
    );
    return rows[0]!;
  }

  async saveSaml(clientId: number, metadataUrl: string | null, networkIds: number[]) {
    await this.db.query('UPDATE clients SET saml_metadata_url = $2, saml_selected_networks = $3::int[] WHERE id = $1', [
      clientId,
      metadataUrl,
      networkIds,
    ]);
  }

  async notificationSettings(clientId: number): Promise<NotificationSetting[]> {
    const rows = await this.db.query<{
      type: WarningType;
      email: boolean;
      push: boolean;
      sound: boolean;
      to_client_admin: boolean;
      to_client_users: boolean;
      to_network_admin: boolean;
      to_network_users: boolean;
    }>('SELECT * FROM client_notification_settings WHERE client_id = $1', [clientId]);
    return rows.map((r) => ({
      type: r.type,
      email: r.email,
      push: r.push,
      sound: r.sound,
      recipients: {
        clientAdmin: r.to_client_admin,
        clientUsers: r.to_client_users,
        networkAdmin: r.to_network_admin,
        networkUsers: r.to_network_users,
      },
    }));
  }

  async saveNotificationSetting(clientId: number, s: NotificationSetting) {
    const r = s.recipients;
    await this.db.query(
      `INSERT INTO client_notification_settings
         (client_id, type, email, push, sound, to_client_admin, to_client_users, to_network_admin, to_network_users)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (client_id, type) DO UPDATE SET email = $3, push = $4, sound = $5, to_client_admin = $6,
         to_client_users = $7, to_network_admin = $8, to_network_users = $9`,
      [clientId, s.type, s.email, s.push, s.sound, r.clientAdmin, r.clientUsers, r.networkAdmin, r.networkUsers],
    );
  }
}

import type { Queryable } from '../../db/types.js';
import { containsPattern, orderBy, type ListQuery } from '../../http/lists.js';
import type { MultiAlertFields } from './multiAlertRules.js';

export interface MultiAlertRow extends Omit<MultiAlertFields, 'document'> {
  id: number;
  document: number | null;
  iconUploadId: number | null;
  iconKey: string | null;
  createdAt: Date;
}

export const MULTI_ALERT_SORT_COLUMNS = {
  createdAt: 'm.created_at',
  name: 'lower(m.name)',
  title: 'lower(m.title)',
  alertCategory: 'm.alert_category',
  draft: 'm.draft',
} as const;
export type MultiAlertSort = keyof typeof MULTI_ALERT_SORT_COLUMNS;

/** Field name to column, in one place for SELECT, INSERT and UPDATE. */
const COLUMNS: Record<keyof MultiAlertFields, string> = {
  name: 'name',
  draft: 'draft',
  title: 'title',
  description: 'description',
  alertCategory: 'alert_category',
  selectedNetworks: 'selected_networks',
  selectedNetworksRadiusEnabled: 'selected_networks_radius_enabled',
  selectedNetworksRadius: 'selected_networks_radius',
  createPublicAlert: 'create_public_alert',
  alertAllAvailableNetworks: 'alert_all_available_networks',
  alertAllAvailableUsers: 'alert_all_available_users',
  publicRadiusEnabled: 'public_radius_enabled',
  publicRadius: 'public_radius',
  color: 'color',
  instructions: 'instructions',
  meetingLink: 'meeting_link',
  document: 'document_id',
  notifySelectedUsersOutsideOfRange: 'notify_selected_users_outside_of_range',
  overwriteAll: 'overwrite_all',
  selectedUsers: 'selected_users',
  enableConfirmationComment: 'enable_confirmation_comment',
  enableTwoStepConfirmation: 'enable_two_step_confirmation',
  streamingEnabled: 'streaming_enabled',
  sound: 'sound',
};
const FIELDS = Object.keys(COLUMNS) as (keyof MultiAlertFields)[];
const ARRAY_FIELDS = new Set<string>(['selectedNetworks', 'notifySelectedUsersOutsideOfRange', 'selectedUsers']);

const SELECT = `SELECT m.id, ${FIELDS.map((f) => `m.${COLUMNS[f]} AS "${f}"`).join(', ')},
  m.icon_upload_id AS "iconUploadId", u.key AS "iconKey", m.created_at AS "createdAt"
  FROM multi_alerts m LEFT JOIN uploads u ON u.id = m.icon_upload_id`;

const valuesOf = (f: MultiAlertFields) => FIELDS.map((k) => f[k]);
const cast = (k: string) => (ARRAY_FIELDS.has(k) ? '::int[]' : '');

export class MultiAlertsRepository {
  constructor(private readonly db: Queryable) {}

  async list(clientId: number, query: ListQuery<MultiAlertSort>) {
    const params: unknown[] = [clientId];
    let where = 'WHERE m.client_id = $1';
    const q = containsPattern(query.q);
    if (q) {
      params.push(q);
      where += ` AND (m.name ILIKE $2 OR m.title ILIKE $2)`;
    }
    if (query.ids) {
      params.push(query.ids);
      where += ` AND m.id = ANY($${params.length}::int[])`;
    }
    const [rows, count] = await Promise.all([
      this.db.query<MultiAlertRow>(
        `${SELECT} ${where} ${orderBy(MULTI_ALERT_SORT_COLUMNS, query, 'm.id')} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.limit, query.offset],
      ),
      this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM multi_alerts m ${where}`, params),
    ]);
    return { rows, total: count[0]!.n };
  }

  async find(clientId: number, id: number, forUpdate = false): Promise<MultiAlertRow | undefined> {
    const lock = forUpdate ? ' FOR UPDATE OF m' : '';
    return (
      await this.db.query<MultiAlertRow>(`${SELECT} WHERE m.client_id = $1 AND m.id = $2${lock}`, [clientId, id])
    )[0];
  }

  async insert(clientId: number, f: MultiAlertFields, iconUploadId: number | null): Promise<number> {
    const columns = [...FIELDS.map((k) => COLUMNS[k]), 'icon_upload_id', 'client_id'];
    const placeholders = [
      ...FIELDS.map((k, i) => `$${i + 1}${cast(k)}`),
      `$${FIELDS.length + 1}`,
      `$${FIELDS.length + 2}`,
    ];
    const rows = await this.db.query<{ id: number }>(
      `INSERT INTO multi_alerts (${columns.join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING id`,
      [...valuesOf(f), iconUploadId, clientId],
    );
    return rows[0]!.id;
  }

  async update(clientId: number, id: number, f: MultiAlertFields, iconUploadId: number | null): Promise<void> {
    const sets = FIELDS.map((k, i) => `${COLUMNS[k]} = $${i + 3}${cast(k)}`);
    await this.db.query(
      `UPDATE multi_alerts SET ${sets.join(', ')}, icon_upload_id = $${FIELDS.length + 3} WHERE client_id = $1 AND id = $2`,
      [clientId, id, ...valuesOf(f), iconUploadId],
    );
  }

  async delete(clientId: number, id: number): Promise<boolean> {
    return (
      (await this.db.query('DELETE FROM multi_alerts WHERE client_id = $1 AND id = $2 RETURNING id', [clientId, id]))
        .length > 0
    );
  }
}

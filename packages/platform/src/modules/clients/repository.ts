import type { Queryable } from '../../db/types.js';
import { containsPattern, orderBy, type ListQuery } from '../../http/lists.js';
import { SqlFilter, type Scope } from '../../policy/index.js';
import type { ClientFields } from './clientFields.js';

export interface ClientRow {
  id: number;
  name: string;
  organization_id: number | null;
  organization_name: string | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  alarm_central_phone: string | null;
  description: string | null;
  created_at: Date;
  user_count: number;
  device_count: number;
  network_count: number;
  lat: number | null;
  lng: number | null;
  hidden: boolean;
}

export const CLIENT_SORT_COLUMNS = {
  createdAt: 'created_at',
  name: 'lower(name)',
  userCount: 'user_count',
  deviceCount: 'device_count',
  networkCount: 'network_count',
  organizationName: 'lower(organization_name)',
} as const;
export type ClientSort = keyof typeof CLIENT_SORT_COLUMNS;
const CLIENT_NOT_NULL_SORTS = ['createdAt', 'name', 'userCount', 'deviceCount', 'networkCount'];

const CLIENT_SELECT = `
  SELECT c.id, c.name, c.organization_id, o.name AS organization_name, c.contact_name, c.contact_email,
         c.contact_phone, c.alarm_central_phone, c.description, c.created_at,
         (SELECT count(*)::int FROM client_users cu WHERE cu.client_id = c.id) AS user_count,
         (SELECT count(*)::int FROM devices d WHERE d.client_id = c.id) AS device_count,
         nw.network_count, nw.lat, nw.lng,
         EXISTS (SELECT 1 FROM hidden_clients h WHERE h.client_id = c.id AND h.user_id = $1) AS hidden
    FROM clients c LEFT JOIN organizations o ON o.id = c.organization_id
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS network_count, avg(n.lat) AS lat, avg(n.lng) AS lng FROM networks n
       WHERE n.client_id = c.id AND n.status <> 'deleted'
    ) nw`;

export class ClientsRepository {
  constructor(private readonly db: Queryable) {}

  /** Clients in scope matching the search; `viewerId` becomes $1 when the query needs it (`hidden`). */
  private filter(scope: Scope, viewerId?: number, q?: string): SqlFilter {
    const f = new SqlFilter(scope, viewerId === undefined ? [] : [viewerId]).clientColumn('c.id');
    const pattern = containsPattern(q);
    if (pattern) {
      const p = f.param(pattern);
      f.where(`(c.name ILIKE ${p} OR c.contact_name ILIKE ${p} OR c.contact_email ILIKE ${p} OR o.name ILIKE ${p})`);
    }
    return f;
  }

  async findInScope(scope: Scope, viewerId: number, id: number): Promise<ClientRow | undefined> {
    const f = this.filter(scope, viewerId);
    f.where(`c.id = ${f.param(id)}`);
    return (await this.db.query<ClientRow>(`${CLIENT_SELECT} ${f.toSql()}`, f.params))[0];
  }

  async list(
    scope: Scope,
    viewerId: number,
    query: ListQuery<ClientSort>,
  ): Promise<{ rows: ClientRow[]; total: number }> {
    const f = this.filter(scope, viewerId, query.q);
    const count = this.filter(scope, undefined, query.q);
    const [rows, total] = await Promise.all([
      this.db.query<ClientRow>(
        `SELECT * FROM (${CLIENT_SELECT} ${f.toSql()}) x ${orderBy(CLIENT_SORT_COLUMNS, query, 'id', CLIENT_NOT_NULL_SORTS)}
          LIMIT ${f.param(query.limit)} OFFSET ${f.param(query.offset)}`,
        f.params,
      ),
      this.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM clients c LEFT JOIN organizations o ON o.id = c.organization_id ${count.toSql()}`,
        count.params,
      ),
    ]);
    return { rows, total: total[0]!.n };
  }

  /** The client picker: in scope, not hidden by the viewer. */
  async search(scope: Scope, viewerId: number, q: string | undefined, limit: number) {
    const f = new SqlFilter(scope, [viewerId]).clientColumn('c.id');
    f.where('NOT EXISTS (SELECT 1 FROM hidden_clients h WHERE h.client_id = c.id AND h.user_id = $1)');
    const pattern = containsPattern(q);
    if (pattern) f.where(`c.name ILIKE ${f.param(pattern)}`);
    return this.db.query<{ id: number; name: string; organizationId: number | null }>(
      `SELECT c.id, c.name, c.organization_id AS "organizationId" FROM clients c ${f.toSql()}
        ORDER BY lower(c.name), c.id LIMIT ${f.param(limit)}`,
      f.params,
    );
  }

  async organizationExists(id: number): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM organizations WHERE id = $1', [id])).length > 0;
  }

  async insert(fields: ClientFields, organizationId: number | null): Promise<number> {
    const rows = await this.db.query<{ id: number }>(
      `INSERT INTO clients (name, contact_name, contact_email, contact_phone, alarm_central_phone, description, organization_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        fields.name,
        fields.contactName,
        fields.contactEmail,
        fields.contactPhone,
        fields.alarmCentralPhone,
        fields.description,
        organizationId,
      ],
    );
    return rows[0]!.id;
  }

  async update(id: number, fields: ClientFields, organizationId: number | null): Promise<void> {
    await this.db.query(
      `UPDATE clients SET name = $2, contact_name = $3, contact_email = $4, contact_phone = $5, alarm_central_phone = $6,
              description = $7, organization_id = $8
        WHERE id = $1`,
      [
        id,
        fields.name,
        fields.contactName,
        fields.contactEmail,
        fields.contactPhone,
        fields.alarmCentralPhone,
        fields.description,
        organizationId,
      ],
    );
  }

  async delete(id: number): Promise<void> {
    await this.db.query('UPDATE networks SET added_to_client_at = NULL WHERE client_id = $1', [id]);
    await this.db.query('DELETE FROM clients WHERE id = $1', [id]);
  }

  /** Which of `ids` are clients in scope. */
  async idsInScope(scope: Scope, ids: number[]): Promise<number[]> {
    const f = new SqlFilter(scope).clientColumn('c.id');
    f.where(`c.id = ANY(${f.param(ids)}::int[])`);
    return (await this.db.query<{ id: number }>(`SELECT c.id FROM clients c ${f.toSql()}`, f.params)).map((r) => r.id);
  }

  /** The organization of each of `ids` (null: none). */
  async organizationsOf(ids: number[]): Promise<Map<number, number | null>> {
    const rows = await this.db.query<{ id: number; organization_id: number | null }>(
      'SELECT id, organization_id FROM clients WHERE id = ANY($1::int[])',
      [ids],
    );
    return new Map(rows.map((r) => [r.id, r.organization_id]));
  }

  async changeDisplay(userId: number, hide: number[], display: number[]): Promise<void> {
    if (hide.length) {
      await this.db.query(
        `INSERT INTO hidden_clients (user_id, client_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
        [userId, hide],
      );
    }
    if (display.length)
      await this.db.query('DELETE FROM hidden_clients WHERE user_id = $1 AND client_id = ANY($2::int[])', [
        userId,
        display,
      ]);
  }

  async hiddenInScope(scope: Scope, userId: number): Promise<number[]> {
    const f = new SqlFilter(scope, [userId]).clientColumn('h.client_id');
    f.where('h.user_id = $1');
    return (
      await this.db.query<{ client_id: number }>(
        `SELECT h.client_id FROM hidden_clients h ${f.toSql()} ORDER BY 1`,
        f.params,
      )
    ).map((r) => r.client_id);
  }

  async networkSummary(clientId: number): Promise<Record<string, number>> {
    const rows = await this.db.query<{ type: string; n: number }>(
      `SELECT type, count(*)::int AS n FROM networks WHERE client_id = $1 AND status <> 'deleted' GROUP BY 1`,
      [clientId],
    );
    return Object.fromEntries(rows.map((r) => [r.type, r.n]));
  }

  async subscriptionSummary(clientId: number): Promise<Record<string, number>> {
    const rows = await this.db.query<{ subscription: string; n: number }>(
      `SELECT u.subscription, count(*)::int AS n FROM client_users cu JOIN users u ON u.id = cu.user_id
        WHERE cu.client_id = $1 GROUP BY 1`,
      [clientId],
    );
    return Object.fromEntries(rows.map((r) => [r.subscription, r.n]));
  }
}

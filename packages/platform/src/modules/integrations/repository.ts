import type { Queryable } from '../../db/types.js';
import type { StoredSettings } from './rules.js';

export interface NetworkRow {
  id: number;
  client_id: number | null;
  organization_id: number | null;
}

export interface IntegrationRow {
  id: number;
  network_id: number;
  kind: string;
  ip: string | null;
  port: number | null;
  description: string | null;
  status: string;
  settings: StoredSettings;
  /** Why the status is error (`account_refused`); null otherwise. */
  status_reason: string | null;
  /** DC-09 frames are encrypted (the key itself is read only by senders: sealedKey). */
  dc09_encrypted: boolean;
  dc09_key_bits: number | null;
  dc09_key_set_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface IntegrationWrite {
  kind: string;
  ip: string;
  port: number;
  description: string;
  status: string;
  settings: StoredSettings;
}

const COLUMNS =
  'id, network_id, kind, ip, port, description, status, settings, status_reason, dc09_encrypted, dc09_key_bits, ' +
  'dc09_key_set_at, created_at, updated_at';

export class IntegrationsRepository {
  constructor(private readonly db: Queryable) {}

  /** The network (not deleted) with its client's organization. */
  async network(id: number, q: Queryable = this.db): Promise<NetworkRow | undefined> {
    const rows = await q.query<NetworkRow>(
      `SELECT n.id, n.client_id, c.organization_id
         FROM networks n LEFT JOIN clients c ON c.id = n.client_id
        WHERE n.id = $1 AND n.status <> 'deleted'`,
      [id],
    );
    return rows[0];
  }

  listOfNetwork(networkId: number) {
    return this.db.query<IntegrationRow>(`SELECT ${COLUMNS} FROM integrations WHERE network_id = $1 ORDER BY id`, [
      networkId,
    ]);
  }

  async byId(id: number, q: Queryable = this.db, lock = false): Promise<IntegrationRow | undefined> {
    const rows = await q.query<IntegrationRow>(
      `SELECT ${COLUMNS} FROM integrations WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0];
  }

  async insert(q: Queryable, networkId: number, w: IntegrationWrite): Promise<IntegrationRow> {
    const rows = await q.query<IntegrationRow>(
      `INSERT INTO integrations (network_id, kind, ip, port, description, status, settings)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb) RETURNING ${COLUMNS}`,
      [networkId, w.kind, w.ip, w.port, w.description, w.status, JSON.stringify(w.settings)],
    );
    return rows[0]!;
  }

  /** Another receiver (ip or port) starts from its own clock: the NAK offset of the old one is dropped. */
  async update(q: Queryable, id: number, w: IntegrationWrite): Promise<IntegrationRow> {
    const rows = await q.query<IntegrationRow>(
      `UPDATE integrations SET kind = $2, ip = $3, port = $4, description = $5, status = $6, settings = $7::jsonb,
              clock_offset_ms = CASE WHEN ip IS DISTINCT FROM $3 OR port IS DISTINCT FROM $4 THEN 0 ELSE clock_offset_ms END,
              updated_at = now()
        WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, w.kind, w.ip, w.port, w.description, w.status, JSON.stringify(w.settings)],
    );
    return rows[0]!;
  }

  /** The sealed DC-09 key (keys.ts), for a sender; undefined without one. */
  async sealedKey(id: number, q: Queryable = this.db): Promise<string | undefined> {
    const rows = await q.query<{ dc09_key: string | null }>('SELECT dc09_key FROM integrations WHERE id = $1', [id]);
    return rows[0]?.dc09_key ?? undefined;
  }

  /** A new key (sealed) and whether frames are encrypted; null clears the key (and encryption). */
  async setKey(
    q: Queryable,
    id: number,
    key: { sealed: string; bits: number } | null,
    encrypted: boolean,
  ): Promise<IntegrationRow> {
    const rows = await q.query<IntegrationRow>(
      `UPDATE integrations SET dc09_key = $2, dc09_key_bits = $3, dc09_key_set_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END,
              dc09_encrypted = $4, updated_at = now()
        WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, key?.sealed ?? null, key?.bits ?? null, encrypted],
    );
    return rows[0]!;
  }

  /** Encryption on or off (a key is there when it is turned on). */
  async setEncrypted(q: Queryable, id: number, encrypted: boolean): Promise<IntegrationRow> {
    const rows = await q.query<IntegrationRow>(
      `UPDATE integrations SET dc09_encrypted = $2, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, encrypted],
    );
    return rows[0]!;
  }

  async remove(q: Queryable, id: number): Promise<void> {
    await q.query('DELETE FROM integrations WHERE id = $1', [id]);
  }

  async logs(integrationId: number, limit: number, offset: number) {
    const [items, total] = await Promise.all([
      this.db.query<{ id: string; created_at: Date; log: string }>(
        `SELECT id::text AS id, created_at, log FROM integration_logs WHERE integration_id = $1
          ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [integrationId, limit, offset],
      ),
      this.db.query<{ n: string }>('SELECT count(*)::text AS n FROM integration_logs WHERE integration_id = $1', [
        integrationId,
      ]),
    ]);
    return { items, total: Number(total[0]!.n) };
  }
}

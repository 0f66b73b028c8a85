import type { Queryable } from '../../db/types.js';

export interface UploadRow {
  id: number;
  key: string;
  client_id: number;
  content_type: string;
  size: number;
  expires_at: Date;
  stored_at: Date | null;
}

export class UploadsRepository {
  constructor(private readonly db: Queryable) {}

  async create(u: {
    key: string;
    clientId: number;
    filename: string;
    contentType: string;
    size: number;
    expiresAt: Date;
  }): Promise<number> {
    const rows = await this.db.query<{ id: number }>(
      `INSERT INTO uploads (key, client_id, filename, content_type, size, expires_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [u.key, u.clientId, u.filename, u.contentType, u.size, u.expiresAt],
    );
    return rows[0]!.id;
  }

  async find(id: number): Promise<UploadRow | undefined> {
    return (await this.db.query<UploadRow>('SELECT * FROM uploads WHERE id = $1', [id]))[0];
  }

  /** Marks the upload stored; false when it was stored already or has expired (single use). */
  async claim(id: number, clientId: number, size: number): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE uploads SET stored_at = now(), size = $3
        WHERE id = $1 AND client_id = $2 AND stored_at IS NULL AND expires_at > now() RETURNING id`,
      [id, clientId, size],
    );
    return rows.length > 0;
  }

  async release(id: number): Promise<void> {
    await this.db.query('UPDATE uploads SET stored_at = NULL WHERE id = $1', [id]);
  }

  async findStoredByKey(key: string): Promise<UploadRow | undefined> {
    return (await this.db.query<UploadRow>('SELECT * FROM uploads WHERE key = $1 AND stored_at IS NOT NULL', [key]))[0];
  }

  async markAttached(ids: number[]): Promise<void> {
    if (ids.length) await this.db.query('UPDATE uploads SET attached_at = now() WHERE id = ANY($1::int[])', [ids]);
  }
}

import type { Queryable } from '../../db/types.js';

/** What an upload is for (migrations 015, 020): a client's alert icon, a network's logo or a document's file. */
export type UploadPurpose = 'client-icon' | 'network-logo' | 'document';

export interface UploadRow {
  id: number;
  key: string;
  purpose: UploadPurpose;
  client_id: number | null;
  network_id: number | null;
  document_id: number | null;
  content_type: string;
  size: number;
  expires_at: Date;
  stored_at: Date | null;
  attached_at: Date | null;
}

export class UploadsRepository {
  constructor(private readonly db: Queryable) {}

  async create(u: {
    key: string;
    purpose: UploadPurpose;
    clientId: number | null;
    networkId: number | null;
    documentId?: number | null;
    filename: string;
    contentType: string;
    size: number;
    expiresAt: Date;
  }): Promise<number> {
    const rows = await this.db.query<{ id: number }>(
      `INSERT INTO uploads (key, purpose, client_id, network_id, document_id, filename, content_type, size, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [u.key, u.purpose, u.clientId, u.networkId, u.documentId ?? null, u.filename, u.contentType, u.size, u.expiresAt],
    );
    return rows[0]!.id;
  }

  async find(id: number): Promise<UploadRow | undefined> {
    return (await this.db.query<UploadRow>('SELECT * FROM uploads WHERE id = $1', [id]))[0];
  }

  /** Marks the upload stored; false when it was stored already or has expired (single use). */
  async claim(id: number, clientId: number | null, size: number): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE uploads SET stored_at = now(), size = $3
        WHERE id = $1 AND client_id IS NOT DISTINCT FROM $2::int AND stored_at IS NULL AND expires_at > now() RETURNING id`,
      [id, clientId, size],
    );
    return rows.length > 0;
  }

  /**
   * A document's file is stored: its row gets the file's facts in the transaction that claimed the upload.
   * Undefined when the document is gone or has its file already.
   */
  async markDocumentStored(upload: UploadRow, size: number, contentType: string) {
    const rows = await this.db.query<{ type: string }>(
      `UPDATE documents SET stored_at = now(), size = $2, content_type = $3, storage_key = $4, updated_at = now()
        WHERE id = $1 AND stored_at IS NULL RETURNING type`,
      [upload.document_id, size, contentType, upload.key],
    );
    return rows[0];
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

  /** A stored logo of this network not attached before, or undefined. */
  async findAttachableLogo(id: number, networkId: number): Promise<UploadRow | undefined> {
    const rows = await this.db.query<UploadRow>(
      `SELECT * FROM uploads WHERE id = $1 AND network_id = $2 AND purpose = 'network-logo'
          AND stored_at IS NOT NULL AND attached_at IS NULL`,
      [id, networkId],
    );
    return rows[0];
  }

  /** Attaches a logo once: the row answered only by the call that marked it attached. */
  async attachLogo(id: number, networkId: number): Promise<UploadRow | undefined> {
    const rows = await this.db.query<UploadRow>(
      `UPDATE uploads SET attached_at = now() WHERE id = $1 AND network_id = $2 AND purpose = 'network-logo'
          AND stored_at IS NOT NULL AND attached_at IS NULL RETURNING *`,
      [id, networkId],
    );
    return rows[0];
  }
}

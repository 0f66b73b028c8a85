import type { Queryable } from '../../db/types.js'

export class DocumentsRepository {
  constructor(private readonly db: Queryable) {}

  async unreadReleaseNotes(userId: number): Promise<number> {
    const rows = await this.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM documents d
        WHERE d.release_notes
          AND NOT EXISTS (SELECT 1 FROM release_note_reads r WHERE r.document_id = d.id AND r.user_id = $1)`,
      [userId],
    )
    return rows[0]!.count
  }
}

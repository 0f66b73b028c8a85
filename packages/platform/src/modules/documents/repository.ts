import type { Queryable } from '../../db/types.js';
import { containsPattern } from '../../http/lists.js';
import { SqlFilter, type Scope } from '../../policy/index.js';
import { USABLE_DOCUMENT } from '../clients/belongingsRepository.js';

/** A document row's client names (sorted) and organization name, for `d` (documents). */
export const DOCUMENT_TENANT_NAMES = `coalesce((SELECT array_agg(c.name ORDER BY c.name) FROM document_clients dc
    JOIN clients c ON c.id = dc.client_id WHERE dc.document_id = d.id), '{}') AS client_names,
  (SELECT o.name FROM organizations o WHERE o.id = d.organization_id) AS organization_name`;

export interface DocumentSearch {
  q?: string;
  clientId?: number;
  /** Only these documents (references by id); visibility and `clientId` still apply. */
  ids?: number[];
  limit: number;
}

export class DocumentsRepository {
  constructor(private readonly db: Queryable) {}

  async unreadReleaseNotes(userId: number): Promise<number> {
    const rows = await this.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM documents d
        WHERE d.release_notes
          AND NOT EXISTS (SELECT 1 FROM release_note_reads r WHERE r.document_id = d.id AND r.user_id = $1)`,
      [userId],
    );
    return rows[0]!.count;
  }

  /**
   * The document picker. Visible: a client's documents in scope and the shared public ones (admins:
   * all). With `clientId`, only what that client's alarms may point to.
   */
  search(scope: Scope, s: DocumentSearch) {
    const f = new SqlFilter(scope);
    f.where(f.documentCondition('d')).where('NOT d.release_notes AND d.section IS NULL');
    if (s.clientId !== undefined) f.where(USABLE_DOCUMENT('d', f.param(s.clientId)));
    if (s.ids) f.where(`d.id = ANY(${f.param(s.ids)}::int[])`);
    const q = containsPattern(s.q);
    if (q) f.where(`d.name ILIKE ${f.param(q)}`);
    return this.db.query<{ id: number; name: string }>(
      `SELECT d.id, d.name FROM documents d ${f.toSql()} ORDER BY lower(d.name), d.id LIMIT ${f.param(s.limit)}`,
      f.params,
    );
  }
}

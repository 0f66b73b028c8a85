import type { Queryable } from '../../db/types.js';
import type { ClientBelongings } from './references.js';

/** A document a client's alarms may point to: one shared with the client, or a shared public one without clients (not release notes, not help-center documents). */
export const USABLE_DOCUMENT = (doc: string, clientParam: string) =>
  `(EXISTS (SELECT 1 FROM document_clients udc WHERE udc.document_id = ${doc}.id AND udc.client_id = ${clientParam})
    OR (${doc}.type = 'public' AND NOT ${doc}.release_notes AND ${doc}.section IS NULL
        AND NOT EXISTS (SELECT 1 FROM document_clients udc WHERE udc.document_id = ${doc}.id)))`;

export class ClientBelongingsRepository {
  constructor(private readonly db: Queryable) {}

  /** Of the ids given, those that belong to the client. Sequential: it runs inside transactions (one connection). */
  async load(
    clientId: number,
    ids: { userIds: number[]; networkIds: number[]; documentIds: number[]; deviceIds: number[] },
  ): Promise<ClientBelongings> {
    const select = async <T>(wanted: number[], sql: string): Promise<T[]> =>
      wanted.length ? this.db.query<T>(sql, [clientId, wanted]) : [];
    const users = await select<{ id: number }>(
      ids.userIds,
      'SELECT user_id AS id FROM client_users WHERE client_id = $1 AND user_id = ANY($2::int[])',
    );
    const networks = await select<{ id: number }>(
      ids.networkIds,
      'SELECT id FROM networks WHERE client_id = $1 AND id = ANY($2::int[])',
    );
    const documents = await select<{ id: number }>(
      ids.documentIds,
      `SELECT d.id FROM documents d WHERE d.id = ANY($2::int[]) AND ${USABLE_DOCUMENT('d', '$1')}`,
    );
    const outputs = await select<{ id: number; codes: string[] }>(
      ids.deviceIds,
      `SELECT d.id, coalesce(array_agg(o.code) FILTER (WHERE o.code IS NOT NULL), '{}') AS codes
         FROM devices d LEFT JOIN device_outputs o ON o.device_id = d.id
        WHERE d.client_id = $1 AND d.id = ANY($2::int[]) GROUP BY d.id`,
    );
    return {
      userIds: new Set(users.map((r) => r.id)),
      networkIds: new Set(networks.map((r) => r.id)),
      documentIds: new Set(documents.map((r) => r.id)),
      outputsByDevice: new Map(outputs.map((r) => [r.id, new Set(r.codes)])),
    };
  }
}

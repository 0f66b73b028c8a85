import { changedFields, recordAction } from '../../audit/actionLog.js';
import type { Db, Queryable } from '../../db/types.js';
import { AppError, conflict, notFound, type FieldErrors } from '../../http/errors.js';
import { Role, scopeOf, type Caller } from '../../policy/index.js';
import { NAME_MAX } from '../clients/clientFields.js';
import { findExistingIdentities, openImportClient, type ImportClient } from './batchValidation.js';
import {
  identityKey,
  normalizeRow,
  validateRows,
  warningsOf,
  type ImportRow,
  type ImportRowInput,
  type RowError,
  type RowWarning,
} from './importRows.js';

export interface ImportUsersInput {
  users: ImportRowInput[];
  activatedDate: string;
  clientName?: string;
}

export interface ImportResult {
  imported: { row: number; id: number; email: string }[];
  skipped: { row: number; email: string; reasons: RowWarning[] }[];
}

export interface ImportServiceOptions {
  /**
   * Runs after the rows were checked against the database and before the write transaction opens:
   * the window in which another request can take an e-mail. Tests use it to make that race happen.
   */
  beforeWrite?: () => Promise<void>;
}

/** 400 VALIDATION_FAILED with the rows' faults and the client-info fields; nothing was written. */
function importRefused(rows: RowError[], fields: FieldErrors) {
  const extra: Record<string, unknown> = { rows };
  if (Object.keys(fields).length) extra.fields = fields;
  const message = rows.length
    ? `${new Set(rows.map((r) => r.row)).size} row(s) of the import are not valid; nothing was imported`
    : 'The client information is not valid; nothing was imported';
  return new AppError(400, 'VALIDATION_FAILED', message, extra);
}

const isUniqueViolation = (err: unknown) => (err as { code?: unknown })?.code === '23505';
const isForeignKeyViolation = (err: unknown) => (err as { code?: unknown })?.code === '23503';

/** POST /clients/{id}/import-users: the wizard's rows, checked again and written in one transaction. */
export class ImportService {
  constructor(
    private readonly db: Db,
    private readonly options: ImportServiceOptions = {},
  ) {}

  async importUsers(caller: Caller, clientId: number, input: ImportUsersInput): Promise<ImportResult> {
    const client = await openImportClient(this.db, caller, clientId);

    const fields: FieldErrors = {};
    const clientName = input.clientName === undefined ? undefined : input.clientName.trim();
    if (clientName !== undefined) {
      if (!clientName) fields.clientName = 'REQUIRED';
      else if (clientName.length > NAME_MAX) fields.clientName = 'TOO_LONG';
    }

    const rows = input.users.map(normalizeRow);
    const named = [...new Set(rows.flatMap((r) => r.networks))];
    const clientNetworks = named.length
      ? await this.db.query<{ id: number }>(
          `SELECT id FROM networks WHERE client_id = $1 AND status <> 'deleted' AND id = ANY($2::int[])`,
          [client.id, named],
        )
      : [];
    const errors = validateRows(rows, new Set(clientNetworks.map((n) => n.id)));
    if (errors.length || Object.keys(fields).length) throw importRefused(errors, fields);

    const existing = await findExistingIdentities(
      this.db,
      await scopeOf(this.db, caller),
      client.id,
      rows.map((r) => identityKey(r.email)),
      rows.map((r) => identityKey(r.username)),
    );
    const warnings = warningsOf(rows, existing);
    const accepted = rows.filter((_, i) => !warnings.has(i));
    const skipped = rows.flatMap((r, i) => {
      const reasons = warnings.get(i);
      return reasons ? [{ row: r.row, email: r.email, reasons }] : [];
    });

    await this.options.beforeWrite?.();
    try {
      const imported = await this.db.transaction((tx) =>
        this.write(tx, caller, client, accepted, input.activatedDate, clientName),
      );
      // PGlite runs no autovacuum: after a thousand new users and memberships its statistics still
      // describe the smaller tables, and the rollup triggers' per-user lookups of the next import turn
      // into scans (each import slower than the last). PostgreSQL's autovacuum keeps them itself.
      if (this.db.kind === 'pglite' && imported.length >= 100)
        await this.db.query('ANALYZE users, client_users, network_members').catch(() => undefined);
      return { imported, skipped };
    } catch (err) {
      if (isUniqueViolation(err))
        throw conflict(
          'Another user took one of these e-mail addresses while the import ran; nothing was imported. Check the file again and retry.',
        );
      if (isForeignKeyViolation(err))
        throw conflict('The client or one of its networks changed while the import ran; nothing was imported.');
      throw err;
    }
  }

  private async write(
    tx: Queryable,
    caller: Caller,
    client: ImportClient,
    rows: ImportRow[],
    activatedDate: string,
    clientName: string | undefined,
  ): Promise<ImportResult['imported']> {
    const created = rows.length
      ? await tx.query<{ id: number; email: string }>(
          `INSERT INTO users (email, username, first_name, last_name, phone_number, roles, client_id, organization_id,
                              language, subscription, two_fa_enabled, streaming_enabled, listening_enabled,
                              subscribe_to_release_notes, is_active)
           SELECT r.email, r.username, r.first_name, r.last_name, r.phone_number,
                  CASE WHEN r.is_admin THEN ARRAY[${Role.clientAdmin}] ELSE ARRAY[${Role.user}] END,
                  $2::int, $3::int, r.language, r.subscription, r.two_fa_enabled, r.streaming_enabled,
                  r.listening_enabled, r.subscribe_to_release_notes, r.is_active
             FROM jsonb_to_recordset($1::jsonb) AS r(ord int, email text, username text, first_name text, last_name text,
                  phone_number text, is_admin boolean, language text, subscription text, two_fa_enabled boolean,
                  streaming_enabled boolean, listening_enabled boolean, subscribe_to_release_notes boolean,
                  is_active boolean)
            ORDER BY r.ord
           RETURNING id, email`,
          [
            JSON.stringify(
              rows.map((r, ord) => ({
                ord,
                email: r.email,
                username: r.username,
                first_name: r.firstName,
                last_name: r.lastName,
                phone_number: r.phoneNumber,
                is_admin: r.isAdmin,
                language: r.language,
                subscription: r.subscription,
                two_fa_enabled: r.twoFaEnabled,
                streaming_enabled: r.streamingEnabled,
                listening_enabled: r.listeningEnabled,
                subscribe_to_release_notes: r.subscribeToReleaseNotes,
                is_active: r.active,
              })),
            ),
            client.id,
            client.organizationId,
          ],
        )
      : [];
    // RETURNING does not promise the input order: match the new ids back by e-mail (unique in the file).
    const idByEmail = new Map(created.map((c) => [identityKey(c.email), c.id]));
    const imported = rows.map((r) => ({ row: r.row, id: idByEmail.get(identityKey(r.email))!, email: r.email }));

    if (imported.length) {
      await tx.query(
        `INSERT INTO client_users (client_id, user_id, is_admin)
         SELECT $1::int, m.user_id, m.is_admin FROM unnest($2::int[], $3::boolean[]) AS m(user_id, is_admin)`,
        [client.id, imported.map((u) => u.id), rows.map((r) => r.isAdmin)],
      );
      const members = rows.flatMap((r, i) => r.networks.map((networkId) => [imported[i]!.id, networkId] as const));
      if (members.length)
        await tx.query(
          `INSERT INTO network_members (user_id, network_id)
           SELECT m.user_id, m.network_id FROM unnest($1::int[], $2::int[]) AS m(user_id, network_id)`,
          [members.map((m) => m[0]), members.map((m) => m[1])],
        );
    }

    const [before] = await tx.query<{ name: string; activated_at: string | null }>(
      `SELECT name, to_char(activated_at, 'YYYY-MM-DD') AS activated_at FROM clients WHERE id = $1 FOR UPDATE`,
      [client.id],
    );
    if (!before) throw notFound('Client not found'); // deleted while the import ran
    const name = clientName ?? before.name;
    await tx.query(`UPDATE clients SET activated_at = $2::date, name = $3 WHERE id = $1`, [
      client.id,
      activatedDate,
      name,
    ]);
    await recordAction(tx, {
      entityType: 'client',
      entityId: client.id,
      action: 'update',
      actorId: caller.id,
      before: { name: before.name, activatedDate: before.activated_at },
      after: { name, activatedDate },
      clientIds: [client.id],
      organizationId: client.organizationId,
    });

    // One action-log row per created user, as recordAction writes it (same payload through changedFields),
    // in one statement: a thousand single-row inserts cost about a second on PGlite.
    if (imported.length)
      await tx.query(
        `INSERT INTO action_logs (entity_type, entity_id, action, user_id, client_ids, organization_id, payload)
         SELECT 'user', a.entity_id, 'import', $2::int, $3::int[], $4::int, a.payload
           FROM jsonb_to_recordset($1::jsonb) AS a(entity_id int, payload jsonb)`,
        [
          JSON.stringify(
            rows.map((r, i) => ({
              entity_id: imported[i]!.id,
              payload: changedFields(null, {
                email: r.email,
                username: r.username,
                firstName: r.firstName,
                lastName: r.lastName,
                phoneNumber: r.phoneNumber,
                roles: [r.isAdmin ? Role.clientAdmin : Role.user],
                clientId: client.id,
                language: r.language,
                subscription: r.subscription,
                twoFaEnabled: r.twoFaEnabled,
                streamingEnabled: r.streamingEnabled,
                listeningEnabled: r.listeningEnabled,
                subscribeToReleaseNotes: r.subscribeToReleaseNotes,
                status: r.active ? 'active' : 'awaiting-activation',
                networks: r.networks,
              }),
            })),
          ),
          caller.id,
          [client.id],
          client.organizationId,
        ],
      );
    return imported;
  }
}

import { createHash, randomBytes } from 'node:crypto';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { loadCaller } from '../../auth/hook.js';
import type { Db } from '../../db/types.js';
import { notFound } from '../../http/errors.js';
import { CONSOLE_ROLES, filtersOutsideScope, hasAnyRole, scopeOf, type Caller } from '../../policy/index.js';
import { UsersRepository, type FullUserRow, type UserListQuery } from './repository.js';

/**
 * The users list as an xlsx (docs/rest-contract.md "Backoffice: users"). The console asks for a link
 * (POST /users/export, with its bearer) and the browser downloads it (GET /users/export?token=, no
 * bearer): the token is the credential, stored hashed, single use, valid LINK_TTL_SECONDS. The file is
 * written while it is read from the database (a cursor, 1000 rows a batch, into exceljs' streaming
 * writer on the reply), so memory stays flat whatever the row count. A used, expired or unknown token
 * answers 404 NOT_FOUND (the link does not exist for the browser any more).
 */
export const LINK_TTL_SECONDS = 60;
export const EXPORT_BATCH = 1000;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type ExportParams = Omit<UserListQuery, 'limit' | 'offset'>;

const ROLE_NAMES: Record<number, string> = {
  13: 'Admin',
  17: 'Organization admin',
  16: 'Multi-client admin',
  14: 'Client admin',
  0: 'User',
};

/** English headers (the file is data for other tools; the console's language is not known here). */
const COLUMNS: { header: string; width: number; value: (r: FullUserRow) => string | number | Date | null }[] = [
  { header: 'ID', width: 8, value: (r) => r.id },
  { header: 'First name', width: 16, value: (r) => r.first_name },
  { header: 'Last name', width: 16, value: (r) => r.last_name },
  { header: 'Username', width: 16, value: (r) => r.username },
  { header: 'E-mail', width: 28, value: (r) => r.email },
  { header: 'Phone', width: 16, value: (r) => r.phone_number },
  { header: 'Roles', width: 16, value: (r) => r.roles.map((x) => ROLE_NAMES[x] ?? String(x)).join(', ') },
  { header: 'Language', width: 9, value: (r) => r.language },
  { header: 'Subscription', width: 12, value: (r) => (r.subscription === 'none' ? null : r.subscription) },
  { header: 'Status', width: 18, value: (r) => (r.is_active ? 'active' : 'awaiting-activation') },
  { header: 'Client', width: 24, value: (r) => r.client_name },
  { header: 'Organization', width: 24, value: (r) => r.organization_name },
  { header: 'Description', width: 30, value: (r) => r.description },
  { header: 'Created', width: 20, value: (r) => r.created_at },
  { header: 'Last action', width: 20, value: (r) => r.last_action_at },
  { header: 'Deleted', width: 20, value: (r) => r.deactivated_at },
  { header: 'App version', width: 12, value: (r) => r.app_version },
  { header: 'OS', width: 10, value: (r) => r.os },
];

/**
 * OWASP "CSV injection": a cell starting with = + - @ tab or carriage return would be read as a formula
 * by a spreadsheet; a leading single quote makes it text.
 */
export function escapeCell<T>(value: T): T | string {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Waits while the reader is behind; throws when it went away (the cursor's transaction then ends). */
async function drained(out: Writable): Promise<void> {
  if (out.writableNeedDrain && !out.destroyed) {
    await new Promise<void>((resolve) => {
      const done = () => {
        out.off('drain', done);
        out.off('close', done);
        resolve();
      };
      out.on('drain', done);
      out.on('close', done);
    });
  }
  if (out.destroyed) throw new Error('The download was aborted');
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const exportFileName = (now = new Date()) => `users-${now.toISOString().slice(0, 10)}.xlsx`;

export class UsersExport {
  constructor(private readonly db: Db) {}

  /** A single-use link for the list with these filters, for the caller as it is at download time. */
  async createLink(caller: Caller, query: Partial<UserListQuery>) {
    const params: ExportParams = {
      sort: query.sort ?? 'createdAt',
      order: query.order ?? 'desc',
      // As the list's text parameter would be sent: a lone surrogate becomes U+FFFD (jsonb refuses it).
      q: query.q === undefined ? undefined : Buffer.from(query.q, 'utf8').toString('utf8'),
      deactivated: query.deactivated ?? false,
      clientId: query.clientId,
      networkId: query.networkId,
      role: query.role,
      subscription: query.subscription,
    };
    const token = randomBytes(32).toString('base64url');
    const rows = await this.db.query<{ expires_at: Date }>(
      `INSERT INTO download_links (token_hash, user_id, kind, params, expires_at)
       VALUES ($1, $2, 'users', $3::jsonb, now() + make_interval(secs => $4)) RETURNING expires_at`,
      [hashToken(token), caller.id, JSON.stringify(params), LINK_TTL_SECONDS],
    );
    // Links nobody used: cheap to leave, cheaper to sweep now and then.
    await this.db.query(`DELETE FROM download_links WHERE expires_at < now() - interval '1 day'`);
    return { token, expiresAt: rows[0]!.expires_at.toISOString() };
  }

  /** Takes the link (it cannot be used again) and loads its caller as it is now; 404 when none. */
  async claim(token: string): Promise<{ caller: Caller; params: ExportParams }> {
    const rows = await this.db.query<{ user_id: number; params: ExportParams }>(
      `UPDATE download_links SET used_at = now()
        WHERE token_hash = $1 AND kind = 'users' AND used_at IS NULL AND expires_at > now()
        RETURNING user_id, params`,
      [hashToken(token)],
    );
    const link = rows[0];
    const caller = link ? await loadCaller(this.db, link.user_id) : undefined;
    if (!link || !caller || !hasAnyRole(caller, ...CONSOLE_ROLES))
      throw notFound('This download link is used or has expired');
    return { caller, params: link.params };
  }

  /** Writes the xlsx of the list into `out` and ends it. */
  async write(out: Writable, caller: Caller, params: ExportParams): Promise<void> {
    const scope = await scopeOf(this.db, caller);
    const outside = await filtersOutsideScope(this.db, scope, params as unknown as Record<string, unknown>);
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet('Users');
    sheet.columns = COLUMNS.map((c) => ({ header: c.header, width: c.width }));
    if (!outside.length) {
      await this.db.transaction(async (tx) => {
        const query: UserListQuery = { ...params, limit: EXPORT_BATCH, offset: 0 };
        for await (const batch of new UsersRepository(tx).listAll(scope, query, EXPORT_BATCH)) {
          for (const r of batch) sheet.addRow(COLUMNS.map((c) => escapeCell(c.value(r)))).commit();
          await drained(out);
        }
      });
    }
    sheet.commit();
    await workbook.commit();
  }
}

import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/types.js';
import { claimDownloadLink, createDownloadLink, drained, escapeCell } from '../../downloads/links.js';
import { filtersOutsideScope, scopeOf, type Caller } from '../../policy/index.js';
import { UsersRepository, type FullUserRow, type UserListQuery } from './repository.js';

export { escapeCell, LINK_TTL_SECONDS, XLSX_TYPE } from '../../downloads/links.js';

/**
 * The users list as an xlsx (docs/rest-contract.md "Backoffice: users"). The console asks for a link
 * (POST /users/export, with its bearer) and the browser downloads it (GET /users/export?token=, no
 * bearer; src/downloads/links.ts). The file is written while it is read from the database (a cursor,
 * 1000 rows a batch, into exceljs' streaming writer on the reply), so memory stays flat whatever the row
 * count.
 */
export const EXPORT_BATCH = 1000;

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
    return createDownloadLink(this.db, caller, 'users', params);
  }

  /** Takes the link (it cannot be used again) and loads its caller as it is now; 404 when none. */
  claim(token: string): Promise<{ caller: Caller; params: ExportParams }> {
    return claimDownloadLink<ExportParams>(this.db, 'users', token);
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

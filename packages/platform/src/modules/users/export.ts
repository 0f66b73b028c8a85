import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/types.js';
import { claimDownloadLink, createDownloadLink, drained } from '../../downloads/links.js';
import { addTextSafeRow, isTimeZone, wallClock } from '../../downloads/sheets.js';
import { badRequest } from '../../http/errors.js';
import { filtersOutsideScope, scopeOf, type Caller } from '../../policy/index.js';
import { UsersRepository, type FullUserRow, type UserListQuery } from './repository.js';

import { exportTexts, type ExportTexts } from './exportTexts.js';

export { LINK_TTL_SECONDS, XLSX_TYPE } from '../../downloads/links.js';

/** The zone of the demo data and the spec's region, when the console sends none. */
const DEFAULT_TIME_ZONE = 'Europe/Stockholm';

/**
 * The users list as an xlsx (docs/rest-contract.md "Backoffice: users"). The console asks for a link
 * (POST /users/export, with its bearer) and the browser downloads it (GET /users/export?token=, no
 * bearer; src/downloads/links.ts). The file is written while it is read from the database (a cursor,
 * 1000 rows a batch, into exceljs' streaming writer on the reply), so memory stays flat whatever the row
 * count.
 */
export const EXPORT_BATCH = 1000;

type ExportParams = Omit<UserListQuery, 'limit' | 'offset'> & { timeZone?: string; language?: string };

type Cell = string | number | Date | null;
type Column = { header: keyof ExportTexts['headers']; width: number; date?: true; value: (r: FullUserRow) => Cell };

/** The columns; dates are the reader's wall clock (the zone the console sends) with the time. */
const COLUMNS: Column[] = [
  { header: 'id', width: 8, value: (r) => r.id },
  { header: 'firstName', width: 16, value: (r) => r.first_name },
  { header: 'lastName', width: 16, value: (r) => r.last_name },
  { header: 'username', width: 16, value: (r) => r.username },
  { header: 'email', width: 28, value: (r) => r.email },
  { header: 'phone', width: 16, value: (r) => r.phone_number },
  { header: 'roles', width: 16, value: () => null },
  { header: 'language', width: 9, value: (r) => r.language },
  { header: 'subscription', width: 12, value: (r) => (r.subscription === 'none' ? null : r.subscription) },
  { header: 'status', width: 18, value: () => null },
  { header: 'client', width: 24, value: (r) => r.client_name },
  { header: 'organization', width: 24, value: (r) => r.organization_name },
  { header: 'description', width: 30, value: (r) => r.description },
  { header: 'created', width: 20, date: true, value: (r) => r.created_at },
  { header: 'lastAction', width: 20, date: true, value: (r) => r.last_action_at },
  { header: 'deleted', width: 20, date: true, value: (r) => r.deactivated_at },
  { header: 'appVersion', width: 12, value: (r) => r.app_version },
  { header: 'os', width: 10, value: (r) => r.os },
];

const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm';

export const exportFileName = (now = new Date()) => `users-${now.toISOString().slice(0, 10)}.xlsx`;

export class UsersExport {
  constructor(private readonly db: Db) {}

  /** A single-use link for the list with these filters, for the caller as it is at download time. */
  async createLink(caller: Caller, query: Partial<UserListQuery> & { timeZone?: string; language?: string }) {
    if (query.timeZone !== undefined && !isTimeZone(query.timeZone))
      throw badRequest('Unknown time zone', { timeZone: 'INVALID' });
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
      timeZone: query.timeZone ?? DEFAULT_TIME_ZONE,
      language: query.language ?? caller.language,
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
    const texts = exportTexts(params.language ?? caller.language);
    const local = wallClock(params.timeZone ?? DEFAULT_TIME_ZONE);
    const valueOf = (c: Column, r: FullUserRow): Cell => {
      if (c.header === 'roles') return r.roles.map((x) => texts.roles[x] ?? String(x)).join(', ');
      if (c.header === 'status') return r.is_active ? texts.active : texts.awaitingActivation;
      const value = c.value(r);
      return c.date && value instanceof Date ? local(value) : value;
    };
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(texts.sheet);
    sheet.columns = COLUMNS.map((c) => ({
      header: texts.headers[c.header],
      width: c.width,
      ...(c.date ? { style: { numFmt: DATE_TIME_FORMAT } } : {}),
    }));
    if (!outside.length) {
      await this.db.transaction(async (tx) => {
        const query: UserListQuery = { ...params, limit: EXPORT_BATCH, offset: 0 };
        for await (const batch of new UsersRepository(tx).listAll(scope, query, EXPORT_BATCH)) {
          for (const r of batch)
            addTextSafeRow(
              sheet,
              COLUMNS.map((c) => valueOf(c, r)),
            ).commit();
          await drained(out);
        }
      });
    }
    sheet.commit();
    await workbook.commit();
  }
}

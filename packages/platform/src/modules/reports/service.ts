import type { Writable } from 'node:stream';
import type { Db } from '../../db/types.js';
import { claimDownloadLink, createDownloadLink, XLSX_TYPE } from '../../downloads/links.js';
import { scopeOf, type Caller } from '../../policy/index.js';
import { ReportContent } from './content.js';
import { checkedParams, MAX_REPORT_ROWS, tooMany, type ReportParams, type SummaryBody } from './params.js';
import { writePdf } from './pdf.js';
import { ReportsRepository } from './repository.js';
import { writeXlsx } from './xlsx.js';

export const LINK_KIND = 'incident-summary';

export interface PreparedReport {
  fileName: string;
  contentType: string;
  write: (out: Writable) => Promise<void>;
}

/** The incident summary (docs/rest-contract.md "The incident summary report"). */
export class ReportsService {
  constructor(private readonly db: Db) {}

  /** Checks the rules now (400 before any byte of a file) and gives what writes the file. */
  async prepare(caller: Caller, params: ReportParams): Promise<PreparedReport> {
    const repo = new ReportsRepository(this.db, await scopeOf(this.db, caller), params);
    const counts = await repo.countRows(MAX_REPORT_ROWS);
    if (counts.incidents + counts.deviceAlerts > MAX_REPORT_ROWS) throw tooMany();
    const content = new ReportContent(
      params,
      await repo.totals(),
      await repo.clientNames(),
      counts.incidents,
      counts.deviceAlerts,
    );
    const pdf = params.format === 'pdf';
    return {
      fileName: `incident-summary-${params.startDate}-${params.endDate}.${params.format}`,
      contentType: pdf ? 'application/pdf' : XLSX_TYPE,
      write: (out) => (pdf ? writePdf(out, content, repo) : writeXlsx(out, content, repo)),
    };
  }

  async report(caller: Caller, body: SummaryBody): Promise<PreparedReport> {
    return this.prepare(caller, await checkedParams(this.db, caller, body));
  }

  /** A single-use link, after the same checks as a direct report (the cap included). */
  async createLink(caller: Caller, body: SummaryBody) {
    const params = await checkedParams(this.db, caller, body);
    await this.prepare(caller, params);
    return createDownloadLink(this.db, caller, LINK_KIND, params);
  }

  /** The link's report for its caller as the caller is now (scope and roles re-read). */
  async fromLink(token: string): Promise<PreparedReport> {
    const { caller, params } = await claimDownloadLink<ReportParams>(this.db, LINK_KIND, token);
    return this.prepare(caller, params);
  }
}

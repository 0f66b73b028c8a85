import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/types.js';
import { claimDownloadLink, createDownloadLink } from '../../downloads/links.js';
import type { Caller } from '../../policy/index.js';
import { IncidentAnalysis } from './analysis.js';
import type { PeriodQuery } from './periodQuery.js';

export const ANALYSIS_LINK_KIND = 'incident-analysis';
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export const analysisFileName = (q: PeriodQuery) => `incident-analysis-${q.from}-${q.to}.xlsx`;

/** A day as a real date cell (midnight UTC: a spreadsheet date has no time zone). */
const dateCell = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The analysis as an xlsx (POST /stats/daily/export/link, then GET /stats/daily/export?token=): sheet
 * "Days" (every day of the period) and sheet "Heat map" (weekdays x hours). English headers, as the users
 * export: the file is data for other tools. At most 366 days and 168 cells: computed first, so a refusal
 * is still a JSON answer, then streamed through exceljs' writer.
 */
export class AnalysisExport {
  private readonly analysis: IncidentAnalysis;

  constructor(private readonly db: Db) {
    this.analysis = new IncidentAnalysis(db);
  }

  async createLink(caller: Caller, q: PeriodQuery) {
    await this.analysis.check(caller, q);
    return createDownloadLink(this.db, caller, ANALYSIS_LINK_KIND, q);
  }

  /** The link taken and the figures computed for its caller as it is now (rules checked again). */
  async claim(token: string) {
    const { caller, params } = await claimDownloadLink<PeriodQuery>(this.db, ANALYSIS_LINK_KIND, token);
    return { query: params, figures: await this.analysis.of(caller, params) };
  }

  static async write(out: Writable, figures: Awaited<ReturnType<IncidentAnalysis['of']>>): Promise<void> {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const days = workbook.addWorksheet('Days');
    days.columns = [
      { header: 'Date', width: 12, style: { numFmt: 'yyyy-mm-dd' } },
      { header: 'Total', width: 8 },
      { header: 'Unconfirmed', width: 12 },
      { header: 'Ongoing', width: 10 },
      { header: 'Confirmed', width: 11 },
      { header: 'Finalized', width: 10 },
    ];
    for (const d of figures.days)
      days.addRow([dateCell(d.date), d.total, d.confirm, d.pending, d.confirmed, d.finalized]).commit();
    days.commit();
    const heat = workbook.addWorksheet('Heat map');
    heat.columns = [
      { header: 'Weekday', width: 11 },
      ...Array.from({ length: 24 }, (_, h) => ({ header: String(h).padStart(2, '0'), width: 5 })),
    ];
    WEEKDAYS.forEach((name, i) => {
      const counts = figures.heatmap.filter((c) => c.weekday === i + 1).map((c) => c.count);
      heat.addRow([name, ...counts]).commit();
    });
    heat.commit();
    await workbook.commit();
  }
}

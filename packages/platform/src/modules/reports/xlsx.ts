import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { drained } from '../../downloads/links.js';
import { addTextSafeRow } from '../../downloads/sheets.js';
import { TEXTS } from './labels.js';
import type { ReportContent } from './content.js';
import type { ReportsRepository } from './repository.js';

/** The sheets' names stay as the contract names them (other tools find them); their cells are in the report's language. */
export const SHEETS = { incidents: 'Incidents', deviceAlerts: 'Device alerts', summary: 'Summary' };

const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';

/** A Stockholm wall-clock text as the Date a spreadsheet shows as that time (spreadsheets have no zones). */
const sheetDate = (local: string) => new Date(`${local}Z`);

/** The report as an xlsx, streamed into `out` (exceljs' WorkbookWriter; rows committed as they are read). */
export async function writeXlsx(out: Writable, content: ReportContent, repo: ReportsRepository): Promise<void> {
  const t = TEXTS[content.params.language];
  const c = t.columns;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });

  const incidents = workbook.addWorksheet(SHEETS.incidents);
  incidents.columns = [
    { header: c.uid, width: 10 },
    { header: c.created, width: 20, style: { numFmt: DATE_FORMAT } },
    { header: c.kind, width: 20 },
    { header: c.status, width: 14 },
    { header: c.name, width: 30 },
    { header: c.description, width: 40 },
    { header: c.network, width: 24 },
    { header: c.client, width: 24 },
    { header: c.address, width: 30 },
    { header: c.latitude, width: 12 },
    { header: c.longitude, width: 12 },
  ];
  for await (const batch of repo.incidentBatches()) {
    for (const r of batch) {
      addTextSafeRow(incidents, [
        r.id,
        sheetDate(r.created_local),
        t.kinds[r.kind] ?? r.kind,
        t.statuses[r.status] ?? r.status,
        r.name,
        r.description,
        r.network_name,
        r.client_name,
        r.address,
        r.lat,
        r.lng,
      ]).commit();
    }
    await drained(out);
  }
  incidents.commit();

  if (content.params.deviceAlerts) {
    const alerts = workbook.addWorksheet(SHEETS.deviceAlerts);
    alerts.columns = [
      { header: c.uid, width: 10 },
      { header: c.alarmDate, width: 20, style: { numFmt: DATE_FORMAT } },
      { header: c.device, width: 24 },
      { header: c.client, width: 24 },
      { header: c.alarmType, width: 16 },
      { header: c.eventCode, width: 10 },
      { header: c.section, width: 10 },
      { header: c.message, width: 40 },
    ];
    for await (const batch of repo.deviceAlertBatches()) {
      for (const r of batch) {
        addTextSafeRow(alerts, [
          r.id,
          sheetDate(r.alarm_local),
          r.device_name,
          r.client_name,
          t.deviceAlarmTypes[r.alarm_type] ?? r.alarm_type,
          r.event_code,
          r.section_number,
          r.message,
        ]).commit();
      }
      await drained(out);
    }
    alerts.commit();
  }

  const summary = workbook.addWorksheet(SHEETS.summary);
  summary.columns = [{ width: 28 }, { width: 16 }, { width: 16 }, { width: 16 }, { width: 16 }, { width: 12 }];
  const filters = content.filterLines();
  summary.addRow([t.title]).commit();
  for (const [label, value] of filters) addTextSafeRow(summary, [label, value]).commit();
  summary.addRow([]).commit();
  summary.addRow([t.totals]).commit();
  summary.addRow([c.kind, ...content.statuses.map((s) => t.statuses[s]), t.total]).commit();
  for (const row of content.kindRows()) {
    summary.addRow([t.kinds[row.kind] ?? row.kind, ...row.counts, row.total]).commit();
  }
  summary.addRow([t.total, ...content.statusTotals(), content.incidentCount]).commit();
  if (content.params.deviceAlerts) summary.addRow([t.deviceAlerts, content.deviceAlertCount]).commit();
  summary.commit();
  await workbook.commit();
}

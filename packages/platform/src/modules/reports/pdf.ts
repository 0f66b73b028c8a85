import { readFileSync } from 'node:fs';
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { drained } from '../../downloads/links.js';
import type { ReportContent } from './content.js';
import type { ReportDeviceAlert, ReportIncident, ReportsRepository } from './repository.js';

/** DejaVu Sans (assets/fonts, Bitstream Vera license): å ä ö ñ and the rest render and stay extractable. */
const FONT_DIR = new URL('../../../assets/fonts/', import.meta.url);
const FONTS = {
  regular: readFileSync(new URL('DejaVuSans.ttf', FONT_DIR)),
  bold: readFileSync(new URL('DejaVuSans-Bold.ttf', FONT_DIR)),
};

// A4 landscape, in points.
const WIDTH = 841.89;
const HEIGHT = 595.28;
const MARGIN = 36;
const SIZE = 8;
const ROW = 13;
const TABLE_TOP = 44;
const FOOTER_Y = HEIGHT - 24;
export const ROWS_PER_PAGE = Math.floor((FOOTER_Y - 8 - (TABLE_TOP + ROW)) / ROW);

type Column<R> = { width: number; label: string; value: (r: R) => string };

/** Cuts a text to the width with an ellipsis; measures only when it might not fit (measuring is the slow part). */
function fit(doc: PDFKit.PDFDocument, text: string, width: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length * SIZE <= width || doc.widthOfString(clean) <= width) return clean;
  let lo = 0;
  let hi = clean.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (doc.widthOfString(`${clean.slice(0, mid)}…`) <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${clean.slice(0, lo)}…`;
}

/**
 * The report as a PDF streamed into `out`: a first page with the period, the filters, the totals and a bar
 * chart; then the tables, their header on every page, and "Page n of m" (the row count is known before,
 * and every row is one line, so the page count is too: nothing is buffered).
 */
export async function writePdf(
  out: Writable,
  content: ReportContent,
  repo: ReportsRepository,
  options: { compress?: boolean } = {},
): Promise<void> {
  const t = content.texts;
  const c = t.columns;
  const p = content.params;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    compress: options.compress ?? true,
    info: { Title: `${t.title} ${p.startDate} – ${p.endDate}`, Producer: 'Vakt' },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  // Not doc.pipe(out): pdfkit ignores a paused pipe and buffers every page it is handed. The tables pull each
  // finished page into `out` themselves and wait for its 'drain' when the reader is slower than the drawing.
  const writeOut = (chunk: Buffer) => {
    if (!out.destroyed) out.write(chunk);
  };
  const flushPage = async () => {
    for (let chunk: Buffer | null; (chunk = doc.read() as Buffer | null) !== null;) writeOut(chunk);
    await drained(out);
  };

  const pagesOf = (rows: number) => Math.max(1, Math.ceil(rows / ROWS_PER_PAGE));
  const incidentPages = p.kinds.length ? pagesOf(content.incidentCount) : 0;
  const alertPages = p.deviceAlerts ? pagesOf(content.deviceAlertCount) : 0;
  const totalPages = 1 + incidentPages + alertPages;
  let page = 1;
  const footer = () =>
    doc
      .font('regular')
      .fontSize(SIZE)
      .fillColor('#555555')
      .text(t.page(page, totalPages), MARGIN, FOOTER_Y, { lineBreak: false, width: WIDTH - 2 * MARGIN, align: 'right' })
      .text(`${t.title} · ${p.startDate} – ${p.endDate}`, MARGIN, FOOTER_Y, { lineBreak: false })
      .fillColor('black');

  firstPage(doc, content);
  footer();

  async function table<R>(title: string, columns: Column<R>[], batches: AsyncGenerator<R[]>, limit: number) {
    let y = 0;
    const header = () => {
      doc.addPage();
      page += 1;
      doc.font('bold').fontSize(11).text(title, MARGIN, 20, { lineBreak: false });
      doc
        .rect(MARGIN, TABLE_TOP, WIDTH - 2 * MARGIN, ROW)
        .fill('#e6e9ef')
        .fillColor('black');
      doc.font('bold').fontSize(SIZE);
      let x = MARGIN;
      for (const col of columns) {
        doc.text(fit(doc, col.label, col.width - 4), x + 2, TABLE_TOP + 3, { lineBreak: false });
        x += col.width;
      }
      doc.font('regular');
      footer();
      doc.font('regular').fontSize(SIZE);
      y = TABLE_TOP + ROW;
    };
    header();
    let written = 0;
    for await (const batch of batches) {
      for (const r of batch) {
        if (written === limit) break;
        if (written > 0 && written % ROWS_PER_PAGE === 0) {
          header(); // ends the previous page: pdfkit has written it out
          await flushPage();
        }
        if (written % 2 === 1)
          doc
            .rect(MARGIN, y, WIDTH - 2 * MARGIN, ROW)
            .fill('#f6f7f9')
            .fillColor('black');
        let x = MARGIN;
        for (const col of columns) {
          doc.text(fit(doc, col.value(r), col.width - 4), x + 2, y + 3, { lineBreak: false });
          x += col.width;
        }
        y += ROW;
        written += 1;
      }
    }
    if (written === 0) doc.text(t.none, MARGIN + 2, y + 3, { lineBreak: false });
  }

  if (incidentPages) {
    const columns: Column<ReportIncident>[] = [
      { width: 44, label: c.uid, value: (r) => String(r.id) },
      { width: 78, label: c.created, value: (r) => r.created_local.replace('T', ' ').slice(0, 16) },
      { width: 90, label: c.kind, value: (r) => t.kinds[r.kind] ?? r.kind },
      { width: 66, label: c.status, value: (r) => t.statuses[r.status] ?? r.status },
      { width: 150, label: c.name, value: (r) => r.name },
      { width: 110, label: c.network, value: (r) => r.network_name ?? '' },
      { width: 110, label: c.client, value: (r) => r.client_name ?? '' },
      { width: WIDTH - 2 * MARGIN - 648, label: c.address, value: (r) => r.address ?? '' },
    ];
    await table(t.title, columns, repo.incidentBatches(), content.incidentCount);
  }
  if (alertPages) {
    const columns: Column<ReportDeviceAlert>[] = [
      { width: 44, label: c.uid, value: (r) => String(r.id) },
      { width: 78, label: c.alarmDate, value: (r) => r.alarm_local.replace('T', ' ').slice(0, 16) },
      { width: 130, label: c.device, value: (r) => r.device_name },
      { width: 120, label: c.client, value: (r) => r.client_name ?? '' },
      { width: 90, label: c.alarmType, value: (r) => t.deviceAlarmTypes[r.alarm_type] ?? r.alarm_type },
      { width: 50, label: c.eventCode, value: (r) => r.event_code ?? '' },
      { width: 50, label: c.section, value: (r) => r.section_number ?? '' },
      { width: WIDTH - 2 * MARGIN - 562, label: c.message, value: (r) => r.message ?? '' },
    ];
    await table(t.deviceAlerts, columns, repo.deviceAlertBatches(), content.deviceAlertCount);
  }

  const ended = new Promise<void>((resolve, reject) => {
    out.once('finish', resolve);
    out.once('close', resolve);
    out.once('error', reject);
  });
  doc.on('data', writeOut);
  doc.once('end', () => out.end());
  doc.end();
  await ended;
}

/** Title, period and filters, the totals per kind and status, and a bar chart of incidents per kind. */
function firstPage(doc: PDFKit.PDFDocument, content: ReportContent) {
  const t = content.texts;
  doc.font('bold').fontSize(20).text(t.title, MARGIN, MARGIN, { lineBreak: false });
  let y = MARGIN + 34;
  for (const [label, value] of content.filterLines()) {
    doc.font('bold').fontSize(10).text(label, MARGIN, y, { lineBreak: false });
    doc.font('regular').text(fit(doc, value, WIDTH - 2 * MARGIN - 120), MARGIN + 120, y, { lineBreak: false });
    y += 16;
  }
  if (content.params.deviceAlerts) {
    doc.font('bold').text(t.deviceAlerts, MARGIN, y, { lineBreak: false });
    doc.font('regular').text(String(content.deviceAlertCount), MARGIN + 120, y, { lineBreak: false });
    y += 16;
  }

  // Totals: kind, the four statuses, total.
  y += 12;
  doc.font('bold').fontSize(12).text(t.totals, MARGIN, y, { lineBreak: false });
  y += 20;
  const widths = [150, 80, 80, 80, 80, 70];
  const cells = (values: string[], bold: boolean) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(9);
    let x = MARGIN;
    values.forEach((v, i) => {
      const align = i === 0 ? 'left' : 'right';
      doc.text(v, x + 2, y + 3, { lineBreak: false, width: widths[i]! - 4, align });
      x += widths[i]!;
    });
    y += 15;
  };
  doc
    .rect(
      MARGIN,
      y,
      widths.reduce((a, b) => a + b),
      15,
    )
    .fill('#e6e9ef')
    .fillColor('black');
  cells([t.columns.kind, ...content.statuses.map((s) => t.statuses[s]!), t.total], true);
  const rows = content.kindRows();
  for (const row of rows) cells([t.kinds[row.kind] ?? row.kind, ...row.counts.map(String), String(row.total)], false);
  cells([t.total, ...content.statusTotals().map(String), String(content.incidentCount)], true);

  // The bar chart: one bar per kind, drawn with rectangles, scaled to the largest.
  if (!rows.length) return;
  y += 18;
  doc.font('bold').fontSize(12).text(t.incidentsPerKind, MARGIN, y, { lineBreak: false });
  y += 22;
  const max = Math.max(1, ...rows.map((r) => r.total));
  const barWidth = 420;
  for (const row of rows) {
    doc
      .font('regular')
      .fontSize(9)
      .text(t.kinds[row.kind] ?? row.kind, MARGIN, y + 3, { lineBreak: false });
    const w = Math.max(row.total ? 1 : 0, (row.total / max) * barWidth);
    if (w)
      doc
        .rect(MARGIN + 150, y, w, 14)
        .fill('#3b6ea5')
        .fillColor('black');
    doc.text(String(row.total), MARGIN + 156 + w, y + 3, { lineBreak: false });
    y += 20;
  }
}

// The results file of an import, built in the browser with exceljs: every row of the file with its
// outcome. Cells that come from the uploaded file are written as text with formula-looking values
// escaped (OWASP CSV injection rule), so the file cannot run anything when opened.
import type ExcelJS from 'exceljs';

export interface ResultRow {
  row: number;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  outcome: string;
  reasons: string;
}

export interface ResultHeaders {
  sheet: string;
  row: string;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  outcome: string;
  reasons: string;
}

/** A value that a spreadsheet would read as a formula gets a leading apostrophe. */
export function escapeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export async function buildResultsFile(
  rows: readonly ResultRow[],
  headers: ResultHeaders,
  excel?: typeof ExcelJS,
): Promise<Uint8Array> {
  const { Workbook } = excel ?? (await import('exceljs')).default;
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(headers.sheet);
  sheet.columns = [
    { header: headers.row, key: 'row', width: 8 },
    { header: headers.email, key: 'email', width: 32 },
    { header: headers.username, key: 'username', width: 20 },
    { header: headers.firstName, key: 'firstName', width: 16 },
    { header: headers.lastName, key: 'lastName', width: 16 },
    { header: headers.outcome, key: 'outcome', width: 14 },
    { header: headers.reasons, key: 'reasons', width: 60 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows)
    sheet.addRow({
      row: row.row,
      email: escapeCell(row.email),
      username: escapeCell(row.username),
      firstName: escapeCell(row.firstName),
      lastName: escapeCell(row.lastName),
      outcome: row.outcome,
      reasons: row.reasons,
    });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}

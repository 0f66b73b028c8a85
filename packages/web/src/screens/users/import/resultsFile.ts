// The results file of an import, built in the browser with exceljs: every row of the file with its
// outcome. Cells that come from the uploaded file keep their exact value as string cells (xlsx never
// evaluates those); a value that looks like a formula also gets the Text format, so editing it keeps it
// text (OWASP CSV injection rule) without the visible apostrophe that would change it.
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

/** A text a spreadsheet would take for a formula when typed: = + - @, a tab or a carriage return. */
export const looksLikeFormula = (value: unknown): value is string =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value);

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
  for (const row of rows) {
    const added = sheet.addRow({
      row: row.row,
      email: row.email,
      username: row.username,
      firstName: row.firstName,
      lastName: row.lastName,
      outcome: row.outcome,
      reasons: row.reasons,
    });
    added.eachCell((cell) => {
      if (looksLikeFormula(cell.value)) cell.numFmt = '@';
    });
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}

import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildResultsFile } from './resultsFile';

const HEADERS = {
  sheet: 'Results',
  row: 'Row',
  email: 'E-mail',
  username: 'Username',
  firstName: 'First name',
  lastName: 'Last name',
  outcome: 'Outcome',
  reasons: 'Reasons',
};

describe('the import results file', () => {
  it('keeps every value of the uploaded file exact; formula-looking texts are Text cells, never formulas', async () => {
    const bytes = await buildResultsFile(
      [
        {
          row: 2,
          email: '-dash@example.org',
          username: '=HYPERLINK("http://x","y")',
          firstName: '+46701234567',
          lastName: '@home',
          outcome: 'Skipped',
          reasons: 'EMAIL_EXISTS',
        },
        {
          row: 3,
          email: 'ada@example.org',
          username: 'ada',
          firstName: 'Ada',
          lastName: 'L',
          outcome: 'Imported',
          reasons: '',
        },
      ],
      HEADERS,
      ExcelJS,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
    const sheet = workbook.getWorksheet('Results')!;
    const nasty = sheet.getRow(2);
    const cells = [2, 3, 4, 5].map((column) => nasty.getCell(column));
    expect(cells.map((cell) => cell.value)).toEqual([
      '-dash@example.org',
      '=HYPERLINK("http://x","y")',
      '+46701234567',
      '@home',
    ]);
    for (const cell of cells) {
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.numFmt).toBe('@');
    }
    expect(sheet.getRow(3).getCell(3).value).toBe('ada');
    expect(sheet.getRow(3).getCell(3).numFmt).toBeUndefined();
  });
});

// Reads an import file into plain records: the zip guard first, then exceljs, then the header row
// (within the first 30 rows) and at most 1000 data rows. Pure module (no DOM, no React): the parse
// worker, the main-thread fallback and bench:import all run this same code.
import ExcelJS from 'exceljs';
import {
  fieldOfHeader,
  HEADER_SEARCH_ROWS,
  IMPORT_FIELDS,
  MAX_DATA_ROWS,
  REQUIRED_FIELDS,
  type ImportField,
} from './columns';
import { checkXlsx, ImportFileError } from './zipGuard';

/** One sheet row as text cells (index 0 = column A). */
export interface SheetRow {
  row: number;
  cells: string[];
}

/** One data row of the file: its spreadsheet row number and each column's text ('' when absent). */
export interface ImportRecord {
  row: number;
  values: Record<ImportField, string>;
}

export interface ParsedImportFile {
  headerRow: number;
  /** The columns the header row has, in the wizard's order. */
  columns: ImportField[];
  records: ImportRecord[];
  /** Users under the first 1000 that were not read (the spec reads at most 1000 data rows). */
  ignoredRows: number;
  /** The spreadsheet row of the last user read. */
  lastRowRead: number;
}

/** A cell's value as the text a person sees (hyperlinks, rich text and formula results included). */
export function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText))
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('formula' in value || 'sharedFormula' in value)
      return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
    if ('text' in value) {
      const text = (value as { text: unknown }).text;
      if (typeof text === 'string') return text.trim();
      if (text && typeof text === 'object' && 'richText' in text) return cellText(text as ExcelJS.CellRichTextValue);
    }
    if ('hyperlink' in value) return String((value as { hyperlink: string }).hyperlink).replace(/^mailto:/i, '');
    if ('error' in value) return '';
  }
  return '';
}

/** The first worksheet's non-empty rows as text (blank rows left out). */
export async function readSheetRows(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch (error) {
    throw new ImportFileError('PARSE_FAILED', (error as Error).message);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ImportFileError('PARSE_FAILED', 'no worksheet');
  const rows: SheetRow[] = [];
  for (let number = 1; number <= sheet.rowCount; number++) {
    const row = sheet.findRow(number);
    if (!row || !row.hasValues) continue;
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    for (let i = 0; i < cells.length; i++) cells[i] ??= '';
    if (cells.some((text) => text !== '')) rows.push({ row: number, cells });
  }
  return rows;
}

export interface HeaderMatch {
  headerRow: number;
  /** Column index -> field. */
  columns: Map<number, ImportField>;
}

/** Finds the header row among the rows numbered 1..30: the first that names every required column. */
export function findHeader(rows: readonly SheetRow[]): HeaderMatch {
  for (const { row, cells } of rows) {
    if (row > HEADER_SEARCH_ROWS) break;
    const columns = new Map<number, ImportField>();
    const seen = new Set<ImportField>();
    cells.forEach((text, index) => {
      const field = fieldOfHeader(text);
      if (field && !seen.has(field)) {
        seen.add(field);
        columns.set(index, field);
      }
    });
    if (REQUIRED_FIELDS.every((field) => seen.has(field))) return { headerRow: row, columns };
  }
  throw new ImportFileError('HEADER_NOT_FOUND');
}

function emptyValues(): Record<ImportField, string> {
  return Object.fromEntries(IMPORT_FIELDS.map((field) => [field, ''])) as Record<ImportField, string>;
}

/** The data rows under the header (blank rows skipped): the first 1000 are read, the rest counted. */
export function toRecords(rows: readonly SheetRow[], header: HeaderMatch): ParsedImportFile {
  const records: ImportRecord[] = [];
  let ignoredRows = 0;
  for (const { row, cells } of rows) {
    if (row <= header.headerRow) continue;
    const values = emptyValues();
    let any = false;
    for (const [index, field] of header.columns) {
      const text = cells[index] ?? '';
      values[field] = text;
      if (text) any = true;
    }
    if (!any) continue;
    if (records.length === MAX_DATA_ROWS) ignoredRows += 1;
    else records.push({ row, values });
  }
  if (records.length === 0) throw new ImportFileError('NO_ROWS');
  const present = new Set(header.columns.values());
  return {
    headerRow: header.headerRow,
    columns: IMPORT_FIELDS.filter((field) => present.has(field)),
    records,
    ignoredRows,
    lastRowRead: records[records.length - 1].row,
  };
}

/** The whole read: zip guard, exceljs, header, records. Throws ImportFileError. */
export async function parseImportFile(bytes: Uint8Array, name: string): Promise<ParsedImportFile> {
  await checkXlsx(bytes, name);
  const rows = await readSheetRows(bytes);
  return toRecords(rows, findHeader(rows));
}

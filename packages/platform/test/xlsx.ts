import { inflateRawSync } from 'node:zlib';
import { DOMParser, type Element } from '@xmldom/xmldom';

/**
 * An xlsx reader written from the file formats (ZIP's central directory, SpreadsheetML's sheets, shared
 * strings and cell styles), independent of exceljs that writes the files under test: what a spreadsheet
 * program finds in a cell, its type and its number format.
 */
export interface SheetCell {
  /** `s`/`inlineStr`/`str`: text; `n`: number (dates too); `b`: boolean. */
  type: string;
  value: string;
  /** The cell's number format code (`General` when none), e.g. `@` for Text, `yyyy-mm-dd hh:mm`. */
  format: string;
  /** The formula text when the cell holds one. */
  formula: string | null;
}

export interface Workbook {
  sheetNames: string[];
  /** Rows of cells by sheet name; a row is indexed by column (0 = A), missing cells undefined. */
  sheets: Map<string, (SheetCell | undefined)[][]>;
}

/** The built-in number formats a cell may name by id (ECMA-376 part 1, 18.8.30). */
const BUILT_IN: Record<number, string> = { 0: 'General', 14: 'mm-dd-yy', 22: 'm/d/yy h:mm', 49: '@' };

function unzip(file: Buffer): Map<string, Buffer> {
  let end = file.length - 22;
  while (end >= 0 && file.readUInt32LE(end) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error('not a zip file: no end of central directory');
  const count = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    if (file.readUInt32LE(at) !== 0x02014b50) throw new Error('broken central directory');
    const method = file.readUInt16LE(at + 10);
    const size = file.readUInt32LE(at + 20);
    const nameLength = file.readUInt16LE(at + 28);
    const extraLength = file.readUInt16LE(at + 30);
    const commentLength = file.readUInt16LE(at + 32);
    const local = file.readUInt32LE(at + 42);
    const name = file.toString('utf8', at + 46, at + 46 + nameLength);
    const dataAt = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    const data = file.subarray(dataAt, dataAt + size);
    entries.set(name, method === 0 ? data : inflateRawSync(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

const xml = (buffer: Buffer | undefined) =>
  buffer ? new DOMParser().parseFromString(buffer.toString('utf8'), 'text/xml') : undefined;
interface XmlNode {
  getElementsByTagName(name: string): ArrayLike<Element>;
}
const elements = (node: XmlNode | undefined, name: string): Element[] =>
  node ? Array.from(node.getElementsByTagName(name)) : [];
const textOf = (node: Element) =>
  elements(node, 't')
    .map((t) => t.textContent ?? '')
    .join('');

function columnIndex(reference: string): number {
  const letters = /^[A-Z]+/.exec(reference)![0];
  return [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0) - 1;
}

export function readXlsx(file: Buffer): Workbook {
  const parts = unzip(file);
  const shared = elements(xml(parts.get('xl/sharedStrings.xml')), 'si').map(textOf);
  const styles = xml(parts.get('xl/styles.xml'));
  const formats = new Map<number, string>(Object.entries(BUILT_IN).map(([id, code]) => [Number(id), code]));
  for (const f of elements(styles, 'numFmt'))
    formats.set(Number(f.getAttribute('numFmtId')), f.getAttribute('formatCode') ?? '');
  const cellXfs = elements(styles, 'cellXfs')[0];
  const xfFormats = elements(cellXfs, 'xf').map((xf) => formats.get(Number(xf.getAttribute('numFmtId') ?? 0)) ?? '');

  const workbookXml = xml(parts.get('xl/workbook.xml'));
  const relations = xml(parts.get('xl/_rels/workbook.xml.rels'));
  const targets = new Map(
    elements(relations, 'Relationship').map((r) => [r.getAttribute('Id'), r.getAttribute('Target')]),
  );
  const sheetNames: string[] = [];
  const sheets = new Map<string, (SheetCell | undefined)[][]>();
  for (const sheet of elements(workbookXml, 'sheet')) {
    const name = sheet.getAttribute('name') ?? '';
    const target = targets.get(sheet.getAttribute('r:id'))!.replace(/^\/?(xl\/)?/, '');
    const rows: (SheetCell | undefined)[][] = [];
    for (const row of elements(xml(parts.get(`xl/${target}`)), 'row')) {
      const cells: (SheetCell | undefined)[] = [];
      for (const c of elements(row, 'c')) {
        const type = c.getAttribute('t') ?? 'n';
        const v = elements(c, 'v')[0]?.textContent ?? '';
        const value = type === 's' ? shared[Number(v)]! : type === 'inlineStr' ? textOf(elements(c, 'is')[0]!) : v;
        const f = elements(c, 'f')[0];
        cells[columnIndex(c.getAttribute('r')!)] = {
          type,
          value,
          format: xfFormats[Number(c.getAttribute('s') ?? 0)] || 'General',
          formula: f ? (f.textContent ?? '') : null,
        };
      }
      rows[Number(row.getAttribute('r')) - 1] = cells;
    }
    sheetNames.push(name);
    sheets.set(name, rows);
  }
  return { sheetNames, sheets };
}

/** A spreadsheet serial day number (1900 date system) as the wall-clock text it shows, minutes precision. */
export function serialToText(serial: string): string {
  const ms = Math.round((Number(serial) - 25569) * 86_400_000);
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}

// Builders of import files for the tests and bench:import (exceljs workbooks, hand-made zips).
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { IMPORT_FIELDS, TEMPLATE_HEADERS, type ImportField } from './columns';

/** An xlsx whose first sheet holds `rows` (arrays of cell values) from row 1. */
export async function xlsxOf(rows: readonly (readonly ExcelJS.CellValue[])[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Users');
  rows.forEach((cells, index) => {
    if (cells.length) sheet.getRow(index + 1).values = [...cells];
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export const HEADER_ROW = IMPORT_FIELDS.map((field) => TEMPLATE_HEADERS[field]);

/** A data row in the template's column order; missing fields are empty. */
export function rowOf(values: Partial<Record<ImportField, string>>): string[] {
  return IMPORT_FIELDS.map((field) => values[field] ?? '');
}

/** `count` valid users, networks named "North" and "South" alternating. */
export function generatedRows(count: number): string[][] {
  return Array.from({ length: count }, (_, i) =>
    rowOf({
      email: `user${i}@example.com`,
      username: `user${i}`,
      firstName: `First${i}`,
      lastName: `Last${i}`,
      phone: `+4670${String(i).padStart(7, '0')}`,
      language: ['english', 'swedish', 'spanish'][i % 3],
      role: i % 10 === 0 ? 'admin' : 'user',
      twoFa: 'no',
      broadcast: 'yes',
      listen: 'no',
      releaseNotes: i % 2 ? 'X' : '',
      subscription: ['MAXI', 'MEGA', 'MACRO'][i % 3],
      networks: i % 2 ? 'North; South' : 'North',
      active: i % 4 ? 'X' : '',
    }),
  );
}

export interface ZipPart {
  name: string;
  data: Uint8Array;
  /** Stored as deflate (default) or as-is. */
  method?: 0 | 8;
  /** The uncompressed size the directory declares (default: the real one). */
  declaredSize?: number;
}

/** A zip written by hand, so the tests can declare sizes that lie. CRCs are left 0 (the guard reads none). */
export function zipOf(parts: readonly ZipPart[]): Uint8Array {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const method = part.method ?? 8;
    const body = method === 8 ? deflateRawSync(part.data) : Buffer.from(part.data);
    const name = Buffer.from(part.name);
    const declared = part.declaredSize ?? part.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(method, 10);
    entry.writeUInt32LE(body.length, 20);
    entry.writeUInt32LE(declared, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    chunks.push(local, name, body);
    central.push(entry, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...chunks, directory, end]));
}

export const CONTENT_TYPES: ZipPart = { name: '[Content_Types].xml', data: Buffer.from('<Types/>') };

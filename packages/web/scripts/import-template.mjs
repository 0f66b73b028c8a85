#!/usr/bin/env node
// Writes public/templates/users-import-template.xlsx: the import wizard's header row (from
// src/screens/users/import/columns.ts, so the template and the parser never disagree) and one example row.
//   node packages/web/scripts/import-template.mjs
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { runnerImport } from 'vite';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const { module: columns } = await runnerImport(join(web, 'src/screens/users/import/columns.ts'), {
  configFile: false,
  logLevel: 'silent',
});

const workbook = new ExcelJS.Workbook();
// fixed dates keep the file byte-identical between runs
workbook.created = workbook.modified = new Date('2026-01-01T00:00:00Z');
const sheet = workbook.addWorksheet('Users');
sheet.columns = columns.IMPORT_FIELDS.map((field) => ({
  header: columns.TEMPLATE_HEADERS[field],
  key: field,
  width: field === 'email' ? 32 : field === 'networks' ? 28 : 16,
}));
sheet.getRow(1).font = { bold: true };
sheet.addRow(columns.TEMPLATE_EXAMPLE);
sheet.views = [{ state: 'frozen', ySplit: 1 }];
const out = join(web, 'public/templates/users-import-template.xlsx');
await writeFile(out, new Uint8Array(await workbook.xlsx.writeBuffer()));
console.log(`wrote ${out}`);

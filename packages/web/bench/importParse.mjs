#!/usr/bin/env node
// bench:import — the import wizard's browser code path on a generated 1000-row xlsx: the zip guard,
// exceljs, the header search and every validation rule (src/screens/users/import, the same modules the
// parse worker runs), under Node. Prints the times; the goal is at most 1 s for parse + validate.
//   npm run bench:import [-- --rows 1000 --runs 10]
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const ROWS = option('rows', 1000);
const RUNS = option('runs', 10);

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const load = async (path) => (await runnerImport(join(web, path), { configFile: false, logLevel: 'silent' })).module;
const { parseImportFile } = await load('src/screens/users/import/parseFile.ts');
const { checkRequest, validateRecords } = await load('src/screens/users/import/validateRows.ts');
const { checkXlsx } = await load('src/screens/users/import/zipGuard.ts');
const { xlsxOf, generatedRows, HEADER_ROW } = await load('src/screens/users/import/testFiles.ts');

const file = await xlsxOf([HEADER_ROW, ...generatedRows(ROWS)]);
// what userImportCheck would answer: every 20th user exists, both networks exist
const check = {
  existingUsers: Array.from({ length: Math.floor(ROWS / 20) }, (_, i) => ({
    email: `user${i * 20}@example.com`,
    username: null,
    inClient: i % 2 === 0,
  })),
  existingNetworks: [
    { id: 'n1', name: 'North' },
    { id: 'n2', name: 'South' },
  ],
};

const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;
const runs = [];
for (let i = 0; i < RUNS + 1; i++) {
  const t0 = process.hrtime.bigint();
  await checkXlsx(file, 'users.xlsx');
  const guard = ms(t0);
  const parsed = await parseImportFile(file, 'users.xlsx'); // runs the guard again, as the worker does
  const parse = ms(t0) - guard;
  const t1 = process.hrtime.bigint();
  checkRequest(parsed.records);
  const result = validateRecords(parsed.records, check);
  const validate = ms(t1);
  if (result.counts.rows !== ROWS) throw new Error(`read ${result.counts.rows} rows, expected ${ROWS}`);
  if (i > 0) runs.push({ guard, parse, validate, total: parse + validate, counts: result.counts });
  else console.log(`first run (cold, not counted): ${(parse + validate).toFixed(0)} ms`);
}
const sorted = (key) => runs.map((run) => run[key]).sort((a, b) => a - b);
const median = (key) => sorted(key)[Math.floor(runs.length / 2)];
const max = (key) => sorted(key).at(-1);
console.log(`file: ${ROWS} rows, ${(file.length / 1024).toFixed(0)} KB; ${RUNS} runs after one warm-up`);
console.log(`counts: ${JSON.stringify(runs[0].counts)}`);
for (const key of ['guard', 'parse', 'validate', 'total'])
  console.log(
    `${key.padEnd(9)} median ${median(key).toFixed(1).padStart(7)} ms   max ${max(key).toFixed(1).padStart(7)} ms`,
  );
console.log(
  `goal: parse + validate <= 1000 ms -> ${max('total') <= 1000 ? 'met' : 'NOT met'} (max ${max('total').toFixed(0)} ms)`,
);

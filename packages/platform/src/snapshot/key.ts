import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS_DIR } from '../db/migrate.js';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Whatever can change what a snapshot holds: the seed, the database code and this module, with their imports. */
const ENTRIES = ['seed/index.ts', 'db/index.ts', 'snapshot/index.ts'];

/** Raised when a snapshot's layout changes in a way no hashed source shows. */
const FORMAT = 1;

let memo: Promise<string> | undefined;

/**
 * A hash of everything a seeded snapshot depends on: the migrations, every source file the seed and the
 * database code import (followed through relative imports) and the PGlite version. A snapshot made
 * under another hash is never used.
 */
export function sourcesHash(): Promise<string> {
  memo ??= computeHash();
  return memo;
}

async function computeHash(): Promise<string> {
  const hash = createHash('sha256').update(`format ${FORMAT}\npglite ${pgliteVersion()}\n`);
  for (const file of (await readdir(MIGRATIONS_DIR)).sort())
    hash.update(`migration ${file}\n`).update(await readFile(join(MIGRATIONS_DIR, file)));
  for (const file of await importGraph(ENTRIES.map((entry) => join(SRC, entry))))
    hash.update(`source ${file.slice(SRC.length)}\n`).update(await readFile(file));
  return hash.digest('hex');
}

const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

/** The entries and every file they reach through relative imports, sorted. */
async function importGraph(entries: string[]): Promise<string[]> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = await readFile(file, 'utf8');
    for (const [, spec] of text.matchAll(RELATIVE_IMPORT))
      queue.push(resolve(dirname(file), spec!.replace(/\.js$/, '.ts')));
  }
  return [...seen].sort();
}

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  let dir = dirname(require.resolve('@electric-sql/pglite'));
  for (;;) {
    try {
      const pkg = require(join(dir, 'package.json')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite') return pkg.version ?? 'unknown';
    } catch {
      // no package.json at this level
    }
    const up = dirname(dir);
    if (up === dir) return 'unknown';
    dir = up;
  }
}

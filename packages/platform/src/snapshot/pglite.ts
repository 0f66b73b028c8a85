import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openPglite, type Db } from '../db/index.js';
import { DATA_FILE, makeOnce, pgliteDir, readMeta, writeMeta, type SnapshotMeta } from './cache.js';
import { seedForSnapshot } from './seed.js';

/** Seeds a PGlite database at `scale` and keeps its data folder in the cache, unless it is there. */
export async function preparePglite(hash: string, scale: number): Promise<void> {
  await makeOnce(pgliteDir(hash, scale), async (tmp) => {
    const db = await openPglite();
    try {
      const meta = await seedForSnapshot(db, scale);
      await writeFile(join(tmp, DATA_FILE), Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
      await writeMeta(tmp, meta);
    } finally {
      await db.close();
    }
  });
}

/** An in-memory PGlite started from the cached snapshot, or undefined when there is none. */
export async function openPgliteSnapshot(
  hash: string,
  scale: number,
): Promise<{ db: Db; meta: SnapshotMeta } | undefined> {
  const dir = pgliteDir(hash, scale);
  const meta = await readMeta(dir);
  if (!meta) return undefined;
  const data = await readFile(join(dir, DATA_FILE));
  return { db: await openPglite(undefined, { loadDataDir: new Blob([data]) }), meta };
}

import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from '../config.js';
import type { SeedSummary } from '../seed/index.js';
import type { TimedTable } from './shift.js';

/** What a snapshot holds besides its database. */
export interface SnapshotMeta {
  scale: number;
  /** The seed's time reference (`seed(db, scale, seededAt)`): a load shifts the times by its age. */
  seededAt: number;
  seeded: SeedSummary;
  timed: TimedTable[];
  /** The demo documents' files the seed stored: a load puts them into the new platform's storage. */
  files: { key: string; base64: string }[];
}

/** Shared by the platform's and the gateway's runs; VAKT_TEST_SNAPSHOT_DIR moves it. */
export const CACHE_DIR =
  process.env.VAKT_TEST_SNAPSHOT_DIR ?? join(REPO_ROOT, 'node_modules', '.cache', 'vakt-test-snapshots');

/** `0.25` -> `0_25`: part of folder and database names. */
export const scaleTag = (scale: number) => String(scale).replace(/\W/g, '_');

export const pgliteDir = (hash: string, scale: number) =>
  join(CACHE_DIR, `pglite-${hash.slice(0, 16)}-${scaleTag(scale)}`);

export const DATA_FILE = 'data.tar';
export const META_FILE = 'meta.json';

export async function readMeta(dir: string): Promise<SnapshotMeta | undefined> {
  try {
    return JSON.parse(await readFile(join(dir, META_FILE), 'utf8')) as SnapshotMeta;
  } catch {
    return undefined;
  }
}

/**
 * Makes `dir` with `write` unless it is there, one maker at a time across processes (the platform's and
 * the gateway's runs may start together). The folder is written aside and renamed into place, so a
 * reader finds it whole or not at all; a lock older than `staleMs` is a crashed maker's.
 */
export async function makeOnce(dir: string, write: (tmp: string) => Promise<void>, staleMs = 300_000): Promise<void> {
  await mkdir(CACHE_DIR, { recursive: true });
  const lock = `${dir}.lock`;
  for (;;) {
    if (await readMeta(dir)) return;
    try {
      await mkdir(lock);
      break;
    } catch {
      const since = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (since > staleMs) await rm(lock, { recursive: true, force: true });
      else await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    if (await readMeta(dir)) return;
    const tmp = `${dir}.tmp-${process.pid}`;
    await rm(tmp, { recursive: true, force: true });
    await mkdir(tmp);
    await write(tmp);
    await rm(dir, { recursive: true, force: true });
    await rename(tmp, dir);
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

export async function writeMeta(dir: string, meta: SnapshotMeta): Promise<void> {
  await writeFile(join(dir, META_FILE), JSON.stringify(meta));
}

/**
 * Removes snapshots of other sources (an edited seed or migration) once they are an hour old: a run
 * still going on the old sources keeps its snapshot meanwhile.
 */
export async function removeStale(hash: string, maxAgeMs = 3_600_000): Promise<void> {
  const names = await readdir(CACHE_DIR).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.startsWith('pglite-') || name.startsWith(`pglite-${hash.slice(0, 16)}-`)) continue;
    const age = await stat(join(CACHE_DIR, name)).then(
      (s) => Date.now() - s.mtimeMs,
      () => 0,
    );
    if (age > maxAgeMs) await rm(join(CACHE_DIR, name), { recursive: true, force: true });
  }
}

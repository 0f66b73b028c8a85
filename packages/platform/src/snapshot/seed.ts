import { Readable } from 'node:stream';
import { migrate, type Db } from '../db/index.js';
import { seed } from '../seed/index.js';
import type { ObjectStorage } from '../storage/index.js';
import type { SnapshotMeta } from './cache.js';
import { timedTables } from './shift.js';

/** Migrates and seeds `db` as startPlatform's fresh path does, and answers what the snapshot keeps besides it. */
export async function seedForSnapshot(db: Db, scale: number): Promise<SnapshotMeta> {
  await migrate(db);
  const storage = new MemoryStorage();
  const seededAt = Date.now();
  const seeded = await seed(db, scale, seededAt, storage);
  const files = [...storage.objects].map(([key, bytes]) => ({ key, base64: bytes.toString('base64') }));
  return { scale, seededAt, seeded, timed: await timedTables(db), files };
}

/** Puts a snapshot's files into a new platform's storage. */
export async function restoreFiles(storage: ObjectStorage, files: SnapshotMeta['files']): Promise<void> {
  for (const file of files) await storage.put(file.key, Buffer.from(file.base64, 'base64'));
}

/** Keeps what the seed stores, to be written into each platform's own storage. */
class MemoryStorage implements ObjectStorage {
  readonly kind = 'local' as const;
  readonly objects = new Map<string, Buffer>();

  async put(key: string, bytes: Buffer) {
    this.objects.set(key, bytes);
  }
  async putFile(): Promise<void> {
    throw new Error('the seed stores bytes, not files');
  }
  async get(key: string) {
    return this.objects.get(key);
  }
  async open(key: string) {
    const bytes = this.objects.get(key);
    return bytes && { stream: Readable.from([bytes]), size: bytes.length };
  }
  async delete(key: string) {
    this.objects.delete(key);
  }
  async check() {}
}

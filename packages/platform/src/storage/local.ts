import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertSafeKey, type ObjectStorage } from './types.js';

/** Files in one folder, named by key. */
export class LocalStorage implements ObjectStorage {
  readonly kind = 'local' as const;

  constructor(readonly dir: string) {}

  private pathOf(key: string): string {
    return join(this.dir, assertSafeKey(key));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await writeFile(this.pathOf(key), bytes, { flag: 'wx' });
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async check(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const probe = join(this.dir, `.heartbeat-${randomBytes(4).toString('hex')}`);
    await writeFile(probe, 'ok');
    await rm(probe);
  }
}

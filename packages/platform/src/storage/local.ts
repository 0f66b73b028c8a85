import { randomBytes } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { copyFile, link, mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertSafeKey, type ObjectStorage, type StoredObject } from './types.js';

/** link(2) across filesystems, or where the filesystem has no hard links. */
const LINK_REFUSED = new Set(['EXDEV', 'EPERM', 'ENOTSUP', 'EOPNOTSUPP']);

/** Files in one folder, named by key. */
export class LocalStorage implements ObjectStorage {
  readonly kind = 'local' as const;

  constructor(readonly dir: string) {}

  private pathOf(key: string): string {
    return join(this.dir, assertSafeKey(key));
  }

  /** Written under a temporary name, then linked into place: a failed write leaves no object. */
  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await this.throughPartial(target, (partial) => writeFile(partial, bytes, { flag: 'wx' }));
  }

  /** A hard link when the file is on the same filesystem (nothing copied); otherwise a copy, linked into place. */
  async putFile(key: string, path: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(this.dir, { recursive: true });
    try {
      await link(path, target);
    } catch (err) {
      if (!LINK_REFUSED.has((err as NodeJS.ErrnoException).code ?? '')) throw err;
      await this.throughPartial(target, (partial) => copyFile(path, partial, constants.COPYFILE_EXCL));
    }
  }

  /** `write` fills a temporary file; a link (which never overwrites: EEXIST) then makes it the object. */
  private async throughPartial(target: string, write: (partial: string) => Promise<void>): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const partial = join(this.dir, `.partial-${randomBytes(8).toString('hex')}`);
    try {
      await write(partial);
      await link(partial, target);
    } finally {
      await rm(partial, { force: true });
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  /** Opened once: the size and the stream are of the same file, even if the key is replaced meanwhile. */
  async open(key: string): Promise<StoredObject | undefined> {
    try {
      const handle = await open(this.pathOf(key), 'r');
      const { size } = await handle.stat();
      return { stream: createReadStream('', { fd: handle, autoClose: true }), size };
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

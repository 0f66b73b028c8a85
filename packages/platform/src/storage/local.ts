import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ObjectStorage } from './types.js'

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]{0,127}$/

/** Files in one folder, named by key. */
export class LocalStorage implements ObjectStorage {
  readonly kind = 'local' as const

  constructor(readonly dir: string) {}

  private pathOf(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error(`Invalid storage key: ${key}`)
    return join(this.dir, key)
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true })
    await writeFile(this.pathOf(key), bytes, { flag: 'wx' })
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(key))
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
      throw err
    }
  }

  async check(): Promise<void> {
    await mkdir(this.dir, { recursive: true })
    const probe = join(this.dir, `.heartbeat-${randomBytes(4).toString('hex')}`)
    await writeFile(probe, 'ok')
    await rm(probe)
  }
}

import { join } from 'node:path'
import type { Config } from '../config.js'
import { LocalStorage } from './local.js'
import type { ObjectStorage } from './types.js'

export type { ObjectStorage } from './types.js'
export { LocalStorage } from './local.js'

/** `$VAKT_DATA_DIR/uploads`; the only driver so far (see README: no S3 driver yet). */
export function createStorage(config: Pick<Config, 'dataDir'>): ObjectStorage {
  return new LocalStorage(join(config.dataDir, 'uploads'))
}

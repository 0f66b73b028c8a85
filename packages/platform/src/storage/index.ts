import { join } from 'node:path';
import type { Config } from '../config.js';
import { LocalStorage } from './local.js';
import { S3Storage } from './s3.js';
import type { ObjectStorage } from './types.js';

export type { ObjectStorage, StoredObject } from './types.js';
export { LocalStorage } from './local.js';
export { S3Storage } from './s3.js';

/** The S3 bucket when S3_BUCKET is configured; otherwise `$VAKT_DATA_DIR/uploads`. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): ObjectStorage {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(join(config.dataDir, 'uploads'));
}

/** One line for the start-up log. */
export function describeStorage(config: Pick<Config, 'dataDir' | 's3'>): string {
  if (!config.s3) return join(config.dataDir, 'uploads');
  const where = config.s3.endpoint ? ` at ${new URL(config.s3.endpoint).host}` : ` (${config.s3.region})`;
  return `S3 bucket ${config.s3.bucket}${config.s3.prefix ? `/${config.s3.prefix}` : ''}${where}`;
}

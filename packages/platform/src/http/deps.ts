import type { Config } from '../config.js';
import type { Db } from '../db/types.js';
import type { Mailer } from '../mail/index.js';
import type { ObjectStorage } from '../storage/index.js';

/** What every module's routes receive. */
export interface Deps {
  db: Db;
  config: Config;
  mailer: Mailer;
  storage: ObjectStorage;
}

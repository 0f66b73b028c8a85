import type { Config } from '../config.js';
import type { Db } from '../db/types.js';
import type { IncidentEvents } from '../events/index.js';
import type { Mailer } from '../mail/index.js';
import type { ObjectStorage } from '../storage/index.js';

/** What every module's routes receive. */
export interface Deps {
  db: Db;
  config: Config;
  mailer: Mailer;
  storage: ObjectStorage;
  /** The incident channel's one listener of this process (issue 13). */
  events: IncidentEvents;
}

import { prepareSnapshots } from '../src/snapshot/index.js';
import { TEST_SEED_SCALE } from './seedScale.js';

/**
 * Seeds once for the whole run (docs/test-setup.md): every file's platform then starts from the snapshot
 * at the suites' scale, on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
export default async function setup(): Promise<void> {
  await prepareSnapshots({ scales: [TEST_SEED_SCALE], databaseUrl: process.env.DATABASE_URL || undefined });
}

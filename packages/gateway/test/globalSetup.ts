import { prepareSnapshots } from '@vakt/platform/testing';
import { STACK_SEED_SCALE } from './support/seedScale.js';

/**
 * Seeds the platform once for the whole run (docs/test-setup.md): every stack's platform (PGlite, seed
 * scale 1, test/support/stack.ts) starts from that snapshot, shared with the platform suite's cache.
 */
export default async function setup(): Promise<void> {
  await prepareSnapshots({ scales: [STACK_SEED_SCALE] });
}

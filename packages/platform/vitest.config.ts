import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Seeds once per run and engine; each file's platform starts from that snapshot (docs/test-setup.md).
    globalSetup: ['test/globalSetup.ts'],
    testTimeout: 30_000,
    // Files wait on databases and child processes as much as they compute: two at a time even on 2 cores
    // (Vitest's default there is one), which cut this suite's CI time by 40 % (docs/performance.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // One module graph per worker, not per file: the app is imported once per worker instead of once per file
    // (vitest's import time over the platform suite went from ~700 s to ~24 s). Every file still starts its own
    // platform on its own database; nothing in the app keeps state at module level (docs/test-setup.md).
    isolate: false,
    hookTimeout: 120_000,
  },
});

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
    hookTimeout: 120_000,
  },
});

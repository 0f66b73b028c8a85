import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    // Files wait on databases and child processes as much as they compute: two at a time even on 2 cores
    // (Vitest's default there is one), which cut this suite's CI time by 40 % (docs/performance.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    hookTimeout: 120_000,
  },
});

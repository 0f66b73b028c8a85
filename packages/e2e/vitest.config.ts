import { defineConfig } from 'vitest/config';

// One browser, one stack, one file at a time: the machine has two cores.
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['./src/stack.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});

import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // Vite would pick graphql's "module" build (index.mjs) for our code while yoga, loaded by Node, gets
    // the CommonJS one: two GraphQLError classes, and yoga would mask every error we throw on purpose.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Seeds the stacks' platform once per run; each stack starts from that snapshot (docs/test-setup.md).
    globalSetup: ['test/globalSetup.ts'],
    // The process tests named *.postgres.test.ts need a PostgreSQL server: without DATABASE_URL they are
    // not registered at all (CI always sets it), rather than registered and skipped.
    exclude: ['**/node_modules/**', ...(process.env.DATABASE_URL ? [] : ['test/processes/**/*.postgres.test.ts'])],
    // Each file starts its own platform (PGlite) once: slow hooks, quick tests.
    hookTimeout: 60_000,
    // Files wait on databases and child processes as much as they compute: two at a time even on 2 cores
    // (Vitest's default there is one), which cut this suite's CI time by 40 % (docs/performance.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // One module graph per worker, not per file: the gateway and platform are imported once per worker instead of
    // once per file (vitest's import time over this suite went from ~200 s to ~17 s). Every file still starts its
    // own stack; nothing in either app keeps state at module level (docs/test-setup.md).
    isolate: false,
    testTimeout: 30_000,
  },
});

import { createRequire } from 'node:module';
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
    // The process tests named *.postgres.test.ts need a PostgreSQL server: without DATABASE_URL they are
    // not registered at all (CI always sets it), rather than registered and skipped.
    exclude: ['**/node_modules/**', ...(process.env.DATABASE_URL ? [] : ['test/processes/**/*.postgres.test.ts'])],
    // Each file starts its own platform (PGlite) once: slow hooks, quick tests.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import { defineConfig } from 'vitest/config';
import { messageCatalogs } from './catalogPlugin';

const include = ['src/**/*.test.{ts,tsx}'];
// A file that mocks a module (vi.mock) needs modules of its own: in a shared module graph the screen it
// imports may already be loaded with the real dependency, and its mock would reach the next file.
const mocking = readdirSync(join(import.meta.dirname, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file}`)
  .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(import.meta.dirname, file), 'utf8')));

const shared = {
  setupFiles: ['./src/test/setup.ts'],
  css: false,
  // happy-dom: half jsdom's set-up cost per file and quicker DOM calls; a file that needs the real DOM
  // behaviour jsdom has (DOMPurify sanitizes nothing under happy-dom) says `@vitest-environment jsdom`.
  environment: 'happy-dom',
  // A component test renders a whole screen; on the 2-core CI machine with the other suites running
  // next to it, a long form test can pass 5 s without being wrong.
  testTimeout: 15_000,
};

export default defineConfig({
  plugins: [react(), relay, messageCatalogs({ precompile: false })],
  test: {
    projects: [
      {
        extends: true,
        // Most files share one module graph per worker: React, Chakra, Relay and the catalogs are imported
        // once instead of once per file (most of this suite's time was that import). src/test/setup.ts
        // resets what a file may leave behind (rendered trees, storage, toasts, the URL).
        test: { ...shared, name: 'shared', include, exclude: mocking, isolate: false },
      },
      { extends: true, test: { ...shared, name: 'isolated', include: mocking, isolate: true } },
    ],
  },
});

import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import { defineConfig } from 'vitest/config';
import { messageCatalogs } from './catalogPlugin';

export default defineConfig({
  plugins: [react(), relay, messageCatalogs({ precompile: false })],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // A component test renders a whole screen in jsdom; on the 2-core CI machine with the other suites
    // running next to it, a long form test can pass 5 s without being wrong.
    testTimeout: 15_000,
  },
});

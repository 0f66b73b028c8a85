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
  },
});

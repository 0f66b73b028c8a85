import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';

// plugin-react 6 ignores a `babel` option, so the graphql tag transform comes from vite-plugin-relay.
export default defineConfig({
  plugins: [react(), relay],
  server: {
    proxy: { '/graphql': 'http://127.0.0.1:3000' },
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
});

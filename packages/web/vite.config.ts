import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import relay from 'vite-plugin-relay';
import { messageCatalogs } from './catalogPlugin';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt)$/;

/**
 * Writes foo.js.br and foo.js.gz next to every text file of the build, compressed once at the highest
 * levels, so the gateway's static handler serves them without compressing per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'vakt-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // a failed build wrote nothing: let its own error be the one reported
      if (!existsSync(outDir)) return;
      const files = (await readdir(outDir, { recursive: true })).filter(
        (file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite'), // the manifest is for scripts, never served
      );
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const content = await readFile(path);
          const [br, gzipped] = await Promise.all([
            brotli(content, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
            }),
            gz(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
        }),
      );
    },
  };
}

// plugin-react 6 ignores a `babel` option, so the graphql tag transform comes from vite-plugin-relay.
export default defineConfig(({ command }) => ({
  plugins: [react(), relay, messageCatalogs({ precompile: command === 'build' }), precompress()],
  resolve: {
    alias: [
      // react-relay's main entry also bundles the legacy container API (QueryRenderer, createFragmentContainer…);
      // the hooks entry exports everything this app uses.
      { find: /^react-relay$/, replacement: 'react-relay/hooks' },
      // only the build has precompiled catalogs (precompiledMessages); the dev server parses at run time
      ...(command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]
        : []),
    ],
  },
  server: {
    proxy: { '/graphql': 'http://127.0.0.1:3000' },
  },
  // the manifest maps source modules to their chunks, for looking into what a route loads
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      treeshake: {
        // Relay's CommonJS modules have no import-time side effects: a signed-out module that imports only
        // the `graphql` tag (compiled away) must not pull Relay's runtime into the login page.
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/].*(?:react-relay|relay-runtime)[\\/]/, sideEffects: false }],
      },
    },
  },
}));

// `npm run build`: the production build. The web app (relay-compiler persists the console's operations
// into packages/web/persisted-operations.json, vite writes packages/web/dist), then the platform and the
// gateway compiled to plain JavaScript in packages/{platform,gateway}/dist, run with node (no tsx):
//   node packages/platform/dist/main.js
//   node packages/gateway/dist/main.js
// `--reuse-web` keeps a web build that is newer than its sources (`npm test` builds the web once and its
// build test passes this), `--no-install` skips the install.
import { buildServices, buildWeb, install, log } from './lib.mjs';

if (!process.argv.includes('--no-install')) install();
buildWeb({ force: !process.argv.includes('--reuse-web') });
buildServices();
log(
  'built: node packages/platform/dist/main.js, then node packages/gateway/dist/main.js (README: Running in production)',
);

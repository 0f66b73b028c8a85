// `npm start`: install, build, then run the platform and the gateway on the embedded database.
// The platform migrates and seeds the demo data on its first start; later starts reuse the data folder.
import { join } from 'node:path';
import { buildWeb, install, log, root, startService, waitFor } from './lib.mjs';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);
const platformPort = Number(process.env.PLATFORM_PORT ?? 4000);
const dataDir = process.env.VAKT_DATA_DIR ?? join(root, 'data');
const platformUrl = process.env.PLATFORM_URL ?? `http://127.0.0.1:${platformPort}`;
// The console's address, printed below; the platform names its SAML service provider after it
// (entity id <url>/saml/metadata, ACS <url>/saml/acs) and sends single sign-on back to it.
const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
const consoleUrl = process.env.CONSOLE_URL ?? url;

install();
buildWeb();

const TSX = ['--import', 'tsx', 'src/main.ts'];
const children = [];
let stopping = false;
// The services shut down gracefully on SIGTERM (in-flight requests finish, bounded by
// SHUTDOWN_TIMEOUT_MS); wait for them so the terminal gets its prompt back only when they are gone.
const stop = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  const exited = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of running) child.kill('SIGTERM');
  await Promise.all(exited);
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

// production mode: graphql-js skips its development checks (they cost the gateway 10–25 % CPU per operation)
const env = { VAKT_DATA_DIR: dataDir, NODE_ENV: 'production' };
log(
  process.env.DATABASE_URL
    ? 'starting the platform on PostgreSQL (DATABASE_URL)'
    : `starting the platform on the embedded database in ${dataDir}`,
);
// One node process per service with tsx's loader (no tsx wrapper process), so SIGTERM reaches the service.
const platform = startService('platform', process.execPath, TSX, {
  cwd: join(root, 'packages/platform'),
  env: { ...env, PLATFORM_PORT: String(platformPort), CONSOLE_URL: consoleUrl },
});
children.push(platform);
platform.on('exit', (code) => {
  if (!stopping) log(`platform exited (${code})`);
  void stop(code ?? 1);
});
await waitFor(`${platformUrl}/health`, { child: platform, timeoutMs: 300_000 });

log('starting the gateway');
const gateway = startService('gateway', process.execPath, TSX, {
  cwd: join(root, 'packages/gateway'),
  env: { ...env, HOST: host, PORT: String(port), PLATFORM_URL: platformUrl, CONSOLE_URL: consoleUrl },
});
children.push(gateway);
gateway.on('exit', (code) => {
  if (!stopping) log(`gateway exited (${code})`);
  void stop(code ?? 1);
});
await waitFor(`${url}/health`, { child: gateway });

log('');
log(`Vakt is running: ${url}`);
log(`  console  ${url}/`);
log(`  GraphiQL ${url}/graphql`);
log(`  health   ${url}/health`);
log('  sign in as admin@vakt.test / Vakt!demo1 (README lists every demo account); Ctrl+C stops');

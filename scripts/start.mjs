// `npm start`: install, build, then run the platform and the gateway on the embedded database.
// The platform migrates and seeds the demo data on its first start; later starts reuse the data folder.
import { join } from 'node:path';
import { bin, buildWeb, install, log, root, startService, waitFor } from './lib.mjs';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);
const platformPort = Number(process.env.PLATFORM_PORT ?? 4000);
const dataDir = process.env.VAKT_DATA_DIR ?? join(root, 'data');
const platformUrl = process.env.PLATFORM_URL ?? `http://127.0.0.1:${platformPort}`;

install();
buildWeb();

const children = [];
const stop = (code = 0) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const env = { VAKT_DATA_DIR: dataDir };
log(process.env.DATABASE_URL ? 'starting the platform on PostgreSQL (DATABASE_URL)' : `starting the platform on the embedded database in ${dataDir}`);
const platform = startService('platform', bin('platform', 'tsx'), ['src/main.ts'], {
  cwd: join(root, 'packages/platform'),
  env: { ...env, PLATFORM_PORT: String(platformPort) },
});
children.push(platform);
platform.on('exit', (code) => { log(`platform exited (${code})`); stop(code ?? 1); });
await waitFor(`${platformUrl}/health`, { child: platform, timeoutMs: 300_000 });

log('starting the gateway');
const gateway = startService('gateway', bin('gateway', 'tsx'), ['src/main.ts'], {
  cwd: join(root, 'packages/gateway'),
  env: { ...env, HOST: host, PORT: String(port), PLATFORM_URL: platformUrl },
});
children.push(gateway);
gateway.on('exit', (code) => { log(`gateway exited (${code})`); stop(code ?? 1); });
const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
await waitFor(`${url}/health`, { child: gateway });

log('');
log(`Vakt is running: ${url}`);
log(`  console  ${url}/`);
log(`  GraphiQL ${url}/graphql`);
log(`  health   ${url}/health`);
log('  sign in as admin@vakt.test / Vakt!demo1 (README lists every demo account); Ctrl+C stops');

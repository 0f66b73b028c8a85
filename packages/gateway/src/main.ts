import { createGateway } from './server.js';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const platformUrl = process.env.PLATFORM_URL ?? 'http://127.0.0.1:4000';

// Each upstream URL is where that service's contract paths (/backoffice/..., /v2/..., /api/...) live.
const gateway = createGateway({
  platformUrl,
  backofficeUrl: process.env.BACKOFFICE_URL || undefined,
  v2Url: process.env.V2_URL || undefined,
  apiUrl: process.env.API_URL || undefined,
  cookieSecure: process.env.COOKIE_SECURE === 'true',
});

gateway.listen(port, host, () => {
  console.log(`[gateway] listening on http://${host}:${port} (GraphQL at /graphql, platform ${platformUrl})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    gateway.close(() => process.exit(0));
    gateway.closeAllConnections();
  });
}

import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { GRAPHQL_PATH, createGraphQLHandler } from './graphql/yoga.js';
import { answerHealth } from './http/health.js';
import { createPlatformFilesHandler, isPlatformFilePath } from './http/platformFiles.js';
import { createWebAppHandler } from './http/webApp.js';
import { consoleLogger, type Logger } from './logger.js';
import { createUpstreams } from './upstream/upstreams.js';

export interface GatewayOptions {
  /** Base URL of the platform; every upstream defaults to it. */
  platformUrl: string;
  backofficeUrl?: string;
  v2Url?: string;
  apiUrl?: string;
  /** The built web app; defaults to packages/web/dist. */
  webDist?: string;
  /** Mark cookies Secure even when requests arrive over plain http (TLS ends in front of the gateway). */
  cookieSecure?: boolean;
  logger?: Logger;
}

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The gateway as a node:http server, not yet listening. Closing it closes the upstream pools. */
export function createGateway(options: GatewayOptions): Server {
  const log = options.logger ?? consoleLogger;
  const upstreams = createUpstreams(options);
  const graphql = createGraphQLHandler({ upstreams, log, cookieSecure: options.cookieSecure ?? false });
  const webApp = createWebAppHandler(options.webDist ?? DEFAULT_WEB_DIST);
  const platformFiles = createPlatformFilesHandler(upstreams, log);

  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://gateway').pathname;
    if (pathname === GRAPHQL_PATH) return void graphql(req, res);
    if (pathname === '/health') return void answerHealth(res, upstreams);
    if (isPlatformFilePath(pathname)) return void platformFiles(req, res);
    webApp(req, res);
  });
  server.on('close', () => void upstreams.close());
  return server;
}

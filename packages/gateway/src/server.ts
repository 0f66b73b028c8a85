import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PERSISTED_OPERATIONS_FILE, loadPersistedOperations } from './graphql/persistedOperations.js';
import { GRAPHQL_PATH, createGraphQLHandler } from './graphql/yoga.js';
import { TRUST_NO_PROXY, type TrustProxy } from './http/clientAddress.js';
import { createDownloadsHandler, isDownloadPath } from './http/downloads.js';
import { answerHealth, answerReady } from './http/health.js';
import { createPlatformFilesHandler, isPlatformFilePath } from './http/platformFiles.js';
import { createSamlHandler, isSamlPath } from './http/saml.js';
import { createMapHandler, isMapPath, mapSourceOrigin, OFFLINE_MAP, type MapSource } from './http/mapSource.js';
import { applySecurityHeaders, consoleCsp } from './http/securityHeaders.js';
import { createWebAppHandler } from './http/webApp.js';
import { consoleLogger, type Logger } from './logger.js';
import { createGatewayMetrics, type PathKind } from './observability/metrics.js';
import { answerMetrics } from './observability/metricsEndpoint.js';
import { REQUEST_ID_HEADER, requestIdOf, runInRequest, type RequestContext } from './observability/requestContext.js';
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
  /** GET /metrics answers only with this bearer token (unset: no /metrics on this port). */
  metricsToken?: string;
  /** relay-compiler's map of trusted documents (id -> text); defaults to packages/web/persisted-operations.json. */
  persistedOperationsFile?: string;
  /** Origins allowed to call /graphql from a browser (CORS); none by default. */
  corsOrigins?: readonly string[];
  /** Whose X-Forwarded-For is believed for the browser's address (GATEWAY_TRUST_PROXY); default no one's. */
  trustProxy?: TrustProxy;
  /** What the console's maps draw (MAP_SOURCE); the offline land layer by default. */
  mapSource?: MapSource;
}

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The gateway as a node:http server, not yet listening. Closing it closes the upstream pools. */
export function createGateway(options: GatewayOptions): Server {
  const log = options.logger ?? consoleLogger;
  const metrics = createGatewayMetrics();
  const upstreams = createUpstreams(options, metrics);
  const graphql = createGraphQLHandler({
    upstreams,
    log,
    cookieSecure: options.cookieSecure ?? false,
    persistedOperations: loadPersistedOperations(options.persistedOperationsFile ?? DEFAULT_PERSISTED_OPERATIONS_FILE),
    corsOrigins: options.corsOrigins ?? [],
    trustProxy: options.trustProxy ?? TRUST_NO_PROXY,
  });
  const webApp = createWebAppHandler(options.webDist ?? DEFAULT_WEB_DIST);
  const platformFiles = createPlatformFilesHandler(upstreams, log);
  const downloads = createDownloadsHandler(upstreams, log);
  const saml = createSamlHandler(upstreams, log);
  const mapSource = options.mapSource ?? OFFLINE_MAP;
  const map = createMapHandler(mapSource);
  const consolePolicy = consoleCsp(mapSourceOrigin(mapSource));

  const route = (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    if (pathname === GRAPHQL_PATH) return void graphql(req, res);
    if (pathname === '/health') return void answerHealth(res, upstreams);
    if (pathname === '/ready') return void answerReady(res, upstreams, () => server.listening);
    if (pathname === '/metrics') return void answerMetrics(req, res, metrics.registry, options.metricsToken);
    if (isPlatformFilePath(pathname)) return void platformFiles(req, res);
    if (isDownloadPath(pathname)) return void downloads(req, res);
    if (isSamlPath(pathname)) return void saml(req, res);
    if (isMapPath(pathname)) return void map(req, res, pathname);
    webApp(req, res);
  };
  // Each request gets an id (logged, answered as X-Request-Id, sent upstream) and a duration observation.
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://gateway').pathname;
    const context: RequestContext = { requestId: requestIdOf(req) };
    const answered = metrics.startRequest(pathKindOf(pathname));
    res.setHeader(REQUEST_ID_HEADER, context.requestId);
    applySecurityHeaders(
      res,
      pathname === GRAPHQL_PATH
        ? 'graphql'
        : pathname.startsWith('/files/') || isDownloadPath(pathname)
          ? 'files'
          : 'console',
      consolePolicy,
    );
    res.once('close', () => answered({ ...context, status: res.statusCode }));
    runInRequest(context, () => route(req, res, pathname));
  });
  server.on('close', () => void upstreams.close());
  return server;
}

function pathKindOf(pathname: string): PathKind {
  if (pathname === GRAPHQL_PATH) return 'graphql';
  if (pathname === '/health' || pathname === '/ready' || pathname === '/metrics') return pathname.slice(1) as PathKind;
  if (isPlatformFilePath(pathname)) return pathname.startsWith('/uploads') ? 'uploads' : 'files';
  if (isDownloadPath(pathname)) return 'files';
  return 'web';
}

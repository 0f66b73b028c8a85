import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { createYoga, type GraphiQLOptions } from 'graphql-yoga';
import { createContext } from '../context.js';
import type { TrustProxy } from '../http/clientAddress.js';
import { useResponseCookies } from '../http/responseCookies.js';
import type { Logger } from '../logger.js';
import { useOperationMetrics } from '../observability/metrics.js';
import type { Upstreams } from '../upstream/upstreams.js';
import { useBodyLimit } from './bodyLimit.js';
import { createCallerVerifier } from './caller.js';
import { corsFor } from './cors.js';
import { useVerifiedIntrospection } from './introspection.js';
import { OPERATION_LIMITS, useOperationLimits } from './limits.js';
import { usePersistedOperations, type PersistedOperations } from './persistedOperations.js';
import { useRequestErrorStatus } from './requestErrorStatus.js';
import { createSchema } from './schema.js';

export const GRAPHQL_PATH = '/graphql';
export const CSRF_HEADER = 'x-graphql-yoga-csrf';

export interface GraphQLHandlerOptions {
  upstreams: Upstreams;
  log: Logger;
  cookieSecure: boolean;
  persistedOperations: PersistedOperations;
  /** Origins allowed to call /graphql from a browser (CORS); empty: same-origin only. */
  corsOrigins: readonly string[];
  /** Whose X-Forwarded-For is believed for the browser's address; default no one's. */
  trustProxy?: TrustProxy;
}

export function createGraphQLHandler(options: GraphQLHandlerOptions) {
  const verifier = createCallerVerifier(options.upstreams, options.log);
  return createYoga({
    schema: createSchema(),
    graphqlEndpoint: GRAPHQL_PATH,
    context: (initial) => createContext(initial, options),
    // Masked unless we threw a GraphQLError on purpose (upstream client errors keep their message).
    maskedErrors: true,
    landingPage: false,
    // useBodyLimit below counts only bodies without a Content-Length (yoga's own limit pipes every body).
    maxRequestBodySize: false,
    extraParamNames: ['documentId'],
    cors: corsFor(options.corsOrigins),
    logging: {
      debug: () => {},
      info: () => {},
      warn: (...args) => options.log.warn(args.join(' ')),
      error: (...args) => options.log.error(args.join(' ')),
    },
    // Self-contained page (assets inlined, ~9 MB): works offline, unlike yoga's default CDN GraphiQL.
    renderGraphiQL: renderGraphiQLOnce(),
    graphiql: {
      title: 'Vakt GraphiQL',
      additionalHeaders: { [CSRF_HEADER]: 'graphiql' },
    },
    plugins: [
      useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
      usePersistedOperations(options.persistedOperations, verifier),
      useResponseCookies(),
      useBodyLimit(OPERATION_LIMITS.maxBodyBytes),
      ...useOperationLimits(),
      useVerifiedIntrospection(verifier),
      useRequestErrorStatus(),
      useOperationMetrics(),
    ],
  });
}

/** The page depends only on the (constant) options: render it once, not on every visit. */
function renderGraphiQLOnce() {
  const pages = new Map<string, string>();
  return (options: GraphiQLOptions) => {
    const key = JSON.stringify(options);
    let page = pages.get(key);
    if (page === undefined) {
      page = renderGraphiQL(options);
      pages.set(key, page);
    }
    return page;
  };
}

import { GraphQLError } from 'graphql';
import {
  createRemoteJWKSet,
  customFetch,
  errors,
  jwtVerify,
  type FetchImplementation,
  type JWTVerifyGetKey,
} from 'jose';
import type { Logger } from '../logger.js';
import { internalError, platformError } from '../upstream/errors.js';
import { UPSTREAM_TIMEOUT_MS, type Upstreams } from '../upstream/upstreams.js';

/** The platform's public key set of the access tokens (docs/security.md "Access tokens"): every platform serves it. */
export const JWKS_PATH = '/v2/auth/jwks';
const ISSUER = 'vakt-platform';

/**
 * What the request's bearer token is worth to the gateway's own decisions (free-form documents, the
 * persisted documents beyond sign-in, introspection, suggestions): `signedIn` only for a token the
 * platform signed (EdDSA, its issuer, not expired); `expired` for a genuine one past its time (the
 * console refreshes on that); anything else, and no bearer at all, is `signedOut`. Whether the session
 * was ended since (logout, password reset, ...) is for the platform to say on the calls that follow.
 */
export type Verdict = 'signedIn' | 'expired' | 'signedOut';

export interface CallerVerifier {
  /**
   * The request's verdict, checked once per request. Rejects with the error the gateway answers when the
   * platform is unreachable when the key set cannot be had: never a silent `signedOut`.
   */
  verdictOf(request: Request): Promise<Verdict>;
}

/** The refusal of a genuine token past its time: what a platform 401 TOKEN_EXPIRED becomes, so the console refreshes. */
export function tokenExpired(): GraphQLError {
  return new GraphQLError('The access token has expired', {
    extensions: { code: 'UNAUTHENTICATED', errorCode: 'TOKEN_EXPIRED', http: { status: 401 } },
  });
}

/** The key set could not be fetched (platform down, a 5xx, a broken answer); `answer` is what the caller gets. */
class KeySetUnavailable extends Error {
  constructor(readonly answer: GraphQLError) {
    super(answer.message);
  }
}

/**
 * Verifies access tokens against the platform's key set, fetched through the v2 upstream (V2_URL, else
 * PLATFORM_URL) and kept: jose's remote key set fetches it again after 10 minutes, and on a `kid` it does
 * not know at most once per 30 s, so made-up tokens cannot make the gateway call the platform.
 */
export function createCallerVerifier(upstreams: Upstreams, log: Logger): CallerVerifier {
  const upstream = upstreams.forPath(JWKS_PATH);

  const fetchKeySet: FetchImplementation = async (_url, { signal }) => {
    let response;
    let text: string;
    try {
      response = await upstream.pool.request({
        method: 'GET',
        path: upstream.basePath + JWKS_PATH,
        headers: { accept: 'application/jwk-set+json, application/json' },
        signal,
      });
      text = await response.body.text();
    } catch (error) {
      log.error(`upstream GET ${JWKS_PATH} failed: ${(error as Error).message}`);
      throw new KeySetUnavailable(internalError());
    }
    if (response.statusCode !== 200) {
      // 503 keeps its meaning (try again soon); anything else is logged and masked, as platformError does.
      const status = response.statusCode === 503 ? 503 : 500;
      throw new KeySetUnavailable(platformError(status, text, { method: 'GET', path: JWKS_PATH }, log));
    }
    return new Response(text, { status: 200, headers: { 'content-type': 'application/json' } });
  };

  const keySet = createRemoteJWKSet(new URL(upstream.basePath + JWKS_PATH, upstream.origin), {
    [customFetch]: fetchKeySet,
    timeoutDuration: UPSTREAM_TIMEOUT_MS,
    cooldownDuration: 30_000,
    cacheMaxAge: 10 * 60_000,
  });
  // Only "no key of that kid" is the token's fault; any other failure of the key set is the platform's.
  const key: JWTVerifyGetKey = async (header, token) => {
    try {
      return await keySet(header, token);
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) throw error;
      if (error instanceof KeySetUnavailable) throw error;
      log.error(`access token key set ${JWKS_PATH} unusable: ${(error as Error).message}`);
      throw new KeySetUnavailable(internalError());
    }
  };

  const verify = async (token: string): Promise<Verdict> => {
    try {
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['EdDSA'] });
      return typeof payload.sub === 'string' && payload.sub !== '' ? 'signedIn' : 'signedOut';
    } catch (error) {
      if (error instanceof KeySetUnavailable) throw error.answer;
      // jose checks the signature before the claims: an expired token here is a genuine one.
      if (error instanceof errors.JWTExpired) return 'expired';
      return 'signedOut';
    }
  };

  const verdicts = new WeakMap<Request, Promise<Verdict>>();
  return {
    verdictOf(request) {
      let verdict = verdicts.get(request);
      if (!verdict) {
        const token = bearerOf(request);
        verdict = token === null ? Promise.resolve('signedOut') : verify(token);
        verdicts.set(request, verdict);
      }
      return verdict;
    },
  };
}

function bearerOf(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization')?.trim() ?? '');
  return match ? match[1] : null;
}

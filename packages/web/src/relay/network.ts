import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { session } from '../session/session';
import { ApiError, type GraphQLErrorShape } from './ApiError';

interface Body {
  data?: unknown;
  errors?: GraphQLErrorShape[];
}

// Sign-in operations answer UNAUTHENTICATED for wrong credentials; refreshing would be meaningless.
// Matched on the root field rather than the operation name so renaming an operation cannot break it.
const AUTH_OPERATION =
  /^\s*mutation\b[^{]*\{\s*(?:\w+\s*:\s*)?(login|verifyOneTimeCode|resendOneTimeCode|refreshSession|loginWithSingleSignOn|startSingleSignOn|logout)\b/;

const REFRESH = 'mutation RefreshSession { refreshSession { accessToken } }';

let onSessionExpired: () => void = () => {};

/** The app decides what an expired session means for navigation (go to the login at /). */
export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler;
}

async function post(query: string, variables: Variables, token: string | null): Promise<Body> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
    'x-graphql-yoga-csrf': '1',
  };
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      headers,
      credentials: 'same-origin',
      body: JSON.stringify({ query, variables }),
    });
  } catch {
    throw ApiError.network();
  }
  try {
    return (await response.json()) as Body;
  } catch {
    throw ApiError.network();
  }
}

const isUnauthenticated = (body: Body) =>
  body.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED') ?? false;

let refreshing: Promise<string | null> | null = null;

/** One refresh for every request that met a 401 at the same time. */
function refreshAccessToken(): Promise<string | null> {
  refreshing ??= post(REFRESH, {}, null)
    .then((body) => {
      const token = (body.data as { refreshSession?: { accessToken?: string } } | null)?.refreshSession?.accessToken;
      if (!token) return null;
      session.setAccessToken(token);
      return token;
    })
    .catch(() => null)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

export async function fetchGraphQL(params: RequestParameters, variables: Variables): Promise<GraphQLResponse> {
  const text = params.text ?? '';
  const sentToken = session.accessToken();
  let body = await post(text, variables, sentToken);

  if (sentToken && isUnauthenticated(body) && !AUTH_OPERATION.test(text)) {
    // another request may already have refreshed while this one was in flight
    const current = session.accessToken();
    const token = current && current !== sentToken ? current : await refreshAccessToken();
    if (!token) {
      onSessionExpired();
      throw new ApiError(body.errors ?? []);
    }
    body = await post(text, variables, token);
  }

  if (body.errors?.length && body.data == null) throw new ApiError(body.errors);
  return body as GraphQLResponse;
}

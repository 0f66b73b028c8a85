import { graphql } from 'react-relay';
import type { ConcreteRequest, GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { session } from '../session/session';
import { ApiError, type GraphQLErrorShape } from './ApiError';

export interface Body {
  data?: unknown;
  errors?: GraphQLErrorShape[];
}

/**
 * The sign-in operations (what a signed-out caller may run): they answer UNAUTHENTICATED for wrong
 * credentials, so refreshing would be meaningless. The persisted documents carry no text here, so they
 * are known by name; network.test.ts checks this list against the persisted map's sign-in mutations.
 */
export const SIGN_IN_OPERATIONS: ReadonlySet<string> = new Set([
  'CredentialsFormLoginMutation',
  'CredentialsFormStartSingleSignOnMutation',
  'LoginScreenSingleSignOnMutation',
  'OneTimeCodeFormVerifyMutation',
  'OneTimeCodeFormResendMutation',
  'endSessionLogoutMutation',
  'networkRefreshSessionMutation',
]);

const refreshMutation = graphql`
  mutation networkRefreshSessionMutation {
    refreshSession {
      accessToken
    }
  }
`;

let onSessionExpired: () => void = () => {};

/** The app decides what an expired session means for navigation (go to the login at /). */
/** Ends the session as expired (the handler main.tsx set). */
export function sessionExpired() {
  onSessionExpired();
}

export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler;
}

/**
 * Trusted documents: relay-compiler persisted every operation, so the gateway gets its id (the gateway
 * refuses free-form text from signed-out callers). Text only for an artifact compiled without persisting.
 */
export function requestBody(params: RequestParameters, variables: Variables): string {
  const document = params.id ? { documentId: params.id } : { query: params.text ?? '' };
  return JSON.stringify({ ...document, operationName: params.name, variables });
}

async function post(params: RequestParameters, variables: Variables, token: string | null): Promise<Body> {
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
      body: requestBody(params, variables),
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

/**
 * The gateway did not take the token sent: expired or refused (UNAUTHENTICATED), or not a token it verifies
 * at all (signed by another key, the old format), refused as no token (PERSISTED_DOCUMENT_NOT_ALLOWED). A
 * refresh mends both.
 */
const TOKEN_NOT_TAKEN = new Set(['UNAUTHENTICATED', 'PERSISTED_DOCUMENT_NOT_ALLOWED']);

export const isUnauthenticated = (body: Body) =>
  body.errors?.some((error) => TOKEN_NOT_TAKEN.has(error.extensions?.code ?? '')) ?? false;

let refreshing: Promise<string | null> | null = null;

/** One refresh for every request that met a 401 at the same time. */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= post((refreshMutation as ConcreteRequest).params, {}, null)
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
  const sentToken = session.accessToken();
  let body = await post(params, variables, sentToken);

  if (sentToken && isUnauthenticated(body) && !SIGN_IN_OPERATIONS.has(params.name)) {
    // another request may already have refreshed while this one was in flight
    const current = session.accessToken();
    const token = current && current !== sentToken ? current : await refreshAccessToken();
    if (!token) {
      onSessionExpired();
      throw new ApiError(body.errors ?? []);
    }
    body = await post(params, variables, token);
  }

  if (body.errors?.length && body.data == null) throw new ApiError(body.errors);
  return body as GraphQLResponse;
}

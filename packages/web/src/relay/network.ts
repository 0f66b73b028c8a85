import { graphql } from 'react-relay';
import {
  Observable,
  type ConcreteRequest,
  type GraphQLResponse,
  type RequestParameters,
  type Variables,
} from 'relay-runtime';
import { session } from '../session/session';
import { ApiError, type GraphQLErrorShape } from './ApiError';

interface Body {
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
export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler;
}

/**
 * Trusted documents: relay-compiler persisted every operation, so the gateway gets its id (the gateway
 * refuses free-form text from signed-out callers). Text only for an artifact compiled without persisting.
 */
function requestBody(params: RequestParameters, variables: Variables): string {
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

const isUnauthenticated = (body: Body) =>
  body.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED') ?? false;

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

// ─── Subscriptions: GraphQL over server-sent events (graphql-yoga's distinct-connection mode) ─────────────

/** Waits before the next attempt after a dropped or refused stream; back to the first after an event. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

const UNAUTHENTICATED: GraphQLErrorShape = { message: 'Unauthenticated', extensions: { code: 'UNAUTHENTICATED' } };

type StreamEnd = { kind: 'ended' } | { kind: 'unauthenticated' } | { kind: 'refused'; errors: GraphQLErrorShape[] };

const endOf = (body: Body): StreamEnd | null => {
  if (!body.errors?.length || body.data != null) return null;
  return isUnauthenticated(body) ? { kind: 'unauthenticated' } : { kind: 'refused', errors: body.errors };
};

/** The SSE messages of a chunked text: complete blocks out, the unfinished tail kept for the next chunk. */
export function parseEventStream(text: string): { events: { event: string; data: string }[]; rest: string } {
  const blocks = text.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    return data.length || event !== 'message' ? [{ event, data: data.join('\n') }] : [];
  });
  return { events, rest };
}

/** One stream until it ends, the server refuses it, or `signal` aborts it; each payload goes to `onNext`. */
async function stream(
  params: RequestParameters,
  variables: Variables,
  token: string | null,
  signal: AbortSignal,
  onNext: (payload: GraphQLResponse) => void,
): Promise<StreamEnd> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'text/event-stream',
    'x-graphql-yoga-csrf': '1',
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch('/graphql', {
    method: 'POST',
    headers,
    credentials: 'same-origin',
    body: requestBody(params, variables),
    signal,
  });
  if (!response.headers.get('content-type')?.includes('text/event-stream') || !response.body) {
    const body = (await response.json().catch(() => ({}))) as Body;
    if (response.status === 401) return { kind: 'unauthenticated' };
    return endOf(body) ?? { kind: 'ended' };
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { kind: 'ended' };
    const parsed = parseEventStream(buffer + decoder.decode(value, { stream: true }));
    buffer = parsed.rest;
    for (const { event, data } of parsed.events) {
      if (event === 'complete') {
        await reader.cancel().catch(() => {});
        return { kind: 'ended' };
      }
      if (event !== 'next' && event !== 'message') continue;
      const body = JSON.parse(data) as Body;
      const end = endOf(body);
      if (end) {
        await reader.cancel().catch(() => {});
        return end;
      }
      onNext(body as GraphQLResponse);
    }
  }
}

/**
 * Relay's subscribe function: the bearer like queries (refreshed once when the gateway answers
 * UNAUTHENTICATED), and a dropped stream reconnects after RECONNECT_DELAYS_MS until the subscriber leaves.
 * An operation the gateway refuses for another reason ends with an ApiError: retrying would not help.
 */
export function subscribeGraphQL(params: RequestParameters, variables: Variables): Observable<GraphQLResponse> {
  return Observable.create<GraphQLResponse>((sink) => {
    let closed = false;
    let attempt = 0;
    let refreshedFor: string | null = null;
    let controller: AbortController | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const retryLater = () => {
      const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
      attempt += 1;
      timer = setTimeout(() => void connect(), delay);
    };

    const connect = async (): Promise<void> => {
      if (closed) return;
      controller = new AbortController();
      const token = session.accessToken();
      let end: StreamEnd;
      try {
        end = await stream(params, variables, token, controller.signal, (payload) => {
          attempt = 0;
          refreshedFor = null;
          sink.next(payload);
        });
      } catch {
        end = { kind: 'ended' };
      }
      if (closed) return;
      if (end.kind === 'refused') return sink.error(new ApiError(end.errors));
      if (end.kind === 'unauthenticated' && !token) return sink.error(new ApiError([UNAUTHENTICATED]));
      if (end.kind === 'unauthenticated' && refreshedFor !== token) {
        // one refresh per token: a fresh token refused again waits like a dropped stream
        const current = session.accessToken();
        const fresh = current && current !== token ? current : await refreshAccessToken();
        if (closed) return;
        if (!fresh) {
          onSessionExpired();
          return sink.error(new ApiError([UNAUTHENTICATED]));
        }
        refreshedFor = fresh;
        return connect();
      }
      retryLater();
    };

    void connect();
    return () => {
      closed = true;
      clearTimeout(timer);
      controller?.abort();
    };
  });
}

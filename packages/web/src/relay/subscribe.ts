// Kept out of network.ts: main.tsx imports that module for the login page, and relay-runtime's Observable here
// would pull the whole runtime into the login page's scripts.
import { Observable, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { session } from '../session/session';
import { ApiError, type GraphQLErrorShape } from './ApiError';
import { isUnauthenticated, refreshAccessToken, requestBody, sessionExpired, type Body } from './network';

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
          sessionExpired();
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

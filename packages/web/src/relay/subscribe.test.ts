import type { RequestParameters } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../session/session';
import { setSessionExpiredHandler } from './network';
import { parseEventStream, RECONNECT_DELAYS_MS, subscribeGraphQL } from './subscribe';

const feed = {
  id: 'feed-document',
  name: 'useIncidentFeedSubscription',
  operationKind: 'subscription',
  text: null,
  metadata: {},
  cacheID: 'feed',
} as unknown as RequestParameters;

const event = (data: unknown, name = 'next') => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
const created = (id: string) => ({ data: { incidentEvents: { type: 'CREATED', incident: { id } } } });
const unauthenticated = { errors: [{ message: 'Unauthenticated', extensions: { code: 'UNAUTHENTICATED' } }] };

/** A text/event-stream answer of these chunks; open: the stream stays open after them (like a live feed). */
function sse(chunks: string[], { open = false } = {}) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!open) controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

interface Sent {
  operationName: string;
  documentId?: string;
  variables?: unknown;
  authorization: string | null;
  accept: string;
}

function server(answer: (sent: Sent, index: number) => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      const body = JSON.parse(String(init.body)) as Sent;
      const call = { ...body, authorization: headers.authorization ?? null, accept: headers.accept };
      sent.push(call);
      return answer(call, sent.length - 1);
    }),
  );
  return sent;
}

function listen() {
  const received: unknown[] = [];
  const errors: unknown[] = [];
  const subscription = subscribeGraphQL(feed, { view: 'COMPREHENSIVE' }).subscribe({
    next: (payload) => received.push(payload),
    error: (error: unknown) => errors.push(error),
  });
  return { received, errors, stop: () => subscription.unsubscribe() };
}

const user = { id: '1', displayName: 'A', email: 'a@x', roles: [], language: null };

describe('parseEventStream', () => {
  it('gives the complete messages and keeps the unfinished tail; comments (pings) are skipped', () => {
    const { events, rest } = parseEventStream(': ping\n\nevent: next\r\ndata: {"a":1}\r\n\r\nevent: next\ndata: {"b"');
    expect(events).toEqual([{ event: 'next', data: '{"a":1}' }]);
    expect(rest).toBe('event: next\ndata: {"b"');
    expect(parseEventStream(`${rest}:2}\n\nevent: complete\ndata:\n\n`).events).toEqual([
      { event: 'next', data: '{"b":2}' },
      { event: 'complete', data: '' },
    ]);
  });
});

describe('subscribeGraphQL', () => {
  beforeEach(() => session.signIn('stale', user));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('posts the persisted document with the bearer asking for an event stream, and passes each payload on', async () => {
    const sent = server(() =>
      sse([event(created('a')), ': ping\n\n', event(created('b')).slice(0, 20), event(created('b')).slice(20)], {
        open: true,
      }),
    );
    const { received, stop } = listen();
    await vi.waitFor(() => expect(received).toEqual([created('a'), created('b')]));
    expect(sent).toEqual([
      {
        documentId: 'feed-document',
        operationName: 'useIncidentFeedSubscription',
        variables: { view: 'COMPREHENSIVE' },
        authorization: 'Bearer stale',
        accept: 'text/event-stream',
      },
    ]);
    stop();
  });

  it('an UNAUTHENTICATED stream refreshes the token once and subscribes again with the fresh one', async () => {
    const sent = server((call) => {
      if (call.operationName === 'networkRefreshSessionMutation')
        return new Response(JSON.stringify({ data: { refreshSession: { accessToken: 'fresh' } } }));
      return call.authorization === 'Bearer fresh'
        ? sse([event(created('a'))], { open: true })
        : sse([event(unauthenticated)]);
    });
    const { received, errors, stop } = listen();
    await vi.waitFor(() => expect(received).toEqual([created('a')]));
    expect(errors).toEqual([]);
    expect(sent.map((call) => [call.operationName, call.authorization])).toEqual([
      ['useIncidentFeedSubscription', 'Bearer stale'],
      ['networkRefreshSessionMutation', null],
      ['useIncidentFeedSubscription', 'Bearer fresh'],
    ]);
    expect(session.accessToken()).toBe('fresh');
    stop();
  });

  it('a session that cannot be refreshed ends the subscription and reports the expiry', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    server((call) =>
      call.operationName === 'networkRefreshSessionMutation'
        ? new Response(JSON.stringify({ data: { refreshSession: null }, errors: [{ message: 'no' }] }))
        : sse([event(unauthenticated)]),
    );
    const { errors } = listen();
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(expired).toHaveBeenCalledTimes(1);
    setSessionExpiredHandler(() => {});
  });

  it('a dropped stream reconnects after the backoff, and not after unsubscribing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const sent = server((_call, index) => (index === 0 ? sse([event(created('a'))]) : sse([], { open: true })));
    const { received, stop } = listen();
    // vi.waitFor would advance the fake clock: let the stream be read with the clock standing still
    const settle = async () => {
      for (let turn = 0; turn < 100; turn += 1) await Promise.resolve();
    };
    await settle();
    expect(received).toHaveLength(1);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0] - 1);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(sent).toHaveLength(2);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(2);
  });

  it('an operation the gateway refuses ends with its error, without retrying', async () => {
    const sent = server(() =>
      sse([
        event({ errors: [{ message: 'Unknown documentId', extensions: { code: 'PERSISTED_DOCUMENT_NOT_FOUND' } }] }),
      ]),
    );
    const { errors } = listen();
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect((errors[0] as Error).message).toBe('Unknown documentId');
    expect(sent).toHaveLength(1);
  });
});

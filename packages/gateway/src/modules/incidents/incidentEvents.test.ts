import { describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../graphql/yoga.js';
import { toGlobalId } from '../../ids.js';
import { networkOfClient, raiseAlarm } from '../../../test/support/incidentAlarms.js';
import { useStack } from '../../../test/support/stack.js';
import { MAX_STREAMS_PER_USER } from '@vakt/platform/testing';
import { createSseParser } from './sse.js';

const EVENTS = /* GraphQL */ `
  subscription {
    incidentEvents {
      type
      incident {
        id
        name
        status
      }
      counters {
        unconfirmed
        ongoing
        confirmed
        finalized
      }
    }
  }
`;

interface Next {
  data?: { incidentEvents: { type: string; incident: { id: string; name: string; status: string } | null } };
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** A browser-like subscriber: fetch with the bearer, reading text/event-stream from /graphql. */
async function subscribe(gatewayUrl: string, accessToken: string | null) {
  const abort = new AbortController();
  const headers: Record<string, string> = {
    accept: 'text/event-stream',
    'content-type': 'application/json',
    [CSRF_HEADER]: 'test',
  };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query: EVENTS }),
    signal: abort.signal,
  });
  const received: Next[] = [];
  const waiters: (() => void)[] = [];
  const parser = createSseParser((event) => {
    if (event.event !== 'next') return;
    received.push(JSON.parse(event.data) as Next);
    waiters.splice(0).forEach((wake) => wake());
  });
  void (async () => {
    try {
      for await (const chunk of response.body!) parser.feed(chunk);
    } catch {
      // aborted
    }
    waiters.splice(0).forEach((wake) => wake());
  })();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    received,
    async next(index: number): Promise<Next> {
      const deadline = Date.now() + 5_000;
      while (received.length <= index) {
        if (Date.now() > deadline) throw new Error(`no event ${index} within 5 s (got ${JSON.stringify(received)})`);
        await new Promise<void>((wake) => {
          waiters.push(wake);
          setTimeout(wake, 200);
        });
      }
      return received[index];
    },
    close: () => abort.abort(),
  };
}

/** Until the platform holds the subscriber's stream (the gateway opens it when the subscription starts). */
async function streamsOpen(calls: string[], count: number) {
  const deadline = Date.now() + 5_000;
  while (calls.filter((call) => call.startsWith('GET /backoffice/incidents/events')).length < count) {
    if (Date.now() > deadline) throw new Error(`the gateway opened no event stream: ${calls.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}

describe('Subscription.incidentEvents over server-sent events', () => {
  const suite = useStack({ signInAs: 'admin@vakt.test' });

  it('an admin receives a new incident and its status change, with the counters after each', async () => {
    const network = await networkOfClient(suite.stack, suite.accessToken, 2);
    const events = await subscribe(suite.stack.gateway.url, suite.accessToken);
    expect(events.status).toBe(200);
    expect(events.contentType).toContain('text/event-stream');
    await streamsOpen(suite.stack.proxy.calls, 1);

    const alarm = await raiseAlarm(suite.stack, suite.accessToken, network.restId, 'Brand på Åsgatan');
    const created = await events.next(0);
    expect(created.errors).toBeUndefined();
    expect(created.data!.incidentEvents).toMatchObject({
      type: 'CREATED',
      incident: { id: toGlobalId('Incident', alarm.uid), name: 'Brand på Åsgatan' },
    });
    const counters = await suite.stack.gateway.graphql(
      '{ incidentCounters { unconfirmed ongoing confirmed finalized } }',
      {},
      {
        accessToken: suite.accessToken,
      },
    );
    expect(created.data!.incidentEvents).toMatchObject({ counters: counters.data.incidentCounters });

    await suite.stack.gateway.graphql(
      'mutation ($id: ID!) { setIncidentStatus(id: $id, status: CONFIRMED) { errors { code } } }',
      { id: toGlobalId('Incident', alarm.uid) },
      { accessToken: suite.accessToken },
    );
    const changed = await events.next(1);
    expect(changed.data!.incidentEvents).toMatchObject({
      type: 'STATUS',
      incident: { id: toGlobalId('Incident', alarm.uid), status: 'CONFIRMED' },
      counters: { confirmed: counters.data.incidentCounters.confirmed + 1 },
    });
    events.close();
  });

  it("a client-admin does not receive another client's incident", async () => {
    const own = await networkOfClient(suite.stack, suite.accessToken, 2);
    const other = await networkOfClient(suite.stack, suite.accessToken, 7);
    const clientAdmin = await suite.stack.signIn('clientadmin@vakt.test');
    const events = await subscribe(suite.stack.gateway.url, clientAdmin.accessToken);
    await streamsOpen(suite.stack.proxy.calls, 1);

    await raiseAlarm(suite.stack, suite.accessToken, other.restId, 'Not for client 2');
    await raiseAlarm(suite.stack, suite.accessToken, own.restId, 'For client 2');

    // events arrive in order: the first one is the own client's, so the other one was never sent
    expect((await events.next(0)).data!.incidentEvents.incident?.name).toBe('For client 2');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events.received).toHaveLength(1);
    events.close();
  });

  it('is authenticated like queries: a made-up token is refused as no token, without calling the platform', async () => {
    const forged = await subscribe(suite.stack.gateway.url, 'not-a-token');
    expect(forged.status).toBe(403);
    forged.close();
    expect(suite.stack.proxy.calls).toEqual([]);

    const none = await subscribe(suite.stack.gateway.url, null);
    expect(none.status).toBe(403);
    none.close();
  });

  it(`passes the platform's cap on one account's streams on as TOO_MANY_STREAMS; closing one frees a place`, async () => {
    const orgAdmin = await suite.stack.signIn('orgadmin@vakt.test');
    const held = [];
    try {
      for (let i = 0; i < MAX_STREAMS_PER_USER; i += 1)
        held.push(await subscribe(suite.stack.gateway.url, orgAdmin.accessToken));
      await streamsOpen(suite.stack.proxy.calls, MAX_STREAMS_PER_USER);

      const refused = await subscribe(suite.stack.gateway.url, orgAdmin.accessToken);
      const answer = await refused.next(0);
      expect(answer.data).toBeUndefined();
      expect(answer.errors).toEqual([
        {
          message: `At most ${MAX_STREAMS_PER_USER} live incident streams can be open at once for one account: close one (another tab or window) and try again.`,
          path: ['incidentEvents'],
          locations: expect.any(Array),
          extensions: expect.objectContaining({ code: 'TOO_MANY_STREAMS', errorCode: 'TOO_MANY_STREAMS' }),
        },
      ]);
      refused.close();

      held.shift()!.close();
      // the gateway ends the subscriber's platform stream when it goes; wait for the platform to see it
      const deadline = Date.now() + 3_000;
      let again = await subscribe(suite.stack.gateway.url, orgAdmin.accessToken);
      while (Date.now() < deadline && (await firstOrNothing(again))?.errors) {
        again.close();
        await new Promise((resolve) => setTimeout(resolve, 100));
        again = await subscribe(suite.stack.gateway.url, orgAdmin.accessToken);
      }
      held.push(again);
      expect(await firstOrNothing(again)).toBeUndefined();
    } finally {
      held.forEach((events) => events.close());
    }
  });
});

/** The first message of a subscription, or undefined when none comes within 300 ms (an accepted, quiet stream). */
async function firstOrNothing(events: Awaited<ReturnType<typeof subscribe>>): Promise<Next | undefined> {
  const deadline = Date.now() + 300;
  while (events.received.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return events.received[0];
}

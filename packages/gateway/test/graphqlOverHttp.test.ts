import { serverAudits } from 'graphql-http';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../src/graphql/yoga.js';
import { useStack } from './support/stack.js';

/**
 * The GraphQL over HTTP audit suite (npm graphql-http's serverAudits, the spec's own conformance checks)
 * against the gateway, signed in as a tool would be: its bearer and the CSRF header on every request.
 * Every MUST and SHOULD audit passes; MAY audits are reported by the suite as warnings at most.
 */
describe('GraphQL over HTTP conformance (graphql-http audit suite)', () => {
  const suite = useStack({ signInAs: 'admin@vakt.test' });

  const audits = () =>
    serverAudits({
      url: () => `${suite.stack.gateway.url}/graphql`,
      fetchFn: (input: RequestInfo, init?: RequestInit) => {
        const headers = new Headers(init?.headers);
        headers.set('authorization', `Bearer ${suite.accessToken}`);
        headers.set(CSRF_HEADER, 'audit');
        return fetch(input, { ...init, headers });
      },
    });

  it('passes every MUST and SHOULD audit', async () => {
    const results = [];
    for (const audit of audits()) {
      const result = await audit.fn();
      results.push({ name: audit.name, status: result.status, reason: 'reason' in result ? result.reason : '' });
    }
    const failed = results.filter((r) => r.status !== 'ok' && !r.name.startsWith('MAY'));
    expect(failed).toEqual([]);
    expect(results.filter((r) => r.name.startsWith('MUST')).length).toBeGreaterThanOrEqual(13);
    expect(results.filter((r) => r.name.startsWith('SHOULD')).length).toBeGreaterThanOrEqual(20);
  });

  it('answers a variable of the wrong type with 200 and the error to Accept: application/json, 400 to graphql-response+json', async () => {
    const send = (accept: string) =>
      fetch(`${suite.stack.gateway.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept,
          authorization: `Bearer ${suite.accessToken}`,
          [CSRF_HEADER]: 'test',
        },
        body: JSON.stringify({
          query: 'query ($id: ID!) { node(id: $id) { id } }',
          variables: { id: { not: 'an id' } },
        }),
      });
    const legacy = await send('application/json');
    expect(legacy.status).toBe(200);
    const body = await legacy.json();
    expect(body.data).toBeUndefined();
    expect(body.errors[0].message).toMatch(/\$id/);
    expect((await send('application/graphql-response+json')).status).toBe(400);
    expect(suite.stack.proxy.calls).toEqual([]);
  });
});

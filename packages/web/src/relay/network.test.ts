import type { RequestParameters } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../session/session';
import { fetchGraphQL, setSessionExpiredHandler } from './network';

const operation = (text: string) => ({ name: 'Test', operationKind: 'query', text }) as unknown as RequestParameters;
const dashboard = operation('query DashboardScreenQuery { statistics { counts { users } } }');
const unauthenticated = { data: null, errors: [{ message: 'Unauthenticated', extensions: { code: 'UNAUTHENTICATED' } }] };
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

function mockServer(refresh: () => unknown) {
  const calls: { query: string; authorization: string | null; csrf: string | null }[] = [];
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body));
    const headers = init.headers as Record<string, string>;
    calls.push({ query: body.query, authorization: headers.authorization ?? null, csrf: headers['x-graphql-yoga-csrf'] });
    if (body.query.includes('refreshSession')) return json(refresh());
    return headers.authorization === 'Bearer fresh' ? json({ data: { statistics: { counts: { users: 1 } } } }) : json(unauthenticated);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('fetchGraphQL', () => {
  beforeEach(() => session.signIn('stale', { id: '1', displayName: 'A', email: 'a@x', roles: [], language: null }));
  afterEach(() => vi.unstubAllGlobals());

  it('refreshes once for concurrent 401s and retries each request', async () => {
    const calls = mockServer(() => ({ data: { refreshSession: { accessToken: 'fresh' } } }));
    const results = await Promise.all([fetchGraphQL(dashboard, {}), fetchGraphQL(dashboard, {}), fetchGraphQL(dashboard, {})]);
    expect(results.every((result) => 'data' in result && result.data)).toBe(true);
    expect(calls.filter((call) => call.query.includes('refreshSession'))).toHaveLength(1);
    expect(calls.every((call) => call.csrf === '1')).toBe(true);
    expect(session.accessToken()).toBe('fresh');
    expect(localStorage.getItem('accessToken')).toBe('fresh');
  });

  it('ends the session when the refresh fails', async () => {
    mockServer(() => unauthenticated);
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    await expect(fetchGraphQL(dashboard, {})).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('never refreshes for sign-in operations', async () => {
    const calls = mockServer(() => ({ data: { refreshSession: { accessToken: 'fresh' } } }));
    const login = operation('mutation CredentialsFormLoginMutation($input: LoginInput!) { login(input: $input) { status } }');
    await expect(fetchGraphQL(login, {})).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(calls).toHaveLength(1);
  });
});

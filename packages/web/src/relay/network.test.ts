import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RequestParameters } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../session/session';
import { SIGN_IN_OPERATIONS, fetchGraphQL, setSessionExpiredHandler } from './network';

/** The map relay-compiler writes (id -> text): what the gateway will accept by id. */
const persisted: Record<string, string> = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../persisted-operations.json'), 'utf8'),
);
const idOf = (name: string) => {
  const entry = Object.entries(persisted).find(([, text]) => new RegExp(`^(query|mutation) ${name}\\b`).test(text));
  if (!entry) throw new Error(`${name} is not in the persisted map`);
  return entry[0];
};

const operation = (name: string, operationKind = 'query') =>
  ({ id: idOf(name), name, operationKind, text: null, metadata: {}, cacheID: name }) as unknown as RequestParameters;
const dashboard = operation('DashboardScreenQuery');
const unauthenticated = {
  data: null,
  errors: [{ message: 'Unauthenticated', extensions: { code: 'UNAUTHENTICATED' } }],
};
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

interface SentRequest {
  body: { documentId?: string; query?: string; operationName?: string; variables?: unknown };
  authorization: string | null;
  csrf: string | null;
}

/** What the gateway answers a token it does not take as signed in (another key, the old format): as no token. */
const notSignedIn = {
  errors: [{ message: 'Signed-out callers may run only ...', extensions: { code: 'PERSISTED_DOCUMENT_NOT_ALLOWED' } }],
};

function mockServer(refresh: () => unknown, refusal: unknown = unauthenticated) {
  const calls: SentRequest[] = [];
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body));
    const headers = init.headers as Record<string, string>;
    calls.push({ body, authorization: headers.authorization ?? null, csrf: headers['x-graphql-yoga-csrf'] });
    if (body.documentId === idOf('networkRefreshSessionMutation')) return json(refresh());
    return headers.authorization === 'Bearer fresh'
      ? json({ data: { statistics: { counts: { users: 1 } } } })
      : json(refusal);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const isRefresh = (call: SentRequest) => call.body.operationName === 'networkRefreshSessionMutation';

describe('fetchGraphQL', () => {
  beforeEach(() => session.signIn('stale', { id: '1', displayName: 'A', email: 'a@x', roles: [], language: null }));
  afterEach(() => vi.unstubAllGlobals());

  it('sends the persisted document id and the operation name, never the text', async () => {
    const calls = mockServer(() => ({ data: { refreshSession: { accessToken: 'fresh' } } }));
    session.setAccessToken('fresh');
    await fetchGraphQL(dashboard, { range: 'WEEK' });
    expect(calls).toEqual([
      {
        body: {
          documentId: idOf('DashboardScreenQuery'),
          operationName: 'DashboardScreenQuery',
          variables: { range: 'WEEK' },
        },
        authorization: 'Bearer fresh',
        csrf: '1',
      },
    ]);
  });

  it('refreshes once for concurrent 401s, with the persisted refresh operation, and retries each request', async () => {
    const calls = mockServer(() => ({ data: { refreshSession: { accessToken: 'fresh' } } }));
    const results = await Promise.all([
      fetchGraphQL(dashboard, {}),
      fetchGraphQL(dashboard, {}),
      fetchGraphQL(dashboard, {}),
    ]);
    expect(results.every((result) => 'data' in result && result.data)).toBe(true);
    const refreshes = calls.filter(isRefresh);
    expect(refreshes).toEqual([
      {
        body: {
          documentId: idOf('networkRefreshSessionMutation'),
          operationName: 'networkRefreshSessionMutation',
          variables: {},
        },
        authorization: null,
        csrf: '1',
      },
    ]);
    expect(calls.every((call) => call.csrf === '1' && call.body.query === undefined)).toBe(true);
    expect(session.accessToken()).toBe('fresh');
    expect(localStorage.getItem('accessToken')).toBe('fresh');
  });

  it('refreshes once when the gateway takes the stored token for none (another key, the old format)', async () => {
    const calls = mockServer(() => ({ data: { refreshSession: { accessToken: 'fresh' } } }), notSignedIn);
    const result = await fetchGraphQL(dashboard, {});
    expect('data' in result && result.data).toBeTruthy();
    expect(calls.filter(isRefresh)).toHaveLength(1);
    expect(calls.map((call) => call.authorization)).toEqual(['Bearer stale', null, 'Bearer fresh']);
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
    const login = operation('CredentialsFormLoginMutation', 'mutation');
    await expect(fetchGraphQL(login, {})).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(calls).toHaveLength(1);
  });

  it('knows every persisted sign-in mutation by name, and nothing else', () => {
    const signInFields =
      /^(login|verifyOneTimeCode|resendOneTimeCode|refreshSession|loginWithSingleSignOn|startSingleSignOn|logout)$/;
    const signInNames = Object.values(persisted)
      .map((text) => /^mutation (\w+)[^{]*\{\s*(\w+)/.exec(text))
      .filter((match): match is RegExpExecArray => match !== null && signInFields.test(match[2]))
      .map((match) => match[1]);
    expect(new Set(signInNames)).toEqual(SIGN_IN_OPERATIONS);
  });
});

import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CONSOLE_CSP, GRAPHIQL_CSP } from '../src/http/securityHeaders.js';
import { startGateway } from './support/gatewayClient.js';
import { PERSISTED_DOCUMENTS, persistedIdOf } from './support/persisted.js';
import { DEMO_PASSWORD, useStack } from './support/stack.js';

const LIMIT_CODES = [
  'ALIAS_LIMIT_EXCEEDED',
  'DIRECTIVE_LIMIT_EXCEEDED',
  'TOKEN_LIMIT_EXCEEDED',
  'QUERY_TOO_DEEP',
  'COST_LIMIT_EXCEEDED',
  'LIST_LIMIT_EXCEEDED',
];
/** What the console accepts: with it, refused documents answer 400 (legacy application/json gets 200, per GraphQL over HTTP). */
const RESPONSE_JSON = { accept: 'application/graphql-response+json, application/json' };
const codesOf = (answer: { errors?: { extensions?: Record<string, any> }[] }) =>
  (answer.errors ?? []).map((error) => error.extensions?.code);

/** POSTs raw bytes to /graphql (with or without a Content-Length) and answers status and body. */
function postRaw(url: string, body: Buffer, { chunked = false } = {}): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-graphql-yoga-csrf': '1',
    };
    if (!chunked) headers['content-length'] = String(body.length);
    const req = httpRequest(`${url}/graphql`, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    // The gateway may answer 413 and close before reading everything: that is the point.
    req.on('error', (error) =>
      String(error).includes('EPIPE') || String(error).includes('ECONNRESET') ? undefined : reject(error),
    );
    Readable.from([body.subarray(0, body.length / 2), body.subarray(body.length / 2)]).pipe(req);
  });
}

describe('gateway security', () => {
  const suite = useStack({ signInAs: 'clientadmin@vakt.test' });

  describe('GraphQL limits (every caller, before any upstream call)', () => {
    it('refuses 1000 aliases of searchClients, each with other arguments, without calling the platform', async () => {
      const aliases = Array.from(
        { length: 1000 },
        (_, i) => `c${i}: searchClients(query: "q${i}", first: ${(i % 20) + 1}) { id name }`,
      );
      const answer = await suite.stack.gateway.graphql(
        `{ ${aliases.join('\n')} }`,
        {},
        { accessToken: suite.accessToken, headers: RESPONSE_JSON },
      );

      expect(answer.status).toBe(400);
      expect(answer.data).toBeUndefined();
      // So long a document stops in the parser already (about 14 tokens an alias); 16 short ones meet the alias rule.
      expect(codesOf(answer)).toEqual(['TOKEN_LIMIT_EXCEEDED']);
      expect(suite.stack.proxy.calls).toEqual([]);
    });

    it('refuses 16 aliases with ALIAS_LIMIT_EXCEEDED, without calling the platform', async () => {
      const aliases = Array.from({ length: 16 }, (_, i) => `c${i}: searchClients(query: "q${i}") { id }`);
      const answer = await suite.stack.gateway.graphql(
        `{ ${aliases.join(' ')} }`,
        {},
        { accessToken: suite.accessToken, headers: RESPONSE_JSON },
      );

      expect(answer.status).toBe(400);
      expect(codesOf(answer)).toEqual(['ALIAS_LIMIT_EXCEEDED']);
      expect(answer.errors?.[0].message).toBe('Aliases limit of 15 exceeded, found 16.');
      expect(suite.stack.proxy.calls).toEqual([]);
    });

    it('runs 15 aliases (the limit) as usual', async () => {
      const aliases = Array.from({ length: 15 }, (_, i) => `c${i}: searchClients(query: "q${i}", first: 1) { id }`);
      const answer = await suite.stack.gateway.graphql(
        `{ ${aliases.join(' ')} }`,
        {},
        { accessToken: suite.accessToken },
      );

      expect(answer.errors).toBeUndefined();
      expect(Object.keys(answer.data)).toHaveLength(15);
    });

    it('refuses a cost over 5000 from page sizes of nested lists (literal or variable), before any upstream call', async () => {
      const nested = await suite.stack.gateway.graphql(
        '{ clients(first: 100) { edges { node { users(first: 100) { edges { node { user { id } } } } } } } }',
        {},
        { accessToken: suite.accessToken, headers: RESPONSE_JSON },
      );
      expect(nested.status).toBe(400);
      expect(nested.errors).toEqual([
        expect.objectContaining({
          extensions: expect.objectContaining({ code: 'COST_LIMIT_EXCEEDED', maxCost: 5000, cost: expect.any(Number) }),
        }),
      ]);
      expect(nested.errors?.[0].extensions?.cost).toBeGreaterThan(5000);

      const byVariable = 'query ($n: Int) { searchClients(first: $n) { id name organization { id name } } }';
      const tooBig = await suite.stack.gateway.graphql(byVariable, { n: 5000 }, { accessToken: suite.accessToken });
      expect(codesOf(tooBig)).toEqual(['COST_LIMIT_EXCEEDED']);
      expect(suite.stack.proxy.calls).toEqual([]);

      const small = await suite.stack.gateway.graphql(byVariable, { n: 5 }, { accessToken: suite.accessToken });
      expect(small.errors).toBeUndefined();
      expect(suite.stack.proxy.calls.length).toBeGreaterThan(0);
    });

    it('answers 413 to a 20 MB body, with or without Content-Length, before parsing', async () => {
      const huge = Buffer.from(
        JSON.stringify({ query: `{ serverVersion }`, variables: { pad: 'x'.repeat(20 * 1024 * 1024) } }),
      );

      const declared = await postRaw(suite.stack.gateway.url, huge);
      expect(declared.status).toBe(413);
      expect(JSON.parse(declared.text).errors[0].extensions.code).toBe('REQUEST_ENTITY_TOO_LARGE');

      const chunked = await postRaw(suite.stack.gateway.url, huge, { chunked: true });
      expect(chunked.status).toBe(413);
      expect(suite.stack.proxy.calls).toEqual([]);
    });

    it('answers 400 with TOKEN_LIMIT_EXCEEDED to a 5000-deep document (not a masked 500)', async () => {
      const deep = `{ ${'viewer { '.repeat(5000)}id${' }'.repeat(5000)} }`;
      const answer = await suite.stack.gateway.graphql(
        deep,
        {},
        { accessToken: suite.accessToken, headers: RESPONSE_JSON },
      );

      expect(answer.status).toBe(400);
      expect(answer.errors).toEqual([expect.objectContaining({ extensions: { code: 'TOKEN_LIMIT_EXCEEDED' } })]);
      expect(suite.stack.proxy.calls).toEqual([]);
    });

    it('answers a syntax error with 400 and GRAPHQL_PARSE_FAILED', async () => {
      const answer = await suite.stack.gateway.graphql(
        '{ viewer { id ',
        {},
        { accessToken: suite.accessToken, headers: RESPONSE_JSON },
      );
      expect(answer.status).toBe(400);
      expect(codesOf(answer)).toEqual(['GRAPHQL_PARSE_FAILED']);
    });

    it('refuses more than 50 directives', async () => {
      const fragments = '... @include(if: true) { serverVersion } '.repeat(51);
      const answer = await suite.stack.gateway.graphql(
        `{ ${fragments} }`,
        {},
        { accessToken: suite.accessToken, headers: RESPONSE_JSON },
      );
      expect(answer.status).toBe(400);
      expect(codesOf(answer)).toEqual(['DIRECTIVE_LIMIT_EXCEEDED']);
      expect(suite.stack.proxy.calls).toEqual([]);
    });

    it("passes every one of the console's persisted operations, with its largest page size (100)", async () => {
      expect(Object.keys(PERSISTED_DOCUMENTS).length).toBeGreaterThan(10);
      for (const [id, text] of Object.entries(PERSISTED_DOCUMENTS)) {
        // Required variables are left out, so execution stops at variable coercion: the limits ran before it.
        const pageSizes = Object.fromEntries(
          [...text.matchAll(/\$(first|last|limit)\b/g)].map((match) => [match[1], 100]),
        );
        // a subscription answers as server-sent events: its first message (or none within a second) is enough
        const subscription = text.trimStart().startsWith('subscription');
        const response = await fetch(`${suite.stack.gateway.url}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: subscription ? 'text/event-stream' : 'application/json',
            'x-graphql-yoga-csrf': '1',
            authorization: `Bearer ${suite.accessToken}`,
          },
          body: JSON.stringify({ documentId: id, variables: pageSizes }),
        });
        const body = (subscription ? await firstEventOf(response) : await response.json()) as Parameters<
          typeof codesOf
        >[0];
        const limited = codesOf(body).filter((code) => LIMIT_CODES.includes(code));
        expect({ operation: text.split('(')[0].split('{')[0].trim(), limited }).toEqual({
          operation: expect.any(String),
          limited: [],
        });
      }
    });

    it('keeps introspection and suggestions for signed-in callers, under the same limits', async () => {
      const introspection = await suite.stack.gateway.graphql(
        '{ __schema { queryType { name } } }',
        {},
        { accessToken: suite.accessToken },
      );
      expect(introspection.data.__schema.queryType.name).toBe('Query');

      const typo = await suite.stack.gateway.graphql('{ viewr { id } }', {}, { accessToken: suite.accessToken });
      expect(typo.errors?.[0].message).toMatch(/Did you mean "viewer"\?/);
    });
  });

  describe('trusted documents', () => {
    const freeFormLogin =
      'mutation ($email: String!, $password: String!) { login(input: { email: $email, password: $password }) { accessToken } }';

    it('refuses a free-form document from a signed-out caller, without calling the platform', async () => {
      const answer = await suite.stack.gateway.graphql(freeFormLogin, {
        email: 'admin@vakt.test',
        password: DEMO_PASSWORD,
      });

      expect(answer.status).toBe(403);
      expect(answer.data).toBeUndefined();
      expect(codesOf(answer)).toEqual(['PERSISTED_DOCUMENT_REQUIRED']);
      expect(answer.text).not.toMatch(/accessToken"\s*:\s*"/);
      expect(suite.stack.proxy.calls).toEqual([]);
    });

    it("signs in with the console's persisted login operation (documentId)", async () => {
      const answer = await suite.stack.gateway.persisted('CredentialsFormLoginMutation', {
        input: { email: 'admin@vakt.test', password: DEMO_PASSWORD },
      });

      expect(answer.errors, suite.stack.gateway.logs.join('\n')).toBeUndefined();
      expect(answer.data.login).toMatchObject({
        status: 'SIGNED_IN',
        accessToken: expect.any(String),
        viewer: { email: 'admin@vakt.test' },
      });
      expect(answer.setCookies.some((cookie) => cookie.startsWith('vakt_refresh='))).toBe(true);
    });

    it('lets a signed-out caller run only the sign-in operations of the map', async () => {
      const dashboard = await suite.stack.gateway.persisted('DashboardScreenQuery');
      expect(dashboard.status).toBe(403);
      expect(codesOf(dashboard)).toEqual(['PERSISTED_DOCUMENT_NOT_ALLOWED']);

      const unknown = await fetch(`${suite.stack.gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-graphql-yoga-csrf': '1' },
        body: JSON.stringify({ documentId: 'f'.repeat(64) }),
      });
      expect(unknown.status).toBe(400);
      expect(codesOf(await unknown.json())).toEqual(['PERSISTED_DOCUMENT_NOT_FOUND']);
      expect(suite.stack.proxy.calls).toEqual([]);
    });

    it('runs a persisted query by GET ?documentId= too', async () => {
      const { accessToken } = await suite.stack.signIn('admin@vakt.test');
      const query = new URLSearchParams({
        documentId: persistedIdOf('ProfileScreenQuery'),
        variables: JSON.stringify({ id: 'VXNlcjox', withDevices: true }),
      });
      const answer = await fetch(`${suite.stack.gateway.url}/graphql?${query}`, {
        headers: { authorization: `Bearer ${accessToken}`, 'x-graphql-yoga-csrf': '1', accept: 'application/json' },
      });
      const body = await answer.json();
      expect(body.errors).toBeUndefined();
      expect(body.data).toBeTruthy();
    });

    it('refuses introspection from a signed-out caller', async () => {
      const answer = await suite.stack.gateway.graphql('{ __schema { types { name fields { name } } } }');

      expect(answer.status).toBe(403);
      expect(answer.data).toBeUndefined();
      expect(answer.text).not.toContain('ClientConnection');
    });

    it('shows a signed-out caller no field suggestions, in documents or in variables', async () => {
      const typo = await suite.stack.gateway.graphql('{ viewr { id } }');
      expect(typo.status).toBe(403);
      expect(typo.text).not.toMatch(/Did you mean/);

      const badInput = await suite.stack.gateway.persisted('CredentialsFormLoginMutation', {
        input: { emial: 'admin@vakt.test', password: DEMO_PASSWORD },
      });
      expect(badInput.errors?.[0].message).toMatch(/emial/);
      expect(badInput.text).not.toMatch(/Did you mean/);
      expect(badInput.text).not.toMatch(/"email"/);
    });

    it('refuses introspection with a made-up bearer token as from a signed-out caller, without calling the platform', async () => {
      const { accessToken } = await suite.stack.signIn('orgadmin@vakt.test');
      suite.stack.proxy.reset();
      const [header, payload] = accessToken.split('.');
      for (const token of ['made-up', `${header}.${payload}.forged-signature`]) {
        const answer = await suite.stack.gateway.graphql('{ __schema { types { name } } }', {}, { accessToken: token });
        expect(answer.status).toBe(403);
        expect(answer.data).toBeUndefined();
        expect(codesOf(answer)).toEqual(['PERSISTED_DOCUMENT_REQUIRED']);
        expect(answer.text).not.toContain('ClientConnection');
      }
      expect(suite.stack.proxy.calls).toEqual([]);
    });

    it('runs free-form documents for a signed-in caller (GraphiQL, internal tools)', async () => {
      const { accessToken } = await suite.stack.signIn('orgadmin@vakt.test');
      const answer = await suite.stack.gateway.graphql('{ viewer { email } }', {}, { accessToken });
      expect(answer.data).toEqual({ viewer: { email: 'orgadmin@vakt.test' } });
    });
  });

  describe('CORS', () => {
    const preflight = (url: string, origin: string) =>
      fetch(`${url}/graphql`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization',
        },
      });

    it('answers a foreign origin without any CORS header (no echoed origin, no credentials)', async () => {
      const answer = await preflight(suite.stack.gateway.url, 'https://evil.example');
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();

      const post = await fetch(`${suite.stack.gateway.url}/graphql`, {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
        body: JSON.stringify({ documentId: persistedIdOf('networkRefreshSessionMutation') }),
      });
      expect(post.headers.get('access-control-allow-origin')).toBeNull();
      expect(post.headers.get('access-control-allow-credentials')).toBeNull();
    });

    it('allows exactly the origins of the allow-list (CORS_ORIGINS), with credentials', async () => {
      const gateway = await startGateway({
        platformUrl: suite.stack.proxy.url,
        corsOrigins: ['https://tools.vakt.test'],
      });
      try {
        const listed = await preflight(gateway.url, 'https://tools.vakt.test');
        expect(listed.headers.get('access-control-allow-origin')).toBe('https://tools.vakt.test');
        expect(listed.headers.get('access-control-allow-credentials')).toBe('true');

        const other = await preflight(gateway.url, 'https://tools.vakt.test.evil.example');
        expect(other.headers.get('access-control-allow-origin')).toBeNull();
        expect(other.headers.get('access-control-allow-credentials')).toBeNull();
      } finally {
        await gateway.close();
      }
    });
  });

  describe('security headers', () => {
    it('sends the console CSP, nosniff, no framing and a referrer policy on the console', async () => {
      const answer = await fetch(`${suite.stack.gateway.url}/clients/1`);
      const csp = answer.headers.get('content-security-policy') ?? '';

      expect(csp).toBe(CONSOLE_CSP);
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).toMatch(/worker-src 'self' blob:/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    });

    it('gives GraphiQL its own policy (its page is inline), still not framable, and GraphQL answers nosniff', async () => {
      const page = await fetch(`${suite.stack.gateway.url}/graphql`, { headers: { accept: 'text/html' } });
      expect(page.headers.get('content-security-policy')).toBe(GRAPHIQL_CSP);
      expect(GRAPHIQL_CSP).toMatch(/frame-ancestors 'none'/);

      const answer = await suite.stack.gateway.persisted('networkRefreshSessionMutation');
      expect(answer.status).toBeLessThan(500);
      const raw = await fetch(`${suite.stack.gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
        body: '{}',
      });
      expect(raw.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('serves /files with nosniff, a sandboxing policy and a content type', async () => {
      const answer = await fetch(`${suite.stack.gateway.url}/files/nothing-here.png`);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
      expect(answer.headers.get('content-type')).toBeTruthy();
    });
  });
});

/** The JSON of a server-sent event stream's first `data:` line, or {} when none comes within a second. */
async function firstEventOf(response: Response): Promise<unknown> {
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) return response.json();
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + 1000;
  try {
    while (Date.now() < deadline && !/^data: .*$/m.test(text)) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<undefined>((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()))),
      ]);
      if (!chunk || chunk.done) break;
      text += decoder.decode(chunk.value, { stream: true });
    }
  } finally {
    await reader.cancel();
  }
  const data = /^data: (.*)$/m.exec(text)?.[1];
  return data ? JSON.parse(data) : {};
}

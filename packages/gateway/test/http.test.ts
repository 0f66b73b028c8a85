import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startGateway } from './support/gatewayClient.js';
import { useStack } from './support/stack.js';

const CLOSED_PORT_URL = 'http://127.0.0.1:9'; // discard port: nothing listens there

describe('gateway over HTTP', () => {
  const suite = useStack({ signInAs: 'admin@vakt.test' });

  describe('CSRF prevention', () => {
    it('rejects a GET operation without the CSRF header', async () => {
      const response = await fetch(
        `${suite.stack.gateway.url}/graphql?query=${encodeURIComponent('{ serverVersion }')}`,
        {
          headers: { authorization: `Bearer ${suite.accessToken}` },
        },
      );
      expect(response.status).toBe(403);
      expect((await response.json()).errors[0].message).toMatch(/CSRF/);
      expect(suite.stack.proxy.calls).toEqual([]);
    });

    it('rejects a form-encoded or text/plain POST without the CSRF header', async () => {
      const response = await fetch(`${suite.stack.gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ query: 'mutation { logout { loggedOut } }' }),
      });
      expect(response.status).toBe(403);
    });

    it('accepts a GET operation with the CSRF header', async () => {
      const response = await fetch(
        `${suite.stack.gateway.url}/graphql?query=${encodeURIComponent('{ serverVersion }')}`,
        {
          headers: {
            authorization: `Bearer ${suite.accessToken}`,
            'x-graphql-yoga-csrf': '1',
            accept: 'application/json',
          },
        },
      );
      expect(await response.json()).toEqual({ data: { serverVersion: '1.9.0' } });
    });
  });

  it('serves a self-contained GraphiQL page for GET /graphql with Accept text/html', async () => {
    const response = await fetch(`${suite.stack.gateway.url}/graphql`, { headers: { accept: 'text/html' } });
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toContain('Vakt GraphiQL');
    expect(html).toContain('x-graphql-yoga-csrf');
    expect(html).not.toMatch(/<script[^>]+src=/i);
    expect(html).not.toMatch(/<link[^>]+href=["']?(https?:)?\/\//i);
    expect(html).not.toMatch(/import\s*\(\s*["']https?:/);
  });

  it('keeps introspection for GraphiQL (signed in) and limits nesting depth', async () => {
    const introspection = await suite.stack.gateway.graphql(
      '{ __schema { queryType { name } } }',
      {},
      { accessToken: suite.accessToken },
    );
    expect(introspection.data.__schema.queryType.name).toBe('Query');

    // The schema has no cycles yet, so only an invalid selection can nest this deep; the rule still counts it.
    const tooDeep = await suite.stack.gateway.graphql(
      `{ statistics ${'{ counts '.repeat(12)}{ users }${' }'.repeat(12)} }`,
      {},
      { accessToken: suite.accessToken },
    );
    expect(tooDeep.errors?.some((error) => error.extensions?.code === 'QUERY_TOO_DEEP')).toBe(true);
  });

  it('masks a platform 5xx and logs its details', async () => {
    suite.stack.proxy.failPath('/backoffice/version', {
      status: 500,
      body: {
        error: 'Internal Server Error',
        errorMessage: 'connection to db-7 failed: password hunter2',
        errorCode: 'INTERNAL',
      },
    });

    const answer = await suite.stack.gateway.graphql('{ serverVersion }', {}, { accessToken: suite.accessToken });

    expect(answer.errors).toEqual([
      expect.objectContaining({ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }),
    ]);
    expect(answer.text).not.toContain('hunter2');
    expect(
      suite.stack.gateway.logs.some((line) => line.includes('/backoffice/version') && line.includes('hunter2')),
    ).toBe(true);
  });

  it('masks a network failure of one upstream', async () => {
    const gateway = await startGateway({ platformUrl: suite.stack.proxy.url, apiUrl: CLOSED_PORT_URL });
    try {
      const answer = await gateway.graphql(
        '{ serverVersion latestAppVersions { os } }',
        {},
        { accessToken: suite.accessToken },
      );
      expect(answer.errors?.[0]).toMatchObject({
        message: 'Unexpected error.',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
      expect(gateway.logs.join('\n')).toMatch(/GET \/api\/version failed/);
    } finally {
      await gateway.close();
    }
  });

  it('GET /health reports the platform as ok, or down when it is unreachable', async () => {
    const up = await fetch(`${suite.stack.gateway.url}/health`);
    expect(await up.json()).toEqual({ status: 'ok', platform: 'ok' });

    const gateway = await startGateway({ platformUrl: CLOSED_PORT_URL });
    try {
      expect(await (await fetch(`${gateway.url}/health`)).json()).toEqual({ status: 'ok', platform: 'down' });
    } finally {
      await gateway.close();
    }
  });

  describe('web app', () => {
    it('says the web app is not built when there is no dist folder', async () => {
      const response = await fetch(`${suite.stack.gateway.url}/`);
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(/not built/);
    });

    it('serves the built files with SPA fallback for paths without an extension', async () => {
      const dist = mkdtempSync(join(tmpdir(), 'vakt-web-dist-'));
      mkdirSync(join(dist, 'assets'));
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Vakt web</title>');
      writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log("app")');
      const gateway = await startGateway({ platformUrl: suite.stack.proxy.url, webDist: dist });
      try {
        const deepLink = await fetch(`${gateway.url}/clients/12`);
        expect(await deepLink.text()).toContain('Vakt web');
        const asset = await fetch(`${gateway.url}/assets/app-1234.js`);
        expect(asset.headers.get('cache-control')).toMatch(/immutable/);
        expect(await asset.text()).toContain('console.log');
        expect((await fetch(`${gateway.url}/assets/missing.js`)).status).toBe(404);
      } finally {
        await gateway.close();
      }
    });
  });
});

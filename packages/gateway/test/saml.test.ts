import { request } from 'node:http';
import { allowLoopbackPorts } from '@vakt/platform/testing';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { postToAcs, startTestIdp, type TestIdp } from '../../platform/test/saml/idp.js';
import { MAX_ACS_BYTES } from '../src/http/saml.js';
import { startGateway } from './support/gatewayClient.js';
import { useStack } from './support/stack.js';

// The platform's CONSOLE_URL in the test stack is its default, http://127.0.0.1:3000.
const CONSOLE_URL = 'http://127.0.0.1:3000';

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('SAML service provider endpoints on the console origin', () => {
  let idp: TestIdp;
  // Before the stack: the platform fetches the IdP's metadata from loopback only when OUTBOUND_ALLOW says so.
  beforeAll(async () => {
    idp = await startTestIdp();
    return () => idp.close();
  });
  const suite = useStack({
    platformEnv: () => ({ OUTBOUND_ALLOW: allowLoopbackPorts(Number(new URL(idp.url).port)) }),
  });

  it('GET /saml/metadata answers the platform SP metadata as it is, uncached', async () => {
    const response = await fetch(`${suite.stack.gateway.url}/saml/metadata`);
    const xml = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/samlmetadata\+xml/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(xml).toContain(`entityID="${CONSOLE_URL}/saml/metadata"`);
    expect(xml).toContain(`Location="${CONSOLE_URL}/saml/acs"`);
    expect(xml).toContain('WantAssertionsSigned="true"');
    expect(xml).toContain('X509Certificate');
    expect(suite.stack.proxy.calls).toEqual(['GET /v2/auth/saml/metadata']);
    // what the platform publishes, but for the document's fresh ID
    const direct = await fetch(`${suite.stack.platform.url}/v2/auth/saml/metadata`);
    const withoutId = (text: string) => text.replace(/ ID="[^"]*"/, '');
    expect(withoutId(await direct.text())).toBe(withoutId(xml));
  });

  it('POST /saml/acs passes the form to the platform and its 303 back to the console with the refusal', async () => {
    const response = await fetch(`${suite.stack.gateway.url}/saml/acs`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form({ SAMLResponse: Buffer.from('<not-saml/>').toString('base64'), RelayState: 'x' }),
      redirect: 'manual',
    });

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${CONSOLE_URL}/?samlError=SAML_INVALID_RESPONSE`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(suite.stack.proxy.calls).toEqual(['POST /v2/auth/saml/acs']);
  });

  it('refuses a form post over 1 MB without reaching the platform (declared size)', async () => {
    const response = await fetch(`${suite.stack.gateway.url}/saml/acs`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form({ SAMLResponse: 'A'.repeat(MAX_ACS_BYTES) }),
      redirect: 'manual',
    });

    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ errorCode: 'TOO_LARGE' });
    expect(suite.stack.proxy.calls).toEqual([]);
  });

  it('cuts a chunked form post (no declared size) once it passes 1 MB', async () => {
    // A gateway straight on the platform: the counting proxy would keep its half-sent upstream request open.
    const gateway = await startGateway({
      platformUrl: suite.stack.platform.url,
      webDist: '/nonexistent/vakt-web-dist',
    });
    onTestFinished(() => gateway.close());
    const url = new URL(`${gateway.url}/saml/acs`);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write('SAMLResponse=');
      const chunk = 'A'.repeat(64 * 1024);
      for (let sent = 0; sent <= MAX_ACS_BYTES; sent += chunk.length) req.write(chunk);
      req.end();
    });

    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ errorCode: 'TOO_LARGE' });
    // the platform lived through the cut upload
    const after = await fetch(`${gateway.url}/saml/metadata`);
    expect(after.status).toBe(200);
  });

  it('answers 405 for a method the endpoint does not take', async () => {
    const get = await fetch(`${suite.stack.gateway.url}/saml/acs`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const post = await fetch(`${suite.stack.gateway.url}/saml/metadata`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(suite.stack.proxy.calls).toEqual([]);
  });

  it("an SSO start whose identity provider metadata cannot be read says so (not the masked 'unexpected error')", async () => {
    const { accessToken } = await suite.stack.signIn('admin@vakt.test');
    const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    const organizations = await fetch(`${suite.stack.platform.url}/backoffice/organizations?limit=1`, { headers });
    const organization = (await organizations.json()).items[0];
    const saved = await fetch(`${suite.stack.platform.url}/backoffice/organizations/${organization.id}/saml`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        samlMetadataUrl: `${idp.url}/no-such-metadata`,
        samlEmailDomains: ['gateway-sso-down.test'],
        samlAllowUserCreation: false,
      }),
    });
    expect(saved.ok).toBe(true);

    const started = await suite.stack.gateway.persisted('CredentialsFormStartSingleSignOnMutation', {
      input: { email: 'signe@gateway-sso-down.test' },
    });

    expect(started.errors?.[0]?.extensions).toMatchObject({ errorCode: 'IDP_METADATA_UNAVAILABLE' });
    expect(started.errors?.[0]?.message).toBe("The identity provider's metadata could not be read");
  });

  it('the whole round trip through the gateway: the SSO start carries os, the ACS sends it back with the code, the code signs in', async () => {
    const { accessToken } = await suite.stack.signIn('admin@vakt.test');
    const platform = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${suite.stack.platform.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
      return response.json();
    };
    const organization = (await platform('GET', '/backoffice/organizations?limit=1')).items[0];
    await platform('PUT', `/backoffice/organizations/${organization.id}/saml`, {
      samlMetadataUrl: idp.metadataUrl,
      samlEmailDomains: ['gateway-sso.test'],
      samlAllowUserCreation: false,
    });
    const email = 'signe@gateway-sso.test';
    await platform('POST', '/backoffice/users', {
      email,
      username: 'signe-gateway-sso',
      firstName: 'Signe',
      lastName: 'Sso',
      roles: [17],
      language: 'en',
      status: 'active',
      organizationId: organization.id,
    });

    const started = await suite.stack.gateway.persisted('CredentialsFormStartSingleSignOnMutation', {
      input: { email, os: 'android' },
    });
    expect(started.errors).toBeUndefined();
    const authorizeUrl: string = started.data.startSingleSignOn.authorizeUrl;
    expect(authorizeUrl.startsWith(idp.ssoUrl)).toBe(true);

    const acs = await postToAcs(`${suite.stack.gateway.url}/saml/acs`, idp.respond(authorizeUrl, email));
    expect(acs.status).toBe(303);
    const back = new URL(acs.location!);
    expect(back.origin + back.pathname).toBe(`${CONSOLE_URL}/`);
    expect(back.searchParams.get('os')).toBe('android');
    const code = back.searchParams.get('saml');
    expect(code).toBeTruthy();

    const signedIn = await suite.stack.gateway.persisted('LoginScreenSingleSignOnMutation', { input: { saml: code } });
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data.loginWithSingleSignOn).toMatchObject({ status: 'SIGNED_IN', viewer: { email } });
    // the code is spent
    const again = await suite.stack.gateway.persisted('LoginScreenSingleSignOnMutation', { input: { saml: code } });
    expect(again.errors?.[0]?.extensions?.errorCode).toBe('INVALID_SSO_CODE');
  });
});

/**
 * The outbound policy on SAML metadata URLs (docs/security.md "Outbound connections"): refused when saved (the
 * organization's and the client's SAML settings), and when planted in the database the anonymous sign-in
 * start never connects there; a redirect is not followed; a failing URL is fetched at most once a minute
 * however many sign-ins are started.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectErrorShape } from '../../../test/harness.js';
import { startTestIdp, type TestIdp } from '../../../test/saml/idp.js';
import { describeEachDbLogged } from '../../../test/saml/platform.js';
import { allowLoopbackPorts } from '../../testing.js';

let idp: TestIdp;
/** Allow-listed: answers 302 to the IdP's metadata, or 500 on /broken; counts what it is asked. */
let redirector: Server;
let redirectorUrl = '';
const redirectorHits: string[] = [];
/** Not allow-listed: must never see a connection. */
let stranger: Server;
let strangerUrl = '';
let strangerConnections = 0;

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  idp = await startTestIdp();
  redirector = createServer((req, res) => {
    redirectorHits.push(req.url ?? '');
    if (req.url === '/broken') res.writeHead(500).end();
    else res.writeHead(302, { location: idp.metadataUrl }).end();
  });
  redirectorUrl = await listen(redirector);
  stranger = createServer((_req, res) => res.end('internal admin page'));
  stranger.on('connection', () => strangerConnections++);
  strangerUrl = await listen(stranger);
});
afterAll(async () => {
  await idp?.close();
  for (const server of [redirector, stranger]) await new Promise<void>((resolve) => server?.close(() => resolve()));
});

const portOf = (url: string) => Number(new URL(url).port);

describeEachDbLogged(
  'SAML metadata URLs and the outbound policy',
  () => ({ OUTBOUND_ALLOW: allowLoopbackPorts(portOf(idp.url), portOf(redirectorUrl)) }),
  (ctx) => {
    const t = () => ctx().t;
    const saveOrganization = async (url: string) =>
      t().request('PUT', '/backoffice/organizations/2/saml', {
        token: await t().tokenOf('admin'),
        body: { samlMetadataUrl: url },
      });
    const saveClient = async (url: string) =>
      t().request('PUT', '/backoffice/clients/2/saml-settings', {
        token: await t().tokenOf('admin'),
        body: { samlMetadataUrl: url },
      });
    /** An anonymous sign-in start for organization 2 (its domain), with `url` planted as its metadata URL. */
    const plant = (url: string | null) =>
      t().db.query('UPDATE organizations SET saml_metadata_url = $1 WHERE id = 2', [url]);
    const startSignIn = () => t().post('/v2/auth/saml/init', { email: 'bo@malardalen.test' });
    const reasonsSince = (index: number) =>
      ctx()
        .logs.slice(index)
        .filter((l) => l.level === 40 && l.organizationId === 2)
        .map((l) => String(l.reason));

    it('save: a refused metadata URL answers samlMetadataUrl NOT_ALLOWED (organization and client); the allow-listed IdP is saved', async () => {
      // https throughout: the client form takes nothing else (the organization's takes http to loopback too).
      const https = (url: string) => url.replace(/^http:/, 'https:');
      const refused = [
        https(`${strangerUrl}/metadata`),
        https(strangerUrl.replace('127.0.0.1', 'localhost')),
        `https://[::1]:${portOf(idp.url)}/metadata`,
        'https://10.20.30.40/metadata',
        'https://169.254.169.254/metadata',
        'https://[fd00:ec2::254]/metadata',
        'https://0x7f.1/metadata',
      ];
      for (const save of [saveOrganization, saveClient])
        for (const url of refused) {
          const res = await save(url);
          expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(400);
          expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
          expect(res.body.fields, url).toEqual({ samlMetadataUrl: 'NOT_ALLOWED' });
          expect(res.body.errorMessage, url).toMatch(/^The metadata URL is not allowed: /);
        }
      // The allow-listed port of 127.0.0.1 (nothing is fetched when saving).
      expect((await saveClient(https(idp.metadataUrl))).status).toBe(200);
      expect((await saveOrganization(idp.metadataUrl)).status).toBe(200);
      expect((await saveOrganization('https://idp.does-not-resolve.example/metadata')).status).toBe(200);
      expect(strangerConnections).toBe(0);
    });

    it('sign-in start with a loopback metadata URL planted in the database: 502, never connected, the log names the policy', async () => {
      const before = ctx().logs.length;
      for (const url of [`${strangerUrl}/metadata`, strangerUrl.replace('127.0.0.1', '[::ffff:7f00:1]')]) {
        await plant(url);
        const res = await startSignIn();
        expect(res.status, url).toBe(502);
        expectErrorShape(res.body, 502, 'IDP_METADATA_UNAVAILABLE');
      }
      expect(reasonsSince(before)).toEqual([
        expect.stringMatching(
          /^metadata URL refused by the outbound policy \(DESTINATION_NOT_ALLOWED\): 127\.0\.0\.1 is a loopback address$/,
        ),
        expect.stringMatching(/refused by the outbound policy .*127\.0\.0\.1 is a loopback address$/),
      ]);
      expect(strangerConnections).toBe(0);
      await plant(null);
    });

    it('a metadata URL that redirects: not followed (its target is never asked), 502', async () => {
      const metadataHits = idp.hits.get('/metadata') ?? 0;
      const before = ctx().logs.length;
      await plant(`${redirectorUrl}/moved-${t().platform.backend}`);
      const res = await startSignIn();
      expect(res.status).toBe(502);
      expectErrorShape(res.body, 502, 'IDP_METADATA_UNAVAILABLE');
      expect(reasonsSince(before)).toEqual([expect.stringMatching(/answered 302: redirects are not followed$/)]);
      expect(idp.hits.get('/metadata') ?? 0).toBe(metadataHits);
      await plant(null);
    });

    it('a failing metadata URL is fetched once however many anonymous sign-ins start (at once and one after another)', async () => {
      const path = `/broken`;
      await plant(`${redirectorUrl}${path}?${t().platform.backend}`);
      const asked = () => redirectorHits.filter((h) => h.startsWith(path)).length;
      const before = asked();
      const together = await Promise.all(Array.from({ length: 10 }, () => startSignIn()));
      for (let i = 0; i < 10; i++) together.push(await startSignIn());
      expect(together.map((r) => r.status)).toEqual(Array(20).fill(502));
      expect(asked() - before).toBe(1);
      await plant(null);
    });
  },
);

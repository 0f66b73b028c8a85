import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/ids.js';
import { startS3, type TestS3 } from '../../../platform/test/s3.js';
import { makePng } from '../support/png.js';
import { failedLogin, graphql, persistedId, signInThroughGateway } from './support/graphql.js';
import { DEMO_PASSWORD } from './support/auth.js';
import {
  createTestDatabase,
  makeDataDir,
  removeDataDir,
  startService,
  stopAll,
  type Service,
  type TestDatabase,
} from './support/services.js';

// Registered only when DATABASE_URL is set (vitest.config.ts): replicas share a PostgreSQL server.
const DATABASE_URL = process.env.DATABASE_URL!;
const VIEWER = 'query ReplicaViewer { viewer { email } }';

/**
 * Two platforms and two gateways as separate processes, as behind a load balancer: gateway 1 ->
 * platform 1, gateway 2 -> platform 2, one PostgreSQL schema, one S3 bucket (s3rver), one JWT_SECRET,
 * and each platform with a data folder of its own (nothing shared through the disk).
 */
describe('replicas: two gateways and two platforms on one PostgreSQL behave as one system', () => {
  let database: TestDatabase;
  let s3: TestS3;
  const dataDirs: string[] = [];
  let platform1: Service;
  let platform2: Service;
  let gateway1: Service;
  let gateway2: Service;

  beforeAll(async () => {
    database = await createTestDatabase(DATABASE_URL);
    s3 = await startS3();
    const platformEnv = async () => {
      const dataDir = await makeDataDir();
      dataDirs.push(dataDir);
      return {
        DATABASE_URL: database.url,
        JWT_SECRET: 'one-secret-for-every-replica',
        VAKT_DATA_DIR: dataDir,
        ...s3.env,
      };
    };
    // The first one migrates and seeds; the second finds both done.
    platform1 = await startService('platform', await platformEnv());
    platform2 = await startService('platform', await platformEnv());
    // The test plays the load balancer in front of both gateways, on loopback: they believe its X-Forwarded-For.
    [gateway1, gateway2] = await Promise.all([
      startService('gateway', { PLATFORM_URL: platform1.url, GATEWAY_TRUST_PROXY: 'loopback' }),
      startService('gateway', { PLATFORM_URL: platform2.url, GATEWAY_TRUST_PROXY: 'loopback' }),
    ]);
  }, 300_000);

  afterAll(async () => {
    await stopAll();
    await s3?.close();
    await database?.drop();
    for (const dir of dataDirs) await removeDataDir(dir);
  }, 60_000);

  const viewerEmail = async (gatewayUrl: string, accessToken: string) =>
    (await graphql(gatewayUrl, { query: VIEWER }, { authorization: `Bearer ${accessToken}` })).body.data?.viewer?.email;

  it('both platforms serve one key set (derived from the shared JWT_SECRET): each gateway verifies the tokens of either', async () => {
    const [one, two] = await Promise.all(
      [platform1, platform2].map(async (platform) => (await fetch(`${platform.url}/v2/auth/jwks`)).json()),
    );
    expect(one.keys).toHaveLength(1);
    expect(two).toEqual(one);
  });

  it('a session started on gateway 1 is refreshed on gateway 2, and the new access token works on gateway 1', async () => {
    const session = await signInThroughGateway(gateway1.url, 'admin@vakt.test');
    expect(await viewerEmail(gateway2.url, session.accessToken)).toBe('admin@vakt.test');

    const refresh = persistedId('networkRefreshSessionMutation');
    const refreshed = await fetch(`${gateway2.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', cookie: session.refreshCookie },
      body: JSON.stringify({ documentId: refresh }),
    });
    const body = await refreshed.json();
    const accessToken = body.data?.refreshSession?.accessToken;
    expect(accessToken, JSON.stringify(body)).toEqual(expect.any(String));
    // (the access token itself may equal the first one: a JWT minted in the same second has the same claims)
    const rotatedCookie = refreshed.headers.get('set-cookie') ?? '';
    expect(rotatedCookie).toMatch(/=[^;]+/);
    expect(rotatedCookie.split(';')[0]).not.toBe(session.refreshCookie.split(';')[0]);
    expect(await viewerEmail(gateway1.url, accessToken)).toBe('admin@vakt.test');

    // The refresh token rotated on platform 2: the used one is refused on platform 1.
    const replay = await graphql(gateway1.url, { documentId: refresh }, { cookie: session.refreshCookie });
    expect(replay.body.data?.refreshSession?.accessToken ?? null).toBeNull();
    expect(replay.body.errors?.[0]?.extensions?.code).toBeTruthy();
  });

  it("failed sign-ins from one address on both gateways count towards one lockout of that address, not the owner's", async () => {
    const email = 'clientadmin@vakt.test';
    const attacker = { 'x-forwarded-for': '198.51.100.10' };
    for (const gateway of [gateway1, gateway2, gateway1, gateway2, gateway1]) {
      const answer = await failedLogin(gateway.url, email, attacker);
      expect(answer.body.data?.login ?? null).toBeNull();
    }
    const signIn = (gatewayUrl: string, headers: Record<string, string>) =>
      graphql(
        gatewayUrl,
        {
          documentId: persistedId('CredentialsFormLoginMutation'),
          variables: { input: { email, password: DEMO_PASSWORD } },
        },
        headers,
      );
    // Five failures in all (three here, two there): that address is refused the right password on either side.
    for (const gateway of [gateway2, gateway1]) {
      const answer = await signIn(gateway.url, attacker);
      expect(answer.body.data?.login ?? null).toBeNull();
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    }
    // The owner, from another address, signs in on either side.
    for (const gateway of [gateway1, gateway2]) {
      const answer = await signIn(gateway.url, { 'x-forwarded-for': '198.51.100.99' });
      expect(answer.body.data?.login?.accessToken, JSON.stringify(answer.body)).toEqual(expect.any(String));
    }
  });

  it('failed sign-ins from one address on both gateways count towards one address throttle', async () => {
    const address = { 'x-forwarded-for': '203.0.113.77' };
    // 20 failures per address per 15 minutes, on as many different accounts (none of them locks).
    for (let i = 0; i < 20; i++) {
      const answer = await failedLogin(i % 2 ? gateway2.url : gateway1.url, `sprayed-${i}@example.test`, address);
      expect(answer.body.errors?.[0]?.extensions?.code).not.toBe('TOO_MANY_REQUESTS');
    }
    for (const gateway of [gateway1, gateway2]) {
      const answer = await failedLogin(gateway.url, 'sprayed-next@example.test', address);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    }
    // Another address is not affected.
    const other = await failedLogin(gateway2.url, 'sprayed-0@example.test', { 'x-forwarded-for': '203.0.113.78' });
    expect(other.body.errors?.[0]?.extensions?.code).not.toBe('TOO_MANY_REQUESTS');
  });

  it('a file uploaded through one replica pair is served by the other (S3 storage)', async () => {
    const session = await signInThroughGateway(gateway1.url, 'admin@vakt.test');
    const auth = { authorization: `Bearer ${session.accessToken}` };
    const png = makePng(200, 200);
    const clientId = toGlobalId('Client', 3);

    const requested = await graphql(
      gateway1.url,
      {
        query:
          'mutation ($id: ID!, $input: IconUploadInput!) { requestClientIconUpload(id: $id, input: $input) { url uploadId } }',
        variables: { id: clientId, input: { filename: 'icon.png', size: png.length, contentType: 'image/png' } },
      },
      auth,
    );
    const upload = requested.body.data?.requestClientIconUpload;
    expect(upload?.url, JSON.stringify(requested.body)).toMatch(/^\/uploads\//);

    // Signed by platform 1, stored through platform 2.
    const stored = await fetch(new URL(upload.url, gateway2.url), {
      method: 'PUT',
      body: new Uint8Array(png),
      headers: { 'content-type': 'image/png' },
    });
    expect(stored.status).toBe(201);

    const saved = await graphql(
      gateway1.url,
      {
        query: `mutation ($id: ID!, $input: [AlertScreenCategoryInput!]!) {
          updateClientAlertScreen(id: $id, input: $input) { client { alertScreen { category iconUrl } } errors { field code } }
        }`,
        variables: {
          id: clientId,
          input: [{ category: 'SOS_EMERGENCY', caption: 'SOS', color: '#FF0000', iconUploadId: upload.uploadId }],
        },
      },
      auth,
    );
    expect(saved.body.data?.updateClientAlertScreen?.errors, JSON.stringify(saved.body)).toEqual([]);
    const iconUrl = saved.body.data.updateClientAlertScreen.client.alertScreen[0].iconUrl;
    expect(iconUrl).toMatch(/^\/files\//);

    const [one, two] = await Promise.all([
      fetch(new URL(iconUrl, gateway1.url)),
      fetch(new URL(iconUrl, gateway2.url)),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(two.headers.get('content-type')).toMatch(/^image\/png/);
    const [bytesOne, bytesTwo] = [Buffer.from(await one.arrayBuffer()), Buffer.from(await two.arrayBuffer())];
    expect(bytesTwo.length).toBeGreaterThan(100);
    expect(bytesTwo.equals(bytesOne)).toBe(true);
    // Neither platform kept it on its own disk: it is in the bucket.
    for (const dir of dataDirs) expect(existsSync(join(dir, 'uploads'))).toBe(false);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb } from '../../test/harness.js';
import { insertReceiver } from '../modules/system/notificationsTestKit.js';
import { fcmPushProvider } from './fcmProvider.js';
import { startFcmReceiver } from './fcmTestReceiver.js';
import { PushSender } from './sender.js';

const message = (token: string, id = '1') => ({
  id,
  token,
  platform: 'android',
  title: 'Dags för ett testlarm',
  body: 'Skicka ett testlarm.',
  data: { action: 'test-alarm', docId: 12 },
});

describe('FCM provider against a local token endpoint and FCM receiver', () => {
  let dir: string;
  let fcm: Awaited<ReturnType<typeof startFcmReceiver>>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vakt-fcm-'));
    fcm = await startFcmReceiver(dir);
  });
  afterAll(async () => {
    await fcm.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('gets a token by the signed JWT grant, sends with its bearer, and keeps the token until it expires', async () => {
    let clock = Date.parse('2026-05-01T10:00:00Z');
    const provider = fcmPushProvider({
      serviceAccountFile: fcm.serviceAccountFile,
      endpoint: fcm.url,
      now: () => clock,
    });
    const grantsBefore = fcm.state.grants;
    const results = await Promise.all(['a', 'b', 'c'].map((t, i) => provider.send(message(t, String(i)))));
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(fcm.state.grants - grantsBefore).toBe(1);
    expect(fcm.state.refusedGrants).toBe(0);
    expect(fcm.state.refusedBearers).toBe(0);
    expect(fcm.state.received.find((r) => r.token === 'a')).toEqual({
      token: 'a',
      title: 'Dags för ett testlarm',
      body: 'Skicka ett testlarm.',
      data: { action: 'test-alarm', docId: '12' },
    });
    clock += 3539_000;
    expect(await provider.send(message('d'))).toEqual({ ok: true });
    expect(fcm.state.grants - grantsBefore).toBe(1);
    clock += 2_000; // a minute before the hour: a new token
    expect(await provider.send(message('e'))).toEqual({ ok: true });
    expect(fcm.state.grants - grantsBefore).toBe(2);
  });

  it('UNREGISTERED and INVALID_ARGUMENT are final, UNREGISTERED marks the token dead; others are retried', async () => {
    fcm.state.answers.set('dead', { status: 404, errorCode: 'UNREGISTERED', status_text: 'NOT_FOUND' });
    fcm.state.answers.set('bad', { status: 400, status_text: 'INVALID_ARGUMENT' });
    fcm.state.answers.set('busy', { status: 503, status_text: 'UNAVAILABLE' });
    const provider = fcmPushProvider({ serviceAccountFile: fcm.serviceAccountFile, endpoint: fcm.url });
    expect(await provider.send(message('dead'))).toEqual({
      ok: false,
      error: 'UNREGISTERED',
      final: true,
      unregistered: true,
    });
    expect(await provider.send(message('bad'))).toEqual({ ok: false, error: 'INVALID_ARGUMENT', final: true });
    expect(await provider.send(message('busy'))).toEqual({ ok: false, error: 'UNAVAILABLE', final: false });
  });

  it('a token the service refuses (401) is asked for again on the next send', async () => {
    const provider = fcmPushProvider({ serviceAccountFile: fcm.serviceAccountFile, endpoint: fcm.url });
    expect(await provider.send(message('x'))).toEqual({ ok: true });
    // Another provider (another process) takes a newer token: this one's bearer is now refused once.
    const other = fcmPushProvider({ serviceAccountFile: fcm.serviceAccountFile, endpoint: fcm.url });
    expect(await other.send(message('y'))).toEqual({ ok: true });
    expect(await provider.send(message('z'))).toEqual({ ok: false, error: 'UNAUTHENTICATED', final: false });
    expect(await provider.send(message('z'))).toEqual({ ok: true });
  });

  it('a key the token endpoint does not accept is a retried failure, not a crash', async () => {
    const wrong = join(dir, 'wrong.json');
    const { generateKeyPairSync } = await import('node:crypto');
    const { readFile, writeFile } = await import('node:fs/promises');
    const account = JSON.parse(await readFile(fcm.serviceAccountFile, 'utf8'));
    account.private_key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    await writeFile(wrong, JSON.stringify(account));
    const provider = fcmPushProvider({ serviceAccountFile: wrong, endpoint: fcm.url });
    const refusedBefore = fcm.state.refusedGrants;
    expect(await provider.send(message('q'))).toEqual({
      ok: false,
      error: 'OAuth token refused: HTTP 400',
      final: false,
    });
    expect(fcm.state.refusedGrants).toBe(refusedBefore + 1);
  });
});

describeEachDb('push sender with FCM: an unregistered token leaves its device', (ctx) => {
  let dir: string;
  let fcm: Awaited<ReturnType<typeof startFcmReceiver>>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vakt-fcm-'));
    fcm = await startFcmReceiver(dir, 'vakt-prod');
  });
  afterAll(async () => {
    await fcm.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('UNREGISTERED: the message fails at once and the device keeps no token; the others are sent', async () => {
    const db = ctx().db;
    await db.query('DELETE FROM push_messages');
    const user = await insertReceiver(db, {
      language: 'es',
      clientIds: [2],
      devices: [
        { os: 'android', token: 'fcm-dead' },
        { os: 'ios', token: 'fcm-live' },
      ],
    });
    fcm.state.answers.set('fcm-dead', { status: 404, errorCode: 'UNREGISTERED', status_text: 'NOT_FOUND' });
    const res = await ctx().post(
      '/backoffice/system/notifications/send-reminder',
      { action: 'logout-notify', receivers: { userIds: [user] } },
      await ctx().tokenOf('clientadmin'),
    );
    expect(res.body).toEqual({ users: 1, devices: 2, withoutDevice: 0 });
    const provider = fcmPushProvider({ serviceAccountFile: fcm.serviceAccountFile, endpoint: fcm.url });
    const turn = await new PushSender(db, provider).runOnce();
    expect(turn).toEqual({ claimed: 2, sent: 1, failed: 1, retried: 0 });
    expect(fcm.state.received).toEqual([
      {
        token: 'fcm-live',
        title: 'Ha cerrado la sesión',
        body: 'Inicie sesión en Vakt de nuevo para poder activar y recibir alarmas.',
        data: { action: 'logout-notify', kind: 'logout-notify' },
      },
    ]);
    const devices = await db.query<{ os: string; push_token: string | null }>(
      'SELECT os, push_token FROM user_devices WHERE user_id = $1 ORDER BY os',
      [user],
    );
    expect(devices).toEqual([
      { os: 'android', push_token: null },
      { os: 'ios', push_token: 'fcm-live' },
    ]);
    const rows = await db.query<{ token: string | null; sent: boolean; error: string | null; attempts: number }>(
      `SELECT ud.os AS token, p.sent_at IS NOT NULL AS sent, p.error, p.attempts FROM push_messages p
         JOIN user_devices ud ON ud.id = p.user_device_id WHERE p.user_id = $1 ORDER BY ud.os`,
      [user],
    );
    expect(rows).toEqual([
      { token: 'android', sent: false, error: 'UNREGISTERED', attempts: 1 },
      { token: 'ios', sent: true, error: null, attempts: 1 },
    ]);
  });
});

import { beforeAll, expect, it } from 'vitest';
import { describeEachDb, expectErrorShape } from '../../../test/harness.js';
import { demoAccount } from '../../seed/demoAccounts.js';
import {
  insertClient,
  insertNetwork,
  insertReceiver,
  insertReleaseNote,
  lastSendLog,
  pushRowsOf,
} from './notificationsTestKit.js';

/**
 * Receivers, counts, rules and what a send writes: the action log row with its figures, one push row per
 * active device with a token in the receiver's language (app updates: on the OS chosen), app_versions.
 */
describeEachDb('system notifications: receivers, rules and what a send writes', (ctx) => {
  let client: number;
  /** sv, an iOS and an Android device with tokens, an inactive iOS one. */
  let sv: number;
  /** es, one Android device without a token. */
  let es: number;
  /** en, no device at all; also named by id. */
  let en: number;
  /** deleted: never a receiver. */
  let gone: number;

  beforeAll(async () => {
    const db = ctx().db;
    client = await insertClient(db, 1);
    sv = await insertReceiver(db, {
      language: 'sv',
      clientIds: [client],
      devices: [{ os: 'ios' }, { os: 'android' }, { os: 'ios', active: false }],
    });
    es = await insertReceiver(db, { language: 'es', clientIds: [client], devices: [{ os: 'android', token: null }] });
    en = await insertReceiver(db, { language: 'en', clientIds: [client] });
    gone = await insertReceiver(db, { clientIds: [client], deactivated: true, devices: [{ os: 'ios' }] });
  });

  const send = async (
    path: 'send-reminder' | 'new-app-version',
    body: object,
    role: 'admin' | 'clientadmin' = 'admin',
  ) => ctx().post(`/backoffice/system/notifications/${path}`, body, await ctx().tokenOf(role));

  it('members of a client and users named, each once: users, devices queued, users without a device', async () => {
    const res = await send('send-reminder', {
      action: 'enable-location',
      receivers: { clientIds: [client], userIds: [en, sv] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ users: 3, devices: 2, withoutDevice: 2 });
  });

  it('the send writes one action log row and push rows carrying its id, in each receiver’s language', async () => {
    const res = await send('send-reminder', { action: 'test-alarm', receivers: { clientIds: [client] } });
    expect(res.body).toEqual({ users: 3, devices: 2, withoutDevice: 2 });
    const log = (await lastSendLog(ctx().db))!;
    expect(log.action).toBe('sendReminder');
    expect(log.user_id).toBe(demoAccount('admin').id);
    expect(log.client_ids).toEqual([client]);
    expect(log.payload.after).toEqual({
      action: 'test-alarm',
      userIds: [],
      clientIds: [client],
      users: 3,
      devices: 2,
      withoutDevice: 2,
    });
    const rows = await pushRowsOf(ctx().db, log.id);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.user_id).toBe(sv);
      expect(row.kind).toBe('test-alarm');
      expect(row.title).toBe('Dags för ett testlarm');
      expect(row.data).toEqual({ action: 'test-alarm' });
    }
    const deleted = await ctx().db.query('SELECT 1 FROM push_messages WHERE user_id = $1', [gone]);
    expect(deleted).toEqual([]);
  });

  it('no receivers: 400 "Please select users" with receivers RECEIVERS_REQUIRED', async () => {
    for (const receivers of [undefined, {}, { userIds: [], clientIds: [] }]) {
      const res = await send('send-reminder', { action: 'logout-notify', ...(receivers ? { receivers } : {}) });
      expect(res.status).toBe(400);
      expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
      expect(res.body.errorMessage).toBe('Please select users');
      expect(res.body.fields).toEqual({ receivers: 'RECEIVERS_REQUIRED' });
    }
    const app = await send('new-app-version', { os: ['ios'], versions: { ios: '4.0.0' } });
    expect(app.status).toBe(400);
    expect(app.body.fields).toEqual({ receivers: 'RECEIVERS_REQUIRED' });
  });

  it('a named user that is deleted or unknown is 404 and nothing is written', async () => {
    const logBefore = await lastSendLog(ctx().db);
    for (const userIds of [[gone], [sv, 2147483000]]) {
      const res = await send('send-reminder', { action: 'test-alarm', receivers: { userIds } });
      expect(res.status).toBe(404);
    }
    expect((await send('send-reminder', { action: 'test-alarm', receivers: { clientIds: [2147483000] } })).status).toBe(
      404,
    );
    expect((await lastSendLog(ctx().db))!.id).toBe(logBefore!.id);
  });

  it('release notes need a ready release note: REQUIRED, 404 otherwise; the push names it', async () => {
    const ready = await insertReleaseNote(ctx().db, { ready: true, name: 'Vakt 3.5' });
    const notStored = await insertReleaseNote(ctx().db, { ready: false });
    const document = await insertReleaseNote(ctx().db, { ready: true, releaseNotes: false });
    const receivers = { userIds: [sv] };
    const missing = await send('send-reminder', { action: 'release-notes', receivers });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ docId: 'REQUIRED' });
    const otherMode = await send('send-reminder', { action: 'test-alarm', receivers, docId: ready });
    expect(otherMode.body.fields).toEqual({ docId: 'INVALID' });
    for (const docId of [notStored, document, 2147483000]) {
      const res = await send('send-reminder', { action: 'release-notes', receivers, docId });
      expect(res.status, String(docId)).toBe(404);
    }
    const outside = await send('send-reminder', { action: 'release-notes', receivers, docId: ready }, 'clientadmin');
    expect(outside.status).toBe(404); // sv is not a member of the client-admin's client
    const sent = await send('send-reminder', { action: 'release-notes', receivers, docId: ready });
    expect(sent.body).toEqual({ users: 1, devices: 2, withoutDevice: 0 });
    const log = (await lastSendLog(ctx().db))!;
    expect(log.payload.after).toMatchObject({ action: 'release-notes', docId: ready, userIds: [sv] });
    const rows = await pushRowsOf(ctx().db, log.id);
    expect(rows.map((r) => [r.title, r.body, r.data])).toEqual([
      [
        'Nyheter i Vakt',
        'Läs versionsinformationen: Vakt 3.5',
        { action: 'release-notes', docId: ready, documentType: 'public' },
      ],
      [
        'Nyheter i Vakt',
        'Läs versionsinformationen: Vakt 3.5',
        { action: 'release-notes', docId: ready, documentType: 'public' },
      ],
    ]);
  });

  it('bad input is 400 with the field', async () => {
    const receivers = { userIds: [sv] };
    expect((await send('send-reminder', { action: 'reboot', receivers })).body.fields).toEqual({ action: 'INVALID' });
    expect((await send('send-reminder', { receivers })).body.fields).toEqual({ action: 'REQUIRED' });
    expect((await send('send-reminder', { action: 'test-alarm', receivers: { userIds: ['x'] } })).status).toBe(400);
    const app = (body: object) => send('new-app-version', { receivers, ...body });
    expect((await app({ os: [], versions: {} })).body.fields).toEqual({ os: 'REQUIRED' });
    expect((await app({ os: ['ios', 'android'], versions: { ios: '3.5' } })).body.fields).toEqual({
      'versions.ios': 'INVALID',
      'versions.android': 'REQUIRED',
    });
    for (const v of ['1.2.3.4', 'v1.2.3', '01.2.3', '1.2.x', ' '])
      expect((await app({ os: ['android'], versions: { android: v } })).status, v).toBe(400);
    expect((await app({ os: ['macos'], versions: { macos: '1.0.0' } })).status).toBe(400);
  });

  it('new-app-version: the latest version per OS (/api/version answers it), a push to that OS only', async () => {
    const res = await send('new-app-version', {
      os: ['android'],
      versions: { android: '7.1.0', ios: '7.0.0' },
      receivers: { clientIds: [client] },
    });
    // sv's Android device; es's has no token, en none, and sv's iPhone is not an Android device.
    expect(res.body).toEqual({ users: 3, devices: 1, withoutDevice: 2 });
    const log = (await lastSendLog(ctx().db))!;
    expect(log.action).toBe('newAppVersion');
    expect(log.payload.after).toMatchObject({ os: ['android'], versions: { android: '7.1.0' }, devices: 1 });
    const rows = await pushRowsOf(ctx().db, log.id);
    expect(rows.map((r) => [r.kind, r.title, r.data])).toEqual([
      ['app-update', 'Uppdatering finns', { os: 'android', version: '7.1.0' }],
    ]);
    const version = await ctx().get('/api/version');
    expect(version.body).toContainEqual({ os: 'android', version: '7.1.0' });
    expect(version.body).not.toContainEqual({ os: 'ios', version: '7.0.0' });

    const both = await send('new-app-version', {
      os: ['ios', 'android'],
      versions: { ios: '7.2.0', android: '7.2.1' },
      receivers: { userIds: [sv, es] },
    });
    expect(both.body).toEqual({ users: 2, devices: 2, withoutDevice: 1 });
    const rows2 = await pushRowsOf(ctx().db, (await lastSendLog(ctx().db))!.id);
    expect(rows2.map((r) => r.body).sort()).toEqual([
      'Vakt 7.2.0 finns. Uppdatera appen för att vara fortsatt skyddad.',
      'Vakt 7.2.1 finns. Uppdatera appen för att vara fortsatt skyddad.',
    ]);
    const versions = await ctx().get('/backoffice/system/versions', await ctx().tokenOf('admin'));
    expect(versions.body.latest).toEqual(
      expect.arrayContaining([
        { os: 'ios', version: '7.2.0' },
        { os: 'android', version: '7.2.1' },
      ]),
    );
  });

  it('versions in use: per OS and version, the users whose newest active device runs it, newest first', async () => {
    const db = ctx().db;
    const own = await insertClient(db, 1);
    const network = await insertNetwork(db, own);
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    await insertReceiver(db, {
      clientIds: [own],
      devices: [
        { os: 'ios', version: '3.10.0', lastActiveAt: day(5) },
        { os: 'android', version: '3.4.1', lastActiveAt: day(2) },
      ],
    });
    await insertReceiver(db, { clientIds: [own], networkIds: [network], devices: [{ os: 'ios', version: '3.9.1' }] });
    await insertReceiver(db, {
      clientIds: [own],
      networkIds: [network],
      devices: [
        { os: 'ios', version: '3.10.0', lastActiveAt: day(9), active: false },
        { os: 'ios', version: '3.9.1', lastActiveAt: day(3) },
      ],
    });
    await insertReceiver(db, { clientIds: [own], deactivated: true, devices: [{ os: 'ios', version: '3.10.0' }] });
    const token = await ctx().tokenOf('orgadmin');
    const byClient = await ctx().get(`/backoffice/system/versions?clientId=${own}`, token);
    expect(byClient.status).toBe(200);
    expect(byClient.body.inUse).toEqual([
      { os: 'ios', version: '3.10.0', users: 1 },
      { os: 'ios', version: '3.9.1', users: 2 },
    ]);
    const byNetwork = await ctx().get(`/backoffice/system/versions?networkId=${network}`, token);
    expect(byNetwork.body.inUse).toEqual([{ os: 'ios', version: '3.9.1', users: 2 }]);
  });
});

import { expect, it } from 'vitest';
import { describeEachDb, expectErrorShape } from '../../../test/harness.js';

describeEachDb('shell', (ctx) => {
  it('version is 1.9.0', async () => {
    const t = ctx();
    const res = await t.get('/backoffice/version', await t.tokenOf('clientadmin'));
    expect(res.body).toEqual({ version: '1.9.0' });
  });

  it('heartbeats: real checks for admins', async () => {
    const t = ctx();
    const res = await t.get('/backoffice/heartbeats', await t.tokenOf('admin'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { name: 'database', status: 'OK' },
      { name: 'mail', status: 'OK' },
      { name: 'storage', status: 'OK' },
    ]);
  });

  it('heartbeats are forbidden for every other role', async () => {
    const t = ctx();
    for (const key of ['orgadmin', 'multiadmin', 'clientadmin'] as const) {
      const res = await t.get('/backoffice/heartbeats', await t.tokenOf(key));
      expect(res.status, key).toBe(403);
      expectErrorShape(res.body, 403, 'FORBIDDEN');
    }
  });

  it('release-note unread count is per caller', async () => {
    const t = ctx();
    const admin = await t.get('/backoffice/documents/release-notes/unread-count', await t.tokenOf('admin'));
    expect(admin.body).toEqual({ count: 3 });
    const other = await t.get('/backoffice/documents/release-notes/unread-count', await t.tokenOf('orgadmin'));
    expect(other.body).toEqual({ count: 5 });
  });

  it('public: /api/version and /health', async () => {
    const t = ctx();
    const versions = await t.get('/api/version');
    expect(versions.status).toBe(200);
    expect(versions.body.map((v: any) => v.os)).toEqual(['ios', 'android', 'macos', 'windows']);
    expect(versions.body[0]).toEqual({ os: 'ios', version: '3.4.1' });
    const health = await t.get('/health');
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('ok');
  });

  it('errors have one shape: unknown routes, wrong methods, bad media types', async () => {
    const t = ctx();
    const token = await t.tokenOf('admin');
    const cases = [
      [await t.get('/nope'), 404, 'NOT_FOUND'],
      [await t.get('/backoffice/nope', token), 404, 'NOT_FOUND'],
      [await t.request('DELETE', '/backoffice/version', { token }), 404, 'NOT_FOUND'],
      [
        await t.request('POST', '/v2/auth', { raw: '<a/>', headers: { 'content-type': 'application/xml' } }),
        415,
        undefined,
      ],
      [
        await t.request('POST', '/v2/auth', { raw: '', headers: { 'content-type': 'application/json' } }),
        400,
        undefined,
      ],
    ] as const;
    for (const [res, status, code] of cases) {
      expect(res.status).toBe(status);
      expectErrorShape(res.body, status, code);
    }
  });
});

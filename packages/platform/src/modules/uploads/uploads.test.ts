import { expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../../test/harness.js';
import { expectSamePicture } from '../../../test/images.js';
import { pngOf } from '../../../test/png.js';
import { signUploadGrant } from '../../storage/signedUpload.js';
import { MAX_UPLOAD_BYTES } from './service.js';

/** The icon upload: signed URL, one checked PUT, attach through the settings, public read. */
describeEachDb('uploads', (ctx) => {
  const uploadUrl = async (
    t: TestContext,
    clientId = 2,
    body: object = { filename: 'icon.png', size: 5000, contentType: 'image/png' },
  ) => t.request('POST', `/backoffice/clients/${clientId}/upload-url`, { token: await t.tokenOf('clientadmin'), body });

  const put = async (url: string, bytes: Buffer, contentType = 'image/png') => {
    const res = await fetch(ctx().platform.url + url, {
      method: 'PUT',
      headers: { 'content-type': contentType },
      body: new Uint8Array(bytes),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };

  const expectCode = (res: { status: number; body: any }, status: number, code: string) => {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expectErrorShape(res.body, status, code);
  };

  it('happy path: signed URL, PUT without bearer, attach to the alert screen, GET /files returns the same bytes', async () => {
    const t = ctx();
    const signed = await uploadUrl(t);
    expect(signed.status).toBe(200);
    expect(signed.body.url).toMatch(/^\/backoffice\/uploads\/[\w-]+\.[\w-]+$/);
    expect(Date.parse(signed.body.expiresAt) - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(Date.parse(signed.body.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000);

    const icon = pngOf(200, 200);
    const stored = await put(signed.body.url, icon);
    expect(stored.status).toBe(201);
    expect(stored.body).toEqual({
      uploadId: signed.body.uploadId,
      url: expect.stringMatching(/^\/backoffice\/files\/[a-f0-9]{32}\.png$/),
    });

    const file = await fetch(t.platform.url + stored.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    await expectSamePicture(Buffer.from(await file.arrayBuffer()), icon);

    const token = await t.tokenOf('clientadmin');
    const attached = await t.request('PUT', '/backoffice/clients/2/settings', {
      token,
      body: { Safe_Assist: { icon: signed.body.uploadId } },
    });
    expect(attached.status).toBe(200);
    expect(attached.body.Safe_Assist.iconUrl).toBe(stored.body.url);
    const [row] = await t.db.query<{ attached_at: Date | null }>('SELECT attached_at FROM uploads WHERE id = $1', [
      signed.body.uploadId,
    ]);
    expect(row!.attached_at).not.toBeNull();

    const removed = await t.request('PUT', '/backoffice/clients/2/settings', {
      token,
      body: { Safe_Assist: { removeFile: true } },
    });
    expect(removed.body.Safe_Assist.iconUrl).toBeNull();

    // A multi-alert takes an icon the same way.
    const alert = await t.request('POST', '/backoffice/clients/2/multi-alerts', {
      token,
      body: { name: 'With icon', title: 'Icon', alertCategory: 'Summon', icon: signed.body.uploadId },
    });
    expect(alert.body.iconUrl).toBe(stored.body.url);
  });

  it('the URL is single use', async () => {
    const t = ctx();
    const signed = await uploadUrl(t);
    expect((await put(signed.body.url, pngOf(200, 200))).status).toBe(201);
    expectCode(await put(signed.body.url, pngOf(200, 200)), 401, 'UPLOAD_EXPIRED');
  });

  it('an expired URL is refused; a tampered one too', async () => {
    const t = ctx();
    const signed = await uploadUrl(t);
    const past = signUploadGrant(
      { uploadId: signed.body.uploadId, clientId: 2, expiresAt: Date.now() - 1000 },
      t.platform.config.jwtSecret,
    );
    expectCode(await put(`/backoffice/uploads/${past}`, pngOf(200, 200)), 401, 'UPLOAD_EXPIRED');
    const otherClient = signed.body.url.replace(/\.[^.]+$/, '.AAAA');
    expectCode(await put(otherClient, pngOf(200, 200)), 401, 'UNAUTHENTICATED');
    // The real URL still works: refusals do not use it up.
    expect((await put(signed.body.url, pngOf(200, 200))).status).toBe(201);
  });

  it('too large: 413 TOO_LARGE at the PUT, 400 at the URL request', async () => {
    const t = ctx();
    const signed = await uploadUrl(t);
    const big = Buffer.concat([pngOf(200, 200), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    expectCode(await put(signed.body.url, big), 413, 'TOO_LARGE');
    // Beyond the route's body limit Fastify answers before the handler, with the same code.
    expectCode(await put(signed.body.url, Buffer.alloc(MAX_UPLOAD_BYTES + 2 * 1024 * 1024)), 413, 'TOO_LARGE');
    const refused = await uploadUrl(t, 2, {
      filename: 'big.png',
      size: MAX_UPLOAD_BYTES + 1,
      contentType: 'image/png',
    });
    expectCode(refused, 400, 'VALIDATION_FAILED');
    expect(refused.body.fields).toEqual({ size: 'TOO_LARGE' });
  });

  it('wrong content type, PNG header lie and wrong dimensions', async () => {
    const t = ctx();
    const signed = await uploadUrl(t);
    expectCode(await put(signed.body.url, pngOf(200, 200), 'image/jpeg'), 400, 'UNSUPPORTED_TYPE');
    expectCode(await put(signed.body.url, pngOf(200, 200), 'application/json'), 400, 'UNSUPPORTED_TYPE');
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000)]);
    expectCode(await put(signed.body.url, jpeg), 400, 'UNSUPPORTED_TYPE');
    expectCode(await put(signed.body.url, pngOf(160, 160)), 400, 'INVALID_IMAGE');
    expectCode(await put(signed.body.url, pngOf(200, 199)), 400, 'INVALID_IMAGE');
    const jpegRequest = await uploadUrl(t, 2, { filename: 'a.jpg', size: 10, contentType: 'image/jpeg' });
    expect(jpegRequest.body.fields).toEqual({ contentType: 'UNSUPPORTED_TYPE' });
  });

  it("another client's upload cannot be attached", async () => {
    const t = ctx();
    const admin = await t.tokenOf('admin');
    const foreign = await t.request('POST', '/backoffice/clients/7/upload-url', {
      token: admin,
      body: { filename: 'x.png', size: 100 },
    });
    expect((await put(foreign.body.url, pngOf(200, 200))).status).toBe(201);
    const before = await t.db.query('SELECT * FROM client_alert_screen WHERE client_id = 2 ORDER BY category');
    const res = await t.request('PUT', '/backoffice/clients/2/settings', {
      token: admin,
      body: { SOS_Emergency: { caption: 'Would change', icon: foreign.body.uploadId } },
    });
    expectCode(res, 400, 'VALIDATION_FAILED');
    expect(res.body.fields).toEqual({ 'SOS_Emergency.icon': 'NOT_IN_CLIENT' });
    expect(await t.db.query('SELECT * FROM client_alert_screen WHERE client_id = 2 ORDER BY category')).toEqual(before);

    // Nor an upload whose PUT never happened.
    const pending = await uploadUrl(t);
    const unstored = await t.request('PUT', '/backoffice/clients/2/settings', {
      token: admin,
      body: { Summon: { icon: pending.body.uploadId } },
    });
    expect(unstored.body.fields).toEqual({ 'Summon.icon': 'NOT_IN_CLIENT' });
  });

  it('a client-admin cannot ask for an upload URL of another client; unknown files are 404', async () => {
    const t = ctx();
    expect((await uploadUrl(t, 7)).status).toBe(404);
    expect((await fetch(`${t.platform.url}/backoffice/files/${'0'.repeat(32)}.png`)).status).toBe(404);
    expect((await fetch(`${t.platform.url}/backoffice/files/..%2Fsecrets.json`)).status).toBe(400);
  });
});

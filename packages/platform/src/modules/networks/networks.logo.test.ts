import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../../test/harness.js';
import { pngChunk, withChunkBeforeEnd, withoutImageData } from '../../../test/images.js';
import { pngOf } from '../../../test/png.js';
import {
  api,
  KEYS,
  lastLogId,
  logsSince,
  networkBody,
  networkIn,
  OTHER_CLIENT,
  OWN_CLIENT,
  type Key,
} from './networksTestKit.js';

const MB = 1024 * 1024;

const picture = (width: number, height: number, format: 'png' | 'jpeg') => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

/** The logo flow of networks: signed URL, one checked PUT, attach through PUT /networks/{id}, public read. */
describeEachDb('network logo', (ctx) => {
  const ask = (t: TestContext, networkId: number, body: object, who: Key = 'clientadmin') =>
    api(t, who, 'POST', `/networks/${networkId}/logo`, body);

  const put = async (url: string, bytes: Buffer, contentType: string) => {
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

  /** A stored logo upload of the network; answers its id and public URL. */
  async function storedLogo(t: TestContext, networkId: number, bytes: Buffer, mimetype = 'image/png', who?: Key) {
    const signed = await ask(t, networkId, { filename: 'logo', size: bytes.length, mimetype }, who);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const stored = await put(signed.body.putUrl, bytes, mimetype);
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    return { uploadId: signed.body.uploadId as number, url: stored.body.url as string };
  }

  const save = (t: TestContext, networkId: number, extra: Record<string, unknown>, who: Key = 'clientadmin') =>
    t.db
      .query<{ client_id: number | null }>('SELECT client_id FROM networks WHERE id = $1', [networkId])
      .then(([n]) => api(t, who, 'PUT', `/networks/${networkId}`, networkBody(n!.client_id, extra)));

  it('a large PNG is stored fitted inside 1024x1024 without metadata, attached once, shown on the network', async () => {
    const t = ctx();
    const id = await networkIn(t, 2);
    const big = withChunkBeforeEnd(await picture(2048, 1024, 'png'), pngChunk('tEXt', Buffer.from('Comment\0secret')));
    const signed = await ask(t, id, { filename: 'logo.png', size: big.length, mimetype: 'image/png' });
    expect(signed.status).toBe(200);
    expect(signed.body).toEqual({
      putUrl: expect.stringMatching(/^\/backoffice\/uploads\/[\w-]+\.[\w-]+$/),
      publicUrl: expect.stringMatching(/^\/backoffice\/files\/[a-f0-9]{32}\.png$/),
      mimetype: 'image/png',
      uploadId: expect.any(Number),
      expiresAt: expect.any(String),
    });
    expect(Date.parse(signed.body.expiresAt) - Date.now()).toBeGreaterThan(4 * 60_000);

    const stored = await put(signed.body.putUrl, big, 'image/png');
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    expect(stored.body).toEqual({ uploadId: signed.body.uploadId, url: signed.body.publicUrl });
    const file = await fetch(t.platform.url + signed.body.publicUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    const served = Buffer.from(await file.arrayBuffer());
    expect(served.includes('secret')).toBe(false);
    const meta = await sharp(served).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'png',
      width: 1024,
      height: 512,
    });

    // Not attached yet: the network has no logo until the form is saved with it.
    expect((await api(t, 'clientadmin', 'GET', `/networks/${id}`)).body.logo).toBeNull();
    const since = await lastLogId(t);
    const saved = await save(t, id, { logoUploadId: signed.body.uploadId });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.logo).toEqual({ url: signed.body.publicUrl, mimetype: 'image/png' });
    expect((await api(t, 'clientadmin', 'GET', `/networks/${id}`)).body.logo).toEqual(saved.body.logo);
    const [log] = await logsSince(t, since);
    expect(log).toMatchObject({ entity_type: 'network', entity_id: id, action: 'update' });
    expect(log!.payload.before.logoUrl).toBeNull();
    expect(log!.payload.after.logoUrl).toBe(signed.body.publicUrl);

    // Used once: the same upload cannot be attached again, here or anywhere.
    const again = await save(t, id, { logoUploadId: signed.body.uploadId, name: 'Renamed' });
    expectCode(again, 400, 'VALIDATION_FAILED');
    expect(again.body.fields).toEqual({ logoUploadId: 'NOT_FOUND' });
    expect((await api(t, 'clientadmin', 'GET', `/networks/${id}`)).body.name).not.toBe('Renamed');

    // A save without logo fields keeps the logo; removeLogo clears it.
    expect((await save(t, id, {})).body.logo).toEqual(saved.body.logo);
    const before = await lastLogId(t);
    const removed = await save(t, id, { removeLogo: true });
    expect(removed.status).toBe(200);
    expect(removed.body.logo).toBeNull();
    expect((await api(t, 'clientadmin', 'GET', `/networks/${id}`)).body.logo).toBeNull();
    expect((await logsSince(t, before))[0]!.payload).toMatchObject({
      before: { logoUrl: signed.body.publicUrl },
      after: { logoUrl: null },
    });
  });

  it('a JPEG logo stays a JPEG, loses its EXIF, keeps its size when it fits', async () => {
    const t = ctx();
    const id = await networkIn(t, 2);
    const jpeg = await sharp(await picture(640, 480, 'jpeg'))
      .withMetadata({ exif: { IFD0: { Copyright: 'Secret Corp' } } })
      .jpeg()
      .toBuffer();
    expect(jpeg.includes('Secret Corp')).toBe(true);
    const { uploadId, url } = await storedLogo(t, id, jpeg, 'image/jpeg');
    expect(url).toMatch(/^\/backoffice\/files\/[a-f0-9]{32}\.jpg$/);
    const file = await fetch(t.platform.url + url);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    const served = Buffer.from(await file.arrayBuffer());
    expect(served.includes('Secret Corp')).toBe(false);
    const meta = await sharp(served).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'jpeg',
      width: 640,
      height: 480,
    });
    expect((await save(t, id, { logoUploadId: uploadId })).body.logo).toEqual({ url, mimetype: 'image/jpeg' });
  });

  it('the URL request refuses other types and files over 5 MB', async () => {
    const t = ctx();
    const id = await networkIn(t, 2);
    const before = await t.db.query('SELECT count(*)::int AS n FROM uploads');
    for (const mimetype of ['image/gif', 'image/svg+xml', 'application/pdf', 'text/html']) {
      const res = await ask(t, id, { filename: 'logo', size: 1000, mimetype });
      expectCode(res, 400, 'VALIDATION_FAILED');
      expect(res.body.fields).toEqual({ mimetype: 'INVALID_CONTENT_TYPE' });
    }
    const big = await ask(t, id, { filename: 'logo.jpg', size: 5 * MB + 1, mimetype: 'image/jpeg' });
    expect(big.body.fields).toEqual({ size: 'TOO_LARGE' });
    expect((await ask(t, id, { filename: 'logo.jpg', size: 5 * MB, mimetype: 'IMAGE/JPEG' })).status).toBe(200);
    const after = await t.db.query('SELECT count(*)::int AS n FROM uploads');
    expect((after[0] as any).n).toBe((before[0] as any).n + 1);
  });

  it('the PUT refuses a lie about the type, a non-image with a PNG header and more than 5 MB', async () => {
    const t = ctx();
    const id = await networkIn(t, 2);
    const png = await picture(300, 200, 'png');
    const jpeg = await picture(300, 200, 'jpeg');
    const signed = await ask(t, id, { filename: 'logo.png', size: png.length, mimetype: 'image/png' });
    const url = signed.body.putUrl as string;
    // JPEG bytes sent as the PNG the URL was asked for, and a PNG sent with another type.
    expectCode(await put(url, jpeg, 'image/png'), 400, 'UNSUPPORTED_TYPE');
    expectCode(await put(url, png, 'image/jpeg'), 400, 'UNSUPPORTED_TYPE');
    expectCode(await put(url, Buffer.from('<svg onload="alert(1)"/>'), 'image/png'), 400, 'UNSUPPORTED_TYPE');
    // Starts like a PNG, is not one.
    const fake = Buffer.concat([png.subarray(0, 33), Buffer.from('<html><script>alert(1)</script></html>')]);
    expectCode(await put(url, fake, 'image/png'), 400, 'INVALID_IMAGE');
    expectCode(await put(url, withoutImageData(pngOf(300, 200)), 'image/png'), 400, 'INVALID_IMAGE');
    expectCode(await put(url, Buffer.concat([png, Buffer.alloc(5 * MB)]), 'image/png'), 413, 'TOO_LARGE');
    // None of the refusals stored anything or used the URL up.
    const [row] = await t.db.query<{ stored_at: Date | null }>('SELECT stored_at FROM uploads WHERE id = $1', [
      signed.body.uploadId,
    ]);
    expect(row!.stored_at).toBeNull();
    expect((await put(url, png, 'image/png')).status).toBe(201);
    expectCode(await put(url, png, 'image/png'), 401, 'UPLOAD_EXPIRED');

    // The same holds for a JPEG upload: PNG bytes are refused.
    const jpegUrl = (await ask(t, id, { filename: 'l.jpg', size: 100, mimetype: 'image/jpeg' })).body.putUrl;
    expectCode(await put(jpegUrl, png, 'image/jpeg'), 400, 'UNSUPPORTED_TYPE');
  });

  it("another network's upload, an unstored one or an unknown id is refused, and nothing changes", async () => {
    const t = ctx();
    const id = await networkIn(t, 2);
    const other = await networkIn(t, 2);
    const foreign = await storedLogo(t, other, await picture(100, 100, 'png'));
    const before = await api(t, 'clientadmin', 'GET', `/networks/${id}`);
    const pending = await ask(t, id, { filename: 'l.png', size: 100, mimetype: 'image/png' });
    const since = await lastLogId(t);
    for (const logoUploadId of [foreign.uploadId, pending.body.uploadId, 999999]) {
      const res = await save(t, id, { logoUploadId, name: 'Should not be saved' });
      expectCode(res, 400, 'VALIDATION_FAILED');
      expect(res.body.fields).toEqual({ logoUploadId: 'NOT_FOUND' });
    }
    // Field errors of the form come together with the logo's.
    const both = await save(t, id, { logoUploadId: foreign.uploadId, name: '' });
    expect(both.body.fields).toEqual({ name: 'REQUIRED', logoUploadId: 'NOT_FOUND' });
    expect(await api(t, 'clientadmin', 'GET', `/networks/${id}`)).toMatchObject({ body: before.body });
    expect(await logsSince(t, since)).toEqual([]);
    // Still attachable to its own network.
    expect((await save(t, other, { logoUploadId: foreign.uploadId })).body.logo.url).toBe(foreign.url);
  });

  it('a network logo upload is not a client icon', async () => {
    const t = ctx();
    const id = await networkIn(t, 2);
    const logo = await storedLogo(t, id, await picture(200, 200, 'png'));
    const res = await t.request('PUT', '/backoffice/clients/2/settings', {
      token: await t.tokenOf('clientadmin'),
      body: { Summon: { icon: logo.uploadId } },
    });
    expectCode(res, 400, 'VALIDATION_FAILED');
    expect(res.body.fields).toEqual({ 'Summon.icon': 'NOT_IN_CLIENT' });
  });

  for (const key of KEYS) {
    it(`${key}: asks for a logo URL of its networks (audited), 404 outside with nothing written`, async () => {
      const t = ctx();
      const own = await networkIn(t, OWN_CLIENT[key]);
      const since = await lastLogId(t);
      const { uploadId } = await storedLogo(t, own, await picture(64, 64, 'png'), 'image/png', key);
      const logs = await logsSince(t, since);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({
        entity_type: 'upload',
        entity_id: uploadId,
        action: 'create',
        client_ids: [OWN_CLIENT[key]],
      });
      expect(logs[0]!.payload.after).toMatchObject({ networkId: own, contentType: 'image/png' });
      expect((await save(t, own, { logoUploadId: uploadId }, key)).status).toBe(200);

      const clientless = await networkIn(t, null, {
        ownerId: (await t.db.query<{ id: number }>('SELECT id FROM users WHERE 13 = ANY(roles) LIMIT 1'))[0]!.id,
      });
      const outside = key === 'admin' ? [] : [await networkIn(t, OTHER_CLIENT[key]), clientless];
      if (key === 'admin')
        expect((await ask(t, clientless, { filename: 'a', size: 1, mimetype: 'image/png' }, key)).status).toBe(200);
      const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads');
      const beforeLog = await lastLogId(t);
      for (const id of outside) {
        const res = await ask(t, id, { filename: 'a.png', size: 10, mimetype: 'image/png' }, key);
        expectCode(res, 404, 'NOT_FOUND');
        // Nor can it attach its own upload to a network outside its scope.
        expectCode(
          await api(
            t,
            key,
            'PUT',
            `/networks/${id}`,
            networkBody(OTHER_CLIENT[key as Exclude<Key, 'admin'>], { logoUploadId: uploadId }),
          ),
          404,
          'NOT_FOUND',
        );
      }
      expect(await t.db.query('SELECT count(*)::int AS n FROM uploads')).toEqual(before);
      expect(await logsSince(t, beforeLog)).toEqual([]);
    });
  }
});

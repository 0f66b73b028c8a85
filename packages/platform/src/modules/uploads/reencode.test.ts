import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../../test/harness.js';
import { expectSamePicture, pngChunk, withChunkBeforeEnd, withoutImageData } from '../../../test/images.js';
import { pngOf } from '../../../test/png.js';
import { ImageRefused, reencodeImage } from '../../images/reencode.js';

const HTML = Buffer.from('<html><script>alert(document.cookie)</script></html>');

it('reencodeImage keeps pixels, drops metadata and trailers, refuses what does not decode', async () => {
  const icon = pngOf(200, 200, [10, 120, 200]);
  const tagged = withChunkBeforeEnd(icon, pngChunk('tEXt', Buffer.from('Comment\0private note')));
  const out = await reencodeImage(Buffer.concat([tagged, HTML]), { formats: ['png'], width: 200, height: 200 });
  expect(out).toMatchObject({ format: 'png', contentType: 'image/png', width: 200, height: 200 });
  await expectSamePicture(out.bytes, icon);
  expect(out.bytes.includes('private note')).toBe(false);
  expect(out.bytes.includes('<script>')).toBe(false);

  // JPEG in, JPEG out (network logos); its EXIF is gone.
  const jpeg = await sharp(icon)
    .withMetadata({ exif: { IFD0: { Copyright: 'Secret Corp' } } })
    .jpeg()
    .toBuffer();
  expect(jpeg.includes('Secret Corp')).toBe(true);
  const logo = await reencodeImage(jpeg, { formats: ['png', 'jpeg'] });
  expect(logo).toMatchObject({ format: 'jpeg', contentType: 'image/jpeg', width: 200, height: 200 });
  expect(logo.bytes.includes('Secret Corp')).toBe(false);

  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => undefined,
      (err: ImageRefused) => err.code,
    );
  expect(await refusal(reencodeImage(jpeg, { formats: ['png'] }))).toBe('UNSUPPORTED_TYPE');
  expect(await refusal(reencodeImage(HTML, { formats: ['png', 'jpeg'] }))).toBe('UNSUPPORTED_TYPE');
  expect(await refusal(reencodeImage(withoutImageData(icon), { formats: ['png'] }))).toBe('INVALID_IMAGE');
  expect(await refusal(reencodeImage(icon.subarray(0, icon.length - 40), { formats: ['png'] }))).toBe('INVALID_IMAGE');
  expect(await refusal(reencodeImage(pngOf(200, 160), { formats: ['png'], width: 200, height: 200 }))).toBe(
    'INVALID_IMAGE',
  );
});

/** The icon PUT stores the re-encoded picture only. */
describeEachDb('uploads are re-encoded', (ctx) => {
  const signedUrl = async (t: TestContext) => {
    const res = await t.request('POST', '/backoffice/clients/2/upload-url', {
      token: await t.tokenOf('clientadmin'),
      body: { filename: 'icon.png', size: 5000, contentType: 'image/png' },
    });
    return res.body.url as string;
  };
  const put = async (t: TestContext, url: string, bytes: Buffer) => {
    const res = await fetch(t.platform.url + url, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(bytes),
    });
    return { status: res.status, body: (await res.json()) as any };
  };

  it('a PNG with no image data, or cut short, is refused with INVALID_IMAGE and nothing is stored', async () => {
    const t = ctx();
    const url = await signedUrl(t);
    for (const broken of [withoutImageData(pngOf(200, 200)), pngOf(200, 200).subarray(0, 300)]) {
      const res = await put(t, url, broken);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expectErrorShape(res.body, 400, 'INVALID_IMAGE');
    }
    // The refusals did not use the URL up: a real icon still goes through it.
    expect((await put(t, url, pngOf(200, 200))).status).toBe(201);
  });

  it('a PNG with HTML after IEND is stored without it and served as a PNG with nosniff', async () => {
    const t = ctx();
    const icon = pngOf(200, 200, [0, 200, 90]);
    const res = await put(t, await signedUrl(t), Buffer.concat([icon, HTML]));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const file = await fetch(t.platform.url + res.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    const served = Buffer.from(await file.arrayBuffer());
    expect(served.includes('<script>')).toBe(false);
    await expectSamePicture(served, icon);
    const [row] = await t.db.query<{ size: number }>('SELECT size FROM uploads WHERE key = $1', [
      res.body.url.split('/').pop(),
    ]);
    expect(row!.size).toBe(served.length);
  });
});

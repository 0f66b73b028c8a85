import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../../test/harness.js';
import { expectSamePicture } from '../../../test/images.js';
import { pngOf } from '../../../test/png.js';
import { startS3, type TestS3 } from '../../../test/s3.js';
import { SAMPLE_FILES } from '../../../test/documentSamples.js';
import { streamUpload } from '../../../test/streamingUpload.js';
import { DOCUMENT_MAX_BYTES } from '../documents/fileTypes.js';
import { pdfBody, put } from '../documents/documentsTestKit.js';
import { spoolDirOf } from './service.js';

let s3: TestS3 | undefined;
beforeAll(async () => {
  s3 = await startS3({ prefix: 'icons' });
});
afterAll(async () => {
  await s3?.close();
});

const objectKeys = async () => {
  const listed = await s3!.client.send(new ListObjectsV2Command({ Bucket: s3!.bucket }));
  return (listed.Contents ?? []).map((object) => object.Key).sort();
};

/** The same upload flow with S3_* configured: the platform checks the PUT, then the bytes land in the bucket. */
describeEachDb(
  'uploads to S3 storage',
  (ctx) => {
    it('upload URL, checked PUT, GET /files returns the bytes, and the object is in the bucket', async () => {
      const t = ctx();
      const token = await t.tokenOf('clientadmin');
      const signed = await t.request('POST', '/backoffice/clients/2/upload-url', {
        token,
        body: { filename: 'icon.png', size: 5000, contentType: 'image/png' },
      });
      expect(signed.status).toBe(200);
      expect(signed.body.url).toMatch(/^\/backoffice\/uploads\/[\w-]+\.[\w-]+$/);

      // Still the platform's gate: a wrong size is refused and nothing is written.
      const refused = await fetch(t.platform.url + signed.body.url, {
        method: 'PUT',
        headers: { 'content-type': 'image/png' },
        body: new Uint8Array(pngOf(160, 160)),
      });
      expect(refused.status).toBe(400);

      const icon = pngOf(200, 200, [10, 120, 200]);
      const put = await fetch(t.platform.url + signed.body.url, {
        method: 'PUT',
        headers: { 'content-type': 'image/png' },
        body: new Uint8Array(icon),
      });
      expect(put.status).toBe(201);
      const stored = (await put.json()) as { uploadId: number; url: string };
      const key = stored.url.match(/^\/backoffice\/files\/([a-f0-9]{32}\.png)$/)![1]!;

      const file = await fetch(t.platform.url + stored.url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
      const served = Buffer.from(await file.arrayBuffer());
      await expectSamePicture(served, icon);

      expect((await s3!.objectBytes(`icons/${key}`))?.equals(served)).toBe(true);
      expect(existsSync(join(t.platform.config.dataDir, 'uploads'))).toBe(false);
    });

    it('a document is streamed to the bucket from its spool file; one cut off at 50 MB leaves no object', async () => {
      const t = ctx();
      const token = await t.tokenOf('admin');
      const pdf = SAMPLE_FILES.pdf();
      const created = await t.request('POST', '/backoffice/documents', { token, body: pdfBody() });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const objectsBefore = await objectKeys();

      const cut = await streamUpload(t.platform.url + created.body.uploadUrl, {
        total: DOCUMENT_MAX_BYTES + 20 * 1024 * 1024,
        firstBytes: pdf,
      });
      expect(cut.status).toBe(413);
      expect(cut.sentAll).toBe(false);
      expect(await objectKeys()).toEqual(objectsBefore);

      const file = Buffer.concat([pdf, Buffer.alloc(3 * 1024 * 1024, 0x20)]);
      expect((await put(t, created.body.uploadUrl, file)).status).toBe(201);
      const [row] = await t.db.query<{ storage_key: string }>('SELECT storage_key FROM documents WHERE id = $1', [
        created.body.id,
      ]);
      expect((await s3!.objectBytes(`icons/${row!.storage_key}`))?.equals(file)).toBe(true);
      expect(await readdir(spoolDirOf(t.platform.config.dataDir))).toEqual([]);
    });

    it('the storage heartbeat goes to the bucket', async () => {
      const t = ctx();
      const res = await t.get('/backoffice/heartbeats', await t.tokenOf('admin'));
      expect(res.body).toContainEqual({ name: 'storage', status: 'OK' });
    });
  },
  async () => ({ env: s3!.env }),
);

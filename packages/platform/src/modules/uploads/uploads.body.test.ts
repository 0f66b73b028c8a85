import { open, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../../test/harness.js';
import { SAMPLE_FILES } from '../../../test/documentSamples.js';
import { pngOf } from '../../../test/png.js';
import { streamUpload, type StreamedUploadAnswer } from '../../../test/streamingUpload.js';
import { signUploadGrant } from '../../storage/signedUpload.js';
import { DOCUMENT_MAX_BYTES } from '../documents/fileTypes.js';
import { pdfBody, put } from '../documents/documentsTestKit.js';
import { MAX_UPLOAD_BYTES } from './service.js';

const MB = 1024 * 1024;

/** The upload PUT reads no body byte before its token and headers pass, and no byte past the purpose's limit. */
describeEachDb('upload bodies', (ctx) => {
  const iconUrl = async (t: TestContext) => {
    const res = await t.request('POST', '/backoffice/clients/2/upload-url', {
      token: await t.tokenOf('clientadmin'),
      body: { filename: 'icon.png', size: 5000, contentType: 'image/png' },
    });
    expect(res.status).toBe(200);
    return res.body as { url: string; uploadId: number };
  };

  const newDocument = async (t: TestContext) => {
    const res = await t.request('POST', '/backoffice/documents', { token: await t.tokenOf('admin'), body: pdfBody() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: number; uploadUrl: string };
  };

  /** Refused before the body (or at its limit): the answer came while the client was still sending. */
  const expectRefusedEarly = (answer: StreamedUploadAnswer, status: number, code: string) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expectErrorShape(answer.body, status, code);
    expect(answer.sentAll).toBe(false);
  };

  const storedFiles = async (t: TestContext, folder: string) =>
    (await readdir(join(t.platform.config.dataDir, folder)).catch(() => [] as string[])).filter(
      (name) => !name.startsWith('.heartbeat'),
    );

  it('a bad token is answered before the body is read: forged, expired, unknown', async () => {
    const t = ctx();
    const secret = t.platform.config.jwtSecret;
    const url = (token: string) => `${t.platform.url}/backoffice/uploads/${token}`;
    const body = { total: DOCUMENT_MAX_BYTES };

    expectRefusedEarly(await streamUpload(url('forged.AAAAAAAAAAAAAAAA'), body), 401, 'UNAUTHENTICATED');
    const signed = await iconUrl(t);
    const tampered = signed.url.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAA');
    expectRefusedEarly(await streamUpload(t.platform.url + tampered, body), 401, 'UNAUTHENTICATED');
    const expired = signUploadGrant({ uploadId: signed.uploadId, clientId: 2, expiresAt: Date.now() - 1000 }, secret);
    expectRefusedEarly(await streamUpload(url(expired), body), 401, 'UPLOAD_EXPIRED');
    const unknown = signUploadGrant({ uploadId: 2_000_000_000, clientId: 2, expiresAt: Date.now() + 60_000 }, secret);
    expectRefusedEarly(await streamUpload(url(unknown), body), 401, 'UPLOAD_EXPIRED');
    // A declared length changes nothing: the token comes first.
    const declared = { total: 40 * MB, headers: { 'content-length': String(40 * MB) } };
    expectRefusedEarly(await streamUpload(url('forged.AAAAAAAAAAAAAAAA'), declared), 401, 'UNAUTHENTICATED');

    // None of it used the real URL up.
    expect((await put(t, signed.url, pngOf(200, 200), 'image/png')).status).toBe(201);
  });

  it("a declared length over the purpose's limit, or a type the URL was not asked for, is refused before the body", async () => {
    const t = ctx();
    const icon = await iconUrl(t);
    const iconOver = { total: 30 * MB, headers: { 'content-type': 'image/png', 'content-length': String(30 * MB) } };
    expectRefusedEarly(await streamUpload(t.platform.url + icon.url, iconOver), 413, 'TOO_LARGE');
    const wrongType = { total: 30 * MB, headers: { 'content-type': 'image/jpeg' } };
    expectRefusedEarly(await streamUpload(t.platform.url + icon.url, wrongType), 400, 'UNSUPPORTED_TYPE');

    const document = await newDocument(t);
    const documentOver = { total: 60 * MB, headers: { 'content-length': String(60 * MB) } };
    expectRefusedEarly(await streamUpload(t.platform.url + document.uploadUrl, documentOver), 413, 'TOO_LARGE');
    expect(await storedFiles(t, 'upload-spool')).toEqual([]);
    expect((await put(t, icon.url, pngOf(200, 200), 'image/png')).status).toBe(201);
    expect((await put(t, document.uploadUrl, SAMPLE_FILES.pdf())).status).toBe(201);
  });

  it("a chunked body is cut off with 413 at the purpose's limit: nothing stored, the URL still usable", async () => {
    const t = ctx();
    const icon = await iconUrl(t);
    const iconBody = { total: MAX_UPLOAD_BYTES + 40 * MB, headers: { 'content-type': 'image/png' } };
    const cutIcon = await streamUpload(t.platform.url + icon.url, iconBody);
    expectRefusedEarly(cutIcon, 413, 'TOO_LARGE');
    expect(cutIcon.body.errorMessage).toBe('The file is larger than 10 MB');
    expect(cutIcon.sent).toBeGreaterThan(MAX_UPLOAD_BYTES);

    const document = await newDocument(t);
    const filesBefore = await storedFiles(t, 'uploads');
    const cutDocument = await streamUpload(t.platform.url + document.uploadUrl, {
      total: DOCUMENT_MAX_BYTES + 40 * MB,
      firstBytes: SAMPLE_FILES.pdf(),
    });
    expectRefusedEarly(cutDocument, 413, 'TOO_LARGE');
    expect(cutDocument.sent).toBeGreaterThan(DOCUMENT_MAX_BYTES);
    expect(await storedFiles(t, 'upload-spool')).toEqual([]);
    expect(await storedFiles(t, 'uploads')).toEqual(filesBefore);
    const [row] = await t.db.query<{ stored_at: Date | null }>('SELECT stored_at FROM documents WHERE id = $1', [
      document.id,
    ]);
    expect(row!.stored_at).toBeNull();

    expect((await put(t, icon.url, pngOf(200, 200), 'image/png')).status).toBe(201);
    expect((await put(t, document.uploadUrl, SAMPLE_FILES.pdf())).status).toBe(201);
  });

  it('a document of exactly the limit is stored whole from its spool file, which is then gone', async () => {
    const t = ctx();
    const document = await newDocument(t);
    const pdf = SAMPLE_FILES.pdf();
    const exact = await streamUpload(t.platform.url + document.uploadUrl, {
      total: DOCUMENT_MAX_BYTES,
      chunkBytes: MB,
      firstBytes: pdf,
    });
    expect(exact.status, JSON.stringify(exact.body)).toBe(201);
    expect(exact.sentAll).toBe(true);
    const [row] = await t.db.query<{ size: number; storage_key: string }>(
      'SELECT size, storage_key FROM documents WHERE id = $1',
      [document.id],
    );
    expect(row!.size).toBe(DOCUMENT_MAX_BYTES);
    const file = join(t.platform.config.dataDir, 'uploads', row!.storage_key);
    expect((await stat(file)).size).toBe(DOCUMENT_MAX_BYTES);
    const head = Buffer.alloc(pdf.length);
    const handle = await open(file);
    await handle.read(head, 0, pdf.length, 0);
    await handle.close();
    expect(head.equals(pdf)).toBe(true);
    expect(await storedFiles(t, 'upload-spool')).toEqual([]);
  });

  it('a client that stops sending midway leaves no spool file and no object; the URL stays usable', async () => {
    const t = ctx();
    const document = await newDocument(t);
    await streamUpload(t.platform.url + document.uploadUrl, { total: 20 * MB, abortAfter: 5 * MB }).catch(
      () => undefined,
    );
    await expect.poll(() => storedFiles(t, 'upload-spool'), { timeout: 5000 }).toEqual([]);
    expect((await put(t, document.uploadUrl, SAMPLE_FILES.pdf())).status).toBe(201);
  });

  it('GET on the upload URL says what it accepts, with the same refusals as the PUT', async () => {
    const t = ctx();
    const icon = await iconUrl(t);
    const described = await t.request('GET', icon.url);
    expect(described.status).toBe(200);
    expect(described.body).toEqual({
      maxBytes: MAX_UPLOAD_BYTES,
      contentType: 'image/png',
      expiresAt: expect.any(String),
    });
    const document = await newDocument(t);
    expect((await t.request('GET', document.uploadUrl)).body.maxBytes).toBe(DOCUMENT_MAX_BYTES);
    const forged = await t.request('GET', '/backoffice/uploads/forged.AAAAAAAAAAAAAAAA');
    expect(forged.status).toBe(401);
    expectErrorShape(forged.body, 401, 'UNAUTHENTICATED');
    expect((await put(t, icon.url, pngOf(200, 200), 'image/png')).status).toBe(201);
    const used = await t.request('GET', icon.url);
    expectErrorShape(used.body, 401, 'UPLOAD_EXPIRED');
  });
});

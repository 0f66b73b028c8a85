import { expect, it } from 'vitest';
import { describeEachDb, expectErrorShape } from '../../../test/harness.js';
import { DOCUMENT_MAX_BYTES } from './fileTypes.js';
import { OTHER, download, pdfBody, put, readyDocument } from './documentsTestKit.js';
import { SAMPLE_FILES } from '../../../test/documentSamples.js';

const expectCode = (res: { status: number; body: any }, status: number, code: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expectErrorShape(res.body, status, code);
};

/** A document's file: metadata, one signed PUT (checked by its magic bytes), the file route and its rights. */
describeEachDb('document files', (ctx) => {
  it('create -> PUT the bytes -> ready -> the same bytes with the contract headers', async () => {
    const t = ctx();
    const token = await t.tokenOf('clientadmin');
    const created = await t.request('POST', '/backoffice/documents', {
      token,
      body: pdfBody({ name: 'Utrymningsplan (hus B)', type: 'public' }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.uploadUrl).toMatch(/^\/backoffice\/uploads\/[\w-]+\.[\w-]+$/);
    expect(Date.parse(created.body.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    expect(created.body.document).toMatchObject({ ready: false, url: null, extension: 'pdf', filename: 'plan.pdf' });

    const pdf = SAMPLE_FILES.pdf();
    const stored = await put(t, created.body.uploadUrl, pdf);
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    const url = `/backoffice/files/public/${created.body.id}.pdf`;
    expect(stored.body.url).toBe(url);
    // Single use.
    expectCode(await put(t, created.body.uploadUrl, pdf), 401, 'UPLOAD_EXPIRED');

    const doc = await t.request('GET', `/backoffice/documents/${created.body.id}`, { token });
    expect(doc.body).toMatchObject({ ready: true, url, size: pdf.length, contentType: 'application/pdf' });

    const file = await download(t, url);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(pdf)).toBe(true);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toBe('sandbox');
    expect(file.headers.get('cache-control')).toBe('public, max-age=300');
    expect(file.headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''Utrymningsplan%20%28hus%20B%29.pdf",
    );
  });

  it('private files: signed out 404, another tenant 404, the own tenant 200 (no-store); a stale type or extension 404', async () => {
    const t = ctx();
    const doc = await readyDocument(t, 'clientadmin', { type: 'private' });
    expect(doc.url).toBe(`/backoffice/files/private/${doc.id}.pdf`);
    expectCode(await t.request('GET', doc.url), 404, 'NOT_FOUND');
    // The multi-client admin of client 2 reads it; an organization-admin of organization 2 does not.
    const own = await download(t, doc.url, await t.tokenOf('multiadmin'));
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    const other = await readyDocument(t, 'admin', { clientIds: [OTHER] });
    expect((await download(t, other.url, await t.tokenOf('clientadmin'))).status).toBe(404);
    expect((await download(t, other.url, 'not-a-token')).status).toBe(404);
    expect((await download(t, other.url, await t.tokenOf('admin'))).status).toBe(200);
    expect((await download(t, `/backoffice/files/public/${doc.id}.pdf`)).status).toBe(404);
    expect((await download(t, `/backoffice/files/private/${doc.id}.png`, await t.tokenOf('admin'))).status).toBe(404);
    expect((await download(t, `/backoffice/files/secret/${doc.id}.pdf`, await t.tokenOf('admin'))).status).toBe(404);
  });

  it('public -> private makes the old public URL 404', async () => {
    const t = ctx();
    const doc = await readyDocument(t, 'admin', { type: 'public' });
    expect((await download(t, doc.url)).status).toBe(200);
    const token = await t.tokenOf('admin');
    const changed = await t.request('PUT', `/backoffice/documents/${doc.id}`, { token, body: { type: 'private' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.url).toBe(`/backoffice/files/private/${doc.id}.pdf`);
    expect((await download(t, doc.url)).status).toBe(404);
    expect((await download(t, changed.body.url)).status).toBe(404);
    expect((await download(t, changed.body.url, token)).status).toBe(200);
  });

  it('refuses by magic bytes (the URL stays usable), a wrong content type, and over 50 MB with 413', async () => {
    const t = ctx();
    const token = await t.tokenOf('admin');
    const created = await t.request('POST', '/backoffice/documents', { token, body: pdfBody() });
    const url = created.body.uploadUrl;
    const png = await put(t, url, SAMPLE_FILES.png());
    expectCode(png, 400, 'UNSUPPORTED_TYPE');
    expect(png.body.errorMessage).toBe('The file does not match its .pdf extension');
    const html = await put(t, url, Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.body.errorMessage).toBe('The file is not a PDF, PNG, JPEG or office document');
    expect((await put(t, url, Buffer.alloc(0))).body.errorCode).toBe('UNSUPPORTED_TYPE');
    expectCode(await put(t, url, SAMPLE_FILES.pdf(), 'text/html'), 400, 'UNSUPPORTED_TYPE');
    expectCode(await put(t, url, Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 0x25)), 413, 'TOO_LARGE');
    const [row] = await t.db.query<{ stored_at: Date | null }>('SELECT stored_at FROM documents WHERE id = $1', [
      created.body.id,
    ]);
    expect(row!.stored_at).toBeNull();
    expect((await put(t, url, SAMPLE_FILES.pdf())).status).toBe(201);
  });

  it('office documents: a docx is stored as sent and served as Word; a zip named .docx is refused', async () => {
    const t = ctx();
    const token = await t.tokenOf('admin');
    const docx = SAMPLE_FILES.docx();
    const contentType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const created = await t.request('POST', '/backoffice/documents', {
      token,
      body: pdfBody({ filename: 'Rutiner.DOCX', size: docx.length, contentType }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.document).toMatchObject({ extension: 'docx', name: created.body.document.name });
    expectCode(await put(t, created.body.uploadUrl, SAMPLE_FILES.xlsx(), contentType), 400, 'UNSUPPORTED_TYPE');
    expect((await put(t, created.body.uploadUrl, docx, contentType)).status).toBe(201);
    const file = await download(t, `/backoffice/files/private/${created.body.id}.docx`, token);
    expect(file.bytes.equals(docx)).toBe(true);
    expect(file.headers.get('content-type')).toBe(contentType);
  });

  it('DELETE removes the stored object too', async () => {
    const t = ctx();
    const doc = await readyDocument(t, 'admin', { type: 'public' });
    const [row] = await t.db.query<{ storage_key: string }>('SELECT storage_key FROM documents WHERE id = $1', [
      doc.id,
    ]);
    const { createStorage } = await import('../../storage/index.js');
    const storage = createStorage(t.platform.config);
    expect(await storage.get(row!.storage_key)).toBeDefined();
    const res = await t.request('DELETE', `/backoffice/documents/${doc.id}`, { token: await t.tokenOf('admin') });
    expect(res.status).toBe(204);
    expect(await storage.get(row!.storage_key)).toBeUndefined();
    expect((await download(t, doc.url)).status).toBe(404);
  });

  it('the demo documents are ready with a PDF naming them; the manuals are in the help center per language', async () => {
    const t = ctx();
    const token = await t.tokenOf('admin');
    const notes = await t.request('GET', '/backoffice/documents?releaseNotes=true&limit=500', { token });
    expect(notes.body.items.length).toBeGreaterThanOrEqual(2);
    const note = notes.body.items.find((d: any) => d.name === 'Release notes 1.9.0');
    expect(note).toMatchObject({ ready: true, extension: 'pdf', releaseNotes: true });
    const file = await download(t, note.url);
    expect(file.status).toBe(200);
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.bytes.toString('latin1')).toContain('(Release notes 1.9.0)');
    const manuals = await t.db.query<{ lang: string; ready: boolean }>(
      `SELECT lang, stored_at IS NOT NULL AS ready FROM documents WHERE section = 'manuals' ORDER BY lang`,
    );
    expect(manuals).toEqual([
      { lang: 'en', ready: true },
      { lang: 'es', ready: true },
      { lang: 'sv', ready: true },
    ]);
  });
});

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { readyDocument } from '../documents/documentsTestKit.js';
import { describeEachDb, expectErrorShape } from '../../../test/harness.js';
import { adminId, api, insertHelpDocument, lastLogId, logsSince, unique } from './helpCenterTestKit.js';

describeEachDb('help center sections', (ctx) => {
  it('the seed: four sections in each language (manuals named in it), sorted by category', async () => {
    const t = ctx();
    for (const [lang, manuals] of [
      ['en', 'Manuals'],
      ['sv', 'Manualer'],
      ['es', 'Manuales'],
    ] as const) {
      const res = await api(t, 'admin', 'GET', `/help-center?lang=${lang}`);
      const seeded = res.body.filter((s: any) =>
        ['manuals', 'getting_started', 'alarm_devices', 'security_privacy'].includes(s.sectionKey),
      );
      expect(seeded).toHaveLength(4);
      expect(seeded.find((s: any) => s.sectionKey === 'manuals').category).toBe(manuals);
      const categories = res.body.map((s: any) => s.category.toLowerCase());
      expect(categories).toEqual([...categories].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    }
  });

  it('POST derives the key from a Swedish category, audits it; the same key again in that language: 409', async () => {
    const t = ctx();
    const u = unique();
    const since = await lastLogId(t);
    const res = await api(t, 'admin', 'POST', '/help-center', {
      category: `Återställning (Öppna nätverk) ${u}`,
      lang: 'sv',
      description: 'Så återställer du',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      category: `Återställning (Öppna nätverk) ${u}`,
      sectionKey: `aterstallning_oppna_natverk_${u}`,
      lang: 'sv',
      description: 'Så återställer du',
      documentCount: 0,
    });
    const logs = await logsSince(t, since);
    expect(logs).toEqual([
      expect.objectContaining({
        entity_type: 'helpSection',
        entity_id: res.body.id,
        action: 'create',
        user_id: await adminId(t),
      }),
    ]);
    expect(logs[0]!.payload.after).toMatchObject({ sectionKey: `aterstallning_oppna_natverk_${u}`, lang: 'sv' });

    const again = await api(t, 'admin', 'POST', '/help-center', {
      category: `Aterstallning oppna natverk ${u}`,
      lang: 'sv',
    });
    expect(again.status).toBe(409);
    expectErrorShape(again.body, 409, 'SECTION_EXISTS');
    const spanish = await api(t, 'admin', 'POST', '/help-center', {
      category: `Restablecer (redes abiertas) ${u}`,
      sectionKey: `aterstallning_oppna_natverk_${u}`,
      lang: 'es',
    });
    expect(spanish.status).toBe(201);
    expect(await logsSince(t, since)).toHaveLength(2);
  });

  it('POST refuses bad input with field codes and writes nothing', async () => {
    const t = ctx();
    const since = await lastLogId(t);
    for (const [body, fields] of [
      [{ lang: 'en' }, { category: 'REQUIRED' }],
      [{ category: 'x'.repeat(101), lang: 'en' }, { category: 'TOO_LONG' }],
      [{ category: 'Ok' }, { lang: 'REQUIRED' }],
      [{ category: '¿?!', lang: 'es' }, { sectionKey: 'REQUIRED' }],
      [{ category: 'Ok', sectionKey: 'Not A Key', lang: 'en' }, { sectionKey: 'INVALID' }],
      [{ category: 'FAQ', lang: 'en' }, { sectionKey: 'RESERVED' }],
      [{ category: 'Ok', lang: 'en', description: 'd'.repeat(301) }, { description: 'TOO_LONG' }],
    ] as const) {
      const res = await api(t, 'admin', 'POST', '/help-center', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
      expect(res.body.fields).toEqual(fields);
    }
    const fr = await api(t, 'admin', 'POST', '/help-center', { category: 'Aide', lang: 'fr' });
    expect(fr.status).toBe(400);
    expect(await logsSince(t, since)).toEqual([]);
  });

  it('PATCH changes category and description; a different key or language: 400 READ_ONLY', async () => {
    const t = ctx();
    const created = await api(t, 'admin', 'POST', '/help-center', { category: `Guides ${unique()}`, lang: 'en' });
    const id = created.body.id;
    const since = await lastLogId(t);
    const res = await api(t, 'admin', 'PATCH', `/help-center/${id}`, {
      category: 'Guides and manuals',
      description: 'Renamed',
      sectionKey: created.body.sectionKey,
      lang: 'en',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      category: 'Guides and manuals',
      description: 'Renamed',
      sectionKey: created.body.sectionKey,
    });
    const logs = await logsSince(t, since);
    expect(logs.map((l) => [l.entity_type, l.action])).toEqual([['helpSection', 'update']]);
    expect(logs[0]!.payload).toEqual({
      before: { category: created.body.category, description: null },
      after: { category: 'Guides and manuals', description: 'Renamed' },
    });

    for (const [body, fields] of [
      [{ sectionKey: 'other_key' }, { sectionKey: 'READ_ONLY' }],
      [{ lang: 'sv', category: 'X' }, { lang: 'READ_ONLY' }],
    ] as const) {
      const refused = await api(t, 'admin', 'PATCH', `/help-center/${id}`, body);
      expect(refused.status).toBe(400);
      expectErrorShape(refused.body, 400, 'VALIDATION_FAILED');
      expect(refused.body.fields).toEqual(fields);
    }
    const after = await api(t, 'admin', 'GET', '/help-center?lang=en');
    expect(after.body.find((s: any) => s.id === id)).toMatchObject({ category: 'Guides and manuals', lang: 'en' });
    const missing = await api(t, 'admin', 'PATCH', '/help-center/999999', { category: 'X' });
    expect(missing.status).toBe(404);
  });

  it("a section's documents: ready ones in its language or all, newest first; 404 for a section not in that language", async () => {
    const t = ctx();
    const u = unique();
    const section = await api(t, 'admin', 'POST', '/help-center', { category: `Docs ${u}`, lang: 'sv' });
    const key = section.body.sectionKey;
    const old = await insertHelpDocument(t, {
      name: 'Old',
      section: key,
      lang: 'sv',
      createdAt: '2026-01-01T00:00:00Z',
    });
    const all = await insertHelpDocument(t, {
      name: 'All',
      section: key,
      lang: 'all',
      createdAt: '2026-02-01T00:00:00Z',
    });
    const internal = await insertHelpDocument(t, { name: 'Internal', section: key, lang: 'sv', type: 'backoffice' });
    await insertHelpDocument(t, { name: 'Pending', section: key, lang: 'sv', ready: false });
    await insertHelpDocument(t, { name: 'English', section: key, lang: 'en' });

    const res = await api(t, 'admin', 'GET', `/help-center/${key}/documents?lang=sv`);
    expect(res.status).toBe(200);
    expect(res.body.map((d: any) => d.id)).toEqual([internal, all, old]);
    expect(res.body[2]).toMatchObject({
      name: 'Old',
      type: 'public',
      lang: 'sv',
      section: key,
      extension: 'pdf',
      size: 1234,
      contentType: 'application/pdf',
      ready: true,
      url: `/backoffice/files/public/${old}.pdf`,
      clients: [],
      releaseNotes: false,
      isUnread: false,
    });
    const plain = await api(t, 'plain', 'GET', `/help-center/${key}/documents?lang=sv`);
    expect(plain.body.map((d: any) => d.id)).toEqual([all, old]);
    const sections = await api(t, 'admin', 'GET', '/help-center?lang=sv');
    expect(sections.body.find((s: any) => s.id === section.body.id).documentCount).toBe(3);
    const plainSections = await api(t, 'plain', 'GET', '/help-center?lang=sv');
    expect(plainSections.body.find((s: any) => s.id === section.body.id).documentCount).toBe(2);

    const elsewhere = await api(t, 'admin', 'GET', `/help-center/${key}/documents?lang=en`);
    expect(elsewhere.status).toBe(404);
    expectErrorShape(elsewhere.body, 404, 'NOT_FOUND');
  });

  it('DELETE removes the section and its documents of that language, audited; other languages keep theirs', async () => {
    const t = ctx();
    const u = unique();
    const sv = await api(t, 'admin', 'POST', '/help-center', { category: `Gone ${u}`, lang: 'sv' });
    const en = await api(t, 'admin', 'POST', '/help-center', { category: `Gone ${u}`, lang: 'en' });
    const key = sv.body.sectionKey;
    const swedish = await insertHelpDocument(t, { name: 'Swedish', section: key, lang: 'sv' });
    const english = await insertHelpDocument(t, { name: 'English', section: key, lang: 'en' });
    const since = await lastLogId(t);

    const res = await api(t, 'admin', 'DELETE', `/help-center/${sv.body.id}`);
    expect(res.status).toBe(204);
    const left = await t.db.query<{ id: number }>('SELECT id FROM documents WHERE id = ANY($1::int[])', [
      [swedish, english],
    ]);
    expect(left.map((r) => r.id)).toEqual([english]);
    const logs = await logsSince(t, since);
    expect(logs.map((l) => [l.entity_type, l.entity_id, l.action])).toEqual([['helpSection', sv.body.id, 'delete']]);
    expect(logs[0]!.payload.before).toMatchObject({ sectionKey: key, lang: 'sv', documentIds: [swedish] });
    expect((await api(t, 'admin', 'GET', `/help-center/${key}/documents?lang=sv`)).status).toBe(404);
    const stays = await api(t, 'admin', 'GET', `/help-center/${key}/documents?lang=en`);
    expect(stays.body.map((d: any) => d.id)).toEqual([english]);
    expect(en.status).toBe(201);
    expect((await api(t, 'admin', 'DELETE', `/help-center/${sv.body.id}`)).status).toBe(404);
  });

  it('a help document uploaded through /documents is listed in its section, and its file goes with the section', async () => {
    const t = ctx();
    const section = await api(t, 'admin', 'POST', '/help-center', { category: `Uploaded ${unique()}`, lang: 'es' });
    const doc = await readyDocument(t, 'admin', {
      section: section.body.sectionKey,
      lang: 'es',
      type: 'public',
      clientIds: [],
    });
    const listed = await api(t, 'plain', 'GET', `/help-center/${section.body.sectionKey}/documents`);
    expect(listed.body.map((d: any) => [d.id, d.ready, d.url])).toEqual([[doc.id, true, doc.url]]);
    const [row] = await t.db.query<{ storage_key: string }>('SELECT storage_key FROM documents WHERE id = $1', [
      doc.id,
    ]);
    const file = join(t.platform.config.dataDir, 'uploads', row!.storage_key);
    expect(existsSync(file)).toBe(true);

    expect((await api(t, 'admin', 'DELETE', `/help-center/${section.body.id}`)).status).toBe(204);
    expect(existsSync(file)).toBe(false);
    const gone = await t.request('GET', doc.url);
    expect(gone.status).toBe(404);
  });
});

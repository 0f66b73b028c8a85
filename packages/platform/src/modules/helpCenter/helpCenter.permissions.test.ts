import { beforeAll, expect, it } from 'vitest';
import { describeEachDb, expectErrorShape } from '../../../test/harness.js';
import { api, insertHelpDocument, KEYS, lastLogId, logsSince, unique } from './helpCenterTestKit.js';

/** The language each account reads by default (its profile language). */
const DEFAULT_LANG = { admin: 'en', orgadmin: 'sv', multiadmin: 'en', clientadmin: 'en', plain: 'es' } as const;
const MANUALS = { en: 'Manuals', sv: 'Manualer', es: 'Manuales' } as const;

// The help center belongs to no tenant: every signed-in user reads all of it (own and other client alike),
// only an admin writes.
describeEachDb('help center: every endpoint x every role', (ctx) => {
  let sectionId = 0;
  let questionId = 0;
  let categoryId = 0;

  beforeAll(async () => {
    const t = ctx();
    const section = await api(t, 'admin', 'POST', '/help-center', {
      category: `Matrix ${unique()}`,
      lang: 'en',
      description: 'For the matrix',
    });
    expect(section.status, JSON.stringify(section.body)).toBe(201);
    sectionId = section.body.id;
    await insertHelpDocument(t, { name: 'Matrix manual', section: 'manuals', lang: 'all' });
    const question = await api(t, 'admin', 'POST', '/help-center/faq', {
      category: `Matrix ${unique()}`,
      question: 'Who may read this?',
      answer: '<p>Everyone signed in.</p>',
      lang: 'en',
    });
    expect(question.status, JSON.stringify(question.body)).toBe(201);
    questionId = question.body.id;
    categoryId = question.body.categoryId;
  });

  for (const key of KEYS) {
    it(`${key} reads sections, a section's documents and the FAQ (default: its own language)`, async () => {
      const t = ctx();
      const lang = DEFAULT_LANG[key];
      const sections = await api(t, key, 'GET', '/help-center');
      expect(sections.status).toBe(200);
      expect(sections.body.every((s: any) => s.lang === lang)).toBe(true);
      expect(sections.body.find((s: any) => s.sectionKey === 'manuals')?.category).toBe(MANUALS[lang]);
      const english = await api(t, key, 'GET', '/help-center?lang=en');
      expect(english.body.map((s: any) => s.id)).toContain(sectionId);

      const documents = await api(t, key, 'GET', `/help-center/manuals/documents?lang=${lang}`);
      expect(documents.status).toBe(200);
      expect(documents.body.map((d: any) => d.name)).toContain('Matrix manual');
      const row = documents.body.find((d: any) => d.name === 'Matrix manual');
      // The documents module's rule: help-center documents are the admin's, their links tabs too.
      expect(row.permissions).toEqual({
        edit: key === 'admin',
        manageLinks: key === 'admin',
        readOnlyReason: key === 'admin' || key === 'plain' ? null : 'ADMIN_ONLY',
      });

      const faq = await api(t, key, 'GET', '/help-center/faq');
      expect(faq.status).toBe(200);
      expect(faq.body.length).toBeGreaterThanOrEqual(3);
      expect(faq.body.every((c: any) => c.lang === lang && c.questions.length > 0)).toBe(true);
      const one = await api(t, key, 'GET', `/help-center/faq/${questionId}`);
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({ id: questionId, question: 'Who may read this?', categoryId, lang: 'en' });
    });
  }

  for (const key of KEYS.filter((k) => k !== 'admin')) {
    it(`${key} may not write anything (403, no change, no audit row)`, async () => {
      const t = ctx();
      const since = await lastLogId(t);
      for (const [method, path, body] of [
        ['POST', '/help-center', { category: 'Not allowed', lang: 'en' }],
        ['PATCH', `/help-center/${sectionId}`, { category: 'Not allowed' }],
        ['DELETE', `/help-center/${sectionId}`, undefined],
        ['POST', '/help-center/faq', { category: 'Not allowed', question: 'Q?', answer: '<p>A</p>', lang: 'en' }],
        ['PATCH', `/help-center/faq/${questionId}`, { question: 'Not allowed?' }],
        ['DELETE', `/help-center/faq/${questionId}`, undefined],
        ['PATCH', `/help-center/faq/section/${categoryId}`, { category: 'Not allowed' }],
        ['DELETE', `/help-center/faq/section/${categoryId}`, undefined],
      ] as const) {
        const res = await api(t, key, method, path, body);
        expect(res.status, `${key} ${method} ${path}`).toBe(403);
        expectErrorShape(res.body, 403, 'FORBIDDEN');
      }
      expect(await logsSince(t, since)).toEqual([]);
      const question = await api(t, 'admin', 'GET', `/help-center/faq/${questionId}`);
      expect(question.body.question).toBe('Who may read this?');
      const sections = await api(t, 'admin', 'GET', '/help-center?lang=en');
      expect(sections.body.map((s: any) => s.category)).not.toContain('Not allowed');
    });
  }

  it('signed out: 401 on every call', async () => {
    const t = ctx();
    for (const [method, path] of [
      ['GET', '/help-center'],
      ['GET', '/help-center/manuals/documents'],
      ['GET', '/help-center/faq'],
      ['GET', `/help-center/faq/${questionId}`],
      ['POST', '/help-center'],
      ['DELETE', `/help-center/faq/section/${categoryId}`],
    ] as const) {
      const res = await t.request(method, `/backoffice${path}`, {});
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('the admin writes every kind (the rules tests go through each)', async () => {
    const t = ctx();
    const patched = await api(t, 'admin', 'PATCH', `/help-center/faq/section/${categoryId}`, {
      category: `Renamed ${unique()}`,
    });
    expect(patched.status).toBe(200);
    expect(patched.body.questions.map((q: any) => q.id)).toEqual([questionId]);
    expect((await api(t, 'admin', 'DELETE', `/help-center/faq/${questionId}`)).status).toBe(204);
    expect((await api(t, 'admin', 'DELETE', `/help-center/faq/section/${categoryId}`)).status).toBe(204);
    expect((await api(t, 'admin', 'DELETE', `/help-center/${sectionId}`)).status).toBe(204);
    for (const path of [`/help-center/faq/${questionId}`]) {
      const gone = await api(t, 'plain', 'GET', path);
      expect(gone.status).toBe(404);
      expectErrorShape(gone.body, 404, 'NOT_FOUND');
    }
  });
});

import { expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../../test/harness.js';
import { api, lastLogId, logsSince, unique } from './helpCenterTestKit.js';

const newQuestion = async (t: TestContext, body: Record<string, unknown>) => {
  const res = await api(t, 'admin', 'POST', '/help-center/faq', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};

describeEachDb('help center FAQ', (ctx) => {
  it('the seed: four categories of three or more questions in each language', async () => {
    const t = ctx();
    for (const [lang, first] of [
      ['en', 'How do I send a test alarm?'],
      ['sv', 'Hur skickar jag ett testlarm?'],
      ['es', '¿Cómo envío una alarma de prueba?'],
    ] as const) {
      const res = await api(t, 'plain', 'GET', `/help-center/faq?lang=${lang}`);
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThanOrEqual(4);
      expect(res.body.every((c: any) => c.questions.length >= 3)).toBe(true);
      expect(res.body.flatMap((c: any) => c.questions.map((q: any) => q.question))).toContain(first);
    }
  });

  it('search from 2 characters finds a Swedish question with å/ä/ö whatever the case; 1 character: TOO_SHORT', async () => {
    const t = ctx();
    const res = await api(t, 'plain', 'GET', `/help-center/faq?lang=sv&q=${encodeURIComponent('PLATSDELNING')}`);
    expect(res.status).toBe(200);
    expect(res.body.flatMap((c: any) => c.questions.map((q: any) => q.question))).toEqual([
      'Hur slår jag på platsdelning?',
    ]);
    const umlaut = await api(t, 'plain', 'GET', `/help-center/faq?lang=sv&q=${encodeURIComponent('SLÅR')}`);
    expect(umlaut.body.flatMap((c: any) => c.questions.map((q: any) => q.question))).toEqual([
      'Hur slår jag på platsdelning?',
    ]);
    const two = await api(t, 'plain', 'GET', `/help-center/faq?lang=sv&q=${encodeURIComponent('Öp')}`);
    expect(two.status).toBe(200);
    const found = two.body.flatMap((c: any) => c.questions.map((q: any) => q.question));
    expect(found).toContain('Vad är skillnaden mellan öppna, publika och privata nätverk?');
    expect(found.length).toBeLessThan(12);
    expect(two.body.every((c: any) => c.questions.length > 0)).toBe(true);

    const short = await api(t, 'plain', 'GET', `/help-center/faq?lang=sv&q=${encodeURIComponent('ö')}`);
    expect(short.status).toBe(400);
    expectErrorShape(short.body, 400, 'VALIDATION_FAILED');
    expect(short.body.fields).toEqual({ q: 'TOO_SHORT' });
    const long = await api(t, 'plain', 'GET', `/help-center/faq?lang=sv&q=${'a'.repeat(101)}`);
    expect(long.body.fields).toEqual({ q: 'TOO_LONG' });
  });

  it('search reads the answer as text: words split by tags and entities match, tag names do not', async () => {
    const t = ctx();
    const u = unique();
    const q = await newQuestion(t, {
      category: `Search ${u}`,
      question: `Plain question ${u}`,
      answer: `<p>Press <strong>Sta</strong>rt${u} and read the Q&amp;A${u}</p>`,
      lang: 'en',
    });
    const search = async (text: string) => {
      const res = await api(t, 'admin', 'GET', `/help-center/faq?lang=en&q=${encodeURIComponent(text)}`);
      expect(res.status).toBe(200);
      return res.body.flatMap((c: any) => c.questions.map((x: any) => x.id));
    };
    expect(await search(`start${u}`)).toEqual([q.id]);
    expect(await search(`Q&A${u}`)).toEqual([q.id]);
    expect(await search(`plain QUESTION ${u}`)).toEqual([q.id]);
    expect(await search('<strong>')).toEqual([]);
    expect(await search('100%')).toEqual([]);
  });

  it('POST sanitizes the answer end to end, finds the category case-insensitively or creates it, audits', async () => {
    const t = ctx();
    const u = unique();
    const since = await lastLogId(t);
    const created = await newQuestion(t, {
      category: `Larm ${u}`,
      question: 'Vad gör knappen?',
      answer:
        '<p onclick="x()">Tryck <strong>två</strong> gånger.</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">fel</a> <a href="https://example.com">rätt</a>',
      lang: 'sv',
    });
    const clean =
      '<p>Tryck <strong>två</strong> gånger.</p><a rel="noopener noreferrer" target="_blank">fel</a> <a href="https://example.com" rel="noopener noreferrer" target="_blank">rätt</a>';
    expect(created).toMatchObject({ question: 'Vad gör knappen?', answer: clean, category: `Larm ${u}`, lang: 'sv' });
    const read = await api(t, 'plain', 'GET', `/help-center/faq/${created.id}`);
    expect(read.body.answer).toBe(clean);
    const list = await api(t, 'orgadmin', 'GET', '/help-center/faq');
    const category = list.body.find((c: any) => c.id === created.categoryId);
    expect(category.questions).toEqual([{ id: created.id, question: 'Vad gör knappen?', answer: clean }]);

    const same = await newQuestion(t, {
      category: `LARM ${u}`.toUpperCase(),
      question: 'Och sen?',
      answer: '<p>Vänta.</p>',
      lang: 'sv',
    });
    expect(same.categoryId).toBe(created.categoryId);
    const bySection = await newQuestion(t, {
      sectionId: created.categoryId,
      question: 'Tredje?',
      answer: 'Ja',
      lang: 'sv',
    });
    expect(bySection.category).toBe(`Larm ${u}`);
    const english = await newQuestion(t, { category: `Larm ${u}`, question: 'Q?', answer: 'A', lang: 'en' });
    expect(english.categoryId).not.toBe(created.categoryId);

    const logs = await logsSince(t, since);
    expect(logs.map((l) => [l.entity_type, l.action])).toEqual([
      ['faqCategory', 'create'],
      ['faqQuestion', 'create'],
      ['faqQuestion', 'create'],
      ['faqQuestion', 'create'],
      ['faqCategory', 'create'],
      ['faqQuestion', 'create'],
    ]);
    expect(logs[1]!.payload.after).toMatchObject({ question: 'Vad gör knappen?', answer: clean });
  });

  it('POST refuses bad input and writes nothing (no category either)', async () => {
    const t = ctx();
    const u = unique();
    const since = await lastLogId(t);
    const sv = await api(t, 'admin', 'GET', '/help-center/faq?lang=sv');
    for (const [body, fields] of [
      [
        { category: `New ${u}`, question: 'Q?', answer: '<script>alert(1)</script><p> </p>', lang: 'en' },
        { answer: 'REQUIRED' },
      ],
      [{ category: `New ${u}`, question: '', answer: '<p>A</p>', lang: 'en' }, { question: 'REQUIRED' }],
      [{ category: `New ${u}`, question: 'q'.repeat(501), answer: '<p>A</p>', lang: 'en' }, { question: 'TOO_LONG' }],
      [{ question: 'Q?', answer: '<p>A</p>', lang: 'en' }, { category: 'REQUIRED' }],
      [{ category: 'c'.repeat(201), question: 'Q?', answer: '<p>A</p>', lang: 'en' }, { category: 'TOO_LONG' }],
      [{ category: `New ${u}`, question: 'Q?', answer: '<p>A</p>' }, { lang: 'REQUIRED' }],
      [{ sectionId: sv.body[0].id, question: 'Q?', answer: '<p>A</p>', lang: 'en' }, { sectionId: 'NOT_FOUND' }],
      [{ sectionId: 999999, question: 'Q?', answer: '<p>A</p>', lang: 'en' }, { sectionId: 'NOT_FOUND' }],
    ] as const) {
      const res = await api(t, 'admin', 'POST', '/help-center/faq', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
      expect(res.body.fields).toEqual(fields);
    }
    expect(await logsSince(t, since)).toEqual([]);
    const en = await api(t, 'admin', 'GET', '/help-center/faq?lang=en');
    expect(en.body.map((c: any) => c.category)).not.toContain(`New ${u}`);
  });

  it('PATCH edits and moves a question within its language; DELETE removes it; both audited', async () => {
    const t = ctx();
    const u = unique();
    const q = await newQuestion(t, { category: `Move ${u}`, question: 'Before?', answer: '<p>Old</p>', lang: 'es' });
    const since = await lastLogId(t);
    const res = await api(t, 'admin', 'PATCH', `/help-center/faq/${q.id}`, {
      question: 'After?',
      answer: '<p style="x">New <em>text</em></p><script>1</script>',
      category: `Moved ${u}`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      question: 'After?',
      answer: '<p>New <em>text</em></p>',
      category: `Moved ${u}`,
      lang: 'es',
    });
    const kept = await api(t, 'admin', 'PATCH', `/help-center/faq/${q.id}`, { sectionId: q.categoryId });
    expect(kept.body).toMatchObject({
      question: 'After?',
      answer: '<p>New <em>text</em></p>',
      categoryId: q.categoryId,
    });
    const wrongLang = await api(t, 'admin', 'PATCH', `/help-center/faq/${q.id}`, { lang: 'en' });
    expect(wrongLang.body.fields).toEqual({ lang: 'READ_ONLY' });
    const empty = await api(t, 'admin', 'PATCH', `/help-center/faq/${q.id}`, { answer: '<iframe></iframe>' });
    expect(empty.body.fields).toEqual({ answer: 'REQUIRED' });

    const logs = await logsSince(t, since);
    expect(logs.map((l) => [l.entity_type, l.entity_id === q.id, l.action])).toEqual([
      ['faqCategory', false, 'create'],
      ['faqQuestion', true, 'update'],
      ['faqQuestion', true, 'update'],
    ]);
    expect(logs[1]!.payload).toMatchObject({ before: { question: 'Before?' }, after: { question: 'After?' } });

    const del = await api(t, 'admin', 'DELETE', `/help-center/faq/${q.id}`);
    expect(del.status).toBe(204);
    expect((await api(t, 'admin', 'GET', `/help-center/faq/${q.id}`)).status).toBe(404);
    expect((await api(t, 'admin', 'DELETE', `/help-center/faq/${q.id}`)).status).toBe(404);
    expect((await logsSince(t, since)).at(-1)).toMatchObject({ entity_type: 'faqQuestion', action: 'delete' });
  });

  it('a category: renamed (CATEGORY_EXISTS for a name taken in its language), deleted with its questions', async () => {
    const t = ctx();
    const u = unique();
    const a = await newQuestion(t, { category: `Alpha ${u}`, question: 'A1?', answer: 'a', lang: 'en' });
    const a2 = await newQuestion(t, { category: `Alpha ${u}`, question: 'A2?', answer: 'a', lang: 'en' });
    await newQuestion(t, { category: `Beta ${u}`, question: 'B?', answer: 'b', lang: 'en' });
    await newQuestion(t, { category: `Gamma ${u}`, question: 'G?', answer: 'g', lang: 'sv' });
    const since = await lastLogId(t);

    const taken = await api(t, 'admin', 'PATCH', `/help-center/faq/section/${a.categoryId}`, { category: `BETA ${u}` });
    expect(taken.status).toBe(409);
    expectErrorShape(taken.body, 409, 'CATEGORY_EXISTS');
    const otherLang = await api(t, 'admin', 'PATCH', `/help-center/faq/section/${a.categoryId}`, {
      category: `Gamma ${u}`,
    });
    expect(otherLang.status).toBe(200);
    const recased = await api(t, 'admin', 'PATCH', `/help-center/faq/section/${a.categoryId}`, {
      category: `GAMMA ${u}`,
    });
    expect(recased.status).toBe(200);
    expect(recased.body).toEqual({
      id: a.categoryId,
      category: `GAMMA ${u}`,
      lang: 'en',
      questions: [
        { id: a.id, question: 'A1?', answer: 'a' },
        { id: a2.id, question: 'A2?', answer: 'a' },
      ],
    });
    const blank = await api(t, 'admin', 'PATCH', `/help-center/faq/section/${a.categoryId}`, { category: ' ' });
    expect(blank.body.fields).toEqual({ category: 'REQUIRED' });

    const del = await api(t, 'admin', 'DELETE', `/help-center/faq/section/${a.categoryId}`);
    expect(del.status).toBe(204);
    expect((await api(t, 'admin', 'GET', `/help-center/faq/${a2.id}`)).status).toBe(404);
    const list = await api(t, 'admin', 'GET', '/help-center/faq?lang=en');
    expect(list.body.map((c: any) => c.id)).not.toContain(a.categoryId);

    const logs = await logsSince(t, since);
    expect(logs.map((l) => [l.entity_type, l.entity_id, l.action])).toEqual([
      ['faqCategory', a.categoryId, 'update'],
      ['faqCategory', a.categoryId, 'update'],
      ['faqCategory', a.categoryId, 'delete'],
    ]);
    expect(logs[2]!.payload.before).toMatchObject({ category: `GAMMA ${u}`, questionIds: [a.id, a2.id] });
    expect((await api(t, 'admin', 'DELETE', `/help-center/faq/section/${a.categoryId}`)).status).toBe(404);
  });
});

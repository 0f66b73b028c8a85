import { beforeAll, describe, expect, it } from 'vitest';
import { useStack, type Session } from '../../../test/support/stack.js';
import { toGlobalId } from '../../ids.js';

const SECTION_FIELDS = 'id category key lang description documentCount createdAt';
const SECTION_PAYLOAD = `section { ${SECTION_FIELDS} } errors { field code message }`;
const CREATE_SECTION = `mutation ($input: HelpSectionInput!) { createHelpSection(input: $input) { ${SECTION_PAYLOAD} } }`;
const UPDATE_SECTION = `mutation ($id: ID!, $input: HelpSectionInput!) { updateHelpSection(id: $id, input: $input) { ${SECTION_PAYLOAD} } }`;
const DELETE_SECTION = 'mutation ($id: ID!) { deleteHelpSection(id: $id) { deletedId } }';
const SECTIONS = `query ($lang: Language) { helpSections(lang: $lang) { ${SECTION_FIELDS} } }`;
const SECTION = `query ($key: String!, $lang: Language) { helpSection(key: $key, lang: $lang) { ${SECTION_FIELDS} documents { id name } } }`;

const QUESTION_FIELDS = 'id question answer categoryId category lang';
const QUESTION_PAYLOAD = `question { ${QUESTION_FIELDS} } errors { field code message }`;
const CREATE_QUESTION = `mutation ($input: FaqQuestionInput!) { createFaqQuestion(input: $input) { ${QUESTION_PAYLOAD} } }`;
const UPDATE_QUESTION = `mutation ($id: ID!, $input: FaqQuestionInput!) { updateFaqQuestion(id: $id, input: $input) { ${QUESTION_PAYLOAD} } }`;
const DELETE_QUESTION = 'mutation ($id: ID!) { deleteFaqQuestion(id: $id) { deletedId } }';
const RENAME_CATEGORY = `mutation ($id: ID!, $category: String!) {
  renameFaqCategory(id: $id, category: $category) { category { id category lang questions { id question } } errors { field code message } }
}`;
const DELETE_CATEGORY = 'mutation ($id: ID!) { deleteFaqCategory(id: $id) { deletedId } }';
const FAQ = `query ($lang: Language, $search: String) { faq(lang: $lang, search: $search) { id category lang questions { ${QUESTION_FIELDS} } } }`;
const CREATE_DOCUMENT = `mutation ($input: DocumentInput!) {
  createDocument(input: $input) { document { id } uploadUrl errors { field code } }
}`;
const NODE = `query ($id: ID!) {
  node(id: $id) {
    __typename id
    ... on HelpSection { category key lang }
    ... on FaqCategory { category lang questions { id } }
    ... on FaqQuestion { question answer category }
  }
}`;

let sequence = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${sequence++}`;

describe('help center: sections, the FAQ, node() and every help center mutation', () => {
  const suite = useStack({ signInAs: 'admin@vakt.test' });
  let orgAdmin: Session;

  const graphql = (query: string, variables: Record<string, unknown> = {}, accessToken = suite.accessToken) =>
    suite.stack.gateway.graphql(query, variables, { accessToken });

  const ok = async (query: string, variables: Record<string, unknown> = {}, accessToken = suite.accessToken) => {
    const answer = await graphql(query, variables, accessToken);
    expect(answer.errors).toBeUndefined();
    return answer.data;
  };

  const refusalCode = async (query: string, variables: Record<string, unknown>, accessToken = suite.accessToken) => {
    const answer = await graphql(query, variables, accessToken);
    expect(answer.errors).toHaveLength(1);
    return answer.errors![0].extensions?.code;
  };

  const createSection = async (input: Record<string, unknown>) => {
    const data = await ok(CREATE_SECTION, { input });
    expect(data.createHelpSection.errors).toEqual([]);
    return data.createHelpSection.section;
  };

  const createQuestion = async (input: Record<string, unknown>) => {
    const data = await ok(CREATE_QUESTION, { input });
    expect(data.createFaqQuestion.errors).toEqual([]);
    return data.createFaqQuestion.question;
  };

  beforeAll(async () => {
    orgAdmin = await suite.stack.signIn('orgadmin@vakt.test');
  });

  describe('sections', () => {
    it('creates a section with a key derived from the category, lists it in its language only, and finds it by key', async () => {
      const category = unique('Gateway Guides (Hjälp)');
      const section = await createSection({ category, lang: 'SV', description: 'Guider för konsolen' });
      expect(section).toMatchObject({ category, lang: 'SV', description: 'Guider för konsolen', documentCount: 0 });
      expect(section.key).toMatch(/^gateway_guides_hjalp_[a-z0-9]+$/);

      const swedish = await ok(SECTIONS, { lang: 'SV' });
      expect(swedish.helpSections).toContainEqual(section);
      const english = await ok(SECTIONS, { lang: 'EN' });
      expect(english.helpSections.some((row: { id: string }) => row.id === section.id)).toBe(false);

      const byKey = await ok(SECTION, { key: section.key, lang: 'SV' });
      expect(byKey.helpSection).toEqual({ ...section, documents: [] });
      expect((await ok(SECTION, { key: section.key, lang: 'ES' })).helpSection).toBeNull();
      expect((await ok(NODE, { id: section.id })).node).toMatchObject({
        __typename: 'HelpSection',
        category,
        key: section.key,
        lang: 'SV',
      });
    });

    it("reads the viewer's language when lang is left out (the organization-admin's profile is Swedish)", async () => {
      const section = await createSection({ category: unique('Svensk sektion'), lang: 'SV' });
      const data = await ok(SECTIONS, {}, orgAdmin.accessToken);
      expect(data.helpSections.map((row: { id: string }) => row.id)).toContain(section.id);
      expect(data.helpSections.every((row: { lang: string }) => row.lang === 'SV')).toBe(true);
      expect((await ok(SECTION, { key: section.key }, orgAdmin.accessToken)).helpSection.id).toBe(section.id);
    });

    it('answers SECTION_EXISTS and READ_ONLY as payload errors; edits category and description', async () => {
      const section = await createSection({ category: unique('Manuals copy'), lang: 'EN' });
      const taken = await ok(CREATE_SECTION, { input: { category: 'Anything', key: section.key, lang: 'EN' } });
      expect(taken.createHelpSection).toEqual({
        section: null,
        errors: [{ field: 'key', code: 'SECTION_EXISTS', message: expect.any(String) }],
      });

      const renamed = await ok(UPDATE_SECTION, {
        id: section.id,
        input: { category: `${section.category} v2`, key: section.key, lang: 'EN', description: 'Now described' },
      });
      expect(renamed.updateHelpSection).toEqual({
        section: { ...section, category: `${section.category} v2`, description: 'Now described' },
        errors: [],
      });

      const moved = await ok(UPDATE_SECTION, {
        id: section.id,
        input: { category: section.category, key: section.key, lang: 'ES' },
      });
      expect(moved.updateHelpSection.section).toBeNull();
      expect(moved.updateHelpSection.errors).toEqual([
        expect.objectContaining({ code: 'READ_ONLY', field: expect.stringMatching(/^(key|lang)$/) }),
      ]);
    });

    it('answers a missing category as a REQUIRED field error and keeps nothing', async () => {
      const data = await ok(CREATE_SECTION, { input: { category: '', lang: 'EN' } });
      expect(data.createHelpSection).toEqual({
        section: null,
        errors: [expect.objectContaining({ field: 'category', code: 'REQUIRED' })],
      });
    });

    it("lists a section's ready documents of its language and of all languages as Document nodes (one call for the section, one for its documents)", async () => {
      const section = await createSection({ category: unique('Manuals with files'), lang: 'EN' });
      const bytes = Buffer.from('%PDF-1.4\n% help center\n%%EOF\n');
      const createDocument = async (name: string, lang: string, upload: boolean) => {
        const data = await ok(CREATE_DOCUMENT, {
          input: {
            name,
            type: 'PUBLIC',
            lang,
            clientIds: [],
            section: section.key,
            file: { filename: 'guide.pdf', size: bytes.length, contentType: 'application/pdf' },
          },
        });
        expect(data.createDocument.errors).toEqual([]);
        if (upload) {
          const put = await fetch(new URL(data.createDocument.uploadUrl, suite.stack.gateway.url), {
            method: 'PUT',
            body: new Uint8Array(bytes),
            headers: { 'content-type': 'application/pdf' },
          });
          expect(put.status).toBe(201);
        }
        return data.createDocument.document.id as string;
      };
      const english = await createDocument('English guide', 'EN', true);
      const everyone = await createDocument('Guide for all', 'ALL', true);
      await createDocument('Swedish guide', 'SV', true);
      await createDocument('Not uploaded', 'EN', false);

      suite.stack.proxy.reset();
      const data = await ok(
        `query ($key: String!) { helpSection(key: $key, lang: EN) { documentCount documents { id name ready section fileUrl } } }`,
        { key: section.key },
      );
      expect(data.helpSection.documentCount).toBe(2);
      expect(data.helpSection.documents.map((document: { id: string }) => document.id).sort()).toEqual(
        [english, everyone].sort(),
      );
      expect(data.helpSection.documents[0]).toMatchObject({ ready: true, section: section.key });
      expect(data.helpSection.documents[0].fileUrl).toMatch(/^\/files\/public\/\d+\.pdf$/);
      expect(suite.stack.proxy.calls).toEqual([
        'GET /backoffice/help-center?lang=en',
        `GET /backoffice/help-center/${section.key}/documents?lang=en`,
      ]);
    });

    it('deletes a section; node() then answers null', async () => {
      const section = await createSection({ category: unique('Short lived'), lang: 'EN' });
      expect((await ok(DELETE_SECTION, { id: section.id })).deleteHelpSection).toEqual({ deletedId: section.id });
      expect((await ok(NODE, { id: section.id })).node).toBeNull();
      expect((await ok(SECTION, { key: section.key, lang: 'EN' })).helpSection).toBeNull();
    });

    it('refuses section writes to an organization-admin (FORBIDDEN) while it reads', async () => {
      const section = await createSection({ category: unique('Admins only'), lang: 'EN' });
      expect(await refusalCode(CREATE_SECTION, { input: { category: 'No', lang: 'EN' } }, orgAdmin.accessToken)).toBe(
        'FORBIDDEN',
      );
      expect(await refusalCode(DELETE_SECTION, { id: section.id }, orgAdmin.accessToken)).toBe('FORBIDDEN');
      const read = await ok(SECTIONS, { lang: 'EN' }, orgAdmin.accessToken);
      expect(read.helpSections.map((row: { id: string }) => row.id)).toContain(section.id);
    });
  });

  describe('FAQ', () => {
    it('creates questions in a named category (found again case-insensitively), lists and finds them by node()', async () => {
      const category = unique('Gateway larm');
      const first = await createQuestion({
        category,
        question: 'Hur testar jag larmet?',
        answer: '<p>Tryck.</p>',
        lang: 'SV',
      });
      expect(first).toMatchObject({
        category,
        lang: 'SV',
        question: 'Hur testar jag larmet?',
        answer: '<p>Tryck.</p>',
      });
      const second = await createQuestion({
        category: category.toUpperCase(),
        question: 'Vem får larmet?',
        answer: 'Nätverkets medlemmar.',
        lang: 'SV',
      });
      expect(second.categoryId).toBe(first.categoryId);

      const faq = await ok(FAQ, { lang: 'SV' });
      const listed = faq.faq.find((entry: { id: string }) => entry.id === first.categoryId);
      expect(listed).toMatchObject({ category, lang: 'SV' });
      expect(listed.questions).toEqual(expect.arrayContaining([first, second]));

      expect((await ok(NODE, { id: first.id })).node).toMatchObject({ __typename: 'FaqQuestion', category });
      expect((await ok(NODE, { id: first.categoryId })).node).toMatchObject({
        __typename: 'FaqCategory',
        category,
        lang: 'SV',
        questions: expect.arrayContaining([{ id: first.id }, { id: second.id }]),
      });
    });

    it('stores an answer without its script tag, and searches question and answer text from 2 characters', async () => {
      const marker = `zq${Date.now().toString(36)}`;
      const question = await createQuestion({
        category: unique('Säkerhet'),
        question: `Är svaret säkert ${marker}?`,
        answer: `<p>Ja <script>alert(1)</script><a href="javascript:alert(2)" onclick="x()">länk</a></p>`,
        lang: 'SV',
      });
      expect(question.answer).not.toMatch(/script|javascript|onclick/i);
      expect(question.answer).toContain('Ja');

      const found = await ok(FAQ, { lang: 'SV', search: marker.toUpperCase() });
      expect(found.faq).toEqual([
        expect.objectContaining({ id: question.categoryId, questions: [expect.objectContaining({ id: question.id })] }),
      ]);
      expect((await ok(FAQ, { lang: 'EN', search: marker })).faq).toEqual([]);
      // Below 2 characters the search is not applied: the whole FAQ of the language.
      const whole = await ok(FAQ, { lang: 'SV', search: ' z ' });
      expect(whole.faq.some((entry: { id: string }) => entry.id === question.categoryId)).toBe(true);
    });

    it('moves a question to another category by id, renames categories (CATEGORY_EXISTS), deletes', async () => {
      const question = await createQuestion({ category: unique('Old'), question: 'Q?', answer: 'A.', lang: 'EN' });
      const target = await createQuestion({ category: unique('Target'), question: 'T?', answer: 'T.', lang: 'EN' });

      const moved = await ok(UPDATE_QUESTION, {
        id: question.id,
        input: { categoryId: target.categoryId, question: 'Q2?', answer: '<em>A2</em>', lang: 'EN' },
      });
      expect(moved.updateFaqQuestion).toEqual({
        question: {
          ...question,
          question: 'Q2?',
          answer: '<em>A2</em>',
          categoryId: target.categoryId,
          category: target.category,
        },
        errors: [],
      });

      const clash = await ok(RENAME_CATEGORY, { id: question.categoryId, category: target.category.toLowerCase() });
      expect(clash.renameFaqCategory).toEqual({
        category: null,
        errors: [{ field: 'category', code: 'CATEGORY_EXISTS', message: expect.any(String) }],
      });
      const newName = unique('Renamed');
      const renamed = await ok(RENAME_CATEGORY, { id: target.categoryId, category: newName });
      expect(renamed.renameFaqCategory.errors).toEqual([]);
      expect(renamed.renameFaqCategory.category).toMatchObject({
        id: target.categoryId,
        category: newName,
        lang: 'EN',
      });
      expect(renamed.renameFaqCategory.category.questions.map((q: { id: string }) => q.id).sort()).toEqual(
        [question.id, target.id].sort(),
      );

      expect((await ok(DELETE_QUESTION, { id: question.id })).deleteFaqQuestion).toEqual({ deletedId: question.id });
      expect((await ok(NODE, { id: question.id })).node).toBeNull();
      expect((await ok(DELETE_CATEGORY, { id: target.categoryId })).deleteFaqCategory).toEqual({
        deletedId: target.categoryId,
      });
      expect((await ok(NODE, { id: target.id })).node).toBeNull();
      expect((await ok(NODE, { id: target.categoryId })).node).toBeNull();
    });

    it('answers empty question and answer as REQUIRED field errors, and refuses FAQ writes to an organization-admin', async () => {
      const data = await ok(CREATE_QUESTION, { input: { category: 'X', question: '', answer: '', lang: 'EN' } });
      expect(data.createFaqQuestion.question).toBeNull();
      expect(data.createFaqQuestion.errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'question', code: 'REQUIRED' }),
          expect.objectContaining({ field: 'answer', code: 'REQUIRED' }),
        ]),
      );
      const input = { category: 'X', question: 'Q?', answer: 'A.', lang: 'EN' };
      expect(await refusalCode(CREATE_QUESTION, { input }, orgAdmin.accessToken)).toBe('FORBIDDEN');
    });

    it('answers null for node() of a FAQ category that does not exist', async () => {
      expect((await ok(NODE, { id: toGlobalId('FaqCategory', 999999) })).node).toBeNull();
      expect((await ok(NODE, { id: toGlobalId('HelpSection', 999999) })).node).toBeNull();
    });
  });
});

import { AppError, badRequest, type FieldErrors } from '../../http/errors.js';
import { answerText, sanitizeAnswer } from './sanitize.js';
import { deriveSectionKey, RESERVED_SECTION_KEYS, SECTION_KEY } from './sectionKey.js';

export const LANGS = ['en', 'sv', 'es'] as const;
export type Lang = (typeof LANGS)[number];

export const SECTION_CATEGORY_MAX = 100;
export const DESCRIPTION_MAX = 300;
export const FAQ_CATEGORY_MAX = 200;
export const QUESTION_MAX = 500;
export const ANSWER_MAX = 20_000;
export const SEARCH_MIN = 2;
export const SEARCH_MAX = 100;

/** The caller's profile language when it is one of ours, else English. */
export const langOf = (language: string | undefined): Lang =>
  (LANGS as readonly string[]).includes(language ?? '') ? (language as Lang) : 'en';

export interface SectionInput {
  category?: string;
  sectionKey?: string;
  lang?: Lang;
  description?: string | null;
}

export interface SectionFields {
  category: string;
  sectionKey: string;
  lang: Lang;
  description: string | null;
}

/** Required text, trimmed: REQUIRED when blank, TOO_LONG over `max`. */
function text(fields: FieldErrors, name: string, value: string | undefined, max: number): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) fields[name] = 'REQUIRED';
  else if (trimmed.length > max) fields[name] = 'TOO_LONG';
  return trimmed;
}

function optionalText(fields: FieldErrors, name: string, value: string | null | undefined, max: number) {
  const trimmed = value?.trim() ?? '';
  if (trimmed.length > max) fields[name] = 'TOO_LONG';
  return trimmed || null;
}

function throwIfAny(fields: FieldErrors, message: string) {
  if (Object.keys(fields).length) throw badRequest(message, fields);
}

export function validateNewSection(input: SectionInput): SectionFields {
  const fields: FieldErrors = {};
  const category = text(fields, 'category', input.category, SECTION_CATEGORY_MAX);
  const description = optionalText(fields, 'description', input.description, DESCRIPTION_MAX);
  if (!input.lang) fields.lang = 'REQUIRED';
  const given = input.sectionKey?.trim();
  const sectionKey = given || deriveSectionKey(category);
  if (given && !SECTION_KEY.test(given)) fields.sectionKey = 'INVALID';
  else if (category && !sectionKey) fields.sectionKey = 'REQUIRED';
  else if (RESERVED_SECTION_KEYS.includes(sectionKey)) fields.sectionKey = 'RESERVED';
  throwIfAny(fields, 'Invalid help section');
  return { category, sectionKey, lang: input.lang!, description };
}

/** An edit keeps the key and the language; left-out fields keep their value. */
export function validateSectionChange(current: SectionFields, input: SectionInput): SectionFields {
  const fields: FieldErrors = {};
  if (input.sectionKey !== undefined && input.sectionKey !== current.sectionKey) fields.sectionKey = 'READ_ONLY';
  if (input.lang !== undefined && input.lang !== current.lang) fields.lang = 'READ_ONLY';
  throwIfAny(fields, 'The section key and language cannot be changed');
  const category = text(fields, 'category', input.category ?? current.category, SECTION_CATEGORY_MAX);
  const description = optionalText(
    fields,
    'description',
    input.description === undefined ? current.description : input.description,
    DESCRIPTION_MAX,
  );
  throwIfAny(fields, 'Invalid help section');
  return { ...current, category, description };
}

export interface QuestionInput {
  question?: string;
  answer?: string;
  sectionId?: number;
  category?: string;
  lang?: Lang;
}

/** The question and its answer, sanitized: an answer with no text left after sanitizing is REQUIRED. */
export function validateQuestion(input: { question?: string | undefined; answer?: string | undefined }) {
  const fields: FieldErrors = {};
  const question = text(fields, 'question', input.question, QUESTION_MAX);
  const answer = sanitizeAnswer(input.answer ?? '');
  if (!answerText(answer)) fields.answer = 'REQUIRED';
  else if (answer.length > ANSWER_MAX) fields.answer = 'TOO_LONG';
  return { fields, question, answer };
}

export function validateFaqCategoryName(fields: FieldErrors, value: string | undefined): string {
  return text(fields, 'category', value, FAQ_CATEGORY_MAX);
}

export { throwIfAny };

/** `q` of the FAQ search: 2..100 characters once trimmed; an empty one searches nothing (the whole FAQ). */
export function searchText(q: string | undefined): string | undefined {
  const trimmed = q?.trim();
  if (!trimmed) return undefined;
  if (trimmed.length < SEARCH_MIN) throw badRequest(`Search from ${SEARCH_MIN} characters`, { q: 'TOO_SHORT' });
  if (trimmed.length > SEARCH_MAX) throw badRequest(`Search up to ${SEARCH_MAX} characters`, { q: 'TOO_LONG' });
  return trimmed;
}

export const sectionExists = (key: string, lang: string) =>
  new AppError(409, 'SECTION_EXISTS', `A section with the key ${key} already exists in ${lang}`, {
    fields: { sectionKey: 'SECTION_EXISTS' },
  });

export const categoryExists = (category: string, lang: string) =>
  new AppError(409, 'CATEGORY_EXISTS', `An FAQ category named ${category} already exists in ${lang}`, {
    fields: { category: 'CATEGORY_EXISTS' },
  });

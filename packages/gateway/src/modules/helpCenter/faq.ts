import { toGlobalId } from '../../ids.js';
import { toLanguage, toRestLang, type Language } from './language.js';

/** GET /backoffice/help-center/faq/{id} (and the answer of its POST and PATCH). */
export interface RestFaqQuestion {
  id: number;
  question: string;
  answer: string;
  categoryId: number;
  category: string;
  lang: string;
}

/** A category of GET /backoffice/help-center/faq. */
export interface RestFaqCategory {
  id: number;
  category: string;
  lang: string;
  /** Left out by the rename's answer: then read from the FAQ of its language. */
  questions?: { id: number; question: string; answer: string }[];
}

export function toFaqQuestion(row: RestFaqQuestion) {
  return {
    __typename: 'FaqQuestion' as const,
    id: toGlobalId('FaqQuestion', row.id),
    question: row.question,
    answer: row.answer,
    categoryId: toGlobalId('FaqCategory', row.categoryId),
    category: row.category,
    lang: toLanguage(row.lang),
  };
}

export function toFaqCategory(row: RestFaqCategory) {
  return {
    __typename: 'FaqCategory' as const,
    id: toGlobalId('FaqCategory', row.id),
    restId: String(row.id),
    category: row.category,
    restLang: row.lang,
    lang: toLanguage(row.lang),
    questions: row.questions?.map((question) =>
      toFaqQuestion({ ...question, categoryId: row.id, category: row.category, lang: row.lang }),
    ),
  };
}

export type FaqCategorySource = ReturnType<typeof toFaqCategory>;

export interface FaqQuestionInput {
  categoryId?: string | null;
  category?: string | null;
  question: string;
  answer: string;
  lang: Language;
}

/** POST and PATCH /help-center/faq: an existing category by id (sectionId), else one named. */
export const toFaqQuestionBody = (input: FaqQuestionInput, sectionId: number | undefined) => ({
  ...(sectionId !== undefined ? { sectionId } : { category: input.category ?? '' }),
  question: input.question,
  answer: input.answer,
  lang: toRestLang(input.lang),
});

/** The platform's field names → the input's. */
export const faqField = (field: string) => (field === 'sectionId' ? 'categoryId' : field);

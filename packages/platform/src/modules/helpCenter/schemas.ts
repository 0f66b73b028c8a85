import { id, nullable } from '../../http/schemas.js';
import { documentRow } from '../documents/schemas.js';
import { LANGS } from './rules.js';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const lang = { type: 'string', enum: [...LANGS] } as const;
const obj = (properties: Record<string, object>, required: string[] = []) =>
  ({ type: 'object', properties, required }) as const;
// Lengths are checked by the rules (REQUIRED, TOO_LONG); these caps only bound what is read.
const line = { type: 'string', maxLength: 1000 } as const;
const html = { type: 'string', maxLength: 200_000 } as const;

export const langQuery = obj({ lang });
export const faqQuery = obj({ lang, q: { type: 'string', maxLength: 1000 } });
export const sectionKeyParams = obj({ section: { type: 'string', maxLength: 200 } }, ['section']);

export const sectionBody = obj({ category: line, sectionKey: line, lang, description: nullable('string') });

export const sectionResponse = obj({
  id: int,
  category: str,
  sectionKey: str,
  lang: str,
  description: nullable('string'),
  documentCount: int,
  createdAt: str,
});
export const sectionsResponse = { type: 'array', items: sectionResponse } as const;

export const documentsResponse = { type: 'array', items: documentRow } as const;

export const questionBody = obj({ category: line, sectionId: id, question: line, answer: html, lang });
export const questionResponse = obj({
  id: int,
  question: str,
  answer: str,
  categoryId: int,
  category: str,
  lang: str,
});

export const categoryBody = obj({ category: line });
export const categoryResponse = obj({
  id: int,
  category: str,
  lang: str,
  questions: { type: 'array', items: obj({ id: int, question: str, answer: str }) },
});
export const faqResponse = { type: 'array', items: categoryResponse } as const;

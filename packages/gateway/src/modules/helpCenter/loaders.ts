import { withQuery, type RestClient } from '../../upstream/rest.js';
import { toDocumentFromRecord, type RestDocument } from '../documents/document.js';
import { documentPath } from '../documents/loaders.js';
import { toFaqCategory, toFaqQuestion, type RestFaqCategory, type RestFaqQuestion } from './faq.js';
import { toHelpSection, type RestHelpSection } from './helpSection.js';
import { REST_LANGS } from './language.js';

export const HELP_CENTER_PATH = '/backoffice/help-center';
export const FAQ_PATH = `${HELP_CENTER_PATH}/faq`;
export const faqQuestionPath = (restId: string | number) => `${FAQ_PATH}/${encodeURIComponent(String(restId))}`;

/**
 * Help center sections, their documents and the FAQ (issue 12): GET /backoffice/help-center/... Every read is
 * a memoized GET of the request's REST client. `lang` undefined is the viewer's language (the platform's
 * default). The platform has no call for one section or FAQ category by id: node() finds them in the lists of
 * the three languages (a few rows each).
 */
export function createHelpCenterLoaders(rest: RestClient) {
  const sectionRows = (lang?: string) => rest.get<RestHelpSection[]>(withQuery(HELP_CENTER_PATH, { lang }));
  const faqRows = (lang?: string, search?: string) =>
    rest.get<RestFaqCategory[]>(withQuery(FAQ_PATH, { lang, q: search }));

  const inEveryLanguage = async <T extends { id: number }>(read: (lang: string) => Promise<T[]>, restId: string) => {
    const lists = await Promise.all(REST_LANGS.map(read));
    return lists.flat().find((row) => String(row.id) === restId) ?? null;
  };

  return {
    sections: async (lang?: string) => (await sectionRows(lang)).map(toHelpSection),

    async sectionByKey(key: string, lang?: string) {
      const row = (await sectionRows(lang)).find((section) => section.sectionKey === key);
      return row ? toHelpSection(row) : null;
    },

    /** A section by REST id (node lookup); null when there is none. */
    async section(restId: string) {
      const row = await inEveryLanguage(sectionRows, restId);
      return row ? toHelpSection(row) : null;
    },

    /** The section's ready documents in its language and in all languages, newest first. */
    async sectionDocuments(key: string, lang: string) {
      const rows = await rest.get<RestDocument[]>(
        withQuery(`${HELP_CENTER_PATH}/${encodeURIComponent(key)}/documents`, { lang }),
      );
      return rows.map((row) => {
        rest.prime(documentPath(row.id), row);
        return toDocumentFromRecord(row);
      });
    },

    /** The FAQ of a language; `search` (trimmed, 2 characters or more: the platform says TOO_SHORT) keeps matches. */
    faq: async (lang?: string, search?: string) => (await faqRows(lang, search)).map(toFaqCategory),

    async faqCategory(restId: string) {
      const row = await inEveryLanguage((lang) => faqRows(lang), restId);
      return row ? toFaqCategory(row) : null;
    },

    faqQuestion: async (restId: string) => toFaqQuestion(await rest.get<RestFaqQuestion>(faqQuestionPath(restId))),
  };
}

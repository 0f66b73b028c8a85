import { toGlobalId } from '../../ids.js';
import { toLanguage, toRestLang, type Language } from './language.js';

/** A row of GET /backoffice/help-center (and the answer of its POST and PATCH). */
export interface RestHelpSection {
  id: number;
  category: string;
  sectionKey: string;
  lang: string;
  description: string | null;
  documentCount?: number;
  createdAt: string;
}

export function toHelpSection(row: RestHelpSection) {
  return {
    __typename: 'HelpSection' as const,
    id: toGlobalId('HelpSection', row.id),
    restId: String(row.id),
    category: row.category,
    key: row.sectionKey,
    /** The platform's lang, for the section's documents call. */
    restLang: row.lang,
    lang: toLanguage(row.lang),
    description: row.description ?? null,
    documentCount: row.documentCount ?? null,
    createdAt: row.createdAt,
  };
}

export type HelpSectionSource = ReturnType<typeof toHelpSection>;

export interface HelpSectionInput {
  category: string;
  key?: string | null;
  lang: Language;
  description?: string | null;
}

/** POST /help-center: the key is derived by the platform when left out. */
export const toCreateSectionBody = (input: HelpSectionInput) => ({
  category: input.category,
  ...(input.key?.trim() && { sectionKey: input.key.trim() }),
  lang: toRestLang(input.lang),
  description: input.description ?? null,
});

/** PATCH /help-center/{id}: key and lang go along so the platform refuses a change (READ_ONLY). */
export const toUpdateSectionBody = (input: HelpSectionInput) => ({
  category: input.category,
  description: input.description ?? null,
  ...(input.key?.trim() && { sectionKey: input.key.trim() }),
  lang: toRestLang(input.lang),
});

/** The platform's field names → the input's. */
export const sectionField = (field: string) => (field === 'sectionKey' ? 'key' : field);

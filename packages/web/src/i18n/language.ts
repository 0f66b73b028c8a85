import { readItem, writeItem } from '../session/storage';

export const languages = ['en', 'sv', 'es'] as const;
export type Language = (typeof languages)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** A stored choice wins; otherwise the browser language when it is Swedish or Spanish, else English (then saved). */
export function initialLanguage(browserLanguage: string = navigator.language): Language {
  const stored = readItem('language');
  if (isLanguage(stored)) return stored;
  const browser = browserLanguage.slice(0, 2).toLowerCase();
  const language: Language = browser === 'sv' || browser === 'es' ? browser : 'en';
  writeItem('language', language);
  return language;
}

/** The graph's Language enum. */
export type GraphLanguage = 'EN' | 'SV' | 'ES';

/** An interface language as the graph's Language enum. */
export const toGraphLanguage = (language: Language) => language.toUpperCase() as GraphLanguage;

/** The graph's Language enum (EN, SV, ES) as an interface language. */
export function fromGraphLanguage(value: string | null | undefined): Language | null {
  const lower = value?.toLowerCase();
  return isLanguage(lower) ? lower : null;
}

/** The schema's Language (EN, SV, ES) and the platform's lang (en, sv, es). */
export type Language = 'EN' | 'SV' | 'ES';

export const toRestLang = (language: Language | null | undefined) =>
  language ? (language.toLowerCase() as 'en' | 'sv' | 'es') : undefined;

export const toLanguage = (lang: string) => lang.toUpperCase() as Language;

export const REST_LANGS = ['en', 'sv', 'es'] as const;

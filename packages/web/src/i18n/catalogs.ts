import en from './en.json';
import es from './es.json';
import sv from './sv.json';
import type { Language } from './language';

export type MessageId = keyof typeof en;

export const catalogs: Record<Language, Record<string, string>> = { en, sv, es };

/** Spec 002 section 9: the FAQ search starts at 2 characters (the platform refuses fewer: TOO_SHORT). */
export const FAQ_SEARCH_MIN = 2;
export const FAQ_SEARCH_MAX = 100;

/** The search the FAQ query is sent: the trimmed text from 2 characters (at most 100), else none. */
export function faqSearchOf(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim().slice(0, FAQ_SEARCH_MAX);
  return trimmed.length >= FAQ_SEARCH_MIN ? trimmed : null;
}

/** Letters NFD does not split into a base letter and a mark. */
const FOLDED: Record<string, string> = { æ: 'ae', ø: 'o', œ: 'oe', ß: 'ss', đ: 'd', ł: 'l', þ: 'th', ð: 'd' };

/** Keys the console's routes use next to /help-center/{section}: a section may not take them. */
export const RESERVED_SECTION_KEYS = ['faq', 'new'];

export const SECTION_KEY = /^[a-z0-9_]{1,100}$/;

/**
 * The section key of a category (spec 002 section 5): lower case, Swedish and Spanish letters folded to
 * their base letter (å→a, ö→o, ñ→n, é→e), parentheses and other special characters removed (their
 * words stay), runs of spaces to one `_`. "Manualer (PDF)" → `manualer_pdf`. Empty when nothing is left.
 */
export function deriveSectionKey(category: string): string {
  return category
    .toLowerCase()
    .replace(/[æøœßđłþð]/g, (c) => FOLDED[c]!)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[_\s]+/g, ' ')
    .replace(/[^a-z0-9 ]/g, '')
    .trim()
    .replace(/ +/g, '_')
    .slice(0, 100)
    .replace(/_+$/, '');
}

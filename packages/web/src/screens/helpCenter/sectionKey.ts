/** Letters NFD does not split into a base letter and a mark. */
const FOLDED: Record<string, string> = { æ: 'ae', ø: 'o', œ: 'oe', ß: 'ss', đ: 'd', ł: 'l', þ: 'th', ð: 'd' };

/** The longest key the platform takes. */
export const SECTION_KEY_MAX = 100;

/**
 * A help section's key from its category (spec 002 section 5), as the platform derives it
 * (platform src/modules/helpCenter/sectionKey.ts): lower case, Swedish and Spanish letters folded
 * (å→a, ñ→n), parentheses and other special characters removed (their words stay), spaces as one
 * underscore. "Manualer (PDF)" → `manualer_pdf`.
 */
export function sectionKeyFrom(category: string): string {
  return category
    .toLowerCase()
    .replace(/[æøœßđłþð]/g, (letter) => FOLDED[letter]!)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[_\s]+/g, ' ')
    .replace(/[^a-z0-9 ]/g, '')
    .trim()
    .replace(/ +/g, '_')
    .slice(0, SECTION_KEY_MAX)
    .replace(/_+$/, '');
}

/** Keys that are the help center's own pages (/help-center/new, /help-center/faq): the platform refuses them (RESERVED). */
export const RESERVED_SECTION_KEYS: readonly string[] = ['new', 'faq'];

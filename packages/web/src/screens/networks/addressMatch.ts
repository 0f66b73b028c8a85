// When a picked geocoding match may replace the address the user typed (docs/maps-and-places.md): never
// with something coarser. "Drottninggatan 1, Stockholm" stays when the match is "Stockholm, Sweden" (a
// city); "Upps" becomes "Uppsala, Sweden", because the match says everything that was typed.

/** From the finest to the coarsest (schema.graphql GeocodePrecision). */
export const PRECISIONS = ['ADDRESS', 'STREET', 'CITY', 'REGION'] as const;
export type Precision = (typeof PRECISIONS)[number];

const finenessOf = (precision: string) => {
  const index = (PRECISIONS as readonly string[]).indexOf(precision);
  return index < 0 ? 0 : PRECISIONS.length - index;
};

/** Lower case, diacritics and punctuation gone: "Göteborg," and "goteborg" are one word. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[øØ]/g, 'o')
    .replace(/[æÆ]/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * How precise the typed text is at least: a number in it may be a house number (ADDRESS); other text the
 * match does not say may be a street (STREET). Guessing finer keeps the typed text, never the other way.
 */
export function typedPrecision(typed: string): Precision {
  return /\d/.test(typed) ? 'ADDRESS' : 'STREET';
}

/** Every typed word is in the label (the last one may be half-typed): the match says all that was typed. */
export function labelSaysAllTyped(typed: string, label: string): boolean {
  const typedWords = wordsOf(typed);
  const labelWords = wordsOf(label);
  return typedWords.every(
    (word, index) =>
      labelWords.includes(word) ||
      (index === typedWords.length - 1 && labelWords.some((labelWord) => labelWord.startsWith(word))),
  );
}

/** The match's label replaces the typed address only when it is at least as precise as what was typed. */
export function matchReplacesTyped(typed: string, match: { label: string; precision: string }): boolean {
  if (!typed.trim() || labelSaysAllTyped(typed, match.label)) return true;
  return finenessOf(match.precision) >= finenessOf(typedPrecision(typed));
}

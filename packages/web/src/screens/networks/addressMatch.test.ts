import { describe, expect, it } from 'vitest';
import { labelSaysAllTyped, matchReplacesTyped, typedPrecision, wordsOf } from './addressMatch';

const city = (label: string) => ({ label, precision: 'CITY' });
const street = (label: string) => ({ label, precision: 'STREET' });
const address = (label: string) => ({ label, precision: 'ADDRESS' });

describe('a picked match replaces the typed address only when it is at least as precise', () => {
  it('a city never replaces a typed street address', () => {
    expect(matchReplacesTyped('Drottninggatan 1, 111 51 Stockholm', city('Stockholm, Sweden'))).toBe(false);
    expect(matchReplacesTyped('Drottninggatan, Stockholm', city('Stockholm, Sverige'))).toBe(false);
    expect(matchReplacesTyped('Kungsportsavenyen 2, Göteborg', { label: 'Västra Götaland', precision: 'REGION' })).toBe(
      false,
    );
  });

  it('a street without the typed number does not replace it; an address does', () => {
    expect(matchReplacesTyped('Kungsgatan 4, Stockholm', street('Kungsgatan, Norrmalm, Stockholm, Sverige'))).toBe(
      false,
    );
    expect(
      matchReplacesTyped('Kungsgatan 4, Stockholm', address('4, Kungsgatan, Norrmalm, Stockholm, 111 43, Sverige')),
    ).toBe(true);
    expect(matchReplacesTyped('Kungsgatan Stockholm', street('Kungsgatan, Norrmalm, Stockholm, Sverige'))).toBe(true);
  });

  it('a match that says everything typed replaces it, whatever its precision (a half-typed city)', () => {
    expect(matchReplacesTyped('Upps', city('Uppsala, Sweden'))).toBe(true);
    expect(matchReplacesTyped('goteborg', city('Göteborg, Sverige'))).toBe(true);
    expect(matchReplacesTyped('  ', city('Stockholm, Sweden'))).toBe(true);
  });

  it('guesses what the typed text is at least, from a number in it', () => {
    expect(typedPrecision('Storgatan 1')).toBe('ADDRESS');
    expect(typedPrecision('111 51 Stockholm')).toBe('ADDRESS');
    expect(typedPrecision('Storgatan, Nacka')).toBe('STREET');
  });

  it('compares words without case, diacritics or punctuation; only the last may be half-typed', () => {
    expect(wordsOf('Malmö,  Skåne! Ærø')).toEqual(['malmo', 'skane', 'aero']);
    expect(labelSaysAllTyped('MALMO', 'Malmö, Sverige')).toBe(true);
    expect(labelSaysAllTyped('Mal Sverige', 'Malmö, Sverige')).toBe(false);
    expect(labelSaysAllTyped('Sverige Mal', 'Malmö, Sverige')).toBe(true);
  });
});

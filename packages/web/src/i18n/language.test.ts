import { describe, expect, it } from 'vitest';
import { initialLanguage } from './language';

describe('initialLanguage', () => {
  it('prefers a stored choice', () => {
    localStorage.setItem('language', 'es');
    expect(initialLanguage('sv-SE')).toBe('es');
  });

  it('takes Swedish or Spanish from the browser and saves it', () => {
    expect(initialLanguage('sv-SE')).toBe('sv');
    expect(localStorage.getItem('language')).toBe('sv');
  });

  it('falls back to English for other browser languages', () => {
    expect(initialLanguage('de-DE')).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
  });
});

import { describe, expect, it } from 'vitest';
import { faqSearchOf } from './faqSearch';
import { sectionKeyFrom } from './sectionKey';

describe('help section keys', () => {
  it('are the category in lower case, without parentheses or special characters, spaces as underscores', () => {
    expect(sectionKeyFrom('Manuals')).toBe('manuals');
    expect(sectionKeyFrom('Manualer (PDF)')).toBe('manualer_pdf');
    expect(sectionKeyFrom('  Getting   started: alarms & devices! ')).toBe('getting_started_alarms_devices');
    expect(sectionKeyFrom('Användarguide för ärenden')).toBe('anvandarguide_for_arenden');
    expect(sectionKeyFrom('Configuración del año')).toBe('configuracion_del_ano');
    expect(sectionKeyFrom('Ærø kort')).toBe('aero_kort');
    expect(sectionKeyFrom('(!)')).toBe('');
    expect(sectionKeyFrom('x'.repeat(120))).toHaveLength(100);
  });
});

describe('FAQ search', () => {
  it('starts at 2 characters, trimmed', () => {
    expect(faqSearchOf('')).toBeNull();
    expect(faqSearchOf(' a ')).toBeNull();
    expect(faqSearchOf(' la ')).toBe('la');
    expect(faqSearchOf('x'.repeat(150))).toHaveLength(100);
  });
});

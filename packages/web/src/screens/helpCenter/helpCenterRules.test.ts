// @vitest-environment jsdom
// (DOMPurify, which the answers go through, sanitizes nothing under happy-dom: these need the real DOM)
import { describe, expect, it } from 'vitest';
import { faqSearchOf } from './faqSearch';
import { sanitizeAnswer } from './sanitize';
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

describe('FAQ answers in the browser', () => {
  it('keep paragraphs, emphasis, lists and safe links only', () => {
    const clean = sanitizeAnswer(
      '<p onclick="steal()">Press <strong>SOS</strong><script>alert(1)</script></p>' +
        '<img src=x onerror="alert(2)"><ul><li><a href="javascript:alert(3)">bad</a></li>' +
        '<li><a href="https://vakt.app/help" style="color:red" data-x="1">good</a></li></ul><iframe src="https://evil"></iframe>',
    );
    expect(clean).not.toMatch(/script|onerror|onclick|javascript|<img|iframe|style=|data-x/);
    expect(clean).toContain('<p>Press <strong>SOS</strong></p>');
    expect(clean).toContain('<a>bad</a>');
    expect(clean).toContain('<a href="https://vakt.app/help" target="_blank" rel="noopener noreferrer">good</a>');
    expect(sanitizeAnswer('<a href="mailto:support@vakt.app">mail</a>')).toContain('href="mailto:support@vakt.app"');
  });
});

import { describe, expect, it } from 'vitest';
import { validateNewSection, validateQuestion, validateSectionChange } from './rules.js';
import { answerText, sanitizeAnswer } from './sanitize.js';
import { deriveSectionKey } from './sectionKey.js';

describe('section keys derived from the category', () => {
  it.each([
    ['Manuals', 'manuals'],
    ['Getting started', 'getting_started'],
    ['Manualer (PDF)', 'manualer_pdf'],
    ['Säkerhet och integritet', 'sakerhet_och_integritet'],
    ['Återställning (Ö-kort)', 'aterstallning_okort'],
    ['Configuración del año', 'configuracion_del_ano'],
    ['Preguntas (¿frecuentes?)', 'preguntas_frecuentes'],
    ['  Larm  &  enheter!  ', 'larm_enheter'],
    ['Über Straße', 'uber_strasse'],
    ['snake_case already', 'snake_case_already'],
  ])('%s → %s', (category, key) => {
    expect(deriveSectionKey(category)).toBe(key);
  });

  it('nothing usable left: empty', () => {
    expect(deriveSectionKey('(¿?) – !!')).toBe('');
  });

  it('a new section takes the derived key unless one is given; a key that cannot be derived is REQUIRED', () => {
    expect(validateNewSection({ category: 'Larm (SMS)', lang: 'sv' }).sectionKey).toBe('larm_sms');
    expect(validateNewSection({ category: 'Larm', sectionKey: 'alarms', lang: 'sv' }).sectionKey).toBe('alarms');
    expect(() => validateNewSection({ category: '¿?', lang: 'es' })).toThrow(
      expect.objectContaining({ extra: { fields: { sectionKey: 'REQUIRED' } } }),
    );
    expect(() => validateNewSection({ category: 'X', sectionKey: 'Bad key', lang: 'en' })).toThrow(
      expect.objectContaining({ extra: { fields: { sectionKey: 'INVALID' } } }),
    );
    expect(() => validateNewSection({ category: 'FAQ', lang: 'en' })).toThrow(
      expect.objectContaining({ extra: { fields: { sectionKey: 'RESERVED' } } }),
    );
    expect(() => validateNewSection({ category: ' ', description: 'x'.repeat(301) })).toThrow(
      expect.objectContaining({
        extra: { fields: { category: 'REQUIRED', description: 'TOO_LONG', lang: 'REQUIRED' } },
      }),
    );
  });

  it('an edit keeps key and language (READ_ONLY), the same values are accepted', () => {
    const current = { category: 'Manuals', sectionKey: 'manuals', lang: 'en' as const, description: null };
    expect(validateSectionChange(current, { category: 'Guides', sectionKey: 'manuals', lang: 'en' })).toEqual({
      ...current,
      category: 'Guides',
    });
    expect(() => validateSectionChange(current, { sectionKey: 'guides', lang: 'sv' })).toThrow(
      expect.objectContaining({ extra: { fields: { sectionKey: 'READ_ONLY', lang: 'READ_ONLY' } } }),
    );
  });
});

describe('FAQ answers are sanitized', () => {
  it('keeps the allowed tags and the text', () => {
    const html =
      '<p>Hej <strong>å</strong> <b>ä</b> <em>ö</em> <i>i</i> <u>u</u><br></p><ul><li>a</li></ul><ol><li>b</li></ol>';
    expect(sanitizeAnswer(html)).toBe(
      '<p>Hej <strong>å</strong> <b>ä</b> <em>ö</em> <i>i</i> <u>u</u><br /></p><ul><li>a</li></ul><ol><li>b</li></ol>',
    );
  });

  it('drops <script> with its content, <style> with its rules, <iframe> and <img onerror>', () => {
    expect(sanitizeAnswer('<p>Text</p><script>alert(1)</script>')).toBe('<p>Text</p>');
    expect(sanitizeAnswer('<style>p { display: none }</style><p>Visible</p>')).toBe('<p>Visible</p>');
    expect(sanitizeAnswer('<iframe src="https://evil.example"></iframe><p>After</p>')).toBe('<p>After</p>');
    expect(sanitizeAnswer('<img src=x onerror="alert(1)">Caption')).toBe('Caption');
  });

  it('drops event handlers and style attributes, keeps the element', () => {
    expect(sanitizeAnswer('<p onclick="alert(1)" style="color:red" class="x">Hi</p>')).toBe('<p>Hi</p>');
    expect(sanitizeAnswer('<strong onmouseover="steal()">Bold</strong>')).toBe('<strong>Bold</strong>');
  });

  it('nested tricks do not rebuild a script tag', () => {
    const out = sanitizeAnswer('<scr<script>ipt>alert(1)</scr</script>ipt>');
    expect(out).not.toMatch(/<\s*script/i);
    expect(sanitizeAnswer('<<script>script>alert(1)<</script>/script>')).not.toMatch(/<\s*script/i);
  });

  it.each([
    ['javascript:', '<a href="javascript:alert(1)">x</a>'],
    ['JavaScript: in mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['entity-encoded javascript:', '<a href="&#106;&#97;vascript:alert(1)">x</a>'],
    ['hex entities and a tab', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
    ['data:', '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>'],
    ['protocol-relative', '<a href="//evil.example/">x</a>'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>'],
  ])('a %s link loses its href, keeps its text', (_name, html) => {
    const out = sanitizeAnswer(html);
    expect(out).not.toMatch(/href/);
    expect(out).toContain('>x</a>');
  });

  it('http, https and mailto links stay, with rel and target set whatever was sent', () => {
    for (const href of ['http://example.com/a?b=1', 'https://example.com/', 'mailto:support@example.com']) {
      expect(sanitizeAnswer(`<a href="${href}" rel="opener" target="_self" title="t">Link</a>`)).toBe(
        `<a href="${href.replace('&', '&amp;')}" rel="noopener noreferrer" target="_blank">Link</a>`,
      );
    }
  });

  it('text with special characters stays readable', () => {
    expect(answerText(sanitizeAnswer('<p>Q&A: 1 < 2 > 0</p><p>Två</p>'))).toBe('Q&A: 1 < 2 > 0Två');
  });

  it('an answer that sanitizes to nothing is REQUIRED; a long one TOO_LONG', () => {
    expect(validateQuestion({ question: 'Q', answer: '<script>alert(1)</script><p> </p>' }).fields).toEqual({
      answer: 'REQUIRED',
    });
    expect(validateQuestion({ question: 'Q', answer: `<p>${'a'.repeat(20_000)}</p>` }).fields).toEqual({
      answer: 'TOO_LONG',
    });
    expect(validateQuestion({ question: ' ', answer: '<p>ok</p>' }).fields).toEqual({ question: 'REQUIRED' });
  });
});

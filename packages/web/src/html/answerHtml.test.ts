import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { plainText, sanitizeAnswer } from '.';

// no document is ever made of an answer: it is read as a stream of tags and text (a document, even an inert
// one, makes the browser check inline handlers against the Content-Security-Policy)
const madeDocument = vi.fn();
beforeEach(() => {
  madeDocument.mockReset();
  vi.stubGlobal('DOMParser', function DOMParser() {
    madeDocument();
  });
  vi.spyOn(document, 'createElement').mockImplementation((tag: string) => {
    madeDocument(tag);
    throw new Error('no element may be made');
  });
});
afterEach(() => {
  expect(madeDocument).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FAQ answers in the browser', () => {
  it('keep paragraphs, emphasis, lists and safe links only', () => {
    const clean = sanitizeAnswer(
      '<p onclick="steal()">Press <strong>SOS</strong><script>alert(1)</script></p>' +
        '<img src=x onerror="alert(2)"><ul><li><a href="javascript:alert(3)">bad</a></li>' +
        '<li><a href="https://vakt.app/help" style="color:red" data-x="1">good</a></li></ul><iframe src="https://evil">x</iframe>',
    );
    expect(clean).not.toMatch(/script|onerror|onclick|javascript|<img|iframe|style=|data-x|alert/);
    expect(clean).toContain('<p>Press <strong>SOS</strong></p>');
    expect(clean).toContain('<a>bad</a>');
    expect(clean).toContain('<a href="https://vakt.app/help" target="_blank" rel="noopener noreferrer">good</a>');
    expect(sanitizeAnswer('<a href="mailto:support@vakt.app">mail</a>')).toContain('href="mailto:support@vakt.app"');
  });

  it('escape every text and attribute they keep, so nothing read as text becomes markup', () => {
    expect(sanitizeAnswer('<p>1 &lt; 2 &amp;&amp; <b>"x"</b></p>')).toBe('<p>1 &lt; 2 &amp;&amp; <b>"x"</b></p>');
    expect(sanitizeAnswer('<a href="https://x.test/?a=1&amp;b=&quot;2&quot;">q</a>')).toContain(
      'href="https://x.test/?a=1&amp;b=&quot;2&quot;"',
    );
    expect(sanitizeAnswer('<p>open <em>never closed')).toBe('<p>open <em>never closed</em></p>');
    expect(sanitizeAnswer('line<br>next<br/>end')).toBe('line<br>next<br>end');
    expect(sanitizeAnswer('<!-- hidden --><P>Upper</P>')).toBe('<p>Upper</p>');
  });

  it('take HTML down to its words without keeping any of it', () => {
    expect(plainText('<p>One&nbsp;&amp; two</p><ul><li>three</li><li>four</li></ul>')).toBe('One & two three four');
    expect(plainText('<img src=x onerror="window.ran = true"><script>window.ran = true</script>ok')).toBe('ok');
    expect(plainText('a < b and c > d')).toBe('a < b and c > d');
  });
});

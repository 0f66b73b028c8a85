import { Parser } from 'htmlparser2';

// The platform's allow-list for FAQ answers (docs/rest-contract.md, "Help center"): the console checks again.
const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a']);
const SAFE_HREF = /^(?:https?:|mailto:)/i;
/** Elements whose content is code or hidden, never text to keep. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'svg',
  'math',
  'title',
  'textarea',
  'select',
]);
/** Elements that end a line: their text is not run into the next one. */
const BLOCKS = new Set(['p', 'br', 'li', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'ul', 'ol']);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/**
 * Reads markup as a stream of tags and text, without building a document: an attribute such as
 * `onerror` is only ever a string here, so nothing is compiled, run or loaded (a document, even an inert
 * DOMParser one, makes the browser check inline handlers against the Content-Security-Policy).
 */
function walk(
  html: string,
  on: {
    open: (name: string, attributes: Record<string, string>) => void;
    close: (name: string) => void;
    text: (text: string) => void;
  },
) {
  let dropped = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (DROPPED_WITH_CONTENT.has(name)) dropped += 1;
        else if (dropped === 0) on.open(name, attributes);
      },
      onclosetag(name) {
        if (DROPPED_WITH_CONTENT.has(name)) dropped -= 1;
        else if (dropped === 0) on.close(name);
      },
      ontext(text) {
        if (dropped === 0) on.text(text);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
}

/**
 * An FAQ answer's HTML with nothing but paragraphs, breaks, emphasis, lists and links to http(s) or
 * mailto, which open apart from the console. Written anew from the allowed tags and the text: any other
 * tag, attribute or comment is left out, and every text is escaped.
 */
export function sanitizeAnswer(html: string): string {
  let out = '';
  walk(html, {
    open(name, attributes) {
      if (!ALLOWED_TAGS.has(name)) return;
      if (name !== 'a') {
        out += `<${name}>`;
        return;
      }
      const href = attributes.href?.trim();
      out +=
        href && SAFE_HREF.test(href)
          ? `<a href="${escapeAttribute(href)}" target="_blank" rel="noopener noreferrer">`
          : '<a>';
    },
    close(name) {
      if (ALLOWED_TAGS.has(name) && name !== 'br') out += `</${name}>`;
    },
    text(text) {
      out += escapeText(text);
    },
  });
  return out;
}

/** A text that may hold HTML (a help-center answer) as its plain words; markup is never rendered. */
export function plainText(text: string): string {
  if (!/<[a-z!/][^>]*>|&[#a-z0-9]+;/i.test(text)) return text;
  let out = '';
  walk(text, {
    open(name) {
      if (BLOCKS.has(name)) out += ' ';
    },
    close(name) {
      if (BLOCKS.has(name)) out += ' ';
    },
    text(part) {
      out += part;
    },
  });
  return out.replace(/\s+/g, ' ').trim();
}

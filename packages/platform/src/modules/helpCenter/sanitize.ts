import sanitizeHtml from 'sanitize-html';

/**
 * FAQ answers are HTML from the admin's editor; only this allow-list is stored (contract "Help center").
 * Links keep http, https and mailto targets only and always open in a new tab without an opener.
 */
const ANSWER_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a'],
  // rel and target are set by transformTags below; whatever the input held is overwritten.
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer', target: '_blank' } }),
  },
};

const TEXT_ONLY: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&amp;': '&' };

export function sanitizeAnswer(html: string): string {
  return sanitizeHtml(html, ANSWER_OPTIONS).trim();
}

/** The words a reader sees (tags dropped, entities decoded): an answer without any is empty. */
export function answerText(html: string): string {
  return sanitizeHtml(html, TEXT_ONLY)
    .replace(/&(lt|gt|quot|amp);/g, (entity) => ENTITIES[entity]!)
    .replace(/\s+/g, ' ')
    .trim();
}

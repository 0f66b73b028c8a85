import DOMPurify from 'dompurify';

// The platform's allow-list for FAQ answers (docs/rest-contract.md, "Help center"): the console checks again.
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a'];
const ALLOWED_ATTR = ['href', 'target', 'rel'];
const SAFE_HREF = /^(?:https?:|mailto:)/i;

let hooked = false;

function purifier() {
  if (!hooked) {
    // links keep http(s) and mailto only, and open apart from the console
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName !== 'A') return;
      const href = node.getAttribute('href');
      node.removeAttribute('target');
      node.removeAttribute('rel');
      if (href === null) return;
      if (!SAFE_HREF.test(href.trim())) {
        node.removeAttribute('href');
        return;
      }
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    });
    hooked = true;
  }
  return DOMPurify;
}

/** An FAQ answer's HTML with nothing but paragraphs, breaks, emphasis, lists and safe links. */
export function sanitizeAnswer(html: string): string {
  return purifier().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}

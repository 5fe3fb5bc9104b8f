import sanitizeHtml from 'sanitize-html';

/**
 * Candidate analysis is written in the admin's rich-text editor (Quill). It is sanitized here, on write,
 * with an allowlist of exactly what that editor produces; links may only be http, https, mailto or tel,
 * and images only inline PNG, GIF, JPEG, BMP or icon data. Text that does not start with a tag is plain
 * text and is shown as text, so it is stored as written.
 */
const INLINE_IMAGE = /^data:image\/(png|gif|jpeg|bmp|x-icon);base64,[a-z0-9+/=\s]+$/i;
const QUILL_CLASS =
  /^ql-(align-(center|right|justify)|indent-[1-8]|font-(serif|monospace)|size-(small|large|huge))$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'a',
    'ol',
    'ul',
    'li',
    'span',
    'img',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'], '*': ['class'] },
  allowedClasses: { '*': [QUILL_CLASS] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  exclusiveFilter: (frame) => frame.tag === 'img' && !INLINE_IMAGE.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
};

export function sanitizeRichText(text: string): string {
  const trimmed = text.trim();
  return trimmed.startsWith('<') ? sanitizeHtml(trimmed, OPTIONS) : trimmed;
}

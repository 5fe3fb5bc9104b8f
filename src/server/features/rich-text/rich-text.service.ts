import sanitizeHtml from 'sanitize-html';
import { INLINE_IMAGE_MAX_BYTES } from '../../../shared/constants/limits';
import {
  RICH_TEXT_FONTS,
  RICH_TEXT_HEADER_LEVELS,
  RICH_TEXT_IMAGE_TYPES,
  RICH_TEXT_LINK_PROTOCOLS,
  RICH_TEXT_MAX_INDENT,
  RICH_TEXT_SIZES,
} from '../../../shared/constants/rich-text';

/*
 * Candidate analysis is written in the admin's Quill 2 editor (spec part 1 §9) and sanitized here, on
 * write, with an allowlist of exactly what that editor writes (`quill.root.innerHTML`):
 * - blocks: p, h1–h3 and lists, which Quill writes as one <ol> whose items say `data-list="bullet"` or
 *   `"ordered"`; blocks may carry `ql-indent-1` … `ql-indent-8`;
 * - inline: strong, em, u, links, and spans or those tags with `ql-font-*` / `ql-size-*` classes;
 * - links: absolute http(s), mailto and tel only, always opened as Quill does, in a new tab with
 *   rel="noopener noreferrer";
 * - images: inline data: URIs of the listed types, up to INLINE_IMAGE_MAX_BYTES.
 * Everything else goes; the text inside a dropped tag stays, except in tags whose content is code or
 * markup (script, style, svg…). Normalisations: void tags are written `<br />`; Quill's empty list marker
 * spans (`<span class="ql-ui">`, which Quill recreates on load) and other bare spans are unwrapped; b and i
 * become strong and em, as Quill itself would read them; the semantic form of lists (ul/ol nesting, Quill's
 * getSemanticHTML) is kept.
 */

const BLOCK_TAGS = ['p', ...RICH_TEXT_HEADER_LEVELS.map((level) => `h${level}`), 'li'];
const INLINE_TAGS = ['span', 'strong', 'em', 'u', 'a'];
const LIST_TYPES = ['bullet', 'ordered'];

const INDENT_CLASS = new RegExp(`^ql-indent-[1-${RICH_TEXT_MAX_INDENT}]$`);
const FONT_CLASS = new RegExp(`^ql-font-(${RICH_TEXT_FONTS.join('|')})$`);
const SIZE_CLASS = new RegExp(`^ql-size-(${RICH_TEXT_SIZES.join('|')})$`);

/** A link's address must start with an allowed scheme: relative and protocol-relative ones go too. */
const LINK = new RegExp(`^(${RICH_TEXT_LINK_PROTOCOLS.join('|')}):`, 'i');
/** The page's content may also link to the site's own pages by their path ('/learningLib', never '//…'). */
const LINK_OR_SITE_PATH = new RegExp(`${LINK.source}|^/(?!/)`, 'i');
const INLINE_IMAGE = new RegExp(
  `^data:(${RICH_TEXT_IMAGE_TYPES.join('|')});base64,([A-Za-z0-9+/]+={0,2})$`,
  'i',
);

/** Base64 carries 3 bytes in every 4 characters, less its `=` padding. */
const decodedSize = (base64: string) => (base64.length * 3) / 4 - (base64.match(/=+$/)?.[0].length ?? 0);

function isInlineImage(src = '') {
  const base64 = INLINE_IMAGE.exec(src)?.[2];
  return base64 !== undefined && decodedSize(base64) <= INLINE_IMAGE_MAX_BYTES;
}

/** Tags whose content is code or markup rather than text: it goes with them. */
const NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'title',
  'xmp',
  'iframe',
  'object',
  'svg',
  'math',
];

const optionsFor = (link: RegExp): sanitizeHtml.IOptions => ({
  allowedTags: [...BLOCK_TAGS, 'ol', 'ul', 'br', ...INLINE_TAGS, 'img'],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'class'],
    img: ['src', 'alt', 'width', 'height'],
    li: ['data-list', 'class'],
    ...Object.fromEntries(BLOCK_TAGS.filter((tag) => tag !== 'li').map((tag) => [tag, ['class']])),
    ...Object.fromEntries(INLINE_TAGS.filter((tag) => tag !== 'a').map((tag) => [tag, ['class']])),
  },
  allowedClasses: {
    ...Object.fromEntries(BLOCK_TAGS.map((tag) => [tag, [INDENT_CLASS]])),
    ...Object.fromEntries(INLINE_TAGS.map((tag) => [tag, [FONT_CLASS, SIZE_CLASS]])),
  },
  allowedSchemes: [...RICH_TEXT_LINK_PROTOCOLS],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  nonTextTags: NON_TEXT_TAGS,
  transformTags: {
    b: 'strong',
    i: 'em',
    a: (tagName, { href, ...attribs }) => ({
      tagName,
      // Spread first, so Quill's own attribute order (href, rel, target) is kept.
      attribs: {
        ...(href !== undefined && link.test(href) ? { href } : {}),
        ...attribs,
        target: '_blank',
        rel: 'noopener noreferrer',
      },
    }),
    li: (tagName, attribs) => ({
      tagName,
      attribs: LIST_TYPES.includes(attribs['data-list'] ?? '')
        ? attribs
        : Object.fromEntries(Object.entries(attribs).filter(([name]) => name !== 'data-list')),
    }),
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img') return !isInlineImage(frame.attribs.src);
    // A span with no format left is only a wrapper (or Quill's list marker): its content stays.
    if (frame.tag === 'span' && Object.keys(frame.attribs).length === 0) return 'excludeTag';
    return false;
  },
});
const OPTIONS = optionsFor(LINK);
const SITE_OPTIONS = optionsFor(LINK_OR_SITE_PATH);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain text as one paragraph of the editor's HTML: its characters escaped, its line breaks kept. */
const plainTextToHtml = (text: string) => `<p>${text.split(/\r?\n/).map(escapeText).join('<br />')}</p>`;

/**
 * The analysis as it is stored. Readers (the candidate page, spec part 2 §4) show text that starts with
 * a tag as HTML and anything else as plain text, so every value stored here is safe either way:
 * - HTML is sanitized; should nothing tag-like be left at its start, it is wrapped in a <div>, so it is
 *   still read as the HTML it now is;
 * - plain text without `<` or `&` holds no markup under any reading and is kept as written;
 * - other plain text becomes a paragraph with those characters escaped, so it reads the same.
 * With `sitePaths` (the page's content), a link may also be a path on this site ('/learningLib').
 */
export function sanitizeRichText(text: string, { sitePaths = false } = {}): string {
  const trimmed = text.trim();
  if (!trimmed.startsWith('<')) return /[<&]/.test(trimmed) ? plainTextToHtml(trimmed) : trimmed;
  const sanitized = sanitizeHtml(trimmed, sitePaths ? SITE_OPTIONS : OPTIONS).trim();
  return sanitized === '' || sanitized.startsWith('<') ? sanitized : `<div>${sanitized}</div>`;
}

/**
 * Spec part 1 §9, the rich-text editor of the candidate analysis (Quill 2): what its toolbar offers.
 * The editor is configured from these and the server's sanitizer allows exactly what they produce.
 */
export const RICH_TEXT_HEADER_LEVELS = [1, 2, 3] as const;
export const RICH_TEXT_FONTS = ['serif', 'monospace'] as const;
export const RICH_TEXT_SIZES = ['small', 'large', 'huge'] as const;
export const RICH_TEXT_MAX_INDENT = 8;
export const RICH_TEXT_LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;
export const RICH_TEXT_IMAGE_TYPES = [
  'image/png',
  'image/gif',
  'image/jpeg',
  'image/bmp',
  'image/x-icon',
] as const;
/** Quill's names of the formats above: given as the editor's `formats`, pasted text keeps no others. */
export const RICH_TEXT_FORMATS = [
  'header',
  'bold',
  'italic',
  'underline',
  'link',
  'list',
  'indent',
  'font',
  'size',
  'image',
] as const;

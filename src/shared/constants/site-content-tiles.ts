import type { TTranslations } from './translations';

// The tiles of the About page and the voter checklist (ADR 47): a title and a teaser, and a panel of rich text
// the tile opens. Apart from site-content.ts, so the home page's first chunk does not carry them.

/** The icons a tile can carry, mapped in content/tile-icons.ts (the two pages' chunks). */
export const TILE_ICONS = [
  'target',
  'puzzle',
  'lightbulb',
  'wrench',
  'video',
  'calendar-clock',
  'id-card',
  'vote',
  'package',
  'list-ordered',
  'shield-user',
] as const;
export type TTileIcon = (typeof TILE_ICONS)[number];

export const TILE_TRANSLATED_FIELDS = ['title', 'teaser', 'body'] as const;
type TTileTexts = {
  title: string;
  teaser: string;
  /** The panel: the rich-text editor's HTML, sanitized by the server on write. */
  body: string;
};
/** A tile; the featured one is drawn first and across the page. */
export type TTile = TTileTexts & {
  icon: TTileIcon;
  featured: boolean;
  translations: TTranslations<TTileTexts>;
};
export type TTilesContent = { tiles: TTile[] };

export const TILES_MAX = 12;
export const TILE_TEASER_MAX = 200;
/** As long as a candidate's analysis may be (the same editor, inline images included). */
export const TILE_BODY_MAX = 50_000;

import type { TDeadlinesContent, TForCandidatesContent } from './site-content-later-sections';
import type { TResourcesContent } from './site-content-resources';
import type { TTilesContent } from './site-content-tiles';
import type { TTranslations } from './translations';

// The zod-free half of src/shared/schemas/site-content.ts (ADR 47): the page's fixed content as data, which
// the pages read without loading zod (ADR 29).

/**
 * The sections an admin edits at /admin/content, each a row of `site_content`. Their names as a value are in
 * the schema (SITE_CONTENT_SECTIONS), which alone needs them: here they would ride in the home page's chunk.
 */
export type TSiteContentSection = keyof TSiteContent;

/**
 * The icons a content item can carry (lucide names), each drawn by the client (content/content-icons.ts). Every
 * one is in the home page's JavaScript, so the set stays small (the budget of scripts/check-size.mjs).
 */
export const CONTENT_ICONS = ['compass', 'search-check', 'building-2', 'hand-fist', 'vote'] as const;
export type TContentIcon = (typeof CONTENT_ICONS)[number];

/** A mission card's texts, in English and, in `translations`, the guide's other languages (ADR 44). */
export const MISSION_CARD_TRANSLATED_FIELDS = ['title', 'text'] as const;
type TMissionCardTexts = { title: string; text: string };
export type TMissionCard = TMissionCardTexts & {
  icon: TContentIcon;
  translations: TTranslations<TMissionCardTexts>;
};
export type TMissionContent = { cards: TMissionCard[] };

/** Each section's content as stored and answered. */
export type TSiteContent = {
  mission: TMissionContent;
  resources: TResourcesContent;
  deadlines: TDeadlinesContent;
  forCandidates: TForCandidatesContent;
  about: TTilesContent;
  voterChecklist: TTilesContent;
};

/** How many cards the mission section holds at most (it is a row of four on a wide screen). */
export const MISSION_CARDS_MAX = 8;
export const CONTENT_TITLE_MAX = 80;
export const CONTENT_TEXT_MAX = 600;

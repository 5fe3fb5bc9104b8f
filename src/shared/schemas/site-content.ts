import { z } from 'zod';
import {
  type TSiteContentSection,
  CONTENT_ICONS,
  CONTENT_TEXT_MAX,
  CONTENT_TITLE_MAX,
  MISSION_CARDS_MAX,
} from '../constants/site-content';
import {
  CONTENT_URL_MAX,
  RESOURCE_GROUPS_MAX,
  RESOURCE_ICONS,
  RESOURCE_LINKS_MAX,
} from '../constants/site-content-resources';
import { DEADLINE_TEXT_MAX, OFFER_ICONS, OFFERS_MAX } from '../constants/site-content-later-sections';
import { TILE_BODY_MAX, TILE_ICONS, TILE_TEASER_MAX, TILES_MAX } from '../constants/site-content-tiles';
import { requiredText, text, tooLongMessage } from './fields';
import { translationsInputOf, ZLanguageQuerySchema } from './translations';

/*
 * The page's fixed content as data (issue 25 point 3, ADR 47): one schema per section, shaped like the
 * section (its items, their texts' lengths, an icon from a fixed set). Every text is written per language
 * like a record's (ADR 44): English in the item's fields, the other languages in its `translations`.
 */

const ZIconSchema = z.enum(CONTENT_ICONS, { message: `icon must be one of: ${CONTENT_ICONS.join(', ')}` });

/** A translation may be blank: it is then stored as missing, and the page shows the English text. */
const translatedText = (max: number) => text().trim().max(max, tooLongMessage(max));

const MISSION_CARD_TEXTS = { title: requiredText(CONTENT_TITLE_MAX), text: requiredText(CONTENT_TEXT_MAX) };
const MISSION_CARD_TRANSLATIONS = {
  title: translatedText(CONTENT_TITLE_MAX),
  text: translatedText(CONTENT_TEXT_MAX),
};

const ZMissionCardSchema = z
  .object({
    icon: ZIconSchema,
    ...MISSION_CARD_TEXTS,
    translations: translationsInputOf(MISSION_CARD_TRANSLATIONS).default({}),
  })
  .strict();

const ZMissionContentSchema = z
  .object({
    cards: z
      .array(ZMissionCardSchema)
      .min(1, 'needs at least one card')
      .max(MISSION_CARDS_MAX, `holds at most ${MISSION_CARDS_MAX} cards`),
  })
  .strict();

const LINK_TEXTS = { name: requiredText(CONTENT_TITLE_MAX), description: requiredText(CONTENT_TEXT_MAX) };
const LINK_TRANSLATIONS = {
  name: translatedText(CONTENT_TITLE_MAX),
  description: translatedText(CONTENT_TEXT_MAX),
};

/** A web page (http or https) or a phone number to call (`tel:`, like the Election Protection hotline). */
const ZLinkUrlSchema = z
  .url({ protocol: /^(https?|tel)$/, message: 'must be a link starting with https://, http:// or tel:' })
  .max(CONTENT_URL_MAX, tooLongMessage(CONTENT_URL_MAX));

const ZResourceLinkSchema = z
  .object({
    ...LINK_TEXTS,
    url: ZLinkUrlSchema,
    properName: z.boolean().optional(),
    translations: translationsInputOf(LINK_TRANSLATIONS).default({}),
  })
  .strict();

const ZResourceGroupSchema = z
  .object({
    icon: z.enum(RESOURCE_ICONS, { message: `icon must be one of: ${RESOURCE_ICONS.join(', ')}` }),
    title: requiredText(CONTENT_TITLE_MAX),
    translations: translationsInputOf({ title: translatedText(CONTENT_TITLE_MAX) }).default({}),
    links: z
      .array(ZResourceLinkSchema)
      .min(1, 'needs at least one link')
      .max(RESOURCE_LINKS_MAX, `holds at most ${RESOURCE_LINKS_MAX} links`),
  })
  .strict();

const ZResourcesContentSchema = z
  .object({
    groups: z
      .array(ZResourceGroupSchema)
      .min(1, 'needs at least one group')
      .max(RESOURCE_GROUPS_MAX, `holds at most ${RESOURCE_GROUPS_MAX} groups`),
  })
  .strict();

/** A deadline card's text while the next election has no date for it: 'Deadlines vary - don't wait!'. */
const ZDeadlineFallbackSchema = z
  .object({
    text: requiredText(DEADLINE_TEXT_MAX),
    translations: translationsInputOf({ text: translatedText(DEADLINE_TEXT_MAX) }).default({}),
  })
  .strict();

const ZDeadlinesContentSchema = z
  .object({
    registration: ZDeadlineFallbackSchema,
    earlyVoting: ZDeadlineFallbackSchema,
    mailBallotRequest: ZDeadlineFallbackSchema,
  })
  .strict();

const ZOfferSchema = z
  .object({
    icon: z.enum(OFFER_ICONS, { message: `icon must be one of: ${OFFER_ICONS.join(', ')}` }),
    ...MISSION_CARD_TEXTS,
    translations: translationsInputOf(MISSION_CARD_TRANSLATIONS).default({}),
  })
  .strict();

/** Blank: the deployment's intake form (CANDIDATE_FORM_URL) or our contact form. */
const ZCallToActionUrlSchema = z.union(
  [
    z.literal(''),
    z
      .url({ protocol: /^https?$/, message: 'must be blank or a link starting with https:// or http://' })
      .max(CONTENT_URL_MAX, tooLongMessage(CONTENT_URL_MAX)),
  ],
  { message: 'must be blank or a link starting with https:// or http://' },
);

const ZForCandidatesContentSchema = z
  .object({
    offers: z
      .array(ZOfferSchema)
      .min(1, 'needs at least one offer')
      .max(OFFERS_MAX, `holds at most ${OFFERS_MAX} offers`),
    callToAction: z
      .object({
        label: requiredText(CONTENT_TITLE_MAX),
        url: z.string().trim().pipe(ZCallToActionUrlSchema),
        translations: translationsInputOf({ label: translatedText(CONTENT_TITLE_MAX) }).default({}),
      })
      .strict(),
  })
  .strict();

/**
 * A tile of the About page or the voter checklist. Its body is the rich-text editor's HTML, which the server
 * sanitizes on write (a tile's body, like a candidate's analysis, keeps only what the editor writes).
 */
const ZTileSchema = z
  .object({
    icon: z.enum(TILE_ICONS, { message: `icon must be one of: ${TILE_ICONS.join(', ')}` }),
    featured: z.boolean().default(false),
    title: requiredText(CONTENT_TITLE_MAX),
    teaser: requiredText(TILE_TEASER_MAX),
    body: requiredText(TILE_BODY_MAX),
    translations: translationsInputOf({
      title: translatedText(CONTENT_TITLE_MAX),
      teaser: translatedText(TILE_TEASER_MAX),
      body: translatedText(TILE_BODY_MAX),
    }).default({}),
  })
  .strict();

const ZTilesContentSchema = z
  .object({
    tiles: z
      .array(ZTileSchema)
      .min(1, 'needs at least one tile')
      .max(TILES_MAX, `holds at most ${TILES_MAX} tiles`)
      .refine((tiles) => tiles.filter((tile) => tile.featured).length <= 1, 'may feature one tile at most'),
  })
  .strict();

/** What an admin saves: a section and its whole content. */
export const ZSiteContentWriteSchema = z.discriminatedUnion('section', [
  z.object({ section: z.literal('mission'), content: ZMissionContentSchema }).strict(),
  z.object({ section: z.literal('resources'), content: ZResourcesContentSchema }).strict(),
  z.object({ section: z.literal('deadlines'), content: ZDeadlinesContentSchema }).strict(),
  z.object({ section: z.literal('forCandidates'), content: ZForCandidatesContentSchema }).strict(),
  z.object({ section: z.literal('about'), content: ZTilesContentSchema }).strict(),
  z.object({ section: z.literal('voterChecklist'), content: ZTilesContentSchema }).strict(),
]);
export type TSiteContentWrite = z.input<typeof ZSiteContentWriteSchema>;

/** The sections an admin edits at /admin/content, each a row of `site_content` (its check lists the same). */
const SITE_CONTENT_SECTIONS = [
  'mission',
  'resources',
  'deadlines',
  'forCandidates',
  'about',
  'voterChecklist',
] as const satisfies readonly TSiteContentSection[];

/** A public read of one section, in a language. */
export const ZSiteContentReadSchema = ZLanguageQuerySchema.extend({ section: z.enum(SITE_CONTENT_SECTIONS) });

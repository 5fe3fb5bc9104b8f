import type { TTranslations } from './translations';

// The resources section of the page's fixed content (ADR 47), apart from site-content.ts: the mission cards'
// constants are in the home page's first chunk, these only in its later sections' and the admin's.

/**
 * The icons a resource group can carry: not in CONTENT_ICONS, since the resources are drawn in the home page's
 * lazily loaded sections, which map them (content/resource-icons.ts) without growing the home page's entry.
 */
export const RESOURCE_ICONS = [
  'notebook-pen',
  'clipboard-list',
  'shield-check',
  'handshake',
  'book-open',
] as const;
export type TResourceIcon = (typeof RESOURCE_ICONS)[number];

/** A resource group's title and a link's texts, in English and in `translations` (ADR 44). */
export const RESOURCE_GROUP_TRANSLATED_FIELDS = ['title'] as const;
export const RESOURCE_LINK_TRANSLATED_FIELDS = ['name', 'description'] as const;
type TResourceLinkTexts = { name: string; description: string };
/**
 * A link (spec part 2 §3): a web address or a `tel:` number. A `properName` (an organisation's own name,
 * like Power the Polls) is the same in every language: never marked untranslated, never reworded.
 */
export type TResourceLink = TResourceLinkTexts & {
  url: string;
  properName?: boolean;
  translations: TTranslations<TResourceLinkTexts>;
};
export type TResourceGroup = {
  icon: TResourceIcon;
  title: string;
  translations: TTranslations<{ title: string }>;
  links: TResourceLink[];
};
export type TResourcesContent = { groups: TResourceGroup[] };

/** How many groups and links the section holds at most, and a link's length. */
export const RESOURCE_GROUPS_MAX = 12;
export const RESOURCE_LINKS_MAX = 12;
export const CONTENT_URL_MAX = 500;

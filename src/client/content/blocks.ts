import { type LucideIcon } from 'lucide-react';

/** A link in content: an external page (opens in a new tab), a `tel:` number or an internal route. */
export type TContentLink = { name: string; href: string; desc?: string };

/** The building blocks of a text panel, so editors write content, not markup. */
export type TContentBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'links'; title: string; links: TContentLink[] };

/** A tile on the about and voter-readiness pages: a title and teaser, and the panel it opens. */
export type TInfoTile = {
  id: string;
  title: string;
  teaser: string;
  /** Shown decoratively beside the title. */
  icon: LucideIcon;
  /** The overarching tile is shown first and larger. */
  isFeatured?: boolean;
  body: TContentBlock[];
};

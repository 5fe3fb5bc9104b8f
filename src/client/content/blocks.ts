import type { MessageDescriptor } from '@lingui/core';

/**
 * A text in content: a message of the catalog (`msg`…``), shown in the page's language, or a string shown
 * as it is written (a proper name, or content not yet in the catalog).
 */
export type TContentText = MessageDescriptor | string;

/** A link in content: an external page (opens in a new tab), a `tel:` number or an internal route. */
type TContentLink = { name: TContentText; href: string; desc?: TContentText };

/** The building blocks of a text panel, so editors write content, not markup. */
export type TContentBlock =
  | { kind: 'paragraph'; text: TContentText }
  | { kind: 'list'; items: TContentText[] }
  | { kind: 'links'; title: TContentText; links: TContentLink[] };

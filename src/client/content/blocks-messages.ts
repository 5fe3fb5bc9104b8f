import type { I18n, MessageDescriptor } from '@lingui/core';
import type { TContentBlock, TContentLink, TInfoTile } from './blocks';

/**
 * Content blocks as the catalog holds them: every visible text a message (ADR 43), read in the page's
 * language by `translateBlocks` and `translateTiles` into the blocks the shared components draw.
 */
export type TContentLinkMessages = { name: MessageDescriptor; href: string; desc?: MessageDescriptor };

export type TContentBlockMessages =
  | { kind: 'paragraph'; text: MessageDescriptor }
  | { kind: 'list'; items: MessageDescriptor[] }
  | { kind: 'links'; title: MessageDescriptor; links: TContentLinkMessages[] };

export type TInfoTileMessages = Omit<TInfoTile, 'title' | 'teaser' | 'body'> & {
  title: MessageDescriptor;
  teaser: MessageDescriptor;
  body: TContentBlockMessages[];
};

function translateLink(i18n: I18n, link: TContentLinkMessages): TContentLink {
  return {
    name: i18n._(link.name),
    href: link.href,
    ...(link.desc && { desc: i18n._(link.desc) }),
  };
}

export function translateBlocks(i18n: I18n, blocks: TContentBlockMessages[]): TContentBlock[] {
  return blocks.map((block): TContentBlock => {
    switch (block.kind) {
      case 'paragraph':
        return { kind: 'paragraph', text: i18n._(block.text) };
      case 'list':
        return { kind: 'list', items: block.items.map((item) => i18n._(item)) };
      case 'links':
        return {
          kind: 'links',
          title: i18n._(block.title),
          links: block.links.map((link) => translateLink(i18n, link)),
        };
    }
  });
}

export function translateTiles(i18n: I18n, tiles: TInfoTileMessages[]): TInfoTile[] {
  return tiles.map((tile) => ({
    ...tile,
    title: i18n._(tile.title),
    teaser: i18n._(tile.teaser),
    body: translateBlocks(i18n, tile.body),
  }));
}

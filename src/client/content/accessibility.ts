import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TContentBlock } from './blocks';

/** The accessibility statement at /accessibility: what we aim for, how we check it, how to tell us. */
export const ACCESSIBILITY_PAGE = {
  title: msg`Accessibility`,
  subtitle: msg`Everyone should be able to find out who is on their ballot.`,
  updated: msg`Last reviewed on November 27, 2026.`,
} as const;

export const ACCESSIBILITY_SECTIONS: Array<{
  id: string;
  title: MessageDescriptor;
  blocks: TContentBlock[];
}> = [
  {
    id: 'target',
    title: msg`Our target`,
    blocks: [
      {
        kind: 'paragraph',
        text: msg`We aim for the guide to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, on phones and on computers, with a keyboard, a screen reader or zoom.`,
      },
    ],
  },
  {
    id: 'testing',
    title: msg`How we test it`,
    blocks: [
      {
        kind: 'list',
        items: [
          msg`Every page of the site is checked by the axe accessibility engine against the WCAG 2.2 A and AA rules, at a phone width and at a desktop width, each time the guide changes. A change with a serious problem is not published.`,
          msg`The address search, the menus, the video player, the candidate pages, my ballot and the forms are tested with the keyboard alone.`,
          msg`Most public pages are drawn by our server, so their text can be read before any of their code has loaded.`,
          msg`Every page is checked at a phone's width for content that would make it scroll sideways.`,
        ],
      },
    ],
  },
  {
    id: 'limits',
    title: msg`What we know is not perfect`,
    blocks: [
      {
        kind: 'list',
        items: [
          msg`The videos play in a player from the site that hosts them, whose controls and captions we do not make.`,
          msg`Links to official election sites and other organizations lead to pages we do not control.`,
        ],
      },
    ],
  },
  {
    id: 'report',
    title: msg`Tell us about a barrier`,
    blocks: [
      {
        kind: 'paragraph',
        text: msg`If something on the guide is hard or impossible for you to use, please tell us what you were trying to do and on which page. We read every message and answer those that leave an email.`,
      },
      {
        kind: 'links',
        title: msg`Contact`,
        links: [
          { name: msg`Send us a message`, href: '/feedback', desc: msg`The contact form of this guide.` },
        ],
      },
    ],
  },
];

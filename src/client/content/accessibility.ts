import type { TContentBlock } from './blocks';

/** The accessibility statement at /accessibility: what we aim for, how we check it, how to tell us. */
export const ACCESSIBILITY_PAGE = {
  title: 'Accessibility',
  subtitle: 'Everyone should be able to find out who is on their ballot.',
  updated: 'Last reviewed on November 27, 2026.',
} as const;

export const ACCESSIBILITY_SECTIONS: Array<{ id: string; title: string; blocks: TContentBlock[] }> = [
  {
    id: 'target',
    title: 'Our target',
    blocks: [
      {
        kind: 'paragraph',
        text: 'We aim for the guide to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, on phones and on computers, with a keyboard, a screen reader or zoom.',
      },
    ],
  },
  {
    id: 'testing',
    title: 'How we test it',
    blocks: [
      {
        kind: 'list',
        items: [
          'Every page of the site is checked by the axe accessibility engine against the WCAG 2.2 A and AA rules, at a phone width and at a desktop width, each time the guide changes. A change with a serious problem is not published.',
          'The address search, the menus, the video player, the candidate pages, my ballot and the forms are tested with the keyboard alone.',
          'Most public pages are drawn by our server, so their text can be read before any of their code has loaded.',
          "Every page is checked at a phone's width for content that would make it scroll sideways.",
        ],
      },
    ],
  },
  {
    id: 'limits',
    title: 'What we know is not perfect',
    blocks: [
      {
        kind: 'list',
        items: [
          'The videos play in a player from the site that hosts them, whose controls and captions we do not make.',
          'Links to official election sites and other organizations lead to pages we do not control.',
        ],
      },
    ],
  },
  {
    id: 'report',
    title: 'Tell us about a barrier',
    blocks: [
      {
        kind: 'paragraph',
        text: 'If something on the guide is hard or impossible for you to use, please tell us what you were trying to do and on which page. We read every message and answer those that leave an email.',
      },
      {
        kind: 'links',
        title: 'Contact',
        links: [{ name: 'Send us a message', href: '/feedback', desc: 'The contact form of this guide.' }],
      },
    ],
  },
];

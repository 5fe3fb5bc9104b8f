import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
export type TSocialNetwork = 'instagram' | 'tiktok' | 'youtube' | 'x';

export type TSocialLink = { network: TSocialNetwork; name: string; handle: string; url: string };

export type TFooterLink = { label: MessageDescriptor; href: string };

export { SITE_NAME } from '../../shared/page-routes';

export const FOOTER_BLURB = msg`Political education and down-ballot voter guides for people who want a fairer New York. We do the homework on every race so you can vote your values.`;

// The organization's accounts; check them before launch, as they appear on every page.
export const SOCIAL_LINKS: TSocialLink[] = [
  {
    network: 'instagram',
    name: 'Instagram',
    handle: '@progressivevoterguide',
    url: 'https://www.instagram.com/progressivevoterguide/',
  },
  {
    network: 'tiktok',
    name: 'TikTok',
    handle: '@progressivevoterguide',
    url: 'https://www.tiktok.com/@progressivevoterguide',
  },
  {
    network: 'youtube',
    name: 'YouTube',
    handle: '@progressivevoterguide',
    url: 'https://www.youtube.com/@progressivevoterguide',
  },
  { network: 'x', name: 'X', handle: '@progvoterguide', url: 'https://x.com/progvoterguide' },
];

export const QUICK_LINKS: TFooterLink[] = [
  { label: msg`Upcoming Elections`, href: '/#upcomingElections' },
  { label: msg`Find Your Candidates`, href: '/#findCandidates' },
  { label: msg`Video Library`, href: '/learningLib' },
  { label: msg`Resources`, href: '/#resources' },
  { label: msg`Ready to Vote?`, href: '/voter-checklist' },
  { label: msg`About Us`, href: '/about' },
];

export const GET_INVOLVED_LINKS: TFooterLink[] = [
  { label: msg`Contact Us`, href: '/feedback' },
  { label: msg`Work With Us`, href: '/#forCandidates' },
];

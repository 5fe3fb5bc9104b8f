export type TSocialNetwork = 'instagram' | 'tiktok' | 'youtube' | 'x';

export type TSocialLink = { network: TSocialNetwork; name: string; handle: string; url: string };

export type TFooterLink = { label: string; href: string };

export { SITE_NAME } from '../../shared/page-routes';

export const FOOTER_BLURB =
  'Political education and down-ballot voter guides for people who want a fairer New York. We do the homework on every race so you can vote your values.';

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
  { label: 'Upcoming Elections', href: '/#upcomingElections' },
  { label: 'Find Your Candidates', href: '/#findCandidates' },
  { label: 'Video Library', href: '/learningLib' },
  { label: 'Resources', href: '/#resources' },
  { label: 'Ready to Vote?', href: '/voter-checklist' },
  { label: 'About Us', href: '/about' },
];

export const GET_INVOLVED_LINKS: TFooterLink[] = [
  { label: 'Contact Us', href: '/feedback' },
  { label: 'Work With Us', href: '/#forCandidates' },
];

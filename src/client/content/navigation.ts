import type { TPageId } from '../../shared/page-routes';

export type TNavLink = {
  label: string;
  href: string;
  /** The page the link opens, marked as the current page there; null for a section of the home page. */
  page: TPageId | null;
  /** Further pages that belong to the link's part of the site, where it is marked as the current place. */
  section: TPageId[];
};

/** The site's main places, in the header on every page. */
export const MAIN_NAV_LINKS: TNavLink[] = [
  {
    label: 'Find candidates',
    href: '/#findCandidates',
    page: null,
    section: ['candidateSearch', 'addressSearch', 'candidateResult', 'otherKeyStates', 'candidate'],
  },
  {
    label: 'Video Library',
    href: '/learninglib',
    page: 'libraryByCategory',
    section: ['libraryNewest', 'librarySearch'],
  },
  { label: 'Ready to vote?', href: '/voter-checklist', page: 'voterChecklist', section: [] },
  { label: 'About', href: '/about', page: 'about', section: [] },
  { label: 'Feedback', href: '/feedback', page: 'feedback', section: [] },
];

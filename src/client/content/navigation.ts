import type { TPageId } from '../../shared/page-routes';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type TNavLink = {
  label: MessageDescriptor;
  href: string;
  /** The page the link opens, marked as the current page there; null for a section of the home page. */
  page: TPageId | null;
  /** Further pages that belong to the link's part of the site, where it is marked as the current place. */
  section: TPageId[];
};

/** The site's main places, in the header on every page. */
export const MAIN_NAV_LINKS: TNavLink[] = [
  {
    label: msg`Find candidates`,
    href: '/#findCandidates',
    page: null,
    section: ['candidateSearch', 'addressSearch', 'candidateResult', 'otherKeyStates', 'candidate'],
  },
  {
    label: msg`Video Library`,
    href: '/learninglib',
    page: 'libraryByCategory',
    section: ['libraryNewest', 'librarySearch'],
  },
  { label: msg`Ready to vote?`, href: '/voter-checklist', page: 'voterChecklist', section: [] },
  { label: msg`About`, href: '/about', page: 'about', section: [] },
  { label: msg`Feedback`, href: '/feedback', page: 'feedback', section: [] },
];

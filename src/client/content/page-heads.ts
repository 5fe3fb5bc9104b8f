import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TPageId } from '../../shared/page-routes';

/**
 * Each page's <title> (before ' · Progressive Voter Guide') and meta description, in the catalog like the
 * pages' own text (ADR 43): the client sets them as the visitor moves, and the server sends them in the
 * page's language through its render (server-entry.tsx pageHeads).
 */
export type TPageHead = {
  /** Null on the home page, whose title is the site's name alone. */
  title: MessageDescriptor | null;
  description: MessageDescriptor;
};

const LIBRARY_DESCRIPTION = msg`Short videos on elections, government and the issues on the ballot, from the Progressive Voter Guide.`;
const ADMIN_DESCRIPTION = msg`Tools for the administrators of the Progressive Voter Guide.`;

export const PAGE_HEADS: Record<TPageId | 'notFound', TPageHead> = {
  home: {
    title: null,
    description: msg`A progressive voter guide: find the candidates on your ballot, read where they stand and learn how to vote.`,
  },
  about: {
    title: msg`About`,
    description: msg`Who we are: a political-education organisation writing down-ballot voter guides for progressive voters.`,
  },
  voterChecklist: {
    title: msg`Ready to vote?`,
    description: msg`Important dates, voter ID, how to vote, ranked choice voting and your rights as a New York voter.`,
  },
  accessibility: {
    title: msg`Accessibility`,
    description: msg`How the Progressive Voter Guide aims for WCAG 2.2 AA, how we test it, and how to tell us about a barrier.`,
  },
  login: { title: msg`Sign in`, description: msg`Sign in to your Progressive Voter Guide account.` },
  registration: { title: msg`Register`, description: msg`Create a Progressive Voter Guide account.` },
  account: {
    title: msg`Your account`,
    description: msg`Your password and two-factor sign-in for the Progressive Voter Guide.`,
  },
  libraryByCategory: { title: msg`Video Library`, description: LIBRARY_DESCRIPTION },
  libraryNewest: { title: msg`Newest Videos`, description: LIBRARY_DESCRIPTION },
  librarySearch: {
    title: msg`Search Results`,
    description: msg`Videos from the Progressive Voter Guide library that match your search.`,
  },
  adminDashboard: { title: msg`Admin Dashboard`, description: ADMIN_DESCRIPTION },
  adminEditVideo: { title: msg`Edit Video`, description: ADMIN_DESCRIPTION },
  adminCandidates: { title: msg`Candidate Dashboard`, description: ADMIN_DESCRIPTION },
  candidateSearch: {
    title: msg`Your Candidates`,
    description: msg`The races and candidates on the ballot at your address.`,
  },
  addressSearch: {
    title: msg`Find Candidates by Address`,
    description: msg`Enter your address to find the candidates on your ballot.`,
  },
  candidateResult: {
    title: msg`Candidates for Your Address`,
    description: msg`The candidates on the ballot at your address, grouped by office.`,
  },
  otherKeyStates: {
    title: msg`Key Races in Other States`,
    description: msg`Candidates in key races outside New York, grouped by office.`,
  },
  candidate: {
    title: msg`Candidate`,
    description: msg`A candidate's analysis, positions and sources, from the Progressive Voter Guide.`,
  },
  feedback: {
    title: msg`Feedback`,
    description: msg`Tell the Progressive Voter Guide team what works, what does not and what you would like to see.`,
  },
  adminFeedback: { title: msg`Admin Feedback`, description: ADMIN_DESCRIPTION },
  adminElections: { title: msg`Elections`, description: ADMIN_DESCRIPTION },
  adminContent: { title: msg`Page content`, description: ADMIN_DESCRIPTION },
  adminMeasures: { title: msg`Ballot Measures`, description: ADMIN_DESCRIPTION },
  adminImport: { title: msg`Import Candidates`, description: ADMIN_DESCRIPTION },
  adminAudit: { title: msg`Audit Log`, description: ADMIN_DESCRIPTION },
  adminSearch: { title: msg`Google Search`, description: ADMIN_DESCRIPTION },
  adminSearchResults: { title: msg`Admin Search Results`, description: ADMIN_DESCRIPTION },
  sharedBallot: {
    title: msg`A shared ballot`,
    description: msg`A ballot shared from the Progressive Voter Guide: the picks of a voter, race by race.`,
  },
  myBallot: {
    title: msg`My ballot`,
    description: msg`The races on your ballot with your picks beside our recommendations, ready to print.`,
  },
  compare: {
    title: msg`Compare candidates`,
    description: msg`Candidates side by side: party, recommendation and their answers to our questions.`,
  },
  // What a URL that matches no route shows (the client's '404: Page Not Found' page).
  notFound: {
    title: msg`Page Not Found`,
    description: msg`There is no page at this address on the Progressive Voter Guide.`,
  },
};

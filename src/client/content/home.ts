import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Home page copy outside the cards: the hero and each section's heading and introduction. */
export type TSectionCopy = { title: MessageDescriptor; intro: MessageDescriptor };

export const HERO = {
  title: msg`Know who's on your ballot`,
  intro: msg`A progressive guide to down-ballot races in New York City and beyond: who is running and where they stand. We don't claim neutrality.`,
  findCandidatesLabel: msg`Find my candidates`,
  missionLabel: msg`Our Mission`,
} as const;

export const FIND_CANDIDATES_FORM = {
  label: msg`Your address`,
  placeholder: msg`123 Main St, Brooklyn, NY 11217`,
  buttonLabel: msg`Search`,
  examplesLabel: msg`Or try an example address from the demo (fictional sample candidates):`,
} as const;

export const HOME_SECTIONS = {
  mission: {
    title: msg`Our Mission`,
    intro: msg`The races at the bottom of the ballot decide your rent, your schools, your streets and who gets policed. We help you vote in all of them with your eyes open.`,
  },
  findCandidates: {
    title: msg`Find Your Candidates`,
    intro: msg`Type the address where you're registered to vote and we'll show you the races on your ballot.`,
  },
  upcomingElections: {
    title: msg`Upcoming Elections`,
    intro: msg`Open an election to see what is on the ballot and what is at stake.`,
  },
  ballotMeasures: {
    title: msg`Ballot Measures`,
    intro: msg`Proposals are printed on the back of the ballot and are easy to skip. Here is what each one says, what it would really change and, where we have one, how we're voting.`,
  },
  resources: {
    title: msg`Resources & Tools`,
    intro: msg`Official tools and trusted organizations for registering, planning your vote and standing up for it.`,
  },
  deadlines: {
    title: msg`Important Deadlines`,
    intro: msg`Miss one of these and you may not get a ballot. Put them in your calendar now.`,
  },
  forCandidates: {
    title: msg`For Candidates`,
    intro: msg`Running a progressive campaign? We help candidates explain what they stand for and reach the people who decide elections.`,
  },
} as const satisfies Record<string, TSectionCopy>;

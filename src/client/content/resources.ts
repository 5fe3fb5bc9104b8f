import {
  BookOpenIcon,
  ClipboardListIcon,
  HandshakeIcon,
  NotebookPenIcon,
  ShieldCheckIcon,
  type LucideIcon,
} from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TContentText } from './blocks';

/** A resource link (spec part 2 §3). `link` is a web address, or a `tel:` number for a hotline. */
type TResource = { name: TContentText; desc: MessageDescriptor; link: string };

export type TResourceGroup = { title: MessageDescriptor; icon: LucideIcon; resources: TResource[] };

/** The Election Protection hotline, 866-OUR-VOTE, run by a nonpartisan coalition of civil rights groups. */
export const ELECTION_PROTECTION_PHONE = { display: '866-OUR-VOTE (866-687-8683)', link: 'tel:+18666878683' };

const hotline = ELECTION_PROTECTION_PHONE.display;

/** Organisations' own names (Power the Polls, THE CITY…) stay as they are; the rest is in the catalog. */
export const RESOURCE_GROUPS: TResourceGroup[] = [
  {
    title: msg`Voter Registration`,
    icon: NotebookPenIcon,
    resources: [
      {
        name: msg`NYC Board of Elections`,
        desc: msg`Register, update your address or request a ballot if you live in the five boroughs.`,
        link: 'https://vote.nyc/',
      },
      {
        name: msg`Check your registration`,
        desc: msg`New York State's lookup: confirm you're registered, your party and your poll site.`,
        link: 'https://voterlookup.elections.ny.gov/',
      },
      {
        name: msg`Register in any state`,
        desc: msg`Vote.org walks you through registration wherever you live, with each state's deadlines.`,
        link: 'https://www.vote.org/register-to-vote/',
      },
    ],
  },
  {
    title: msg`Ballot Information`,
    icon: ClipboardListIcon,
    resources: [
      {
        name: msg`Find your poll site`,
        desc: msg`NYC's official locator for your early voting and Election Day sites, with a sample ballot.`,
        link: 'https://findmypollsite.vote.nyc/',
      },
      {
        name: msg`NYC Votes voter guide`,
        desc: msg`The city Campaign Finance Board's guide to candidates and ballot proposals.`,
        link: 'https://www.nycvotes.org/',
      },
      {
        name: msg`Ballotpedia sample ballot`,
        desc: msg`Enter your address to see every race and measure on your ballot, anywhere in the US.`,
        link: 'https://ballotpedia.org/Sample_Ballot_Lookup',
      },
    ],
  },
  {
    title: msg`Know Your Rights`,
    icon: ShieldCheckIcon,
    resources: [
      {
        name: msg`Election Protection hotline: ${hotline}`,
        desc: msg`Call if anyone tries to stop you from voting. Trained volunteers answer.`,
        link: ELECTION_PROTECTION_PHONE.link,
      },
      {
        name: 'Election Protection',
        desc: msg`The coalition behind the hotline: state-by-state rules and how to report a problem.`,
        link: 'https://866ourvote.org/',
      },
      {
        name: msg`ACLU: Know your voting rights`,
        desc: msg`What to do if your name is missing, your ID is questioned or you face intimidation.`,
        link: 'https://www.aclu.org/know-your-rights/voting-rights',
      },
    ],
  },
  {
    title: msg`Get Involved`,
    icon: HandshakeIcon,
    resources: [
      {
        name: 'Power the Polls',
        desc: msg`Sign up to be a poll worker: paid, and one of the most useful things you can do on Election Day.`,
        link: 'https://www.powerthepolls.org/',
      },
      {
        name: 'Mobilize',
        desc: msg`Find canvasses, phone banks and meetings near you from progressive campaigns and groups.`,
        link: 'https://www.mobilize.us/',
      },
      {
        name: msg`New York City Council`,
        desc: msg`Find your Council member, follow hearings and testify on the issues you care about.`,
        link: 'https://council.nyc.gov/',
      },
    ],
  },
  {
    title: msg`Political Education`,
    icon: BookOpenIcon,
    resources: [
      {
        name: 'THE CITY',
        desc: msg`Nonprofit newsroom covering New York City government, housing and accountability.`,
        link: 'https://www.thecity.nyc/',
      },
      {
        name: 'City Limits',
        desc: msg`Independent, in-depth reporting on NYC policy, from rezonings to shelters.`,
        link: 'https://citylimits.org/',
      },
      {
        name: msg`Council legislation tracker`,
        desc: msg`Read the bills the City Council is considering and how each member voted.`,
        link: 'https://legistar.council.nyc.gov/',
      },
    ],
  },
];

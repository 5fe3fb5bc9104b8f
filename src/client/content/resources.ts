import {
  BookOpenIcon,
  ClipboardListIcon,
  HandshakeIcon,
  NotebookPenIcon,
  ShieldCheckIcon,
  type LucideIcon,
} from 'lucide-react';

/** A resource link (spec part 2 §3). `link` is a web address, or a `tel:` number for a hotline. */
type TResource = { name: string; desc: string; link: string };

export type TResourceGroup = { title: string; icon: LucideIcon; resources: TResource[] };

/** The Election Protection hotline, 866-OUR-VOTE, run by a nonpartisan coalition of civil rights groups. */
export const ELECTION_PROTECTION_PHONE = { display: '866-OUR-VOTE (866-687-8683)', link: 'tel:+18666878683' };

export const RESOURCE_GROUPS: TResourceGroup[] = [
  {
    title: 'Voter Registration',
    icon: NotebookPenIcon,
    resources: [
      {
        name: 'NYC Board of Elections',
        desc: 'Register, update your address or request a ballot if you live in the five boroughs.',
        link: 'https://vote.nyc/',
      },
      {
        name: 'Check your registration',
        desc: "New York State's lookup: confirm you're registered, your party and your poll site.",
        link: 'https://voterlookup.elections.ny.gov/',
      },
      {
        name: 'Register in any state',
        desc: "Vote.org walks you through registration wherever you live, with each state's deadlines.",
        link: 'https://www.vote.org/register-to-vote/',
      },
    ],
  },
  {
    title: 'Ballot Information',
    icon: ClipboardListIcon,
    resources: [
      {
        name: 'Find your poll site',
        desc: "NYC's official locator for your early voting and Election Day sites, with a sample ballot.",
        link: 'https://findmypollsite.vote.nyc/',
      },
      {
        name: 'NYC Votes voter guide',
        desc: "The city Campaign Finance Board's guide to candidates and ballot proposals.",
        link: 'https://www.nycvotes.org/',
      },
      {
        name: 'Ballotpedia sample ballot',
        desc: 'Enter your address to see every race and measure on your ballot, anywhere in the US.',
        link: 'https://ballotpedia.org/Sample_Ballot_Lookup',
      },
    ],
  },
  {
    title: 'Know Your Rights',
    icon: ShieldCheckIcon,
    resources: [
      {
        name: `Election Protection hotline: ${ELECTION_PROTECTION_PHONE.display}`,
        desc: 'Call if anyone tries to stop you from voting. Trained volunteers answer.',
        link: ELECTION_PROTECTION_PHONE.link,
      },
      {
        name: 'Election Protection',
        desc: 'The coalition behind the hotline: state-by-state rules and how to report a problem.',
        link: 'https://866ourvote.org/',
      },
      {
        name: 'ACLU: Know your voting rights',
        desc: 'What to do if your name is missing, your ID is questioned or you face intimidation.',
        link: 'https://www.aclu.org/know-your-rights/voting-rights',
      },
    ],
  },
  {
    title: 'Get Involved',
    icon: HandshakeIcon,
    resources: [
      {
        name: 'Power the Polls',
        desc: 'Sign up to be a poll worker: paid, and one of the most useful things you can do on Election Day.',
        link: 'https://www.powerthepolls.org/',
      },
      {
        name: 'Mobilize',
        desc: 'Find canvasses, phone banks and meetings near you from progressive campaigns and groups.',
        link: 'https://www.mobilize.us/',
      },
      {
        name: 'New York City Council',
        desc: 'Find your Council member, follow hearings and testify on the issues you care about.',
        link: 'https://council.nyc.gov/',
      },
    ],
  },
  {
    title: 'Political Education',
    icon: BookOpenIcon,
    resources: [
      {
        name: 'THE CITY',
        desc: 'Nonprofit newsroom covering New York City government, housing and accountability.',
        link: 'https://www.thecity.nyc/',
      },
      {
        name: 'City Limits',
        desc: 'Independent, in-depth reporting on NYC policy, from rezonings to shelters.',
        link: 'https://citylimits.org/',
      },
      {
        name: 'Council legislation tracker',
        desc: 'Read the bills the City Council is considering and how each member voted.',
        link: 'https://legistar.council.nyc.gov/',
      },
    ],
  },
];

import { msg } from '@lingui/core/macro';
import {
  CalendarCheckIcon,
  IdCardIcon,
  ListOrderedIcon,
  PackageIcon,
  ShieldCheckIcon,
  VoteIcon,
} from 'lucide-react';
import type { TContentLink, TInfoTile } from './blocks';

/** The Election Protection hotline, 866-OUR-VOTE, run by a nonpartisan coalition of civil rights groups. */
const ELECTION_PROTECTION_PHONE = { display: '866-OUR-VOTE (866-687-8683)', link: 'tel:+18666878683' };

export const VOTER_CHECKLIST_PAGE = {
  title: msg`Ready to vote?`,
  subtitle: msg`Everything a New York voter needs to know, one tile at a time.`,
} as const;

const NYS_BOARD: TContentLink = {
  name: msg`New York State Board of Elections`,
  href: 'https://elections.ny.gov/',
  desc: msg`Official deadlines, forms and your county board`,
};
const NYC_BOARD: TContentLink = {
  name: msg`NYC Board of Elections`,
  href: 'https://vote.nyc/',
  desc: msg`Registration, mail ballots and sample ballots for the five boroughs`,
};
const VOTER_LOOKUP: TContentLink = {
  name: msg`Check your registration`,
  href: 'https://voterlookup.elections.ny.gov/',
  desc: msg`Your status, party and poll site`,
};

/** The hotline's number, written as it is dialled in every language. */
const phone = ELECTION_PROTECTION_PHONE.display;

export const VOTER_CHECKLIST_TILES: TInfoTile[] = [
  {
    id: 'important-dates',
    title: msg`Important Dates`,
    teaser: msg`The deadlines that decide whether you get a ballot.`,
    icon: CalendarCheckIcon,
    isFeatured: true,
    body: [
      {
        kind: 'paragraph',
        text: msg`New York's deadlines follow the same pattern every election. Here they are for the general election on Tuesday, November 4, 2025:`,
      },
      {
        kind: 'list',
        items: [
          msg`Register to vote: your registration must reach the Board of Elections at least 10 days before Election Day (October 25).`,
          msg`Early voting: nine days, from the second Saturday before Election Day through the Sunday before (October 25 to November 2).`,
          msg`Ask for a mail ballot: your application must arrive at least 10 days before Election Day (October 25). In person, you can apply until the day before the election.`,
          msg`Send your mail ballot back: postmarked by Election Day and received within seven days, or drop it off at a poll site in your county by 9 p.m. on Election Day.`,
          msg`Election Day: polls are open from 6 a.m. to 9 p.m.`,
        ],
      },
      { kind: 'links', title: msg`Official calendars`, links: [NYS_BOARD, NYC_BOARD] },
    ],
  },
  {
    id: 'voter-id',
    title: msg`Voter ID Requirements`,
    teaser: msg`Most New Yorkers do not need ID at the polls.`,
    icon: IdCardIcon,
    body: [
      {
        kind: 'paragraph',
        text: msg`New York does not ask most voters for ID. At your poll site you give your name and address and sign in, and poll workers check your signature.`,
      },
      {
        kind: 'paragraph',
        text: msg`The exception: if you registered by mail and your identity couldn't be verified (for example, you didn't give a driver's license number or the last four digits of your Social Security number), you may be asked for ID the first time you vote. Any one of these works:`,
      },
      {
        kind: 'list',
        items: [
          msg`A current and valid photo ID`,
          msg`A copy of a current utility bill, bank statement, paycheck or government check`,
          msg`Another government document that shows your name and address`,
        ],
      },
      {
        kind: 'paragraph',
        text: msg`No ID with you? You can still vote by affidavit ballot, and it counts once your registration is confirmed. Don't let anyone turn you away.`,
      },
      { kind: 'links', title: msg`Learn more`, links: [NYS_BOARD] },
    ],
  },
  {
    id: 'how-to-vote',
    title: msg`How to Vote`,
    teaser: msg`Early, on Election Day or by mail.`,
    icon: VoteIcon,
    body: [
      { kind: 'paragraph', text: msg`You have three ways to vote in New York:` },
      {
        kind: 'list',
        items: [
          msg`Early, in person, during the nine days of early voting. In New York City you are assigned one early voting site, which may not be your Election Day site, so check before you go.`,
          msg`On Election Day, at your assigned poll site, from 6 a.m. to 9 p.m.`,
          msg`By mail: any registered voter can ask for an early mail ballot, no excuse needed. Absentee ballots are there too if you'll be away, ill or caring for someone.`,
        ],
      },
      {
        kind: 'paragraph',
        text: msg`At the poll site, fill in the oval next to each choice completely and feed the ballot into the scanner yourself. Made a mistake? Ask a poll worker for a new ballot rather than crossing it out. And turn the ballot over: proposals are often on the back.`,
      },
      {
        kind: 'links',
        title: msg`Plan your vote`,
        links: [
          {
            name: msg`Find your poll site`,
            href: 'https://findmypollsite.vote.nyc/',
            desc: msg`Early voting and Election Day sites in NYC`,
          },
          NYC_BOARD,
        ],
      },
    ],
  },
  {
    id: 'recently-moved',
    title: msg`Recently Moved?`,
    teaser: msg`Your poll site follows your address. Update it.`,
    icon: PackageIcon,
    body: [
      {
        kind: 'paragraph',
        text: msg`Where you vote depends on where you live, so update your registration every time you move, at least 10 days before Election Day.`,
      },
      {
        kind: 'list',
        items: [
          msg`Moved within New York State? Change your address online through the DMV if you have a New York driver's license, learner permit or non-driver ID, or send a new registration form to your county board of elections.`,
          msg`Moved to New York from another state? Register here as a new voter: your old registration doesn't carry over.`,
          msg`Moved within the state and missed the deadline? You can still vote by affidavit ballot at the poll site for your new address.`,
        ],
      },
      {
        kind: 'links',
        title: msg`Update your registration`,
        links: [
          NYS_BOARD,
          {
            name: msg`New York State DMV`,
            href: 'https://dmv.ny.gov/',
            desc: msg`Online address change for DMV customers`,
          },
          VOTER_LOOKUP,
        ],
      },
    ],
  },
  {
    id: 'ranked-choice-voting',
    title: msg`Ranked Choice Voting`,
    teaser: msg`How NYC primaries count your ranked choices.`,
    icon: ListOrderedIcon,
    body: [
      {
        kind: 'paragraph',
        text: msg`New York City uses ranked choice voting in primary and special elections for Mayor, Public Advocate, Comptroller, Borough President and City Council. General elections, like November's, and state and federal races still ask for a single choice.`,
      },
      {
        kind: 'list',
        items: [
          msg`Rank up to five candidates in order of preference. Ranking just one is fine too.`,
          msg`If a candidate is the first choice of more than half the voters, they win.`,
          msg`If not, the last-place candidate is eliminated and their voters' ballots go to each voter's next choice. This repeats until two candidates are left, and the one with more votes wins.`,
          msg`Ranking more candidates never hurts your first choice.`,
          msg`Fill in only one oval per column, and rank each candidate only once.`,
        ],
      },
      {
        kind: 'links',
        title: msg`Learn more`,
        links: [
          {
            name: msg`NYC Votes`,
            href: 'https://www.nycvotes.org/',
            desc: msg`The city Campaign Finance Board's voter guide`,
          },
          NYC_BOARD,
        ],
      },
    ],
  },
  {
    id: 'voter-rights',
    title: msg`Voter Rights`,
    teaser: msg`What you are entitled to, and who to call if something goes wrong.`,
    icon: ShieldCheckIcon,
    body: [
      {
        kind: 'list',
        items: [
          msg`In line when the polls close? Stay in line: you have the right to vote.`,
          msg`Your name isn't on the list? Ask for an affidavit ballot. You cannot be turned away.`,
          msg`If you don't have enough time outside work, you can take up to two hours of paid time off to vote. Tell your employer two to ten working days before Election Day.`,
          msg`You can bring someone to help you vote, as long as it is not your employer or union representative.`,
          msg`A past felony conviction does not stop you from voting once you are out of prison, including on parole. If your registration was canceled, register again.`,
          msg`Interpreters are available at many New York City poll sites, and city ballots come in several languages.`,
          msg`No one may campaign within 100 feet of a poll site entrance.`,
        ],
      },
      {
        kind: 'links',
        title: msg`Get help`,
        links: [
          {
            name: msg`Election Protection hotline: ${phone}`,
            href: ELECTION_PROTECTION_PHONE.link,
            desc: msg`Call if anyone tries to stop you from voting`,
          },
          {
            name: msg`NYC Civic Engagement Commission`,
            href: 'https://www.nyc.gov/site/civicengagement/index.page',
            desc: msg`Interpreters at poll sites`,
          },
          {
            name: msg`ACLU: Know your voting rights`,
            href: 'https://www.aclu.org/know-your-rights/voting-rights',
          },
        ],
      },
    ],
  },
];

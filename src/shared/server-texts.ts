import type { TPageLocale } from './locales';

/**
 * The texts the server writes itself, outside any page (issue 24): the social tags and card images (ADR 38)
 * and the election calendars. They are catalog messages like the pages' (src/client/app/server-texts.ts),
 * which only the client build compiles, so the server gets them in each language from the server render's
 * module (`serverTexts(locale)`), and without a build the English of src/server/http/server-texts.ts.
 */

type TCandidateFacts = { name: string; party: string; office: string; recommended: boolean };

export type TCardTexts = {
  /** A value shown as a label (ADR 43), in the language; a value the guide does not know as it came. */
  office(office: string): string;
  party(party: string): string;
  videoCategory(category: string): string;
  /** 'District 33', after the office. */
  district(district: string): string;

  candidateKicker: string;
  recommendBadge: string;
  candidateDescription(candidate: TCandidateFacts): string;

  ballotKicker: string;
  ballotTitle: string;
  ballotEmptyTitle: string;
  /** The last line of a shared ballot's card: '+3 more'. */
  morePicks(count: number): string;
  sharedBallotTitle: string;
  sharedBallotEmpty: string;
  /** 'Maya Torres for City Council', one pick in a shared ballot's description. */
  pickFor(pick: { name: string; office: string }): string;
  /** 'A voter's picks: …', the picks joined. */
  sharedBallotDescription(picks: string): string;
  sharedBallotAlt(picks: string): string;

  videoKicker: string;
  /** A video's title when it has none. */
  videoUntitled: string;
  videoAlt(title: string): string;

  siteKicker: string;
  siteLines: string[];
  siteAlt: string;
};

type TElectionFacts = { name: string; location: string };

export type TCalendarTexts = {
  electionDay(name: string): string;
  electionDayNote(election: TElectionFacts): string;
  registrationDeadline(name: string): string;
  registrationDeadlineNote(name: string): string;
  mailBallotDeadline(name: string): string;
  mailBallotDeadlineNote(name: string): string;
  earlyVoting(name: string): string;
  earlyVotingNote(name: string): string;
  /** The reminder the day before an event: 'Tomorrow: …'. */
  reminder(title: string): string;
  /** The name of the calendar of every election ahead, as a subscribed calendar app lists it. */
  feedName(site: string): string;
};

export type TServerTexts = { cards: TCardTexts; calendar: TCalendarTexts };

/** The server's texts in a language; a language the server has no catalog for gets English. */
export type TTextsOf = (locale: TPageLocale) => TServerTexts;

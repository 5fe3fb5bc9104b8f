import { createEvents, type DateArray, type EventAttributes } from 'ics';
import { AppError } from '../../../shared/errors';
import type { TLocale } from '../../../shared/locales';
import { SITE_NAME } from '../../../shared/page-routes';
import type { TCalendarTexts } from '../../../shared/server-texts';
import type { TElection } from '../../../shared/schemas/elections';
import { isUuid } from '../../../shared/schemas/fields';
import type { Db } from '../../db/database';
import { findCalendarSequences, findElections } from '../elections/elections.service';

/** An election's calendar file (RFC 5545): its name for the download and its text. */
export type TCalendarFile = { filename: string; text: string };

export const CALENDAR_MESSAGES = {
  unknownElection: 'No such election. It may have been deleted.',
  noElectionAhead: 'No election is scheduled ahead yet.',
} as const;

/** The calendar's language: its events' texts, and the election's own texts in it (ADR 44). */
export type TCalendarLanguage = { locale: TLocale; texts: TCalendarTexts };

/** The product identifier (RFC 5545 §3.7.3) ends in the language of the calendar's text. */
const productId = (locale: TLocale) =>
  `-//Progressive Voter Guide//Election calendar//${locale.toUpperCase()}`;

/**
 * Each reminder goes off at 9 a.m. the day before, relative to the all-day event's start (local midnight).
 * Written in hours: the library writes a whole-day duration as `-P1DT`, which RFC 5545 does not allow.
 */
const REMINDER_BEFORE = { before: true, hours: 15 } as const;

/** A YYYY-MM-DD date as the library's [year, month, day]; the events are all-day (VALUE=DATE). */
function dateArray(date: string): DateArray {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return [year, month, day];
}

/** The day after a YYYY-MM-DD date: an all-day event ends (exclusive) on the next day. */
function dayAfter(date: string): DateArray {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()];
}

/** The election's day and each of its deadlines the server knows, every one with a reminder. */
function electionEvents(election: TElection, texts: TCalendarTexts, sequence: number): EventAttributes[] {
  const { name } = election;
  const entries: Array<{ key: string; title: string; start: string; end?: string; note: string }> = [
    {
      key: 'election-day',
      title: texts.electionDay(name),
      start: election.date,
      note: texts.electionDayNote({ name, location: election.location }),
    },
  ];
  if (election.registrationDeadline)
    entries.push({
      key: 'registration',
      title: texts.registrationDeadline(name),
      start: election.registrationDeadline,
      note: texts.registrationDeadlineNote(name),
    });
  if (election.mailBallotRequestDeadline)
    entries.push({
      key: 'mail-ballot-request',
      title: texts.mailBallotDeadline(name),
      start: election.mailBallotRequestDeadline,
      note: texts.mailBallotDeadlineNote(name),
    });
  if (election.earlyVotingStart && election.earlyVotingEnd)
    entries.push({
      key: 'early-voting',
      title: texts.earlyVoting(name),
      start: election.earlyVotingStart,
      end: election.earlyVotingEnd,
      note: texts.earlyVotingNote(name),
    });
  return entries.map(({ key, title, start, end, note }) => ({
    uid: `${election.id}-${key}@voter-guide`,
    title,
    description: note,
    location: election.location,
    start: dateArray(start),
    end: dayAfter(end ?? start),
    transp: 'TRANSPARENT',
    // Grows when an admin changes the election's dates: a subscribed calendar then moves the event.
    sequence,
    alarms: [{ action: 'display', description: texts.reminder(title), trigger: REMINDER_BEFORE }],
  }));
}

/**
 * A file name anyone's system accepts: the election's name in lower-case letters and digits, accents
 * dropped ('Elección' → 'eleccion').
 */
function fileNameOf(election: TElection): string {
  const slug = election.name
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'election'}-${election.date}.ics`;
}

function writeCalendar(events: EventAttributes[], locale: TLocale, calName: string): string {
  const { error, value } = createEvents(events, { productId: productId(locale), calName });
  if (error || !value) throw error ?? new Error('The calendar file could not be written.');
  return value;
}

async function calendarOf(
  db: Db,
  election: TElection,
  { locale, texts }: TCalendarLanguage,
): Promise<TCalendarFile> {
  const sequence = (await findCalendarSequences(db)).get(election.id) ?? 0;
  const text = writeCalendar(electionEvents(election, texts, sequence), locale, election.name);
  return { filename: fileNameOf(election), text };
}

/** The calendar of one election in a language; NOT_FOUND for an unknown id. */
export async function getElectionCalendar(
  db: Db,
  id: string,
  language: TCalendarLanguage,
): Promise<TCalendarFile> {
  const election = isUuid(id)
    ? (await findElections(db, language.locale)).find((candidate) => candidate.id === id.toLowerCase())
    : undefined;
  if (!election) throw new AppError('NOT_FOUND', CALENDAR_MESSAGES.unknownElection);
  return calendarOf(db, election, language);
}

/** YYYY-MM-DD of `now` in a time zone. */
const dateIn = (now: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );

/**
 * The calendar of the next election: the nearest whose day has not ended where it is held (election day
 * itself still counts), as the home page picks it. NOT_FOUND when none is ahead.
 */
export async function getNextElectionCalendar(
  db: Db,
  language: TCalendarLanguage,
  now = new Date(),
): Promise<TCalendarFile> {
  // Earliest first, like the list the home page gets.
  const next = (await findElections(db, language.locale)).find(
    (election) => election.date >= dateIn(now, election.timeZone),
  );
  if (!next) throw new AppError('NOT_FOUND', CALENDAR_MESSAGES.noElectionAhead);
  return calendarOf(db, next, language);
}

/**
 * The calendar to subscribe to (issue 25 point 5): every published election whose day has not ended where it
 * is held, with its deadlines. Its events keep their UIDs from one answer to the next, and their SEQUENCE
 * grows when an admin changes a date, so a calendar app that polls the feed follows the edits. With no
 * election ahead it is an empty calendar, which a subscribed app keeps polling.
 */
export async function getElectionsFeed(
  db: Db,
  language: TCalendarLanguage,
  now = new Date(),
): Promise<string> {
  const ahead = (await findElections(db, language.locale)).filter(
    (election) => election.date >= dateIn(now, election.timeZone),
  );
  const sequences = await findCalendarSequences(db);
  const events = ahead.flatMap((election) =>
    electionEvents(election, language.texts, sequences.get(election.id) ?? 0),
  );
  return writeCalendar(events, language.locale, language.texts.feedName(SITE_NAME));
}

import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TElection } from '../../shared/schemas/elections';
import type { TDeadlineKind } from '../../shared/constants/site-content-later-sections';
import { intlLocale } from './i18n';
const DAY_MS = 24 * 60 * 60 * 1000;

function parseCalendarDate(isoDate: string): [year: number, monthIndex: number, day: number] {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) throw new Error(`Not a YYYY-MM-DD date: ${isoDate}`);
  return [year, month - 1, day];
}

/** Whole calendar days from `today` to election day (both YYYY-MM-DD), never below 0. */
export function daysUntil(electionDate: string, today: string): number {
  const days =
    (Date.UTC(...parseCalendarDate(electionDate)) - Date.UTC(...parseCalendarDate(today))) / DAY_MS;
  return Math.max(0, days);
}

// Formatted in UTC from a UTC date, so every visitor sees the calendar date as written, whatever their zone.

/** '2025-11-04' → 'November 4, 2025'; in Spanish '4 de noviembre de 2025'. */
export function formatLongDate(isoDate: string, locale = 'en'): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    Date.UTC(...parseCalendarDate(isoDate)),
  );
}

/**
 * ('2025-10-25', '2025-11-02') → 'October 25 – November 2, 2025', the year once when both share it. Built
 * by hand rather than with formatRange, whose spacing around the dash differs between browsers.
 */
export function formatDateRange(startDate: string, endDate: string, locale = 'en'): string {
  if (startDate.slice(0, 4) !== endDate.slice(0, 4))
    return `${formatLongDate(startDate, locale)} – ${formatLongDate(endDate, locale)}`;
  const monthDay = new Intl.DateTimeFormat(intlLocale(locale), {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const start = monthDay.format(Date.UTC(...parseCalendarDate(startDate)));
  return `${start} – ${formatLongDate(endDate, locale)}`;
}

/** The visitor's calendar date, YYYY-MM-DD, as the elections' dates are written. */
export function localDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * An election's own date for one of the home page's deadlines, or null when it has none set, in the
 * language of `i18n` (the page's: useLingui().i18n).
 */
export function electionDeadlineText(
  election: Pick<
    TElection,
    'registrationDeadline' | 'earlyVotingStart' | 'earlyVotingEnd' | 'mailBallotRequestDeadline'
  >,
  kind: TDeadlineKind,
  i18n: I18n,
): string | null {
  const { locale } = i18n;
  switch (kind) {
    case 'registration': {
      if (!election.registrationDeadline) return null;
      const date = formatLongDate(election.registrationDeadline, locale);
      return i18n._(msg`Register by ${date}`);
    }
    case 'earlyVoting':
      return (
        election.earlyVotingStart &&
        election.earlyVotingEnd &&
        formatDateRange(election.earlyVotingStart, election.earlyVotingEnd, locale)
      );
    case 'mailBallotRequest': {
      if (!election.mailBallotRequestDeadline) return null;
      const date = formatLongDate(election.mailBallotRequestDeadline, locale);
      return i18n._(msg`Request by ${date}`);
    }
  }
}

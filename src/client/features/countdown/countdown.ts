import { intlLocale } from '../../lib/i18n';

const SECOND_MS = 1_000;
const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;

export type TCountdownParts = { days: string; hours: string; mins: string; secs: string };

const pad = (value: number) => String(value).padStart(2, '0');

/** Splits a remaining time into whole days, hours, minutes and seconds, each at least two digits. */
export function splitRemaining(ms: number): TCountdownParts {
  const totalSeconds = Math.floor(Math.max(ms, 0) / SECOND_MS);
  return {
    days: pad(Math.floor(totalSeconds / DAY_S)),
    hours: pad(Math.floor((totalSeconds % DAY_S) / HOUR_S)),
    mins: pad(Math.floor((totalSeconds % HOUR_S) / MINUTE_S)),
    secs: pad(totalSeconds % MINUTE_S),
  };
}

/**
 * 'JUNE 24 | NYC CITY COUNCIL PRIMARY ELECTION'; in Spanish '24 DE JUNIO | …'. The date comes from the ISO
 * string's own date part, so a visitor in another time zone sees the election's local date, not the
 * instant converted to theirs.
 */
export function countdownLabel(targetIso: string, electionName: string, locale = 'en'): string {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})/.exec(targetIso) ?? [];
  const name = electionName.toLocaleUpperCase(locale);
  if (!month) return name;
  const date = new Intl.DateTimeFormat(intlLocale(locale), {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return `${date.toLocaleUpperCase(locale)} | ${name}`;
}

const MINUTE_MS = 60_000;

/** One formatter per zone: making an Intl.DateTimeFormat costs far more than using one (issue 23's profile). */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function offsetFormat(timeZone: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  return format;
}

/** The zone's offset from UTC at an instant, in minutes (New York in summer: -240). */
function offsetMinutesAt(instantMs: number, timeZone: string): number {
  const zoneName = offsetFormat(timeZone)
    .formatToParts(instantMs)
    .find((part) => part.type === 'timeZoneName')?.value;
  // 'GMT-04:00', or plain 'GMT' at offset zero.
  const [, sign, hours, minutes] = /^GMT([+-])(\d{2}):(\d{2})$/.exec(zoneName ?? '') ?? [];
  if (!sign) return 0;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

const formatOffset = (minutes: number) => {
  const size = Math.abs(minutes);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
};

/**
 * Midnight at the start of `date` (YYYY-MM-DD) in `timeZone`, written with that zone's offset on the day:
 * ('2025-06-24', 'America/New_York') → '2025-06-24T00:00:00-04:00'. The written date stays the election's
 * own, so the banner's label reads JUNE 24 for every visitor.
 */
export function startOfDayIn(date: string, timeZone: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const utcMidnight = Date.UTC(year, month - 1, day);
  // The offset at UTC midnight is a first guess; asking again at the local midnight it gives settles a day
  // whose offset changes in between (US zones change at 2 a.m., so local midnight always exists).
  const guess = offsetMinutesAt(utcMidnight, timeZone);
  const offset = offsetMinutesAt(utcMidnight - guess * MINUTE_MS, timeZone);
  return `${date}T00:00:00${formatOffset(offset)}`;
}

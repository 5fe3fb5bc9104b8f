import { countdownLabel, splitRemaining } from './countdown';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('splitRemaining', () => {
  it('splits a duration into two-digit days, hours, minutes and seconds', () => {
    expect(splitRemaining(DAY + 2 * HOUR + 3 * MINUTE + 4 * SECOND)).toEqual({
      days: '01',
      hours: '02',
      mins: '03',
      secs: '04',
    });
  });

  it('drops the part of a second that is left over', () => {
    expect(splitRemaining(59 * SECOND + 999)).toEqual({ days: '00', hours: '00', mins: '00', secs: '59' });
  });

  it('lets days grow past two digits', () => {
    expect(splitRemaining(123 * DAY).days).toBe('123');
  });

  it('shows zero in every unit for a negative duration', () => {
    expect(splitRemaining(-5 * SECOND)).toEqual({ days: '00', hours: '00', mins: '00', secs: '00' });
  });
});

describe('countdownLabel', () => {
  it('joins the uppercase month and day to the uppercase election name', () => {
    expect(countdownLabel('2025-06-24T00:00:00-04:00', 'NYC City Council Primary Election')).toBe(
      'JUNE 24 | NYC CITY COUNCIL PRIMARY ELECTION',
    );
  });

  it("takes the date from the ISO string, not from the instant in the browser's time zone", () => {
    // 23:30 at UTC-5 is already 1 January in UTC and everywhere east of it.
    expect(countdownLabel('2025-12-31T23:30:00-05:00', 'General Election')).toBe(
      'DECEMBER 31 | GENERAL ELECTION',
    );
  });

  it('drops the leading zero of the day', () => {
    expect(countdownLabel('2025-11-04T06:00:00-05:00', 'General Election')).toBe(
      'NOVEMBER 4 | GENERAL ELECTION',
    );
  });

  it('shows only the election name when the target has no readable date', () => {
    expect(countdownLabel('soon', 'General Election')).toBe('GENERAL ELECTION');
  });
});

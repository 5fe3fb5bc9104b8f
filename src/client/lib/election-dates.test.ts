import { daysUntil, formatDateRange, formatLongDate, localDate } from './election-dates';

describe('daysUntil', () => {
  it('counts whole days from the start of today, whatever the time of day', () => {
    expect(daysUntil('2025-11-04', localDate(new Date(2025, 9, 25, 0, 0)))).toBe(10);
    expect(daysUntil('2025-11-04', localDate(new Date(2025, 9, 25, 23, 59)))).toBe(10);
  });

  it('is 1 on the day before the election', () => {
    expect(daysUntil('2025-11-04', localDate(new Date(2025, 10, 3, 18, 30)))).toBe(1);
  });

  it('is 0 on election day itself', () => {
    expect(daysUntil('2025-11-04', localDate(new Date(2025, 10, 4, 0, 0)))).toBe(0);
    expect(daysUntil('2025-11-04', localDate(new Date(2025, 10, 4, 21, 0)))).toBe(0);
  });

  it('never goes below 0 once the election has passed', () => {
    expect(daysUntil('2025-11-04', localDate(new Date(2025, 10, 5, 9, 0)))).toBe(0);
    expect(daysUntil('2025-11-04', localDate(new Date(2026, 5, 1)))).toBe(0);
  });

  it('counts calendar days across a daylight-saving change (23- and 25-hour days)', () => {
    expect(daysUntil('2025-11-04', '2025-10-25')).toBe(10);
    expect(daysUntil('2026-03-10', '2026-03-07')).toBe(3);
  });

  it('counts across month and year ends', () => {
    expect(daysUntil('2025-11-04', localDate(new Date(2025, 9, 1, 12, 0)))).toBe(34);
    expect(daysUntil('2026-01-02', localDate(new Date(2025, 11, 31, 8, 0)))).toBe(2);
  });
});

describe('formatLongDate', () => {
  it('writes the date in long US format', () => {
    expect(formatLongDate('2025-11-04')).toBe('November 4, 2025');
    expect(formatLongDate('2026-01-01')).toBe('January 1, 2026');
  });
});

describe('formatDateRange', () => {
  it('writes the year once when both days share it', () => {
    expect(formatDateRange('2025-10-25', '2025-11-02')).toBe('October 25 – November 2, 2025');
  });

  it('writes both years across a new year', () => {
    expect(formatDateRange('2026-12-28', '2027-01-03')).toBe('December 28, 2026 – January 3, 2027');
  });
});

describe('localDate', () => {
  it("writes the visitor's own calendar date, whatever the time of day", () => {
    expect(localDate(new Date(2025, 10, 4, 0, 0))).toBe('2025-11-04');
    expect(localDate(new Date(2025, 0, 9, 23, 59))).toBe('2025-01-09');
  });
});

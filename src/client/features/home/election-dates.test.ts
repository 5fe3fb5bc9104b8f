import { daysUntil, formatLongDate } from './election-dates';

describe('daysUntil', () => {
  it('counts whole days from the start of today, whatever the time of day', () => {
    expect(daysUntil('2025-11-04', new Date(2025, 9, 25, 0, 0))).toBe(10);
    expect(daysUntil('2025-11-04', new Date(2025, 9, 25, 23, 59))).toBe(10);
  });

  it('is 1 on the day before the election', () => {
    expect(daysUntil('2025-11-04', new Date(2025, 10, 3, 18, 30))).toBe(1);
  });

  it('is 0 on election day itself', () => {
    expect(daysUntil('2025-11-04', new Date(2025, 10, 4, 0, 0))).toBe(0);
    expect(daysUntil('2025-11-04', new Date(2025, 10, 4, 21, 0))).toBe(0);
  });

  it('never goes below 0 once the election has passed', () => {
    expect(daysUntil('2025-11-04', new Date(2025, 10, 5, 9, 0))).toBe(0);
    expect(daysUntil('2025-11-04', new Date(2026, 5, 1))).toBe(0);
  });

  it('counts across month and year ends', () => {
    expect(daysUntil('2025-11-04', new Date(2025, 9, 1, 12, 0))).toBe(34);
    expect(daysUntil('2026-01-02', new Date(2025, 11, 31, 8, 0))).toBe(2);
  });
});

describe('formatLongDate', () => {
  it('writes the date in long US format', () => {
    expect(formatLongDate('2025-11-04')).toBe('November 4, 2025');
    expect(formatLongDate('2026-01-01')).toBe('January 1, 2026');
  });
});

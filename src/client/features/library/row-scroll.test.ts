import { ROW_SCROLL } from '../../../shared/constants/limits';
import { startRowScroll } from './row-scroll';

describe('a library row scroll button', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves the row 240 px right in 12 steps of 20 px, one every 25 ms, then stops', () => {
    expect(ROW_SCROLL).toEqual({ distancePx: 240, stepPx: 20, intervalMs: 25 });
    const row = { scrollLeft: 0 };
    startRowScroll(row, 'right');

    const positions: number[] = [];
    for (let step = 0; step < 12; step++) {
      vi.advanceTimersByTime(24);
      expect(row.scrollLeft).toBe(step * 20);
      vi.advanceTimersByTime(1);
      positions.push(row.scrollLeft);
    }
    expect(positions).toEqual([20, 40, 60, 80, 100, 120, 140, 160, 180, 200, 220, 240]);
    vi.advanceTimersByTime(1_000);
    expect(row.scrollLeft).toBe(240);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('moves left the same way', () => {
    const row = { scrollLeft: 500 };
    startRowScroll(row, 'left');
    vi.advanceTimersByTime(300);
    expect(row.scrollLeft).toBe(260);
  });

  it('stops part-way when told to', () => {
    const row = { scrollLeft: 0 };
    const stop = startRowScroll(row, 'right');
    vi.advanceTimersByTime(100);
    stop();
    vi.advanceTimersByTime(1_000);
    expect(row.scrollLeft).toBe(80);
  });
});

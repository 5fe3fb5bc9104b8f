import { useEffect, useRef, useState } from 'react';
import { ROW_SCROLL } from '../../../shared/constants/limits';

export type TScrollDirection = 'left' | 'right';

/**
 * Moves a row sideways by ROW_SCROLL.distancePx in steps of stepPx, one every intervalMs (spec part 1 §4).
 * Returns a function that stops it early.
 */
export function startRowScroll(row: Pick<HTMLElement, 'scrollLeft'>, direction: TScrollDirection) {
  const sign = direction === 'left' ? -1 : 1;
  let moved = 0;
  const timer = setInterval(() => {
    row.scrollLeft += sign * ROW_SCROLL.stepPx;
    moved += ROW_SCROLL.stepPx;
    if (moved >= ROW_SCROLL.distancePx) clearInterval(timer);
  }, ROW_SCROLL.intervalMs);
  return () => clearInterval(timer);
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * A scrolling row's buttons: `scroll` steps the row (or jumps the whole distance for visitors who prefer
 * reduced motion; a new press replaces a scroll still running), and `isAtStart`/`isAtEnd` say whether
 * the first and last items are fully in view, so the buttons that cannot move the row are disabled.
 * `itemCount` tells it when the row's first or last item may have changed.
 */
export function useRowScroll<TRow extends HTMLElement>(itemCount: number) {
  const rowRef = useRef<TRow>(null);
  const stopRef = useRef<() => void>(null);
  const [edges, setEdges] = useState({ isAtStart: false, isAtEnd: false });

  useEffect(() => () => stopRef.current?.(), []);

  useEffect(() => {
    const row = rowRef.current;
    const first = row?.firstElementChild;
    const last = row?.lastElementChild;
    if (!row || !first || !last || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const isInView = entry.intersectionRatio >= 0.95;
          if (entry.target === first) setEdges((current) => ({ ...current, isAtStart: isInView }));
          if (entry.target === last) setEdges((current) => ({ ...current, isAtEnd: isInView }));
        }
      },
      { root: row, threshold: [0, 0.95, 1] },
    );
    observer.observe(first);
    observer.observe(last);
    return () => observer.disconnect();
  }, [itemCount]);

  function scroll(direction: TScrollDirection) {
    const row = rowRef.current;
    if (!row) return;
    stopRef.current?.();
    if (prefersReducedMotion()) {
      row.scrollLeft += (direction === 'left' ? -1 : 1) * ROW_SCROLL.distancePx;
      return;
    }
    stopRef.current = startRowScroll(row, direction);
  }

  return { rowRef, ...edges, scroll };
}

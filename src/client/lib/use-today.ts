import { useSyncExternalStore } from 'react';
import { localDate } from './election-dates';

// The date only changes at midnight; a page left open past it is a day out until reloaded, harmlessly.
const subscribe = () => () => {};
const visitorsDate = () => localDate(new Date());
const utcDate = () => new Date().toISOString().slice(0, 10);

/**
 * Today as YYYY-MM-DD. The server renders with the UTC date, which it knows, and the browser hydrates with
 * the same one, so the markup matches; right after hydration React renders again with the visitor's own
 * date (where it differs, e.g. a US evening). Without this a visitor whose date differs from UTC would get
 * a hydration mismatch on every page that counts days (ADR 32).
 */
export function useToday(): string {
  return useSyncExternalStore(subscribe, visitorsDate, utcDate);
}

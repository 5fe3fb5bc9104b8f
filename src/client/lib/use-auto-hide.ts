import { useEffect, useState } from 'react';

/** Spec part 2 §9: banners hide by themselves after 7000 ms. */
const BANNER_AUTO_HIDE_MS = 7000;

/** A value that resets to null a while after it is set (e.g. a banner message), or after the first render. */
export function useAutoHide<T>(initial: T | null = null, delayMs = BANNER_AUTO_HIDE_MS) {
  const [value, setValue] = useState<T | null>(initial);
  useEffect(() => {
    if (value === null) return;
    const timer = setTimeout(() => setValue(null), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return [value, setValue] as const;
}

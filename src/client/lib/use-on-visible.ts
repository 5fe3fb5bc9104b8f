import { useEffect, useRef, useState } from 'react';

/**
 * Calls `onVisible` whenever the element comes into the viewport while `isEnabled` (e.g. the last item
 * of an infinite list, while there are more pages and none is loading). Returns the ref to attach.
 */
export function useOnVisible<T extends Element>(onVisible: () => void, isEnabled: boolean) {
  const [element, setElement] = useState<T | null>(null);
  const onVisibleRef = useRef(onVisible);

  useEffect(() => {
    onVisibleRef.current = onVisible;
  });

  useEffect(() => {
    // Browsers without IntersectionObserver simply never load more.
    if (!element || !isEnabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onVisibleRef.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, isEnabled]);

  return setElement;
}

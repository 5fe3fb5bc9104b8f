/**
 * Resolves once one of the elements with these ids comes within a screen's height of the viewport (a jump
 * may land past the first). At once when there is none of them (nothing of them on the page yet), no
 * IntersectionObserver, or no document (the server render, which draws everything).
 */
export function whenNearViewport(ids: readonly string[]): Promise<void> {
  const elements =
    typeof document === 'undefined' ? [] : ids.flatMap((id) => document.getElementById(id) ?? []);
  if (elements.length === 0 || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '100% 0px' },
    );
    for (const element of elements) observer.observe(element);
  });
}

// `/compare?ids=a,b`: candidates side by side (issue 16), read alike by the page, its links and the
// server's page cache.

/** More than any race has; a longer list is cut rather than refused. */
const MAX_COMPARED = 8;

/** The ids of `?ids=a,b,c`, without repeats. */
export function readCompareIds(search: string): string[] {
  const ids = (new URLSearchParams(search).get('ids') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return [...new Set(ids)].slice(0, MAX_COMPARED);
}

/** The comparison of these candidates. */
export function comparePath(ids: readonly string[]): string {
  return `/compare?ids=${ids.map((id) => encodeURIComponent(id)).join(',')}`;
}

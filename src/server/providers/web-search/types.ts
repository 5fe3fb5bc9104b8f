import type { TWebResult, TWebSearchProviderName } from '../../../shared/schemas/web-search';

/** What every web search provider answers: plain-text results with web links only. */
export type WebSearchProvider = {
  name: TWebSearchProviderName;
  /** Throws ProviderError when the service could not answer; no results is an empty list. */
  search(query: string, options?: { count?: number }): Promise<TWebResult[]>;
};

export const DEFAULT_RESULT_COUNT = 10;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Services mark the matched words up (`<strong>`) and escape entities; the page shows plain text. */
export function plainText(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const isWebLink = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * One result as the page may show it: the page links the title and shows the image, so a link or image
 * that is not http(s) (javascript:, data:) is dropped rather than passed on from an outside service.
 */
export function toWebResult(raw: { title?: unknown; link?: unknown; snippet?: unknown; image?: unknown }) {
  if (!isWebLink(raw.link)) return null;
  const title = typeof raw.title === 'string' ? plainText(raw.title) : '';
  const result: TWebResult = {
    title: title || raw.link,
    link: raw.link,
    snippet: typeof raw.snippet === 'string' ? plainText(raw.snippet) : '',
  };
  if (isWebLink(raw.image)) result.image = raw.image;
  return result;
}

export function toWebResults(raws: Array<Parameters<typeof toWebResult>[0]>, count: number): TWebResult[] {
  return raws
    .map(toWebResult)
    .filter((result) => result !== null)
    .slice(0, count);
}

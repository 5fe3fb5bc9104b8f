import { getJson, ProviderError } from '../http';
import type { TOutbound } from '../resilience';
import { DEFAULT_RESULT_COUNT, toWebResults, type WebSearchProvider } from './types';

/**
 * A SearXNG instance (no key): `GET {base}/search?q&format=json` answers
 * `{ results: [{ url, title, content, img_src?, thumbnail? }] }`. The instance must list `json` under
 * `search.formats` in its settings.yml; otherwise it answers 403.
 */
type TSearxngAnswer = {
  results?: Array<{ url?: string; title?: string; content?: string; img_src?: string; thumbnail?: string }>;
};

export function createSearxngProvider(options: {
  baseUrl: string;
  timeoutMs: number;
  /** Retries, circuit and budget (resilience.ts); without it, getJson's defaults (retries only). */
  outbound?: TOutbound;
}): WebSearchProvider {
  const name = 'searxng';
  return {
    name,
    async search(query, { count = DEFAULT_RESULT_COUNT } = {}) {
      const url = new URL(`${options.baseUrl.replace(/\/$/, '')}/search`);
      url.searchParams.set('q', query);
      url.searchParams.set('format', 'json');
      const { status, body } = await getJson(name, url, {
        timeoutMs: options.timeoutMs,
        outbound: options.outbound,
      });
      if (status === 403)
        throw new ProviderError(
          name,
          'refused JSON output (403): add json to search.formats in settings.yml',
          {
            reason: 'refused',
          },
        );
      const results = (body as TSearxngAnswer | null)?.results;
      if (status !== 200 || !Array.isArray(results))
        throw new ProviderError(name, `unexpected answer (${status})`);
      return toWebResults(
        results.map((result) => ({
          title: result.title,
          link: result.url,
          snippet: result.content,
          image: result.img_src || result.thumbnail,
        })),
        count,
      );
    },
  };
}

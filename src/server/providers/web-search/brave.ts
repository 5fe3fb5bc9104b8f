import { getJson, ProviderError } from '../http';
import type { TOutbound } from '../resilience';
import { DEFAULT_RESULT_COUNT, toWebResults, type WebSearchProvider } from './types';

/**
 * Brave Search API (`X-Subscription-Token`): `GET {base}/web/search?q&count` answers
 * `{ web: { results: [{ title, url, description, thumbnail: { src } }] } }`; `web` is left out when
 * nothing matched. Titles and descriptions carry `<strong>` around the matched words.
 */
type TBraveAnswer = {
  web?: {
    results?: Array<{ title?: string; url?: string; description?: string; thumbnail?: { src?: string } }>;
  };
};

// Brave takes at most 20 results per request.
const MAX_COUNT = 20;

export function createBraveProvider(options: {
  baseUrl: string;
  key: string;
  timeoutMs: number;
  /** Retries, circuit and budget (resilience.ts); without it, getJson's defaults (retries only). */
  outbound?: TOutbound;
}): WebSearchProvider {
  const name = 'brave';
  return {
    name,
    async search(query, { count = DEFAULT_RESULT_COUNT } = {}) {
      const url = new URL(`${options.baseUrl.replace(/\/$/, '')}/web/search`);
      url.searchParams.set('q', query);
      url.searchParams.set('count', String(Math.min(count, MAX_COUNT)));
      const { status, body } = await getJson(name, url, {
        timeoutMs: options.timeoutMs,
        outbound: options.outbound,
        headers: { 'x-subscription-token': options.key },
      });
      if (status === 401 || status === 403 || status === 422)
        throw new ProviderError(name, `refused the request (${status})`, { reason: 'refused' });
      if (status !== 200) throw new ProviderError(name, `unexpected answer (${status})`);
      const results = (body as TBraveAnswer).web?.results ?? [];
      if (!Array.isArray(results)) throw new ProviderError(name, 'unexpected answer (no result list)');
      return toWebResults(
        results.map((result) => ({
          title: result.title,
          link: result.url,
          snippet: result.description,
          image: result.thumbnail?.src,
        })),
        count,
      );
    },
  };
}

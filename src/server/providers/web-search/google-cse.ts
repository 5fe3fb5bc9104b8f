import { getJson, ProviderError } from '../http';
import type { TOutbound } from '../resilience';
import { DEFAULT_RESULT_COUNT, toWebResults, type WebSearchProvider } from './types';

/**
 * Google Custom Search JSON API (key and engine id `cx`; closed to new customers, ends 2027-01-01):
 * `GET {base}?key&cx&q&num` answers `{ items: [{ title, link, snippet, pagemap: { cse_thumbnail,
 * cse_image } }] }`; `items` is left out when nothing matched. Quotas answer 429, or 403 with a
 * `…LimitExceeded` reason; a project without access answers 403 PERMISSION_DENIED.
 */
type TGoogleImage = Array<{ src?: string }>;
type TGoogleAnswer = {
  items?: Array<{
    title?: string;
    link?: string;
    snippet?: string;
    pagemap?: { cse_thumbnail?: TGoogleImage; cse_image?: TGoogleImage };
  }>;
  error?: { message?: string; errors?: Array<{ reason?: string }> };
};

// Google answers at most 10 results per request.
const MAX_COUNT = 10;

function refusal(name: string, status: number, answer: TGoogleAnswer): ProviderError {
  const reasons = (answer.error?.errors ?? []).map((error) => error.reason ?? '');
  const isQuota = reasons.some((reason) => /LimitExceeded|quotaExceeded/i.test(reason));
  const detail = answer.error?.message ? `: ${answer.error.message}` : '';
  return isQuota
    ? new ProviderError(name, `quota exceeded (${status})${detail}`, { reason: 'rate-limited' })
    : new ProviderError(name, `refused the request (${status})${detail}`, { reason: 'refused' });
}

export function createGoogleCseProvider(options: {
  baseUrl: string;
  key: string;
  cx: string;
  timeoutMs: number;
  /** Retries, circuit and budget (resilience.ts); without it, getJson's defaults (retries only). */
  outbound?: TOutbound;
}): WebSearchProvider {
  const name = 'google-cse';
  return {
    name,
    async search(query, { count = DEFAULT_RESULT_COUNT } = {}) {
      const url = new URL(options.baseUrl);
      url.searchParams.set('key', options.key);
      url.searchParams.set('cx', options.cx);
      url.searchParams.set('q', query);
      url.searchParams.set('num', String(Math.min(count, MAX_COUNT)));
      const { status, body } = await getJson(name, url, {
        timeoutMs: options.timeoutMs,
        outbound: options.outbound,
      });
      const answer = (body ?? {}) as TGoogleAnswer;
      if (status >= 400) throw refusal(name, status, answer);
      const items = answer.items ?? [];
      if (status !== 200 || !Array.isArray(items))
        throw new ProviderError(name, `unexpected answer (${status})`);
      return toWebResults(
        items.map((item) => ({
          title: item.title,
          link: item.link,
          snippet: item.snippet,
          image: item.pagemap?.cse_thumbnail?.[0]?.src ?? item.pagemap?.cse_image?.[0]?.src,
        })),
        count,
      );
    },
  };
}

import type { Config } from '../../config';
import { createBraveProvider } from './brave';
import { createGoogleCseProvider } from './google-cse';
import { createSearxngProvider } from './searxng';
import { DEFAULT_OUTBOUND, type TOutbound } from '../resilience';
import type { WebSearchProvider } from './types';

/** The web search service the config chose (WEB_SEARCH_PROVIDER, else the first configured); null: none. */
export type TWebSearch = WebSearchProvider | null;

export function createWebSearch(
  settings: Config['webSearch'],
  outbound: TOutbound = DEFAULT_OUTBOUND,
): TWebSearch {
  const { timeoutMs, brave, searxng, googleCse } = settings;
  switch (settings.provider) {
    case 'brave':
      return brave.key
        ? createBraveProvider({ baseUrl: brave.baseUrl, key: brave.key, timeoutMs, outbound })
        : null;
    case 'searxng':
      return searxng.baseUrl
        ? createSearxngProvider({ baseUrl: searxng.baseUrl, timeoutMs, outbound })
        : null;
    case 'google-cse':
      return googleCse.key && googleCse.cx
        ? createGoogleCseProvider({
            baseUrl: googleCse.baseUrl,
            key: googleCse.key,
            cx: googleCse.cx,
            timeoutMs,
            outbound,
          })
        : null;
    default:
      return null;
  }
}

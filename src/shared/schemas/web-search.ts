import { z } from 'zod';
import { requiredText } from './fields';

/** The admin web search (spec part 2 §2, §3, §7): a candidate's name, searched once per keyword. */
export const WEB_SEARCH_PROVIDERS = ['brave', 'searxng', 'google-cse'] as const;
export type TWebSearchProviderName = (typeof WEB_SEARCH_PROVIDERS)[number];

/** How each service is named to the admin (Brave's free credit asks for attribution). */
export const WEB_SEARCH_PROVIDER_LABELS: Record<TWebSearchProviderName, string> = {
  brave: 'Brave Search',
  searxng: 'SearXNG',
  'google-cse': 'Google Custom Search',
};

const WEB_SEARCH_LIMITS = { term: 100 } as const;

export const WEB_SEARCH_MESSAGES = {
  notConfigured:
    'Web search is not configured. To turn it on, set BRAVE_SEARCH_KEY (Brave Search API), SEARXNG_URL (a ' +
    'SearXNG instance with JSON output enabled) or GOOGLE_CSE_KEY and GOOGLE_CSE_CX (Google Custom Search, ' +
    'existing keys only) in the server\'s environment and restart it: see "Admin web search" in the README.',
  rateLimited: 'The search service is limiting requests right now. Try again in a minute.',
  timeout: 'The search service did not answer in time. Try again later.',
  unreachable: 'The search service cannot be reached from the server.',
  refused: 'The search service refused the request: check its key and settings.',
  failed: 'The search service failed to answer. Try again later.',
  circuitOpen:
    'The search service failed several times in a row, so it is left alone for a short while. Try again in a minute.',
} as const;

export const ZWebSearchSchema = z.object({ candidateSearch: requiredText(WEB_SEARCH_LIMITS.term) });

export type TWebResult = { title: string; link: string; snippet: string; image?: string };

/**
 * One search: the term with one keyword (keyword null: the term alone, when there are no keywords). A
 * search the service could not answer has no results and says why in `failure`; the others still show.
 */
export type TWebSearchGroup = {
  keyword: string | null;
  query: string;
  results: TWebResult[];
  failure: string | null;
};

export type TWebSearchOutcome =
  | { configured: true; provider: TWebSearchProviderName; groups: TWebSearchGroup[] }
  | { configured: false; message: string };

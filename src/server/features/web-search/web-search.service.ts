import type { Logger } from 'pino';
import {
  WEB_SEARCH_MESSAGES,
  type TWebResult,
  type TWebSearchGroup,
  type TWebSearchOutcome,
} from '../../../shared/schemas/web-search';
import type { Db } from '../../db/database';
import { ProviderError, type TProviderFailure } from '../../providers/http';
import type { TWebSearch } from '../../providers/web-search';
import type { WebSearchProvider } from '../../providers/web-search/types';
import { mapWithConcurrency } from './concurrency';
import * as repository from './web-search.repository';

/** A day: a reload or another look at the same candidate costs no paid request. */
export const SEARCH_CACHE_TTL_MS = 24 * 3600_000;
/** Keyword searches asked of the service at once: quick enough, and gentle on its rate limits. */
export const KEYWORD_SEARCHES_AT_ONCE = 3;

export type TWebSearchDeps = { db: Db; webSearch: TWebSearch; logger: Logger; now?: () => Date };

const FAILURE_MESSAGES: Record<TProviderFailure, string> = {
  'rate-limited': WEB_SEARCH_MESSAGES.rateLimited,
  timeout: WEB_SEARCH_MESSAGES.timeout,
  unreachable: WEB_SEARCH_MESSAGES.unreachable,
  refused: WEB_SEARCH_MESSAGES.refused,
  'server-error': WEB_SEARCH_MESSAGES.failed,
  'bad-answer': WEB_SEARCH_MESSAGES.failed,
  'circuit-open': WEB_SEARCH_MESSAGES.circuitOpen,
  // Only the geocoders have a budget of calls; should a search have one, it reads as a rate limit.
  'over-budget': WEB_SEARCH_MESSAGES.rateLimited,
};

const queryOf = (term: string, keyword: string | null) =>
  [term, keyword ?? ''].join(' ').replace(/\s+/g, ' ').trim();

/** Keywords are free text (spec part 2 §5): blank ones add nothing, a repeated one is searched once. */
function distinctKeywords(keywords: string[]): string[] {
  const seen = new Set<string>();
  return keywords
    .map((keyword) => keyword.replace(/\s+/g, ' ').trim())
    .filter((keyword) => {
      const key = keyword.toLowerCase();
      if (!keyword || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

async function cachedSearch(
  db: Db,
  provider: WebSearchProvider,
  query: string,
  now: Date,
): Promise<TWebResult[]> {
  const queryKey = query.toLowerCase();
  const cached = await repository.getCachedSearch(db, provider.name, queryKey, now);
  if (cached) return cached.results as TWebResult[];
  const results = await provider.search(query);
  await repository.upsertCachedSearch(db, {
    provider: provider.name,
    queryKey,
    results: JSON.stringify(results),
    expiresAt: new Date(now.getTime() + SEARCH_CACHE_TTL_MS),
  });
  return results;
}

/** One group; a service that could not answer fails this group only, and says why. */
async function searchGroup(
  deps: TWebSearchDeps,
  provider: WebSearchProvider,
  query: string,
  keyword: string | null,
  now: Date,
): Promise<TWebSearchGroup> {
  try {
    return { keyword, query, results: await cachedSearch(deps.db, provider, query, now), failure: null };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    deps.logger.warn({ err: error, provider: provider.name, query }, 'web search failed');
    return { keyword, query, results: [], failure: `${FAILURE_MESSAGES[error.reason]} (${error.message})` };
  }
}

/**
 * The admin web search: one search per keyword (the term and the keyword), or one for the term alone
 * when there are no keywords, a few at a time, each answer cached for a day per service and query.
 */
export async function searchCandidateOnTheWeb(
  deps: TWebSearchDeps,
  term: string,
  keywords: string[],
): Promise<TWebSearchOutcome> {
  const provider = deps.webSearch;
  if (!provider) return { configured: false, message: WEB_SEARCH_MESSAGES.notConfigured };
  const now = deps.now?.() ?? new Date();
  const wanted = distinctKeywords(keywords);
  const groups = await mapWithConcurrency(
    wanted.length > 0 ? wanted : [null],
    KEYWORD_SEARCHES_AT_ONCE,
    (keyword) => searchGroup(deps, provider, queryOf(term, keyword), keyword, now),
  );
  await repository.deleteExpiredSearches(deps.db, now);
  return { configured: true, provider: provider.name, groups };
}

/** Cached answers past their day (a search clears them too); the maintenance job calls this. */
export function deleteExpiredSearches(db: Db, now: Date): Promise<number> {
  return repository.deleteExpiredSearches(db, now);
}

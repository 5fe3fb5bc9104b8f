import type { TBallot, TRace } from '../../../shared/schemas/candidates';

/** Spec part 2 §3: search responses are cached per address, as typed, for the browser session. */
const RESULTS_KEY_PREFIX = 'candidateResults_';
/** Where the last results page lives (path and query), for the candidate page's back link. */
const SEARCH_KEY = 'candidateSearch';
/** The candidate ids of the last results page in display order, for the candidate page's arrows. */
const IDS_KEY = 'candidateIds';

type TSavedSearch = { search: string | null; ids: string[] };

// Storage can be switched off or full; the pages then work without it rather than failing.
function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch (error) {
    console.warn(`Could not save ${key} in session storage`, error);
  }
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isBallot(value: unknown): value is Omit<TBallot, 'isSample'> & { isSample?: unknown } {
  const data = value as Partial<TBallot> | null;
  return (
    typeof data?.address === 'string' &&
    Array.isArray(data.races) &&
    data.races.every((race: Partial<TRace> | null) => Array.isArray(race?.candidates))
  );
}

/**
 * The cached results for an address, or null; an entry that is not a result set (such as one an older
 * version stored in another shape) counts as none. An entry without the sample flag reads as real data.
 */
export function readCachedSearch(address: string): TBallot | null {
  const data = parseJson(read(RESULTS_KEY_PREFIX + address));
  if (!isBallot(data)) return null;
  // Kept before ballots named their election and listed measures (issue 25): one unnamed election, none.
  const { electionId, elections, measures } = data as Partial<TBallot>;
  return {
    ...data,
    measures: Array.isArray(measures) ? measures : [],
    isSample: data.isSample === true,
    electionId: typeof electionId === 'string' ? electionId : null,
    elections: Array.isArray(elections) ? elections : [],
  };
}

export function cacheSearch(address: string, data: TBallot): void {
  write(RESULTS_KEY_PREFIX + address, JSON.stringify(data));
}

export function candidateIds(races: TRace[]): string[] {
  return races.flatMap((race) => race.candidates.map((candidate) => candidate.id));
}

/** Remembers a results page (`search` is its path and query) and its candidates in display order. */
export function saveSearch(search: string, ids: string[]): void {
  write(SEARCH_KEY, search);
  write(IDS_KEY, JSON.stringify(ids));
}

export function clearSavedSearch(): void {
  try {
    sessionStorage.removeItem(SEARCH_KEY);
    sessionStorage.removeItem(IDS_KEY);
  } catch {
    // Nothing was saved if storage is unavailable.
  }
}

/** What a visitor without a saved search has, and what the server renders. */
export const NO_SAVED_SEARCH: TSavedSearch = { search: null, ids: [] };

export function readSavedSearch(): TSavedSearch {
  const ids = parseJson(read(IDS_KEY));
  return {
    search: read(SEARCH_KEY),
    ids: Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [],
  };
}

import type { Logger } from 'pino';
import { enclosingDivisions } from '../../../shared/divisions';
import type { Db } from '../../db/database';
import type { TGeocoding } from '../../providers/geocoding';
import type { TAddressQuery, TGeoMatch } from '../../providers/geocoding/types';
import { ProviderError } from '../../providers/http';
import { divisionsContaining } from './boundaries';
import { normaliseAddress, readCachedLookup, writeCachedLookup } from './geocode-cache';

/**
 * Address → divisions. The cache answers first; otherwise each provider in turn, falling through on a
 * timeout or an error. "No such address" is remembered for a day; a lookup nobody could answer is not
 * remembered at all, so the next try asks again. When no provider could even reach its service, the
 * outcome is 'offline' rather than 'unavailable', so the visitor can be told what is missing. When the
 * geocoders' budget of calls a minute is spent (GEOCODER_CALLS_PER_MINUTE), an address not in the cache
 * is 'busy' and no geocoder is asked.
 */
export type TLookupOutcome =
  | { status: 'match'; match: TGeoMatch }
  | { status: 'no-match' }
  | { status: 'unavailable'; failures: string[] }
  | { status: 'offline'; failures: string[] }
  | { status: 'busy' };

function failedOutcome(failures: string[], isEveryServiceUnreachable: boolean, wasBudgetSpent: boolean) {
  if (failures.length > 0 && isEveryServiceUnreachable) return { status: 'offline', failures } as const;
  return wasBudgetSpent ? ({ status: 'busy' } as const) : ({ status: 'unavailable', failures } as const);
}

async function askProviders(geocoding: TGeocoding, query: TAddressQuery, logger: Logger) {
  const failures: string[] = [];
  let answeredNoMatch = false;
  let isEveryServiceUnreachable = true;
  let wasBudgetSpent = false;
  for (const provider of geocoding.providers) {
    try {
      const match = await provider.lookup(query);
      if (match) return { outcome: { status: 'match', match } as const, provider: provider.name, failures };
      answeredNoMatch = true;
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
      if (!(error instanceof ProviderError && error.isUnreachable)) isEveryServiceUnreachable = false;
      if (error instanceof ProviderError && error.reason === 'over-budget') wasBudgetSpent = true;
      logger.warn({ err: error, provider: provider.name }, 'geocoding provider failed; trying the next');
    }
  }
  return {
    outcome: answeredNoMatch
      ? ({ status: 'no-match' } as const)
      : failedOutcome(failures, isEveryServiceUnreachable, wasBudgetSpent),
    provider: 'none',
    failures,
  };
}

async function withBoundaries(db: Db, geocoding: TGeocoding, match: TGeoMatch): Promise<TGeoMatch> {
  if (!geocoding.useBoundaries || !match.coordinates) return match;
  const extra = await divisionsContaining(db, match.coordinates);
  return { ...match, divisions: [...new Set([...match.divisions, ...extra.flatMap(enclosingDivisions)])] };
}

/**
 * `beforeAskingProviders` runs on a cache miss, before any outside service is asked: it may refuse (a
 * visitor's rate limit throws) or answer false when the geocoders' shared budget is spent ('busy').
 */
export async function lookupAddress(
  db: Db,
  geocoding: TGeocoding,
  query: TAddressQuery,
  logger: Logger,
  beforeAskingProviders: () => Promise<boolean> = async () => true,
): Promise<TLookupOutcome> {
  const key = normaliseAddress(
    query.kind === 'oneline' ? query.address : `${query.street} ${query.city} ${query.state} ${query.zip}`,
  );
  const cached = await readCachedLookup(db, key);
  if (cached) return cached.match ? { status: 'match', match: cached.match } : { status: 'no-match' };
  // This replica's own budget first: it is kept in memory, and a lookup it stops costs nothing.
  if (geocoding.budget.isSpent || !(await beforeAskingProviders())) return { status: 'busy' };

  const { outcome, provider, failures } = await askProviders(geocoding, query, logger);
  if (outcome.status !== 'match' && outcome.status !== 'no-match') return outcome;
  const match = outcome.status === 'match' ? await withBoundaries(db, geocoding, outcome.match) : null;
  // A "no match" while another provider was down might be wrong, so only a clean answer is remembered.
  if (match || failures.length === 0) await writeCachedLookup(db, key, provider, match);
  return match ? { status: 'match', match } : { status: 'no-match' };
}

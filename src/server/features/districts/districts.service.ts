import type { Logger } from 'pino';
import { officeRank } from '../../../shared/constants/offices';
import { stateCode } from '../../../shared/constants/states';
import type {
  TBallotLookup,
  TCandidateSummary,
  TStructuredAddress,
} from '../../../shared/schemas/candidates';
import type { Db } from '../../db/database';
import { remember } from '../../read-cache/read-cache';
import { isDemoContentSeeded } from '../../db/seed';
import type { TGeocoding } from '../../providers/geocoding';
import type { TAddressQuery, TGeoMatch } from '../../providers/geocoding/types';
import { findCandidatesInDivisions } from '../candidates/candidates.service';
import { takeAttempt, tryTakeAttempt, type TRateLimitRule } from '../rate-limits/rate-limits.service';
import { lookupAddress } from './address-lookup';
import * as repository from './districts.repository';
import { findExampleAddresses, matchDemoAddress } from './demo-addresses.service';

export const LOOKUP_MESSAGES = {
  empty: 'Enter an address to find your candidates.',
  noMatch: 'We could not find that address. Check the street, city and ZIP code and try again.',
  unavailable: 'The address lookup is not answering right now. Please try again in a few minutes.',
  busy: 'The address lookup is busy: many addresses were looked up in the last minute. Please try again in a minute.',
  notCovered: 'That state is not covered by the voter guide yet.',
  offline:
    'The address lookup needs the internet, and this server cannot reach any address service. To search any address, the server must reach the US Census Geocoder (geocoding.geo.census.gov), or set GEOCODER_PROVIDERS and the NYC Geoclient or Google Civic keys: see "Finding a voter\'s candidates" in the README.',
  offlineExamples: 'The example addresses on the home page work without the internet.',
} as const;

export type TDistrictDeps = { db: Db; geocoding: TGeocoding; logger: Logger };

/**
 * Lookups that reach the geocoders spend their quota, so each visitor's address gets a share; an address
 * already in the cache costs nothing and is never refused.
 */
export const ADDRESS_LOOKUP_LIMIT: TRateLimitRule = {
  bucket: 'address-lookup:ip',
  limit: 60,
  windowMs: 10 * 60_000,
  message: 'You have looked up many addresses in a short time. Please wait a few minutes and try again.',
};

/** The candidates of a set of divisions as races: one list per office and division, federal first. */
function racesInDivisions(db: Db, divisionIds: string[]): Promise<TCandidateSummary[][]> {
  const key = `races:${JSON.stringify([...new Set(divisionIds)].sort())}`;
  return remember(db, key, ['candidates'], () => loadRacesInDivisions(db, divisionIds));
}

async function loadRacesInDivisions(db: Db, divisionIds: string[]): Promise<TCandidateSummary[][]> {
  const rows = await findCandidatesInDivisions(db, divisionIds);
  const races = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${row.office}|${row.divisionId}`;
    races.set(key, [...(races.get(key) ?? []), row]);
  }
  return [...races.values()]
    .sort(
      (a, b) =>
        officeRank(a[0]!.office) - officeRank(b[0]!.office) ||
        a[0]!.district.localeCompare(b[0]!.district, 'en', { numeric: true }),
    )
    .map((race) => race.map(({ divisionId: _divisionId, lastName: _lastName, ...candidate }) => candidate));
}

async function found(db: Db, match: TGeoMatch): Promise<TBallotLookup> {
  return {
    found: true,
    ballot: {
      address: match.address,
      races: await racesInDivisions(db, match.divisions),
      isSample: await isDemoContentSeeded(db),
    },
  };
}

async function offlineMessage(db: Db) {
  const hasExamples = (await findExampleAddresses(db)).length > 0;
  return hasExamples
    ? `${LOOKUP_MESSAGES.offline} ${LOOKUP_MESSAGES.offlineExamples}`
    : LOOKUP_MESSAGES.offline;
}

/**
 * The geocoders' quota, shared by every replica through the database: lookups that reach them, a minute.
 * Each replica also counts its own requests (retries and fall-through included) in memory.
 */
const sharedGeocoderBudget = (perMinute: number): TRateLimitRule => ({
  bucket: 'geocoder-lookups:all',
  limit: perMinute,
  windowMs: 60_000,
  message: LOOKUP_MESSAGES.busy,
});

/** The visitor's share first (a 429, theirs to wait out), then the shared budget (false: busy). */
async function reserveGeocoderLookup(deps: TDistrictDeps, clientAddress: string, now: Date) {
  await takeAttempt(deps.db, [[ADDRESS_LOOKUP_LIMIT, clientAddress]], now);
  return tryTakeAttempt(deps.db, [[sharedGeocoderBudget(deps.geocoding.budget.perMinute), 'all']], now);
}

async function search(
  deps: TDistrictDeps,
  query: TAddressQuery,
  clientAddress: string,
): Promise<TBallotLookup> {
  const outcome = await lookupAddress(deps.db, deps.geocoding, query, deps.logger, () =>
    reserveGeocoderLookup(deps, clientAddress, new Date()),
  );
  if (outcome.status === 'match') return found(deps.db, outcome.match);
  if (outcome.status === 'unavailable') return { found: false, message: LOOKUP_MESSAGES.unavailable };
  // The demo's addresses are made up: offline nobody can place them, a live service may not know them, and
  // when the geocoders' budget is spent the demo table still answers them for free.
  const demo = await matchDemoAddress(deps.db, query);
  if (demo) return found(deps.db, demo);
  if (outcome.status === 'busy') return { found: false, message: LOOKUP_MESSAGES.busy };
  return {
    found: false,
    message: outcome.status === 'offline' ? await offlineMessage(deps.db) : LOOKUP_MESSAGES.noMatch,
  };
}

/** The home page's free-text address. */
export async function getBallotByAddress(
  deps: TDistrictDeps,
  address: string,
  clientAddress: string,
): Promise<TBallotLookup> {
  if (!address.trim()) return { found: false, message: LOOKUP_MESSAGES.empty };
  return search(deps, { kind: 'oneline', address: address.trim() }, clientAddress);
}

/** The structured form (street, city, state, ZIP). */
export async function getBallotByStructuredAddress(
  deps: TDistrictDeps,
  form: TStructuredAddress,
  clientAddress: string,
): Promise<TBallotLookup> {
  const state = stateCode(form.state) ?? stateCode(form.fullState ?? '');
  if (!state) return { found: false, message: LOOKUP_MESSAGES.notCovered };
  return search(
    deps,
    { kind: 'structured', street: form.street, city: form.city, state, zip: form.postalcode },
    clientAddress,
  );
}

/**
 * Cached address lookups past their time (a lookup that writes the cache clears them too). The cache holds
 * addresses visitors typed, so they go on a schedule. Returns how many went.
 */
export function deleteExpiredLookups(db: Db, now: Date): Promise<number> {
  return repository.deleteExpiredLookups(db, now);
}

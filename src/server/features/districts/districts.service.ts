import type { Logger } from 'pino';
import { stateCode } from '../../../shared/constants/states';
import { isInvisible } from '../../../shared/constants/text';
import {
  LOOKUP_MESSAGES,
  TOO_MANY_LOOKUPS_MESSAGE,
  type TLookupReason,
} from '../../../shared/constants/address-lookup';
import type { TBallotLookup, TStructuredAddress } from '../../../shared/schemas/candidates';
import { AppError } from '../../../shared/errors';
import type { Db } from '../../db/database';
import { isDemoContentSeeded } from '../../db/seed';
import { remember } from '../../read-cache/read-cache';
import type { TGeocoding } from '../../providers/geocoding';
import type { TAddressQuery, TGeoMatch } from '../../providers/geocoding/types';
import { findMeasuresForAddress } from '../ballot-measures/ballot-measures.service';
import { findBallotsInDivisions, viewerWhoIs } from '../candidates/candidates.service';
import { pickBallotElection } from '../../../shared/elections';
import { takeAttempt, tryTakeAttempt, type TRateLimitRule } from '../rate-limits/rate-limits.service';
import { lookupAddress } from './address-lookup';
import * as repository from './districts.repository';
import { findExampleAddresses, matchDemoAddress } from './demo-addresses.service';

/**
 * Who asks: a signed-in admin is also told what the server's configuration lacks. `storedOnly`: the server
 * render, answered from the cache and the demo's addresses alone (NOT_STORED_MESSAGE otherwise).
 */
export type TLookupCaller = {
  clientAddress: string;
  isAdmin?: boolean;
  storedOnly?: boolean;
  /** The election whose ballot the voter asked for, when the address has several (issue 25). */
  election?: string | null;
};

/** The server render of an address nobody has looked up yet: the browser looks it up (and waits for it). */
const NOT_STORED_MESSAGE = 'This address has not been looked up yet; the page looks it up in the browser.';

export type TDistrictDeps = { db: Db; geocoding: TGeocoding; logger: Logger; now: () => Date };

/**
 * Lookups that reach the geocoders spend their quota, so each visitor's address gets a share; an address
 * already in the cache costs nothing and is never refused.
 */
export const ADDRESS_LOOKUP_LIMIT: TRateLimitRule = {
  bucket: 'address-lookup:ip',
  limit: 60,
  windowMs: 10 * 60_000,
  message: TOO_MANY_LOOKUPS_MESSAGE,
};

/**
 * The ballot of the address: of the elections it has candidates in (an admin's preview includes drafts), the
 * one asked for, else the next ahead, else the most recent (issue 25); the others are named so the voter can
 * switch.
 */
function found(deps: TDistrictDeps, match: TGeoMatch, caller: TLookupCaller): Promise<TBallotLookup> {
  const viewer = viewerWhoIs(caller);
  const key = JSON.stringify([
    // The clock's minute: a clock a test moves past an election day picks the next election at once.
    Math.floor(deps.now().getTime() / FOUND_BALLOT_TTL_MS),
    viewer.includeDrafts,
    caller.election ?? null,
    match.address,
    [...new Set(match.divisions)].sort(),
  ]);
  return remember(
    deps.db,
    `districts.ballot:${key}`,
    FOUND_BALLOT_TABLES,
    () => loadFound(deps, match, caller, viewer),
    {
      expiresAt: Date.now() + FOUND_BALLOT_TTL_MS,
    },
  );
}

/**
 * A found ballot is kept for the next search of the same place (issue 23: the address search's speed), and
 * the same object is then serialized once (http/serialized-body.ts). What it shows depends on these tables,
 * and on the day: which election is next (pickBallotElection) changes at an election day's end, so it is
 * kept for the clock's minute only.
 */
const FOUND_BALLOT_TABLES = ['candidates', 'elections', 'ballot_measures', 'app_meta'];
const FOUND_BALLOT_TTL_MS = 60_000;

async function loadFound(
  deps: TDistrictDeps,
  match: TGeoMatch,
  caller: TLookupCaller,
  viewer: ReturnType<typeof viewerWhoIs>,
): Promise<TBallotLookup> {
  const ballots = await findBallotsInDivisions(deps.db, match.divisions, viewer);
  const elections = ballots.map((ballot) => ballot.election);
  const shown = pickBallotElection(elections, deps.now().getTime(), caller.election);
  return {
    found: true,
    ballot: {
      address: match.address,
      races: ballots.find((ballot) => ballot.election.id === shown?.id)?.races ?? [],
      // The measures of the same election (an admin previews a draft's too).
      measures: await findMeasuresForAddress(deps.db, match.divisions, viewer, {
        electionId: shown?.id,
        now: deps.now(),
      }),
      isSample: await isDemoContentSeeded(deps.db),
      electionId: shown?.id ?? null,
      elections: elections.map(({ id, date, published }) => ({ id, date, published })),
    },
  };
}

async function offlineReasons(deps: TDistrictDeps, caller: TLookupCaller): Promise<TLookupReason[]> {
  deps.logger.warn(LOOKUP_MESSAGES.offlineAdvice);
  const hasExamples = (await findExampleAddresses(deps.db)).length > 0;
  return [
    'offline',
    ...(hasExamples ? (['offlineExamples'] as const) : []),
    ...(caller.isAdmin ? (['offlineAdvice'] as const) : []),
  ];
}

const notFound = (...reasons: TLookupReason[]): TBallotLookup => ({ found: false, reasons });

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
  caller: TLookupCaller,
): Promise<TBallotLookup> {
  const outcome = await lookupAddress(deps.db, deps.geocoding, query, deps.logger, () =>
    caller.storedOnly
      ? Promise.resolve(false)
      : reserveGeocoderLookup(deps, caller.clientAddress, new Date()),
  );
  if (outcome.status === 'match') return found(deps, outcome.match, caller);
  if (outcome.status === 'unavailable') return notFound('unavailable');
  // The demo's addresses are made up: offline nobody can place them, a live service may not know them, and
  // when the geocoders' budget is spent the demo table still answers them for free.
  const demo = await matchDemoAddress(deps.db, query);
  if (demo) return found(deps, demo, caller);
  if (caller.storedOnly) throw new AppError('UNAVAILABLE', NOT_STORED_MESSAGE);
  if (outcome.status === 'busy') return notFound('busy');
  return outcome.status === 'offline'
    ? notFound(...(await offlineReasons(deps, caller)))
    : notFound('noMatch');
}

/** The home page's free-text address; one that shows nothing (zero-width spaces) is empty. */
export async function getBallotByAddress(
  deps: TDistrictDeps,
  address: string,
  caller: TLookupCaller,
): Promise<TBallotLookup> {
  if (isInvisible(address)) return notFound('empty');
  return search(deps, { kind: 'oneline', address: address.trim() }, caller);
}

/** The structured form (street, city, state, ZIP). */
export async function getBallotByStructuredAddress(
  deps: TDistrictDeps,
  form: TStructuredAddress,
  caller: TLookupCaller,
): Promise<TBallotLookup> {
  const state = stateCode(form.state) ?? stateCode(form.fullState ?? '');
  if (!state) return notFound('notCovered');
  return search(
    deps,
    { kind: 'structured', street: form.street, city: form.city, state, zip: form.postalcode },
    caller,
  );
}

/**
 * Cached address lookups past their time (a lookup that writes the cache clears them too). The cache holds
 * addresses visitors typed, so they go on a schedule. Returns how many went.
 */
export function deleteExpiredLookups(db: Db, now: Date): Promise<number> {
  return repository.deleteExpiredLookups(db, now);
}

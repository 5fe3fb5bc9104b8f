import type { Logger } from 'pino';
import { officeRank } from '../../../shared/constants/offices';
import { stateCode } from '../../../shared/constants/states';
import {
  ZAddressSchema,
  ZStructuredAddressSchema,
  type TAddressSearchResult,
  type TCandidateSummary,
  type TStructuredSearchResult,
} from '../../../shared/schemas/candidates';
import type { Db } from '../../db/database';
import type { TGeocoding } from '../../providers/geocoding';
import type { TAddressQuery } from '../../providers/geocoding/types';
import { findCandidatesInDivisions } from '../candidates/candidates.repository';
import { lookupAddress } from './address-lookup';

export const LOOKUP_MESSAGES = {
  empty: 'Enter an address to find your candidates.',
  noMatch: 'We could not find that address. Check the street, city and ZIP code and try again.',
  unavailable: 'The address lookup is not answering right now. Please try again in a few minutes.',
  notCovered: 'That state is not covered by the voter guide yet.',
} as const;

export type TDistrictDeps = { db: Db; geocoding: TGeocoding; logger: Logger };

/** The candidates of a set of divisions as races: one list per office and division, federal first. */
export async function racesInDivisions(db: Db, divisionIds: string[]): Promise<TCandidateSummary[][]> {
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
    .map((race) =>
      race.map(({ id, fullName, headshot, party, office, district }) => ({
        _id: id,
        fullName,
        headshot,
        party,
        office,
        district,
      })),
    );
}

async function search(deps: TDistrictDeps, query: TAddressQuery) {
  const outcome = await lookupAddress(deps.db, deps.geocoding, query, deps.logger);
  if (outcome.status === 'unavailable')
    return { success: false as const, message: LOOKUP_MESSAGES.unavailable };
  if (outcome.status === 'no-match') return { success: false as const, message: LOOKUP_MESSAGES.noMatch };
  return {
    success: true as const,
    address: outcome.match.address,
    races: await racesInDivisions(deps.db, outcome.match.divisions),
  };
}

/** The home page's free-text address. */
export async function searchByAddress(deps: TDistrictDeps, input: unknown): Promise<TAddressSearchResult> {
  const { address } = ZAddressSchema.parse(input);
  if (!address.trim()) return { success: false, message: LOOKUP_MESSAGES.empty };
  const result = await search(deps, { kind: 'oneline', address: address.trim() });
  return result.success
    ? { success: true, data: { response: result.races, geo: { address: result.address } } }
    : result;
}

/** The structured form (street, city, state, ZIP). */
export async function searchByStructuredAddress(
  deps: TDistrictDeps,
  input: unknown,
): Promise<TStructuredSearchResult> {
  const form = ZStructuredAddressSchema.parse(input);
  const state = stateCode(form.state) ?? stateCode(form.fullState ?? '');
  if (!state) return { success: false, message: LOOKUP_MESSAGES.notCovered };
  const result = await search(deps, {
    kind: 'structured',
    street: form.street,
    city: form.city,
    state,
    zip: form.postalcode,
  });
  return result.success ? { success: true, data: result.races } : result;
}

import type { Logger } from 'pino';
import { isFederalOffice, type TFederalOffice } from '../../../shared/constants/federal-record';
import { stateCode } from '../../../shared/constants/states';
import { AppError } from '../../../shared/errors';
import type { TCandidate } from '../../../shared/schemas/candidates';
import {
  FEDERAL_RECORD_MESSAGES,
  type TDonor,
  type TDonors,
  type TDonorsAnswer,
} from '../../../shared/schemas/federal-record';
import type { Db } from '../../db/database';
import { ProviderError } from '../../providers/http';
import type { DonorsProvider, TFecCandidateQuery, TTopContributors } from '../../providers/fec/types';
import {
  getCandidateById,
  getFederalCandidateByName,
  type TElectionViewer,
} from '../candidates/candidates.service';
import * as repository from './donors.repository';

/** A day: the FEC publishes new filings nightly, and DEMO_KEY allows only 30 calls an hour. */
export const DONORS_CACHE_TTL_MS = 24 * 3600_000;
/** The contributors a table shows, as OpenSecrets did. */
const TOP_CONTRIBUTORS = 10;

export type TDonorsDeps = {
  db: Db;
  donors: DonorsProvider;
  logger: Logger;
  /** The two-year cycle shown (config FEC_CYCLE). */
  cycle: number;
  now?: () => Date;
};

type TCachedRow = NonNullable<Awaited<ReturnType<typeof repository.getCachedDonors>>>;

const FEC_OFFICE: Record<TFederalOffice, TFecCandidateQuery['office']> = {
  'House of Representatives': 'H',
  Senate: 'S',
};

/** Figures are kept per FEC candidate id, or per name, office and state for a candidate without one. */
const lookupKeyOf = (candidate: TCandidate) =>
  candidate.fecCandidateId ??
  ['name', candidate.office, candidate.state, candidate.lastName, candidate.firstName]
    .join('|')
    .toLowerCase();

const sourceUrlOf = (fecCandidateId: string | null, cycle: number) =>
  fecCandidateId ? `https://www.fec.gov/data/candidate/${fecCandidateId}/?cycle=${cycle}` : null;

const available = (record: TDonors): TDonorsAnswer => ({ status: 'available', record });

function toDonors(row: TCachedRow & { cycle: number }): TDonors {
  return {
    donors: row.donors as TDonor[],
    cycle: row.cycle,
    fecCandidateId: row.fecCandidateId,
    candidateName: row.candidateName,
    sourceUrl: sourceUrlOf(row.fecCandidateId, row.cycle),
    isSample: row.isSample,
    fetchedAt: row.fecCandidateId ? row.fetchedAt.toISOString() : null,
  };
}

const noRecord = (cycle: number): TDonors => ({
  donors: [],
  cycle,
  fecCandidateId: null,
  candidateName: null,
  sourceUrl: null,
  isSample: false,
  fetchedAt: null,
});

async function fetchAndKeep(
  deps: TDonorsDeps,
  query: TFecCandidateQuery,
  lookupKey: string,
  now: Date,
): Promise<TDonors> {
  const found: TTopContributors | null = await deps.donors.findTopContributors(query, {
    limit: TOP_CONTRIBUTORS,
  });
  const row = {
    fecCandidateId: found?.fecCandidateId ?? null,
    candidateName: found?.candidateName ?? null,
    donors: found?.donors ?? [],
    isSample: false,
    fetchedAt: now,
    expiresAt: new Date(now.getTime() + DONORS_CACHE_TTL_MS),
  };
  await repository.upsertCachedDonors(deps.db, {
    ...row,
    lookupKey,
    cycle: query.cycle,
    donors: JSON.stringify(row.donors),
  });
  return toDonors({ ...row, cycle: query.cycle });
}

/**
 * The top contributors of a House or Senate candidate in the configured cycle (spec part 1 §2: the Campaign
 * Donors table), from the FEC, kept a day. When the FEC cannot be reached, figures kept earlier are shown
 * however old; with none, the answer says the FEC is unavailable.
 */
async function getDonorsOfCandidate(deps: TDonorsDeps, candidate: TCandidate): Promise<TDonorsAnswer> {
  if (!isFederalOffice(candidate.office))
    throw new AppError('BAD_REQUEST', FEDERAL_RECORD_MESSAGES.notFederalOffice);
  const now = deps.now?.() ?? new Date();
  const lookupKey = lookupKeyOf(candidate);
  const cached = await repository.getCachedDonors(deps.db, lookupKey, deps.cycle);
  if (cached && (cached.isSample || cached.expiresAt > now)) return available(toDonors(cached));

  const state = stateCode(candidate.state);
  // Without an FEC id, the FEC is searched by name within a state; a candidate with neither has no record.
  if (!candidate.fecCandidateId && !state) return available(noRecord(deps.cycle));
  const query: TFecCandidateQuery = {
    fecCandidateId: candidate.fecCandidateId,
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    office: FEC_OFFICE[candidate.office],
    state: state ?? '',
    cycle: deps.cycle,
  };
  try {
    return available(await fetchAndKeep(deps, query, lookupKey, now));
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    deps.logger.warn({ err: error, lookupKey }, 'FEC donors lookup failed');
    return cached ? available(toDonors(cached)) : { status: 'unavailable' };
  }
}

/** `viewer`: whose read it is, so that an admin's preview of a draft election's candidate has donors too. */
export async function getDonors(
  deps: TDonorsDeps,
  candidateId: string,
  viewer?: TElectionViewer,
): Promise<TDonorsAnswer> {
  return getDonorsOfCandidate(deps, await getCandidateById(deps.db, candidateId, undefined, viewer));
}

/**
 * The legacy call names the candidate: first name, last name and chamber (spec part 1 §7). The FEC being
 * unavailable is its documented 502.
 */
export async function getDonorsByName(
  deps: TDonorsDeps,
  name: { firstName: string; lastName: string; office: TFederalOffice },
): Promise<TDonors> {
  const answer = await getDonorsOfCandidate(deps, await getFederalCandidateByName(deps.db, name));
  if (answer.status === 'unavailable')
    throw new AppError('UPSTREAM_FAILED', FEDERAL_RECORD_MESSAGES.donorsUnavailable);
  return answer.record;
}

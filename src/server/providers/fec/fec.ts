import { getJson, ProviderError } from '../http';
import type { TOutbound } from '../resilience';
import {
  DEFAULT_DONOR_LIMIT,
  isSameCandidateName,
  mergeContributors,
  type TCommitteeGift,
  type TEmployerTotal,
} from './top-contributors';
import type { DonorsProvider, TFecCandidateQuery } from './types';

/**
 * OpenFEC API v1 (reference/data-sources.md §3.2). Every answer is `{ api_version, pagination, results }`;
 * page-numbered routes give `pagination: { count, page, pages, per_page }`, /schedules/schedule_a/ pages by
 * keyset instead: `pagination.last_indexes` (null on the last page) is sent back to get the next one.
 * Errors: api.data.gov's `{ error: { code, message } }` (403 API_KEY_MISSING/INVALID, 429 OVER_RATE_LIMIT).
 * An unknown candidate is no error: the answer has no results.
 */
type TCommittee = { committee_id?: string; designation?: string; cycles?: number[] };
type TCandidate = {
  candidate_id?: string;
  name?: string;
  principal_committees?: TCommittee[];
};
type TPage<T> = {
  results?: T[];
  pagination?: {
    count?: number;
    pages?: number;
    last_indexes?: { last_index?: string | number; last_contribution_receipt_amount?: number } | null;
  };
};
type TEmployerRow = { employer?: string | null; total?: number };
type TScheduleARow = {
  contributor_name?: string | null;
  contribution_receipt_amount?: number;
  memo_code?: string | null;
};
type TErrorAnswer = { error?: { code?: string; message?: string }; message?: string };

const PER_PAGE = 100;
/** by_employer comes largest first: three pages hold every employer that can reach a top ten. */
export const MAX_EMPLOYER_PAGES = 3;
/**
 * Committee gifts come largest first; five pages (500 gifts) reach far below the top ten while keeping a
 * lookup within DEMO_KEY's 30 calls an hour for a few candidates.
 */
export const MAX_COMMITTEE_PAGES = 5;

export function createFecProvider(options: {
  baseUrl: string;
  key: string;
  timeoutMs: number;
  /** Retries, circuit and budget (resilience.ts); without it, getJson's defaults (retries only). */
  outbound?: TOutbound;
}): DonorsProvider {
  const name = 'fec';
  const base = options.baseUrl.replace(/\/$/, '');

  async function get<T>(path: string, query: Record<string, string | number> = {}): Promise<TPage<T>> {
    const url = new URL(`${base}/${path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    // api.data.gov takes the key as a header or as `api_key`; the header keeps it out of URLs and logs.
    const { status, body } = await getJson(name, url, {
      timeoutMs: options.timeoutMs,
      outbound: options.outbound,
      headers: { 'x-api-key': options.key },
    });
    const answer = body as (TPage<T> & TErrorAnswer) | null;
    if (status === 200) {
      if (!Array.isArray(answer?.results)) throw new ProviderError(name, 'unexpected answer (no results)');
      return answer;
    }
    const said = answer?.error?.message ?? answer?.error?.code ?? answer?.message;
    const detail = said ? `: ${said}` : '';
    if (status === 401 || status === 403)
      throw new ProviderError(name, `refused the request (${status})${detail}`, { reason: 'refused' });
    // Unknown candidates come back as empty results, so a 404 means FEC_API_URL names no OpenFEC route.
    if (status === 404) throw new ProviderError(name, `has no ${path} (404): check FEC_API_URL`);
    throw new ProviderError(name, `unexpected answer (${status})${detail}`);
  }

  async function getCandidateById(candidateId: string): Promise<TCandidate | null> {
    const page = await get<TCandidate>(`candidate/${encodeURIComponent(candidateId)}/`);
    return page.results?.[0] ?? null;
  }

  async function findCandidateByName(query: TFecCandidateQuery): Promise<TCandidate | null> {
    const page = await get<TCandidate>('candidates/search/', {
      q: `${query.lastName} ${query.firstName}`,
      office: query.office,
      state: query.state,
      cycle: query.cycle,
      per_page: PER_PAGE,
    });
    // Full-text search also finds namesakes' neighbours ("PARKER, ELEANOR"): only the same name counts.
    return (
      page.results?.find((candidate) =>
        isSameCandidateName(candidate.name ?? '', query.firstName, query.lastName),
      ) ?? null
    );
  }

  async function getPrincipalCommitteeId(candidate: TCandidate, candidateId: string, cycle: number) {
    const embedded = (candidate.principal_committees ?? []).find(
      (committee) => committee.committee_id && (!committee.cycles || committee.cycles.includes(cycle)),
    );
    if (embedded?.committee_id) return embedded.committee_id;
    const page = await get<TCommittee>(`candidate/${encodeURIComponent(candidateId)}/committees/`, {
      designation: 'P',
      cycle,
    });
    return page.results?.find((committee) => committee.committee_id)?.committee_id ?? null;
  }

  async function findEmployerTotals(committeeId: string, cycle: number): Promise<TEmployerTotal[]> {
    const totals: TEmployerTotal[] = [];
    for (let page = 1; page <= MAX_EMPLOYER_PAGES; page++) {
      const answer = await get<TEmployerRow>('schedules/schedule_a/by_employer/', {
        committee_id: committeeId,
        cycle,
        sort: '-total',
        per_page: PER_PAGE,
        page,
      });
      for (const row of answer.results ?? [])
        totals.push({ employer: row.employer ?? '', total: Number(row.total) || 0 });
      if (page >= (answer.pagination?.pages ?? 0) || (answer.results ?? []).length === 0) break;
    }
    return totals;
  }

  async function findCommitteeGifts(committeeId: string, cycle: number): Promise<TCommitteeGift[]> {
    const gifts: TCommitteeGift[] = [];
    let after: Record<string, string | number> = {};
    for (let page = 0; page < MAX_COMMITTEE_PAGES; page++) {
      const answer = await get<TScheduleARow>('schedules/schedule_a/', {
        committee_id: committeeId,
        two_year_transaction_period: cycle,
        contributor_type: 'committee',
        sort: '-contribution_receipt_amount',
        per_page: PER_PAGE,
        ...after,
      });
      const rows = answer.results ?? [];
      // A memo entry repeats money reported on another line (an earmark, a partnership's share).
      for (const row of rows)
        if (row.memo_code !== 'X')
          gifts.push({
            contributorName: row.contributor_name ?? '',
            amount: Number(row.contribution_receipt_amount) || 0,
          });
      const next = answer.pagination?.last_indexes;
      if (!next?.last_index || rows.length === 0) break;
      after = {
        last_index: next.last_index,
        last_contribution_receipt_amount: next.last_contribution_receipt_amount ?? 0,
      };
    }
    return gifts;
  }

  return {
    name,
    async findTopContributors(query, { limit = DEFAULT_DONOR_LIMIT } = {}) {
      // An id the admin set is trusted: a miss is "no record", not a reason to guess by name.
      const candidate = query.fecCandidateId
        ? await getCandidateById(query.fecCandidateId)
        : await findCandidateByName(query);
      const fecCandidateId = candidate?.candidate_id;
      if (!candidate || !fecCandidateId) return null;
      const committeeId = await getPrincipalCommitteeId(candidate, fecCandidateId, query.cycle);
      if (!committeeId) return null;
      const employers = await findEmployerTotals(committeeId, query.cycle);
      const committees = await findCommitteeGifts(committeeId, query.cycle);
      return {
        fecCandidateId,
        candidateName: candidate.name ?? '',
        committeeId,
        donors: mergeContributors(employers, committees, limit),
      };
    },
  };
}

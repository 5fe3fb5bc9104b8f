import { toCandidateSummary } from '../lib/my-ballot';
import { SEEDED_GENERAL } from './elections';
import type { TRouterOutputs } from './router-types';

type TCandidate = TRouterOutputs['candidates']['byId'];
/** A race as an address search answers it. */
type TFoundRace = Extract<TRouterOutputs['districts']['search'], { found: true }>['ballot']['races'][number];
/** A candidate as an address search lists them. */
type TFoundCandidate = TFoundRace['candidates'][number];

let sequence = 0;

/** A full candidate as `candidates.byId` returns it; each call gets a fresh id. */
export function makeCandidate(overrides: Partial<TCandidate> = {}): TCandidate {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    fullName: `Candidate ${sequence}`,
    firstName: 'Candidate',
    lastName: String(sequence),
    district: '33',
    office: 'City Council',
    state: 'New York',
    party: 'Democrat',
    incumbent: 'Challenger',
    headshot: 'https://images.example.org/photo.jpg',
    bio: 'https://example.org/bio',
    polLeaning: 'Progressive',
    votingRecord: false,
    specialNotes: '',
    sources: [],
    matrixQuestions: {},
    divisionId: null,
    bioguideId: null,
    fecCandidateId: null,
    recommended: false,
    recommendationReason: null,
    translations: {},
    electionId: SEEDED_GENERAL.id,
    ...overrides,
  };
}

/** The fields an address search returns per candidate. */
export const toSummary = (candidate: TCandidate): TFoundCandidate => toCandidateSummary(candidate);

/** A race of these candidates, named by the first one's office and district, as an address search answers it. */
export function toRace(candidates: TCandidate[]): TFoundRace {
  const [first] = candidates;
  if (!first) throw new Error('a race has at least one candidate');
  return { office: first.office, district: first.district, candidates: candidates.map(toSummary) };
}

type TDonorsAnswer = TRouterOutputs['donors']['byCandidate'];
type TDonor = Extract<TDonorsAnswer, { status: 'available' }>['record']['donors'][number];

/** The FEC's figures as `donors.byCandidate` answers them, for a candidate it has no record name for. */
export const donorsAnswer = (donors: TDonor[]): TDonorsAnswer => ({
  status: 'available',
  record: {
    donors,
    cycle: 2026,
    fecCandidateId: null,
    candidateName: null,
    sourceUrl: null,
    isSample: false,
    fetchedAt: null,
  },
});

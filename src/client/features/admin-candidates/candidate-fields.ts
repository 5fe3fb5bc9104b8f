import type { TMatrixQuestions } from '../../../shared/constants/matrix-questions';
import { COMMON_OFFICES, STATE_EXTRA_OFFICES } from '../../../shared/constants/offices';
import { CANDIDATE_STATE_CHOICES } from '../../../shared/constants/states';
import type { TCandidate, TCandidateInput } from '../../../shared/schemas/candidates';

/** What the candidate form holds: text for every text field, the sources as one comma-separated line. */
export type TCandidateFields = {
  fullName: string;
  firstName: string;
  lastName: string;
  district: string;
  office: string;
  state: string;
  party: string;
  incumbent: string;
  polLeaning: string;
  headshot: string;
  bio: string;
  sources: string;
  specialNotes: string;
  votingRecord: boolean;
  bioguideId: string;
  fecCandidateId: string;
  recommended: boolean;
  recommendationReason: string;
  matrixQuestions: TMatrixQuestions;
};

export function fieldsOf(candidate?: TCandidate): TCandidateFields {
  return {
    fullName: candidate?.fullName ?? '',
    firstName: candidate?.firstName ?? '',
    lastName: candidate?.lastName ?? '',
    district: candidate?.district ?? '',
    office: candidate?.office ?? '',
    state: candidate?.state ?? '',
    party: candidate?.party ?? '',
    incumbent: candidate?.incumbent ?? '',
    polLeaning: candidate?.polLeaning ?? '',
    headshot: candidate?.headshot ?? '',
    bio: candidate?.bio ?? '',
    sources: (candidate?.sources ?? []).join(', '),
    specialNotes: candidate?.specialNotes ?? '',
    votingRecord: candidate?.votingRecord ?? false,
    bioguideId: candidate?.bioguideId ?? '',
    fecCandidateId: candidate?.fecCandidateId ?? '',
    recommended: candidate?.recommended ?? false,
    recommendationReason: candidate?.recommendationReason ?? '',
    matrixQuestions: candidate?.matrixQuestions ?? {},
  };
}

/** The form as the shared schema takes it: sources split at commas, blanks dropped. */
export function inputOf(fields: TCandidateFields): Record<keyof TCandidateInput, unknown> {
  return {
    ...fields,
    sources: fields.sources
      .split(',')
      .map((source) => source.trim())
      .filter(Boolean),
  };
}

/**
 * The states the dialog offers (spec part 2 §3). A candidate stored under another state keeps it as a
 * choice, so editing one field does not move the candidate elsewhere.
 */
export function stateChoices(current: string): string[] {
  const choices: string[] = [...CANDIDATE_STATE_CHOICES];
  return current && !choices.includes(current) ? [...choices, current] : choices;
}

/** The base offices plus the chosen state's extras; a stored office outside that list stays a choice. */
export function officeChoices(state: string, current = ''): string[] {
  const extras: readonly string[] = STATE_EXTRA_OFFICES[state as keyof typeof STATE_EXTRA_OFFICES] ?? [];
  const choices = [...COMMON_OFFICES, ...extras];
  return current && !choices.includes(current) ? [...choices, current] : choices;
}

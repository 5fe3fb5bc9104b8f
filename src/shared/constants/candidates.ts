import { BLANK_MESSAGE } from './messages';

/** The longest reason an admin can give for recommending a candidate (issue 16). */
export const RECOMMENDATION_REASON_MAX = 280;

// Apart from src/shared/schemas/candidates.ts, so the candidate pages show them without loading zod (ADR 29).
export const CANDIDATE_MESSAGES = {
  blank: BLANK_MESSAGE,
  invalidCharacters: 'contains invalid characters',
  // The spec writes the second scheme as {host}; it is the plain-http one.
  urlOrNa: 'entry must start with https:// or http:// Else enter NA',
  zip: 'must contains 5 digits only',
  addSuccess: 'Add/Edit of a candidate was successful!',
  addFailure: 'Add/Edit of a candidate failed!',
  lookupFailed: 'Loading of candidates failed',
  // Election cycles (issue 25): a candidate runs in one election.
  election: 'must be the id of an election',
  unknownElection: 'No such election. Choose one of the elections in the list.',
  noElection: 'Add an election first: every candidate runs in one.',
} as const;

import { z } from 'zod';
import type { TBallotMeasure } from '../ballot-measures';
import { CANDIDATE_MESSAGES } from '../constants/candidates';
import { POSTAL_CODE_PATTERN, STRUCTURED_ADDRESS_MAX } from '../constants/address-fields';
import type { TLookupReason } from '../constants/address-lookup';
import { CANDIDATE_FIELDS, CANDIDATE_SUMMARY, requiredName, type TCandidateField } from './candidate-fields';
import { text, ZByIdSchema, ZIdSchema } from './fields';
import { translationsOutputOf, ZLanguageQuerySchema } from './translations';

export { CANDIDATE_MESSAGES };

const ADDRESS_MAX_LENGTH = 300;

type TFieldTable = Record<string, TCandidateField>;

function shapeOf<T extends TFieldTable, TPart extends 'input' | 'output'>(fields: T, part: TPart) {
  const shape = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field[part]]));
  // Object.entries forgets which schema belongs to which name; each is the declared one.
  return shape as { [K in keyof T]: T[K][TPart] };
}

/** What an admin sends for a candidate: each declared field's input rule. */
export function inputSchemaOf<T extends TFieldTable>(fields: T) {
  return z.object(shapeOf(fields, 'input'));
}

/** A candidate as stored and answered: its id, each declared field, and the division the server derives. */
export function outputSchemaOf<T extends TFieldTable>(fields: T) {
  return z.object({ id: z.string(), ...shapeOf(fields, 'output'), divisionId: z.string().nullable() });
}

/** The candidate form (admin dialog, tRPC create/update, REST POST/PUT), from schemas/candidate-fields.ts. */
export const ZCandidateSchema = inputSchemaOf(CANDIDATE_FIELDS);
export type TCandidateInput = z.input<typeof ZCandidateSchema>;
/** A candidate form after the shared rules (trimmed, defaults filled in): what the service stores. */
export type TCandidateForm = z.output<typeof ZCandidateSchema>;

/** A candidate in the domain, as tRPC answers it; the REST contract names the id `_id` (candidates.rest.ts). */
export const ZCandidateOutputSchema = outputSchemaOf(CANDIDATE_FIELDS);
export type TCandidate = z.output<typeof ZCandidateOutputSchema>;

/**
 * What an address search returns per candidate (spec part 2 §3), with the recommendation reason in every
 * language: my ballot keeps the summaries and shows the reason in whichever language the page is in later,
 * without asking the server about the voter's candidates again (ADRs 37 and 44).
 */
export const ZCandidateSummarySchema = ZCandidateOutputSchema.pick(CANDIDATE_SUMMARY).extend({
  translations: translationsOutputOf({ recommendationReason: z.string() }).describe(
    'The recommendation reason in other languages, by language code; a missing one is not translated yet',
  ),
});
export type TCandidateSummary = z.output<typeof ZCandidateSummarySchema>;

/** The filters of a candidate list: ?office&state (admin table) or ?office&district (public lists). */
const ZCandidateListFilterSchema = z.object({
  office: text().max(100).optional(),
  state: text().max(60).optional(),
  district: text().max(100).optional(),
});
export type TCandidateListFilter = z.output<typeof ZCandidateListFilterSchema>;

/** A public read of one candidate or a list: the same, plus the language to answer in (`lang`, ADR 44). */
export const ZCandidateByIdSchema = ZByIdSchema.extend(ZLanguageQuerySchema.shape);
export const ZCandidateListQuerySchema = ZCandidateListFilterSchema.extend(ZLanguageQuerySchema.shape);

/** One seat (office, state and district) with its candidates, as /otherKeyStates lists them. */
export type TSeatCandidates = {
  office: string;
  state: string;
  district: string;
  candidates: TCandidateSummary[];
};

/** The home box's free-text address. No client checks (spec); the server refuses over-long input. */
export const ZAddressSchema = z.object({
  address: text().max(
    ADDRESS_MAX_LENGTH,
    `the address must be at most ${ADDRESS_MAX_LENGTH} characters long`,
  ),
});

/** The structured address form (spec part 2 §5); `readStructuredAddress` is its zod-free twin. */
export const ZStructuredAddressSchema = z.object({
  street: requiredName(STRUCTURED_ADDRESS_MAX.street),
  city: requiredName(STRUCTURED_ADDRESS_MAX.city),
  state: text({ message: CANDIDATE_MESSAGES.blank })
    .trim()
    .min(1, CANDIDATE_MESSAGES.blank)
    .max(STRUCTURED_ADDRESS_MAX.state),
  fullState: text().trim().max(STRUCTURED_ADDRESS_MAX.fullState).optional(),
  postalcode: text({ message: CANDIDATE_MESSAGES.blank })
    .trim()
    .regex(POSTAL_CODE_PATTERN, CANDIDATE_MESSAGES.zip),
});

export type TStructuredAddress = z.output<typeof ZStructuredAddressSchema>;

/** Which of an address's elections the voter asks the ballot of (issue 25); none: the next ahead. */
export const ZBallotElectionSchema = z.object({ election: ZIdSchema.optional() });

/** One race on a ballot: an office in one division (named by its district) and the candidates running. */
export type TRace = { office: string; district: string; candidates: TCandidateSummary[] };

/** An election an address has candidates in (issue 25): the page names it from `elections.list`. */
type TBallotElection = { id: string; date: string; published: boolean };

/**
 * The ballot of one address: its races, federal to local (OFFICE_ORDER), its ballot measures in ballot
 * order (with every language's texts: the page shows its own), and `isSample`, true while the database
 * holds the demo content, whose candidates are fictional. The races and measures are those of one election
 * (`electionId`, null when the address has no candidates) among the address's `elections`, earliest first.
 */
export type TBallot = {
  address: string;
  races: TRace[];
  measures: TBallotMeasure[];
  isSample: boolean;
  electionId: string | null;
  elections: TBallotElection[];
};

/** An address lookup: the ballot, or the reason there is none, worded for the visitor. */
export type TBallotLookup = { found: true; ballot: TBallot } | { found: false; reasons: TLookupReason[] };

/** An address the demo answers offline, offered on the home page as an example. */
export type TExampleAddress = { id: string; address: string };

/** The dropdown's entries, with their schema, live in states.ts; the candidate search offers them. */
export type { TDropdownState } from './states';

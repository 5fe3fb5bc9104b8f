import { z } from 'zod';
import { MATRIX_ANSWERS, MATRIX_QUESTIONS, type TMatrixQuestions } from '../constants/matrix-questions';
import { ALL_OFFICES } from '../constants/offices';
import { CANDIDATE_STATE_CHOICES, US_STATES } from '../constants/states';
import { ZFederalIdsSchema } from './federal-record';
import { requiredText, text, tooLongMessage } from './fields';
import { CANDIDATE_MESSAGES, RECOMMENDATION_REASON_MAX } from '../constants/candidates';
import { FORBIDDEN_CHARACTERS } from '../constants/text';
import { POSTAL_CODE_PATTERN, STRUCTURED_ADDRESS_MAX } from '../constants/address-fields';

export { CANDIDATE_MESSAGES, FORBIDDEN_CHARACTERS };

export const PARTIES = ['Democrat', 'Republican', 'Others'] as const;
export const INCUMBENCY = ['Incumbent', 'Challenger'] as const;
export const POLITICAL_LEANINGS = ['Progressive', 'Democrat', 'Republican', 'Independent'] as const;
export const ADDRESS_MAX_LENGTH = 300;

const requiredName = (max: number) =>
  requiredText(max).refine(
    (value) => !FORBIDDEN_CHARACTERS.test(value),
    CANDIDATE_MESSAGES.invalidCharacters,
  );

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { message: CANDIDATE_MESSAGES.blank });

const urlOrNa = text({ message: CANDIDATE_MESSAGES.blank })
  .trim()
  .min(1, { message: CANDIDATE_MESSAGES.blank, abort: true })
  .max(2000)
  .refine((value) => value === 'NA' || /^https?:\/\/\S+$/.test(value), CANDIDATE_MESSAGES.urlOrNa);

const matrixShape = Object.fromEntries(
  Object.entries(MATRIX_QUESTIONS).map(([category, questions]) => [
    category,
    z
      .object(Object.fromEntries(questions.map((question) => [question, z.enum(MATRIX_ANSWERS).optional()])))
      .strict()
      .optional(),
  ]),
);
export const ZMatrixQuestionsSchema = z
  .object(matrixShape)
  .strict() as unknown as z.ZodType<TMatrixQuestions>;

const STATE_VALUES = [...CANDIDATE_STATE_CHOICES, ...US_STATES.map(([, name]) => name)] as [
  string,
  ...string[],
];

export const ZCandidateSchema = z.object({
  fullName: requiredName(200),
  firstName: requiredName(100),
  lastName: requiredName(100),
  district: requiredName(100),
  office: choice(ALL_OFFICES as [string, ...string[]]),
  state: z.enum([...new Set(STATE_VALUES)] as [string, ...string[]], { message: CANDIDATE_MESSAGES.blank }),
  party: choice(PARTIES),
  incumbent: choice(INCUMBENCY),
  polLeaning: choice(POLITICAL_LEANINGS),
  headshot: urlOrNa,
  bio: urlOrNa,
  votingRecord: z.boolean().default(false),
  specialNotes: text().max(50_000).default(''),
  sources: z
    .array(
      text()
        .trim()
        .regex(/^https?:\/\/\S+$/, 'each source must be an http(s) link')
        .max(2000),
    )
    .max(50)
    .default([]),
  matrixQuestions: ZMatrixQuestionsSchema.default({}),
  // The organisation's recommendation (issue 16); a blank reason is stored as none (null).
  recommended: z.boolean().default(false),
  recommendationReason: text()
    .trim()
    .max(RECOMMENDATION_REASON_MAX, tooLongMessage(RECOMMENDATION_REASON_MAX))
    .transform((value) => value || null)
    .nullable()
    .default(null),
  // Links to the federal record (House and Senate members): optional, blank for none.
  ...ZFederalIdsSchema.shape,
});
export type TCandidateInput = z.input<typeof ZCandidateSchema>;
/** A candidate form after the shared rules (trimmed, defaults filled in): what the service stores. */
export type TCandidateForm = z.output<typeof ZCandidateSchema>;

/** A candidate in the domain; the REST contract names the id `_id` (candidates.rest.ts). */
export type TCandidate = {
  id: string;
  fullName: string;
  firstName: string;
  lastName: string;
  district: string;
  office: string;
  state: string;
  party: string;
  incumbent: string;
  headshot: string;
  bio: string;
  polLeaning: string;
  votingRecord: boolean;
  /** Sanitized HTML (or plain text) */
  specialNotes: string;
  sources: string[];
  matrixQuestions: TMatrixQuestions;
  divisionId: string | null;
  /** The member's Bioguide id: links a House or Senate incumbent to the imported voting record. */
  bioguideId: string | null;
  /** The FEC candidate id the donor figures are looked up by (else by name). */
  fecCandidateId: string | null;
  /** The organisation recommends this candidate (issue 16). */
  recommended: boolean;
  /** A short reason for the recommendation, or null. */
  recommendationReason: string | null;
};

/** The filters of a candidate list: ?office&state (admin table) or ?office&district (public lists). */
export const ZCandidateListFilterSchema = z.object({
  office: text().max(100).optional(),
  state: text().max(60).optional(),
  district: text().max(100).optional(),
});
export type TCandidateListFilter = z.output<typeof ZCandidateListFilterSchema>;

/** What an address search returns per candidate (spec part 2 §3). */
export type TCandidateSummary = Pick<
  TCandidate,
  'id' | 'fullName' | 'headshot' | 'party' | 'office' | 'district' | 'recommended' | 'recommendationReason'
>;

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

/**
 * The ballot of one address: its races (one list of candidates per office and division, federal first), and
 * `isSample`, true while the database holds the demo content, whose candidates are fictional.
 */
export type TBallot = { address: string; races: TCandidateSummary[][]; isSample: boolean };

/** An address lookup: the ballot, or the reason there is none, worded for the visitor. */
export type TBallotLookup = { found: true; ballot: TBallot } | { found: false; message: string };

/** An address the demo answers offline, offered on the home page as an example. */
export type TExampleAddress = { id: string; address: string };

/** The dropdown's entries, with their schema, live in states.ts; the candidate search offers them. */
export type { TDropdownState } from './states';

import { z } from 'zod';
import { isUuid, requiredText, text, tooLongMessage } from './fields';
import { CANDIDATE_MESSAGES, RECOMMENDATION_REASON_MAX } from '../constants/candidates';
import { MATRIX_ANSWERS, MATRIX_QUESTIONS, type TMatrixQuestions } from '../constants/matrix-questions';
import { ALL_OFFICES } from '../constants/offices';
import { CANDIDATE_STATE_CHOICES, US_STATES } from '../constants/states';
import { FORBIDDEN_CHARACTERS } from '../constants/text';
import { ZFederalIdsSchema } from './federal-record';
import { translationsInputOf, translationsOutputOf } from './translations';

/*
 * A candidate's fields, declared once ("Adding a candidate field" in docs/architecture.md). The admin's input
 * schema, the candidate as stored and answered over tRPC, the REST shapes, the repository's columns and the
 * admin dialog all derive from CANDIDATE_FIELDS below (schemas/candidates.ts, candidates.rest.ts,
 * candidates.repository.ts, admin-candidates/candidate-fields.ts).
 */

const DISTRICT_EXPECTED =
  "A district number, e.g. 33; for a statewide office (Senate, Governor), the state's name or At-large";

const PARTIES = ['Democrat', 'Republican', 'Others'] as const;
const INCUMBENCY = ['Incumbent', 'Challenger'] as const;
const POLITICAL_LEANINGS = ['Progressive', 'Democrat', 'Republican', 'Independent'] as const;
const STATE_VALUES = [...new Set([...CANDIDATE_STATE_CHOICES, ...US_STATES.map(([, name]) => name)])] as [
  string,
  ...string[],
];

/** A required name without the spec's forbidden characters (the structured address form uses it too). */
export const requiredName = (max: number) =>
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
const recommendationReason = text()
  .trim()
  .max(RECOMMENDATION_REASON_MAX, tooLongMessage(RECOMMENDATION_REASON_MAX));
const specialNotes = text().max(50_000);

const ZMatrixQuestionsSchema = z.object(matrixShape).strict() as unknown as z.ZodType<TMatrixQuestions>;

/**
 * How the admin dialog edits a field; admin-candidates/candidate-form.tsx draws each kind. Fields marked
 * `isHalfWidth` that follow each other share a two-column grid on wider screens.
 */
export type TFormControl =
  | { kind: 'text'; label: string; helper?: string; isHalfWidth?: boolean; isIdentifier?: boolean }
  | { kind: 'select'; label: string; placeholder: string; choices: readonly string[]; isHalfWidth?: boolean }
  // The office list follows the chosen state.
  | { kind: 'state' | 'office'; label: string; placeholder: string; helper?: string; isHalfWidth?: boolean }
  | { kind: 'checkbox'; label: string }
  // The elections an admin sees, drafts included.
  | { kind: 'election'; label: string; placeholder: string }
  // Links typed on one line, separated by commas.
  | { kind: 'links'; label: string; helper: string }
  | { kind: 'positions'; label: string }
  | { kind: 'richText'; label: string; helper: string }
  // Drawn by the translated fields themselves: a tab per language beside each (CANDIDATE_TRANSLATED_FIELDS).
  | { kind: 'translations'; label: string };

/**
 * One field of a candidate: `input`, the rule an admin's form or REST body must pass (the spec's messages);
 * `output`, its type as the database stores it and both APIs answer it (a `.describe()` reaches the OpenAPI
 * document); `form`, how the admin dialog edits it.
 */
export type TCandidateField = { input: z.ZodType; output: z.ZodType; form: TFormControl };

/**
 * Every field an admin writes, in the order the dialog shows them (and the APIs list them). The server adds
 * `id` and `divisionId` (schemas/candidates.ts).
 */
export const CANDIDATE_FIELDS = {
  // The election the candidate runs in (issue 25). Left out (as the spec's clients do) or blank: on a new
  // candidate, the election dated furthest ahead; on an edit, the one it was in.
  electionId: {
    input: text()
      .trim()
      .refine((value) => value === '' || isUuid(value), CANDIDATE_MESSAGES.election)
      .transform((value) => value || null)
      .nullish(),
    output: z.string().describe('The id of the election the candidate runs in'),
    form: { kind: 'election', label: 'Election', placeholder: 'The election dated furthest ahead' },
  },
  fullName: {
    input: requiredName(200),
    output: z.string(),
    form: { kind: 'text', label: 'Full name' },
  },
  firstName: {
    input: requiredName(100),
    output: z.string(),
    form: { kind: 'text', label: 'First name', isHalfWidth: true },
  },
  lastName: {
    input: requiredName(100),
    output: z.string(),
    form: { kind: 'text', label: 'Last name', isHalfWidth: true },
  },
  state: {
    input: choice(STATE_VALUES),
    output: z.string(),
    form: { kind: 'state', label: 'State', placeholder: 'Choose a state', isHalfWidth: true },
  },
  office: {
    input: choice(ALL_OFFICES as [string, ...string[]]),
    output: z.string(),
    form: {
      kind: 'office',
      label: 'Office',
      placeholder: 'Choose an office',
      helper: 'The offices of the chosen state',
      isHalfWidth: true,
    },
  },
  // Statewide offices (Senate, Governor) use the state's name, or At-large (issue 26: "N/A" was refused
  // without a word of what to write).
  district: {
    input: requiredName(100).describe(DISTRICT_EXPECTED),
    output: z.string(),
    form: { kind: 'text', label: 'District', helper: DISTRICT_EXPECTED, isHalfWidth: true },
  },
  party: {
    input: choice(PARTIES),
    output: z.string(),
    form: {
      kind: 'select',
      label: 'Party',
      placeholder: 'Choose a party',
      choices: PARTIES,
      isHalfWidth: true,
    },
  },
  incumbent: {
    input: choice(INCUMBENCY),
    output: z.string(),
    form: {
      kind: 'select',
      label: 'Incumbent',
      placeholder: 'Choose one',
      choices: INCUMBENCY,
      isHalfWidth: true,
    },
  },
  polLeaning: {
    input: choice(POLITICAL_LEANINGS),
    output: z.string(),
    form: {
      kind: 'select',
      label: 'Political leaning',
      placeholder: 'Choose a leaning',
      choices: POLITICAL_LEANINGS,
      isHalfWidth: true,
    },
  },
  votingRecord: {
    input: z.boolean().default(false),
    output: z.boolean(),
    form: { kind: 'checkbox', label: 'Has a voting record' },
  },
  // The organisation's recommendation (issue 16); a blank reason is stored as none (null).
  recommended: {
    input: z.boolean().default(false),
    output: z.boolean().describe('The organisation recommends this candidate'),
    form: { kind: 'checkbox', label: 'We recommend this candidate' },
  },
  recommendationReason: {
    input: recommendationReason
      .transform((value) => value || null)
      .nullable()
      .default(null),
    output: z.string().nullable().describe('A short reason for the recommendation, or null'),
    form: {
      kind: 'text',
      label: 'Reason for the recommendation (optional)',
      helper: `Shown under the badge on the candidate page; at most ${RECOMMENDATION_REASON_MAX} characters`,
    },
  },
  // Links to the federal record the candidate page shows (House and Senate members): blank for none.
  bioguideId: {
    input: ZFederalIdsSchema.shape.bioguideId,
    output: z.string().nullable().describe('Bioguide id of a member of Congress, e.g. P000197'),
    form: {
      kind: 'text',
      label: 'Bioguide ID',
      helper: 'Optional. The member of Congress id on bioguide.congress.gov, e.g. P000197 (voting history)',
      isHalfWidth: true,
      isIdentifier: true,
    },
  },
  fecCandidateId: {
    input: ZFederalIdsSchema.shape.fecCandidateId,
    output: z.string().nullable().describe('FEC candidate id, e.g. H8CA05035'),
    form: {
      kind: 'text',
      label: 'FEC candidate ID',
      helper: 'Optional. The candidate id on fec.gov, e.g. H8CA05035 (campaign donors)',
      isHalfWidth: true,
      isIdentifier: true,
    },
  },
  headshot: {
    input: urlOrNa,
    output: z.string(),
    form: { kind: 'text', label: 'Headshot', helper: 'A link to a photo, or NA' },
  },
  bio: {
    input: urlOrNa,
    output: z.string(),
    form: { kind: 'text', label: 'Bio', helper: 'A link to a biography, or NA' },
  },
  sources: {
    input: z
      .array(
        text()
          .trim()
          .regex(/^https?:\/\/\S+$/, 'each source must be an http(s) link')
          .max(2000),
      )
      .max(50)
      .default([]),
    output: z.array(z.string()),
    form: { kind: 'links', label: 'Sources', helper: 'Links separated by commas' },
  },
  matrixQuestions: {
    input: ZMatrixQuestionsSchema.default({}),
    output: ZMatrixQuestionsSchema,
    form: { kind: 'positions', label: 'Position questions' },
  },
  // The analysis: rich text, sanitized by the server on write (candidates.service.ts).
  specialNotes: {
    input: specialNotes.default(''),
    output: z.string().describe('Sanitized HTML'),
    form: { kind: 'richText', label: 'Analysis', helper: 'Links must start with http:// or https://' },
  },
  // The analysis and the reason in the other languages (ADR 44); English is in the fields above.
  translations: {
    input: translationsInputOf({ recommendationReason, specialNotes }).default({}),
    output: translationsOutputOf({ recommendationReason: z.string(), specialNotes: z.string() }).describe(
      'The analysis (sanitized HTML) and the reason in other languages, by language code; a missing one is not translated yet',
    ),
    form: { kind: 'translations', label: 'Translations' },
  },
} satisfies Record<string, TCandidateField>;

/**
 * What an address search and the lists of seats show of each candidate (spec part 2 §3, plus the
 * recommendation), as a zod pick of the candidate.
 */
export const CANDIDATE_SUMMARY = {
  id: true,
  fullName: true,
  headshot: true,
  party: true,
  office: true,
  district: true,
  recommended: true,
  recommendationReason: true,
  // The reason's only: ZCandidateSummarySchema narrows it (ADR 44).
  translations: true,
} as const;

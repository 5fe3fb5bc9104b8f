import { z } from 'zod';
import { BALLOT_MEASURE_ICONS } from '../ballot-measures';
import { requiredText, text, tooLongMessage, ZIdSchema } from './fields';
import { DEFAULT_LOCALE } from '../locales';
import { translationsInputOf, ZLanguageQuerySchema } from './translations';

export const BALLOT_MEASURE_LIMITS = {
  name: 160,
  measureNumber: 80,
  listItem: 1000,
  listLength: 12,
  reason: 2000,
  source: 2000,
  sources: 12,
  divisionId: 300,
} as const;

const BALLOT_MEASURE_MESSAGES = {
  icon: 'must be one of the listed icons',
  division: 'must be an Open Civic Data division id like ocd-division/country:us/state:ny/place:new_york',
  recommendation: 'must be Yes, No or none',
  reasonWithoutVote: 'give a recommendation (Yes or No) for the reason, or clear the reason',
  source: 'must be a link starting with http:// or https://',
  listLength: `must list at most ${BALLOT_MEASURE_LIMITS.listLength} points`,
  sources: `must list at most ${BALLOT_MEASURE_LIMITS.sources} links`,
  election: 'choose an election',
} as const;

const DIVISION_PATTERN = /^ocd-division\/country:us(\/[a-z_]+:[a-z0-9_.~-]+)*$/;

const bullets = z
  .array(requiredText(BALLOT_MEASURE_LIMITS.listItem))
  .max(BALLOT_MEASURE_LIMITS.listLength, BALLOT_MEASURE_MESSAGES.listLength);

const optionalText = (max: number) => text().trim().max(max, tooLongMessage(max));

/** A blank reason is none. */
const reason = optionalText(BALLOT_MEASURE_LIMITS.reason)
  .nullable()
  .transform((value) => (value ? value : null));

const ZBallotMeasureTranslationsSchema = translationsInputOf({
  name: optionalText(BALLOT_MEASURE_LIMITS.name),
  measureNumber: optionalText(BALLOT_MEASURE_LIMITS.measureNumber),
  whatItSays: bullets,
  impact: bullets,
  recommendationReason: optionalText(BALLOT_MEASURE_LIMITS.reason),
});

/** A measure as admins add and edit it, checked the same way in the form and on the server. */
export const ZBallotMeasureSchema = z
  .object({
    electionId: z.uuid({ message: BALLOT_MEASURE_MESSAGES.election }),
    divisionId: requiredText(BALLOT_MEASURE_LIMITS.divisionId).regex(
      DIVISION_PATTERN,
      BALLOT_MEASURE_MESSAGES.division,
    ),
    measureNumber: requiredText(BALLOT_MEASURE_LIMITS.measureNumber),
    name: requiredText(BALLOT_MEASURE_LIMITS.name),
    icon: z.enum(BALLOT_MEASURE_ICONS, { message: BALLOT_MEASURE_MESSAGES.icon }),
    whatItSays: bullets,
    impact: bullets,
    recommendation: z.enum(['Yes', 'No'], { message: BALLOT_MEASURE_MESSAGES.recommendation }).nullable(),
    recommendationReason: reason,
    sources: z
      .array(
        requiredText(BALLOT_MEASURE_LIMITS.source).regex(/^https?:\/\/\S+$/, BALLOT_MEASURE_MESSAGES.source),
      )
      .max(BALLOT_MEASURE_LIMITS.sources, BALLOT_MEASURE_MESSAGES.sources),
    translations: ZBallotMeasureTranslationsSchema.default({}),
  })
  .superRefine((measure, ctx) => {
    if (measure.recommendationReason && !measure.recommendation)
      ctx.addIssue({
        code: 'custom',
        path: ['recommendationReason'],
        message: BALLOT_MEASURE_MESSAGES.reasonWithoutVote,
      });
  });
/** What a client sends: `translations` may be left out. */
export type TBallotMeasureInput = z.input<typeof ZBallotMeasureSchema>;
export type TBallotMeasureForm = z.output<typeof ZBallotMeasureSchema>;

// The same id check as the REST twins' path (ZIdParams), so a malformed id is refused alike.
export const ZBallotMeasureIdSchema = z.object({ id: ZIdSchema });
export const ZBallotMeasureUpdateSchema = z.object({ id: ZIdSchema, measure: ZBallotMeasureSchema });
/** An election's measures in their new order: every one of its ids, once. */
export const ZBallotMeasureOrderSchema = z.object({
  electionId: text(),
  ids: z.array(text()).max(200),
});

/** A public read of an election's measures (`?election=…&lang=es`); no election: the next ahead that has any, else the most recent. */
export const ZBallotMeasuresQuerySchema = ZLanguageQuerySchema.extend({
  election: z
    .uuid({ message: 'election must be an election id' })
    .optional()
    .describe(
      'The election (its id, from elections.list); left out, the next election ahead that has measures, else the most recent',
    ),
});
export const ZBallotMeasuresListSchema = ZBallotMeasuresQuerySchema.nullish().transform(
  (input) => input ?? { lang: DEFAULT_LOCALE },
);

/** The measures a shared ballot marks, by id (issue 25): ids only, as the link carries them. */
export const ZBallotMeasuresByIdsSchema = ZLanguageQuerySchema.extend({
  ids: z.array(text()).max(40),
});

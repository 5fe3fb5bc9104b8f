import { z } from 'zod';
import { CANDIDATE_FIELDS, CANDIDATE_SUMMARY, type TCandidateField } from './candidate-fields';
import {
  inputSchemaOf,
  outputSchemaOf,
  ZCandidateOutputSchema,
  ZCandidateSchema,
  ZCandidateSummarySchema,
} from './candidates';
import { text } from './fields';

const DECLARED = Object.keys(CANDIDATE_FIELDS);

/** The declaration with one more field, as a newcomer would add it. */
const WITH_PRONOUNS = {
  ...CANDIDATE_FIELDS,
  pronouns: {
    input: text().trim().max(40).default(''),
    output: z.string().describe('How the candidate is referred to'),
    form: { kind: 'text', label: 'Pronouns', helper: 'Optional, e.g. she/her' },
  },
} satisfies Record<string, TCandidateField>;

const FORM = {
  fullName: 'Maya Torres',
  firstName: 'Maya',
  lastName: 'Torres',
  district: '33',
  office: 'City Council',
  state: 'New York',
  party: 'Democrat',
  incumbent: 'Challenger',
  polLeaning: 'Progressive',
  headshot: 'NA',
  bio: 'NA',
};

describe('the candidate field declaration', () => {
  it("is the admin's input schema, field for field, in its order", () => {
    expect(Object.keys(ZCandidateSchema.shape)).toEqual(DECLARED);
  });

  it('is the answered candidate, with the id and the division the server adds', () => {
    expect(Object.keys(ZCandidateOutputSchema.shape)).toEqual(['id', ...DECLARED, 'divisionId']);
    expect(Object.keys(ZCandidateSummarySchema.shape)).toEqual(Object.keys(CANDIDATE_SUMMARY));
  });

  it('takes a field added to it into both schemas, with its rule and its default', () => {
    const input = inputSchemaOf(WITH_PRONOUNS);
    expect(input.parse(FORM).pronouns).toBe('');
    expect(input.parse({ ...FORM, pronouns: '  she/her ' }).pronouns).toBe('she/her');
    expect(input.safeParse({ ...FORM, pronouns: 'x'.repeat(41) }).success).toBe(false);

    const output = outputSchemaOf(WITH_PRONOUNS);
    expect(Object.keys(output.shape)).toEqual(['id', ...DECLARED, 'pronouns', 'divisionId']);
    expect(z.toJSONSchema(output).properties?.pronouns).toEqual({
      type: 'string',
      description: 'How the candidate is referred to',
    });
  });

  it("takes a statewide office's district as the state's name or At-large, and says what it expects", () => {
    const senator = { ...FORM, office: 'Senate' };
    for (const district of ['New York', 'At-large'])
      expect(ZCandidateSchema.safeParse({ ...senator, district }).success, district).toBe(true);
    const refused = ZCandidateSchema.safeParse({ ...senator, district: 'N/A' });
    expect(refused.error?.flatten().fieldErrors.district).toEqual(['contains invalid characters']);
    // What to write instead: under the field in the dialog, and in the OpenAPI document.
    expect(CANDIDATE_FIELDS.district.form.helper).toMatch(/state's name or At-large/);
    expect(z.toJSONSchema(ZCandidateSchema, { io: 'input' }).properties?.district).toMatchObject({
      description: expect.stringMatching(/state's name or At-large/),
    });
  });
});

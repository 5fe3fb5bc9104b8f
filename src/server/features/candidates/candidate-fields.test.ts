import { z } from 'zod';
import { OTHER_KEY_STATE_DISTRICTS } from '../../../shared/constants/offices';
import {
  CANDIDATE_FIELDS,
  CANDIDATE_SUMMARY,
  type TCandidateField,
} from '../../../shared/schemas/candidate-fields';
import { outputSchemaOf } from '../../../shared/schemas/candidates';
import { text } from '../../../shared/schemas/fields';
import { withLegacyId } from '../../http/rest-contract';
import { OPENAPI_PATH } from '../../plugins/openapi';
import { signedInAs } from '../../testing/accounts';
import { VALID_CANDIDATE } from '../../testing/content';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createInnerContext } from '../../trpc/context';
import { createCaller } from '../../trpc/router';
import { ZRestCandidate } from './candidates.rest';

// The wire names: every declared field under its own name, the id as REST's `_id` or tRPC's `id`.
const DECLARED = Object.keys(CANDIDATE_FIELDS);
const TRPC_CANDIDATE = ['id', ...DECLARED, 'divisionId'];
const REST_CANDIDATE = ['_id', ...DECLARED, 'divisionId'];
const TRPC_SUMMARY = Object.keys(CANDIDATE_SUMMARY);
const REST_SUMMARY = TRPC_SUMMARY.map((name) => (name === 'id' ? '_id' : name));

describe('a candidate field declared once', () => {
  let t: TestApp;
  let admin: string;
  const caller = () => createCaller(createInnerContext(t.deps, { clientAddress: '192.0.2.1' }));

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie: admin } = await signedInAs(t.app, t.database.db, 'admin'));
  });
  afterAll(() => t.close());

  it('reaches the REST schema under its own name when it is added to the declaration', () => {
    const withPronouns = {
      ...CANDIDATE_FIELDS,
      pronouns: {
        input: text().trim().max(40).default(''),
        output: z.string(),
        form: { kind: 'text', label: 'Pronouns' },
      },
    } satisfies Record<string, TCandidateField>;
    const rest = withLegacyId(outputSchemaOf(withPronouns));
    expect(Object.keys(rest.shape)).toEqual(['_id', ...DECLARED, 'pronouns', 'divisionId']);
  });

  it('is what the REST schema and the OpenAPI document list, and nothing else', async () => {
    expect(Object.keys(ZRestCandidate.shape)).toEqual(REST_CANDIDATE);
    const document = (await t.app.inject(OPENAPI_PATH)).json();
    const { Candidate, CandidateFormInput, CandidateSummary } = document.components.schemas;
    expect(Object.keys(Candidate.properties)).toEqual(REST_CANDIDATE);
    expect(Object.keys(CandidateFormInput.properties)).toEqual(DECLARED);
    expect(Object.keys(CandidateSummary.properties)).toEqual(REST_SUMMARY);
  });

  it('is stored and answered, every field and only those, over tRPC and REST', async () => {
    const [seat] = OTHER_KEY_STATE_DISTRICTS;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/newCandidate',
      payload: { ...VALID_CANDIDATE, ...seat },
      headers: { cookie: admin },
    });
    expect(created.statusCode).toBe(200);
    const id: string = created.json().data._id;

    const byId = await caller().candidates.byId({ id });
    expect(Object.keys(byId)).toEqual(TRPC_CANDIDATE);
    expect(byId).toMatchObject({ ...VALID_CANDIDATE, ...seat, id });
    const [listed] = await caller().candidates.list({ office: seat!.office, state: seat!.state });
    expect(Object.keys(listed!)).toEqual(TRPC_CANDIDATE);

    const rest = (await t.app.inject(`/api/newCandidate/${id}`)).json().data;
    expect(Object.keys(rest)).toEqual(REST_CANDIDATE);
    expect(rest).toEqual({
      _id: id,
      ...Object.fromEntries(Object.entries(byId).filter(([key]) => key !== 'id')),
    });

    const seats = await caller().candidates.otherKeyStates();
    const [summary] = seats.find((listedSeat) => listedSeat.candidates.length > 0)!.candidates;
    expect(Object.keys(summary!)).toEqual(TRPC_SUMMARY);
  });
});

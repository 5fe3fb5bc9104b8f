import { ZCandidateSchema, type TCandidate } from '../../../shared/schemas/candidates';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../../../shared/schemas/fields';
import { createInnerContext } from '../../trpc/context';
import { createCaller } from '../../trpc/router';
import { createTestAdmin, signedInAs } from '../../testing/accounts';
import { VALID_CANDIDATE } from '../../testing/content';
import { executableParts } from '../../testing/executable-markup';
import { XSS_VECTORS } from '../../testing/fixtures/rich-text/xss-vectors';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { sanitizeRichText } from '../rich-text/rich-text.service';

/*
 * Every known XSS vector through every way a client writes an analysis (REST and tRPC, create and
 * update, as an admin) and back through every way one reads it (REST one and list, tRPC one): what comes
 * back is exactly what the sanitizer makes of the vector, and holds nothing executable when read as HTML,
 * whatever its first character. Two candidates per vector, one created through each protocol and then
 * updated through the other, in one app, so the file takes seconds. The few vectors that carry control
 * characters never reach the sanitizer: the shared schema refuses them on every path.
 */

const REFUSED = XSS_VECTORS.filter(hasControlCharacters);
const VECTORS = XSS_VECTORS.filter((vector) => !hasControlCharacters(vector));
const n = VECTORS.length;
/** The candidate form as tRPC takes it (checked, so its fields have their literal types). */
const FORM = ZCandidateSchema.parse(VALID_CANDIDATE);
const LIST_URL = `/api/newCandidate?office=${encodeURIComponent(VALID_CANDIDATE.office)}&district=${VALID_CANDIDATE.district}`;

/** The checker's verdict and the sanitizer's output, once per distinct string: each path returns the same ones. */
const executable = memoize(executableParts);
const sanitized = memoize(sanitizeRichText);

function memoize<T>(compute: (text: string) => T): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    if (!known.has(text)) known.set(text, compute(text));
    return known.get(text)!;
  };
}

/** Fails naming the path and the vector unless `specialNotes` is the vector sanitized, with nothing executable. */
function expectSanitized(specialNotes: string, vector: string, path: string) {
  const label = `${path}: ${JSON.stringify(vector)} → ${JSON.stringify(specialNotes)}`;
  expect(executable(specialNotes), label).toEqual([]);
  expect(specialNotes, label).toBe(sanitized(vector));
}

type TRestCandidate = TCandidate & { _id: string };

describe('every XSS vector through the candidate write and read paths', () => {
  let t: TestApp;
  let cookie: string;
  let caller: ReturnType<typeof createCaller>;
  /** The candidates created through REST and through tRPC, by vector. */
  const restIds: string[] = [];
  const trpcIds: string[] = [];

  const rest = (method: 'POST' | 'PUT', url: string, specialNotes: string) =>
    t.app.inject({ method, url, payload: { ...VALID_CANDIDATE, specialNotes }, headers: { cookie } });

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await signedInAs(t.app, t.database.db, 'admin'));
    caller = createCaller(
      createInnerContext(t.deps, {
        clientAddress: '192.0.2.1',
        user: await createTestAdmin(t.database.db),
      }),
    );
  });
  afterAll(() => t.close());

  it(`refuses the ${REFUSED.length} vectors with control characters on every write path, storing nothing`, async () => {
    const { data } = (await rest('POST', '/api/newCandidate', '<p>Kept</p>')).json<{
      data: TRestCandidate;
    }>();
    for (const vector of REFUSED) {
      for (const refused of [
        await rest('POST', '/api/newCandidate', vector),
        await rest('PUT', `/api/newCandidate/${data._id}`, vector),
      ]) {
        expect(refused.statusCode, JSON.stringify(vector)).toBe(400);
        expect(refused.json().message).toBe(`specialNotes: ${CONTROL_CHARACTERS_MESSAGE}`);
      }
      await expect(caller.candidates.create({ ...FORM, specialNotes: vector })).rejects.toThrow(
        CONTROL_CHARACTERS_MESSAGE,
      );
      await expect(
        caller.candidates.update({ id: data._id, candidate: { ...FORM, specialNotes: vector } }),
      ).rejects.toThrow(CONTROL_CHARACTERS_MESSAGE);
    }
    expect(await t.database.db.selectFrom('candidates').select('specialNotes').execute()).toEqual([
      { specialNotes: '<p>Kept</p>' },
    ]);
    await t.database.db.deleteFrom('candidates').execute();
  });

  it(`stores each of the ${n} vectors sanitized through POST /api/newCandidate and candidates.create`, async () => {
    for (const vector of VECTORS) {
      const created = await rest('POST', '/api/newCandidate', vector);
      expect(created.statusCode, JSON.stringify(vector)).toBe(200);
      const { data } = created.json<{ data: TRestCandidate }>();
      expectSanitized(data.specialNotes, vector, 'POST /api/newCandidate');
      restIds.push(data._id);

      const viaTrpc = await caller.candidates.create({ ...FORM, specialNotes: vector });
      expectSanitized(viaTrpc.specialNotes, vector, 'candidates.create');
      trpcIds.push(viaTrpc.id);
    }
  });

  // Each vector goes over a candidate that holds the next one, so an update that stored nothing would show.
  it(`stores each of the ${n} vectors sanitized through PUT /api/newCandidate/:id and candidates.update`, async () => {
    for (const [index, vector] of VECTORS.entries()) {
      const next = (index + 1) % n;
      const updated = await rest('PUT', `/api/newCandidate/${trpcIds[next]}`, vector);
      expect(updated.statusCode, JSON.stringify(vector)).toBe(200);
      expectSanitized(
        updated.json<{ data: TCandidate }>().data.specialNotes,
        vector,
        'PUT /api/newCandidate/:id',
      );

      const viaTrpc = await caller.candidates.update({
        id: restIds[next]!,
        candidate: { ...FORM, specialNotes: vector },
      });
      expectSanitized(viaTrpc.specialNotes, vector, 'candidates.update');
    }
  });

  it('serves every vector sanitized through GET /api/newCandidate/:id, candidates.byId and the district list', async () => {
    // After the updates, the candidates at index + 1 hold vector `index`; each read path reads one of them.
    const holderOf = (ids: string[], index: number) => ids[(index + 1) % n]!;
    for (const [index, vector] of VECTORS.entries()) {
      const one = await t.app.inject(`/api/newCandidate/${holderOf(trpcIds, index)}`);
      expectSanitized(
        one.json<{ data: TCandidate }>().data.specialNotes,
        vector,
        'GET /api/newCandidate/:id',
      );
      const byId = await caller.candidates.byId({ id: holderOf(restIds, index) });
      expectSanitized(byId.specialNotes, vector, 'candidates.byId');
    }

    const vectorOf = new Map(
      VECTORS.flatMap((vector, index) => [
        [holderOf(restIds, index), vector],
        [holderOf(trpcIds, index), vector],
      ]),
    );
    const list = (await t.app.inject(LIST_URL)).json<{ data: { data: TRestCandidate[] } }>();
    expect(list.data.data).toHaveLength(2 * n);
    for (const candidate of list.data.data)
      expectSanitized(
        candidate.specialNotes,
        vectorOf.get(candidate._id)!,
        'GET /api/newCandidate?office&district',
      );
  });
});

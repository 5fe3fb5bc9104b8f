import { OPENAPI_PATH } from '../../plugins/openapi';
import { signedInAs } from '../../testing/accounts';
import { VALID_CANDIDATE } from '../../testing/content';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createInnerContext } from '../../trpc/context';
import { createCaller } from '../../trpc/router';

/*
 * A candidate's analysis and reason written per language (issue 24 point 5, ADR 44): stored sanitized, read
 * in the language a public read asks for (`?lang=es`, tRPC `lang`), English where the translation is missing,
 * and never one language's answer for the other from the read cache or the kept HTTP answers.
 */

const ENGLISH = {
  ...VALID_CANDIDATE,
  recommended: true,
  recommendationReason: 'Backs rent stabilisation.',
  specialNotes: '<p>Tenant organiser.</p>',
};
const SPANISH_NOTES = '<p>Organizadora de inquilinos.</p>';
const SPANISH_REASON = 'Apoya la estabilización de los alquileres.';

describe('candidate texts in each language', () => {
  let t: TestApp;
  let admin: string;
  const caller = () => createCaller(createInnerContext(t.deps, { clientAddress: '192.0.2.1' }));

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie: admin } = await signedInAs(t.app, t.database.db, 'admin'));
  });
  afterAll(() => t.close());

  const post = (translations: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/newCandidate',
      payload: { ...ENGLISH, translations },
      headers: { cookie: admin },
    });
  async function create(translations: unknown) {
    const response = await post(translations);
    expect(response.statusCode).toBe(200);
    return response.json().data._id as string;
  }
  const restRead = async (url: string) => (await t.app.inject(url)).json().data;

  it('stores each language sanitized like the English, and a blank translation as missing', async () => {
    const id = await create({
      es: { specialNotes: `${SPANISH_NOTES}<script>alert(1)</script>`, recommendationReason: '   ' },
    });
    const stored = await t.database.db
      .selectFrom('candidates')
      .select('translations')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.translations).toEqual({ es: { specialNotes: SPANISH_NOTES } });
  });

  it('answers REST reads in the asked language, English where the translation is missing', async () => {
    const id = await create({ es: { specialNotes: SPANISH_NOTES } });
    const spanish = await restRead(`/api/newCandidate/${id}?lang=es`);
    expect(spanish).toMatchObject({
      specialNotes: SPANISH_NOTES,
      recommendationReason: ENGLISH.recommendationReason,
    });
    expect(spanish.translations).toEqual({ es: { specialNotes: SPANISH_NOTES } });
    expect(await restRead(`/api/newCandidate/${id}`)).toMatchObject({ specialNotes: ENGLISH.specialNotes });
    expect(await restRead(`/api/newCandidate/${id}?lang=en`)).toMatchObject({
      specialNotes: ENGLISH.specialNotes,
    });

    const list = `/api/newCandidate?office=${encodeURIComponent(ENGLISH.office)}&district=${ENGLISH.district}`;
    const listed = async (url: string) =>
      ((await restRead(url)).data as Array<{ _id: string; specialNotes: string }>).find(
        (candidate) => candidate._id === id,
      );
    expect(await listed(`${list}&lang=es`)).toMatchObject({ specialNotes: SPANISH_NOTES });
    expect(await listed(list)).toMatchObject({ specialNotes: ENGLISH.specialNotes });
  });

  it('answers tRPC reads in the asked language', async () => {
    const id = await create({ es: { specialNotes: SPANISH_NOTES, recommendationReason: SPANISH_REASON } });
    expect(await caller().candidates.byId({ id, lang: 'es' })).toMatchObject({
      specialNotes: SPANISH_NOTES,
      recommendationReason: SPANISH_REASON,
    });
    expect(await caller().candidates.byId({ id })).toMatchObject({
      specialNotes: ENGLISH.specialNotes,
      recommendationReason: ENGLISH.recommendationReason,
    });
    const filter = { office: ENGLISH.office, state: ENGLISH.state };
    const inList = (candidates: Array<{ id: string }>) => candidates.find((candidate) => candidate.id === id);
    expect(inList(await caller().candidates.list({ ...filter, lang: 'es' }))).toMatchObject({
      specialNotes: SPANISH_NOTES,
    });
    expect(inList(await caller().candidates.list(filter))).toMatchObject({
      specialNotes: ENGLISH.specialNotes,
    });
  });

  it('never answers one language for the other from the caches, whichever is asked first', async () => {
    const translations = { es: { specialNotes: SPANISH_NOTES } };
    const englishFirst = await create(translations);
    const spanishFirst = await create(translations);
    const notes = async (url: string) => {
      const response = await t.app.inject(url);
      return { notes: response.json().data.specialNotes as string, etag: response.headers.etag };
    };
    const trpc = (id: string, lang?: 'es') =>
      t.app.inject(`/trpc/candidates.byId?input=${encodeURIComponent(JSON.stringify({ id, lang }))}`);
    const trpcNotes = async (id: string, lang?: 'es') =>
      (await trpc(id, lang)).json().result.data.specialNotes as string;

    // Twice each, so the second answer of each language comes from the kept answers and the read cache.
    for (let round = 0; round < 2; round++) {
      expect((await notes(`/api/newCandidate/${englishFirst}`)).notes).toBe(ENGLISH.specialNotes);
      expect((await notes(`/api/newCandidate/${englishFirst}?lang=es`)).notes).toBe(SPANISH_NOTES);
      expect((await notes(`/api/newCandidate/${spanishFirst}?lang=es`)).notes).toBe(SPANISH_NOTES);
      expect((await notes(`/api/newCandidate/${spanishFirst}`)).notes).toBe(ENGLISH.specialNotes);
      expect(await trpcNotes(englishFirst)).toBe(ENGLISH.specialNotes);
      expect(await trpcNotes(englishFirst, 'es')).toBe(SPANISH_NOTES);
      expect(await trpcNotes(spanishFirst, 'es')).toBe(SPANISH_NOTES);
      expect(await trpcNotes(spanishFirst)).toBe(ENGLISH.specialNotes);
    }
    // A browser or CDN keeps each language under its own URL and tag.
    const [english, spanish] = [
      await notes(`/api/newCandidate/${englishFirst}`),
      await notes(`/api/newCandidate/${englishFirst}?lang=es`),
    ];
    expect(english.etag).not.toBe(spanish.etag);
    const revalidated = await t.app.inject({
      url: `/api/newCandidate/${englishFirst}?lang=es`,
      headers: { 'if-none-match': english.etag! },
    });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.json().data.specialNotes).toBe(SPANISH_NOTES);
  });

  it('refuses a language it does not have with a 400 that names the choices', async () => {
    const id = await create({});
    const rest = await t.app.inject(`/api/newCandidate/${id}?lang=fr`);
    expect(rest.statusCode).toBe(400);
    expect(rest.json().message).toContain('lang must be one of: en, es');
    const list = await t.app.inject(`/api/newCandidate?office=City%20Council&state=New%20York&lang=xx`);
    expect(list.statusCode).toBe(400);
    await expect(caller().candidates.byId({ id, lang: 'fr' as 'es' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const trpc = await t.app.inject(
      `/trpc/candidates.byId?input=${encodeURIComponent(JSON.stringify({ id, lang: 'fr' }))}`,
    );
    expect(trpc.statusCode).toBe(400);
  });

  it('refuses a translation into an unknown language or of an unknown field, storing nothing', async () => {
    const before = await t.database.db.selectFrom('candidates').select('id').execute();
    for (const translations of [{ fr: { specialNotes: '<p>Non</p>' } }, { es: { fullName: 'Maya' } }]) {
      expect((await post(translations)).statusCode).toBe(400);
    }
    expect(await t.database.db.selectFrom('candidates').select('id').execute()).toHaveLength(before.length);
  });

  it('documents the language of the candidate reads in the OpenAPI document', async () => {
    const { paths } = (await t.app.inject(OPENAPI_PATH)).json();
    for (const path of ['/api/newCandidate/{id}', '/api/newCandidate']) {
      const lang = paths[path].get.parameters.find(
        (parameter: { name: string }) => parameter.name === 'lang',
      );
      expect(lang, path).toMatchObject({ in: 'query', schema: { enum: ['en', 'es'], default: 'en' } });
    }
  });
});

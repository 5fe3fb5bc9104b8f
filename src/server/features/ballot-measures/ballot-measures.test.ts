import { BALLOT_MEASURE_TRANSLATED_FIELDS, type TBallotMeasure } from '../../../shared/ballot-measures';
import { untranslatedFields } from '../../../shared/constants/translations';
import type { TBallotMeasureInput } from '../../../shared/schemas/ballot-measures';
import { seedDemoContent } from '../../db/seed';
import { DEMO_SEEDERS } from '../../demo-seeders';
import { SHARED } from '../../plugins/http-cache';
import { signedInAs } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { silentLogger } from '../../testing/test-database';
import { findMeasuresForAddress } from './ballot-measures.service';

const SEEDED = [
  ['Proposal 1 · Statewide', 'Adirondack Land Swap'],
  ['Proposal 2 · New York City', 'Expedited Affordable Housing Process'],
  ['Proposal 3 · New York City', 'Small Land-Use Changes'],
  ['Proposal 4 · New York City', 'Affordable Housing Appeals Board'],
  ['Proposal 5 · New York City', 'City Map Updates'],
  ['Proposal 6 · New York City', 'Even-Year City Elections'],
];

const STATE_NY = 'ocd-division/country:us/state:ny';
// The ballot's election is chosen by the day (the next ahead, else the most recent): the process's, as the app's.
const TODAY = { now: new Date() };
const NYC = `${STATE_NY}/place:new_york`;
// An Albany address as the Census geocoder places it: in New York State, not in New York City.
const ALBANY_DIVISIONS = [
  STATE_NY,
  `${STATE_NY}/cd:20`,
  `${STATE_NY}/sldu:46`,
  `${STATE_NY}/sldl:109`,
  `${STATE_NY}/county:albany`,
  `${STATE_NY}/place:albany`,
];
const BROOKLYN_DIVISIONS = [
  STATE_NY,
  `${STATE_NY}/county:kings`,
  `${NYC}/borough:brooklyn`,
  `${NYC}/council_district:39`,
];

describe('ballot measures', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  let general: string;
  let primary: string;

  async function call(procedure: string, input?: unknown, cookie?: string) {
    const response = await t.app.inject(
      input === undefined || procedure === 'list' || procedure === 'byIds'
        ? {
            url: `/trpc/ballotMeasures.${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
            headers: cookie ? { cookie } : {},
          }
        : {
            method: 'POST',
            url: `/trpc/ballotMeasures.${procedure}`,
            payload: input as Record<string, unknown>,
            headers: cookie ? { cookie } : {},
          },
    );
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  }
  const list = async (input?: unknown) => (await call('list', input)).body.result.data as TBallotMeasure[];
  const auditCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('auditLog')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('entityType', '=', 'ballotMeasure')
          .executeTakeFirstOrThrow()
      ).count,
    );
  const measureInput = (overrides: Partial<TBallotMeasureInput> = {}): TBallotMeasureInput => ({
    electionId: primary,
    divisionId: NYC,
    measureNumber: 'Proposal 1 · New York City',
    name: 'Free Buses',
    icon: 'vote',
    whatItSays: ['Makes every city bus free to ride.'],
    impact: ['Riders save $2.90 a trip.'],
    recommendation: 'Yes',
    recommendationReason: 'Buses are how working New Yorkers get around.',
    sources: ['https://www.nyc.gov/buses'],
    translations: { es: { name: 'Autobuses gratuitos' } },
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie: admin } = await signedInAs(t.app, t.database.db, 'admin'));
    ({ cookie: user } = await signedInAs(t.app, t.database.db, 'user'));
    const elections = await t.database.db.selectFrom('elections').select(['id', 'name']).execute();
    general = elections.find((election) => election.name === 'NYC General Election')!.id;
    primary = elections.find((election) => election.name === 'NYC City Council Primary Election')!.id;
  });
  afterAll(() => t.close());

  it('answers anyone the November 4, 2025 proposals in ballot order, as a read every cache may keep', async () => {
    const response = await call('list');

    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe(SHARED);
    const measures = response.body.result.data as TBallotMeasure[];
    expect(measures.map((measure) => [measure.measureNumber, measure.name])).toEqual(SEEDED);
    expect(measures.every((measure) => measure.electionId === general)).toBe(true);
    expect(measures.map((measure) => measure.divisionId)).toEqual([STATE_NY, NYC, NYC, NYC, NYC, NYC]);
    expect(measures[5]!.recommendation).toBe('Yes');
    expect(measures[5]!.recommendationReason).toMatch(/^Odd-year city elections are decided/);
    expect(await list({ election: general, lang: 'en' })).toEqual(measures);
  });

  it('answers them in Spanish when asked, every text written, and refuses a language it does not have', async () => {
    const inEnglish = await list({ lang: 'en' });
    const inSpanish = await list({ lang: 'es' });

    expect(inSpanish.map((measure) => [measure.measureNumber, measure.name])[1]).toEqual([
      'Propuesta 2 · Ciudad de Nueva York',
      'Proceso acelerado para vivienda asequible',
    ]);
    for (const [index, measure] of inSpanish.entries()) {
      expect(untranslatedFields(measure, 'es', BALLOT_MEASURE_TRANSLATED_FIELDS)).toEqual([]);
      expect(measure.recommendation).toBe(inEnglish[index]!.recommendation);
      expect(measure.whatItSays).toHaveLength(inEnglish[index]!.whatItSays.length);
    }
    expect((await call('list', { lang: 'fr' })).status).toBe(400);
  });

  it('answers GET /api/ballotMeasures?election= with the same list, in the language asked', async () => {
    const response = await t.app.inject(`/api/ballotMeasures?election=${general}&lang=es`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(SHARED);
    const { data } = response.json() as { data: TBallotMeasure[] };
    expect(data).toEqual(await list({ election: general, lang: 'es' }));
    expect(data[0]!.name).toBe('Intercambio de tierras en los Adirondacks');
    expect((await t.app.inject(`/api/ballotMeasures?election=${primary}`)).json()).toEqual({ data: [] });
    expect((await t.app.inject('/api/ballotMeasures?election=nope')).statusCode).toBe(400);
  });

  it('refuses every write to a visitor and to a signed-in non-admin, and writes nothing', async () => {
    const before = await list({ election: general });
    const id = before[0]!.id;
    for (const cookie of [undefined, user]) {
      expect((await call('create', measureInput(), cookie)).status).toBe(cookie ? 403 : 401);
      expect((await call('update', { id, measure: measureInput() }, cookie)).status).toBe(cookie ? 403 : 401);
      expect((await call('delete', { id }, cookie)).status).toBe(cookie ? 403 : 401);
      expect(
        (await call('reorder', { electionId: general, ids: before.map((m) => m.id).reverse() }, cookie))
          .status,
      ).toBe(cookie ? 403 : 401);
    }
    expect(await list({ election: general })).toEqual(before);
    expect(await auditCount()).toBe(0);
  });

  it('lets an admin add, edit, reorder and delete an election’s measures, each write in the audit log', async () => {
    const created = (await call('create', measureInput(), admin)).body.result.data as TBallotMeasure;
    const second = (
      await call(
        'create',
        measureInput({ name: 'Rent Freeze', measureNumber: 'Proposal 2 · New York City' }),
        admin,
      )
    ).body.result.data as TBallotMeasure;
    expect((await list({ election: primary })).map((measure) => measure.name)).toEqual([
      'Free Buses',
      'Rent Freeze',
    ]);
    expect((await list({ election: primary, lang: 'es' }))[0]!.name).toBe('Autobuses gratuitos');

    const edit = await call(
      'update',
      {
        id: created.id,
        measure: measureInput({ recommendation: 'No', recommendationReason: 'Too costly.' }),
      },
      admin,
    );
    expect(edit.status).toBe(200);
    expect((await list({ election: primary }))[0]).toMatchObject({
      recommendation: 'No',
      recommendationReason: 'Too costly.',
    });

    expect((await call('reorder', { electionId: primary, ids: [second.id, created.id] }, admin)).status).toBe(
      200,
    );
    expect((await list({ election: primary })).map((measure) => measure.name)).toEqual([
      'Rent Freeze',
      'Free Buses',
    ]);

    expect((await call('delete', { id: created.id }, admin)).status).toBe(200);
    expect((await list({ election: primary })).map((measure) => measure.name)).toEqual(['Rent Freeze']);
    expect((await call('delete', { id: created.id }, admin)).status).toBe(404);

    const entries = await t.database.db
      .selectFrom('auditLog')
      .select(['entityId', 'action', 'actorEmail'])
      .where('entityType', '=', 'ballotMeasure')
      .orderBy('at')
      .orderBy('id')
      .execute();
    // Two creates, the edit, the two moves of the reorder, the delete.
    expect(entries.map((entry) => entry.action)).toEqual([
      'create',
      'create',
      'update',
      'update',
      'update',
      'delete',
    ]);
    expect(entries.every((entry) => entry.actorEmail !== null)).toBe(true);
    await call('delete', { id: second.id }, admin);
  });

  it('offers the same writes over REST to admins only, each audited', async () => {
    const audited = await auditCount();
    const body = measureInput({ name: 'REST Proposal' });
    const post = (cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/ballotMeasures',
        payload: body,
        headers: cookie ? { cookie } : {},
      });
    expect((await post()).statusCode).toBe(401);
    expect((await post(user)).statusCode).toBe(403);
    expect(await list({ election: primary })).toEqual([]);

    const created = await post(admin);
    expect(created.statusCode).toBe(200);
    const { id } = created.json().data as TBallotMeasure;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/ballotMeasures/${id}`,
      payload: { ...body, recommendation: 'No', recommendationReason: 'Too costly.' },
      headers: { cookie: admin },
    });
    expect(put.json().data).toMatchObject({ name: 'REST Proposal', recommendation: 'No' });
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/ballotMeasures/${id}`,
      payload: { ...body, icon: 'rocket' },
      headers: { cookie: admin },
    });
    expect(refused.statusCode).toBe(400);
    expect((await list({ election: primary }))[0]).toMatchObject({ recommendation: 'No' });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/ballotMeasures/${id}`,
      headers: { cookie: admin },
    });
    expect(removed.json()).toEqual({ success: true });
    expect(await list({ election: primary })).toEqual([]);
    expect(await auditCount()).toBe(audited + 3);
  });

  it('refuses a measure the shared rules refuse, an unknown election and a stale order, and writes nothing', async () => {
    const audited = await auditCount();
    const refused = [
      measureInput({ icon: 'rocket' as never }),
      measureInput({ divisionId: 'New York City' }),
      measureInput({ name: '   ' }),
      measureInput({ recommendation: null, recommendationReason: 'A reason without a call.' }),
      measureInput({ sources: ['javascript:alert(1)'] }),
      measureInput({ translations: { fr: { name: 'Bus gratuits' } } as never }),
    ];
    for (const input of refused) expect((await call('create', input, admin)).status).toBe(400);
    expect(
      (await call('create', measureInput({ electionId: '00000000-0000-4000-8000-000000000000' }), admin))
        .status,
    ).toBe(404);
    const seeded = await list({ election: general });
    expect(
      (await call('reorder', { electionId: general, ids: seeded.slice(1).map((m) => m.id) }, admin)).status,
    ).toBe(409);
    expect(await list({ election: general })).toEqual(seeded);
    expect(await list({ election: primary })).toEqual([]);
    expect(await auditCount()).toBe(audited);
  });

  it('answers the measures a shared ballot marks by their ids, in the language asked, and no others', async () => {
    const seeded = await list({ election: general });
    const response = await call('byIds', { ids: [seeded[5]!.id, 'nonsense', seeded[1]!.id], lang: 'es' });

    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe(SHARED);
    expect((response.body.result.data as TBallotMeasure[]).map((measure) => measure.name)).toEqual([
      'Proceso acelerado para vivienda asequible',
      'Elecciones municipales en años pares',
    ]);
  });

  it('reaches an address by its divisions: a statewide measure every New York address, a citywide one only the city’s', async () => {
    const albany = await findMeasuresForAddress(
      t.database.db,
      ALBANY_DIVISIONS,
      { includeDrafts: false },
      TODAY,
    );
    expect(albany.map((measure) => measure.name)).toEqual(['Adirondack Land Swap']);

    const brooklyn = await findMeasuresForAddress(
      t.database.db,
      BROOKLYN_DIVISIONS,
      { includeDrafts: false },
      TODAY,
    );
    expect(brooklyn.map((measure) => measure.name)).toEqual(SEEDED.map(([, name]) => name));

    const orlando = await findMeasuresForAddress(
      t.database.db,
      ['ocd-division/country:us/state:fl', 'ocd-division/country:us/state:fl/place:orlando'],
      { includeDrafts: false },
      TODAY,
    );
    expect(orlando).toEqual([]);
  });

  it('shows a draft election’s measures to admins only, on every read', async () => {
    const draft = await t.database.db
      .insertInto('elections')
      .values({
        name: 'NYC General Election 2027',
        electionDate: '2027-11-02',
        type: 'General',
        location: 'New York City, NY',
        description: 'Next year’s general election.',
        timeZone: 'America/New_York',
        ballotPositions: [],
        progressiveIssues: [],
        drivesCountdown: false,
        published: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await call(
      'create',
      measureInput({ electionId: draft.id, name: 'Draft Proposal', divisionId: STATE_NY }),
      admin,
    );
    expect(created.status).toBe(200);
    const id = (created.body.result.data as TBallotMeasure).id;

    expect(await list({ election: draft.id })).toEqual([]);
    expect((await call('list', { election: draft.id }, user)).body.result.data).toEqual([]);
    expect((await call('list', { election: draft.id }, admin)).body.result.data).toMatchObject([
      { name: 'Draft Proposal' },
    ]);
    // The home page's default stays the latest published election's.
    expect((await list()).map((measure) => measure.name)).toEqual(SEEDED.map(([, name]) => name));
    expect((await t.app.inject(`/api/ballotMeasures?election=${draft.id}`)).json()).toEqual({ data: [] });
    expect((await call('byIds', { ids: [id] })).body.result.data).toEqual([]);
    const forVisitor = await findMeasuresForAddress(
      t.database.db,
      ALBANY_DIVISIONS,
      { includeDrafts: false },
      TODAY,
    );
    const forAdmin = await findMeasuresForAddress(
      t.database.db,
      ALBANY_DIVISIONS,
      { includeDrafts: true },
      TODAY,
    );
    expect(forVisitor.map((measure) => measure.name)).toEqual(['Adirondack Land Swap']);
    expect(forAdmin.map((measure) => measure.name)).toEqual(['Draft Proposal']);

    await call('delete', { id }, admin);
    await t.database.db.deleteFrom('elections').where('id', '=', draft.id).execute();
  });

  it('shows by default the measures of the next election ahead, not of the one dated furthest ahead', async () => {
    const published = async (name: string, electionDate: string) =>
      (
        await t.database.db
          .insertInto('elections')
          .values({
            name,
            electionDate,
            type: 'General',
            location: 'New York, NY',
            description: 'An election ahead.',
            timeZone: 'America/New_York',
            ballotPositions: [],
            progressiveIssues: [],
            drivesCountdown: false,
            published: true,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const sooner = await published('Sooner Election', '2098-06-23');
    const later = await published('Later Election', '2099-11-03');
    for (const [electionId, name] of [
      [later, 'Later Proposal'],
      [sooner, 'Sooner Proposal'],
    ] as const)
      expect(
        (await call('create', measureInput({ electionId, name, divisionId: STATE_NY }), admin)).status,
      ).toBe(200);

    expect((await list()).map((measure) => measure.name)).toEqual(['Sooner Proposal']);
    expect((await t.app.inject('/api/ballotMeasures')).json().data).toMatchObject([
      { name: 'Sooner Proposal' },
    ]);
    const albany = await findMeasuresForAddress(
      t.database.db,
      ALBANY_DIVISIONS,
      { includeDrafts: false },
      TODAY,
    );
    expect(albany.map((measure) => measure.name)).toEqual(['Sooner Proposal']);
    // Asked for by its id, the later one's.
    expect((await list({ election: later })).map((measure) => measure.name)).toEqual(['Later Proposal']);

    await t.database.db.deleteFrom('ballotMeasures').where('electionId', 'in', [sooner, later]).execute();
    await t.database.db.deleteFrom('elections').where('id', 'in', [sooner, later]).execute();
  });

  it('lists the measures of a searched address after its races, with every language’s texts', async () => {
    await seedDemoContent(t.database.db, silentLogger, DEMO_SEEDERS);
    const input = encodeURIComponent(JSON.stringify({ address: '123 Main St, Brooklyn, NY 11217' }));
    const response = await t.app.inject(`/trpc/districts.search?input=${input}`);

    const lookup = response.json().result.data;
    expect(lookup.found).toBe(true);
    expect(lookup.ballot.races.length).toBeGreaterThan(0);
    expect(lookup.ballot.measures.map((measure: TBallotMeasure) => measure.name)).toEqual(
      SEEDED.map(([, name]) => name),
    );
    expect(lookup.ballot.measures[1].translations.es.name).toBe('Proceso acelerado para vivienda asequible');
  });
});

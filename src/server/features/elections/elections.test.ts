import type { TElectionInput } from '../../../shared/schemas/elections';
import { signedInAs } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { VALID_CANDIDATE } from '../../testing/content';
import { startOfDayIn } from './countdown-target';

const SEEDED_PRIMARY = {
  name: 'NYC City Council Primary Election',
  date: '2025-06-24',
  timeZone: 'America/New_York',
  countdownTarget: '2025-06-24T00:00:00-04:00',
  type: 'Primary',
  location: 'New York City, NY',
  registrationDeadline: '2025-06-14',
  earlyVotingStart: '2025-06-14',
  earlyVotingEnd: '2025-06-22',
  mailBallotRequestDeadline: '2025-06-14',
  drivesCountdown: true,
};
const SEEDED_GENERAL = {
  name: 'NYC General Election',
  date: '2025-11-04',
  timeZone: 'America/New_York',
  countdownTarget: '2025-11-04T00:00:00-05:00',
  type: 'Local',
  location: 'New York City, NY',
  drivesCountdown: false,
};

const nextPrimary = (overrides: Partial<TElectionInput> = {}): TElectionInput => ({
  name: 'NYC Primary Election',
  date: '2027-06-22',
  timeZone: 'America/New_York',
  type: 'Primary',
  location: 'New York City, NY',
  description: 'Party primaries for the City Council and the State Assembly.',
  ballotPositions: ['City Council', 'State Assembly'],
  progressiveIssues: ['Affordable rents'],
  registrationDeadline: '2027-06-12',
  earlyVotingStart: '2027-06-12',
  earlyVotingEnd: '2027-06-20',
  mailBallotRequestDeadline: null,
  drivesCountdown: true,
  ...overrides,
});

const NO_DEADLINES = {
  registrationDeadline: null,
  earlyVotingStart: null,
  earlyVotingEnd: null,
  mailBallotRequestDeadline: null,
};

describe('elections', () => {
  let t: TestApp;
  let admin: string;
  let user: string;

  /** A tRPC call over HTTP, as the browser makes it; returns status and the parsed body. */
  async function call(procedure: string, input?: unknown, cookie?: string) {
    const response = await t.app.inject(
      input === undefined
        ? { url: `/trpc/elections.${procedure}`, headers: cookie ? { cookie } : {} }
        : {
            method: 'POST',
            url: `/trpc/elections.${procedure}`,
            payload: input as Record<string, unknown>,
            headers: cookie ? { cookie } : {},
          },
    );
    return { status: response.statusCode, body: response.json() };
  }
  /** The list as an admin sees it, drafts included; `null` for a visitor's. */
  const list = async (cookie: string | null = admin) =>
    (await call('list', undefined, cookie ?? undefined)).body.result.data as Array<Record<string, unknown>>;
  const names = async () => (await list()).map((election) => election.name);

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie: admin } = await signedInAs(t.app, t.database.db, 'admin'));
    ({ cookie: user } = await signedInAs(t.app, t.database.db, 'user'));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // Back to what the migration seeded: the two spec elections, unchanged.
    await t.database.db
      .deleteFrom('elections')
      .where('name', 'not in', [SEEDED_PRIMARY.name, SEEDED_GENERAL.name])
      .execute();
    await t.database.db.updateTable('elections').set({ drivesCountdown: false }).execute();
    await t.database.db
      .updateTable('elections')
      .set({ drivesCountdown: true })
      .where('name', '=', SEEDED_PRIMARY.name)
      .execute();
  });

  it('starts every database with the spec elections, the primary driving the countdown', async () => {
    const [primary, general] = await list();
    expect(primary).toMatchObject(SEEDED_PRIMARY);
    expect(primary!.ballotPositions).toContain('City Council (districts with a contested primary)');
    expect(general).toMatchObject(SEEDED_GENERAL);
    expect(general!.description).toMatch(/^New Yorkers choose who runs City Hall for the next four years\./);
    expect(general!.ballotPositions).toHaveLength(8);
    expect(general!.progressiveIssues).toHaveLength(7);
    expect(typeof primary!.id).toBe('string');
  });

  it('lets anyone list the elections, earliest first', async () => {
    const { status } = await call('list');
    expect(status).toBe(200);
    await call('create', nextPrimary(), admin);
    const special = await call(
      'create',
      nextPrimary({ name: 'Special Election', date: '2024-02-13', ...NO_DEADLINES }),
      admin,
    );
    expect(special.status).toBe(200);
    expect(await names()).toEqual([
      'Special Election',
      SEEDED_PRIMARY.name,
      SEEDED_GENERAL.name,
      'NYC Primary Election',
    ]);
  });

  it('lets an admin add an election and answers with it, its countdown target at local midnight', async () => {
    const { status, body } = await call('create', nextPrimary(), admin);
    expect(status).toBe(200);
    expect(body.result.data).toEqual({
      id: expect.any(String),
      ...nextPrimary(),
      countdownTarget: '2027-06-22T00:00:00-04:00',
      published: false,
      translations: {},
    });
    expect((await list()).at(-1)).toEqual(body.result.data);
  });

  it('aims the countdown at midnight in the election time zone, in summer and in winter', async () => {
    const { body } = await call(
      'create',
      nextPrimary({
        timeZone: 'America/Los_Angeles',
        date: '2028-11-07',
        earlyVotingStart: null,
        earlyVotingEnd: null,
      }),
      admin,
    );
    expect(body.result.data.countdownTarget).toBe('2028-11-07T00:00:00-08:00');
    expect(startOfDayIn('2027-06-22', 'America/Los_Angeles')).toBe('2027-06-22T00:00:00-07:00');
    expect(startOfDayIn('2027-06-22', 'Pacific/Honolulu')).toBe('2027-06-22T00:00:00-10:00');
    expect(startOfDayIn('2027-03-14', 'America/New_York')).toBe('2027-03-14T00:00:00-05:00');
    expect(startOfDayIn('2027-11-07', 'America/New_York')).toBe('2027-11-07T00:00:00-04:00');
  });

  it('lets an admin edit an election', async () => {
    const { body } = await call('create', nextPrimary(), admin);
    const id = body.result.data.id as string;
    const edited = nextPrimary({
      name: 'NYC State and City Primary',
      location: 'Brooklyn, NY',
      ballotPositions: [],
    });

    const response = await call('update', { id, election: edited }, admin);
    expect(response.status).toBe(200);
    expect(response.body.result.data).toMatchObject({ id, ...edited });
    expect((await list()).find((election) => election.id === id)).toMatchObject(edited);
  });

  it('lets an admin choose which elections drive the countdown', async () => {
    const [primary, general] = await list();
    const chosen = await call('setCountdown', { id: general!.id, drivesCountdown: true }, admin);
    expect(chosen.body.result.data).toMatchObject({ name: SEEDED_GENERAL.name, drivesCountdown: true });
    await call('setCountdown', { id: primary!.id, drivesCountdown: false }, admin);

    expect((await list()).map(({ name, drivesCountdown }) => [name, drivesCountdown])).toEqual([
      [SEEDED_PRIMARY.name, false],
      [SEEDED_GENERAL.name, true],
    ]);
  });

  it('keeps a new election a draft, seen by admins only, until an admin publishes it (issue 25)', async () => {
    const { body } = await call('create', nextPrimary(), admin);
    const { id } = body.result.data as { id: string };
    const visitorsNames = async () => (await list(null)).map((election) => election.name);
    // The admin asks first: the answer with the draft is never kept for the visitor who asks next.
    expect(await names()).toContain('NYC Primary Election');
    expect(await visitorsNames()).toEqual([SEEDED_PRIMARY.name, SEEDED_GENERAL.name]);
    expect(await names()).toContain('NYC Primary Election');

    expect((await call('setPublished', { id, published: true }, user)).status).toBe(403);
    expect(await visitorsNames()).not.toContain('NYC Primary Election');
    const published = await call('setPublished', { id, published: true }, admin);
    expect(published.body.result.data).toMatchObject({ id, published: true });
    expect(await visitorsNames()).toEqual([SEEDED_PRIMARY.name, SEEDED_GENERAL.name, 'NYC Primary Election']);
    await call('setPublished', { id, published: false }, admin);
    expect(await visitorsNames()).not.toContain('NYC Primary Election');
  });

  it('refuses to delete an election its candidates run in, saying what to do, and deletes nothing', async () => {
    const { body } = await call('create', nextPrimary(), admin);
    const { id } = body.result.data as { id: string };
    const candidate = await t.app.inject({
      method: 'POST',
      url: '/api/newCandidate',
      payload: { ...VALID_CANDIDATE, electionId: id },
      headers: { cookie: admin },
    });
    expect(candidate.statusCode).toBe(200);
    const refused = await call('delete', { id }, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'One candidate runs in this election. Move them to another election or delete them first.',
    );
    expect(await names()).toContain('NYC Primary Election');
    await t.database.db.deleteFrom('candidates').where('electionId', '=', id).execute();
  });

  it('lets an admin delete an election', async () => {
    const { body } = await call('create', nextPrimary(), admin);
    const response = await call('delete', { id: body.result.data.id }, admin);
    expect(response).toEqual({ status: 200, body: { result: {} } });
    expect(await names()).toEqual([SEEDED_PRIMARY.name, SEEDED_GENERAL.name]);
  });

  it('answers an unknown election with 404 and a clear message', async () => {
    const unknownId = '00000000-0000-4000-8000-000000000000';
    for (const [procedure, input] of [
      ['update', { id: unknownId, election: nextPrimary() }],
      ['setCountdown', { id: 'not-an-id', drivesCountdown: true }],
      ['delete', { id: unknownId }],
    ] as const) {
      const { status, body } = await call(procedure, input, admin);
      expect(status, procedure).toBe(404);
      expect(body.error.message).toBe('No such election. It may have been deleted already.');
    }
    expect(await names()).toEqual([SEEDED_PRIMARY.name, SEEDED_GENERAL.name]);
  });

  it('refuses invalid input with a message per field and stores nothing', async () => {
    const blank = await call(
      'create',
      nextPrimary({ name: ' ', date: '2027-02-30', timeZone: 'Europe/Paris' as 'America/New_York' }),
      admin,
    );
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('name: cannot be blank!');
    expect(blank.body.error.data.fieldErrors).toEqual({
      name: ['cannot be blank!'],
      date: ['must be a date like 2025-11-04'],
      timeZone: ['must be one of the listed time zones'],
    });

    const lateDeadline = await call(
      'create',
      nextPrimary({ registrationDeadline: '2027-07-01', earlyVotingEnd: null }),
      admin,
    );
    expect(lateDeadline.status).toBe(400);
    expect(lateDeadline.body.error.data.fieldErrors).toEqual({
      registrationDeadline: ['must be on or before election day'],
      earlyVotingEnd: ['give both the first and the last day of early voting, or neither'],
    });

    const reversed = await call(
      'create',
      nextPrimary({ earlyVotingStart: '2027-06-20', earlyVotingEnd: '2027-06-12' }),
      admin,
    );
    expect(reversed.body.error.data.fieldErrors).toEqual({
      earlyVotingEnd: ['must be on or after the first day of early voting'],
    });

    const tooMany = await call(
      'create',
      nextPrimary({ progressiveIssues: Array.from({ length: 31 }, (_, n) => `Issue ${n}`) }),
      admin,
    );
    expect(tooMany.body.error.data.fieldErrors).toEqual({
      progressiveIssues: ['must list at most 30 lines'],
    });
    expect(await names()).toEqual([SEEDED_PRIMARY.name, SEEDED_GENERAL.name]);
  });

  it('refuses an edit with invalid input and leaves the election as it was', async () => {
    const [primary] = await list();
    const { status, body } = await call(
      'update',
      { id: primary!.id, election: nextPrimary({ description: '' }) },
      admin,
    );
    expect(status).toBe(400);
    expect(body.error.message).toBe('election.description: cannot be blank!');
    expect((await list())[0]).toEqual(primary);
  });

  it('refuses every change to a visitor (401) and to a signed-in user (403), changing nothing', async () => {
    const [primary] = await list();
    const attempts = [
      ['create', nextPrimary()],
      ['update', { id: primary!.id, election: nextPrimary() }],
      ['setCountdown', { id: primary!.id, drivesCountdown: false }],
      ['delete', { id: primary!.id }],
    ] as const;
    for (const [procedure, input] of attempts) {
      expect((await call(procedure, input)).status, procedure).toBe(401);
      const asUser = await call(procedure, input, user);
      expect(asUser.status, procedure).toBe(403);
      expect(asUser.body.error.message).toBe('You are not an administrator.');
    }
    expect(await names()).toEqual([SEEDED_PRIMARY.name, SEEDED_GENERAL.name]);
    expect((await list())[0]).toEqual(primary);
  });
  // Issue 24 point 5 (ADR 44): the texts per language, answered in the asked one, English where missing.
  describe('in each language', () => {
    async function listIn(lang: string) {
      const input = encodeURIComponent(JSON.stringify({ lang }));
      const response = await t.app.inject({
        url: `/trpc/elections.list?input=${input}`,
        headers: { cookie: admin },
      });
      return { status: response.statusCode, body: response.json() };
    }
    const inSpanish = async () => (await listIn('es')).body.result.data as Array<Record<string, unknown>>;

    it("answers the spec's elections in Spanish, with Spanish lists, and in English without a language", async () => {
      const spanish = await inSpanish();
      expect(spanish.map((election) => election.name)).toEqual([
        'Elección primaria del Concejo Municipal de NYC',
        'Elección general de NYC',
      ]);
      expect(spanish[1]!.description).toMatch(/^Los neoyorquinos eligen quién dirigirá el Ayuntamiento/);
      expect(spanish[1]!.ballotPositions).toHaveLength(8);
      expect(spanish[1]!.progressiveIssues).toHaveLength(7);
      expect(await names()).toEqual([SEEDED_PRIMARY.name, SEEDED_GENERAL.name]);
    });

    it("stores an admin's Spanish texts, blanks as missing, and answers English where one is missing", async () => {
      const translations = {
        es: { name: 'Elección primaria de NYC', description: '  ', ballotPositions: [] },
      };
      const { status, body } = await call('create', nextPrimary({ translations }), admin);
      expect(status).toBe(200);
      expect(body.result.data.translations).toEqual({ es: { name: 'Elección primaria de NYC' } });

      // Each language asked twice, in turn: the second answers come from the caches.
      for (let round = 0; round < 2; round++) {
        expect((await inSpanish()).at(-1)).toMatchObject({
          name: 'Elección primaria de NYC',
          description: nextPrimary().description,
          ballotPositions: nextPrimary().ballotPositions,
        });
        expect((await list()).at(-1)).toMatchObject({ name: nextPrimary().name });
        expect((await listIn('en')).body.result.data.at(-1)).toMatchObject({ name: nextPrimary().name });
      }
    });

    it('refuses a language it does not have, and a translation into one', async () => {
      expect((await listIn('fr')).status).toBe(400);
      const refused = await call(
        'create',
        nextPrimary({ translations: { fr: { name: 'Primaire' } } } as never),
        admin,
      );
      expect(refused.status).toBe(400);
      expect(await names()).toEqual([SEEDED_PRIMARY.name, SEEDED_GENERAL.name]);
    });
  });
});

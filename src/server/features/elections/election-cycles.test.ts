import { seedDemoContent } from '../../db/seed';
import { DEMO_SEEDERS } from '../../demo-seeders';
import { signedInAs } from '../../testing/accounts';
import { VALID_CANDIDATE } from '../../testing/content';
import { findFreePort } from '../../testing/server-process';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { silentLogger } from '../../testing/test-database';

const BROOKLYN = '123 Main St, Brooklyn, NY 11217';

/**
 * Issue 25 point 1: an election is a draft until an admin publishes it, and a draft's candidates are seen by
 * admins only, on every public read.
 */
describe("a draft election's candidates", () => {
  let t: TestApp;
  let admin: string;
  let draftId: string;
  let candidateId: string;

  /** A GET as a visitor (no cookie) or as the admin; status and parsed body. */
  async function get(url: string, cookie?: string) {
    const response = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
    return { status: response.statusCode, body: response.json() };
  }
  const trpc = (procedure: string, input: unknown, cookie?: string) =>
    get(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, cookie);
  const namesOnBallot = async (cookie?: string) => {
    const { body } = await trpc('districts.search', { address: BROOKLYN }, cookie);
    const races = body.result.data.ballot.races as Array<{ candidates: Array<{ fullName: string }> }>;
    return races.flatMap((race) => race.candidates.map((candidate) => candidate.fullName));
  };

  beforeAll(async () => {
    // Offline: the demo's example addresses answer from the demo data. The draft is dated far ahead, so it is
    // the next election on any day the suite runs (a year ahead too); the sessions keep the process's clock.
    t = await createTestApp({ env: { CENSUS_GEOCODER_URL: `http://127.0.0.1:${await findFreePort()}` } });
    await seedDemoContent(t.database.db, silentLogger, DEMO_SEEDERS);
    ({ cookie: admin } = await signedInAs(t.app, t.database.db, 'admin'));
    const election = await t.app.inject({
      method: 'POST',
      url: '/trpc/elections.create',
      headers: { cookie: admin },
      payload: {
        name: '2099 NYC Primary',
        date: '2099-06-22',
        timeZone: 'America/New_York',
        type: 'Primary',
        location: 'New York City, NY',
        description: 'Party primaries.',
        ballotPositions: [],
        progressiveIssues: [],
        registrationDeadline: null,
        earlyVotingStart: null,
        earlyVotingEnd: null,
        mailBallotRequestDeadline: null,
        drivesCountdown: false,
      },
    });
    draftId = election.json().result.data.id;
    // Brooklyn's council district 33, where the demo address is.
    const candidate = await t.app.inject({
      method: 'POST',
      url: '/api/newCandidate',
      headers: { cookie: admin },
      payload: { ...VALID_CANDIDATE, fullName: 'Dana Draft', electionId: draftId },
    });
    expect(candidate.statusCode).toBe(200);
    candidateId = candidate.json().data._id;
  });
  afterAll(() => t.close());

  it('are seen by an admin and by nobody else, on every public read, until the election is published; the ballot is the next election ahead', async () => {
    const visitorReads = async () => ({
      restById: (await get(`/api/newCandidate/${candidateId}`)).status,
      trpcById: (await trpc('candidates.byId', { id: candidateId, lang: 'en' })).status,
      restList: (await get('/api/newCandidate?office=City%20Council&district=33')).body.data.data
        .map((candidate: { fullName: string }) => candidate.fullName)
        .sort(),
      onBallot: (await namesOnBallot()).includes('Dana Draft'),
    });
    // The admin reads first: nothing an admin was answered is kept for a visitor.
    expect((await get(`/api/newCandidate/${candidateId}`, admin)).body.data.fullName).toBe('Dana Draft');
    expect((await trpc('candidates.byId', { id: candidateId, lang: 'en' }, admin)).status).toBe(200);
    expect(await namesOnBallot(admin)).toContain('Dana Draft');
    expect(await visitorReads()).toEqual({
      restById: 404,
      trpcById: 404,
      restList: ['Daniel Brooks', 'Maya Torres'],
      onBallot: false,
    });

    // The admin's preview: the draft's ballot, the next ahead, with the past general election to switch to.
    const preview = (await trpc('districts.search', { address: BROOKLYN }, admin)).body.result.data.ballot;
    const general = preview.elections[0];
    expect(preview).toMatchObject({
      electionId: draftId,
      elections: [
        { id: expect.any(String), date: '2025-11-04', published: true },
        { id: draftId, date: '2099-06-22', published: false },
      ],
    });
    expect(preview.races.flatMap((race: { candidates: unknown[] }) => race.candidates)).toHaveLength(1);
    // A visitor gets the most recent published election with candidates at the address, and no draft named.
    const visitors = (await trpc('districts.search', { address: BROOKLYN })).body.result.data.ballot;
    expect(visitors).toMatchObject({ electionId: general.id, elections: [general] });
    expect(visitors.races.length).toBeGreaterThan(5);

    const published = await t.app.inject({
      method: 'POST',
      url: '/trpc/elections.setPublished',
      headers: { cookie: admin },
      payload: { id: draftId, published: true },
    });
    expect(published.statusCode).toBe(200);
    expect(await visitorReads()).toEqual({
      restById: 200,
      trpcById: 200,
      restList: ['Dana Draft', 'Daniel Brooks', 'Maya Torres'],
      onBallot: true,
    });
    // Published, the 2099 ballot is the next ahead for everyone; the 2025 one stays reachable by its id.
    const next = (await trpc('districts.search', { address: BROOKLYN })).body.result.data.ballot;
    expect(next.electionId).toBe(draftId);
    expect(next.elections.map((election: { id: string }) => election.id)).toEqual([general.id, draftId]);
    const past = (await trpc('districts.search', { address: BROOKLYN, election: general.id })).body.result
      .data.ballot;
    expect(past.electionId).toBe(general.id);
    expect(past.races).toEqual(visitors.races);
    // An id the address has no ballot in, or that is no id, is not a ballot.
    const unknown = await trpc('districts.search', { address: BROOKLYN, election: 'nope' });
    expect(unknown.status).toBe(400);
  });
});

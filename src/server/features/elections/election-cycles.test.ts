import { seedDemoContent } from '../../db/seed';
import { DEMO_SEEDERS } from '../../demo-seeders';
import { signedInAs } from '../../testing/accounts';
import { FEDERAL_INCUMBENT, VALID_CANDIDATE } from '../../testing/content';
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
  let federalId: string;

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
  /** The names /otherKeyStates shows for Nevada's governor. */
  const nevadaGovernor = async (cookie?: string) => {
    const seats: Array<{ office: string; state: string; candidates: Array<{ fullName: string }> }> = (
      await get('/trpc/candidates.otherKeyStates', cookie)
    ).body.result.data;
    const seat = seats.find(({ office, state }) => office === 'Governor' && state === 'Nevada');
    return seat!.candidates.map((candidate) => candidate.fullName);
  };
  /** The statuses of a federal candidate's voting topics and donors, as the candidate page reads them. */
  const federalRecord = async (cookie?: string) => [
    (await trpc('legislation.votingTopics', { candidateId: federalId }, cookie)).status,
    (await trpc('legislation.votingHistory', { candidateId: federalId, topic: 'Economy' }, cookie)).status,
    (await trpc('donors.byCandidate', { candidateId: federalId }, cookie)).status,
  ];
  /** An admin's new candidate in the draft election; its id. */
  const addToDraft = async (candidate: object): Promise<string> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/newCandidate',
      headers: { cookie: admin },
      payload: { ...candidate, electionId: draftId },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data._id;
  };
  const NEVADA_GOVERNOR = { office: 'Governor', state: 'Nevada', district: 'Nevada' };

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
    candidateId = await addToDraft({ ...VALID_CANDIDATE, fullName: 'Dana Draft' });
    // A seat of /otherKeyStates, which the demo fills for the 2025 election.
    await addToDraft({ ...VALID_CANDIDATE, ...NEVADA_GOVERNOR, fullName: 'Nell Next' });
    // A House member's record (the demo's voting record and donors) on a draft candidate's page.
    federalId = await addToDraft({ ...FEDERAL_INCUMBENT, fullName: 'Evan Draft' });
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
      keyStateSeat: await nevadaGovernor(),
      federalRecord: await federalRecord(),
    });
    // /otherKeyStates shows each district's next election ahead, like a ballot: for an admin, the draft.
    const demoGovernors = await nevadaGovernor();
    expect(demoGovernors.length).toBeGreaterThan(0);
    expect(demoGovernors).not.toContain('Nell Next');
    // The admin reads first: nothing an admin was answered is kept for a visitor.
    expect((await get(`/api/newCandidate/${candidateId}`, admin)).body.data.fullName).toBe('Dana Draft');
    expect((await trpc('candidates.byId', { id: candidateId, lang: 'en' }, admin)).status).toBe(200);
    expect(await namesOnBallot(admin)).toContain('Dana Draft');
    expect(await nevadaGovernor(admin)).toEqual(['Nell Next']);
    expect(await federalRecord(admin)).toEqual([200, 200, 200]);
    expect(await visitorReads()).toEqual({
      restById: 404,
      trpcById: 404,
      restList: ['Daniel Brooks', 'Maya Torres'],
      onBallot: false,
      keyStateSeat: demoGovernors,
      federalRecord: [404, 404, 404],
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
    // Its races: the House seat, then the council seat, as every ballot orders them.
    expect(
      preview.races.flatMap((race: { candidates: Array<{ fullName: string }> }) =>
        race.candidates.map((candidate) => candidate.fullName),
      ),
    ).toEqual(['Evan Draft', 'Dana Draft']);
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
      keyStateSeat: ['Nell Next'],
      federalRecord: [200, 200, 200],
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

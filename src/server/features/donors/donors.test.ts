import { TRPCError } from '@trpc/server';
import { ZCandidateSchema, type TCandidateForm } from '../../../shared/schemas/candidates';
import { FEDERAL_RECORD_MESSAGES } from '../../../shared/schemas/federal-record';
import { createFecProvider } from '../../providers/fec/fec';
import { startFakeFec, type FakeFec } from '../../providers/fec/fakes/fake-fec';
import { FEDERAL_INCUMBENT, VALID_CANDIDATE } from '../../testing/content';
import { findFreePort } from '../../testing/server-process';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { silentLogger } from '../../testing/test-database';
import { createInnerContext } from '../../trpc/context';
import { createCaller } from '../../trpc/router';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { createCandidate } from '../candidates/candidates.service';
import { donorsDemoSeeder } from './donors.seed';
import { DONORS_CACHE_TTL_MS, getDonors, type TDonorsDeps } from './donors.service';
import { FAKE_SERVICE_TIMEOUT_MS } from '../../providers/fake-service-timeout';

const PARK: TCandidateForm = ZCandidateSchema.parse(FEDERAL_INCUMBENT);

describe('campaign donors', () => {
  let fec: FakeFec;
  let t: TestApp;
  let deps: TDonorsDeps;
  let clock: Date;
  const fecRequests = () => fec.requests.length;
  /** The figures of an answer that has them. */
  async function foundDonors(candidateId: string, dependencies = deps) {
    const answer = await getDonors(dependencies, candidateId);
    if (answer.status !== 'available') throw new Error(`no figures: ${answer.status}`);
    return answer.record;
  }

  beforeAll(async () => {
    fec = await startFakeFec();
    t = await createTestApp({
      env: { FEC_API_URL: fec.baseUrl, FEC_API_KEY: 'test-key', FEC_CYCLE: '2026' },
      clock: () => clock,
    });
    deps = {
      db: t.database.db,
      donors: createFecProvider({
        baseUrl: fec.baseUrl,
        key: 'test-key',
        timeoutMs: FAKE_SERVICE_TIMEOUT_MS,
      }),
      logger: silentLogger,
      cycle: 2026,
      now: () => clock,
    };
  });
  afterAll(async () => {
    await t.close();
    await fec.close();
  });
  beforeEach(async () => {
    fec.reset();
    clock = new Date('2026-11-24T12:00:00Z');
    await t.database.db.deleteFrom('donorCache').execute();
    await t.database.db.deleteFrom('candidates').execute();
  });

  it("gives a candidate's top contributors from the FEC, largest total first, and keeps them a day", async () => {
    const park = await createCandidate(t.database.db, PARK, SYSTEM_ACTOR);
    const first = await foundDonors(park.id);
    expect(first).toMatchObject({
      cycle: 2026,
      fecCandidateId: 'H6NY10991',
      candidateName: 'PARK, ELEANOR',
      sourceUrl: 'https://www.fec.gov/data/candidate/H6NY10991/?cycle=2026',
      isSample: false,
      fetchedAt: clock.toISOString(),
    });
    expect(first.donors.length).toBeGreaterThan(3);
    const totals = first.donors.map((donor) => donor.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    for (const donor of first.donors) expect(donor.total).toBe(donor.pacs + donor.indivs);
    expect(fec.requests.every((request) => request.apiKey === 'test-key')).toBe(true);

    const asked = fecRequests();
    clock = new Date(clock.getTime() + DONORS_CACHE_TTL_MS - 1000);
    expect(await foundDonors(park.id)).toEqual(first);
    expect(fecRequests()).toBe(asked);

    clock = new Date(clock.getTime() + 2000);
    await getDonors(deps, park.id);
    expect(fecRequests()).toBeGreaterThan(asked);
  });

  it('finds a candidate without an FEC id by name, office and state', async () => {
    const park = await createCandidate(t.database.db, { ...PARK, fecCandidateId: null }, SYSTEM_ACTOR);
    const donors = await foundDonors(park.id);
    expect(donors.fecCandidateId).toBe('H6NY10991');
    expect(fec.requests.map((request) => request.route)).toContain('search');
  });

  it('keeps "the FEC has no such candidate" as an empty record', async () => {
    const nobody = await createCandidate(
      t.database.db,
      {
        ...PARK,
        firstName: 'Nobody',
        lastName: 'Known',
        fecCandidateId: null,
      },
      SYSTEM_ACTOR,
    );
    expect(await foundDonors(nobody.id)).toMatchObject({
      donors: [],
      fecCandidateId: null,
      sourceUrl: null,
    });
    const asked = fecRequests();
    await getDonors(deps, nobody.id);
    expect(fecRequests()).toBe(asked);
  });

  it('shows older figures when the FEC fails, and answers that it is unavailable when there are none', async () => {
    const park = await createCandidate(t.database.db, PARK, SYSTEM_ACTOR);
    const kept = await getDonors(deps, park.id);
    clock = new Date(clock.getTime() + 2 * DONORS_CACHE_TTL_MS);
    fec.setMode('server-error');
    expect(await getDonors(deps, park.id)).toEqual(kept);

    await t.database.db.deleteFrom('donorCache').execute();
    fec.setMode('rate-limited');
    expect(await getDonors(deps, park.id)).toEqual({ status: 'unavailable' });
  });

  it('answers "unavailable" over tRPC as data, kept by no cache, and a 502 over REST, when the FEC is down', async () => {
    await createCandidate(t.database.db, PARK, SYSTEM_ACTOR);
    const unreachable = await createTestApp({
      // Nothing listens on a free port: the FEC cannot be reached.
      env: {
        FEC_API_URL: `http://127.0.0.1:${await findFreePort()}/v1`,
        FEC_API_KEY: 'test-key',
        FEC_CYCLE: '2026',
      },
      clock: () => clock,
      database: t.database,
    });
    try {
      const [park] = await t.database.db.selectFrom('candidates').select('id').execute();
      const input = encodeURIComponent(JSON.stringify({ candidateId: park!.id }));
      const trpc = await unreachable.app.inject(`/trpc/donors.byCandidate?input=${input}`);
      expect(trpc.statusCode).toBe(200);
      expect(trpc.json()).toEqual({ result: { data: { status: 'unavailable' } } });
      expect(trpc.headers['cache-control']).toBe('private, no-store');
      expect(trpc.headers.etag).toBeUndefined();

      const rest = await unreachable.app.inject(
        '/api/donors?firstName=Eleanor&lastName=Park&chamber=House%20of%20Representatives',
      );
      expect(rest.statusCode).toBe(502);
      expect(rest.json()).toMatchObject({
        success: false,
        message: FEDERAL_RECORD_MESSAGES.donorsUnavailable,
      });
    } finally {
      await unreachable.app.close(); // the database is the other app's
    }
  });

  it("serves the demo's sample figures without asking the FEC, for any cycle", async () => {
    await t.database.db.transaction().execute((trx) => donorsDemoSeeder.run(trx));
    const park = await createCandidate(t.database.db, PARK, SYSTEM_ACTOR);
    const donors = await foundDonors(park.id, { ...deps, cycle: 2030 });
    expect(donors.isSample).toBe(true);
    expect(donors.donors[0]!.orgName).toMatch(/^Sample /);
    expect(fecRequests()).toBe(0);
  });

  it('refuses candidates for other offices', async () => {
    const torres = await createCandidate(
      t.database.db,
      ZCandidateSchema.parse(VALID_CANDIDATE),
      SYSTEM_ACTOR,
    );
    await expect(getDonors(deps, torres.id)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: FEDERAL_RECORD_MESSAGES.notFederalOffice,
    });
  });

  it('answers GET /api/donors in the OpenSecrets shape, naming the candidate by name and chamber', async () => {
    await createCandidate(t.database.db, PARK, SYSTEM_ACTOR);
    const response = await t.app.inject(
      '/api/donors?firstName=eleanor&lastName=PARK&chamber=House%20of%20Representatives',
    );
    expect(response.statusCode).toBe(200);
    const { contributors } = response.json().data.response;
    expect(contributors['@attributes']).toMatchObject({
      cand_name: 'PARK, ELEANOR',
      cid: 'H6NY10991',
      cycle: '2026',
      origin: 'Federal Election Commission',
    });
    expect(contributors.contributor.length).toBeGreaterThan(3);
    const [top] = contributors.contributor;
    expect(Object.keys(top['@attributes']).sort()).toEqual(['indivs', 'org_name', 'pacs', 'total']);
    const { total, pacs, indivs } = top['@attributes'];
    expect(Number(total)).toBe(Number(pacs) + Number(indivs));
    expect(total).toMatch(/^\d+$/);

    const unknown = await t.app.inject('/api/donors?firstName=No&lastName=One&chamber=Senate');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: FEDERAL_RECORD_MESSAGES.unknownMember });
  });

  it('answers donors.byCandidate over tRPC, and NOT_FOUND for an unknown candidate', async () => {
    const park = await createCandidate(t.database.db, PARK, SYSTEM_ACTOR);
    const caller = createCaller(createInnerContext(t.deps, { clientAddress: '198.51.100.7' }));
    expect(await caller.donors.byCandidate({ candidateId: park.id })).toMatchObject({
      status: 'available',
      record: { fecCandidateId: 'H6NY10991' },
    });
    await expect(
      caller.donors.byCandidate({ candidateId: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toBeInstanceOf(TRPCError);
  });
});

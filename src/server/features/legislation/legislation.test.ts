import { TRPCError } from '@trpc/server';
import { ZCandidateSchema, type TCandidateForm } from '../../../shared/schemas/candidates';
import { VOTING_TOPICS } from '../../../shared/constants/federal-record';
import { FEDERAL_RECORD_MESSAGES } from '../../../shared/schemas/federal-record';
import { createCongressGovProvider } from '../../providers/congress-gov/congress-gov';
import { DEMO_BILLS } from '../../providers/congress-gov/fakes/demo-bills';
import {
  startFakeCongressGov,
  type FakeCongressGov,
} from '../../providers/congress-gov/fakes/fake-congress-gov';
import { DEMO_BILL_STAGES, FEDERAL_INCUMBENT, VALID_CANDIDATE } from '../../testing/content';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { silentLogger } from '../../testing/test-database';
import { createInnerContext } from '../../trpc/context';
import { createCaller } from '../../trpc/router';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { createCandidate } from '../candidates/candidates.service';
import { stageFromActions } from './bill-stage';
import {
  getBillProgress,
  STAGE_CACHE_TTL_MS,
  STAGE_RETRY_AFTER_FAILURE_MS,
  type TLegislationDeps,
} from './legislation.service';
import { FAKE_SERVICE_TIMEOUT_MS } from '../../providers/fake-service-timeout';

const PARK: TCandidateForm = ZCandidateSchema.parse(FEDERAL_INCUMBENT);
const NOW = new Date('2026-11-24T12:00:00Z');
const TRACKER = 'https://www.congress.gov/bill/119th-congress/house-bill/9905';

/** Two bills on Gov Spending and Voting Regulations, House roll calls on them, and Park's votes. */
async function insertRecord(t: TestApp, stageCheckedAt: Date) {
  const { db } = t.database;
  await db
    .insertInto('bills')
    .values([
      {
        id: 'hr9905-119',
        congress: 119,
        billType: 'hr',
        number: 9905,
        title: 'Sample: Freedom to Vote Act',
        description: 'Sets national standards for voter registration.',
        topics: ['Voting Regulations', 'Racial Justice'],
        trackerUrl: TRACKER,
        stage: 'Passed House',
        stageStop: null,
        stageCheckedAt,
        isSample: true,
      },
      {
        id: 'hr9908-119',
        congress: 119,
        billType: 'hr',
        number: 9908,
        title: 'Sample: Border Enforcement Expansion Act',
        description: 'Expands border enforcement.',
        topics: ['Immigration', 'Gov Spending'],
        trackerUrl: 'https://www.congress.gov/bill/119th-congress/house-bill/9908',
        stage: 'Passed House',
        stageStop: null,
        stageCheckedAt,
        isSample: true,
      },
    ])
    .execute();
  await db
    .insertInto('rollCalls')
    .values([
      rollCall('h101-119.2025', 'hr9905-119', '2025-03-01', 220, 210),
      rollCall('h140-119.2025', 'hr9905-119', '2025-07-01', 230, 201),
      rollCall('h150-119.2025', 'hr9908-119', '2025-08-01', 200, 228),
    ])
    .execute();
  await db
    .insertInto('memberVotes')
    .values([
      { rollCallId: 'h101-119.2025', bioguideId: 'P990001', vote: 'Nay' },
      { rollCallId: 'h140-119.2025', bioguideId: 'P990001', vote: 'Yea' },
      { rollCallId: 'h150-119.2025', bioguideId: 'P990001', vote: 'Nay' },
      { rollCallId: 'h150-119.2025', bioguideId: 'H990002', vote: 'Yea' },
    ])
    .execute();
}

const rollCall = (id: string, billId: string, day: string, yeaTotal: number, nayTotal: number) => ({
  id,
  billId,
  chamber: 'house' as const,
  question: 'On Passage',
  result: yeaTotal >= nayTotal ? 'Passed' : 'Failed',
  votedAt: new Date(`${day}T15:00:00Z`),
  yeaTotal,
  nayTotal,
});

describe('the federal record: voting history and bill progress', () => {
  let congress: FakeCongressGov;
  let t: TestApp;
  let deps: TLegislationDeps;
  let clock: Date;
  let parkId: string;
  const congressRequests = () => congress.requests.length;
  const caller = () => createCaller(createInnerContext(t.deps, { clientAddress: '198.51.100.7' }));

  beforeAll(async () => {
    congress = await startFakeCongressGov();
    // The app's routes and the service called directly read the same clock, the test's.
    t = await createTestApp({
      env: { CONGRESS_API_URL: congress.baseUrl, CONGRESS_API_KEY: 'test-key' },
      clock: () => clock,
    });
    deps = {
      db: t.database.db,
      legislation: createCongressGovProvider({
        baseUrl: congress.baseUrl,
        key: 'test-key',
        timeoutMs: FAKE_SERVICE_TIMEOUT_MS,
      }),
      logger: silentLogger,
      now: () => clock,
    };
  });
  afterAll(async () => {
    await t.close();
    await congress.close();
  });
  beforeEach(async () => {
    congress.reset();
    clock = NOW;
    await t.database.db.deleteFrom('bills').execute();
    await t.database.db.deleteFrom('candidates').execute();
    parkId = (await createCandidate(t.database.db, PARK, SYSTEM_ACTOR)).id;
    await insertRecord(t, new Date(NOW.getTime() - 3600_000));
  });

  describe('voting history', () => {
    it("lists a member's bills on a topic with the latest passage vote and its tally, over tRPC", async () => {
      const history = await caller().legislation.votingHistory({
        candidateId: parkId,
        topic: 'Voting Regulations',
      });
      expect(history).toEqual({
        topic: 'Voting Regulations',
        hasIds: true,
        bills: [
          {
            docId: 'hr9905-119',
            title: 'Sample: Freedom to Vote Act',
            description: 'Sets national standards for voter registration.',
            tracker: TRACKER,
            yeaTotal: 230,
            nayTotal: 201,
            vote: 'Yea',
            votedOn: '2025-07-01',
            isSample: true,
          },
        ],
      });
    });

    it("takes the 'Government …' topics the client sends as the 'Gov …' ones, and both spellings", async () => {
      for (const topic of ['Government Spending', 'Gov Spending', 'government  spending']) {
        const history = await caller().legislation.votingHistory({ candidateId: parkId, topic });
        expect(history.topic).toBe('Gov Spending');
        expect(history.bills.map((bill) => [bill.docId, bill.vote])).toEqual([['hr9908-119', 'Nay']]);
      }
      await expect(
        caller().legislation.votingHistory({ candidateId: parkId, topic: 'Gardening' }),
      ).rejects.toThrow(FEDERAL_RECORD_MESSAGES.unknownTopic);
    });

    it('is empty on a topic without votes, and says so when the candidate is not linked to a member', async () => {
      expect(
        (await caller().legislation.votingHistory({ candidateId: parkId, topic: 'Education' })).bills,
      ).toEqual([]);
      const unlinked = await createCandidate(
        t.database.db,
        {
          ...PARK,
          firstName: 'Other',
          bioguideId: null,
        },
        SYSTEM_ACTOR,
      );
      expect(
        await caller().legislation.votingHistory({ candidateId: unlinked.id, topic: 'Economy' }),
      ).toEqual({
        topic: 'Economy',
        bills: [],
        hasIds: false,
      });
      const council = await createCandidate(
        t.database.db,
        ZCandidateSchema.parse(VALID_CANDIDATE),
        SYSTEM_ACTOR,
      );
      await expect(
        caller().legislation.votingHistory({ candidateId: council.id, topic: 'Economy' }),
      ).rejects.toThrow(FEDERAL_RECORD_MESSAGES.notFederalOffice);
    });

    it('counts the bills on each of the 15 topics, in the order of the spec, as the topic lists them', async () => {
      const { topics, hasIds } = await caller().legislation.votingTopics({ candidateId: parkId });
      expect(hasIds).toBe(true);
      expect(topics.map((each) => each.topic)).toEqual([...VOTING_TOPICS]);
      const counted = topics.filter((each) => each.bills > 0);
      // hr9905 is on two topics and was voted on twice: one bill in each of its topics.
      expect(counted).toEqual([
        { topic: 'Gov Spending', bills: 1 },
        { topic: 'Immigration', bills: 1 },
        { topic: 'Racial Justice', bills: 1 },
        { topic: 'Voting Regulations', bills: 1 },
      ]);
      for (const { topic, bills } of topics) {
        const history = await caller().legislation.votingHistory({ candidateId: parkId, topic });
        expect(history.bills, topic).toHaveLength(bills);
      }
    });

    it('counts nothing for a candidate not linked to a member, and refuses one outside Congress', async () => {
      const unlinked = await createCandidate(
        t.database.db,
        { ...PARK, firstName: 'Other', bioguideId: null },
        SYSTEM_ACTOR,
      );
      const answer = await caller().legislation.votingTopics({ candidateId: unlinked.id });
      expect(answer.hasIds).toBe(false);
      expect(answer.topics.every((each) => each.bills === 0)).toBe(true);
      const council = await createCandidate(
        t.database.db,
        ZCandidateSchema.parse(VALID_CANDIDATE),
        SYSTEM_ACTOR,
      );
      await expect(caller().legislation.votingTopics({ candidateId: council.id })).rejects.toThrow(
        FEDERAL_RECORD_MESSAGES.notFederalOffice,
      );
    });

    it("compares members' votes on the same bills by topic, each compared candidate's vote in order", async () => {
      const { id: otherId } = await createCandidate(
        t.database.db,
        { ...PARK, firstName: 'Hal', lastName: 'Other', bioguideId: 'H990002' },
        SYSTEM_ACTOR,
      );
      const council = await createCandidate(
        t.database.db,
        ZCandidateSchema.parse(VALID_CANDIDATE),
        SYSTEM_ACTOR,
      );
      const unknown = '00000000-0000-4000-8000-000000000000';
      const candidateIds = [parkId, council.id, otherId, unknown];
      const shared = await caller().legislation.sharedVotes({ candidateIds });

      expect(shared.members).toEqual([parkId, otherId]);
      // Only hr9908 has both members' votes; hr9905 (Park alone) is not shared.
      const bill = {
        docId: 'hr9908-119',
        title: 'Sample: Border Enforcement Expansion Act',
        tracker: 'https://www.congress.gov/bill/119th-congress/house-bill/9908',
        votedOn: '2025-08-01',
        votes: [
          { candidateId: parkId, vote: 'Nay' },
          { candidateId: council.id, vote: null },
          { candidateId: otherId, vote: 'Yea' },
        ],
      };
      expect(shared.topics).toEqual([
        { topic: 'Gov Spending', bills: [bill], total: 1 },
        { topic: 'Immigration', bills: [bill], total: 1 },
      ]);
    });

    it('has nothing shared to compare with fewer than two members of Congress', async () => {
      const council = await createCandidate(
        t.database.db,
        ZCandidateSchema.parse(VALID_CANDIDATE),
        SYSTEM_ACTOR,
      );
      expect(await caller().legislation.sharedVotes({ candidateIds: [parkId, council.id] })).toEqual({
        members: [parkId],
        topics: [],
      });
    });

    it('answers GET /api/bill/info with billResults and the parallel voteResults', async () => {
      const response = await t.app.inject(
        '/api/bill/info?category=Government%20Spending&firstName=Eleanor&lastName=Park&typeOfElection=House%20of%20Representatives',
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        billResults: [
          {
            title: 'Sample: Border Enforcement Expansion Act',
            description: 'Expands border enforcement.',
            tracker: 'https://www.congress.gov/bill/119th-congress/house-bill/9908',
            yeaTotal: 200,
            nayTotal: 228,
            docId: 'hr9908-119',
          },
        ],
        voteResults: ['Nay'],
      });
    });

    it('refuses other offices and unknown names with { success: false, message }', async () => {
      const governor = await t.app.inject(
        '/api/bill/info?category=Economy&firstName=Eleanor&lastName=Park&typeOfElection=Governor',
      );
      expect(governor.statusCode).toBe(400);
      expect(governor.json()).toMatchObject({
        success: false,
        message: `typeOfElection: ${FEDERAL_RECORD_MESSAGES.notFederalOffice}`,
      });
      const unknown = await t.app.inject(
        '/api/bill/info?category=Economy&firstName=No&lastName=One&typeOfElection=Senate',
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({
        success: false,
        message: FEDERAL_RECORD_MESSAGES.unknownMember,
      });
    });
  });

  describe('bill progress', () => {
    it('answers a stage checked within 6 hours without asking Congress.gov', async () => {
      expect(await getBillProgress(deps, 'hr9905-119')).toEqual({
        docId: 'hr9905-119',
        stage: 'Passed House',
        stop: null,
        checkedAt: new Date(NOW.getTime() - 3600_000).toISOString(),
      });
      expect(congressRequests()).toBe(0);
    });

    it("refreshes an older stage from the bill's actions, keeps it, and flags a veto", async () => {
      clock = new Date(NOW.getTime() + STAGE_CACHE_TTL_MS);
      const refreshed = await getBillProgress(deps, 'hr9905-119');
      expect(refreshed).toEqual({
        docId: 'hr9905-119',
        stage: 'To President',
        stop: 'vetoed',
        checkedAt: clock.toISOString(),
      });
      expect(congress.requests.every((request) => request.apiKey === 'test-key')).toBe(true);
      const asked = congressRequests();
      expect(await getBillProgress(deps, 'hr9905-119')).toEqual(refreshed);
      expect(congressRequests()).toBe(asked);
    });

    it('shares one refresh between visitors asking at once', async () => {
      clock = new Date(NOW.getTime() + STAGE_CACHE_TTL_MS);
      await Promise.all([1, 2, 3].map(() => getBillProgress(deps, 'hr9905-119')));
      expect(congress.requests.filter((request) => request.route === 'bill')).toHaveLength(1);
    });

    it('shows the last known stage when Congress.gov fails, and tries again only after a while', async () => {
      clock = new Date(NOW.getTime() + STAGE_CACHE_TTL_MS);
      congress.setMode('server-error');
      expect(await getBillProgress(deps, 'hr9905-119')).toMatchObject({ stage: 'Passed House', stop: null });
      const asked = congressRequests();
      clock = new Date(clock.getTime() + STAGE_RETRY_AFTER_FAILURE_MS - 1000);
      await getBillProgress(deps, 'hr9905-119');
      expect(congressRequests()).toBe(asked);

      congress.reset();
      clock = new Date(clock.getTime() + 2000);
      expect(await getBillProgress(deps, 'hr9905-119')).toMatchObject({
        stage: 'To President',
        stop: 'vetoed',
      });
    });

    it('keeps the imported stage without a Congress.gov key', async () => {
      clock = new Date(NOW.getTime() + 10 * STAGE_CACHE_TTL_MS);
      expect(await getBillProgress({ ...deps, legislation: null }, 'hr9905-119')).toMatchObject({
        stage: 'Passed House',
      });
      expect(congressRequests()).toBe(0);
    });

    it('answers GET /api/bill/progress for a known tracker link, however it is written', async () => {
      for (const link of [
        TRACKER,
        'http://congress.gov/bill/119th-congress/house-bill/9905/',
        'https://www.congress.gov/bill/119th-congress/House-Bill/9905?q=x#text',
      ]) {
        const response = await t.app.inject(`/api/bill/progress?url=${encodeURIComponent(link)}`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ success: true, data: 'Passed House', stop: null });
      }
    });

    it('never fetches the link it is given: an unknown or foreign link is a 404 without a request', async () => {
      const received: string[] = [];
      const { createServer } = await import('node:http');
      const trap = createServer((request, response) => {
        received.push(request.url ?? '');
        response.end('{}');
      });
      await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
      const address = trap.address() as { port: number };
      try {
        for (const link of [
          `http://127.0.0.1:${address.port}/bill/119th-congress/house-bill/9905`,
          'https://www.congress.gov/bill/119th-congress/house-bill/1',
          `${congress.baseUrl}/bill/119/hr/9905`,
        ]) {
          const response = await t.app.inject(`/api/bill/progress?url=${encodeURIComponent(link)}`);
          expect(response.statusCode).toBe(404);
          expect(response.json()).toMatchObject({
            success: false,
            message: FEDERAL_RECORD_MESSAGES.unknownBill,
          });
        }
        expect(received).toEqual([]);
        expect(congressRequests()).toBe(0);
      } finally {
        trap.close();
      }
    });

    it('answers legislation.billProgress over tRPC, NOT_FOUND for an unknown bill', async () => {
      expect(await caller().legislation.billProgress({ docId: 'HR9905-119' })).toMatchObject({
        docId: 'hr9905-119',
        stage: 'Passed House',
      });
      await expect(caller().legislation.billProgress({ docId: 'hr1-119' })).rejects.toBeInstanceOf(TRPCError);
    });
  });

  it('gives each demo bill of the fake Congress.gov the stage its actions describe', async () => {
    for (const [docId, bill] of Object.entries(DEMO_BILLS)) {
      const { actions, becameLaw } = await deps.legislation!.getBillActions({
        congress: bill.congress,
        billType: bill.type.toLowerCase(),
        number: bill.number,
      });
      const { stage, stop } = stageFromActions(actions, becameLaw);
      expect([docId, stage, stop]).toEqual([docId, ...DEMO_BILL_STAGES[docId]!]);
    }
  });
});

import { VOTING_TOPICS } from '../../../shared/constants/federal-record';
import { seedDemoContent } from '../../db/seed';
import { DEMO_SEEDERS } from '../../demo-seeders';
import { DEMO_BILL_STAGES } from '../../testing/content';
import { silentLogger, createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { findVotedBills } from './legislation.repository';

describe('the sample federal record', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoContent(database.db, silentLogger, DEMO_SEEDERS);
  });
  afterAll(() => database.close());

  it('loads the ten sample bills at their stages, marked as sample data', async () => {
    const bills = await database.db
      .selectFrom('bills')
      .select([
        'id',
        'title',
        'description',
        'trackerUrl',
        'stage',
        'stageStop',
        'isSample',
        'yeaTotal',
        'nayTotal',
      ])
      .execute();
    expect(Object.fromEntries(bills.map((bill) => [bill.id, [bill.stage, bill.stageStop]]))).toEqual(
      DEMO_BILL_STAGES,
    );
    for (const bill of bills) {
      expect(bill.isSample).toBe(true);
      expect(bill.title).toMatch(/^Sample: /);
      expect(bill.description).toMatch(/^Sample data: a fictional bill/);
      expect(bill.yeaTotal).not.toBeNull();
    }
    expect(bills.find((bill) => bill.id === 'hr9901-119')?.trackerUrl).toBe(
      'https://www.congress.gov/bill/119th-congress/house-bill/9901',
    );
    // A failed passage vote shows as failing: more nays than yeas.
    for (const id of ['s9906-119', 'hr9910-119']) {
      const bill = bills.find((row) => row.id === id)!;
      expect(bill.nayTotal).toBeGreaterThan(bill.yeaTotal!);
    }
  });

  it('gives every demo House and Senate incumbent votes on bills under at least three topics', async () => {
    const incumbents = await database.db
      .selectFrom('candidates')
      .select(['fullName', 'bioguideId', 'fecCandidateId', 'votingRecord'])
      .where('bioguideId', 'is not', null)
      .execute();
    expect(incumbents).toHaveLength(13);
    for (const incumbent of incumbents) {
      expect(incumbent).toMatchObject({
        votingRecord: true,
        fecCandidateId: expect.stringMatching(/^[HS]6[A-Z]{2}\d{5}$/),
      });
      const topics: string[] = [];
      for (const topic of VOTING_TOPICS) {
        if ((await findVotedBills(database.db, incumbent.bioguideId!, topic)).length > 0) topics.push(topic);
      }
      expect({ name: incumbent.fullName, enough: topics.length >= 3 }).toEqual({
        name: incumbent.fullName,
        enough: true,
      });
    }
  });

  it('records every demo House member on every House roll call and every demo senator on every Senate one', async () => {
    const rows = await database.db
      .selectFrom('rollCalls')
      .leftJoin('memberVotes', 'memberVotes.rollCallId', 'rollCalls.id')
      .select(['rollCalls.id', 'rollCalls.chamber', 'rollCalls.yeaTotal', 'rollCalls.nayTotal'])
      // The demo members; the unnamed sample members who fill the chamber have ids starting with Z.
      .select((eb) =>
        eb.fn
          .count<number>('memberVotes.bioguideId')
          .filterWhere('memberVotes.bioguideId', 'not like', 'Z%')
          .as('voters'),
      )
      .groupBy(['rollCalls.id', 'rollCalls.chamber', 'rollCalls.yeaTotal', 'rollCalls.nayTotal'])
      .execute();
    expect(rows).toHaveLength(14);
    for (const row of rows) expect(row.voters).toBe(row.chamber === 'house' ? 10 : 3);
    // Tallies read like a full chamber's, not 7–2.
    for (const row of rows)
      expect(row.yeaTotal + row.nayTotal).toBeGreaterThan(row.chamber === 'house' ? 400 : 90);
  });
});

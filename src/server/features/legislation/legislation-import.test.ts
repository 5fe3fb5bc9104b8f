import { runScript } from '../../testing/run-script';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite } from '../../db/database';
import { newDataDir } from '../../testing/server-process';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { importLegislation, plainDescription, readLegislationFiles } from './legislation-import';
import { findVotedBills, getBillById } from './legislation.repository';
import { parseTopicMapping } from './topics';
import { describeEmbeddedOnly } from '../../testing/embedded-only';

const FIXTURES = fileURLToPath(new URL('./fixtures', import.meta.url));
/** The lists as unitedstates/congress-legislators publishes them in its repository. */
const LEGISLATORS = path.join(FIXTURES, 'congress-legislators');

/** A copy of the fixtures a test may change. */
function fixturesCopy() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'legislation-fixtures-'));
  cpSync(FIXTURES, dir, { recursive: true });
  return dir;
}

function editJson(file: string, edit: (json: Record<string, unknown>) => void) {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  edit(json);
  writeFileSync(file, JSON.stringify(json));
}

async function countRows(database: TestDatabase) {
  const count = (table: 'bills' | 'rollCalls' | 'memberVotes') =>
    database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((row) => row.n);
  return {
    bills: await count('bills'),
    rollCalls: await count('rollCalls'),
    memberVotes: await count('memberVotes'),
  };
}

const EXPECTED_COUNTS = {
  bills: 2,
  rollCalls: 3, // h101 and h120 on hr1234, s55 on s567
  memberVotes: 7 + 7 + 4, // every House voter twice; the 4 senators, one of them in legislators-historical
  skipped: {
    invalidDocuments: 0,
    notPassageVotes: 1, // h102, an amendment
    votesForUnknownBills: 1, // h103, on hr9999
    unmappedVoters: 0,
    vicePresidentVotes: 1,
  },
};

describe('importing legislation in the unitedstates/congress formats', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('reads the bills, votes and both legislators lists of a directory, leaving other data.json files out', async () => {
    const documents = await readLegislationFiles([FIXTURES]);
    expect(documents.bills.map((bill) => (bill as { bill_id: string }).bill_id)).toEqual([
      'hr1234-118',
      's567-118',
    ]);
    expect(documents.votes).toHaveLength(5);
    expect(documents.legislators).toHaveLength(10 + 2); // legislators-current.yaml, legislators-historical.yaml
    expect(documents.ignored).toBe(1); // the amendment
  });

  it('reads the legislators lists as published in JSON too, and files named on their own', async () => {
    const json = mkdtempSync(path.join(os.tmpdir(), 'legislators-json-'));
    for (const list of ['current', 'historical']) {
      const yamlFile = path.join(LEGISLATORS, `legislators-${list}.yaml`);
      const { legislators } = await readLegislationFiles([yamlFile]);
      writeFileSync(path.join(json, `legislators-${list}.json`), JSON.stringify(legislators));
    }
    const fromJson = await readLegislationFiles([path.join(FIXTURES, '118'), json]);
    const fromYaml = await readLegislationFiles([FIXTURES]);
    expect(fromJson.legislators).toEqual(fromYaml.legislators);
    expect(fromJson.legislators).toContainEqual(
      expect.objectContaining({ id: expect.objectContaining({ bioguide: 'F000204', lis: 'S999' }) }),
    );
    expect(fromJson.votes).toEqual(fromYaml.votes);
  });

  it('names the file it cannot read or find', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'legislators-bad-'));
    writeFileSync(path.join(dir, 'legislators-historical.yaml'), '- id: [unclosed');
    await expect(readLegislationFiles([dir])).rejects.toThrow(
      `${path.join(dir, 'legislators-historical.yaml')} is not valid YAML`,
    );
    await expect(readLegislationFiles([path.join(dir, 'legislators-current.yaml')])).rejects.toThrow(
      `${path.join(dir, 'legislators-current.yaml')}: no such file or folder`,
    );
  });

  it('imports bills with their title, description, topics, tracker link and stage, and passage votes', async () => {
    const counts = await importLegislation(database.db, await readLegislationFiles([FIXTURES]));
    expect(counts).toEqual(EXPECTED_COUNTS);

    expect(await getBillById(database.db, 'hr1234-118')).toMatchObject({
      congress: 118,
      billType: 'hr',
      number: 1234,
      title: 'Fair Pay Fixture Act',
      trackerUrl: 'https://www.congress.gov/bill/118th-congress/house-bill/1234',
      stage: 'Passed House',
      stageStop: null,
      stageCheckedAt: new Date('2023-07-01T12:00:00Z'),
      isSample: false,
    });
    const house = await database.db
      .selectFrom('bills')
      .selectAll()
      .where('id', '=', 'hr1234-118')
      .executeTakeFirstOrThrow();
    expect(house.topics).toEqual(['Economy', 'Labor Rights']);
    // The CRS title line left out; whole sentences up to ~300 characters; the file's mojibake (â€™) repaired.
    expect(house.description).toBe(
      'This bill raises the nation’s federal minimum wage for covered nonexempt employees to $17 per hour over a five-year period. It also sets the wage at 50% of the U.S. median hourly wage after that.',
    );
    // The latest passage roll call (h120, agreeing to the Senate amendment) gives the tally.
    expect([house.yeaTotal, house.nayTotal]).toEqual([2, 3]);

    const senate = await database.db
      .selectFrom('bills')
      .selectAll()
      .where('id', '=', 's567-118')
      .executeTakeFirstOrThrow();
    expect(senate).toMatchObject({
      title:
        'A bill to strengthen State and local preparedness for COVID-19 and other infectious disease outbreaks.',
      description:
        'A bill to strengthen State and local preparedness for COVID-19 and other infectious disease outbreaks.',
      topics: ['Covid-19', 'Healthcare'],
      trackerUrl: 'https://www.congress.gov/bill/118th-congress/senate-bill/567',
      stage: 'Passed Senate',
      yeaTotal: 3, // the Vice President's tie-break counts in the tally, not as a member's vote
      nayTotal: 2,
    });
  });

  it('stores House "Aye" and "No" as Yea and Nay, and Senate voters under their Bioguide ids', async () => {
    const votes = await database.db
      .selectFrom('memberVotes')
      .select(['bioguideId', 'vote'])
      .where('rollCallId', '=', 'h101-118.2023')
      .orderBy('bioguideId')
      .execute();
    expect(votes.map((row) => row.vote)).toEqual([
      'Yea',
      'Yea',
      'Yea',
      'Nay',
      'Nay',
      'Present',
      'Not Voting',
    ]);
    const senators = await database.db
      .selectFrom('memberVotes')
      .select(['bioguideId', 'vote'])
      .where('rollCallId', '=', 's55-118.2023')
      .orderBy('bioguideId')
      .execute();
    expect(senators).toEqual([
      { bioguideId: 'F000201', vote: 'Yea' },
      { bioguideId: 'F000202', vote: 'Yea' },
      { bioguideId: 'F000203', vote: 'Nay' },
      { bioguideId: 'F000204', vote: 'Nay' }, // Erin Vance, who has left the Senate (legislators-historical)
    ]);
    expect(
      await database.db.selectFrom('rollCalls').select('id').where('billId', '=', 'hr9999-118').execute(),
    ).toEqual([]);
  });

  it("lists a member's bills per topic with their latest vote on it (findVotedBills)", async () => {
    expect(await findVotedBills(database.db, 'F000102', 'Labor Rights')).toEqual([
      expect.objectContaining({
        docId: 'hr1234-118',
        title: 'Fair Pay Fixture Act',
        vote: 'Nay',
        yeaTotal: 2,
        nayTotal: 3,
      }),
    ]);
    expect(await findVotedBills(database.db, 'F000102', 'Economy')).toHaveLength(1);
    expect(await findVotedBills(database.db, 'F000102', 'Healthcare')).toEqual([]);
    expect(await findVotedBills(database.db, 'F000201', 'Covid-19')).toEqual([
      expect.objectContaining({ docId: 's567-118', vote: 'Yea', yeaTotal: 3, nayTotal: 2 }),
    ]);
    // A senator who has left office keeps her record.
    expect(await findVotedBills(database.db, 'F000204', 'Covid-19')).toEqual([
      expect.objectContaining({ docId: 's567-118', vote: 'Nay' }),
    ]);
  });

  it('updates on re-import, never duplicates: a changed title, a corrected vote', async () => {
    const dir = fixturesCopy();
    editJson(path.join(dir, '118/bills/hr/hr1234/data.json'), (bill) => {
      bill.short_title = 'Fair Pay Fixture Act of 2023';
    });
    editJson(path.join(dir, '118/votes/2023/h120/data.json'), (vote) => {
      const votes = vote.votes as Record<string, unknown[]>;
      votes.Yea!.push(votes.Nay!.shift()); // F000102 switches to Yea
    });
    const counts = await importLegislation(database.db, await readLegislationFiles([dir]));
    expect(counts).toEqual(EXPECTED_COUNTS);
    expect(await countRows(database)).toEqual({ bills: 2, rollCalls: 3, memberVotes: 18 });
    expect((await getBillById(database.db, 'hr1234-118'))?.title).toBe('Fair Pay Fixture Act of 2023');
    expect(await findVotedBills(database.db, 'F000102', 'Labor Rights')).toEqual([
      expect.objectContaining({ vote: 'Yea', yeaTotal: 3, nayTotal: 2 }),
    ]);
  });

  it('skips a vote on a bill it does not hold, and counts documents it cannot read', async () => {
    const counts = await importLegislation(database.db, {
      bills: [{ bill_id: 'not a bill' }],
      votes: [
        JSON.parse(readFileSync(path.join(FIXTURES, '118/votes/2023/h103/data.json'), 'utf8')),
        { vote_id: 'x' },
      ],
    });
    expect(counts).toMatchObject({
      bills: 0,
      rollCalls: 0,
      skipped: { invalidDocuments: 2, votesForUnknownBills: 1 },
    });
  });

  it('counts the Senate voters the legislators lists do not know (here, without the historical one)', async () => {
    const { legislators } = await readLegislationFiles([path.join(LEGISLATORS, 'legislators-current.yaml')]);
    const senateVote = JSON.parse(readFileSync(path.join(FIXTURES, '118/votes/2023/s55/data.json'), 'utf8'));
    const counts = await importLegislation(database.db, { bills: [], votes: [senateVote], legislators });
    expect(counts).toMatchObject({ rollCalls: 1, memberVotes: 3, skipped: { unmappedVoters: 1 } });
  });

  it('uses the topic mapping it is given and marks sample content', async () => {
    const mapping = parseTopicMapping({ policyAreas: { Health: ['Gov Spending'] }, subjects: {} });
    const { bills } = await readLegislationFiles([FIXTURES]);
    await importLegislation(database.db, { bills, votes: [] }, { mapping, isSample: true });
    expect(await getBillById(database.db, 's567-118')).toMatchObject({
      title:
        'Sample: A bill to strengthen State and local preparedness for COVID-19 and other infectious disease outbreaks.',
      isSample: true,
    });
    const row = await database.db
      .selectFrom('bills')
      .select('topics')
      .where('id', '=', 's567-118')
      .executeTakeFirstOrThrow();
    expect(row.topics).toEqual(['Gov Spending']);
  });
});

describe('a plain-language description', () => {
  it('cuts a long first sentence at a word, and falls back to the official title', () => {
    const long = `This bill ${'does a great many things '.repeat(20)}today.`;
    const description = plainDescription(long, 'fallback');
    expect(description.length).toBeLessThanOrEqual(300);
    expect(description).toMatch(/\w…$/);
    expect(long.startsWith(`${description.slice(0, -1)} `)).toBe(true); // cut between words
    expect(plainDescription('', 'To do a thing.')).toBe('To do a thing.');
    expect(
      plainDescription('<p>Short Title Act</p><p>This bill helps &amp; protects tenants.</p>', 'x'),
    ).toBe('This bill helps & protects tenants.');
  });
});

// The built script, as admin-create's test runs it.
describeEmbeddedOnly('the legislation:import script', () => {
  const run = (args: string[], env: Record<string, string>) => runScript('legislation-import', args, env);

  it('imports a directory with a topic mapping, prints the counts, and says how to call it', async () => {
    const DATA_DIR = newDataDir();
    const mappingFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'mapping-')), 'mapping.json');
    writeFileSync(mappingFile, JSON.stringify({ policyAreas: { Health: ['Healthcare'] }, subjects: {} }));
    // The scrapers' folder and the two lists from a clone of congress-legislators, as the README runs it.
    const published = [
      path.join(FIXTURES, '118'),
      path.join(LEGISLATORS, 'legislators-current.yaml'),
      path.join(LEGISLATORS, 'legislators-historical.yaml'),
    ];
    const result = await run([...published, '--topics', mappingFile], { DATA_DIR });
    expect(result).toMatchObject({
      code: 0,
      output: expect.stringContaining('Imported 2 bills, 3 roll calls, 18 member votes'),
    });
    expect(result.output).toContain(
      'Skipped: 1 roll call not on a passage, 1 roll call on a bill not imported, 1 Vice President tie-break, 1 other data.json file.',
    );

    const check = await openPglite(DATA_DIR);
    const topics = await check.db.selectFrom('bills').select(['id', 'topics']).orderBy('id').execute();
    await check.close();
    expect(topics).toEqual([
      { id: 'hr1234-118', topics: [] },
      { id: 's567-118', topics: ['Healthcare'] },
    ]);

    expect(await run([], { DATA_DIR })).toMatchObject({
      code: 1,
      output: expect.stringContaining('Usage: npm run legislation:import'),
    });
    writeFileSync(mappingFile, JSON.stringify({ policyAreas: { Health: ['Health'] }, subjects: {} }));
    expect(await run([FIXTURES, '--topics', mappingFile], { DATA_DIR })).toMatchObject({
      code: 1,
      output: expect.stringContaining('policyAreas.Health.0: "Health" is not one of the 15 voting topics'),
    });
    // Three processes, each compiling the script and opening the embedded database: slow on a busy machine.
  }, 120_000);
});

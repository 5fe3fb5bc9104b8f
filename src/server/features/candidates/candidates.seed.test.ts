import { OTHER_KEY_STATE_DISTRICTS } from '../../../shared/constants/offices';
import { seedDemoContent } from '../../db/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { silentLogger } from '../../testing/test-database';
import { createInnerContext } from '../../trpc/context';
import { createCaller } from '../../trpc/router';
import { candidateDemoSeeder } from './candidates.seed';

describe('the demo candidates', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoContent(t.database.db, silentLogger, [candidateDemoSeeder]);
  });
  afterAll(() => t.close());

  it('fill each of the 27 other-key-state districts, as the /otherKeyStates page asks for them', async () => {
    const caller = createCaller(createInnerContext(t.deps, { clientAddress: '192.0.2.1' }));
    expect(OTHER_KEY_STATE_DISTRICTS).toHaveLength(27);
    const empty: string[] = [];
    for (const seat of OTHER_KEY_STATE_DISTRICTS) {
      if ((await caller.candidates.list(seat)).length === 0)
        empty.push(`${seat.office}, ${seat.state} ${seat.district}`);
    }
    expect(empty).toEqual([]);
  });

  it('say on every candidate page that they are sample data', async () => {
    const caller = createCaller(createInnerContext(t.deps, { clientAddress: '192.0.2.1' }));
    const candidates = await caller.candidates.list({});
    expect(candidates.length).toBeGreaterThan(27);
    for (const { id } of candidates) {
      expect((await caller.candidates.byId({ id })).specialNotes).toMatch(
        /^(<p><em>)?Sample data: a fictional candidate for trying out the voter guide\./,
      );
    }
  });

  it('recommend a few candidates, each with a reason, so the demo shows the badge', async () => {
    const caller = createCaller(createInnerContext(t.deps, { clientAddress: '192.0.2.1' }));
    const recommended = (await caller.candidates.list({})).filter((candidate) => candidate.recommended);
    expect(recommended.map((candidate) => candidate.fullName).sort()).toEqual([
      'Maya Torres',
      'Samuel Okafor',
    ]);
    for (const candidate of recommended) expect(candidate.recommendationReason).toMatch(/^Sample reason: /);
  });
});

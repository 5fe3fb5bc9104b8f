import { TEST_PASSWORD } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registerUser, signIn as signInService } from '../auth/auth.service';

const TOO_MANY = {
  success: false,
  code: 'TOO_MANY_REQUESTS',
  message: 'Too many attempts. Please wait 15 minutes and try again.',
};

describe('sign-in and registration rate limits', () => {
  let replicaA: TestApp;
  let replicaB: TestApp;
  beforeAll(async () => {
    replicaA = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    // A second app on the same database stands in for a second replica.
    replicaB = await createTestApp({ env: { TRUST_PROXY: 'true' }, database: replicaA.database });
    await registerUser(
      replicaA.database.db,
      { name: 'Ana', email: 'ana@example.org', password: TEST_PASSWORD, passwordConfirmation: TEST_PASSWORD },
      'setup',
    );
  });
  afterAll(async () => {
    await replicaB.app.close();
    await replicaA.close();
  });

  const signIn = (app: TestApp, email: string, password: string, ip: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { email, password },
      headers: { 'x-forwarded-for': ip },
    });

  it('answers 429 after 10 failures for one email, across replicas, even with the right password', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const replica = attempt % 2 ? replicaA : replicaB;
      expect(
        (await signIn(replica, 'ana@example.org', 'wrong password', `10.0.0.${attempt}`)).statusCode,
      ).toBe(401);
    }
    const blocked = await signIn(replicaA, 'ana@example.org', TEST_PASSWORD, '10.0.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    const rows = await replicaA.database.db
      .selectFrom('rateLimits')
      .select(['bucket', 'hits'])
      .where('key', '=', 'ana@example.org')
      .execute();
    // Ten failures plus the refused attempt, which is counted too.
    expect(rows.reduce((sum, row) => sum + row.hits, 0)).toBe(11);
  });

  it('answers 429 after 10 failures from one address, whatever the emails', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      await signIn(replicaA, `guess${attempt}@example.org`, 'wrong password', '192.0.2.7');
    }
    expect((await signIn(replicaB, 'someone@example.org', 'wrong password', '192.0.2.7')).statusCode).toBe(
      429,
    );
    expect((await signIn(replicaB, 'someone@example.org', 'wrong password', '192.0.2.8')).statusCode).toBe(
      401,
    );
  });

  it('holds the limit when the guesses arrive all at once', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 16 }, (_, n) =>
        signIn(n % 2 ? replicaA : replicaB, 'parallel@example.org', `wrong guess ${n}`, `172.16.0.${n}`),
      ),
    );
    const statuses = guesses.map((response) => response.statusCode);
    // However the requests interleave, no more than ten passwords are ever checked.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(6);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });

  it('gives a successful sign-in its attempt back', async () => {
    const email = 'regular@example.org';
    await registerUser(
      replicaA.database.db,
      { name: 'Reg', email, password: TEST_PASSWORD, passwordConfirmation: TEST_PASSWORD },
      'setup',
    );
    for (let attempt = 0; attempt < 12; attempt++) {
      expect(
        (await signIn(replicaA, email, TEST_PASSWORD, '10.9.9.9')).statusCode,
        `attempt ${attempt}`,
      ).toBe(200);
    }
  });

  it('records, checks and gives back a sign-in attempt in the minute the sign-in started', async () => {
    const db = replicaA.database.db;
    const email = 'late-in-the-minute@example.org';
    await registerUser(
      db,
      { name: 'Min', email, password: TEST_PASSWORD, passwordConfirmation: TEST_PASSWORD },
      'setup',
    );
    // A millisecond before the minute ends: the password check finishes in the next one.
    const startedAt = new Date('2024-03-05T12:00:59.999Z');
    await expect(
      signInService(db, { email, password: 'wrong password' }, '10.7.7.7', startedAt),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await signInService(db, { email, password: TEST_PASSWORD }, '10.7.7.7', startedAt);
    // The failure is counted in its minute; the success gave its attempt back there, leaving no phantom.
    expect(
      await db.selectFrom('rateLimits').select(['windowStart', 'hits']).where('key', '=', email).execute(),
    ).toEqual([{ windowStart: new Date('2024-03-05T12:00:00.000Z'), hits: 1 }]);
  });

  it('answers 429 to repeated failed registrations from one address', async () => {
    const register = (email: string) =>
      replicaA.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { 'x-forwarded-for': '198.51.100.4' },
        payload: { name: 'Bot', email, password: TEST_PASSWORD, passwordConfirmation: TEST_PASSWORD },
      });
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await register('ana@example.org')).statusCode).toBe(409);
    const blocked = await register('new-person@example.org');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
  });
});

import { TEST_PASSWORD } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registerUser, signIn as signInService } from '../auth/auth.service';

const TOO_MANY = {
  success: false,
  code: 'TOO_MANY_REQUESTS',
  message: 'Too many attempts. Please wait 15 minutes and try again.',
};
const SLOW_DOWN = 'Too many attempts. Please wait a minute and try again.';

describe('sign-in and registration rate limits', () => {
  let replicaA: TestApp;
  let replicaB: TestApp;
  beforeAll(async () => {
    replicaA = await createTestApp({ env: { TRUST_PROXY: '1' } });
    // A second app on the same database stands in for a second replica.
    replicaB = await createTestApp({ env: { TRUST_PROXY: '1' }, database: replicaA.database });
  });
  afterAll(async () => {
    await replicaB.app.close();
    await replicaA.close();
  });

  const register = (email: string) =>
    registerUser(
      replicaA.database.db,
      { name: 'Someone', email, password: TEST_PASSWORD, passwordConfirmation: TEST_PASSWORD },
      `setup ${email}`,
    );

  /** A sign-in through a proxy that reports `address`; the device cookie is sent when given. */
  const signIn = (app: TestApp, email: string, password: string, address: string, device?: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { email, password },
      headers: { 'x-forwarded-for': address },
      ...(device ? { cookies: { vg_device: device } } : {}),
    });

  const hitsOf = async (bucket: string) => {
    const rows = await replicaA.database.db
      .selectFrom('rateLimits')
      .select('hits')
      .where('bucket', '=', bucket)
      .execute();
    return rows.reduce((sum, row) => sum + row.hits, 0);
  };

  it('locks an email out after 10 failures from anywhere, but not the device its owner signed in from', async () => {
    await register('ana@example.org');
    const first = await signIn(replicaA, 'ana@example.org', TEST_PASSWORD, '198.51.100.20');
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((cookie) => cookie.name === 'vg_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    // An attacker spreads guesses over ten addresses and both replicas.
    for (let attempt = 0; attempt < 10; attempt++) {
      const replica = attempt % 2 ? replicaA : replicaB;
      expect(
        (await signIn(replica, 'ana@example.org', 'wrong password', `10.0.0.${attempt}`)).statusCode,
      ).toBe(401);
    }
    const blocked = await signIn(replicaA, 'ana@example.org', TEST_PASSWORD, '10.0.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(blocked.headers['retry-after']).toBe('900');
    // The refused attempt wrote nothing: the email's counter holds the ten failures.
    expect(await hitsOf('sign-in-failure:email')).toBe(10);

    // Ana's own device still gets in, on either replica, and is not handed a second device cookie.
    const owner = await signIn(replicaB, 'ana@example.org', TEST_PASSWORD, '198.51.100.20', device!.value);
    expect(owner.statusCode).toBe(200);
    expect(owner.cookies.map((cookie) => cookie.name)).toEqual(['vg_session']);
  });

  it('trusts a device cookie only for the account it signed in to, and never a made-up one', async () => {
    await register('ben@example.org');
    await register('cleo@example.org');
    const benDevice = (
      await signIn(replicaA, 'ben@example.org', TEST_PASSWORD, '198.51.100.30')
    ).cookies.find((cookie) => cookie.name === 'vg_device')!.value;
    for (let attempt = 0; attempt < 10; attempt++)
      await signIn(replicaA, 'cleo@example.org', 'wrong password', `10.0.2.${attempt}`);
    for (const device of [benDevice, 'made-up-token']) {
      expect((await signIn(replicaA, 'cleo@example.org', TEST_PASSWORD, '10.0.3.1', device)).statusCode).toBe(
        429,
      );
    }
  });

  it('slows one address guessing one email to an attempt a minute, then refuses it', async () => {
    const db = replicaA.database.db;
    await register('dana@example.org');
    const attempt = (password: string, address: string, now: Date) =>
      signInService(db, { email: 'dana@example.org', password }, { address }, now);
    const startedAt = new Date('2024-06-01T10:00:05Z');
    const minutesLater = (minutes: number) => new Date(startedAt.getTime() + minutes * 60_000);
    for (let n = 0; n < 5; n++)
      await expect(attempt('wrong password', '203.0.113.50', startedAt)).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
    await expect(attempt('wrong password', '203.0.113.50', startedAt)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: SLOW_DOWN,
      retryAfterSeconds: 60,
    });
    // Another address is not slowed by these failures.
    await expect(attempt('wrong password', '203.0.113.51', startedAt)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    // A minute on, one more try is let through, and only one.
    await expect(attempt('wrong password', '203.0.113.50', minutesLater(1))).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(attempt('wrong password', '203.0.113.50', minutesLater(1))).rejects.toMatchObject({
      message: SLOW_DOWN,
    });
    // The right password is slowed too, since a guesser would send it the same way.
    await expect(attempt(TEST_PASSWORD, '203.0.113.50', minutesLater(1))).rejects.toMatchObject({
      message: SLOW_DOWN,
    });
    await expect(attempt(TEST_PASSWORD, '203.0.113.50', minutesLater(2))).resolves.toMatchObject({
      user: { email: 'dana@example.org' },
    });
  });

  it('refuses an address after 30 failures whatever the emails, however the client rewrites X-Forwarded-For', async () => {
    // With TRUST_PROXY=1 the address is the one the proxy appended, not the leftmost one the client wrote.
    for (let attempt = 0; attempt < 30; attempt++) {
      const response = await signIn(
        replicaA,
        `guess${attempt}@example.org`,
        'wrong password',
        `1.2.3.${attempt}, 192.0.2.7`,
      );
      expect(response.statusCode, response.body).toBe(401);
    }
    const refused = await signIn(replicaB, 'someone@example.org', 'wrong password', '9.9.9.9, 192.0.2.7');
    expect(refused.statusCode).toBe(429);
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
    await register(email);
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
    await register(email);
    // A millisecond before the minute ends: the password check finishes in the next one.
    const startedAt = new Date('2024-03-05T12:00:59.999Z');
    await expect(
      signInService(db, { email, password: 'wrong password' }, { address: '10.7.7.7' }, startedAt),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await signInService(db, { email, password: TEST_PASSWORD }, { address: '10.7.7.7' }, startedAt);
    // The failure is counted in its minute; the success gave its attempt back there, leaving no phantom.
    expect(
      await db.selectFrom('rateLimits').select(['windowStart', 'hits']).where('key', '=', email).execute(),
    ).toEqual([{ windowStart: new Date('2024-03-05T12:00:00.000Z'), hits: 1 }]);
  });

  it('counts every registration from one address, and refuses the eleventh in an hour without a write', async () => {
    const registerFrom = (email: string) =>
      replicaA.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { 'x-forwarded-for': '198.51.100.4' },
        payload: { name: 'Bot', email, password: TEST_PASSWORD, passwordConfirmation: TEST_PASSWORD },
      });
    for (let n = 0; n < 9; n++) expect((await registerFrom(`bot${n}@example.org`)).statusCode).toBe(200);
    expect((await registerFrom('ana@example.org')).statusCode).toBe(409);
    const before = await hitsOf('register:ip');
    const blocked = await registerFrom('new-person@example.org');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      success: false,
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many accounts were created from this address. Please try again in an hour.',
    });
    expect(await hitsOf('register:ip')).toBe(before);
    const users = await replicaA.database.db
      .selectFrom('users')
      .select('email')
      .where('email', '=', 'new-person@example.org')
      .execute();
    expect(users).toEqual([]);
  });
});

import { sql } from 'kysely';
import { createInnerContext } from '../../trpc/context';
import { createCaller } from '../../trpc/router';
import { sessionCookieHeader, signedInAs, TEST_PASSWORD } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { resolveSession, SESSION_LIFETIME_MS } from './auth.service';

const register = (t: TestApp, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/users', payload });
const signIn = (t: TestApp, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/sessions', payload, headers });
const form = (email: string) => ({
  name: 'Ana Díaz',
  email,
  password: TEST_PASSWORD,
  passwordConfirmation: TEST_PASSWORD,
});

describe('accounts over REST', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('registers a user and answers with the public user, storing an argon2id hash', async () => {
    const response = await register(t, form('Ana@Example.org'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      data: {
        _id: expect.any(String),
        name: 'Ana Díaz',
        email: 'ana@example.org',
        role: 'user',
        createdAt: expect.any(String),
      },
    });
    expect(response.body).not.toMatch(/argon|hash/i);
    const row = await t.database.db
      .selectFrom('users')
      .select('passwordHash')
      .where('email', '=', 'ana@example.org')
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a taken email, whatever its case, with the duplicate-key code and the message', async () => {
    await register(t, form('taken@example.org'));
    const response = await register(t, form('TAKEN@example.org'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Email already in use',
      data: { code: 11000, message: 'Email already in use' },
    });
    // Nothing but the spec's message: the email is not echoed back (issue 26).
    expect(response.body.toLowerCase()).not.toContain('taken@example.org');
    const { count } = await t.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('count'))
      .where(sql`lower(email)`, '=', 'taken@example.org')
      .executeTakeFirstOrThrow();
    expect(count).toBe(1);
  });

  it('limits attempts on one taken email across addresses, as well as per address (issue 26)', async () => {
    await register(t, form('target@example.org'));
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        payload: form('target@example.org'),
        remoteAddress: `198.51.100.${n + 10}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(409));
    expect(statuses[10]).toBe(429);
  });

  it('refuses invalid registrations with the spec messages and stores nothing', async () => {
    const response = await register(t, {
      name: '',
      email: 'nope',
      password: 'short',
      passwordConfirmation: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      name: ['cannot be blank!'],
      email: ['not a valid email address'],
      password: ['password must be at least 8 characters long'],
      passwordConfirmation: ['password must be at least 8 characters long'],
    });
    expect(
      await t.database.db.selectFrom('users').select('id').where('email', '=', 'nope').execute(),
    ).toEqual([]);
  });

  it('refuses an enormous password before hashing it', async () => {
    const huge = 'x'.repeat(500_000);
    const response = await register(t, {
      ...form('huge@example.org'),
      password: huge,
      passwordConfirmation: huge,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.password).toEqual(['must be at most 128 characters long']);
  });

  it('signs in with a new httpOnly, SameSite=Lax session cookie that lasts 30 days', async () => {
    await register(t, form('cookie@example.org'));
    const first = await signIn(t, { email: 'cookie@example.org', password: TEST_PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      data: { email: 'cookie@example.org', role: 'user' },
    });
    const cookie = first.cookies.find((candidate) => candidate.name === 'vg_session')!;
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: SESSION_LIFETIME_MS / 1000,
    });
    expect(cookie.secure).toBeFalsy();

    const second = await signIn(t, { email: 'cookie@example.org', password: TEST_PASSWORD });
    expect(sessionCookieHeader(second)).not.toBe(sessionCookieHeader(first));
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    await register(t, form('known@example.org'));
    const wrongPassword = await signIn(t, { email: 'known@example.org', password: 'not the password' });
    const unknownEmail = await signIn(t, { email: 'nobody@example.org', password: 'not the password' });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        code: 'UNAUTHORIZED',
        message: 'Incorrect email or password.',
      });
      expect(response.cookies).toEqual([]);
    }
  });

  it("tells the role of a session, and a visitor's default role with a 200", async () => {
    const user = await signedInAs(t.app, t.database.db, 'user');
    const admin = await signedInAs(t.app, t.database.db, 'admin');
    expect((await t.app.inject({ url: '/api/sessions', headers: { cookie: user.cookie } })).json()).toEqual({
      userRole: 'user',
    });
    expect((await t.app.inject({ url: '/api/sessions', headers: { cookie: admin.cookie } })).json()).toEqual({
      userRole: 'admin',
    });
    for (const headers of [{}, { cookie: 'vg_session=forged' }]) {
      const visitor = await t.app.inject({ url: '/api/sessions', headers });
      expect(visitor.statusCode).toBe(200);
      expect(visitor.json()).toEqual({ userRole: 'user' });
    }
  });

  it('signs out by deleting the session on the server, so the old cookie no longer works', async () => {
    const user = await signedInAs(t.app, t.database.db, 'user');
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/sessions',
      headers: { cookie: user.cookie },
    });
    expect(response.json()).toEqual({ success: true });
    expect(response.cookies.find((cookie) => cookie.name === 'vg_session')?.value).toBe('');
    expect(
      (await t.app.inject({ url: '/trpc/auth.session', headers: { cookie: user.cookie } })).json(),
    ).toEqual({
      result: { data: { userRole: 'user', user: null } },
    });
  });

  it('slides the expiry forward when a session is used again later', async () => {
    const user = await signedInAs(t.app, t.database.db, 'user');
    const token = user.cookie.split('=')[1]!;
    const inTwoHours = new Date(Date.now() + 2 * 3600_000);
    const resolved = await resolveSession(t.database.db, token, inTwoHours);
    expect(resolved?.renewedUntil?.getTime()).toBe(inTwoHours.getTime() + SESSION_LIFETIME_MS);
    const expired = await resolveSession(
      t.database.db,
      token,
      new Date(inTwoHours.getTime() + SESSION_LIFETIME_MS + 1),
    );
    expect(expired).toBeNull();
  });
});

describe('accounts behind a TLS-terminating proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  it('marks the session cookie Secure', async () => {
    await register(t, form('secure@example.org'));
    const response = await signIn(
      t,
      { email: 'secure@example.org', password: TEST_PASSWORD },
      { 'x-forwarded-proto': 'https' },
    );
    expect(response.cookies.find((cookie) => cookie.name === 'vg_session')?.secure).toBe(true);
  });
});

describe('accounts on a site whose PUBLIC_URL is https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://vote.example.org' } });
  });
  afterAll(() => t.close());

  it('marks the session cookie Secure even when the proxy headers are not trusted', async () => {
    await register(t, form('public-url@example.org'));
    const response = await signIn(t, { email: 'public-url@example.org', password: TEST_PASSWORD });
    expect(response.cookies.find((cookie) => cookie.name === 'vg_session')?.secure).toBe(true);
  });
});

describe('accounts over tRPC', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('registers, signs in, tells the role and signs out through the auth router', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.register',
      payload: form('trpc@example.org'),
    });
    expect(register.json().result.data).toMatchObject({ email: 'trpc@example.org', role: 'user' });

    const login = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { email: 'trpc@example.org', password: TEST_PASSWORD },
    });
    const cookie = sessionCookieHeader(login);
    const session = await t.app.inject({ url: '/trpc/auth.session', headers: { cookie } });
    expect(session.json().result.data).toEqual({
      userRole: 'user',
      user: {
        name: 'Ana Díaz',
        email: 'trpc@example.org',
        twoFactorEnabled: false,
        mustSetUpTwoFactor: false,
      },
    });

    const logout = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      headers: { cookie },
      payload: {},
    });
    expect([logout.statusCode, logout.json()]).toEqual([200, { result: {} }]);
    const afterLogout = await t.app.inject({ url: '/trpc/auth.session', headers: { cookie } });
    expect(afterLogout.statusCode).toBe(200);
    expect(afterLogout.json().result.data).toEqual({ userRole: 'user', user: null });
  });

  it('gives the same duplicate-email and wrong-password outcomes as REST', async () => {
    const caller = createCaller(createInnerContext(t.deps, { clientAddress: '192.0.2.1' }));
    await caller.auth.register(form('dup@example.org'));
    await expect(caller.auth.register(form('dup@example.org'))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Email already in use',
    });
    await expect(
      caller.auth.login({ email: 'dup@example.org', password: 'wrong password' }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Incorrect email or password.',
    });
    await expect(caller.auth.session()).resolves.toEqual({ userRole: 'user', user: null });
  });
});

import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import {
  completeSignIn,
  createOrPromoteAdmin,
  deleteExpiredSessions,
  signIn,
  SIGN_IN_CHALLENGE_LIFETIME_MS,
} from './auth.service';
import { sessionCookieHeader, signedInAs, TEST_PASSWORD } from '../../testing/accounts';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { openSecret, sealSecret } from './totp';

/**
 * Issue 14 point 6 (ADR 0024): two-factor sign-in with TOTP and recovery codes, the sessions that rotate
 * on sign-in and on a change of role, and the password change that ends the other sessions. Codes are
 * computed here with otplib from the secret the set-up answers, as an authenticator app would.
 */
let addressCount = 0;
/** Each test signs in from its own address, so wrong codes in one never reach another's rate limit. */
const newAddress = () => `198.51.100.${++addressCount}`;

type TClient = { t: TestApp; ip: string; cookie?: string };

/** A code for 30 seconds from now: always inside the ±1 step window, and later than a code of now. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });

async function call(client: TClient, path: string, input?: unknown): Promise<LightMyRequestResponse> {
  const headers = client.cookie ? { cookie: client.cookie } : {};
  return client.t.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers,
    payload: (input ?? {}) as object,
    remoteAddress: client.ip,
  });
}
async function query(client: TClient, path: string): Promise<LightMyRequestResponse> {
  const headers = client.cookie ? { cookie: client.cookie } : {};
  return client.t.app.inject({ url: `/trpc/${path}`, headers, remoteAddress: client.ip });
}
const data = (response: LightMyRequestResponse) => response.json().result.data;

const restSignIn = (client: TClient, email: string, password = TEST_PASSWORD) =>
  client.t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    payload: { email, password },
    headers: client.cookie ? { cookie: client.cookie } : {},
    remoteAddress: client.ip,
  });
const restSecondFactor = (client: TClient, payload: Record<string, string>) =>
  client.t.app.inject({
    method: 'POST',
    url: '/api/sessions/second-factor',
    payload,
    headers: client.cookie ? { cookie: client.cookie } : {},
    remoteAddress: client.ip,
  });

async function whoIs(t: TestApp, cookie: string): Promise<string | null> {
  const response = await t.app.inject({ url: '/trpc/auth.session', headers: { cookie } });
  return data(response).user?.email ?? null;
}

/** A signed-in account with two-factor sign-in set up through the account page's calls. */
async function withTwoFactor(t: TestApp, role: 'user' | 'admin' = 'user') {
  const { email, cookie } = await signedInAs(t.app, t.database.db, role);
  const client: TClient = { t, ip: newAddress(), cookie };
  const setup = data(await call(client, 'auth.startTwoFactorSetup'));
  const confirmed = data(
    await call(client, 'auth.confirmTwoFactorSetup', { code: await codeNow(setup.secret) }),
  );
  return {
    email,
    cookie,
    secret: setup.secret as string,
    recoveryCodes: confirmed.recoveryCodes as string[],
  };
}

describe('two-factor sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is set up with a code, then every sign-in asks for one before there is a session', async () => {
    const { email, cookie } = await signedInAs(t.app, t.database.db, 'user');
    const client: TClient = { t, ip: newAddress(), cookie };
    expect(data(await query(client, 'auth.twoFactorStatus'))).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });

    const setup = data(await call(client, 'auth.startTwoFactorSetup'));
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toBe(
      `otpauth://totp/Voter%20Guide:${encodeURIComponent(email)}?secret=${setup.secret}&issuer=Voter%20Guide`,
    );
    expect(setup.qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    // Not in force before it is confirmed: the password alone still signs in.
    expect((await restSignIn({ t, ip: client.ip }, email)).json().data.email).toBe(email);

    const wrong = await call(client, 'auth.confirmTwoFactorSetup', { code: '000000' });
    expect([wrong.statusCode, wrong.json().error.message]).toEqual([
      400,
      'That code is not right. Please try again.',
    ]);
    const confirmed = await call(client, 'auth.confirmTwoFactorSetup', { code: await codeNow(setup.secret) });
    const { recoveryCodes } = data(confirmed);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    // Only hashes are stored.
    const stored = await t.database.db.selectFrom('recoveryCodes').select('codeHash').execute();
    expect(stored.map((row) => row.codeHash).join()).not.toContain(recoveryCodes[0].replace('-', ''));
    expect(data(await query(client, 'auth.twoFactorStatus'))).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });

    const visitor: TClient = { t, ip: newAddress() };
    const first = await restSignIn(visitor, email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      secondFactorRequired: true,
      challenge: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(first.cookies.find((candidate) => candidate.name === 'vg_session')).toBeUndefined();
    const { challenge } = first.json();

    const refused = await restSecondFactor(visitor, { challenge, code: '123456' });
    expect([refused.statusCode, refused.json().message]).toEqual([
      401,
      'That code is not right. Please try again.',
    ]);
    const code = await nextCode(setup.secret);
    const accepted = await restSecondFactor(visitor, { challenge, code });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.email).toBe(email);
    expect(await whoIs(t, sessionCookieHeader(accepted))).toBe(email);

    // The challenge worked once; the same code with a new challenge is a replay.
    expect((await restSecondFactor(visitor, { challenge, code })).statusCode).toBe(401);
    const again = (await restSignIn(visitor, email)).json().challenge;
    const replay = await restSecondFactor(visitor, { challenge: again, code });
    expect([replay.statusCode, replay.json().message]).toEqual([
      401,
      'That code is not right. Please try again.',
    ]);
  });

  it('takes each recovery code once, however it is typed, over tRPC too', async () => {
    const { email, recoveryCodes } = await withTwoFactor(t);
    const visitor: TClient = { t, ip: newAddress() };
    const signInStep = async () =>
      data(await call(visitor, 'auth.login', { email, password: TEST_PASSWORD }));
    const first = await signInStep();
    expect(first).toMatchObject({ secondFactorRequired: true });

    const typed = ` ${recoveryCodes[3]!.toUpperCase()} `;
    const accepted = await call(visitor, 'auth.loginSecondFactor', {
      challenge: first.challenge,
      recoveryCode: typed,
    });
    expect(data(accepted)).toMatchObject({ email });
    const cookie = sessionCookieHeader(accepted);
    expect(data(await query({ t, ip: visitor.ip, cookie }, 'auth.twoFactorStatus')).recoveryCodesLeft).toBe(
      9,
    );

    const reused = await call(visitor, 'auth.loginSecondFactor', {
      challenge: (await signInStep()).challenge,
      recoveryCode: recoveryCodes[3],
    });
    expect(reused.statusCode).toBe(401);
    const other = await call(visitor, 'auth.loginSecondFactor', {
      challenge: (await signInStep()).challenge,
      recoveryCode: recoveryCodes[4],
    });
    expect(other.statusCode).toBe(200);
  });

  it('refuses a code from two steps ago, and a challenge after five minutes or for a wrong account', async () => {
    const { email, secret } = await withTwoFactor(t);
    const db = t.database.db;
    const ip = { address: newAddress() };
    const later = new Date(Date.now() + 10 * 60_000);
    const outcome = await signIn(db, { email, password: TEST_PASSWORD }, ip, later);
    if (outcome.kind !== 'second-factor') throw new Error('expected a second step');
    const epoch = Math.floor(later.getTime() / 1000);
    const stale = await generate({ secret, epoch: epoch - 60 });
    await expect(
      completeSignIn(db, { challenge: outcome.challenge, code: stale }, ip, later),
    ).rejects.toThrow('That code is not right.');
    const tooLate = new Date(later.getTime() + SIGN_IN_CHALLENGE_LIFETIME_MS + 1000);
    const fresh = await generate({ secret, epoch: Math.floor(tooLate.getTime() / 1000) });
    await expect(
      completeSignIn(db, { challenge: outcome.challenge, code: fresh }, ip, tooLate),
    ).rejects.toThrow('Your sign-in has expired.');
    await expect(completeSignIn(db, { challenge: 'made-up', code: fresh }, ip, tooLate)).rejects.toThrow(
      'Your sign-in has expired.',
    );
  });

  it('counts wrong codes toward the sign-in limit, so guessing ends in a 429', async () => {
    const { email, secret } = await withTwoFactor(t);
    const visitor: TClient = { t, ip: newAddress() };
    const { challenge } = (await restSignIn(visitor, email)).json();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++)
      statuses.push((await restSecondFactor(visitor, { challenge, code: '000000' })).statusCode);
    expect(statuses).toEqual(Array(10).fill(401));
    const right = await restSecondFactor(visitor, { challenge, code: await nextCode(secret) });
    expect(right.statusCode).toBe(429);
  });

  /**
   * The owner's usual browser: signed in once (with a recovery code, leaving the next time step's code
   * unused), so it holds the account's device cookie.
   */
  async function ownersDevice(email: string, recoveryCode: string): Promise<TClient> {
    const owner: TClient = { t, ip: newAddress() };
    const first = await restSignIn(owner, email);
    const second = await restSecondFactor(owner, { challenge: first.json().challenge, recoveryCode });
    const device = second.cookies.find((cookie) => cookie.name === 'vg_device')!;
    return { t, ip: newAddress(), cookie: `vg_device=${device.value}` };
  }

  it('counts wrong passwords per email for a two-factor account too, a right one then refused like a wrong one, and its owner still gets in (ADR 46)', async () => {
    const { email, secret, recoveryCodes } = await withTwoFactor(t);
    const owner = await ownersDevice(email, recoveryCodes[9]!);
    // Ten wrong passwords, each from an address of its own.
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await restSignIn({ t, ip: newAddress() }, email, 'wrong password')).statusCode).toBe(401);
    // Past the limit the right password tells a guesser nothing: it is answered as a wrong one is.
    const right = await restSignIn({ t, ip: newAddress() }, email);
    const wrong = await restSignIn({ t, ip: newAddress() }, email, 'another wrong password');
    expect([right.statusCode, right.json()]).toEqual([429, wrong.json()]);
    expect(right.headers['retry-after']).toBe(wrong.headers['retry-after']);
    // The owner's own browser is counted on its own.
    const first = await restSignIn(owner, email);
    expect(first.json()).toMatchObject({ success: true, secondFactorRequired: true });
    const second = await restSecondFactor(owner, {
      challenge: first.json().challenge,
      code: await nextCode(secret),
    });
    expect(second.statusCode).toBe(200);
  });

  it('leaves the owner a way in after someone with the password spends the wrong-code limit: their own browser, or a recovery code anywhere (ADR 46)', async () => {
    const { email, secret, recoveryCodes } = await withTwoFactor(t);
    const owner = await ownersDevice(email, recoveryCodes[9]!);
    // Someone who has the password sends ten wrong codes, from new addresses.
    for (let attempt = 0; attempt < 10; attempt++) {
      const attacker: TClient = { t, ip: newAddress() };
      const { challenge } = (await restSignIn(attacker, email)).json();
      expect((await restSecondFactor(attacker, { challenge, code: '000000' })).statusCode).toBe(401);
    }
    const attacker: TClient = { t, ip: newAddress() };
    const { challenge: blocked } = (await restSignIn(attacker, email)).json();
    expect(
      (await restSecondFactor(attacker, { challenge: blocked, code: await nextCode(secret) })).statusCode,
    ).toBe(429);

    const fromOwnBrowser = await restSignIn(owner, email);
    const withCode = await restSecondFactor(owner, {
      challenge: fromOwnBrowser.json().challenge,
      code: await nextCode(secret),
    });
    expect(withCode.statusCode).toBe(200);

    const newDevice: TClient = { t, ip: newAddress() };
    const fromNewDevice = await restSignIn(newDevice, email);
    const withRecoveryCode = await restSecondFactor(newDevice, {
      challenge: fromNewDevice.json().challenge,
      recoveryCode: recoveryCodes[0]!,
    });
    expect(withRecoveryCode.statusCode).toBe(200);
  });

  it('refuses malformed second steps with a clear message', async () => {
    const visitor: TClient = { t, ip: newAddress() };
    const short = await restSecondFactor(visitor, { challenge: 'x', code: '12345' });
    expect([short.statusCode, short.json().message]).toEqual([
      400,
      'code: Enter the 6-digit code from your authenticator app.',
    ]);
    expect((await restSecondFactor(visitor, { challenge: 'x' })).statusCode).toBe(400);
  });

  it('turns off only with the password and a current code, and then the password alone signs in', async () => {
    const { email, cookie, secret, recoveryCodes } = await withTwoFactor(t);
    const client: TClient = { t, ip: newAddress(), cookie };
    const wrongPassword = await call(client, 'auth.disableTwoFactor', {
      password: 'not the password',
      code: await nextCode(secret),
    });
    expect([wrongPassword.statusCode, wrongPassword.json().error.message]).toEqual([
      400,
      'The password or the code is not right.',
    ]);
    expect(
      (await call(client, 'auth.disableTwoFactor', { password: TEST_PASSWORD, code: '000000' })).statusCode,
    ).toBe(400);
    expect(data(await query(client, 'auth.twoFactorStatus')).enabled).toBe(true);

    const off = await call(client, 'auth.disableTwoFactor', {
      password: TEST_PASSWORD,
      code: await nextCode(secret),
    });
    expect(off.statusCode).toBe(200);
    expect(data(await query(client, 'auth.twoFactorStatus'))).toMatchObject({ enabled: false });
    expect((await restSignIn({ t, ip: client.ip }, email)).json().data.email).toBe(email);
    const user = await t.database.db
      .selectFrom('users')
      .select(['totpSecret', 'id'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.totpSecret).toBeNull();
    const codes = await t.database.db.selectFrom('recoveryCodes').where('userId', '=', user.id).execute();
    expect(codes).toEqual([]);
    expect(recoveryCodes).toHaveLength(10);
  });

  it('regenerates the recovery codes after a code, and the old ones stop working', async () => {
    const { email, cookie, secret, recoveryCodes } = await withTwoFactor(t);
    const client: TClient = { t, ip: newAddress(), cookie };
    const renewed = data(
      await call(client, 'auth.regenerateRecoveryCodes', { code: await nextCode(secret) }),
    );
    expect(renewed.recoveryCodes).toHaveLength(10);
    expect(renewed.recoveryCodes).not.toContain(recoveryCodes[0]);
    const visitor: TClient = { t, ip: newAddress() };
    const old = await restSecondFactor(visitor, {
      challenge: (await restSignIn(visitor, email)).json().challenge,
      recoveryCode: recoveryCodes[0]!,
    });
    expect(old.statusCode).toBe(401);
    const fresh = await restSecondFactor(visitor, {
      challenge: (await restSignIn(visitor, email)).json().challenge,
      recoveryCode: renewed.recoveryCodes[0],
    });
    expect(fresh.statusCode).toBe(200);
  });
});

describe('ADMIN_MFA=required', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_MFA: 'required' } });
  });
  afterAll(() => t.close());

  it('opens the admin calls once the admin has set up two-factor sign-in, which then cannot be turned off', async () => {
    const { cookie } = await signedInAs(t.app, t.database.db, 'admin');
    const client: TClient = { t, ip: newAddress(), cookie };
    const adminCall = () => t.app.inject({ url: '/api/feedbackPagination', headers: { cookie } });
    expect((await adminCall()).statusCode).toBe(403);
    expect((await query(client, 'feedback.list')).json().error.message).toBe(
      'Set up two-factor sign-in on your account page first.',
    );

    const setup = data(await call(client, 'auth.startTwoFactorSetup'));
    await call(client, 'auth.confirmTwoFactorSetup', { code: await codeNow(setup.secret) });
    expect((await adminCall()).statusCode).toBe(200);
    expect(data(await query(client, 'auth.session')).user).toMatchObject({
      twoFactorEnabled: true,
      mustSetUpTwoFactor: false,
    });

    const disable = await call(client, 'auth.disableTwoFactor', {
      password: TEST_PASSWORD,
      code: await nextCode(setup.secret),
    });
    expect([disable.statusCode, disable.json().error.message]).toEqual([
      403,
      'Two-factor sign-in is required for administrators on this site.',
    ]);
    expect(data(await query(client, 'auth.twoFactorStatus'))).toMatchObject({
      enabled: true,
      required: true,
    });
  });

  it('leaves users free to turn it off', async () => {
    const { cookie, secret } = await withTwoFactor(t, 'user');
    const off = await call({ t, ip: newAddress(), cookie }, 'auth.disableTwoFactor', {
      password: TEST_PASSWORD,
      code: await nextCode(secret),
    });
    expect(off.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('rotate on sign-in: a new token each time, and the token the browser sent before is deleted', async () => {
    const { email, cookie: laptop } = await signedInAs(t.app, t.database.db, 'user');
    const phone = sessionCookieHeader(await restSignIn({ t, ip: newAddress() }, email));
    const again = await restSignIn({ t, ip: newAddress(), cookie: laptop }, email);
    const renewed = sessionCookieHeader(again);
    expect(renewed).not.toBe(laptop);
    expect(await whoIs(t, laptop)).toBeNull();
    expect(await whoIs(t, renewed)).toBe(email);
    // Another device's session is not the browser's own: it stays.
    expect(await whoIs(t, phone)).toBe(email);
  });

  it('rotate on the second step too, and over tRPC', async () => {
    const { email, cookie: oldCookie, secret } = await withTwoFactor(t);
    const visitor: TClient = { t, ip: newAddress(), cookie: oldCookie };
    const first = data(await call(visitor, 'auth.login', { email, password: TEST_PASSWORD }));
    expect(await whoIs(t, oldCookie)).toBe(email);
    const done = await call(visitor, 'auth.loginSecondFactor', {
      challenge: first.challenge,
      code: await nextCode(secret),
    });
    expect(await whoIs(t, oldCookie)).toBeNull();
    expect(await whoIs(t, sessionCookieHeader(done))).toBe(email);
  });

  it('all end when the role changes', async () => {
    const { email, cookie } = await signedInAs(t.app, t.database.db, 'user');
    const other = sessionCookieHeader(await restSignIn({ t, ip: newAddress() }, email));
    expect(await whoIs(t, cookie)).toBe(email);
    await createOrPromoteAdmin(t.database.db, { name: 'Promoted', email });
    expect(await whoIs(t, cookie)).toBeNull();
    expect(await whoIs(t, other)).toBeNull();
    const afresh = sessionCookieHeader(await restSignIn({ t, ip: newAddress() }, email));
    expect(data(await query({ t, ip: newAddress(), cookie: afresh }, 'auth.session')).userRole).toBe('admin');
  });

  it("the start-up takeover of an account clears the registrant's two-factor set-up as well", async () => {
    const { email } = await withTwoFactor(t);
    await createOrPromoteAdmin(
      t.database.db,
      { name: 'Boss', email, password: 'the configured password' },
      { takeOverPassword: true },
    );
    const signedIn = await restSignIn({ t, ip: newAddress() }, email, 'the configured password');
    expect(signedIn.json().data).toMatchObject({ email, role: 'admin' });
  });

  it('a password change ends the other sessions and gives this one a new token (REST)', async () => {
    const { email, cookie: laptop } = await signedInAs(t.app, t.database.db, 'user');
    const phone = sessionCookieHeader(await restSignIn({ t, ip: newAddress() }, email));
    const change = (payload: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/password',
        payload,
        headers: { cookie: laptop },
        remoteAddress: newAddress(),
      });
    const wrong = await change({
      currentPassword: 'not my password',
      newPassword: 'a brand new passphrase',
      newPasswordConfirmation: 'a brand new passphrase',
    });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, 'Your current password is not right.']);
    const mismatch = await change({
      currentPassword: TEST_PASSWORD,
      newPassword: 'a brand new passphrase',
      newPasswordConfirmation: 'another passphrase',
    });
    expect([mismatch.statusCode, mismatch.json().fieldErrors]).toEqual([
      400,
      { newPasswordConfirmation: ['password must be the same'] },
    ]);
    const short = await change({
      currentPassword: TEST_PASSWORD,
      newPassword: 'short',
      newPasswordConfirmation: 'short',
    });
    expect(short.json().fieldErrors.newPassword).toEqual(['password must be at least 8 characters long']);
    expect(await whoIs(t, phone)).toBe(email);

    const changed = await change({
      currentPassword: TEST_PASSWORD,
      newPassword: 'a brand new passphrase',
      newPasswordConfirmation: 'a brand new passphrase',
    });
    expect(changed.json()).toEqual({ success: true });
    const current = sessionCookieHeader(changed);
    expect(await whoIs(t, current)).toBe(email);
    expect(await whoIs(t, phone)).toBeNull();
    expect(await whoIs(t, laptop)).toBeNull();
    expect((await restSignIn({ t, ip: newAddress() }, email)).statusCode).toBe(401);
    expect((await restSignIn({ t, ip: newAddress() }, email, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('a password change over tRPC keeps the caller signed in and signs out the others', async () => {
    const { email, cookie } = await signedInAs(t.app, t.database.db, 'user');
    const other = sessionCookieHeader(await restSignIn({ t, ip: newAddress() }, email));
    const changed = await call({ t, ip: newAddress(), cookie }, 'auth.changePassword', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'another long passphrase',
      newPasswordConfirmation: 'another long passphrase',
    });
    expect(changed.statusCode).toBe(200);
    expect(await whoIs(t, sessionCookieHeader(changed))).toBe(email);
    expect(await whoIs(t, other)).toBeNull();
  });
});

describe('sign-in challenges left without a second step', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are pruned with the expired sessions', async () => {
    const { email } = await withTwoFactor(t);
    await signIn(t.database.db, { email, password: TEST_PASSWORD }, { address: newAddress() });
    const count = () => t.database.db.selectFrom('signInChallenges').select('tokenHash').execute();
    expect(await count()).toHaveLength(1);
    await deleteExpiredSessions(t.database.db, new Date(Date.now() + SIGN_IN_CHALLENGE_LIFETIME_MS - 1000));
    expect(await count()).toHaveLength(1);
    await deleteExpiredSessions(t.database.db, new Date(Date.now() + SIGN_IN_CHALLENGE_LIFETIME_MS + 1000));
    expect(await count()).toEqual([]);
  });
});

describe('with MFA_ENCRYPTION_KEY', () => {
  const KEY = Buffer.alloc(32, 7).toString('base64');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { MFA_ENCRYPTION_KEY: KEY } });
  });
  afterAll(() => t.close());

  it('stores the secret encrypted, bound to its user, and still checks codes with it', async () => {
    const { email, secret } = await withTwoFactor(t);
    const row = await t.database.db
      .selectFrom('users')
      .select(['id', 'totpSecret'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.totpSecret).toMatch(/^v1:[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(row.totpSecret).not.toContain(secret);
    expect(openSecret(row.totpSecret!, row.id, KEY)).toBe(secret);
    expect(() => openSecret(row.totpSecret!, 'another-user', KEY)).toThrow();
    expect(() => openSecret(row.totpSecret!, row.id, null)).toThrow('MFA_ENCRYPTION_KEY is not set');

    const visitor: TClient = { t, ip: newAddress() };
    const { challenge } = (await restSignIn(visitor, email)).json();
    const signedIn = await restSecondFactor(visitor, { challenge, code: await nextCode(secret) });
    expect(signedIn.json().data.email).toBe(email);
  });

  it('keeps reading a secret stored before the key was configured', () => {
    expect(openSecret('JBSWY3DPEHPK3PXP', 'any', KEY)).toBe('JBSWY3DPEHPK3PXP');
    expect(sealSecret('JBSWY3DPEHPK3PXP', 'any', null)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a key that is not 32 bytes of base64', () => {
    expect(() => testConfig({ MFA_ENCRYPTION_KEY: 'too-short' })).toThrow(
      'MFA_ENCRYPTION_KEY: must be 32 random bytes in base64',
    );
  });
});

import { PassThrough } from 'node:stream';
import { signedInAs, TEST_PASSWORD } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { requireAdmin } from '../http/rest-gates';

describe('CSRF defence', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.post('/api/test/upload', async (request) => ({
      received: (await request.file())?.filename ?? null,
    }));
  });
  afterAll(() => t.close());

  const credentials = { email: 'nobody@example.org', password: TEST_PASSWORD };

  it.each([
    ['another Origin', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
  ])('refuses a state-changing request with %s', async (_, headers) => {
    for (const request of [
      { method: 'POST' as const, url: '/api/sessions', payload: credentials },
      { method: 'DELETE' as const, url: '/api/sessions' },
      { method: 'POST' as const, url: '/trpc/auth.logout', payload: {} },
    ]) {
      const response = await t.app.inject({ ...request, headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'FORBIDDEN',
        message: 'Cross-site requests are not allowed.',
      });
    }
  });

  it('refuses a cross-site multipart upload', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/upload',
      headers: { origin: 'https://evil.example', 'content-type': 'multipart/form-data; boundary=x' },
      payload:
        '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc\r\n--x--\r\n',
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets same-origin requests, and requests from no browser page at all, through', async () => {
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: credentials,
      headers: { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.statusCode).toBe(401);
    const noBrowser = await t.app.inject({ method: 'POST', url: '/api/sessions', payload: credentials });
    expect(noBrowser.statusCode).toBe(401);
  });

  it('lets cross-site reads through', async () => {
    const response = await t.app.inject({
      url: '/api/sessions',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userRole: 'user' });
  });
});

describe('CSRF defence with PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://vote.example.org', TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  it('accepts the public origin and refuses the internal one', async () => {
    const fromSite = await t.app.inject({
      method: 'DELETE',
      url: '/api/sessions',
      headers: { origin: 'https://vote.example.org' },
    });
    expect(fromSite.statusCode).toBe(200);
    const fromElsewhere = await t.app.inject({
      method: 'DELETE',
      url: '/api/sessions',
      headers: { origin: 'http://localhost:80' },
    });
    expect(fromElsewhere.statusCode).toBe(403);
  });
});

describe('the REST admin gate', () => {
  let t: TestApp;
  let bodyWasRead = false;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.post('/api/test/admin-upload', { onRequest: requireAdmin }, async (request) => {
      bodyWasRead = true;
      const file = await request.file();
      return { success: true, filename: file?.filename };
    });
  });
  afterAll(() => t.close());

  it('refuses an anonymous upload before reading its body', async () => {
    // The body never ends: only a refusal that does not wait for it can answer.
    const body = new PassThrough();
    body.write('--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/admin-upload',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: body,
    });
    expect(response.statusCode).toBe(401);
    expect(bodyWasRead).toBe(false);
    body.destroy();
  });

  it('refuses a signed-in user with 403 and lets an admin through', async () => {
    const multipart = {
      'content-type': 'multipart/form-data; boundary=x',
    };
    const payload =
      '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc\r\n--x--\r\n';
    const user = await signedInAs(t.app, t.database.db, 'user');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/test/admin-upload',
      headers: { ...multipart, cookie: user.cookie },
      payload,
    });
    expect(refused.statusCode).toBe(403);
    expect(bodyWasRead).toBe(false);

    const admin = await signedInAs(t.app, t.database.db, 'admin');
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/test/admin-upload',
      headers: { ...multipart, cookie: admin.cookie },
      payload,
    });
    expect(accepted.json()).toEqual({ success: true, filename: 'a.png' });
  });
});

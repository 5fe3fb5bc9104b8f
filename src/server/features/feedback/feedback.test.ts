import { createTestAdmin, signedInAs } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createInnerContext } from '../../trpc/context';
import { createCaller } from '../../trpc/router';

const message = (n: number) => ({
  fullName: `Writer ${n}`,
  email: `writer${n}@example.org`,
  feedback: `Message number ${n}`,
});

describe('feedback', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  let ipCounter = 0;
  // Each submission from its own address, so the per-IP limit only bites where a test wants it to.
  const send = (payload: Record<string, unknown>, ip = `203.0.113.${++ipCounter % 250}`) =>
    t.app.inject({ method: 'POST', url: '/api/feedback', payload, headers: { 'x-forwarded-for': ip } });
  const countStored = async () => (await t.database.db.selectFrom('feedback').select('id').execute()).length;

  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
    ({ cookie: admin } = await signedInAs(t.app, t.database.db, 'admin'));
    ({ cookie: user } = await signedInAs(t.app, t.database.db, 'user'));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom('feedback').execute();
  });

  it('stores a message and answers { success: true }', async () => {
    const response = await send(message(1));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(
      await t.database.db.selectFrom('feedback').select(['fullName', 'email', 'feedback']).execute(),
    ).toEqual([message(1)]);
  });

  it('refuses blank fields, a bad email and oversized text with the form messages, storing nothing', async () => {
    const blank = await send({ fullName: ' ', email: '', feedback: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual({
      fullName: ['cannot be blank!'],
      email: ['cannot be blank!'],
      feedback: ['cannot be blank!'],
    });
    const badEmail = await send({ ...message(2), email: 'writer-at-example' });
    expect(badEmail.json().fieldErrors).toEqual({ email: ['not a valid email address'] });
    const huge = await send({ ...message(3), feedback: 'x'.repeat(5001) });
    expect(huge.json().fieldErrors).toEqual({ feedback: ['must be at most 5000 characters long'] });
    expect(await countStored()).toBe(0);
  });

  it('thanks a bot that fills in the hidden field and drops its message', async () => {
    const response = await send({ ...message(4), website: 'http://spam.example' });
    expect(response.json()).toEqual({ success: true });
    expect(await countStored()).toBe(0);
  });

  it('takes 30 messages from one address (a shared connection), and refuses the 31st', async () => {
    for (let n = 0; n < 30; n++) expect((await send(message(n), '198.51.100.9')).statusCode).toBe(200);
    const blocked = await send(message(30), '198.51.100.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Please wait a few minutes/);
    expect((await send(message(31), '198.51.100.10')).statusCode).toBe(200);
    expect(await countStored()).toBe(31);
  });

  it('refuses a sixth message from one email, whatever the address and however it is written', async () => {
    const sameWriter = (n: number) => ({
      ...message(n),
      email: n % 2 ? 'Repeat@Example.org' : 'repeat@example.org',
    });
    for (let n = 0; n < 5; n++) expect((await send(sameWriter(n))).statusCode).toBe(200);
    const blocked = await send(sameWriter(5));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Please wait a few minutes/);
    expect((await send(message(6))).statusCode).toBe(200);
    expect(await countStored()).toBe(6);
  });

  it("refuses the form's sixth message from one email over tRPC, with the reason the form shows", async () => {
    const submit = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/trpc/feedback.submit',
        payload: { ...message(n), email: 'form-writer@example.org' },
        headers: { 'x-forwarded-for': '198.51.100.77' },
      });
    for (let n = 0; n < 5; n++) expect((await submit(n)).statusCode).toBe(200);
    const blocked = await submit(6);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(
      'You have sent several messages in a short time. Please wait a few minutes and try again.',
    );
    expect(blocked.json().error.data.httpStatus).toBe(429);
    expect(await countStored()).toBe(5);
  });

  it('keeps the limit of each tRPC caller to its own address, with or without HTTP', async () => {
    const callerAt = (clientAddress: string) => createCaller(createInnerContext(t.deps, { clientAddress }));
    const first = callerAt('198.51.100.21');
    for (let n = 0; n < 30; n++) await first.feedback.submit(message(100 + n));
    await expect(first.feedback.submit(message(130))).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // Another caller has a limit of its own: no shared bucket for callers without a request.
    await expect(callerAt('198.51.100.22').feedback.submit(message(131))).resolves.toBeUndefined();
    expect(await countStored()).toBe(31);
  });

  it('pages feedback for admins, newest first, pages counted from 0', async () => {
    for (let n = 1; n <= 12; n++) {
      await t.database.db
        .insertInto('feedback')
        .values({ ...message(n), createdAt: new Date(Date.UTC(2026, 0, n)) })
        .execute();
    }
    const first = await t.app.inject({ url: '/api/feedbackPagination?page=0', headers: { cookie: admin } });
    expect(first.statusCode).toBe(200);
    const { data } = first.json();
    expect(data.totalPages).toBe(2);
    expect(data.feedbacks).toHaveLength(10);
    expect(data.feedbacks[0]).toEqual({
      _id: expect.any(String),
      ...message(12),
      createdAt: '2026-01-12T00:00:00.000Z',
    });
    const second = (
      await t.app.inject({ url: '/api/feedbackPagination?page=1', headers: { cookie: admin } })
    ).json();
    expect(second.data.feedbacks.map((item: { fullName: string }) => item.fullName)).toEqual([
      'Writer 2',
      'Writer 1',
    ]);
    const bad = await t.app.inject({ url: '/api/feedbackPagination?page=-1', headers: { cookie: admin } });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes one message for an admin', async () => {
    await send(message(1));
    await send(message(2));
    const [victim] = (
      await t.app.inject({ url: '/api/feedbackPagination?page=0', headers: { cookie: admin } })
    ).json().data.feedbacks;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/feedback/${victim._id}`,
      headers: { cookie: admin },
    });
    expect(response.json()).toEqual({ success: true });
    expect(await countStored()).toBe(1);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/feedback/${victim._id}`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(404);
    const nonsense = await t.app.inject({
      method: 'DELETE',
      url: '/api/feedback/not-an-id',
      headers: { cookie: admin },
    });
    expect(nonsense.statusCode).toBe(400);
  });

  it('refuses reading and deleting to visitors (401) and users (403)', async () => {
    await send(message(1));
    const [id] = (await t.database.db.selectFrom('feedback').select('id').execute()).map((row) => row.id);
    for (const [cookie, status] of [
      [undefined, 401],
      [user, 403],
    ] as const) {
      const headers = cookie ? { cookie } : {};
      expect((await t.app.inject({ url: '/api/feedbackPagination?page=0', headers })).statusCode).toBe(
        status,
      );
      expect((await t.app.inject({ method: 'DELETE', url: `/api/feedback/${id}`, headers })).statusCode).toBe(
        status,
      );
    }
    expect(await countStored()).toBe(1);
  });

  it('offers the same operations over tRPC', async () => {
    const caller = createCaller(
      createInnerContext(t.deps, {
        clientAddress: '192.0.2.1',
        user: await createTestAdmin(t.database.db),
      }),
    );
    await caller.feedback.submit(message(9));
    const page = await caller.feedback.list({ page: 0 });
    expect(page.feedbacks.map((item) => item.fullName)).toEqual(['Writer 9']);
    await caller.feedback.delete({ id: page.feedbacks[0]!.id });
    expect(await countStored()).toBe(0);
  });
});

import type { TKeyword } from '../../../shared/schemas/keywords';
import { createTestAdmin, signedInAs } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createInnerContext } from '../../trpc/context';
import { createCaller } from '../../trpc/router';
import { findKeywords } from './keywords.service';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('search keywords', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
  const add = async (keyword: string) => (await call('POST', '/api/searchKeyword', { keyword })).json().data;
  const stored = async () => (await findKeywords(t.database.db)).map(({ keyword }) => keyword);

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie: admin } = await signedInAs(t.app, t.database.db, 'admin'));
    ({ cookie: user } = await signedInAs(t.app, t.database.db, 'user'));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom('searchKeywords').execute();
  });

  it('adds, lists, amends and deletes keywords in the documented shapes', async () => {
    const created = await call('POST', '/api/searchKeyword', { keyword: '  endorsements ' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ data: { _id: expect.any(String), keyword: 'endorsements' } });
    const { _id: id } = created.json().data;
    await add('housing');

    expect((await call('GET', '/api/searchKeyword')).json()).toEqual({
      data: [
        { _id: id, keyword: 'endorsements' },
        { _id: expect.any(String), keyword: 'housing' },
      ],
    });

    const amended = await call('PUT', `/api/searchKeyword/${id}`, { keyword: 'union endorsements' });
    expect(amended.statusCode).toBe(200);
    expect(amended.json()).toEqual({ data: { _id: id, keyword: 'union endorsements' } });

    const deleted = await call('DELETE', `/api/searchKeyword/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect(await stored()).toEqual(['housing']);
  });

  it('gives the web search the keywords as domain objects, oldest first', async () => {
    const first = await add('endorsements');
    await add('voting record');
    const keywords: TKeyword[] = await findKeywords(t.database.db);
    expect(keywords).toEqual([
      { id: first._id, keyword: 'endorsements' },
      { id: expect.any(String), keyword: 'voting record' },
    ]);
  });

  it('refuses a keyword already in the list, in any case, with a 409', async () => {
    await add('Housing');
    const other = await add('transit');
    for (const response of [
      await call('POST', '/api/searchKeyword', { keyword: 'housing' }),
      await call('PUT', `/api/searchKeyword/${other._id}`, { keyword: ' HOUSING ' }),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        code: 'CONFLICT',
        message: 'That keyword is already in the list.',
      });
    }
    expect(await stored()).toEqual(['Housing', 'transit']);
  });

  it('lets a keyword change its own case', async () => {
    const { _id: id } = await add('housing');
    const response = await call('PUT', `/api/searchKeyword/${id}`, { keyword: 'Housing' });
    expect(response.json()).toEqual({ data: { _id: id, keyword: 'Housing' } });
  });

  it('refuses a blank or over-long keyword with the form messages', async () => {
    const blank = await call('POST', '/api/searchKeyword', { keyword: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      message: 'keyword: cannot be blank!',
      fieldErrors: { keyword: ['cannot be blank!'] },
    });
    const missing = await call('POST', '/api/searchKeyword', {});
    expect(missing.json()).toMatchObject({ fieldErrors: { keyword: ['cannot be blank!'] } });
    const long = await call('POST', '/api/searchKeyword', { keyword: 'x'.repeat(101) });
    expect(long.json()).toMatchObject({ fieldErrors: { keyword: ['must be at most 100 characters long'] } });
    expect(await stored()).toEqual([]);
  });

  it('answers 404 for an unknown keyword', async () => {
    for (const response of [
      await call('PUT', `/api/searchKeyword/${UNKNOWN_ID}`, { keyword: 'housing' }),
      await call('DELETE', `/api/searchKeyword/${UNKNOWN_ID}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'No such keyword.' });
    }
  });

  it('refuses every keyword call to a visitor (401) and a member (403), reading included', async () => {
    const { _id: id } = await add('housing');
    for (const [cookie, status] of [
      ['', 401],
      [user, 403],
    ] as const) {
      const responses = [
        await call('GET', '/api/searchKeyword', undefined, cookie),
        await call('POST', '/api/searchKeyword', { keyword: 'transit' }, cookie),
        await call('PUT', `/api/searchKeyword/${id}`, { keyword: 'transit' }, cookie),
        await call('DELETE', `/api/searchKeyword/${id}`, undefined, cookie),
      ];
      expect(responses.map((response) => response.statusCode)).toEqual([status, status, status, status]);
      expect(responses.map((response) => response.json().data)).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    }
    expect(await stored()).toEqual(['housing']);
  });

  it('offers the same operations over tRPC, to admins only', async () => {
    const account = await createTestAdmin(t.database.db);
    const as = (role: 'admin' | 'user') =>
      createCaller(createInnerContext(t.deps, { clientAddress: '192.0.2.1', user: { ...account, role } }));
    await expect(as('user').keywords.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(as('user').keywords.create({ keyword: 'housing' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });

    const caller = as('admin');
    const created = await caller.keywords.create({ keyword: ' housing ' });
    expect(created).toEqual({ id: expect.any(String), keyword: 'housing' });
    await expect(caller.keywords.create({ keyword: 'HOUSING' })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await caller.keywords.update({ id: created.id, keyword: 'rent' })).toEqual({
      id: created.id,
      keyword: 'rent',
    });
    expect(await caller.keywords.list()).toEqual([{ id: created.id, keyword: 'rent' }]);
    await expect(caller.keywords.delete({ id: created.id })).resolves.toBeUndefined();
    expect(await caller.keywords.list()).toEqual([]);
  });
});

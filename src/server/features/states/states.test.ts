import { sql } from 'kysely';
import { US_STATES } from '../../../shared/constants/states';
import { DROPDOWN_MESSAGES, type TDropdownState } from '../../../shared/schemas/states';
import { createTestAdmin, signedInAs } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createInnerContext } from '../../trpc/context';
import { createCaller } from '../../trpc/router';

const byName = (a: TDropdownState, b: TDropdownState) => a.stateFull.localeCompare(b.stateFull);

/** The full list as the admin page sends it, with the given states active. */
const fullList = (...active: string[]): TDropdownState[] =>
  US_STATES.map(([stateShort, stateFull]) => ({
    stateShort,
    stateFull,
    stateActive: active.includes(stateShort),
  }));

const activeIn = (states: TDropdownState[]) =>
  states.filter((state) => state.stateActive).map((state) => state.stateShort);

describe('the active-state dropdown', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  const readDropdown = async (): Promise<TDropdownState[]> =>
    (await t.app.inject('/api/dropdown')).json().data;
  const putDropdown = (payload: unknown, cookie = admin) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/dropdown',
      payload: payload as object,
      headers: cookie ? { cookie } : {},
    });

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie: admin } = await signedInAs(t.app, t.database.db, 'admin'));
    ({ cookie: user } = await signedInAs(t.app, t.database.db, 'user'));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db
      .updateTable('dropdownStates')
      .set({ stateActive: sql<boolean>`state_short = 'NY'` })
      .execute();
  });

  it('lists every state from the migrations, New York active, without any demo content', async () => {
    const data = await readDropdown();
    expect(data).toHaveLength(50);
    expect(data).toEqual(fullList('NY').sort(byName));
    expect(data.filter((state) => state.stateActive)).toEqual([
      { stateShort: 'NY', stateFull: 'New York', stateActive: true },
    ]);
  });

  it('saves the full list for an admin and answers { success, data } with the list as it stands', async () => {
    const response = await putDropdown(fullList('AZ', 'NY', 'OH'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: fullList('AZ', 'NY', 'OH').sort(byName) });

    const shown = await readDropdown();
    expect(activeIn(shown)).toEqual(['AZ', 'NY', 'OH']);
    const overTrpc = await createCaller(
      createInnerContext(t.deps, { clientAddress: '192.0.2.1' }),
    ).states.dropdown();
    expect(activeIn(overTrpc)).toEqual(['AZ', 'NY', 'OH']);
  });

  it('refuses a visitor with 401 and a member with 403, and changes nothing', async () => {
    for (const [cookie, status] of [
      ['', 401],
      [user, 403],
    ] as const) {
      const response = await putDropdown(fullList(), cookie);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ success: false, data: response.json().message });
    }
    expect(activeIn(await readDropdown())).toEqual(['NY']);
  });

  it.each([
    {
      what: 'an unknown state',
      list: () => [...fullList(), { stateShort: 'XX', stateFull: 'Xanadu', stateActive: true }],
      message: DROPDOWN_MESSAGES.unknown({ stateShort: 'XX', stateFull: 'Xanadu', stateActive: true }),
    },
    {
      what: 'a known code with another state’s name',
      list: () =>
        fullList().map((state) => (state.stateShort === 'OH' ? { ...state, stateFull: 'Ohioo' } : state)),
      message: 'Unknown state: OH (Ohioo)',
    },
    {
      what: 'a missing state',
      list: () => fullList().filter((state) => state.stateShort !== 'WY' && state.stateShort !== 'AK'),
      message: 'The list must hold every state; missing: AK, WY',
    },
    {
      what: 'a state listed twice',
      list: () => [...fullList(), { stateShort: 'GA', stateFull: 'Georgia', stateActive: true }],
      message: 'GA is listed more than once',
    },
    {
      what: 'an empty list',
      list: () => [],
      message: DROPDOWN_MESSAGES.missing(US_STATES.map(([code]) => code)),
    },
  ])('refuses $what with a 400 whose data holds the message', async ({ list, message }) => {
    const response = await putDropdown(list());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      message,
      data: message,
      fieldErrors: {},
    });
    expect(activeIn(await readDropdown())).toEqual(['NY']);
  });

  it('offers the update over tRPC to admins only, with the same rules', async () => {
    const account = await createTestAdmin(t.database.db);
    const as = (role: 'admin' | 'user') =>
      createCaller(createInnerContext(t.deps, { clientAddress: '192.0.2.1', user: { ...account, role } }));
    await expect(as('user').states.update(fullList())).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(as('admin').states.update(fullList().slice(1))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const saved = await as('admin').states.update(fullList('GA'));
    expect(activeIn(saved)).toEqual(['GA']);
    expect(activeIn(await readDropdown())).toEqual(['GA']);
  });
});

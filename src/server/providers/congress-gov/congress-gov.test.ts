import { ProviderError } from '../http';
import { createCongressGovProvider, MAX_ACTION_PAGES } from './congress-gov';
import { DEMO_BILLS, type TFakeBill } from './fakes/demo-bills';
import { startFakeCongressGov, type FakeCongressGov } from './fakes/fake-congress-gov';
import { createLegislationProvider } from './index';
import type { LegislationProvider } from './types';
import { FAKE_SERVICE_TIMEOUT_MS } from '../fake-service-timeout';

const HR9901 = { congress: 119, billType: 'hr', number: 9901 };
const timeoutMs = FAKE_SERVICE_TIMEOUT_MS;

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ProviderError,
  );

describe('congress-gov provider against its fake', () => {
  let fake: FakeCongressGov;
  let provider: LegislationProvider;

  beforeAll(async () => {
    fake = await startFakeCongressGov();
    provider = createCongressGovProvider({ baseUrl: fake.baseUrl, key: 'test-key', timeoutMs });
  });
  afterAll(() => fake.close());
  afterEach(() => fake.reset());

  it('gives every action newest first, with codes and types, and whether the bill became law', async () => {
    const result = await provider.getBillActions(HR9901);
    expect(result.becameLaw).toBe(true);
    expect(result.actions).toHaveLength(DEMO_BILLS['hr9901-119']!.actions.length);
    expect(result.actions[0]).toEqual({
      actionDate: '2025-10-02',
      text: 'Became Public Law No: 119-88.',
      type: 'BecameLaw',
      actionCode: '36000',
    });
    // Senate rows carry no action code.
    expect(result.actions).toContainEqual({
      actionDate: '2025-09-18',
      text: 'Passed Senate without amendment by Yea-Nay Vote. 61 - 37. Record Vote Number: 512.',
      type: 'Floor',
      actionCode: null,
    });
    expect(result.actions.at(-1)).toMatchObject({ text: 'Introduced in House', actionCode: 'Intro-H' });
  });

  it('a bill without a law has becameLaw false', async () => {
    const result = await provider.getBillActions({ congress: 119, billType: 's', number: 9903 });
    expect(result.becameLaw).toBe(false);
    expect(result.actions.map((action) => action.actionCode)).toContain('17000');
  });

  it('asks for the bill, then its actions 250 at a time, sending the key', async () => {
    await provider.getBillActions({ congress: 119, billType: 'HR', number: 9902 });
    expect(fake.requests).toEqual([
      {
        route: 'bill',
        path: '/congress-gov/v3/bill/119/hr/9902',
        query: { format: 'json' },
        apiKey: 'test-key',
      },
      {
        route: 'actions',
        path: '/congress-gov/v3/bill/119/hr/9902/actions',
        query: { format: 'json', limit: '250', offset: '0' },
        apiKey: 'test-key',
      },
    ]);
  });

  it('reads every page when the actions come a few at a time', async () => {
    fake.setPageSize(3);
    const result = await provider.getBillActions(HR9901);
    const all = DEMO_BILLS['hr9901-119']!.actions;
    expect(result.actions.map((action) => action.text)).toEqual(
      [...all].reverse().map((action) => action.text),
    );
    const offsets = fake.requests.filter((r) => r.route === 'actions').map((r) => r.query.offset);
    expect(offsets).toEqual(Array.from({ length: Math.ceil(all.length / 3) }, (_, page) => String(page * 3)));
  });

  it('stops after a cap of pages when the service always says there is more', async () => {
    fake.setMode('endless', 'actions');
    const failure = await failureOf(provider.getBillActions(HR9901));
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure?.message).toMatch(`more than ${MAX_ACTION_PAGES} pages`);
    expect(fake.requests.filter((r) => r.route === 'actions')).toHaveLength(MAX_ACTION_PAGES);
  });

  it.each([
    ['hr9901-119', ['1000', '8000', '17000', '28000', '29000', '36000']],
    ['hr9902-119', ['1000', '8000']],
    ['s9903-119', ['10000', '17000']],
    ['hr9904-119', ['1000', '8000', '17000', '19000']],
    ['hr9905-119', ['1000', '8000', '17000', '28000', '31000']],
    ['s9906-119', ['10000', '18000']],
    ['hr9907-119', ['1000', '8000', '17000', '28000']],
    ['hr9908-119', ['1000', '8000']],
    ['s9909-119', ['10000', '17000']],
    ['hr9910-119', ['1000', '9000']],
  ])('demo bill %s: its actions carry exactly the landmark codes of its stage', async (docId, codes) => {
    const [, billType = '', number = ''] = /^([a-z]+)(\d+)-119$/.exec(docId) ?? [];
    const { actions } = await provider.getBillActions({ congress: 119, billType, number: Number(number) });
    const numeric = actions.map((action) => action.actionCode).filter((code) => code && /^\d+$/.test(code));
    expect([...numeric].reverse()).toEqual(codes);
  });

  it('an unknown bill is a clear failure', async () => {
    const failure = await failureOf(provider.getBillActions({ congress: 119, billType: 'hr', number: 1 }));
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure?.reason).toBe('bad-answer');
    expect(failure?.message).toBe(
      'congress-gov: has no bill bill/119/hr/1 (404): Unknown resource: bill/119/hr/1',
    );
  });

  it.each([
    ['rate-limited', 'rate-limited', /rate limited \(429\)/],
    ['server-error', 'server-error', /server error \(500\)/],
    ['hang', 'timeout', new RegExp(`no answer within ${FAKE_SERVICE_TIMEOUT_MS} ms`)],
    ['refused', 'refused', /refused the request \(403\): An invalid api_key was supplied/],
  ] as const)('fails clearly when the service is %s', async (mode, reason, message) => {
    for (const route of ['bill', 'actions'] as const) {
      fake.reset();
      fake.setMode(mode, route);
      const failure = await failureOf(provider.getBillActions(HR9901));
      expect(failure, route).toBeInstanceOf(ProviderError);
      expect(failure?.reason, route).toBe(reason);
      expect(failure?.message, route).toMatch(message);
    }
  });

  it('a request without a key is refused by the service', async () => {
    const keyless = createCongressGovProvider({ baseUrl: fake.baseUrl, key: '', timeoutMs });
    await expect(keyless.getBillActions(HR9901)).rejects.toMatchObject({
      reason: 'refused',
      message: expect.stringContaining('(403): No api_key was supplied') as unknown,
    });
  });

  it('answers from another dataset', async () => {
    const bill: TFakeBill = {
      ...DEMO_BILLS['hr9902-119']!,
      number: 42,
      congress: 118,
      laws: ['118-1'],
      actions: [
        {
          actionDate: '2023-01-09',
          text: 'Introduced in House',
          type: 'IntroReferral',
          sourceSystem: { code: 9, name: 'Library of Congress' },
        },
      ],
    };
    const other = await startFakeCongressGov({ bills: { 'hr42-118': bill } });
    try {
      const otherProvider = createCongressGovProvider({ baseUrl: other.baseUrl, key: 'k', timeoutMs });
      expect(await otherProvider.getBillActions({ congress: 118, billType: 'hr', number: 42 })).toEqual({
        becameLaw: true,
        actions: [
          { actionDate: '2023-01-09', text: 'Introduced in House', type: 'IntroReferral', actionCode: null },
        ],
      });
      await expect(otherProvider.getBillActions(HR9901)).rejects.toThrow('(404)');
    } finally {
      await other.close();
    }
  });

  it('fails as unreachable when nothing listens', async () => {
    const nowhere = createCongressGovProvider({ baseUrl: 'http://127.0.0.1:9', key: 'k', timeoutMs });
    await expect(nowhere.getBillActions(HR9901)).rejects.toMatchObject({ reason: 'unreachable' });
  });
});

describe('createLegislationProvider', () => {
  const settings = {
    timeoutMs: FAKE_SERVICE_TIMEOUT_MS,
    congress: { baseUrl: 'https://api.congress.gov/v3', key: null as string | null },
    fec: { baseUrl: 'https://api.open.fec.gov/v1', key: 'DEMO_KEY', cycle: 2026 },
  };

  it('is null without a key, the Congress.gov provider with one', () => {
    expect(createLegislationProvider(settings)).toBeNull();
    expect(
      createLegislationProvider({ ...settings, congress: { ...settings.congress, key: 'k' } })?.name,
    ).toBe('congress-gov');
  });
});

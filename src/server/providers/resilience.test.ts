import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCensusProvider } from './geocoding/census';
import { startFakeGeocoders, type FakeGeocoders } from './geocoding/fakes/fake-geocoders';
import type { GeocodingProvider } from './geocoding/types';
import { ProviderError, type TProviderFailure } from './http';
import {
  CallBudget,
  DEFAULT_CIRCUIT,
  DEFAULT_OUTBOUND,
  DEFAULT_RETRY,
  ProviderCircuits,
  parseRetryAfter,
  type TClock,
  type TOutbound,
} from './resilience';
import { FAKE_SERVICE_TIMEOUT_MS } from './fake-service-timeout';

const BROOKLYN = { kind: 'oneline', address: '123 Main St, Brooklyn, NY 11217' } as const;

/** A clock the test moves; its waits are recorded and return at once (a fetch's own time-out is real). */
type TTestClock = TClock & { time: number; waits: number[] };

function testClock(): TTestClock {
  const clock: TTestClock = {
    time: Date.parse('2026-11-24T12:00:00Z'),
    waits: [],
    now: () => clock.time,
    sleep: async (ms) => void clock.waits.push(ms),
  };
  return clock;
}

async function failureOf(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${String(error)}`);
  return error;
}

describe('outbound calls: retries, circuit and budget (against the fake geocoders)', () => {
  let fakes: FakeGeocoders;
  let clock: TTestClock;
  let circuits: ProviderCircuits;

  const census = (
    outbound: Partial<TOutbound> = {},
    timeoutMs = FAKE_SERVICE_TIMEOUT_MS,
  ): GeocodingProvider =>
    createCensusProvider({
      baseUrl: fakes.baseUrls.census,
      timeoutMs,
      outbound: { ...DEFAULT_OUTBOUND, clock, random: () => 0.5, circuits, ...outbound },
    });
  const reasonOf = async (provider: GeocodingProvider): Promise<TProviderFailure> =>
    (await failureOf(provider.lookup(BROOKLYN))).reason;

  beforeAll(async () => {
    fakes = await startFakeGeocoders();
  });
  afterAll(() => fakes.close());
  beforeEach(() => {
    fakes.setMode('census', 'normal');
    fakes.requests.census = 0;
    clock = testClock();
    circuits = new ProviderCircuits({ failureThreshold: 2, coolDownMs: 30_000 }, clock);
  });

  it('retries a 503 after a backoff, and the second answer counts', async () => {
    fakes.failNext('census', { status: 503 });
    expect(await census().lookup(BROOKLYN)).toMatchObject({ address: '123 MAIN ST, BROOKLYN, NY, 11217' });
    expect(fakes.requests.census).toBe(2);
    // The first backoff: between half and all of the base delay (here the middle).
    expect(clock.waits).toEqual([DEFAULT_RETRY.baseDelayMs * 0.75]);
  });

  it("waits as long as a 429's Retry-After asks when that fits in the budget, else gives up at once", async () => {
    fakes.failNext('census', { status: 429, retryAfter: '1' });
    expect(await census().lookup(BROOKLYN)).not.toBeNull();
    expect(fakes.requests.census).toBe(2);
    expect(clock.waits).toEqual([1000]);

    fakes.requests.census = 0;
    clock.waits.length = 0;
    fakes.failNext('census', { status: 429, retryAfter: '5' });
    const error = await failureOf(census().lookup(BROOKLYN));
    expect(error.reason).toBe('rate-limited');
    expect(fakes.requests.census).toBe(1);
    expect(clock.waits).toEqual([]);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('Tue, 24 Nov 2026 12:00:02 GMT', now)).toBe(2000);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });

  it('never sends more than the configured attempts', async () => {
    fakes.setMode('census', 'server-error');
    expect(await reasonOf(census({ circuits: null }))).toBe('server-error');
    expect(fakes.requests.census).toBe(DEFAULT_RETRY.maxAttempts);
    expect(clock.waits).toHaveLength(DEFAULT_RETRY.maxAttempts - 1);

    fakes.requests.census = 0;
    const once = census({ circuits: null, retry: { ...DEFAULT_RETRY, maxAttempts: 1 } });
    expect(await reasonOf(once)).toBe('server-error');
    expect(fakes.requests.census).toBe(1);
  });

  it('retries a dropped connection, but neither a refused one nor a time-out', async () => {
    fakes.failNext('census', 'reset');
    expect(await census().lookup(BROOKLYN)).not.toBeNull();
    expect(fakes.requests.census).toBe(2);

    // Nothing listens on a port just closed.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    clock.waits.length = 0;
    const refused = createCensusProvider({
      baseUrl: `http://127.0.0.1:${port}/census`,
      timeoutMs: 2000,
      outbound: { ...DEFAULT_OUTBOUND, clock },
    });
    const error = await failureOf(refused.lookup(BROOKLYN));
    expect(error.reason).toBe('unreachable');
    expect(error.isUnreachable).toBe(true);
    expect(clock.waits).toEqual([]);
    // An open circuit still says the service is out of reach, so the visitor hears "needs the internet".
    const opened = createCensusProvider({
      baseUrl: `http://127.0.0.1:${port}/census`,
      timeoutMs: 2000,
      outbound: { ...DEFAULT_OUTBOUND, clock, circuits: new ProviderCircuits(DEFAULT_CIRCUIT, clock) },
    });
    for (let call = 0; call < DEFAULT_CIRCUIT.failureThreshold; call++)
      await failureOf(opened.lookup(BROOKLYN));
    const resting = await failureOf(opened.lookup(BROOKLYN));
    expect(resting.reason).toBe('circuit-open');
    expect(resting.isUnreachable).toBe(true);

    fakes.requests.census = 0;
    fakes.setMode('census', 'hang');
    const timeout = await failureOf(census({}, 300).lookup(BROOKLYN));
    expect(timeout.message).toBe('census: no answer within 300 ms');
    expect(fakes.requests.census).toBe(1);
  });

  it('opens the circuit after failures in a row, calls nobody while open, then lets one trial through', async () => {
    const provider = census({ retry: { ...DEFAULT_RETRY, maxAttempts: 1 } });
    fakes.setMode('census', 'server-error');
    expect(await reasonOf(provider)).toBe('server-error');
    expect(await reasonOf(provider)).toBe('server-error');
    expect(circuits.for('census').state).toBe('open');

    const refused = await failureOf(provider.lookup(BROOKLYN));
    expect(refused.reason).toBe('circuit-open');
    expect(refused.message).toBe('census: not called: it failed several times in a row; next try in 30 s');
    expect(fakes.requests.census).toBe(2);

    // After the cool-down, one trial: it fails, so the circuit opens again without a second request.
    clock.time += 30_000;
    expect(circuits.for('census').state).toBe('half-open');
    expect(await reasonOf(provider)).toBe('server-error');
    expect(await reasonOf(provider)).toBe('circuit-open');
    expect(fakes.requests.census).toBe(3);

    // The next trial succeeds and closes it.
    clock.time += 30_000;
    fakes.setMode('census', 'normal');
    expect(await provider.lookup(BROOKLYN)).not.toBeNull();
    expect(circuits.for('census').state).toBe('closed');
    expect(await provider.lookup(BROOKLYN)).not.toBeNull();
    expect(fakes.requests.census).toBe(5);
  });

  it('lets a single trial through while half-open: a second caller is refused meanwhile', async () => {
    const provider = census({ retry: { ...DEFAULT_RETRY, maxAttempts: 1 } }, 300);
    fakes.setMode('census', 'server-error');
    await reasonOf(provider);
    await reasonOf(provider);
    clock.time += 30_000;
    fakes.setMode('census', 'hang');
    const trial = failureOf(provider.lookup(BROOKLYN));
    expect(await reasonOf(provider)).toBe('circuit-open');
    expect((await trial).reason).toBe('timeout');
    expect(fakes.requests.census).toBe(3);
  });

  it('keeps each app its own circuits, and a reset closes them', async () => {
    fakes.setMode('census', 'server-error');
    const provider = census({ retry: { ...DEFAULT_RETRY, maxAttempts: 1 } });
    await reasonOf(provider);
    await reasonOf(provider);
    expect(await reasonOf(provider)).toBe('circuit-open');
    expect(new ProviderCircuits().for('census').state).toBe('closed');
    circuits.reset();
    expect(await reasonOf(provider)).toBe('server-error');
  });

  it('spends a budget of calls a minute: none is sent once it is spent, until the minute has passed', async () => {
    const budget = new CallBudget(2, clock);
    const provider = census({ budget });
    expect(await provider.lookup(BROOKLYN)).not.toBeNull();
    clock.time += 20_000;
    expect(await provider.lookup(BROOKLYN)).not.toBeNull();
    const error = await failureOf(provider.lookup(BROOKLYN));
    expect(error.reason).toBe('over-budget');
    expect(fakes.requests.census).toBe(2);
    // Not the provider's fault: the circuit does not count it.
    expect(circuits.for('census').state).toBe('closed');

    clock.time += 40_000;
    expect(await provider.lookup(BROOKLYN)).not.toBeNull();
    expect(fakes.requests.census).toBe(3);
  });

  it('counts retries against the budget', async () => {
    const budget = new CallBudget(2, clock);
    fakes.setMode('census', 'server-error');
    expect(await reasonOf(census({ budget, circuits: null }))).toBe('server-error');
    expect(fakes.requests.census).toBe(2);
    expect(budget.isSpent).toBe(true);
  });
});

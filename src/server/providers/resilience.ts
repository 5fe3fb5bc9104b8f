/**
 * What keeps an outside service from hanging or flooding a request (issue 14 point 5, ADR 0020): bounded
 * retries with backoff inside the call's time budget, a circuit per provider that stops calling one that
 * keeps failing, and a budget of calls per minute (the geocoders'). All in this process: one app's state,
 * created where the app is wired (app-deps.ts), so two apps (two tests) never share it.
 */

/** Time as the resilience code sees it; tests pass their own to skip a cool-down or record the waits. */
export type TClock = { now(): number; sleep(ms: number): Promise<void> };

const systemClock: TClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export type TRetryPolicy = {
  /** Requests per call at most, the first one included. */
  maxAttempts: number;
  /** The wait before the first retry; it doubles on each further one, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
};

export const DEFAULT_RETRY: TRetryPolicy = { maxAttempts: 3, baseDelayMs: 100, maxDelayMs: 2000 };

/**
 * The wait before retry number `retry` (1 for the first): exponential, with "equal jitter" (half fixed,
 * half random) so callers that failed together do not all come back at the same instant.
 */
export function backoffDelay(policy: TRetryPolicy, retry: number, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** A Retry-After header in milliseconds: delay-seconds, or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (!value) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export type TCircuitSettings = {
  /** Consecutive failed calls that open the circuit. */
  failureThreshold: number;
  /** How long an open circuit refuses calls before it lets one trial call through. */
  coolDownMs: number;
};

export const DEFAULT_CIRCUIT: TCircuitSettings = { failureThreshold: 5, coolDownMs: 30_000 };

export type TCircuitState = 'closed' | 'open' | 'half-open';

/**
 * One provider's circuit. Closed, calls go through and consecutive failures are counted; at the threshold it
 * opens and calls are refused at once; after the cool-down it is half-open: one trial call goes through
 * (others are still refused) and its outcome closes the circuit or opens it for another cool-down.
 */
export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | null = null;
  private isTrialUnderWay = false;
  /** The failure that opened the circuit: says whether the provider was unreachable or only failing. */
  lastFailure: unknown = null;

  constructor(
    readonly provider: string,
    private readonly settings: TCircuitSettings,
    private readonly clock: TClock,
  ) {}

  get state(): TCircuitState {
    if (this.openedAt === null) return 'closed';
    return this.clock.now() - this.openedAt < this.settings.coolDownMs ? 'open' : 'half-open';
  }

  /** Milliseconds until a trial call may go through (0 when it may now). */
  get retryInMs(): number {
    if (this.openedAt === null) return 0;
    return Math.max(0, this.openedAt + this.settings.coolDownMs - this.clock.now());
  }

  /** Whether a call may go now; a call let through must end in succeeded(), failed() or released(). */
  tryAdmit(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open' || this.isTrialUnderWay) return false;
    this.isTrialUnderWay = true;
    return true;
  }

  succeeded(): void {
    this.failures = 0;
    this.openedAt = null;
    this.isTrialUnderWay = false;
    this.lastFailure = null;
  }

  failed(error: unknown): void {
    this.failures++;
    this.lastFailure = error;
    if (this.isTrialUnderWay || this.failures >= this.settings.failureThreshold)
      this.openedAt = this.clock.now();
    this.isTrialUnderWay = false;
  }

  /** The call ended without telling whether the service works (e.g. no budget left to ask it). */
  released(): void {
    this.isTrialUnderWay = false;
  }
}

/** The circuits of one app, one per provider name, created on first use. */
export class ProviderCircuits {
  private readonly circuits = new Map<string, CircuitBreaker>();

  constructor(
    private readonly settings: TCircuitSettings = DEFAULT_CIRCUIT,
    private readonly clock: TClock = systemClock,
  ) {}

  for(provider: string): CircuitBreaker {
    let circuit = this.circuits.get(provider);
    if (!circuit) {
      circuit = new CircuitBreaker(provider, this.settings, this.clock);
      this.circuits.set(provider, circuit);
    }
    return circuit;
  }

  /** Every circuit closed again (e.g. after the admin fixed a key); tests start from here. */
  reset(): void {
    this.circuits.clear();
  }
}

/**
 * A number of outbound requests per rolling minute, shared by everyone (the geocoders' API quota). Keeps
 * the times of the requests made in the last minute: at most `perMinute` numbers.
 */
export class CallBudget {
  private readonly taken: number[] = [];

  constructor(
    readonly perMinute: number,
    private readonly clock: TClock = systemClock,
  ) {}

  private prune(): void {
    const since = this.clock.now() - 60_000;
    while (this.taken.length > 0 && this.taken[0]! <= since) this.taken.shift();
  }

  get isSpent(): boolean {
    this.prune();
    return this.taken.length >= this.perMinute;
  }

  /** The whole budget back (tests start from here). */
  reset(): void {
    this.taken.length = 0;
  }

  /** Spends one request when one is left. */
  tryTake(): boolean {
    if (this.isSpent) return false;
    this.taken.push(this.clock.now());
    return true;
  }
}

/** How one provider's calls are made: given to getJson by the provider. */
export type TOutbound = {
  retry: TRetryPolicy;
  circuits: ProviderCircuits | null;
  budget: CallBudget | null;
  clock: TClock;
  random: () => number;
};

export const DEFAULT_OUTBOUND: TOutbound = {
  retry: DEFAULT_RETRY,
  circuits: null,
  budget: null,
  clock: systemClock,
  random: Math.random,
};

/** One app's outbound settings and circuits, from the config; tests may pass a clock or a random. */
export function createOutbound(
  settings: { maxAttempts: number } & TCircuitSettings,
  { clock = systemClock, random = Math.random }: { clock?: TClock; random?: () => number } = {},
): TOutbound {
  return {
    retry: { ...DEFAULT_RETRY, maxAttempts: settings.maxAttempts },
    circuits: new ProviderCircuits(
      { failureThreshold: settings.failureThreshold, coolDownMs: settings.coolDownMs },
      clock,
    ),
    budget: null,
    clock,
    random,
  };
}

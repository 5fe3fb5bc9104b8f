import { backoffDelay, DEFAULT_OUTBOUND, parseRetryAfter, type TOutbound } from './resilience';

/**
 * Why an outside service gave no usable answer. Features word their messages from it: a rate limit is
 * "try again in a minute", an unreachable service is "no internet", a refusal is a configuration problem.
 * 'circuit-open': the service failed several calls in a row and is left alone for a while (not called);
 * 'over-budget': the app's own budget of calls to it is spent for this minute (not called).
 */
export type TProviderFailure =
  | 'unreachable'
  | 'timeout'
  | 'rate-limited'
  | 'server-error'
  | 'refused'
  | 'bad-answer'
  | 'circuit-open'
  | 'over-budget';

export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  readonly reason: TProviderFailure;
  constructor(
    readonly provider: string,
    message: string,
    { reason = 'bad-answer', ...options }: { cause?: unknown; reason?: TProviderFailure } = {},
  ) {
    super(`${provider}: ${message}`, options);
    this.reason = reason;
  }

  /**
   * The request never reached the service (no DNS, no route, connection refused): likely no internet. An
   * open circuit says what opened it, so "no internet" stays the message while the circuit rests.
   */
  get isUnreachable(): boolean {
    if (this.reason === 'circuit-open')
      return this.cause instanceof ProviderError && this.cause.isUnreachable;
    return this.reason === 'unreachable';
  }
}

/** Failures that say the service is struggling: retried within the budget, and counted by the circuit. */
const TRANSIENT: ReadonlySet<TProviderFailure> = new Set([
  'unreachable',
  'timeout',
  'rate-limited',
  'server-error',
]);

/** A connection the service dropped (it was reached, so trying again may work), unlike a refused one. */
function isConnectionDropped(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE') return true;
  }
  return false;
}

type TAttempt =
  | { ok: true; status: number; body: unknown }
  | { ok: false; error: ProviderError; isRetryable: boolean; retryAfterMs: number | null };

/** The budget is spent: no retry. */
const timedOut = (provider: string, budgetMs: number, cause: unknown): TAttempt => ({
  ok: false,
  error: new ProviderError(provider, `no answer within ${budgetMs} ms`, { cause, reason: 'timeout' }),
  isRetryable: false,
  retryAfterMs: null,
});

async function attempt(
  provider: string,
  url: URL,
  headers: Record<string, string>,
  timeoutMs: number,
  budgetMs: number,
  outbound: TOutbound,
): Promise<TAttempt> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(Math.max(1, timeoutMs)),
    });
  } catch (error) {
    // A timeout may be a slow service as well as a dead network, so only a failed connection counts as
    // unreachable.
    if (error instanceof Error && error.name === 'TimeoutError') return timedOut(provider, budgetMs, error);
    return {
      ok: false,
      error: new ProviderError(provider, 'unreachable', { cause: error, reason: 'unreachable' }),
      isRetryable: isConnectionDropped(error),
      retryAfterMs: null,
    };
  }
  if (response.status === 429 || response.status >= 500) {
    // The body is not needed; reading it frees the connection.
    await response.arrayBuffer().catch(() => undefined);
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), outbound.clock.now());
    const error =
      response.status === 429
        ? new ProviderError(provider, 'rate limited (429)', { reason: 'rate-limited' })
        : new ProviderError(provider, `server error (${response.status})`, { reason: 'server-error' });
    return { ok: false, error, isRetryable: true, retryAfterMs };
  }
  try {
    return { ok: true, status: response.status, body: await response.json() };
  } catch (error) {
    // The time-out also covers a body that never ends.
    if (error instanceof Error && error.name === 'TimeoutError') return timedOut(provider, budgetMs, error);
    // A refusal may come as an HTML page (SearXNG without JSON output): its status says enough.
    if (!response.ok) return { ok: true, status: response.status, body: null };
    return {
      ok: false,
      error: new ProviderError(provider, 'answered with something that is not JSON', { cause: error }),
      isRetryable: false,
      retryAfterMs: null,
    };
  }
}

/** A retry needs at least this much of the budget left to be worth sending. */
const MIN_ATTEMPT_MS = 100;

async function getJsonWithRetries(
  provider: string,
  url: URL,
  headers: Record<string, string>,
  budgetMs: number,
  outbound: TOutbound,
): Promise<{ status: number; body: unknown }> {
  const { clock, retry } = outbound;
  const deadline = clock.now() + budgetMs;
  for (let attemptNumber = 1; ; attemptNumber++) {
    if (outbound.budget && !outbound.budget.tryTake())
      throw new ProviderError(
        provider,
        `not called: the budget of ${outbound.budget.perMinute} calls a minute is spent`,
        {
          reason: 'over-budget',
        },
      );
    const result = await attempt(provider, url, headers, deadline - clock.now(), budgetMs, outbound);
    if (result.ok) return { status: result.status, body: result.body };
    const { error, isRetryable, retryAfterMs } = result;
    if (!isRetryable || attemptNumber >= retry.maxAttempts) throw error;
    // The service's own Retry-After wins when it fits in what is left of the budget; else give up now.
    const delay = retryAfterMs ?? backoffDelay(retry, attemptNumber, outbound.random);
    if (deadline - clock.now() - delay < Math.min(MIN_ATTEMPT_MS, budgetMs / 4)) throw error;
    if (outbound.budget?.isSpent) throw error;
    await clock.sleep(delay);
  }
}

/**
 * GET a JSON document within a time budget; any failure becomes a ProviderError naming the provider. 429
 * and 5xx answers and dropped connections are retried (outbound.retry: a few attempts, backoff with
 * jitter, the service's Retry-After), all attempts together within `timeoutMs`. The provider's circuit
 * (outbound.circuits) refuses at once, reason 'circuit-open', while the service rests after failing
 * calls in a row; outbound.budget counts every request sent. Other refusals (4xx) are the caller's to
 * judge: `body` is null when theirs is not JSON.
 */
export async function getJson(
  provider: string,
  url: URL,
  {
    timeoutMs,
    headers = {},
    outbound = DEFAULT_OUTBOUND,
  }: { timeoutMs: number; headers?: Record<string, string>; outbound?: TOutbound },
): Promise<{ status: number; body: unknown }> {
  const circuit = outbound.circuits?.for(provider);
  if (circuit && !circuit.tryAdmit())
    throw new ProviderError(
      provider,
      `not called: it failed several times in a row; next try in ${Math.ceil(circuit.retryInMs / 1000)} s`,
      { reason: 'circuit-open', cause: circuit.lastFailure },
    );
  try {
    const answer = await getJsonWithRetries(provider, url, headers, timeoutMs, outbound);
    circuit?.succeeded();
    return answer;
  } catch (error) {
    if (error instanceof ProviderError && TRANSIENT.has(error.reason)) circuit?.failed(error);
    else if (error instanceof ProviderError && error.reason === 'bad-answer') circuit?.succeeded();
    else circuit?.released();
    throw error;
  }
}

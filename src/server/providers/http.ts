/**
 * Why an outside service gave no usable answer. Features word their messages from it: a rate limit is
 * "try again in a minute", an unreachable service is "no internet", a refusal is a configuration problem.
 */
export type TProviderFailure =
  'unreachable' | 'timeout' | 'rate-limited' | 'server-error' | 'refused' | 'bad-answer';

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

  /** The request never reached the service (no DNS, no route, connection refused): likely no internet. */
  get isUnreachable(): boolean {
    return this.reason === 'unreachable';
  }
}

/**
 * GET a JSON document with a time limit; any failure becomes a ProviderError naming the provider. Other
 * refusals (4xx) are the caller's to judge: `body` is null when theirs is not JSON.
 */
export async function getJson(
  provider: string,
  url: URL,
  { timeoutMs, headers = {} }: { timeoutMs: number; headers?: Record<string, string> },
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    // A timeout may be a slow service as well as a dead network, so only a failed connection counts as
    // unreachable.
    if (error instanceof Error && error.name === 'TimeoutError')
      throw new ProviderError(provider, `no answer within ${timeoutMs} ms`, {
        cause: error,
        reason: 'timeout',
      });
    throw new ProviderError(provider, 'unreachable', { cause: error, reason: 'unreachable' });
  }
  if (response.status === 429)
    throw new ProviderError(provider, 'rate limited (429)', { reason: 'rate-limited' });
  if (response.status >= 500)
    throw new ProviderError(provider, `server error (${response.status})`, { reason: 'server-error' });
  try {
    return { status: response.status, body: await response.json() };
  } catch (error) {
    // A refusal may come as an HTML page (SearXNG without JSON output): its status says enough.
    if (!response.ok) return { status: response.status, body: null };
    throw new ProviderError(provider, 'answered with something that is not JSON', { cause: error });
  }
}

import { ProviderError } from './types';

/** GET a JSON document with a time limit; any failure becomes a ProviderError naming the provider. */
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
      throw new ProviderError(provider, `no answer within ${timeoutMs} ms`, { cause: error });
    throw new ProviderError(provider, 'unreachable', { cause: error, isUnreachable: true });
  }
  if (response.status === 429) throw new ProviderError(provider, 'rate limited (429)');
  if (response.status >= 500) throw new ProviderError(provider, `server error (${response.status})`);
  try {
    return { status: response.status, body: await response.json() };
  } catch (error) {
    throw new ProviderError(provider, 'answered with something that is not JSON', { cause: error });
  }
}

import { getJson, ProviderError } from '../http';
import type { TOutbound } from '../resilience';
import { oneLine, type GeocodingProvider } from './types';

/**
 * Google Civic Information `divisionsByAddress` (API key): the OCD division ids of an address, keyed
 * directly by id. A 400 means Google could not parse the address, which is a "no match".
 */
type TCivicAnswer = {
  normalizedInput?: { line1?: string; city?: string; state?: string; zip?: string };
  divisions?: Record<string, unknown>;
};

export function createGoogleCivicProvider(options: {
  baseUrl: string;
  key: string;
  timeoutMs: number;
  /** Retries, circuit and budget (resilience.ts); without it, getJson's defaults (retries only). */
  outbound?: TOutbound;
}): GeocodingProvider {
  const name = 'google-civic';
  return {
    name,
    async lookup(query) {
      const url = new URL(`${options.baseUrl.replace(/\/$/, '')}/divisionsByAddress`);
      url.searchParams.set('address', oneLine(query));
      url.searchParams.set('key', options.key);
      const { status, body } = await getJson(name, url, {
        timeoutMs: options.timeoutMs,
        outbound: options.outbound,
      });
      if (status === 400 || status === 404) return null;
      if (status !== 200)
        throw new ProviderError(name, `refused the request (${status})`, { reason: 'refused' });
      const answer = body as TCivicAnswer;
      const divisions = Object.keys(answer.divisions ?? {}).filter((id) =>
        id.startsWith('ocd-division/country:us/state:'),
      );
      if (divisions.length === 0) return null;
      const input = answer.normalizedInput ?? {};
      const address = [input.line1, input.city, [input.state, input.zip].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ');
      return { address: address || oneLine(query), divisions, coordinates: null };
    },
  };
}

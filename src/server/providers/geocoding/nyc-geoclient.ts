import { getJson, ProviderError } from '../http';
import type { TOutbound } from '../resilience';
import type { GeocodingProvider, TAddressQuery, TGeoMatch } from './types';

/**
 * NYC Geoclient v2 (key in the Ocp-Apim-Subscription-Key header): all four New York City districts in one
 * call. Values are zero-padded strings and absent when unknown; return codes "00"/"01" mean success.
 */
const NY = 'ocd-division/country:us/state:ny';
const NYC = `${NY}/place:new_york`;
const BOROUGHS: Record<string, { borough: string; county: string }> = {
  MANHATTAN: { borough: 'manhattan', county: 'new_york' },
  BROOKLYN: { borough: 'brooklyn', county: 'kings' },
  QUEENS: { borough: 'queens', county: 'queens' },
  BRONX: { borough: 'bronx', county: 'bronx' },
  'STATEN IS': { borough: 'staten_island', county: 'richmond' },
  'STATEN ISLAND': { borough: 'staten_island', county: 'richmond' },
};

type TGeoclientAddress = {
  houseNumber?: string;
  boePreferredStreetName?: string;
  firstBoroughName?: string;
  zipCode?: string;
  cityCouncilDistrict?: string;
  congressionalDistrict?: string;
  stateSenatorialDistrict?: string;
  assemblyDistrict?: string;
  latitude?: number;
  longitude?: number;
  geosupportReturnCode?: string;
};

const unpad = (value: string | undefined) =>
  value && /^\d+$/.test(value) ? String(Number(value)) : undefined;

function geoclientDivisions(address: TGeoclientAddress): string[] {
  const divisions = [NY, NYC];
  const add = (kind: string, value: string | undefined) => value && divisions.push(`${kind}:${value}`);
  add(`${NY}/cd`, unpad(address.congressionalDistrict));
  add(`${NY}/sldu`, unpad(address.stateSenatorialDistrict));
  add(`${NY}/sldl`, unpad(address.assemblyDistrict));
  add(`${NYC}/council_district`, unpad(address.cityCouncilDistrict));
  const borough = BOROUGHS[(address.firstBoroughName ?? '').toUpperCase()];
  if (borough) divisions.push(`${NYC}/borough:${borough.borough}`, `${NY}/county:${borough.county}`);
  return divisions;
}

function toMatch(address: TGeoclientAddress): TGeoMatch | null {
  if (!['00', '01'].includes(address.geosupportReturnCode ?? '') || !address.boePreferredStreetName)
    return null;
  const street = `${address.houseNumber ?? ''} ${address.boePreferredStreetName.replace(/\s+/g, ' ')}`.trim();
  return {
    address: `${street}, ${address.firstBoroughName ?? ''}, NY ${address.zipCode ?? ''}`.trim(),
    divisions: geoclientDivisions(address),
    coordinates:
      address.latitude && address.longitude ? { lon: address.longitude, lat: address.latitude } : null,
  };
}

function requestUrl(baseUrl: string, query: TAddressQuery): URL {
  const base = baseUrl.replace(/\/$/, '');
  if (query.kind === 'oneline') {
    const url = new URL(`${base}/search.json`);
    url.searchParams.set('input', query.address);
    return url;
  }
  const [, houseNumber = '', street = query.street] = /^\s*(\d[\w-]*)\s+(.+)$/.exec(query.street) ?? [];
  const url = new URL(`${base}/address.json`);
  for (const [key, value] of Object.entries({ houseNumber, street, zip: query.zip }))
    url.searchParams.set(key, value);
  return url;
}

export function createNycGeoclientProvider(options: {
  baseUrl: string;
  key: string;
  timeoutMs: number;
  /** Retries, circuit and budget (resilience.ts); without it, getJson's defaults (retries only). */
  outbound?: TOutbound;
}): GeocodingProvider {
  const name = 'nyc-geoclient';
  return {
    name,
    async lookup(query) {
      const { status, body } = await getJson(name, requestUrl(options.baseUrl, query), {
        timeoutMs: options.timeoutMs,
        outbound: options.outbound,
        headers: { 'Ocp-Apim-Subscription-Key': options.key },
      });
      if (status === 401 || status === 403)
        throw new ProviderError(name, `refused the key (${status})`, { reason: 'refused' });
      if (status !== 200) return null;
      const answer = body as {
        address?: TGeoclientAddress;
        results?: Array<{ response?: TGeoclientAddress }>;
      };
      const address = answer.address ?? answer.results?.[0]?.response;
      return address ? toMatch(address) : null;
    },
  };
}

import { slug } from '../../../shared/divisions';
import { stateCode } from '../../../shared/constants/states';
import { getJson, ProviderError } from '../http';
import type { TOutbound } from '../resilience';
import type { GeocodingProvider, TAddressQuery, TGeoMatch } from './types';

/**
 * US Census Geocoder (keyless): congressional, state senate and assembly districts, county and place.
 * Layer names carry the vintage ("119th Congressional Districts", "2024 State Legislative Districts -
 * Upper"), so they are matched by their endings and read from BASENAME.
 */
const COMMON_PARAMS = {
  benchmark: 'Public_AR_Current',
  vintage: 'Current_Current',
  format: 'json',
  layers: 'all',
};
// New York City's counties are its boroughs.
const NYC_BOROUGH_BY_COUNTY: Record<string, string> = {
  kings: 'brooklyn',
  new_york: 'manhattan',
  queens: 'queens',
  bronx: 'bronx',
  richmond: 'staten_island',
};

type TGeography = { BASENAME?: string; NAME?: string };
type TGeographies = Record<string, TGeography[] | undefined>;
type TCensusMatch = {
  matchedAddress: string;
  coordinates: { x: number; y: number };
  geographies: TGeographies;
};

function layer(geographies: TGeographies, ending: RegExp): TGeography | undefined {
  const key = Object.keys(geographies).find((name) => ending.test(name));
  return key ? geographies[key]?.[0] : undefined;
}

const districtNumber = (geography: TGeography | undefined) => {
  const value = geography?.BASENAME?.replace(/^0+(?=\d)/, '');
  return value && /^\d+$/.test(value) ? value : undefined;
};

/** Census geographies → OCD division ids. */
function censusDivisions(geographies: TGeographies): string[] {
  const code = stateCode(layer(geographies, /^States$/)?.NAME ?? '')?.toLowerCase();
  if (!code) return [];
  const state = `ocd-division/country:us/state:${code}`;
  const divisions = [state];
  const cd = districtNumber(layer(geographies, /Congressional Districts$/));
  const upper = districtNumber(layer(geographies, /State Legislative Districts - Upper$/));
  const lower = districtNumber(layer(geographies, /State Legislative Districts - Lower$/));
  if (cd) divisions.push(`${state}/cd:${cd}`);
  if (upper) divisions.push(`${state}/sldu:${upper}`);
  if (lower) divisions.push(`${state}/sldl:${lower}`);
  const county = slug((layer(geographies, /^Counties$/)?.BASENAME ?? '').replace(/\s+County$/i, ''));
  if (county) divisions.push(`${state}/county:${county}`);
  const place = slug(
    (layer(geographies, /Incorporated Places$/)?.BASENAME ?? '').replace(/\s+(city|town|village)$/i, ''),
  );
  if (place) divisions.push(`${state}/place:${place}`);
  const borough = code === 'ny' && place === 'new_york' ? NYC_BOROUGH_BY_COUNTY[county] : undefined;
  if (borough) divisions.push(`${state}/place:new_york/borough:${borough}`);
  return divisions;
}

export function createCensusProvider({
  baseUrl,
  timeoutMs,
  outbound,
}: {
  baseUrl: string;
  timeoutMs: number;
  /** Retries, circuit and budget (resilience.ts); without it, getJson's defaults (retries only). */
  outbound?: TOutbound;
}): GeocodingProvider {
  const name = 'census';
  function requestUrl(query: TAddressQuery): URL {
    const url = new URL(
      `${baseUrl.replace(/\/$/, '')}/geographies/${query.kind === 'oneline' ? 'onelineaddress' : 'address'}`,
    );
    const params: Record<string, string> =
      query.kind === 'oneline'
        ? { address: query.address }
        : { street: query.street, city: query.city, state: query.state, zip: query.zip };
    for (const [key, value] of Object.entries({ ...params, ...COMMON_PARAMS }))
      url.searchParams.set(key, value);
    return url;
  }
  return {
    name,
    async lookup(query): Promise<TGeoMatch | null> {
      const { status, body } = await getJson(name, requestUrl(query), { timeoutMs, outbound });
      const matches = (body as { result?: { addressMatches?: TCensusMatch[] } } | null)?.result
        ?.addressMatches;
      if (status !== 200 || !Array.isArray(matches))
        throw new ProviderError(name, `unexpected answer (${status})`);
      const match = matches[0];
      if (!match) return null;
      return {
        address: match.matchedAddress,
        divisions: censusDivisions(match.geographies ?? {}),
        coordinates: { lon: match.coordinates.x, lat: match.coordinates.y },
      };
    },
  };
}

import { ALL_OFFICES } from './constants/offices';
import { stateCode, stateName } from './constants/states';

/**
 * Open Civic Data division ids: the one mapping between a candidate's (state, office, district) and the
 * divisions an address lies in. An address lookup yields a set of ids; a ballot is the candidates whose
 * division is in the set.
 */
type TDivisionScope =
  | 'state'
  | 'cd'
  | 'sldu'
  | 'sldl'
  | 'place'
  | 'council_district'
  | 'borough'
  | 'county'
  | 'school_district'
  | 'court_of_appeals'
  | 'justice_precinct'
  | 'community_college_district';

const OFFICE_SCOPE: Record<string, TDivisionScope> = {
  'House of Representatives': 'cd',
  Senate: 'state',
  Governor: 'state',
  AG: 'state',
  'State Senate': 'sldu',
  'State HOR': 'sldl',
  'State Supreme Court': 'state',
  Auditor: 'state',
  Treasurer: 'state',
  'Corporation Commission': 'state',
  'School Superintendent': 'state',
  Mayor: 'place',
  'Public Advocate': 'place',
  Comptroller: 'place',
  'City Council': 'council_district',
  'Borough President': 'borough',
  'County Prosecutor': 'county',
  Council: 'county',
  Commission: 'county',
  'Common Pleas': 'county',
  Engineer: 'county',
  Recorder: 'county',
  Sheriff: 'county',
  'Clerk of Courts': 'county',
  'County Assessor': 'county',
  'County Attorney': 'county',
  'County Recorder': 'county',
  'County Sheriff': 'county',
  'County Treasurer': 'county',
  'Board of Supervisors': 'county',
  'County Executive': 'county',
  'County Board of Commissioners': 'county',
  'District Attorney': 'county',
  'City Court': 'county',
  'Civil Court': 'county',
  "Surrogate's Court": 'county',
  'District Court of Appeals': 'court_of_appeals',
  'Board of Education': 'school_district',
  'School Board': 'school_district',
  'Constable General': 'justice_precinct',
  'Justice of Peace': 'justice_precinct',
  'Community College District': 'community_college_district',
};

function officeScope(office: string): TDivisionScope | undefined {
  return OFFICE_SCOPE[office];
}

export const OFFICES_WITHOUT_SCOPE = ALL_OFFICES.filter((office) => !OFFICE_SCOPE[office]);

const COUNTRY = 'ocd-division/country:us';
const NYC = 'new_york';
// New York City's boroughs are counties with other names; district offices may use either.
const NYC_BOROUGH_COUNTY: Record<string, string> = {
  manhattan: 'new_york',
  brooklyn: 'kings',
  queens: 'queens',
  bronx: 'bronx',
  the_bronx: 'bronx',
  staten_island: 'richmond',
};

/** OCD ids are lower case with underscores: 'Staten Island' → 'staten_island', "St. Mary's" → 'st._marys'. */
export function slug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9_.~-]/g, '');
}

const districtNumber = (district: string) => /(\d+)\s*$/.exec(district)?.[1]?.replace(/^0+(?=\d)/, '');
const withoutSuffix = (district: string, suffix: RegExp) => district.replace(suffix, '').trim();

export type TDivisionInput = { state: string; office: string; district: string };

/** The division a candidate runs in, or null when the office or state gives none (e.g. state 'N/A'). */
export function toDivisionId({ state, office, district }: TDivisionInput): string | null {
  const code = stateCode(state)?.toLowerCase();
  const scope = officeScope(office);
  if (!code || !scope) return null;
  const base = `${COUNTRY}/state:${code}`;
  const isNewYork = code === 'ny';
  const number = districtNumber(district);
  switch (scope) {
    case 'state':
      return base;
    case 'cd':
    case 'sldu':
    case 'sldl':
    case 'court_of_appeals':
      return number ? `${base}/${scope}:${number}` : null;
    case 'place': {
      const city = isNewYork && (!district || /new york|nyc/i.test(district)) ? NYC : slug(district);
      return city ? `${base}/place:${city}` : null;
    }
    case 'council_district': {
      if (!number) return null;
      const city =
        slug(withoutSuffix(district, /(,?\s*(district|council district)?\s*\d+)$/i)) ||
        (isNewYork ? NYC : '');
      return city
        ? `${base}/place:${city === 'new_york_city' || city === 'nyc' ? NYC : city}/council_district:${number}`
        : null;
    }
    case 'borough': {
      const borough = slug(district);
      return isNewYork && NYC_BOROUGH_COUNTY[borough]
        ? `${base}/place:${NYC}/borough:${borough === 'the_bronx' ? 'bronx' : borough}`
        : null;
    }
    case 'county': {
      const county = slug(withoutSuffix(district, /\s+county$/i));
      if (!county) return null;
      return `${base}/county:${isNewYork ? (NYC_BOROUGH_COUNTY[county] ?? county) : county}`;
    }
    default: {
      const area = slug(district);
      return area ? `${base}/${scope}:${area}` : null;
    }
  }
}

export type TParsedDivision = { state: string; scope: TDivisionScope; value: string | null; place?: string };

/** The other direction: what a division id says (state name, kind of area, its number or name). */
export function parseDivisionId(id: string): TParsedDivision | null {
  const match = /^ocd-division\/country:us\/state:([a-z]{2})((?:\/[a-z_]+:[a-z0-9_.~-]+)*)$/.exec(id);
  const state = match && stateName(match[1]!);
  if (!match || !state) return null;
  const parts = match[2]!
    .split('/')
    .filter(Boolean)
    .map((part) => part.split(':') as [string, string]);
  if (parts.length === 0) return { state, scope: 'state', value: null };
  const [kind, value] = parts.at(-1)!;
  const place = parts.find(([type]) => type === 'place')?.[1];
  if (kind === 'place') return { state, scope: 'place', value };
  return { state, scope: kind as TDivisionScope, value, ...(place ? { place } : {}) };
}

/** The divisions containing a division: a council district lies in its city and state, and so on. */
export function enclosingDivisions(id: string): string[] {
  const parts = id.split('/');
  return parts.slice(2).map((_, index) => parts.slice(0, index + 3).join('/'));
}

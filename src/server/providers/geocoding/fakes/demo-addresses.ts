/**
 * Made-up but plausible addresses the fake geocoders answer, for tests and offline development
 * (`npm run dev:fakes`). District numbers follow the documented examples; they are demo data.
 */
export type TDemoAddress = {
  /** What a visitor types; the fakes match it case- and punctuation-insensitively. */
  input: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  matchedAddress: string;
  lon: number;
  lat: number;
  stateName: string;
  county: string;
  place: string | null;
  cd: string;
  sldu: string;
  sldl: string;
  /** NYC council district (Geoclient and Google answer it; Census does not). */
  council: string | null;
  borough: string | null;
};

export const DEMO_ADDRESSES: TDemoAddress[] = [
  {
    input: '123 Main St, Brooklyn, NY 11217',
    street: '123 Main St',
    city: 'Brooklyn',
    state: 'NY',
    zip: '11217',
    matchedAddress: '123 MAIN ST, BROOKLYN, NY, 11217',
    lon: -73.9812,
    lat: 40.6826,
    stateName: 'New York',
    county: 'Kings County',
    place: 'New York city',
    cd: '10',
    sldu: '25',
    sldl: '52',
    council: '33',
    borough: 'BROOKLYN',
  },
  {
    input: '227 East 2nd Street, New York, NY 10009',
    street: '227 East 2nd Street',
    city: 'New York',
    state: 'NY',
    zip: '10009',
    matchedAddress: '227 E 2ND ST, NEW YORK, NY, 10009',
    lon: -73.9815,
    lat: 40.7219,
    stateName: 'New York',
    county: 'New York County',
    place: 'New York city',
    cd: '12',
    sldu: '26',
    sldl: '74',
    council: '2',
    borough: 'MANHATTAN',
  },
  {
    input: '59 Maiden Ln, New York, NY 10038',
    street: '59 Maiden Ln',
    city: 'New York',
    state: 'NY',
    zip: '10038',
    matchedAddress: '59 MAIDEN LN, NEW YORK, NY, 10038',
    lon: -74.0083,
    lat: 40.7081,
    stateName: 'New York',
    county: 'New York County',
    place: 'New York city',
    cd: '10',
    sldu: '26',
    sldl: '65',
    council: '1',
    borough: 'MANHATTAN',
  },
  {
    input: '400 S Orange Ave, Orlando, FL 32801',
    street: '400 S Orange Ave',
    city: 'Orlando',
    state: 'FL',
    zip: '32801',
    matchedAddress: '400 S ORANGE AVE, ORLANDO, FL, 32801',
    lon: -81.3792,
    lat: 28.5383,
    stateName: 'Florida',
    county: 'Orange County',
    place: 'Orlando city',
    cd: '10',
    sldu: '15',
    sldl: '40',
    council: null,
    borough: null,
  },
];

const key = (text: string) =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

export function findDemoAddress(text: string): TDemoAddress | undefined {
  const wanted = key(text);
  return DEMO_ADDRESSES.find(
    (demo) =>
      key(demo.input) === wanted ||
      key(demo.matchedAddress) === wanted ||
      key(`${demo.street} ${demo.city} ${demo.state} ${demo.zip}`) === wanted,
  );
}

export function findDemoByStreet(street: string, zip: string): TDemoAddress | undefined {
  return DEMO_ADDRESSES.find((demo) => key(demo.street) === key(street) && demo.zip === zip);
}

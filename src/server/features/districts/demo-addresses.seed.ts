import type { Seeder } from '../../db/seeder';
import { slug } from '../../../shared/divisions';
import { createDemoAddresses } from './districts.repository';
import { normaliseAddress } from './geocode-cache';

/**
 * Made-up but plausible addresses with the districts the demo candidates run in. The demo seeder stores
 * them in `demo_addresses`, which answers them when no live geocoder can (offline, say); the fake
 * geocoders of the tests and `npm run dev:fakes` answer the same addresses in each service's own shape.
 */
export type TDemoAddress = {
  /** As a visitor types it, with its ZIP code; the home page offers the examples among them as buttons. */
  input: string;
  isExample: boolean;
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
    isExample: true,
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
    isExample: true,
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
    isExample: true,
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
    isExample: false,
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

/** The divisions an address lies in, as the live geocoders and the council boundaries would give them. */
export function demoDivisions(demo: TDemoAddress): string[] {
  const state = `ocd-division/country:us/state:${demo.state.toLowerCase()}`;
  const city = demo.place && `${state}/place:${slug(demo.place.replace(/\s+city$/i, ''))}`;
  return [
    state,
    `${state}/cd:${demo.cd}`,
    `${state}/sldu:${demo.sldu}`,
    `${state}/sldl:${demo.sldl}`,
    `${state}/county:${slug(demo.county.replace(/\s+County$/i, ''))}`,
    ...(city ? [city] : []),
    ...(city && demo.borough ? [`${city}/borough:${slug(demo.borough)}`] : []),
    ...(city && demo.council ? [`${city}/council_district:${demo.council}`] : []),
  ];
}

export const demoAddressesSeeder: Seeder = {
  name: 'demo addresses',
  run: (trx) =>
    createDemoAddresses(
      trx,
      DEMO_ADDRESSES.map((demo, position) => ({
        address: demo.input,
        addressKey: normaliseAddress(demo.input),
        matchedAddress: demo.matchedAddress,
        divisions: demoDivisions(demo),
        isExample: demo.isExample,
        position,
      })),
    ),
};

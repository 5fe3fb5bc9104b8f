import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../../app';
import { createAppDeps } from '../../app-deps';
import { seedDemoContent } from '../../db/seed';
import { DEMO_SEEDERS } from '../../demo-seeders';
import { startFakeGeocoders, type FakeGeocoders } from '../../providers/geocoding/fakes/fake-geocoders';
import { findFreePort } from '../../testing/server-process';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { silentLogger } from '../../testing/test-database';
import { demoAddressesSeeder } from './demo-addresses.seed';
import { LOOKUP_MESSAGES } from '../../../shared/constants/address-lookup';
import { getBallotByAddress } from './districts.service';
import { signedInAs } from '../../testing/accounts';
import type { TRace } from '../../../shared/schemas/candidates';
import { FAKE_SERVICE_TIMEOUT_MS } from '../../providers/fake-service-timeout';

const BROOKLYN = '123 Main St, Brooklyn, NY 11217';
const ORLANDO = '400 S Orange Ave, Orlando, FL 32801';
const REAL_ADDRESS = '350 5th Ave, New York, NY 10118';
const CANNOT_LOOK_UP = `${LOOKUP_MESSAGES.offline} ${LOOKUP_MESSAGES.offlineExamples}`;

const trpcQuery = async (app: FastifyInstance, procedure: string, input?: unknown) => {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await app.inject(`/trpc/districts.${procedure}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().result.data;
};
const search = (app: FastifyInstance, address: string) => trpcQuery(app, 'search', { address });
const getDistrict = (app: FastifyInstance, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/newCandidate/getDistrict', payload });
/** The candidates' names on a tRPC ballot, whose races are labelled. */
const namesIn = (races: TRace[]) => races.flatMap((race) => race.candidates.map(({ fullName }) => fullName));
/** The candidates' names in a REST answer, whose races are unlabelled lists. */
const restNamesIn = (races: Array<Array<{ fullName: string }>>) =>
  races.flat().map((candidate) => candidate.fullName);

describe('the demo without the internet', () => {
  // The default provider chain; with no keys set that is the Census Geocoder alone, here unreachable.
  let offline: TestApp;
  let withoutDemo: TestApp;

  beforeAll(async () => {
    // A free port is one nobody listens on: requests to it are refused, as they are offline.
    const env = { CENSUS_GEOCODER_URL: `http://127.0.0.1:${await findFreePort()}` };
    offline = await createTestApp({ env });
    await seedDemoContent(offline.database.db, silentLogger, DEMO_SEEDERS);
    withoutDemo = await createTestApp({ env });
  });
  afterAll(async () => {
    await offline.close();
    await withoutDemo.close();
  });

  it('offers three example addresses with their ZIP codes, only while the demo content is loaded', async () => {
    expect(await trpcQuery(offline.app, 'exampleAddresses')).toEqual([
      { id: expect.any(String), address: '123 Main St, Brooklyn, NY 11217' },
      { id: expect.any(String), address: '227 East 2nd Street, New York, NY 10009' },
      { id: expect.any(String), address: '59 Maiden Ln, New York, NY 10038' },
    ]);
    expect(await trpcQuery(withoutDemo.app, 'exampleAddresses')).toEqual([]);
  });

  it('answers an example address from the demo data with a full ballot of sample candidates', async () => {
    const result = await search(offline.app, BROOKLYN);
    expect(result).toMatchObject({
      found: true,
      ballot: { address: '123 MAIN ST, BROOKLYN, NY, 11217', isSample: true },
    });
    const offices = result.ballot.races.map((race: TRace) => race.office);
    expect(offices).toEqual([
      'Senate',
      'House of Representatives',
      'Governor',
      'State Senate',
      'State HOR',
      'Mayor',
      'Public Advocate',
      'City Council',
    ]);
    expect(namesIn(result.ballot.races)).toEqual(expect.arrayContaining(['Maya Torres', 'Daniel Brooks']));
    // A demo answer is not a geocoder's: nothing is cached that a later live lookup would have to wait out.
    expect(await offline.database.db.selectFrom('geocodeCache').select('addressKey').execute()).toEqual([]);
  });

  it('answers the structured form and the REST path from the demo data, in the unchanged REST shape', async () => {
    const typed = await getDistrict(offline.app, { address: '227 east 2nd street new york ny 10009' });
    expect(typed.statusCode).toBe(200);
    const body = typed.json();
    expect(Object.keys(body).sort()).toEqual(['data', 'success']);
    expect(Object.keys(body.data).sort()).toEqual(['geo', 'response']);
    expect(body.data.geo).toEqual({ address: '227 E 2ND ST, NEW YORK, NY, 10009' });
    expect(restNamesIn(body.data.response)).toContain('Priya Natarajan');

    const structured = await getDistrict(offline.app, {
      street: '59 Maiden Ln',
      city: 'New York',
      state: 'NY',
      fullState: 'New York',
      postalcode: '10038',
    });
    expect(structured.json()).toMatchObject({ success: true });
    expect(restNamesIn(structured.json().data)).toContain('Grace Liu');
  });

  it('tells a visitor what to try when no address service answers, and keeps the set-up advice for admins', async () => {
    const visitorAnswer = await search(offline.app, REAL_ADDRESS);
    expect(visitorAnswer).toEqual({ found: false, reasons: ['offline', 'offlineExamples'] });
    expect(CANNOT_LOOK_UP).toMatch(/Check that the address has a house number, street, city and ZIP code/);
    expect(CANNOT_LOOK_UP).toMatch(/example addresses on the home page/);
    expect(CANNOT_LOOK_UP).toMatch(/try again later/);
    expect(CANNOT_LOOK_UP).not.toMatch(/GEOCODER_PROVIDERS|Census|README|server/);
    expect((await getDistrict(offline.app, { address: REAL_ADDRESS })).json()).toEqual({
      success: false,
      message: CANNOT_LOOK_UP,
    });

    const { cookie } = await signedInAs(offline.app, offline.database.db, 'admin');
    const forAdmin = `${CANNOT_LOOK_UP} ${LOOKUP_MESSAGES.offlineAdvice}`;
    expect(LOOKUP_MESSAGES.offlineAdvice).toMatch(
      /US Census Geocoder.*GEOCODER_PROVIDERS.*"Finding a voter's candidates" in the README/,
    );
    const adminSearch = await offline.app.inject({
      url: `/trpc/districts.search?input=${encodeURIComponent(JSON.stringify({ address: REAL_ADDRESS }))}`,
      headers: { cookie },
    });
    expect(adminSearch.json().result.data).toEqual({
      found: false,
      reasons: ['offline', 'offlineExamples', 'offlineAdvice'],
    });
    const adminRest = await offline.app.inject({
      method: 'POST',
      url: '/api/newCandidate/getDistrict',
      payload: { address: REAL_ADDRESS },
      headers: { cookie },
    });
    expect(adminRest.json()).toEqual({ success: false, message: forAdmin });
  });

  it('logs the set-up advice each time an address cannot be looked up', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const deps = {
      db: offline.database.db,
      geocoding: offline.deps.geocoding,
      logger,
      now: offline.deps.clock,
    };
    await getBallotByAddress(deps, REAL_ADDRESS, { clientAddress: '192.0.2.50' });
    expect(lines.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ level: 40, msg: LOOKUP_MESSAGES.offlineAdvice }),
    );
  });

  it('answers nothing from the demo data on a database without the demo content, and offers no examples', async () => {
    expect(await search(withoutDemo.app, BROOKLYN)).toEqual({
      found: false,
      reasons: ['offline'],
    });
  });

  it('keeps the demo addresses silent while the demo-content flag is unset, even with the table filled', async () => {
    await withoutDemo.database.db.transaction().execute((trx) => demoAddressesSeeder.run(trx));
    try {
      expect(await trpcQuery(withoutDemo.app, 'exampleAddresses')).toEqual([]);
      expect(await search(withoutDemo.app, BROOKLYN)).toEqual({
        found: false,
        reasons: ['offline'],
      });
    } finally {
      await withoutDemo.database.db.deleteFrom('demoAddresses').execute();
    }
  });
});

describe('the demo with a live geocoder', () => {
  let fakes: FakeGeocoders;
  let t: TestApp;
  let censusOnly: FastifyInstance;

  beforeAll(async () => {
    fakes = await startFakeGeocoders();
    // NYC Geoclient knows only New York City, so the Orlando demo address is "no such address" to it.
    t = await createTestApp({
      env: {
        GEOCODER_PROVIDERS: 'nyc-geoclient',
        GEOCODER_TIMEOUT_MS: String(FAKE_SERVICE_TIMEOUT_MS),
        NYC_GEOCLIENT_URL: fakes.baseUrls.geoclient,
        NYC_GEOCLIENT_KEY: 'test-key',
      },
    });
    await seedDemoContent(t.database.db, silentLogger, DEMO_SEEDERS);
    censusOnly = await buildApp(
      createAppDeps({
        config: testConfig({
          GEOCODER_PROVIDERS: 'census',
          GEOCODER_TIMEOUT_MS: String(FAKE_SERVICE_TIMEOUT_MS),
          CENSUS_GEOCODER_URL: fakes.baseUrls.census,
        }),
        database: t.database,
        logger: silentLogger,
      }),
    );
  });
  afterAll(async () => {
    await censusOnly.close();
    await t.close();
    await fakes.close();
  });
  beforeEach(async () => {
    fakes.setMode('geoclient', 'normal');
    fakes.setMode('census', 'normal');
    await t.database.db.deleteFrom('geocodeCache').execute();
  });

  it("prefers the live service's answer, and still marks the demo's candidates as sample data", async () => {
    expect(await search(t.app, BROOKLYN)).toMatchObject({
      found: true,
      ballot: { address: '123 MAIN ST, BROOKLYN, NY 11217', isSample: true },
    });
    expect(fakes.requests.geoclient).toBeGreaterThan(0);
  });

  it('answers a demo address the live service does not know from the demo data', async () => {
    const result = await search(t.app, ORLANDO);
    expect(result).toMatchObject({
      found: true,
      ballot: { address: '400 S ORANGE AVE, ORLANDO, FL, 32801' },
    });
    expect(namesIn(result.ballot.races)).toEqual(expect.arrayContaining(['Julia Santos', 'Denise Harper']));
    expect(await search(t.app, '1 Nowhere Road, Atlantis')).toEqual({
      found: false,
      reasons: ['noMatch'],
    });
  });

  it.each(['server-error', 'rate-limited', 'hang'] as const)(
    "keeps 'not answering' when the service is reachable but %s, for any address",
    async (mode) => {
      fakes.setMode('geoclient', mode);
      fakes.setMode('census', mode);
      const unavailable = { found: false, reasons: ['unavailable'] };
      expect(await search(t.app, REAL_ADDRESS)).toEqual(unavailable);
      expect(await search(t.app, BROOKLYN)).toEqual(unavailable);
      expect(await search(censusOnly, REAL_ADDRESS)).toEqual(unavailable);
    },
  );
});

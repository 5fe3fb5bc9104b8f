import { startFakeGeocoders, type FakeGeocoders } from '../../providers/geocoding/fakes/fake-geocoders';
import { seedDemoContent } from '../../db/seed';
import { DEMO_SEEDERS } from '../../demo-seeders';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { silentLogger } from '../../testing/test-database';
import { importBoundaries } from './boundaries-import';
import { DEMO_ADDRESSES } from './demo-addresses.seed';
import { divisionsContaining } from './boundaries';
import { LOOKUP_MESSAGES } from '../../../shared/constants/address-lookup';
import { ADDRESS_LOOKUP_LIMIT, getBallotByAddress } from './districts.service';
import type { TRace } from '../../../shared/schemas/candidates';
import { FAKE_SERVICE_TIMEOUT_MS } from '../../providers/fake-service-timeout';

const BROOKLYN = '123 Main St, Brooklyn, NY 11217';

describe('address search', () => {
  let fakes: FakeGeocoders;
  let t: TestApp;
  const getDistrict = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/newCandidate/getDistrict', payload });
  const resetFakes = () => {
    for (const service of ['census', 'geoclient', 'civic'] as const) {
      fakes.setMode(service, 'normal');
      fakes.requests[service] = 0;
    }
    // Failures in one test must not open a circuit for the next.
    t.deps.outbound.circuits?.reset();
  };

  beforeAll(async () => {
    fakes = await startFakeGeocoders();
    t = await createTestApp({
      env: {
        GEOCODER_PROVIDERS: 'nyc-geoclient,census,boundaries',
        GEOCODER_TIMEOUT_MS: String(FAKE_SERVICE_TIMEOUT_MS),
        CENSUS_GEOCODER_URL: fakes.baseUrls.census,
        NYC_GEOCLIENT_URL: fakes.baseUrls.geoclient,
        NYC_GEOCLIENT_KEY: 'test-key',
        // The per-visitor limit is tested here; the shared budget has its own block below.
        GEOCODER_CALLS_PER_MINUTE: '1000',
      },
    });
    await seedDemoContent(t.database.db, silentLogger, DEMO_SEEDERS);
  });
  afterAll(async () => {
    await t.close();
    await fakes.close();
  });
  beforeEach(async () => {
    resetFakes();
    await t.database.db.deleteFrom('geocodeCache').execute();
  });

  it('answers a home-page address with races, federal first, and the resolved address', async () => {
    const response = await getDistrict({ address: BROOKLYN });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    // Geoclient comes first in this chain, and answers in its own words.
    expect(body.data.geo).toEqual({ address: '123 MAIN ST, BROOKLYN, NY 11217' });
    const offices = body.data.response.map((race: Array<{ office: string }>) => race[0]!.office);
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
    const council = body.data.response.at(-1);
    expect(council.map((candidate: { fullName: string }) => candidate.fullName).sort()).toEqual([
      'Daniel Brooks',
      'Maya Torres',
    ]);
    expect(Object.keys(council[0]).sort()).toEqual([
      '_id',
      'district',
      'fullName',
      'headshot',
      'office',
      'party',
      'recommendationReason',
      'recommended',
      'translations',
    ]);
    // The demo recommends Maya Torres: the search answers the organisation's recommendation with her, its
    // reason in every language written (my ballot keeps it and shows the page's, ADR 44), the analysis not.
    expect(council.find((candidate: { fullName: string }) => candidate.fullName === 'Maya Torres')).toEqual(
      expect.objectContaining({
        recommended: true,
        recommendationReason: expect.stringMatching(/rent stabilisation/),
        translations: {
          es: { recommendationReason: expect.stringMatching(/estabilización de los alquileres/) },
        },
      }),
    );
    expect(
      council.find((candidate: { fullName: string }) => candidate.fullName === 'Daniel Brooks'),
    ).toMatchObject({
      recommended: false,
      recommendationReason: null,
      translations: {},
    });
  });

  it('keeps a found ballot for the next search of the place, and shows a change to its candidates at once', async () => {
    const councilNames = async () => {
      const response = await getDistrict({ address: BROOKLYN });
      return response
        .json()
        .data.response.at(-1)
        .map((candidate: { fullName: string }) => candidate.fullName)
        .sort();
    };
    expect(await councilNames()).toEqual(['Daniel Brooks', 'Maya Torres']);
    const renamed = (from: string, to: string) =>
      t.database.db.updateTable('candidates').set({ fullName: to }).where('fullName', '=', from).execute();
    await renamed('Maya Torres', 'Maya Torres-Ruiz');
    try {
      expect(await councilNames()).toEqual(['Daniel Brooks', 'Maya Torres-Ruiz']);
    } finally {
      await renamed('Maya Torres-Ruiz', 'Maya Torres');
    }
    expect(await councilNames()).toEqual(['Daniel Brooks', 'Maya Torres']);
  });

  it('answers the structured form with groups of candidates', async () => {
    const response = await getDistrict({
      street: '59 Maiden Ln',
      city: 'New York',
      state: 'NY',
      fullState: 'New York',
      postalcode: '10038',
    });
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.flat().map((candidate: { fullName: string }) => candidate.fullName)).toContain(
      'Grace Liu',
    );
  });

  it('falls through to the next provider when one fails, and says why when all do', async () => {
    fakes.setMode('geoclient', 'server-error');
    expect((await getDistrict({ address: BROOKLYN })).json().success).toBe(true);
    // A 500 is retried (ADR 0020) before the next provider is asked.
    expect(fakes.requests.geoclient).toBeGreaterThanOrEqual(1);
    expect(fakes.requests.census).toBe(1);

    await t.database.db.deleteFrom('geocodeCache').execute();
    fakes.setMode('geoclient', 'hang');
    fakes.setMode('census', 'rate-limited');
    const response = await getDistrict({ address: BROOKLYN });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: false, message: LOOKUP_MESSAGES.unavailable });
  });

  it('finds the council district through the Census path by point in polygon', async () => {
    fakes.setMode('geoclient', 'server-error');
    const races = (await getDistrict({ address: BROOKLYN })).json().data.response;
    expect(races.at(-1)[0].office).toBe('City Council');
    expect(fakes.requests.census).toBe(1);
  });

  it('answers a cached address without asking any provider, and caches "no match" too', async () => {
    await getDistrict({ address: BROOKLYN });
    await getDistrict({ address: '1 Nowhere Road, Atlantis' });
    resetFakes();
    expect((await getDistrict({ address: '123 main st.  brooklyn ny 11217' })).json().success).toBe(true);
    expect((await getDistrict({ address: '1 NOWHERE ROAD ATLANTIS' })).json()).toEqual({
      success: false,
      message: LOOKUP_MESSAGES.noMatch,
    });
    expect(fakes.requests).toEqual({ census: 0, geoclient: 0, civic: 0 });
    const rows = await t.database.db.selectFrom('geocodeCache').select(['result', 'expiresAt']).execute();
    const ttlDays = rows
      .map((row) => Math.round((row.expiresAt.getTime() - Date.now()) / 86_400_000))
      .sort((a, b) => a - b);
    expect(ttlDays).toEqual([1, 30]);
  });

  it('refuses an empty address, an over-long one and a bad structured form without a 500', async () => {
    expect((await getDistrict({ address: '   ' })).json()).toEqual({
      success: false,
      message: LOOKUP_MESSAGES.empty,
    });
    const tooLong = await getDistrict({ address: 'x'.repeat(301) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      success: false,
      message: 'address: the address must be at most 300 characters long',
    });
    const badZip = await getDistrict({
      street: '1 Main St',
      city: 'New York',
      state: 'NY',
      postalcode: '1003',
    });
    expect(badZip.statusCode).toBe(400);
    expect(badZip.json().fieldErrors).toEqual({ postalcode: ['must contains 5 digits only'] });
    const badChars = await getDistrict({
      street: '1 Main St #4',
      city: 'New/York',
      state: 'NY',
      postalcode: '10038',
    });
    expect(badChars.json().fieldErrors).toEqual({
      street: ['contains invalid characters'],
      city: ['contains invalid characters'],
    });
    expect((await t.app.inject({ method: 'POST', url: '/api/newCandidate/getDistrict' })).statusCode).toBe(
      400,
    );
    expect(fakes.requests).toEqual({ census: 0, geoclient: 0, civic: 0 });
  });

  it('serves the same search over tRPC', async () => {
    const response = await t.app.inject(
      `/trpc/districts.search?input=${encodeURIComponent(JSON.stringify({ address: BROOKLYN }))}`,
    );
    expect(response.json().result.data).toMatchObject({
      found: true,
      ballot: { address: '123 MAIN ST, BROOKLYN, NY 11217' },
    });
  });

  it('labels each race of the tRPC answer with its office and district, federal to local; REST keeps unlabelled lists', async () => {
    const query = encodeURIComponent(JSON.stringify({ address: BROOKLYN }));
    const { ballot } = (await t.app.inject(`/trpc/districts.search?input=${query}`)).json().result.data;
    const races = ballot.races as TRace[];
    expect(races.map((race) => race.office)).toEqual([
      'Senate',
      'House of Representatives',
      'Governor',
      'State Senate',
      'State HOR',
      'Mayor',
      'Public Advocate',
      'City Council',
    ]);
    expect(races.at(-1)).toMatchObject({ office: 'City Council', district: '33' });
    for (const race of races) {
      expect(Object.keys(race).sort()).toEqual(['candidates', 'district', 'office']);
      for (const candidate of race.candidates) {
        expect(candidate).toMatchObject({ office: race.office, district: race.district });
      }
    }

    const rest = (await getDistrict({ address: BROOKLYN })).json();
    expect(rest.data.response).toEqual(
      races.map((race) => race.candidates.map(({ id, ...candidate }) => ({ _id: id, ...candidate }))),
    );
  });

  // Last in this block: it spends the share of the address every injected request comes from.
  it('limits the lookups each address sends to the geocoders, never a cached one, and refuses without a write', async () => {
    await getDistrict({ address: BROOKLYN });
    const visitor = '127.0.0.1';
    const deps = { db: t.database.db, geocoding: t.deps.geocoding, logger: silentLogger, now: t.deps.clock };
    const hits = async () => {
      const rows = await t.database.db
        .selectFrom('rateLimits')
        .select('hits')
        .where('bucket', '=', ADDRESS_LOOKUP_LIMIT.bucket)
        .where('key', '=', visitor)
        .execute();
      return rows.reduce((sum, row) => sum + row.hits, 0);
    };
    // The searches above spent part of this share already.
    for (let n = await hits(); n < ADDRESS_LOOKUP_LIMIT.limit; n++)
      await getBallotByAddress(deps, `${n} Nowhere Road, Atlantis`, { clientAddress: visitor });
    resetFakes();
    expect(await hits()).toBe(ADDRESS_LOOKUP_LIMIT.limit);

    const refused = await getDistrict({ address: '999 Unknown Avenue, Atlantis' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      code: 'TOO_MANY_REQUESTS',
      message: ADDRESS_LOOKUP_LIMIT.message,
    });
    expect(refused.headers['retry-after']).toBe('600');
    const overTrpc = await t.app.inject(
      `/trpc/districts.search?input=${encodeURIComponent(JSON.stringify({ address: '998 Unknown Avenue' }))}`,
    );
    expect(overTrpc.statusCode).toBe(429);
    expect(fakes.requests).toEqual({ census: 0, geoclient: 0, civic: 0 });
    expect(await hits()).toBe(ADDRESS_LOOKUP_LIMIT.limit);

    // An address already looked up costs the geocoders nothing, so it is still answered.
    expect((await getDistrict({ address: BROOKLYN })).json().success).toBe(true);
    // Another visitor has a share of their own.
    const other = await getBallotByAddress(deps, '999 Unknown Avenue, Atlantis', {
      clientAddress: '192.0.2.99',
    });
    expect(other).toEqual({ found: false, reasons: ['noMatch'] });
    expect(fakes.requests.geoclient).toBe(1);
  });
});

describe('address search when the geocoder hangs, keeps failing or its budget is spent (ADR 0020)', () => {
  let fakes: FakeGeocoders;
  let t: TestApp;
  const getDistrict = (address: string) =>
    t.app.inject({ method: 'POST', url: '/api/newCandidate/getDistrict', payload: { address } });
  const searchOverTrpc = (address: string) =>
    t.app.inject(`/trpc/districts.search?input=${encodeURIComponent(JSON.stringify({ address }))}`);

  let env: Record<string, string>;

  beforeAll(async () => {
    fakes = await startFakeGeocoders();
    env = {
      GEOCODER_PROVIDERS: 'census',
      GEOCODER_TIMEOUT_MS: String(FAKE_SERVICE_TIMEOUT_MS),
      CENSUS_GEOCODER_URL: fakes.baseUrls.census,
      GEOCODER_CALLS_PER_MINUTE: '3',
      PROVIDER_CIRCUIT_FAILURES: '2',
    };
    t = await createTestApp({ env });
    await seedDemoContent(t.database.db, silentLogger, DEMO_SEEDERS);
  });
  afterAll(async () => {
    await t.close();
    await fakes.close();
  });
  beforeEach(async () => {
    fakes.setMode('census', 'normal');
    fakes.requests.census = 0;
    t.deps.outbound.circuits?.reset();
    t.deps.geocoding.budget.reset();
    await t.database.db.deleteFrom('geocodeCache').execute();
    await t.database.db.deleteFrom('rateLimits').execute();
  });

  it('answers within the time-out with a clear message when the geocoder never answers, then stops asking it', async () => {
    fakes.setMode('census', 'hang');
    const response = await getDistrict(BROOKLYN);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: false, message: LOOKUP_MESSAGES.unavailable });
    // A time-out spends the whole budget: no retry.
    expect(fakes.requests.census).toBe(1);

    // The second failure in a row opens the circuit: the next search is told at once, census is not asked.
    await getDistrict(BROOKLYN);
    expect(fakes.requests.census).toBe(2);
    const refused = await searchOverTrpc(BROOKLYN);
    expect(refused.json().result.data).toEqual({ found: false, reasons: ['unavailable'] });
    expect(fakes.requests.census).toBe(2);
  });

  it('refuses an address not in the cache once the geocoder budget is spent, without asking; cached and example addresses still answer', async () => {
    const nowhere = (number: number) => `${number} Nowhere Road, Atlantis`;
    expect((await getDistrict(BROOKLYN)).json().success).toBe(true);
    for (const number of [1, 2])
      expect((await getDistrict(nowhere(number))).json().message).toBe(LOOKUP_MESSAGES.noMatch);
    expect(fakes.requests.census).toBe(3);

    expect((await getDistrict(nowhere(3))).json()).toEqual({ success: false, message: LOOKUP_MESSAGES.busy });
    expect((await searchOverTrpc(nowhere(4))).json().result.data).toEqual({
      found: false,
      reasons: ['busy'],
    });
    expect(fakes.requests.census).toBe(3);
    // From the cache, and from the demo's own address table: no geocoder is asked.
    expect((await searchOverTrpc(BROOKLYN)).json().result.data).toMatchObject({ found: true });
    expect((await getDistrict(nowhere(1))).json().message).toBe(LOOKUP_MESSAGES.noMatch);
    expect((await getDistrict(DEMO_ADDRESSES[1]!.input)).json().success).toBe(true);
    expect(fakes.requests.census).toBe(3);
  });

  it('shares the budget with every replica on the same database', async () => {
    // A second app on the same database stands in for a second replica; its own in-memory budget is untouched.
    const replica = await createTestApp({ env, database: t.database });
    try {
      for (const number of [1, 2, 3]) await getDistrict(`${number} Elsewhere Lane, Atlantis`);
      expect(fakes.requests.census).toBe(3);
      const answer = await replica.app.inject({
        method: 'POST',
        url: '/api/newCandidate/getDistrict',
        payload: { address: '4 Elsewhere Lane, Atlantis' },
      });
      expect(answer.json()).toEqual({ success: false, message: LOOKUP_MESSAGES.busy });
      expect(fakes.requests.census).toBe(3);
    } finally {
      await replica.app.close();
    }
  });
});

describe('boundary import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const square = (west: number, south: number, side: number) => ({
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [west + side, south],
        [west + side, south + side],
        [west, south + side],
        [west, south],
      ],
    ],
  });

  it('imports polygons under the division template and finds the one containing a point', async () => {
    const geojson = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { CounDist: '07' }, geometry: square(-74, 40.8, 0.1) },
        {
          type: 'Feature',
          properties: { CounDist: 8 },
          geometry: { type: 'MultiPolygon', coordinates: [square(-73.9, 40.8, 0.1).coordinates] },
        },
        { type: 'Feature', properties: { CounDist: 9 }, geometry: { type: 'Point', coordinates: [-73, 40] } },
      ],
    };
    const template = 'ocd-division/country:us/state:ny/place:new_york/council_district:{CounDist}';
    expect(await importBoundaries(t.database.db, geojson, { template, source: 'test.geojson' })).toEqual({
      imported: 2,
      skipped: 1,
    });
    expect(await divisionsContaining(t.database.db, { lon: -73.95, lat: 40.85 })).toEqual([
      'ocd-division/country:us/state:ny/place:new_york/council_district:7',
    ]);
    expect(await divisionsContaining(t.database.db, { lon: -73.85, lat: 40.85 })).toEqual([
      'ocd-division/country:us/state:ny/place:new_york/council_district:8',
    ]);
    expect(await divisionsContaining(t.database.db, { lon: -75, lat: 40 })).toEqual([]);
  });

  it('imports a 250,000-point boundary with its exact bounding box and finds the points inside it', async () => {
    // A circle of 250,000 vertices around a made-up district; every quarter turn lands on a vertex, so
    // the box is exactly the centre ± the radius.
    const [lon, lat, radius, vertices] = [-150, 30, 0.05, 250_000];
    const ring = Array.from({ length: vertices + 1 }, (_, index) => {
      const angle = (2 * Math.PI * (index % vertices)) / vertices;
      return [lon + radius * Math.cos(angle), lat + radius * Math.sin(angle)];
    });
    const geojson = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { id: 'big' }, geometry: { type: 'Polygon', coordinates: [ring] } },
      ],
    };
    const template = 'ocd-division/country:us/state:hi/place:{id}';
    expect(await importBoundaries(t.database.db, geojson, { template, source: 'big.geojson' })).toEqual({
      imported: 1,
      skipped: 0,
    });

    const box = await t.database.db
      .selectFrom('boundaries')
      .select(['minLon', 'maxLon', 'minLat', 'maxLat'])
      .where('source', '=', 'big.geojson')
      .executeTakeFirstOrThrow();
    expect(box.minLon).toBeCloseTo(lon - radius, 9);
    expect(box.maxLon).toBeCloseTo(lon + radius, 9);
    expect(box.minLat).toBeCloseTo(lat - radius, 9);
    expect(box.maxLat).toBeCloseTo(lat + radius, 9);
    expect(await divisionsContaining(t.database.db, { lon: lon + 0.03, lat: lat - 0.03 })).toEqual([
      'ocd-division/country:us/state:hi/place:big',
    ]);
    // Inside the box, outside the circle.
    expect(await divisionsContaining(t.database.db, { lon: lon + 0.045, lat: lat + 0.045 })).toEqual([]);
  });

  it('refuses what is not a feature collection, or lacks the template property', async () => {
    await expect(
      importBoundaries(t.database.db, { type: 'Feature' }, { template: 'x', source: 's' }),
    ).rejects.toThrow('not a GeoJSON FeatureCollection');
    const noProperty = {
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: {}, geometry: square(0, 0, 1) }],
    };
    await expect(
      importBoundaries(t.database.db, noProperty, { template: 'a:{CounDist}', source: 's' }),
    ).rejects.toThrow('no "CounDist" property');
  });
});

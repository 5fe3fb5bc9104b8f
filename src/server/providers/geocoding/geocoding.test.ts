import { createCensusProvider } from './census';
import { startFakeGeocoders, type FakeGeocoders } from './fakes/fake-geocoders';
import { createGoogleCivicProvider } from './google-civic';
import { createNycGeoclientProvider } from './nyc-geoclient';
import { ProviderError } from '../http';
import type { GeocodingProvider } from './types';
import { FAKE_SERVICE_TIMEOUT_MS } from '../fake-service-timeout';

const NY = 'ocd-division/country:us/state:ny';
const BROOKLYN = '123 Main St, Brooklyn, NY 11217';

describe('geocoding providers against their fakes', () => {
  let fakes: FakeGeocoders;
  let providers: Record<'census' | 'geoclient' | 'civic', GeocodingProvider>;

  beforeAll(async () => {
    fakes = await startFakeGeocoders();
    const timeoutMs = FAKE_SERVICE_TIMEOUT_MS;
    providers = {
      census: createCensusProvider({ baseUrl: fakes.baseUrls.census, timeoutMs }),
      geoclient: createNycGeoclientProvider({
        baseUrl: fakes.baseUrls.geoclient,
        key: 'test-key',
        timeoutMs,
      }),
      civic: createGoogleCivicProvider({ baseUrl: fakes.baseUrls.civic, key: 'test-key', timeoutMs }),
    };
  });
  afterAll(() => fakes.close());
  afterEach(() => {
    for (const service of ['census', 'geoclient', 'civic'] as const) fakes.setMode(service, 'normal');
  });

  it('census: one-line and structured addresses give the matched address and its districts', async () => {
    const expected = {
      address: '123 MAIN ST, BROOKLYN, NY, 11217',
      coordinates: { lon: -73.9812, lat: 40.6826 },
      divisions: [
        NY,
        `${NY}/cd:10`,
        `${NY}/sldu:25`,
        `${NY}/sldl:52`,
        `${NY}/county:kings`,
        `${NY}/place:new_york`,
        `${NY}/place:new_york/borough:brooklyn`,
      ],
    };
    expect(await providers.census.lookup({ kind: 'oneline', address: BROOKLYN })).toEqual(expected);
    expect(
      await providers.census.lookup({
        kind: 'structured',
        street: '123 Main St',
        city: 'Brooklyn',
        state: 'NY',
        zip: '11217',
      }),
    ).toEqual(expected);
  });

  it('nyc-geoclient: all four NYC districts from one call', async () => {
    const match = await providers.geoclient.lookup({ kind: 'oneline', address: BROOKLYN });
    expect(match?.divisions).toEqual(
      expect.arrayContaining([
        `${NY}/cd:10`,
        `${NY}/sldu:25`,
        `${NY}/sldl:52`,
        `${NY}/place:new_york/council_district:33`,
      ]),
    );
    const structured = await providers.geoclient.lookup({
      kind: 'structured',
      street: '123 Main St',
      city: 'Brooklyn',
      state: 'NY',
      zip: '11217',
    });
    expect(structured?.divisions).toContain(`${NY}/place:new_york/council_district:33`);
  });

  it('google-civic: the division ids as given', async () => {
    const match = await providers.civic.lookup({
      kind: 'oneline',
      address: '227 East 2nd Street, New York, NY 10009',
    });
    expect(match).toMatchObject({ address: '227 East 2nd Street, New York, NY 10009' });
    expect(match?.divisions).toEqual(
      expect.arrayContaining([`${NY}/cd:12`, `${NY}/place:new_york/council_district:2`]),
    );
  });

  it.each(['census', 'geoclient', 'civic'] as const)(
    '%s: an unknown address is no match',
    async (service) => {
      expect(
        await providers[service].lookup({ kind: 'oneline', address: '1 Nowhere Road, Atlantis' }),
      ).toBeNull();
    },
  );

  it.each([
    ['rate-limited', /rate limited \(429\)/],
    ['server-error', /server error \(500\)/],
    ['hang', new RegExp(`no answer within ${FAKE_SERVICE_TIMEOUT_MS} ms`)],
  ] as const)('fails clearly when the service is %s', async (mode, message) => {
    // The three services side by side: a hanging fake makes each wait out its time-out twice.
    await Promise.all(
      (['census', 'geoclient', 'civic'] as const).map(async (service) => {
        fakes.setMode(service, mode);
        const attempt = providers[service].lookup({ kind: 'oneline', address: BROOKLYN });
        await expect(attempt).rejects.toThrow(ProviderError);
        await expect(providers[service].lookup({ kind: 'oneline', address: BROOKLYN })).rejects.toThrow(
          message,
        );
      }),
    );
  });
});

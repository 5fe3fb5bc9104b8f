import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_ADDRESSES, type TDemoAddress } from '../../../features/districts/demo-addresses.seed';

/**
 * One local HTTP server standing in for the three geocoding services, each under its own prefix
 * (/census, /geoclient, /civic), answering the demo addresses in each service's documented response
 * shape. Tests can make a service fail (429, 500, a hang, a dropped connection), script its next few
 * answers (`failNext`: a 503 then normal again) and count the requests it received.
 */
type TFakeMode = 'normal' | 'rate-limited' | 'server-error' | 'hang' | 'reset';
/** One scripted answer: a status (with a Retry-After), or a dropped connection. */
type TScriptedFailure = { status: number; retryAfter?: string } | 'reset';
type TFakeService = 'census' | 'geoclient' | 'civic';

const pad = (value: string, width: number) => value.padStart(width, '0');

const key = (text: string) =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

// Case- and punctuation-insensitive, as typed, as the service spells it, or as a structured form.
function findDemoAddress(text: string): TDemoAddress | undefined {
  const wanted = key(text);
  return DEMO_ADDRESSES.find(
    (demo) =>
      key(demo.input) === wanted ||
      key(demo.matchedAddress) === wanted ||
      key(`${demo.street} ${demo.city} ${demo.state} ${demo.zip}`) === wanted,
  );
}

function findDemoByStreet(street: string, zip: string): TDemoAddress | undefined {
  return DEMO_ADDRESSES.find((demo) => key(demo.street) === key(street) && demo.zip === zip);
}

function censusGeographies(demo: TDemoAddress) {
  return {
    States: [{ STATE: '36', GEOID: '36', NAME: demo.stateName, BASENAME: demo.stateName }],
    '119th Congressional Districts': [
      {
        GEOID: `36${pad(demo.cd, 2)}`,
        CD119: pad(demo.cd, 2),
        BASENAME: demo.cd,
        NAME: `Congressional District ${demo.cd}`,
      },
    ],
    '2024 State Legislative Districts - Upper': [
      { SLDU: pad(demo.sldu, 3), BASENAME: demo.sldu, NAME: `State Senate District ${demo.sldu}` },
    ],
    '2024 State Legislative Districts - Lower': [
      { SLDL: pad(demo.sldl, 3), BASENAME: demo.sldl, NAME: `Assembly District ${demo.sldl}` },
    ],
    Counties: [{ BASENAME: demo.county.replace(/ County$/, ''), NAME: demo.county }],
    ...(demo.place
      ? { 'Incorporated Places': [{ BASENAME: demo.place.replace(/ city$/, ''), NAME: demo.place }] }
      : {}),
  };
}

function censusAnswer(demo: TDemoAddress | undefined) {
  return {
    result: {
      input: { benchmark: { id: '4', benchmarkName: 'Public_AR_Current' } },
      addressMatches: demo
        ? [
            {
              matchedAddress: demo.matchedAddress,
              coordinates: { x: demo.lon, y: demo.lat },
              tigerLine: { tigerLineId: '59653655', side: 'L' },
              addressComponents: { zip: demo.zip, city: demo.city.toUpperCase(), state: demo.state },
              geographies: censusGeographies(demo),
            },
          ]
        : [],
    },
  };
}

function geoclientAddress(demo: TDemoAddress) {
  const [houseNumber = '', ...street] = demo.street.split(' ');
  return {
    assemblyDistrict: pad(demo.sldl, 2),
    ...(demo.council ? { cityCouncilDistrict: pad(demo.council, 2) } : {}),
    congressionalDistrict: pad(demo.cd, 2),
    stateSenatorialDistrict: pad(demo.sldu, 2),
    firstBoroughName: demo.borough,
    houseNumber,
    boePreferredStreetName: street.join(' ').toUpperCase(),
    zipCode: demo.zip,
    latitude: demo.lat,
    longitude: demo.lon,
    geosupportReturnCode: '00',
  };
}

function civicAnswer(demo: TDemoAddress) {
  const code = demo.state.toLowerCase();
  const state = `ocd-division/country:us/state:${code}`;
  const ids = [state, `${state}/cd:${demo.cd}`, `${state}/sldu:${demo.sldu}`, `${state}/sldl:${demo.sldl}`];
  if (demo.council)
    ids.push(`${state}/place:new_york`, `${state}/place:new_york/council_district:${demo.council}`);
  return {
    kind: 'civicinfo#divisionsByAddressResponse',
    normalizedInput: { line1: demo.street, city: demo.city, state: demo.state, zip: demo.zip },
    divisions: Object.fromEntries(ids.map((id) => [id, { name: id }])),
  };
}

function answer(service: TFakeService, url: URL): { status: number; body: unknown } {
  const params = url.searchParams;
  if (service === 'census') {
    const text = url.pathname.endsWith('/onelineaddress')
      ? (params.get('address') ?? '')
      : `${params.get('street')} ${params.get('city')} ${params.get('state')} ${params.get('zip')}`;
    return { status: 200, body: censusAnswer(findDemoAddress(text)) };
  }
  if (service === 'geoclient') {
    const text = url.pathname.endsWith('/search.json')
      ? (params.get('input') ?? '')
      : `${params.get('houseNumber')} ${params.get('street')}`;
    const demo = url.pathname.endsWith('/search.json')
      ? findDemoAddress(text)
      : findDemoByStreet(text, params.get('zip') ?? '');
    if (!demo?.borough) return { status: 200, body: { status: 'OK', results: [] } };
    return url.pathname.endsWith('/search.json')
      ? {
          status: 200,
          body: {
            status: 'OK',
            input: text,
            results: [{ level: '0', status: 'EXACT_MATCH', response: geoclientAddress(demo) }],
          },
        }
      : { status: 200, body: { address: geoclientAddress(demo) } };
  }
  const demo = findDemoAddress(params.get('address') ?? '');
  return demo
    ? { status: 200, body: civicAnswer(demo) }
    : { status: 400, body: { error: { code: 400, message: 'Failed to parse address' } } };
}

export type FakeGeocoders = {
  url: string;
  baseUrls: Record<TFakeService, string>;
  requests: Record<TFakeService, number>;
  setMode(service: TFakeService, mode: TFakeMode): void;
  /** The service's next requests get these answers, in order; then its mode applies again. */
  failNext(service: TFakeService, ...failures: TScriptedFailure[]): void;
  close(): Promise<void>;
};

export async function startFakeGeocoders({ port = 0, host = '127.0.0.1' } = {}): Promise<FakeGeocoders> {
  const modes: Record<TFakeService, TFakeMode> = { census: 'normal', geoclient: 'normal', civic: 'normal' };
  const requests: Record<TFakeService, number> = { census: 0, geoclient: 0, civic: 0 };
  const scripts: Record<TFakeService, TScriptedFailure[]> = { census: [], geoclient: [], civic: [] };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const service = url.pathname.split('/')[1] as TFakeService;
    if (!(service in modes)) return response.writeHead(404).end();
    requests[service]++;
    const scripted = scripts[service].shift();
    if (scripted === 'reset') return request.socket.destroy();
    if (scripted)
      return response
        .writeHead(scripted.status, {
          'content-type': 'application/json',
          ...(scripted.retryAfter === undefined ? {} : { 'retry-after': scripted.retryAfter }),
        })
        .end('{"error":"scripted failure"}');
    const mode = modes[service];
    if (mode === 'hang') return;
    if (mode === 'reset') return request.socket.destroy();
    if (mode === 'rate-limited')
      return response.writeHead(429, { 'content-type': 'application/json' }).end('{"error":"slow down"}');
    if (mode === 'server-error') return response.writeHead(500).end('<html>Internal error</html>');
    const { status, body } = answer(service, url);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url,
    baseUrls: { census: `${url}/census`, geoclient: `${url}/geoclient`, civic: `${url}/civic` },
    requests,
    setMode: (service, mode) => void (modes[service] = mode),
    failNext: (service, ...failures) => void scripts[service].push(...failures),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

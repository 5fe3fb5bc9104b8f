import net from 'node:net';
import { startFakeCongressGov } from '../src/server/providers/congress-gov/fakes/fake-congress-gov';
import { startFakeFec } from '../src/server/providers/fec/fakes/fake-fec';
import { startFakeGeocoders } from '../src/server/providers/geocoding/fakes/fake-geocoders';
import { startFakeWebSearch } from '../src/server/providers/web-search/fakes/fake-web-search';
import { DEMO_ADDRESSES } from '../src/server/features/districts/demo-addresses.seed';

// `npm run dev:fakes`: the fake outside services on four ports from DEV_FAKES_PORT (default 4010), for
// developing offline: geocoders, web search, Congress.gov, OpenFEC.
const FAKES = 4;

function readPort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 4010;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port + FAKES - 1 > 65535) {
    console.error(
      `DEV_FAKES_PORT must be a whole number from 1 to ${65536 - FAKES} (the fakes take it and the next ${FAKES - 1} ports); got "${value}".`,
    );
    process.exit(1);
  }
  return port;
}

/** Whether nothing listens on the port yet: the fakes' servers would crash on a taken one. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

const port = readPort(process.env.DEV_FAKES_PORT);
const ports = Array.from({ length: FAKES }, (_, index) => port + index);
const taken = (await Promise.all(ports.map(async (each) => ((await isFree(each)) ? [] : [each])))).flat();
if (taken.length > 0) {
  console.error(
    `Port ${taken.join(', ')} is already in use; set DEV_FAKES_PORT to the first of ${FAKES} free ports.`,
  );
  process.exit(1);
}
const fakes = await startFakeGeocoders({ port });
const search = await startFakeWebSearch({ port: port + 1 });
const congress = await startFakeCongressGov({ port: port + 2 });
const fec = await startFakeFec({ port: port + 3 });
console.log(`Fake geocoders on ${fakes.url}, web search services on ${search.url}, Congress.gov on
${congress.url}, OpenFEC on ${fec.url}. Start the site against them with:

  CENSUS_GEOCODER_URL=${fakes.baseUrls.census} \\
  BRAVE_SEARCH_KEY=dev BRAVE_SEARCH_URL=${search.baseUrls.brave} \\
  CONGRESS_API_URL=${congress.baseUrl} CONGRESS_API_KEY=dev \\
  FEC_API_URL=${fec.baseUrl} FEC_API_KEY=dev npm start

Demo addresses:
${DEMO_ADDRESSES.map((demo) => `  ${demo.input}`).join('\n')}

Ctrl-C to stop.`);
process.once(
  'SIGINT',
  () =>
    void Promise.all([fakes.close(), search.close(), congress.close(), fec.close()]).then(() =>
      process.exit(0),
    ),
);

import { startFakeGeocoders } from '../src/server/providers/geocoding/fakes/fake-geocoders';
import { startFakeWebSearch } from '../src/server/providers/web-search/fakes/fake-web-search';
import { DEMO_ADDRESSES } from '../src/server/features/districts/demo-addresses.seed';

// `npm run dev:fakes`: the fake geocoders and web search services on fixed ports, for developing offline.
const port = 4010;
const fakes = await startFakeGeocoders({ port });
const search = await startFakeWebSearch({ port: port + 1 });
console.log(`Fake geocoders on ${fakes.url}, fake web search services on ${search.url}. Start the site
against them with:

  CENSUS_GEOCODER_URL=${fakes.baseUrls.census} \\
  BRAVE_SEARCH_KEY=dev BRAVE_SEARCH_URL=${search.baseUrls.brave} npm start

Demo addresses:
${DEMO_ADDRESSES.map((demo) => `  ${demo.input}`).join('\n')}

Ctrl-C to stop.`);
process.once('SIGINT', () => void Promise.all([fakes.close(), search.close()]).then(() => process.exit(0)));

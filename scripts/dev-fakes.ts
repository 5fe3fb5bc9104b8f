import { startFakeGeocoders } from '../src/server/providers/geocoding/fakes/fake-geocoders';
import { DEMO_ADDRESSES } from '../src/server/features/districts/demo-addresses.seed';

// `npm run dev:fakes`: the fake geocoders on a fixed port, for developing the address search offline.
const port = 4010;
const fakes = await startFakeGeocoders({ port });
console.log(`Fake geocoders on ${fakes.url}. Start the site against them with:

  CENSUS_GEOCODER_URL=${fakes.baseUrls.census} npm start

Demo addresses:
${DEMO_ADDRESSES.map((demo) => `  ${demo.input}`).join('\n')}

Ctrl-C to stop.`);
process.once('SIGINT', () => void fakes.close().then(() => process.exit(0)));

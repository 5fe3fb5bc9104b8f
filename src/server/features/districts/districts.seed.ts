import type { Polygon } from 'geojson';
import type { Seeder } from '../../db/seeder';
import { DEMO_ADDRESSES } from './demo-addresses.seed';
import { saveBoundaries } from './boundaries';

/**
 * Small stand-in council district squares around the demo addresses, so an offline demo can find council
 * races through the Census path too. Real installs import the city's boundaries with `districts:import`.
 */
const HALF_SIDE = 0.003;

function squareAround(lon: number, lat: number): Polygon {
  const [west, east, south, north] = [lon - HALF_SIDE, lon + HALF_SIDE, lat - HALF_SIDE, lat + HALF_SIDE];
  return {
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  };
}

export const demoBoundariesSeeder: Seeder = {
  name: 'demo council district boundaries',
  run: (trx) =>
    saveBoundaries(
      trx,
      'demo',
      DEMO_ADDRESSES.filter((demo) => demo.council).map((demo) => ({
        divisionId: `ocd-division/country:us/state:ny/place:new_york/council_district:${demo.council}`,
        geometry: squareAround(demo.lon, demo.lat),
      })),
    ),
};

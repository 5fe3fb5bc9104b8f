import bbox from '@turf/bbox';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { MultiPolygon, Polygon } from 'geojson';
import type { Db } from '../../db/database';
import type { TCoordinates } from '../../providers/geocoding/types';
import { findBoundariesAround, upsertBoundary } from './districts.repository';

/**
 * Point-in-polygon over the boundary sets imported into Postgres (e.g. NYC council districts). The
 * bounding-box columns narrow the search with an index; the exact test runs on the few rows left.
 */
export type TPolygonGeometry = Polygon | MultiPolygon;

// Recomputed: a `bbox` member in an imported file is not trusted.
function boundingBox(geometry: TPolygonGeometry) {
  const [minLon, minLat, maxLon, maxLat] = bbox(geometry, { recompute: true });
  return { minLon, maxLon, minLat, maxLat };
}

export async function divisionsContaining(db: Db, { lon, lat }: TCoordinates): Promise<string[]> {
  const candidates = await findBoundariesAround(db, { lon, lat });
  return candidates
    .filter((row) => booleanPointInPolygon([lon, lat], row.geometry as TPolygonGeometry))
    .map((row) => row.divisionId);
}

export async function saveBoundaries(
  db: Db,
  source: string,
  boundaries: Array<{ divisionId: string; geometry: TPolygonGeometry }>,
) {
  for (const { divisionId, geometry } of boundaries) {
    await upsertBoundary(db, {
      divisionId,
      source,
      geometry: JSON.stringify(geometry),
      ...boundingBox(geometry),
    });
  }
}

import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { AppError } from '../../../shared/errors';
import type { Db } from '../../db/database';
import { saveBoundaries, type TPolygonGeometry } from './boundaries';
import { deleteAllCachedLookups } from './districts.repository';

/**
 * Imports a GeoJSON FeatureCollection of district polygons. Each feature's division id comes from a
 * template with {Property} placeholders, e.g.
 * 'ocd-division/country:us/state:ny/place:new_york/council_district:{CounDist}'.
 * Numeric properties lose leading zeros ("07" → 7), as OCD ids have none.
 */
function divisionIdFor(template: string, properties: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = properties[name] ?? properties[name.toLowerCase()];
    if (value === undefined || value === null || value === '') {
      throw new AppError('BAD_REQUEST', `A feature has no "${name}" property for the division template.`);
    }
    const text = String(value).trim();
    return /^\d+$/.test(text) ? String(Number(text)) : text.toLowerCase().replace(/\s+/g, '_');
  });
}

const isPolygon = (geometry: Geometry | null): geometry is TPolygonGeometry =>
  geometry?.type === 'Polygon' || geometry?.type === 'MultiPolygon';

export async function importBoundaries(
  db: Db,
  geojson: unknown,
  { template, source }: { template: string; source: string },
) {
  const collection = geojson as FeatureCollection;
  if (collection?.type !== 'FeatureCollection' || !Array.isArray(collection.features)) {
    throw new AppError('BAD_REQUEST', 'The file is not a GeoJSON FeatureCollection.');
  }
  const boundaries = collection.features
    .filter((feature: Feature) => isPolygon(feature.geometry))
    .map((feature) => ({
      divisionId: divisionIdFor(template, (feature.properties ?? {}) as Record<string, unknown>),
      geometry: feature.geometry as TPolygonGeometry,
    }));
  if (boundaries.length === 0)
    throw new AppError('BAD_REQUEST', 'The collection has no Polygon or MultiPolygon features.');
  await db.transaction().execute(async (trx) => {
    await saveBoundaries(trx, source, boundaries);
    // Cached lookups were made without these boundaries.
    await deleteAllCachedLookups(trx);
  });
  return { imported: boundaries.length, skipped: collection.features.length - boundaries.length };
}

import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Db } from '../../db/database';
import type { TGeocoding } from '../../providers/geocoding';
import { searchByAddress, searchByStructuredAddress } from './districts.service';

/**
 * POST /api/newCandidate/getDistrict (spec part 2 §7): `{address}` from the home box, or the structured
 * form's `{street, city, state, fullState, postalcode}`. A failed lookup is `{success: false, message}`.
 */
export async function districtRoutes(
  app: FastifyInstance,
  deps: { db: Db; geocoding: TGeocoding; logger: Logger },
) {
  app.post<{ Body: unknown }>('/api/newCandidate/getDistrict', async (request) => {
    const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
    return 'address' in body ? searchByAddress(deps, body) : searchByStructuredAddress(deps, body);
  });
}

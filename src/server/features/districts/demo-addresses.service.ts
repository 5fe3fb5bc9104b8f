import type { TExampleAddress } from '../../../shared/schemas/candidates';
import type { Db } from '../../db/database';
import { remember } from '../../read-cache/read-cache';
import { isDemoContentSeeded } from '../../db/seed';
import { oneLine, type TAddressQuery, type TGeoMatch } from '../../providers/geocoding/types';
import { getDemoAddressByKey, findExampleDemoAddresses } from './districts.repository';
import { normaliseAddress } from './geocode-cache';

/**
 * The demo's address book (ADR 0013). It speaks only while the database holds the demo content: an
 * install whose demo flag is unset offers no examples and answers nothing from it.
 */
export async function findExampleAddresses(db: Db): Promise<TExampleAddress[]> {
  if (!(await isDemoContentSeeded(db))) return [];
  return remember(db, 'districts.exampleAddresses', ['demo_addresses'], () => findExampleDemoAddresses(db));
}

/** The demo's answer for an address, typed or from the structured form, or null when it has none. */
export async function matchDemoAddress(db: Db, query: TAddressQuery): Promise<TGeoMatch | null> {
  if (!(await isDemoContentSeeded(db))) return null;
  const key = normaliseAddress(oneLine(query));
  const row = await remember(db, `demo-address:${key}`, ['demo_addresses'], () =>
    getDemoAddressByKey(db, key),
  );
  return row ? { address: row.matchedAddress, divisions: row.divisions, coordinates: null } : null;
}

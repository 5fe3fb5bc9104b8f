import type { Config } from '../../config';
import { createFecProvider } from './fec';
import { DEFAULT_OUTBOUND, type TOutbound } from '../resilience';
import type { DonorsProvider } from './types';

/** Always a provider: OpenFEC answers DEMO_KEY (30 calls an hour), which config gives when no key is set. */
export type TDonorsProvider = DonorsProvider;

export function createDonorsProvider(
  settings: Config['federalRecord'],
  outbound: TOutbound = DEFAULT_OUTBOUND,
): TDonorsProvider {
  const { timeoutMs, fec } = settings;
  return createFecProvider({ baseUrl: fec.baseUrl, key: fec.key || 'DEMO_KEY', timeoutMs, outbound });
}

import type { Config } from '../../config';
import { createCongressGovProvider } from './congress-gov';
import { DEFAULT_OUTBOUND, type TOutbound } from '../resilience';
import type { LegislationProvider } from './types';

/** The Congress.gov provider, or null without a key: bill stages then stay as imported. */
export type TLegislation = LegislationProvider | null;

export function createLegislationProvider(
  settings: Config['federalRecord'],
  outbound: TOutbound = DEFAULT_OUTBOUND,
): TLegislation {
  const { timeoutMs, congress } = settings;
  return congress.key
    ? createCongressGovProvider({ baseUrl: congress.baseUrl, key: congress.key, timeoutMs, outbound })
    : null;
}

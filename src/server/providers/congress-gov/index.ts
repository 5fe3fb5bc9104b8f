import type { Config } from '../../config';
import { createCongressGovProvider } from './congress-gov';
import type { LegislationProvider } from './types';

/** The Congress.gov provider, or null without a key: bill stages then stay as imported. */
export type TLegislation = LegislationProvider | null;

export function createLegislationProvider(settings: Config['federalRecord']): TLegislation {
  const { timeoutMs, congress } = settings;
  return congress.key
    ? createCongressGovProvider({ baseUrl: congress.baseUrl, key: congress.key, timeoutMs })
    : null;
}

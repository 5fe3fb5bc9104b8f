import type { Config } from '../../config';
import { createCensusProvider } from './census';
import { createGoogleCivicProvider } from './google-civic';
import { createNycGeoclientProvider } from './nyc-geoclient';
import { CallBudget, DEFAULT_OUTBOUND, type TOutbound } from '../resilience';
import type { GeocodingProvider } from './types';

/**
 * The geocoders in the configured order (GEOCODER_PROVIDERS). Keyed providers take part only when their key
 * is set; 'boundaries' is not a geocoder but adds the imported boundary sets to whatever matched. Every
 * request to any of them spends one of `budget`'s calls a minute (GEOCODER_CALLS_PER_MINUTE).
 */
export type TGeocoding = { providers: GeocodingProvider[]; useBoundaries: boolean; budget: CallBudget };

export function createGeocoding(
  settings: Config['geocoding'],
  appOutbound: TOutbound = DEFAULT_OUTBOUND,
): TGeocoding {
  const budget = new CallBudget(settings.callsPerMinute, appOutbound.clock);
  const outbound: TOutbound = { ...appOutbound, budget };
  const { timeoutMs } = settings;
  const providers = settings.providers.flatMap((name): GeocodingProvider[] => {
    switch (name) {
      case 'census':
        return [createCensusProvider({ baseUrl: settings.census.baseUrl, timeoutMs, outbound })];
      case 'nyc-geoclient':
        return settings.nycGeoclient.key
          ? [
              createNycGeoclientProvider({
                ...settings.nycGeoclient,
                key: settings.nycGeoclient.key,
                timeoutMs,
                outbound,
              }),
            ]
          : [];
      case 'google-civic':
        return settings.googleCivic.key
          ? [
              createGoogleCivicProvider({
                ...settings.googleCivic,
                key: settings.googleCivic.key,
                timeoutMs,
                outbound,
              }),
            ]
          : [];
      default:
        return [];
    }
  });
  return { providers, useBoundaries: settings.providers.includes('boundaries'), budget };
}

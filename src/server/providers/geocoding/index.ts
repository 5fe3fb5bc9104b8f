import type { Config } from '../../config';
import { createCensusProvider } from './census';
import { createGoogleCivicProvider } from './google-civic';
import { createNycGeoclientProvider } from './nyc-geoclient';
import type { GeocodingProvider } from './types';

/**
 * The geocoders in the configured order (GEOCODER_PROVIDERS). Keyed providers take part only when their key
 * is set; 'boundaries' is not a geocoder but adds the imported boundary sets to whatever matched.
 */
export type TGeocoding = { providers: GeocodingProvider[]; useBoundaries: boolean };

export function createGeocoding(settings: Config['geocoding']): TGeocoding {
  const { timeoutMs } = settings;
  const providers = settings.providers.flatMap((name): GeocodingProvider[] => {
    switch (name) {
      case 'census':
        return [createCensusProvider({ baseUrl: settings.census.baseUrl, timeoutMs })];
      case 'nyc-geoclient':
        return settings.nycGeoclient.key
          ? [
              createNycGeoclientProvider({
                ...settings.nycGeoclient,
                key: settings.nycGeoclient.key,
                timeoutMs,
              }),
            ]
          : [];
      case 'google-civic':
        return settings.googleCivic.key
          ? [createGoogleCivicProvider({ ...settings.googleCivic, key: settings.googleCivic.key, timeoutMs })]
          : [];
      default:
        return [];
    }
  });
  return { providers, useBoundaries: settings.providers.includes('boundaries') };
}

import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/database';
import { createGeocoding, type TGeocoding } from './providers/geocoding';
import { createLegislationProvider, type TLegislation } from './providers/congress-gov';
import { createDonorsProvider, type TDonorsProvider } from './providers/fec';
import { createWebSearch, type TWebSearch } from './providers/web-search';

/**
 * What the app needs from outside, and the providers built from the config once, where the app is wired
 * (server.ts, the test harness), so tRPC and REST share them. Tests pass their own (a fresh database, a
 * quiet logger).
 */
export type AppDeps = {
  config: Config;
  database: Database;
  logger: Logger;
  geocoding: TGeocoding;
  webSearch: TWebSearch;
  legislation: TLegislation;
  donors: TDonorsProvider;
};

type TProviders = 'geocoding' | 'webSearch' | 'legislation' | 'donors';

export function createAppDeps(inputs: Omit<AppDeps, TProviders>): AppDeps {
  return {
    ...inputs,
    geocoding: createGeocoding(inputs.config.geocoding),
    webSearch: createWebSearch(inputs.config.webSearch),
    legislation: createLegislationProvider(inputs.config.federalRecord),
    donors: createDonorsProvider(inputs.config.federalRecord),
  };
}

import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/database';
import { createGeocoding, type TGeocoding } from './providers/geocoding';
import { createLegislationProvider, type TLegislation } from './providers/congress-gov';
import { createDonorsProvider, type TDonorsProvider } from './providers/fec';
import { createOutbound, type TOutbound } from './providers/resilience';
import { createWebSearch, type TWebSearch } from './providers/web-search';

/**
 * What the app needs from outside, and the providers built from the config once, where the app is wired
 * (server.ts, the test harness), so tRPC and REST share them. Tests pass their own (a fresh database, a
 * quiet logger). `outbound` holds this app's circuits (one per provider) and retry settings: each app
 * has its own, so two test apps never share a circuit or a geocoder budget.
 */
export type AppDeps = {
  config: Config;
  database: Database;
  logger: Logger;
  outbound: TOutbound;
  geocoding: TGeocoding;
  webSearch: TWebSearch;
  legislation: TLegislation;
  donors: TDonorsProvider;
  /**
   * What time it is for the app: the real clock, or the one a test sets, so the services a test calls
   * directly and the routes it reaches through the app agree on the date.
   */
  clock: () => Date;
};

type TProviders = 'geocoding' | 'webSearch' | 'legislation' | 'donors';

export function createAppDeps(
  inputs: Omit<AppDeps, TProviders | 'outbound' | 'clock'> & { outbound?: TOutbound; clock?: () => Date },
): AppDeps {
  const outbound = inputs.outbound ?? createOutbound(inputs.config.outbound);
  return {
    ...inputs,
    clock: inputs.clock ?? (() => new Date()),
    outbound,
    geocoding: createGeocoding(inputs.config.geocoding, outbound),
    webSearch: createWebSearch(inputs.config.webSearch, outbound),
    legislation: createLegislationProvider(inputs.config.federalRecord, outbound),
    donors: createDonorsProvider(inputs.config.federalRecord, outbound),
  };
}

import { createContext, useContext } from 'react';
import { DEFAULT_POLL_SITE_FINDER_URL, PUBLIC_CONFIG_ELEMENT_ID } from '../../shared/constants/public-config';
import type { TPublicConfig } from '../../shared/schemas/public-config';

const DEFAULT_PUBLIC_CONFIG: TPublicConfig = {
  countdown: null,
  gtmId: null,
  candidateFormUrl: null,
  pollSiteFinderUrl: DEFAULT_POLL_SITE_FINDER_URL,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nullableString(config: Record<string, unknown>, key: string): string | null {
  const value = config[key];
  if (value === null || typeof value === 'string') return value;
  throw new Error(`Malformed public config: ${key} must be a string or null.`);
}

function string(config: Record<string, unknown>, key: string): string {
  const value = config[key];
  if (typeof value === 'string') return value;
  throw new Error(`Malformed public config: ${key} must be a string.`);
}

function parseCountdown(value: unknown): TPublicConfig['countdown'] {
  if (value === null) return null;
  if (isRecord(value) && typeof value.target === 'string' && typeof value.electionName === 'string') {
    return { target: value.target, electionName: value.electionName };
  }
  throw new Error('Malformed public config: countdown must be null or { target, electionName } strings.');
}

/**
 * Checks the fields of ZPublicConfigSchema (src/shared/schemas/public-config.ts) by hand: zod
 * would put some 23 kB (gzip) into the entry chunk every page loads for this one check (ADR 29).
 */
export function parsePublicConfig(value: unknown): TPublicConfig {
  if (!isRecord(value)) throw new Error('Malformed public config: expected an object.');
  return {
    countdown: parseCountdown(value.countdown),
    gtmId: nullableString(value, 'gtmId'),
    // Optional, as in the schema: absent means null.
    candidateFormUrl: value.candidateFormUrl === undefined ? null : nullableString(value, 'candidateFormUrl'),
    pollSiteFinderUrl:
      value.pollSiteFinderUrl === undefined
        ? DEFAULT_POLL_SITE_FINDER_URL
        : string(value, 'pollSiteFinderUrl'),
  };
}

/**
 * Reads the config the server embeds in index.html. A page served without it (a bare `vite` dev server)
 * gets the defaults; malformed config is a server bug and throws rather than being papered over.
 */
export function readPublicConfig(doc: Document): TPublicConfig {
  const element = doc.getElementById(PUBLIC_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return DEFAULT_PUBLIC_CONFIG;
  return parsePublicConfig(JSON.parse(element.textContent));
}

export const PublicConfigContext = createContext<TPublicConfig>(DEFAULT_PUBLIC_CONFIG);

export function usePublicConfig(): TPublicConfig {
  return useContext(PublicConfigContext);
}

/**
 * The id of the inert JSON script the server embeds in index.html with the public config. Kept apart
 * from src/shared/schemas/public-config.ts so the browser's entry chunk reads it without loading zod.
 */
export const PUBLIC_CONFIG_ELEMENT_ID = 'app-config';

/**
 * Where the printed ballot sends a voter to find their poll site when POLL_SITE_FINDER_URL is not set: the
 * official finder of the New York City Board of Elections, whose elections the demo content covers.
 */
export const DEFAULT_POLL_SITE_FINDER_URL = 'https://findmypollsite.vote.nyc/';

/** The id of the inert JSON script with a server-rendered page's query cache (ADR 32). */
export const SERVER_STATE_ELEMENT_ID = 'app-state';

import { z } from 'zod/mini';
import { DEFAULT_POLL_SITE_FINDER_URL } from '../constants/public-config';

/**
 * The part of the server's configuration the browser needs at start-up. The server embeds it in
 * index.html as JSON (see server/plugins/client-app.ts), so changing it needs a restart, not a rebuild.
 * The browser checks the same shape by hand (src/client/lib/public-config.ts) to keep zod out of its
 * entry chunk: a change here must be made there too.
 */
export const ZPublicConfigSchema = z.object({
  /** ELECTION_COUNTDOWN's override of the countdown, or null when the elections table decides it. */
  countdown: z.nullable(
    z.object({
      /** ISO 8601 date-time with offset, e.g. 2025-06-24T00:00:00-04:00 */
      target: z.string(),
      /** e.g. 'NYC City Council Primary Election' */
      electionName: z.string(),
    }),
  ),
  /** Google Tag Manager container id, or null when analytics is off. */
  gtmId: z.nullable(z.string()),
  /** The external form candidates use to ask for help ('Let's Work Together'), or null for our contact form. */
  candidateFormUrl: z._default(z.nullable(z.string()), null),
  /** The official poll-site finder the printed ballot names (POLL_SITE_FINDER_URL). */
  pollSiteFinderUrl: z._default(z.string(), DEFAULT_POLL_SITE_FINDER_URL),
});

export type TPublicConfig = z.infer<typeof ZPublicConfigSchema>;

export { PUBLIC_CONFIG_ELEMENT_ID } from '../constants/public-config';

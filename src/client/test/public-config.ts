import type { TPublicConfig } from '../../shared/schemas/public-config';

/** The server's default public config, as client tests render the whole app with it. */
export const TEST_PUBLIC_CONFIG: TPublicConfig = {
  countdown: null,
  gtmId: null,
  candidateFormUrl: null,
  pollSiteFinderUrl: 'https://findmypollsite.vote.nyc/',
};

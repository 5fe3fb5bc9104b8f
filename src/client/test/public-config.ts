import type { TPublicConfig } from '../../shared/schemas/public-config';

/** The server's default public config, as client tests render the whole app with it. */
export const TEST_PUBLIC_CONFIG: TPublicConfig = {
  countdown: { target: '2025-06-24T00:00:00-04:00', electionName: 'NYC City Council Primary Election' },
  gtmId: null,
  candidateFormUrl: null,
};

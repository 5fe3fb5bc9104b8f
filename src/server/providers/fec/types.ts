import type { TDonor } from '../../../shared/schemas/federal-record';

/**
 * OpenFEC (api.open.fec.gov, an api.data.gov key or DEMO_KEY): the top contributors of a federal candidate,
 * rebuilt in the shape OpenSecrets used to give (org name, PAC money, individuals' money, total).
 */

/** Who to look up: by FEC candidate id when the admin set one, else by name, office and state. */
export type TFecCandidateQuery = {
  fecCandidateId: string | null;
  firstName: string;
  lastName: string;
  office: 'H' | 'S';
  /** Two-letter state code. */
  state: string;
  cycle: number;
};

export type TTopContributors = {
  fecCandidateId: string;
  /** As the FEC writes it, e.g. "JACKSON, JONATHAN". */
  candidateName: string;
  committeeId: string;
  /** Merged by organisation, largest total first, at most `limit`. */
  donors: TDonor[];
};

export interface DonorsProvider {
  readonly name: string;
  /**
   * The candidate's principal committee's top contributors in the cycle: individual contributions by employer
   * and committee (PAC) contributions, merged by organisation name. Null when the FEC has no such candidate
   * or committee. Throws a ProviderError when the service fails.
   */
  findTopContributors(
    query: TFecCandidateQuery,
    options?: { limit?: number },
  ): Promise<TTopContributors | null>;
}

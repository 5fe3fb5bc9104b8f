import { electionCycleOf } from '../../../shared/constants/federal-record';
import type { Seeder } from '../../db/seeder';
import type { TDonor } from '../../../shared/schemas/federal-record';

/**
 * Sample donor figures for the demo's House and Senate incumbents (candidates.seed.ts), so the Campaign
 * Donors table shows offline. The candidates are fictional, so the FEC cannot know them: these rows are
 * marked as sample and are never replaced by a lookup (donors.repository.ts).
 */
const DEMO_DONORS: Array<{ fecCandidateId: string; name: string; leaning: 'left' | 'right' }> = [
  { fecCandidateId: 'H6NY10991', name: 'PARK, ELEANOR', leaning: 'left' },
  { fecCandidateId: 'H6NY12992', name: 'HADDAD, NADIA', leaning: 'left' },
  { fecCandidateId: 'S6NY00993', name: 'QUINN, WALTER', leaning: 'left' },
  { fecCandidateId: 'H6FL10994', name: 'SANTOS, JULIA', leaning: 'left' },
  { fecCandidateId: 'H6IL01995', name: 'ABERNATHY, CORINNE', leaning: 'left' },
  { fecCandidateId: 'H6LA01996', name: 'BABINEAUX, HOLLIS', leaning: 'right' },
  { fecCandidateId: 'H6MI03997', name: 'VANDERMOLEN, TESSA', leaning: 'left' },
  { fecCandidateId: 'H6MI07998', name: 'KETTERING, OWEN', leaning: 'right' },
  { fecCandidateId: 'H6NV01999', name: 'OYELARAN, ROSALIND', leaning: 'left' },
  { fecCandidateId: 'H6NV03990', name: 'CASTELLANO, WADE', leaning: 'left' },
  { fecCandidateId: 'H6TX35991', name: 'BENAVIDES, ALEJANDRO', leaning: 'left' },
  { fecCandidateId: 'S6LA00992', name: 'THIBODEAUX, BEAU', leaning: 'right' },
  { fecCandidateId: 'S6NV00993', name: 'ETCHEVERRY, MARISOL', leaning: 'left' },
];

// [organisation, PAC dollars, individuals' dollars] before each candidate's own scaling.
const ORGANISATIONS: Record<'left' | 'right', Array<[string, number, number]>> = {
  left: [
    ['Sample Service Employees Union', 10_000, 2_400],
    ['Sample Teachers Federation', 7_500, 3_100],
    ['Sample Nurses Association', 5_000, 1_800],
    ['Sample Public University', 0, 9_650],
    ['Sample Building Trades Council', 6_000, 950],
    ['Sample Community Health Network', 1_000, 4_200],
    ['Sample Software Company', 0, 4_800],
    ['Sample Transit Workers Union', 4_000, 300],
  ],
  right: [
    ['Sample Petroleum Producers', 10_000, 6_200],
    ['Sample Home Builders Association', 8_000, 2_750],
    ['Sample Regional Bank', 2_500, 7_100],
    ['Sample Chemical Manufacturer', 5_000, 3_300],
    ['Sample Realtors Association', 6_000, 1_200],
    ['Sample Trucking Association', 3_500, 900],
    ['Sample Insurance Group', 1_000, 4_400],
    ['Sample Farm Bureau', 3_000, 650],
  ],
};

function sampleDonors(index: number, leaning: 'left' | 'right'): TDonor[] {
  const scale = 1 + (index % 4) * 0.25;
  return ORGANISATIONS[leaning]
    .map(([orgName, pacs, indivs]) => {
      const scaled = { pacs: Math.round(pacs * scale), indivs: Math.round(indivs * scale) };
      return { orgName, ...scaled, total: scaled.pacs + scaled.indivs };
    })
    .sort((a, b) => b.total - a.total);
}

export const donorsDemoSeeder: Seeder = {
  name: 'donors',
  async run(trx) {
    const now = new Date();
    await trx
      .insertInto('donorCache')
      .values(
        DEMO_DONORS.map(({ fecCandidateId, name, leaning }, index) => ({
          lookupKey: fecCandidateId,
          cycle: electionCycleOf(now),
          fecCandidateId,
          candidateName: name,
          donors: JSON.stringify(sampleDonors(index, leaning)),
          isSample: true,
          fetchedAt: now,
          expiresAt: now,
        })),
      )
      .execute();
  },
};

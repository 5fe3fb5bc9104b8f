import type { Seeder } from '../../db/seed';
import type { TCandidateInput } from '../../../shared/schemas/candidates';
import { createCandidate } from './candidates.service';

/**
 * Fictional candidates, clearly marked as sample data, for the demo addresses the fake geocoders answer
 * (NYC council districts 1, 2 and 33, the mayoral race, federal and state races) and for some of the
 * other key states.
 */
const SAMPLE_NOTE = 'Sample data: a fictional candidate for trying out the voter guide.';

type TSample = Pick<
  TCandidateInput,
  'office' | 'state' | 'district' | 'party' | 'incumbent' | 'polLeaning'
> & {
  name: string;
  analysis?: string;
  votingRecord?: boolean;
  positions?: TCandidateInput['matrixQuestions'];
};

const PROGRESSIVE_POSITIONS: TCandidateInput['matrixQuestions'] = {
  foreignPolicy: { gaza: 'Yes', palestine: 'Yes' },
  laborRights: { workerProtection: 'Yes', childcare: 'Yes', minWageIncrease: 'Yes', secureJobsAct: 'Yes' },
  criminalJustice: { policingBudget: 'Yes', demilPoliceForce: 'Yes', mandMin: 'Yes', ice: 'Yes' },
  other: { affordableHousing: 'Yes', nycha: 'Yes', broadBand: 'Yes', wealthTax: 'Yes' },
};
const MIXED_POSITIONS: TCandidateInput['matrixQuestions'] = {
  foreignPolicy: { gaza: 'Unclear' },
  laborRights: { workerProtection: 'Yes', minWageIncrease: 'Yes', secureJobsAct: 'Unclear' },
  criminalJustice: { policingBudget: 'No', ice: 'Unclear' },
  other: { affordableHousing: 'Yes', nycha: 'Unclear' },
};

const SAMPLES: TSample[] = [
  {
    name: 'Maya Torres',
    office: 'City Council',
    state: 'New York',
    district: '33',
    party: 'Democrat',
    incumbent: 'Challenger',
    polLeaning: 'Progressive',
    positions: PROGRESSIVE_POSITIONS,
    analysis:
      '<p><strong>Tenant organiser</strong> running on rent stabilisation and public broadband.</p><p>Endorsed by several local unions.</p>',
  },
  {
    name: 'Daniel Brooks',
    office: 'City Council',
    state: 'New York',
    district: '33',
    party: 'Democrat',
    incumbent: 'Incumbent',
    polLeaning: 'Democrat',
    positions: MIXED_POSITIONS,
    analysis: 'Two-term incumbent.\nVoted for the last two budgets, including the police headcount increase.',
  },
  {
    name: 'Priya Natarajan',
    office: 'City Council',
    state: 'New York',
    district: '2',
    party: 'Democrat',
    incumbent: 'Challenger',
    polLeaning: 'Progressive',
    positions: PROGRESSIVE_POSITIONS,
  },
  {
    name: 'Tom Keller',
    office: 'City Council',
    state: 'New York',
    district: '2',
    party: 'Republican',
    incumbent: 'Challenger',
    polLeaning: 'Republican',
    positions: {},
  },
  {
    name: 'Grace Liu',
    office: 'City Council',
    state: 'New York',
    district: '1',
    party: 'Democrat',
    incumbent: 'Incumbent',
    polLeaning: 'Democrat',
    positions: MIXED_POSITIONS,
  },
  {
    name: 'Samuel Okafor',
    office: 'Mayor',
    state: 'New York',
    district: 'New York City',
    party: 'Democrat',
    incumbent: 'Challenger',
    polLeaning: 'Progressive',
  },
  {
    name: 'Helen Marsh',
    office: 'Mayor',
    state: 'New York',
    district: 'New York City',
    party: 'Others',
    incumbent: 'Incumbent',
    polLeaning: 'Independent',
  },
  {
    name: 'Frank Delgado',
    office: 'Mayor',
    state: 'New York',
    district: 'New York City',
    party: 'Republican',
    incumbent: 'Challenger',
    polLeaning: 'Republican',
  },
  {
    name: 'Rosa Alvarez',
    office: 'Public Advocate',
    state: 'New York',
    district: 'New York City',
    party: 'Democrat',
    incumbent: 'Incumbent',
    polLeaning: 'Progressive',
  },
  {
    name: 'Eleanor Park',
    office: 'House of Representatives',
    state: 'New York',
    district: '10',
    party: 'Democrat',
    incumbent: 'Incumbent',
    polLeaning: 'Democrat',
    votingRecord: true,
  },
  {
    name: 'Marcus Reid',
    office: 'House of Representatives',
    state: 'New York',
    district: '10',
    party: 'Republican',
    incumbent: 'Challenger',
    polLeaning: 'Republican',
  },
  {
    name: 'Nadia Haddad',
    office: 'House of Representatives',
    state: 'New York',
    district: '12',
    party: 'Democrat',
    incumbent: 'Incumbent',
    polLeaning: 'Progressive',
    votingRecord: true,
  },
  {
    name: 'Walter Quinn',
    office: 'Senate',
    state: 'New York',
    district: 'New York',
    party: 'Democrat',
    incumbent: 'Incumbent',
    polLeaning: 'Democrat',
    votingRecord: true,
  },
  {
    name: 'Ines Moreau',
    office: 'Governor',
    state: 'New York',
    district: 'New York',
    party: 'Democrat',
    incumbent: 'Challenger',
    polLeaning: 'Progressive',
  },
  {
    name: 'Carl Henning',
    office: 'Governor',
    state: 'New York',
    district: 'New York',
    party: 'Republican',
    incumbent: 'Challenger',
    polLeaning: 'Republican',
  },
  {
    name: 'Aisha Bello',
    office: 'State Senate',
    state: 'New York',
    district: '25',
    party: 'Democrat',
    incumbent: 'Incumbent',
    polLeaning: 'Progressive',
  },
  {
    name: 'Kevin Walsh',
    office: 'State Senate',
    state: 'New York',
    district: '26',
    party: 'Democrat',
    incumbent: 'Incumbent',
    polLeaning: 'Democrat',
  },
  {
    name: 'Lena Fischer',
    office: 'State HOR',
    state: 'New York',
    district: '52',
    party: 'Democrat',
    incumbent: 'Incumbent',
    polLeaning: 'Progressive',
  },
  {
    name: 'Omar Farouk',
    office: 'State HOR',
    state: 'New York',
    district: '74',
    party: 'Democrat',
    incumbent: 'Challenger',
    polLeaning: 'Progressive',
  },
  {
    name: 'Julia Santos',
    office: 'House of Representatives',
    state: 'Florida',
    district: '10',
    party: 'Democrat',
    incumbent: 'Incumbent',
    polLeaning: 'Progressive',
    votingRecord: true,
  },
  {
    name: 'Brett Coleman',
    office: 'House of Representatives',
    state: 'Florida',
    district: '10',
    party: 'Republican',
    incumbent: 'Challenger',
    polLeaning: 'Republican',
  },
  {
    name: 'Denise Harper',
    office: 'Senate',
    state: 'Florida',
    district: 'Florida',
    party: 'Democrat',
    incumbent: 'Challenger',
    polLeaning: 'Democrat',
  },
  {
    name: 'Luis Ortega',
    office: 'Governor',
    state: 'Texas',
    district: 'Texas',
    party: 'Democrat',
    incumbent: 'Challenger',
    polLeaning: 'Progressive',
  },
  {
    name: 'Ruth Novak',
    office: 'AG',
    state: 'Michigan',
    district: 'Michigan',
    party: 'Democrat',
    incumbent: 'Incumbent',
    polLeaning: 'Democrat',
  },
];

export const candidateDemoSeeder: Seeder = {
  name: 'candidates',
  async run(trx) {
    for (const sample of SAMPLES) {
      const [firstName = sample.name, ...rest] = sample.name.split(' ');
      await createCandidate(trx, {
        fullName: sample.name,
        firstName,
        lastName: rest.join(' ') || firstName,
        district: sample.district,
        office: sample.office,
        state: sample.state,
        party: sample.party,
        incumbent: sample.incumbent,
        polLeaning: sample.polLeaning,
        headshot: 'NA',
        bio: 'NA',
        votingRecord: sample.votingRecord ?? false,
        specialNotes: sample.analysis
          ? `${sample.analysis.startsWith('<') ? `<p><em>${SAMPLE_NOTE}</em></p>` : `${SAMPLE_NOTE}\n`}${sample.analysis}`
          : SAMPLE_NOTE,
        sources: ['https://www.vote.nyc/', 'https://ballotpedia.org/'],
        matrixQuestions: sample.positions ?? {},
      });
    }
  },
};

import type { Seeder } from '../../db/seeder';
import { ZCandidateSchema, type TCandidateInput } from '../../../shared/schemas/candidates';
import { createCandidate } from './candidates.repository';
import { resolveElectionId, toCandidateValues } from './candidates.service';

/**
 * Fictional candidates, clearly marked as sample data, for the demo addresses the fake geocoders answer
 * (NYC council districts 1, 2 and 33, the mayoral race, federal and state races) and for every one of the
 * 27 other-key-state districts of /otherKeyStates.
 */
const SAMPLE_NOTE = 'Sample data: a fictional candidate for trying out the voter guide.';
const SAMPLE_NOTE_ES = 'Datos de muestra: una candidatura ficticia para probar la guía electoral.';

type TSample = Pick<
  TCandidateInput,
  'office' | 'state' | 'district' | 'party' | 'incumbent' | 'polLeaning'
> & {
  name: string;
  analysis?: string;
  votingRecord?: boolean;
  positions?: TCandidateInput['matrixQuestions'];
  /** The organisation's recommendation (issue 16), with its reason: a few demo candidates carry one. */
  recommendation?: string;
  /** The analysis and reason in Spanish (ADR 44): a few samples have them, so the demo shows both cases. */
  spanish?: { analysis?: string; recommendation?: string };
};

/** The analysis as stored: the sample note first, as a paragraph of the HTML or a line of the plain text. */
const withSampleNote = (note: string, analysis?: string) =>
  analysis ? `${analysis.startsWith('<') ? `<p><em>${note}</em></p>` : `${note}\n`}${analysis}` : note;

/**
 * The demo House and Senate incumbents' federal ids (fictional, like them): Bioguide id for the sample votes
 * the legislation demo seeder loads, FEC candidate id for the sample donors. Each has a voting record.
 */
const FEDERAL_IDS: Record<string, { bioguideId: string; fecCandidateId: string }> = {
  'Eleanor Park': { bioguideId: 'P990001', fecCandidateId: 'H6NY10991' },
  'Nadia Haddad': { bioguideId: 'H990002', fecCandidateId: 'H6NY12992' },
  'Walter Quinn': { bioguideId: 'Q990003', fecCandidateId: 'S6NY00993' },
  'Julia Santos': { bioguideId: 'S990004', fecCandidateId: 'H6FL10994' },
  'Corinne Abernathy': { bioguideId: 'A990005', fecCandidateId: 'H6IL01995' },
  'Hollis Babineaux': { bioguideId: 'B990006', fecCandidateId: 'H6LA01996' },
  'Tessa Vandermolen': { bioguideId: 'V990007', fecCandidateId: 'H6MI03997' },
  'Owen Kettering': { bioguideId: 'K990008', fecCandidateId: 'H6MI07998' },
  'Rosalind Oyelaran': { bioguideId: 'O990009', fecCandidateId: 'H6NV01999' },
  'Wade Castellano': { bioguideId: 'C990010', fecCandidateId: 'H6NV03990' },
  'Alejandro Benavides': { bioguideId: 'B990011', fecCandidateId: 'H6TX35991' },
  'Beau Thibodeaux': { bioguideId: 'T990012', fecCandidateId: 'S6LA00992' },
  'Marisol Etcheverry': { bioguideId: 'E990013', fecCandidateId: 'S6NV00993' },
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

/** Samples for one office from rows of [state, district, name, party, incumbency, leaning]. */
function otherStateSamples(
  office: string,
  rows: Array<[string, string, string, TSample['party'], TSample['incumbent'], TSample['polLeaning']]>,
): TSample[] {
  return rows.map(([state, district, name, party, incumbent, polLeaning]) => ({
    name,
    office,
    state,
    district,
    party,
    incumbent,
    polLeaning,
  }));
}

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
    recommendation:
      'Sample reason: backs rent stabilisation, childcare and public broadband in every answer.',
    spanish: {
      analysis:
        '<p><strong>Organizadora de inquilinos</strong> que hace campaña por la estabilización de los alquileres y la banda ancha pública.</p><p>Cuenta con el respaldo de varios sindicatos locales.</p>',
      recommendation:
        'Razón de muestra: defiende la estabilización de los alquileres, el cuidado infantil y la banda ancha pública en todas sus respuestas.',
    },
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
    recommendation: 'Sample reason: the only candidate with a costed plan for affordable housing.',
    // The reason only: the analysis shows in English, marked as not translated yet.
    spanish: {
      recommendation:
        'Razón de muestra: es el único candidato con un plan de vivienda asequible que indica cuánto costaría.',
    },
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
  ...otherStateSamples('House of Representatives', [
    ['Illinois', '1', 'Corinne Abernathy', 'Democrat', 'Incumbent', 'Progressive'],
    ['Illinois', '3', 'Mateo Villanueva', 'Democrat', 'Challenger', 'Progressive'],
    ['Illinois', '3', 'Glen Pruitt', 'Republican', 'Challenger', 'Republican'],
    ['Louisiana', '1', 'Hollis Babineaux', 'Republican', 'Incumbent', 'Republican'],
    ['Louisiana', '1', 'Simone Arceneaux', 'Democrat', 'Challenger', 'Democrat'],
    ['Michigan', '3', 'Tessa Vandermolen', 'Democrat', 'Incumbent', 'Democrat'],
    ['Michigan', '7', 'Owen Kettering', 'Republican', 'Incumbent', 'Republican'],
    ['Michigan', '7', 'Farah Haddadin', 'Democrat', 'Challenger', 'Progressive'],
    ['Michigan', '8', 'Lucille Brandt', 'Democrat', 'Challenger', 'Democrat'],
    ['Nevada', '1', 'Rosalind Oyelaran', 'Democrat', 'Incumbent', 'Progressive'],
    ['Nevada', '3', 'Wade Castellano', 'Democrat', 'Incumbent', 'Democrat'],
    ['Nevada', '3', 'Dale Huxley', 'Republican', 'Challenger', 'Republican'],
    ['Nevada', '4', 'Inez Quintero', 'Democrat', 'Challenger', 'Progressive'],
    ['Texas', '35', 'Alejandro Benavides', 'Democrat', 'Incumbent', 'Progressive'],
    ['Texas', '35', 'Carla Whitacre', 'Republican', 'Challenger', 'Republican'],
  ]),
  ...otherStateSamples('Senate', [
    ['Louisiana', 'Louisiana', 'Beau Thibodeaux', 'Republican', 'Incumbent', 'Republican'],
    ['Nevada', 'Nevada', 'Marisol Etcheverry', 'Democrat', 'Incumbent', 'Democrat'],
    ['North Carolina', 'North Carolina', 'Jasmine Alston', 'Democrat', 'Challenger', 'Progressive'],
    ['North Carolina', 'North Carolina', 'Preston Ledbetter', 'Republican', 'Challenger', 'Republican'],
    ['Oklahoma', 'Oklahoma', 'Curtis Redbird', 'Others', 'Challenger', 'Independent'],
    ['Wisconsin', 'Wisconsin', 'Greta Lindqvist', 'Democrat', 'Challenger', 'Progressive'],
  ]),
  ...otherStateSamples('Governor', [
    ['Arkansas', 'Arkansas', 'Naomi Whitlock', 'Democrat', 'Challenger', 'Democrat'],
    ['Georgia', 'Georgia', 'Desmond Achebe', 'Democrat', 'Challenger', 'Progressive'],
    ['Georgia', 'Georgia', 'Travis Holloway', 'Republican', 'Challenger', 'Republican'],
    ['Michigan', 'Michigan', 'Harriet Kowalczyk', 'Democrat', 'Challenger', 'Democrat'],
    ['Nevada', 'Nevada', 'Rafael Ybarra', 'Democrat', 'Challenger', 'Progressive'],
    ['Oklahoma', 'Oklahoma', 'Loretta Birdsong', 'Democrat', 'Challenger', 'Democrat'],
    ['Texas', 'Texas', 'Garrett Pollard', 'Republican', 'Incumbent', 'Republican'],
    ['Wisconsin', 'Wisconsin', 'Anders Halvorsen', 'Democrat', 'Challenger', 'Progressive'],
  ]),
  ...otherStateSamples('AG', [
    ['Nevada', 'Nevada', 'Celeste Navarro', 'Democrat', 'Incumbent', 'Democrat'],
    ['Wisconsin', 'Wisconsin', 'Martin Eckhardt', 'Democrat', 'Incumbent', 'Progressive'],
  ]),
];

export const candidateDemoSeeder: Seeder = {
  name: 'candidates',
  async run(trx) {
    // The seeded 2025 general election, dated furthest ahead of the base data's two (issue 25).
    const electionId = await resolveElectionId(trx, null);
    for (const sample of SAMPLES) {
      const federalIds = FEDERAL_IDS[sample.name];
      const [firstName = sample.name, ...rest] = sample.name.split(' ');
      await createCandidate(
        trx,
        // Through the admin's rules, which also fill in what a sample leaves out with their defaults.
        toCandidateValues(
          ZCandidateSchema.parse({
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
            votingRecord: sample.votingRecord ?? federalIds !== undefined,
            specialNotes: withSampleNote(SAMPLE_NOTE, sample.analysis),
            sources: ['https://www.vote.nyc/', 'https://ballotpedia.org/'],
            matrixQuestions: sample.positions ?? {},
            bioguideId: federalIds?.bioguideId ?? null,
            fecCandidateId: federalIds?.fecCandidateId ?? null,
            recommended: sample.recommendation !== undefined,
            recommendationReason: sample.recommendation ?? null,
            translations: sample.spanish
              ? {
                  es: {
                    ...(sample.spanish.analysis
                      ? { specialNotes: withSampleNote(SAMPLE_NOTE_ES, sample.spanish.analysis) }
                      : {}),
                    recommendationReason: sample.spanish.recommendation,
                  },
                }
              : {},
          } satisfies TCandidateInput),
          electionId,
        ),
      );
    }
  },
};

import type { TBallotMeasure } from '../../shared/ballot-measures';

const TEST_ELECTION_ID = '00000000-0000-4000-8000-0000000000e1';

/** Two measures as `ballotMeasures.list` answers them: one without our call, one with it. */
export const TEST_BALLOT_MEASURES: TBallotMeasure[] = [
  {
    id: '00000000-0000-4000-8000-0000000000a1',
    electionId: TEST_ELECTION_ID,
    divisionId: 'ocd-division/country:us/state:ny',
    sources: [],
    name: 'Test Land Swap',
    measureNumber: 'Proposal 1 · Statewide',
    icon: 'tree-pine',
    whatItSays: ['Lets the state trade 300 acres of protected land.', 'Adds 2,500 acres in exchange.'],
    impact: ['A venue grows into protected land.'],
    recommendation: null,
    recommendationReason: null,
    translations: {},
  },
  {
    id: '00000000-0000-4000-8000-0000000000a2',
    electionId: TEST_ELECTION_ID,
    divisionId: 'ocd-division/country:us/state:ny/place:new_york',
    sources: ['https://www.nyc.gov/site/charter/index.page'],
    name: 'Test Housing Process',
    measureNumber: 'Proposal 2 · New York City',
    icon: 'house',
    whatItSays: ['Fast-tracks affordable housing.'],
    impact: ['The Council no longer has the final say.', 'More homes get built.'],
    recommendation: 'Yes',
    recommendationReason: 'New York is short of homes people can afford.',
    translations: {},
  },
];

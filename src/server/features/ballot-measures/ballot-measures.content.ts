import type { TBallotMeasure } from '../../../shared/ballot-measures';

/**
 * The November 4, 2025 proposals, in ballot order: one statewide, five from NYC's Charter Revision
 * Commission. What `ballotMeasures.list` answers until measures are edited in the admin.
 */
export const BALLOT_MEASURES: TBallotMeasure[] = [
  {
    name: 'Adirondack Land Swap',
    measureNumber: 'Proposal 1 · Statewide',
    icon: 'tree-pine',
    whatItSays: [
      "Amends the State Constitution's 'forever wild' protection of the Forest Preserve to let the state use up to 323 acres of protected land at the Mount Van Hoevenberg Olympic Sports Complex, near Lake Placid, for ski and biathlon trails and related facilities.",
      'In exchange, the state must add at least 2,500 acres of new forest land to the Adirondack Park.',
    ],
    impact: [
      'A state-run winter sports venue gets room for trails and facilities on land the constitution otherwise keeps untouched.',
      'The Forest Preserve gains more acres than it gives up, but the land it gives up loses its protection for good.',
      'Every carve-out from "forever wild" is a precedent, which is why environmental groups watch these amendments closely.',
    ],
  },
  {
    name: 'Expedited Affordable Housing Process',
    measureNumber: 'Proposal 2 · New York City',
    icon: 'house',
    whatItSays: [
      'Creates fast-track reviews for publicly financed affordable housing, including a new route through the Board of Standards and Appeals.',
      'Adds a shorter review for affordable housing in the community districts that have approved the least of it. Community boards still weigh in, on a tighter timeline.',
    ],
    impact: [
      "The City Council, and with it the local Council member's informal veto, no longer has the final say on these projects.",
      'Affordable homes could get approved months faster, especially in wealthier neighborhoods that have built very little.',
      'Communities lose some of the leverage they use to win deeper affordability or local hiring during Council negotiations.',
    ],
    recommendation: {
      vote: 'Yes',
      reason:
        'New York is short of homes people can afford, and the neighborhoods that block them are rarely the ones facing displacement.',
    },
  },
  {
    name: 'Small Land-Use Changes',
    measureNumber: 'Proposal 3 · New York City',
    icon: 'ruler',
    whatItSays: [
      'Creates an Expedited Land Use Review Procedure for modest projects: small increases in how much housing is allowed, land deals that make affordable housing possible, and climate resiliency projects.',
      'Community boards and borough presidents review these projects, and the City Planning Commission decides, without a City Council vote.',
    ],
    impact: [
      'Routine changes, like a few more homes on a block or flood protection, could be approved months sooner.',
      'Power over these smaller decisions moves from the elected Council to the appointed Planning Commission.',
    ],
  },
  {
    name: 'Affordable Housing Appeals Board',
    measureNumber: 'Proposal 4 · New York City',
    icon: 'scale',
    whatItSays: [
      "Creates an Affordable Housing Appeals Board made up of the Mayor, the City Council Speaker and the borough president where the project is. It replaces the Mayor's veto at the end of land-use review for projects that create affordable housing.",
      "When the Council rejects or cuts down such a project, two of the three can reverse the Council's decision.",
    ],
    impact: [
      'An affordable housing project that one Council member or the Council blocks gets a second chance.',
      'It shifts power away from the Council toward the Mayor and borough presidents; who benefits depends on who holds those offices.',
    ],
  },
  {
    name: 'City Map Updates',
    measureNumber: 'Proposal 5 · New York City',
    icon: 'map',
    whatItSays: [
      'Combines the official City Map, now thousands of separate paper maps kept in five borough offices, into one digital map run by the Department of City Planning.',
    ],
    impact: [
      'Mostly housekeeping: the official layout of streets, parks and public places becomes easier for everyone to check.',
      'Projects that need a map change, from new housing to street redesigns, could move with less paperwork.',
    ],
    recommendation: {
      vote: 'Yes',
      reason: 'A sensible modernization with little downside.',
    },
  },
  {
    name: 'Even-Year City Elections',
    measureNumber: 'Proposal 6 · New York City',
    icon: 'vote',
    whatItSays: [
      'Moves elections for Mayor, Public Advocate, Comptroller, Borough President and City Council to the same years as presidential elections.',
      'Only takes effect if the State Constitution, which requires city elections in odd-numbered years, is also changed. Some terms would be shortened once to make the switch.',
    ],
    impact: [
      'Far more people vote in presidential years, so many more New Yorkers would help pick who runs the city.',
      'City races would share the ballot and the headlines with national ones, so local issues would have to compete for attention.',
    ],
    recommendation: {
      vote: 'Yes',
      reason:
        'Odd-year city elections are decided by a small and unrepresentative slice of voters. Holding them when young people, renters and working people turn out makes City Hall answer to more of us.',
    },
  },
];

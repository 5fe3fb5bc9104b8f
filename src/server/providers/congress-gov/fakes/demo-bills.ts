/**
 * The fake Congress.gov's default dataset: the ten demo bills of the 119th Congress (fictional, titled
 * "Sample: …"), each with actions written the way Congress.gov lists them (reference/data-sources.md §2.1:
 * Library of Congress rows carry the numeric action codes, House rows their H-codes, Senate rows no code).
 * Under the stage rules (codes 1000/8000/9000/10000/17000/18000/19000-23000/28000/29000/31000/36000 and the
 * types Floor, President, Veto, BecameLaw, ResolvingDifferences) they give the stage and stop noted on each.
 * Vote tallies in the texts are made up like the rest.
 */
type TFakeAction = {
  actionDate: string;
  text: string;
  type: string;
  actionCode?: string;
  sourceSystem: { code: number; name: string };
  recordedVotes?: Array<{
    chamber: 'House' | 'Senate';
    congress: number;
    date: string;
    rollNumber: number;
    sessionNumber: number;
    url: string;
  }>;
};

export type TFakeBill = {
  congress: number;
  /** Upper-case as Congress.gov writes it: HR, S, HJRES… */
  type: string;
  number: number;
  title: string;
  introducedDate: string;
  policyArea: string;
  sponsor: { bioguideId: string; fullName: string; party: string; state: string; district?: number };
  /** Public laws, e.g. 119-88: a non-empty list means the bill became law. */
  laws: string[];
  /** Oldest first, as they happened; the fake serves them newest first, as Congress.gov does. */
  actions: TFakeAction[];
};

const LOC = { code: 9, name: 'Library of Congress' };
const HOUSE = { code: 2, name: 'House floor actions' };
const SENATE = { code: 0, name: 'Senate' };

const loc = (actionDate: string, actionCode: string, type: string, text: string): TFakeAction => ({
  actionDate,
  text,
  type,
  actionCode,
  sourceSystem: LOC,
});

function houseIntroduced(date: string, committee: string): TFakeAction[] {
  return [
    loc(date, 'Intro-H', 'IntroReferral', 'Introduced in House'),
    loc(date, '1000', 'IntroReferral', 'Introduced in House'),
    {
      actionDate: date,
      text: `Referred to the House Committee on ${committee}.`,
      type: 'IntroReferral',
      actionCode: 'H11100',
      sourceSystem: HOUSE,
    },
  ];
}

function senateIntroduced(date: string, committee: string): TFakeAction[] {
  return [
    loc(date, '10000', 'IntroReferral', 'Introduced in Senate'),
    {
      actionDate: date,
      text: `Read twice and referred to the Committee on ${committee}.`,
      type: 'IntroReferral',
      sourceSystem: SENATE,
    },
  ];
}

const houseVote = (date: string, rollNumber: number) => ({
  chamber: 'House' as const,
  congress: 119,
  date: `${date}T18:30:00Z`,
  rollNumber,
  sessionNumber: Number(date.slice(0, 4)) - 2024,
  url: `https://clerk.house.gov/evs/${date.slice(0, 4)}/roll${String(rollNumber).padStart(3, '0')}.xml`,
});

const senateVote = (date: string, rollNumber: number) => {
  const session = Number(date.slice(0, 4)) - 2024;
  return {
    chamber: 'Senate' as const,
    congress: 119,
    date: `${date}T20:15:00Z`,
    rollNumber,
    sessionNumber: session,
    url: `https://www.senate.gov/legislative/LIS/roll_call_votes/vote119${session}/vote_119_${session}_${String(rollNumber).padStart(5, '0')}.xml`,
  };
};

function housePassed(date: string, tally: string, rollNumber: number): TFakeAction[] {
  const vote = `On passage Passed by the Yeas and Nays: ${tally} (Roll no. ${rollNumber}).`;
  return [
    {
      actionDate: date,
      text: vote,
      type: 'Floor',
      actionCode: 'H37100',
      sourceSystem: HOUSE,
      recordedVotes: [houseVote(date, rollNumber)],
    },
    loc(date, '8000', 'Floor', `Passed/agreed to in House: ${vote}`),
    {
      actionDate: date,
      text: 'Motion to reconsider laid on the table Agreed to without objection.',
      type: 'Floor',
      actionCode: 'H38310',
      sourceSystem: HOUSE,
    },
  ];
}

function houseFailed(date: string, tally: string, rollNumber: number): TFakeAction[] {
  const vote = `On passage Failed by the Yeas and Nays: ${tally} (Roll no. ${rollNumber}).`;
  return [
    {
      actionDate: date,
      text: vote,
      type: 'Floor',
      actionCode: 'H37100',
      sourceSystem: HOUSE,
      recordedVotes: [houseVote(date, rollNumber)],
    },
    // The Library of Congress words every failed vote so; "not agreed to in House" is no passage.
    loc(date, '9000', 'Floor', `Failed of passage/not agreed to in House: ${vote}`),
  ];
}

function senateReceived(date: string, committee: string | null): TFakeAction[] {
  return [
    {
      actionDate: date,
      text: committee
        ? `Received in the Senate and Read twice and referred to the Committee on ${committee}.`
        : 'Received in the Senate. Read the first time. Placed on Senate Legislative Calendar under Read the First Time.',
      type: 'IntroReferral',
      sourceSystem: SENATE,
    },
  ];
}

function senatePassed(
  date: string,
  tally: string,
  rollNumber: number,
  amendment: 'without amendment' | 'with an amendment',
): TFakeAction[] {
  const vote = `Passed Senate ${amendment} by Yea-Nay Vote. ${tally}. Record Vote Number: ${rollNumber}.`;
  return [
    {
      actionDate: date,
      text: vote,
      type: 'Floor',
      sourceSystem: SENATE,
      recordedVotes: [senateVote(date, rollNumber)],
    },
    loc(date, '17000', 'Floor', `Passed/agreed to in Senate: ${vote}`),
    {
      actionDate: date,
      text: 'Message on Senate action sent to the House.',
      type: 'Floor',
      sourceSystem: SENATE,
    },
  ];
}

function senateFailed(date: string, tally: string, rollNumber: number): TFakeAction[] {
  const vote = `Failed of passage in Senate by Yea-Nay Vote. ${tally}. Record Vote Number: ${rollNumber}.`;
  return [
    {
      actionDate: date,
      text: vote,
      type: 'Floor',
      sourceSystem: SENATE,
      recordedVotes: [senateVote(date, rollNumber)],
    },
    loc(date, '18000', 'Floor', `Failed of passage/not agreed to in Senate: ${vote}`),
  ];
}

function houseReceived(date: string, committee: string): TFakeAction[] {
  return [
    {
      actionDate: date,
      text: 'Received in the House.',
      type: 'Floor',
      actionCode: 'H14000',
      sourceSystem: HOUSE,
    },
    {
      actionDate: date,
      text: `Referred to the House Committee on ${committee}.`,
      type: 'IntroReferral',
      actionCode: 'H11100',
      sourceSystem: HOUSE,
    },
  ];
}

const presented = (date: string) => [loc(date, '28000', 'President', 'Presented to President.')];
const signedIntoLaw = (date: string, law: string) => [
  loc(date, '29000', 'President', 'Signed by President.'),
  loc(date, '36000', 'BecameLaw', `Became Public Law No: ${law}.`),
];
const vetoed = (date: string) => [loc(date, '31000', 'Veto', 'Vetoed by President.')];

/** Keyed by the unitedstates/congress bill id (hr9901-119), the demo content's docId. */
export const DEMO_BILLS: Record<string, TFakeBill> = {
  // Became Law.
  'hr9901-119': {
    congress: 119,
    type: 'HR',
    number: 9901,
    title: 'Sample: Pandemic Preparedness and Paid Sick Leave Act',
    introducedDate: '2025-02-04',
    policyArea: 'Health',
    sponsor: {
      bioguideId: 'P990001',
      fullName: 'Rep. Park, Eleanor [D-NY-10]',
      party: 'D',
      state: 'NY',
      district: 10,
    },
    laws: ['119-88'],
    actions: [
      ...houseIntroduced('2025-02-04', 'Energy and Commerce'),
      ...housePassed('2025-05-14', '241 - 187', 131),
      ...senateReceived('2025-05-15', 'Health, Education, Labor, and Pensions'),
      ...senatePassed('2025-09-18', '61 - 37', 512, 'without amendment'),
      ...presented('2025-09-24'),
      ...signedIntoLaw('2025-10-02', '119-88'),
    ],
  },
  // Passed House.
  'hr9902-119': {
    congress: 119,
    type: 'HR',
    number: 9902,
    title: 'Sample: Community Safety and Policing Accountability Act',
    introducedDate: '2025-03-11',
    policyArea: 'Crime and Law Enforcement',
    sponsor: {
      bioguideId: 'H990002',
      fullName: 'Rep. Haddad, Nadia [D-NY-12]',
      party: 'D',
      state: 'NY',
      district: 12,
    },
    laws: [],
    actions: [
      ...houseIntroduced('2025-03-11', 'the Judiciary'),
      ...housePassed('2025-07-22', '220 - 208', 214),
      ...senateReceived('2025-07-23', 'the Judiciary'),
    ],
  },
  // Passed Senate.
  's9903-119': {
    congress: 119,
    type: 'S',
    number: 9903,
    title: 'Sample: Clean Transit and Infrastructure Investment Act',
    introducedDate: '2025-04-02',
    policyArea: 'Transportation and Public Works',
    sponsor: { bioguideId: 'Q990003', fullName: 'Sen. Quinn, Walter [D-NY]', party: 'D', state: 'NY' },
    laws: [],
    actions: [
      ...senateIntroduced('2025-04-02', 'Environment and Public Works'),
      ...senatePassed('2025-11-05', '54 - 45', 601, 'without amendment'),
      ...houseReceived('2025-11-07', 'Transportation and Infrastructure'),
    ],
  },
  // Resolving Differences.
  'hr9904-119': {
    congress: 119,
    type: 'HR',
    number: 9904,
    title: 'Sample: Affordable Homes and Tenant Protection Act',
    introducedDate: '2025-01-28',
    policyArea: 'Housing and Community Development',
    sponsor: {
      bioguideId: 'S990004',
      fullName: 'Rep. Santos, Julia [D-FL-10]',
      party: 'D',
      state: 'FL',
      district: 10,
    },
    laws: [],
    actions: [
      ...houseIntroduced('2025-01-28', 'Financial Services'),
      ...housePassed('2025-06-10', '226 - 201', 167),
      ...senateReceived('2025-06-11', 'Banking, Housing, and Urban Affairs'),
      ...senatePassed('2026-02-26', '52 - 47', 88, 'with an amendment'),
      loc(
        '2026-03-17',
        '19000',
        'ResolvingDifferences',
        'Resolving differences -- House actions: On motion that the House disagree to the Senate amendment, and request a conference Agreed to without objection.',
      ),
      {
        actionDate: '2026-03-24',
        text: 'Resolving differences -- Senate actions: Senate insisted on its amendment, and agreed to the request for a conference by Unanimous Consent.',
        type: 'ResolvingDifferences',
        sourceSystem: SENATE,
      },
    ],
  },
  // To President, vetoed.
  'hr9905-119': {
    congress: 119,
    type: 'HR',
    number: 9905,
    title: 'Sample: Freedom to Vote Act',
    introducedDate: '2025-01-15',
    policyArea: 'Government Operations and Politics',
    sponsor: {
      bioguideId: 'A990005',
      fullName: 'Rep. Abernathy, Corinne [D-IL-1]',
      party: 'D',
      state: 'IL',
      district: 1,
    },
    laws: [],
    actions: [
      ...houseIntroduced('2025-01-15', 'House Administration'),
      ...housePassed('2025-04-09', '219 - 210', 98),
      ...senateReceived('2025-04-10', 'Rules and Administration'),
      ...senatePassed('2025-12-03', '51 - 49', 655, 'without amendment'),
      ...presented('2025-12-09'),
      ...vetoed('2025-12-19'),
    ],
  },
  // Introduced, failed: the Senate passage vote failed.
  's9906-119': {
    congress: 119,
    type: 'S',
    number: 9906,
    title: 'Sample: Public School Funding Act',
    introducedDate: '2025-05-20',
    policyArea: 'Education',
    sponsor: { bioguideId: 'E990013', fullName: 'Sen. Etcheverry, Marisol [D-NV]', party: 'D', state: 'NV' },
    laws: [],
    actions: [
      ...senateIntroduced('2025-05-20', 'Health, Education, Labor, and Pensions'),
      ...senateFailed('2026-04-22', '46 - 53', 141),
    ],
  },
  // To President.
  'hr9907-119': {
    congress: 119,
    type: 'HR',
    number: 9907,
    title: 'Sample: Fair Wages and Union Rights Act',
    introducedDate: '2025-02-19',
    policyArea: 'Labor and Employment',
    sponsor: {
      bioguideId: 'O990009',
      fullName: 'Rep. Oyelaran, Rosalind [D-NV-1]',
      party: 'D',
      state: 'NV',
      district: 1,
    },
    laws: [],
    actions: [
      ...houseIntroduced('2025-02-19', 'Education and Workforce'),
      ...housePassed('2025-10-08', '223 - 205', 276),
      ...senateReceived('2025-10-09', 'Health, Education, Labor, and Pensions'),
      ...senatePassed('2026-11-12', '50 - 49', 402, 'without amendment'),
      ...presented('2026-11-18'),
    ],
  },
  // Passed House.
  'hr9908-119': {
    congress: 119,
    type: 'HR',
    number: 9908,
    title: 'Sample: Border Enforcement Expansion Act',
    introducedDate: '2025-03-04',
    policyArea: 'Immigration',
    sponsor: {
      bioguideId: 'K990008',
      fullName: 'Rep. Kettering, Owen [R-MI-7]',
      party: 'R',
      state: 'MI',
      district: 7,
    },
    laws: [],
    actions: [
      ...houseIntroduced('2025-03-04', 'the Judiciary'),
      ...housePassed('2025-08-06', '216 - 212', 233),
      ...senateReceived('2025-09-02', null),
    ],
  },
  // Passed Senate.
  's9909-119': {
    congress: 119,
    type: 'S',
    number: 9909,
    title: 'Sample: Foreign Aid Accountability Act',
    introducedDate: '2025-06-12',
    policyArea: 'International Affairs',
    sponsor: { bioguideId: 'T990012', fullName: 'Sen. Thibodeaux, Beau [R-LA]', party: 'R', state: 'LA' },
    laws: [],
    actions: [
      ...senateIntroduced('2025-06-12', 'Foreign Relations'),
      ...senatePassed('2026-03-05', '53 - 46', 97, 'without amendment'),
      ...houseReceived('2026-03-09', 'Foreign Affairs'),
    ],
  },
  // Introduced, failed: the House passage vote failed.
  'hr9910-119': {
    congress: 119,
    type: 'HR',
    number: 9910,
    title: 'Sample: Regulatory Rollback Act',
    introducedDate: '2025-04-23',
    policyArea: 'Government Operations and Politics',
    sponsor: {
      bioguideId: 'B990006',
      fullName: 'Rep. Babineaux, Hollis [R-LA-1]',
      party: 'R',
      state: 'LA',
      district: 1,
    },
    laws: [],
    actions: [
      ...houseIntroduced('2025-04-23', 'Oversight and Government Reform'),
      ...houseFailed('2025-09-17', '198 - 230', 262),
    ],
  },
};

/**
 * The fake FEC's default dataset: the thirteen demo House and Senate incumbents (fictional, like their
 * committees and every organisation here), each with a principal committee, contributions by employer (some
 * from people with no employer, which the provider drops) and committee gifts, some from the PAC of an
 * employer in the same list so that the two merge by organisation. Figures are sample data.
 */
type TFakeFecCommittee = { committeeId: string; name: string; cycles: number[] };
type TFakeEmployerRow = { employer: string; total: number; count: number };
type TFakeCommitteeGift = {
  contributorName: string;
  contributorId: string;
  amount: number;
  date: string;
  /** 'X': a memo entry, repeating money reported elsewhere. */
  memoCode?: 'X';
};
export type TFakeFecCandidate = {
  candidateId: string;
  /** As the FEC writes it: "PARK, ELEANOR". */
  name: string;
  office: 'H' | 'S';
  state: string;
  /** Two digits; "00" for the Senate. */
  district: string;
  party: 'DEM' | 'REP';
  cycles: number[];
  committee: TFakeFecCommittee | null;
  employers: TFakeEmployerRow[];
  committeeGifts: TFakeCommitteeGift[];
};

const CYCLES = [2024, 2026, 2028];

/** Organisations as employees write their employer, and the organisation's PAC if it has one. */
const ORGANISATIONS: Array<{ employers: string[]; pac?: { name: string; id: string } }> = [
  {
    employers: ['BRIGHTWATER HEALTH INC.', 'BRIGHTWATER HEALTH'],
    pac: {
      name: 'BRIGHTWATER HEALTH INC. EMPLOYEE FEDERAL POLITICAL ACTION COMMITTEE (BRIGHTWATER PAC)',
      id: 'C99100001',
    },
  },
  { employers: ['LAKESHORE UNIVERSITY'] },
  {
    employers: ['RIVERBEND ENERGY CO', 'RIVERBEND ENERGY COMPANY'],
    pac: { name: 'RIVERBEND ENERGY COMPANY EMPLOYEES PAC', id: 'C99100002' },
  },
  { employers: ['NORTHGATE TEACHERS UNION'], pac: { name: 'NORTHGATE TEACHERS UNION PAC', id: 'C99100003' } },
  { employers: ['SUMMIT LEGAL GROUP LLP'] },
  { employers: ['HARBORVIEW BANK'], pac: { name: 'HARBORVIEW BANK FEDERAL PAC', id: 'C99100004' } },
  { employers: ['KESTREL SOFTWARE, INC.'] },
  { employers: ['METRO TRANSIT AUTHORITY'] },
  {
    employers: ['UNITED BUILDING TRADES COUNCIL'],
    pac: { name: 'UNITED BUILDING TRADES COUNCIL POLITICAL ACTION COMMITTEE', id: 'C99100005' },
  },
  { employers: ['CEDAR RIDGE MEDICAL CENTER'] },
];

/** Committees that are no organisation's PAC. */
const LEADERSHIP_PACS = [
  { name: 'PROGRESSIVE FUTURE FUND', id: 'C99200001' },
  { name: 'HEARTLAND LEADERSHIP PAC', id: 'C99200002' },
];

/** What people with no employer write; the provider must drop these rows. */
const NO_EMPLOYER = [
  'RETIRED',
  'NOT EMPLOYED',
  'SELF-EMPLOYED',
  'INFORMATION REQUESTED PER BEST EFFORTS',
  'N/A',
];

const DEMO_INCUMBENTS: Array<
  Omit<TFakeFecCandidate, 'cycles' | 'committee' | 'employers' | 'committeeGifts'> & { committeeName: string }
> = [
  {
    candidateId: 'H6NY10991',
    name: 'PARK, ELEANOR',
    office: 'H',
    state: 'NY',
    district: '10',
    party: 'DEM',
    committeeName: 'ELEANOR PARK FOR CONGRESS',
  },
  {
    candidateId: 'H6NY12992',
    name: 'HADDAD, NADIA',
    office: 'H',
    state: 'NY',
    district: '12',
    party: 'DEM',
    committeeName: 'NADIA HADDAD FOR CONGRESS',
  },
  {
    candidateId: 'S6NY00993',
    name: 'QUINN, WALTER',
    office: 'S',
    state: 'NY',
    district: '00',
    party: 'DEM',
    committeeName: 'QUINN FOR SENATE',
  },
  {
    candidateId: 'H6FL10994',
    name: 'SANTOS, JULIA',
    office: 'H',
    state: 'FL',
    district: '10',
    party: 'DEM',
    committeeName: 'JULIA SANTOS FOR CONGRESS',
  },
  {
    candidateId: 'H6IL01995',
    name: 'ABERNATHY, CORINNE',
    office: 'H',
    state: 'IL',
    district: '01',
    party: 'DEM',
    committeeName: 'ABERNATHY FOR CONGRESS',
  },
  {
    candidateId: 'H6LA01996',
    name: 'BABINEAUX, HOLLIS',
    office: 'H',
    state: 'LA',
    district: '01',
    party: 'REP',
    committeeName: 'BABINEAUX FOR CONGRESS',
  },
  {
    candidateId: 'H6MI03997',
    name: 'VANDERMOLEN, TESSA',
    office: 'H',
    state: 'MI',
    district: '03',
    party: 'DEM',
    committeeName: 'TESSA VANDERMOLEN FOR CONGRESS',
  },
  {
    candidateId: 'H6MI07998',
    name: 'KETTERING, OWEN',
    office: 'H',
    state: 'MI',
    district: '07',
    party: 'REP',
    committeeName: 'KETTERING FOR CONGRESS',
  },
  {
    candidateId: 'H6NV01999',
    name: 'OYELARAN, ROSALIND',
    office: 'H',
    state: 'NV',
    district: '01',
    party: 'DEM',
    committeeName: 'ROSALIND OYELARAN FOR CONGRESS',
  },
  {
    candidateId: 'H6NV03990',
    name: 'CASTELLANO, WADE',
    office: 'H',
    state: 'NV',
    district: '03',
    party: 'DEM',
    committeeName: 'CASTELLANO FOR NEVADA',
  },
  {
    candidateId: 'H6TX35991',
    name: 'BENAVIDES, ALEJANDRO',
    office: 'H',
    state: 'TX',
    district: '35',
    party: 'DEM',
    committeeName: 'BENAVIDES FOR CONGRESS',
  },
  {
    candidateId: 'S6LA00992',
    name: 'THIBODEAUX, BEAU',
    office: 'S',
    state: 'LA',
    district: '00',
    party: 'REP',
    committeeName: 'THIBODEAUX FOR SENATE',
  },
  {
    candidateId: 'S6NV00993',
    name: 'ETCHEVERRY, MARISOL',
    office: 'S',
    state: 'NV',
    district: '00',
    party: 'DEM',
    committeeName: 'ETCHEVERRY FOR NEVADA',
  },
];

// Amounts vary by candidate and organisation without a random generator, so every run serves the same figures.
const scale = (seed: number) => 1 + (seed % 5) / 4;

function employersOf(index: number, organisations: typeof ORGANISATIONS): TFakeEmployerRow[] {
  const rows = organisations.flatMap((organisation, rank) =>
    organisation.employers.map((employer, spelling) => ({
      employer,
      // A second spelling of the same employer carries less, as the rarer one does.
      total:
        Math.round((9000 - rank * 700) * scale(index + rank) * (spelling === 0 ? 1 : 0.25) * 100) / 100 + 0.5,
      count: 12 - rank,
    })),
  );
  const nobody = NO_EMPLOYER.map((employer, rank) => ({
    employer,
    total: 15000 - rank * 2000 + index * 10,
    count: 40,
  }));
  return [...rows, ...nobody].sort((a, b) => b.total - a.total);
}

function giftsOf(index: number, organisations: typeof ORGANISATIONS): TFakeCommitteeGift[] {
  const pacs = [
    ...organisations.flatMap((organisation) => (organisation.pac ? [organisation.pac] : [])),
    LEADERSHIP_PACS[index % 2]!,
  ];
  const gifts = pacs.flatMap((pac, rank) => [
    { contributorName: pac.name, contributorId: pac.id, amount: 5000, date: '2025-06-30' },
    {
      contributorName: pac.name,
      contributorId: pac.id,
      amount: 1000 * (1 + ((index + rank) % 3)),
      date: '2026-03-31',
    },
  ]);
  // An earmark passed through by a conduit: repeated as a memo line, which must not count twice.
  const memo = { ...gifts[0]!, amount: 2500, date: '2026-04-15', memoCode: 'X' as const };
  return [...gifts, memo].sort((a, b) => b.amount - a.amount);
}

/** Six of the ten organisations for each incumbent, a different six for the next. */
const organisationsOf = (index: number) =>
  Array.from({ length: 6 }, (_, rank) => ORGANISATIONS[(index * 3 + rank) % ORGANISATIONS.length]!);

/** Keyed by FEC candidate id. */
export const DEMO_FEC_CANDIDATES: Record<string, TFakeFecCandidate> = Object.fromEntries(
  DEMO_INCUMBENTS.map(({ committeeName, ...candidate }, index) => [
    candidate.candidateId,
    {
      ...candidate,
      cycles: CYCLES,
      committee: {
        committeeId: `C990000${String(index + 1).padStart(2, '0')}`,
        name: committeeName,
        cycles: CYCLES,
      },
      employers: employersOf(index, organisationsOf(index)),
      committeeGifts: giftsOf(index, organisationsOf(index)),
    },
  ]),
);

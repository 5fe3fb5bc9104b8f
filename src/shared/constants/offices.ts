/** Spec part 2 §3: the offices a candidate can run for, the common ones first, then each state's extras. */
export const COMMON_OFFICES = [
  'House of Representatives',
  'Senate',
  'Governor',
  'AG',
  'State Senate',
  'State HOR',
] as const;

export const STATE_EXTRA_OFFICES = {
  Ohio: [
    'State Supreme Court',
    'County Prosecutor',
    'Auditor',
    'Treasurer',
    'Council',
    'Commission',
    'Common Pleas',
    'Engineer',
    'Recorder',
    'Sheriff',
    'Clerk of Courts',
    'District Court of Appeals',
    'Board of Education',
  ],
  Pennsylvania: ['Auditor', 'Treasurer'],
  Arizona: [
    'Mayor',
    'City Council',
    'County Assessor',
    'County Attorney',
    'County Recorder',
    'County Sheriff',
    'County Treasurer',
    'School Superintendent',
    'Board of Supervisors',
    'Constable General',
    'Community College District',
    'Corporation Commission',
    'Justice of Peace',
  ],
  Wisconsin: ['County Executive'],
  Georgia: ['City Council', 'District Attorney', 'County Board of Commissioners', 'School Board'],
  'New York': [
    'District Attorney',
    'City Court',
    'Civil Court',
    "Surrogate's Court",
    'School Board',
    'Mayor',
    'Public Advocate',
    'Comptroller',
    'Borough President',
    'City Council',
  ],
} as const;

export const ALL_OFFICES = [
  ...new Set<string>([...COMMON_OFFICES, ...Object.values(STATE_EXTRA_OFFICES).flat()]),
];

/** 'State HOR' is the state's lower house; people know it as the State Assembly. */
export function displayOffice(office: string): string {
  return office === 'State HOR' ? 'State Assembly' : office;
}

/** Federal first, then state, then local: the order races are listed in. */
const OFFICE_ORDER = [
  'Senate',
  'House of Representatives',
  'Governor',
  'AG',
  'Auditor',
  'Treasurer',
  'State Supreme Court',
  'Corporation Commission',
  'School Superintendent',
  'State Senate',
  'State HOR',
  'Mayor',
  'Public Advocate',
  'Comptroller',
  'Borough President',
  'City Council',
  'Council',
  'County Executive',
  'Board of Supervisors',
  'County Board of Commissioners',
  'Commission',
  'District Attorney',
  'County Prosecutor',
  'County Attorney',
  'County Assessor',
  'County Recorder',
  'Recorder',
  'County Sheriff',
  'Sheriff',
  'County Treasurer',
  'Engineer',
  'Clerk of Courts',
  'District Court of Appeals',
  'Common Pleas',
  'City Court',
  'Civil Court',
  "Surrogate's Court",
  'Justice of Peace',
  'Constable General',
  'Board of Education',
  'School Board',
  'Community College District',
] as const;

export function officeRank(office: string): number {
  const index = (OFFICE_ORDER as readonly string[]).indexOf(office);
  return index === -1 ? OFFICE_ORDER.length : index;
}

/** Spec part 2 §9: the 27 fixed districts of /otherKeyStates. Statewide offices use the state as district. */
export const OTHER_KEY_STATE_DISTRICTS: ReadonlyArray<{ office: string; state: string; district: string }> = [
  ...[
    ['Florida', '10'],
    ['Illinois', '1'],
    ['Illinois', '3'],
    ['Louisiana', '1'],
    ['Michigan', '3'],
    ['Michigan', '7'],
    ['Michigan', '8'],
    ['Nevada', '1'],
    ['Nevada', '3'],
    ['Nevada', '4'],
    ['Texas', '35'],
  ].map(([state, district]) => ({ office: 'House of Representatives', state: state!, district: district! })),
  ...['Florida', 'Louisiana', 'Nevada', 'North Carolina', 'Oklahoma', 'Wisconsin'].map((state) => ({
    office: 'Senate',
    state,
    district: state,
  })),
  ...['Arkansas', 'Georgia', 'Michigan', 'Nevada', 'Oklahoma', 'Texas', 'Wisconsin'].map((state) => ({
    office: 'Governor',
    state,
    district: state,
  })),
  ...['Michigan', 'Nevada', 'Wisconsin'].map((state) => ({ office: 'AG', state, district: state })),
];

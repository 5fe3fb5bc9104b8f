/** The 50 states with their postal abbreviations (spec part 2 §3: the admin state selector). */
export const US_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
] as const;

const NAME_BY_CODE = new Map<string, string>(US_STATES);
const CODE_BY_NAME = new Map<string, string>(US_STATES.map(([code, name]) => [name.toLowerCase(), code]));

export const stateName = (code: string) => NAME_BY_CODE.get(code.toUpperCase());
export const stateCode = (nameOrCode: string) =>
  NAME_BY_CODE.has(nameOrCode.toUpperCase())
    ? nameOrCode.toUpperCase()
    : CODE_BY_NAME.get(nameOrCode.toLowerCase());

/** Spec part 2 §3: the states an admin can add candidates for ('N/A' for none in particular). */
export const CANDIDATE_STATE_CHOICES = [
  'N/A',
  'Arizona',
  'Georgia',
  'New York',
  'Ohio',
  'Pennsylvania',
  'Wisconsin',
] as const;

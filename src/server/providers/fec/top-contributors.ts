import type { TDonor } from '../../../shared/schemas/federal-record';

/**
 * How the FEC's rows become OpenSecrets-style top contributors (reference/data-sources.md §3.2): individuals'
 * money by employer plus committee (PAC) money, merged by organisation. Pure functions, so the rules are
 * tested without a server.
 */

/** One row of /schedules/schedule_a/by_employer/: what the employees of one employer gave, in dollars. */
export type TEmployerTotal = { employer: string; total: number };
/** The money one committee gave, in dollars: one row of /schedules/schedule_a/ or their sum. */
export type TCommitteeGift = { contributorName: string; amount: number };

export const DEFAULT_DONOR_LIMIT = 10;

/**
 * Upper case without accents, apostrophes and periods dropped ("MACY'S", "U.S." stay one word), every other
 * mark a space, spaces collapsed. Enough to compare names as people type them.
 */
function cleanName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/['’.]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

/** What donors write when they have no employer; an FEC employer total for one of these is not an organisation. */
const NOT_ORGANISATIONS = new Set([
  '',
  'RETIRED',
  'NOT EMPLOYED',
  'UNEMPLOYED',
  'SELF EMPLOYED',
  'SELFEMPLOYED',
  'SELF',
  'NONE',
  'N A',
  'NA',
  'NULL',
  'UNKNOWN',
  'REQUESTED',
  'REFUSED',
  'HOMEMAKER',
  'STUDENT',
  'DISABLED',
]);

export function isOrganisationEmployer(employer: string): boolean {
  const name = cleanName(employer);
  // "INFORMATION REQUESTED", "… PER BEST EFFORTS": the campaign asked and got no answer.
  return !NOT_ORGANISATIONS.has(name) && !name.startsWith('INFORMATION REQUESTED');
}

// Legal forms, and the words a company's or union's PAC adds to its name ("… EMPLOYEE FEDERAL POLITICAL
// ACTION COMMITTEE"), so that the PAC and the employees of one organisation meet under one key.
const TRAILING_WORDS =
  /\s(INC|INCORPORATED|LLC|L L C|LLP|LP|LTD|PLC|PC|CORP|CORPORATION|CO|COMPANY|PAC|POLITICAL ACTION COMMITTEE|FEDERAL|EMPLOYEES?)$/;

/**
 * The key PAC and employer rows are merged on: the clean name without a parenthesised abbreviation
 * ("(AT&T PAC)"), a leading THE, or trailing legal-form and PAC words. "AT&T Inc." and "AT&T INC. EMPLOYEE
 * FEDERAL POLITICAL ACTION COMMITTEE (AT&T PAC)" both become "AT T".
 */
export function organisationKey(name: string): string {
  let key = cleanName(name.replace(/\([^)]*\)/g, ' ')).replace(/^THE\s/, '');
  for (
    let shorter = key.replace(TRAILING_WORDS, '');
    shorter !== key;
    shorter = key.replace(TRAILING_WORDS, '')
  )
    key = shorter;
  return key;
}

type TSpelling = { text: string; amount: number; isEmployer: boolean };
type TOrganisation = { pacs: number; indivs: number; spellings: Map<string, TSpelling> };

const collapse = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * The name shown for an organisation: the employer spelling that carries the most money, else the PAC's.
 * The organisation's own name reads better than its PAC's ("AT&T INC", not "AT&T INC. EMPLOYEE FEDERAL
 * POLITICAL ACTION COMMITTEE"), and keeping the FEC's spelling rather than title-casing it spares acronyms
 * ("AT&T", "IBM", "AFL-CIO") a wrong case.
 */
export function displayName(spellings: Iterable<TSpelling>): string {
  let best: TSpelling | null = null;
  for (const spelling of spellings)
    if (
      !best ||
      (spelling.isEmployer && !best.isEmployer) ||
      (spelling.isEmployer === best.isEmployer && spelling.amount > best.amount)
    )
      best = spelling;
  return best?.text ?? '';
}

/**
 * The top contributors: employer rows that name an organisation and committee gifts, merged by
 * organisationKey, in whole dollars (total = pacs + indivs exactly), largest total first (then by name, so
 * equal totals keep one order), at most `limit`. An organisation whose money nets to nothing (refunds) is left out.
 */
export function mergeContributors(
  employers: TEmployerTotal[],
  committees: TCommitteeGift[],
  limit = DEFAULT_DONOR_LIMIT,
): TDonor[] {
  const organisations = new Map<string, TOrganisation>();
  const add = (name: string, amount: number, isEmployer: boolean) => {
    const key = organisationKey(name);
    if (!key) return;
    const organisation = organisations.get(key) ?? { pacs: 0, indivs: 0, spellings: new Map() };
    organisations.set(key, organisation);
    if (isEmployer) organisation.indivs += amount;
    else organisation.pacs += amount;
    const text = collapse(name);
    const spelling = organisation.spellings.get(text) ?? { text, amount: 0, isEmployer };
    spelling.amount += amount;
    organisation.spellings.set(text, spelling);
  };
  for (const row of employers) if (isOrganisationEmployer(row.employer)) add(row.employer, row.total, true);
  for (const gift of committees) add(gift.contributorName, gift.amount, false);

  return [...organisations.values()]
    .map((organisation): TDonor => {
      const pacs = Math.round(organisation.pacs);
      const indivs = Math.round(organisation.indivs);
      return { orgName: displayName(organisation.spellings.values()), pacs, indivs, total: pacs + indivs };
    })
    .filter((donor) => donor.total > 0)
    .sort((a, b) => b.total - a.total || a.orgName.localeCompare(b.orgName))
    .slice(0, limit);
}

/**
 * Whether an FEC candidate name ("PARK, ELEANOR R. MS") is the person asked for: the same last name and the
 * first name among the given names. Names without a comma need every word of both.
 */
export function isSameCandidateName(fecName: string, firstName: string, lastName: string): boolean {
  const words = (text: string) => cleanName(text).split(' ').filter(Boolean);
  const [first] = words(firstName);
  const last = words(lastName).join(' ');
  if (!first || !last) return false;
  const comma = fecName.indexOf(',');
  if (comma < 0) {
    const all = ` ${words(fecName).join(' ')} `;
    return all.includes(` ${last} `) && all.includes(` ${first} `);
  }
  return words(fecName.slice(0, comma)).join(' ') === last && words(fecName.slice(comma + 1)).includes(first);
}

import type { COMMON_OFFICES, STATE_EXTRA_OFFICES } from '../../shared/constants/offices';

/** Every office a candidate can run for (spec part 2 §3); the record below must cover each one. */
type TOffice =
  (typeof COMMON_OFFICES)[number] | (typeof STATE_EXTRA_OFFICES)[keyof typeof STATE_EXTRA_OFFICES][number];

/** What the info button of an office on /candidateResult explains. */
export type TOfficeInfo = {
  /** The office's full name. */
  title: string;
  responsibilities: string;
  keyIssues: string[];
};

const OFFICE_INFO: Record<TOffice, TOfficeInfo> = {
  'House of Representatives': {
    title: 'U.S. House of Representatives',
    responsibilities:
      'Writes and passes federal laws, starts every tax and spending bill, and can impeach federal officials. Each of the 435 members represents one congressional district for a two-year term.',
    keyIssues: [
      'Federal budget: social programs versus military spending',
      'Health care costs and Medicare and Medicaid',
      'Voting rights and campaign finance',
      'Climate and clean-energy investment',
    ],
  },
  Senate: {
    title: 'U.S. Senate',
    responsibilities:
      'Passes federal laws with the House, confirms federal judges, Supreme Court justices and cabinet members, and ratifies treaties. Each state elects two senators for six-year terms.',
    keyIssues: [
      'Judicial confirmations',
      'The filibuster and what it blocks',
      'Foreign policy and military aid',
      'Health care, wages and the social safety net',
    ],
  },
  Governor: {
    title: 'Governor',
    responsibilities:
      "The state's chief executive: proposes the state budget, signs or vetoes bills, runs state agencies, appoints officials and many judges, and can grant pardons.",
    keyIssues: [
      'State budget and taxes on the wealthy',
      'Housing costs and tenant protections',
      'Public schools and public universities',
      'Criminal legal system and clemency',
    ],
  },
  AG: {
    title: 'Attorney General',
    responsibilities:
      "The state's top lawyer: defends state laws in court, enforces consumer, labor and civil-rights protections, and can sue corporations and the federal government.",
    keyIssues: [
      'Wage theft and worker protections',
      'Consumer fraud and predatory lending',
      'Police accountability',
      'Abortion rights and voting rights in court',
    ],
  },
  'State Senate': {
    title: 'State Senate',
    responsibilities:
      'The upper chamber of the state legislature: writes state laws, passes the state budget with the lower house, and confirms many of the governor’s appointments.',
    keyIssues: [
      'Rent regulation and housing',
      'School funding',
      'Criminal legal reform',
      'Taxes and public services',
    ],
  },
  'State HOR': {
    title: 'State Assembly',
    responsibilities:
      'The lower chamber of the state legislature (also called the State House): writes state laws and passes the state budget. Districts are smaller than State Senate districts, so members are close to their neighbourhoods.',
    keyIssues: [
      'Housing and tenant protections',
      'Public transit funding',
      'Health care access',
      'Climate and energy policy',
    ],
  },
  'State Supreme Court': {
    title: 'State Supreme Court',
    responsibilities:
      "The state's highest court: has the final word on the state constitution and state law, and sets rules for the lower courts.",
    keyIssues: [
      'Voting maps and election law',
      'Abortion and reproductive rights',
      'Workers’ and tenants’ rights',
      'Sentencing and the death penalty',
    ],
  },
  'County Prosecutor': {
    title: 'County Prosecutor',
    responsibilities:
      'Decides which criminal cases are charged in the county, what charges and plea deals are offered, and what sentences prosecutors ask for.',
    keyIssues: [
      'Cash bail and pretrial detention',
      'Prosecuting police misconduct',
      'Diversion instead of jail',
      'Wrongful convictions',
    ],
  },
  Auditor: {
    title: 'Auditor',
    responsibilities:
      'Checks how public money is spent: audits government agencies and programs, reports waste and fraud, and recommends fixes.',
    keyIssues: [
      'Transparency in public spending',
      'Oversight of private contractors',
      'Pension and public-fund management',
    ],
  },
  Treasurer: {
    title: 'Treasurer',
    responsibilities:
      'Manages public money: collects and invests funds, handles borrowing, and often oversees pension or savings programs.',
    keyIssues: [
      'Divesting from fossil fuels and private prisons',
      'Banking with responsible institutions',
      'Keeping public borrowing costs low',
    ],
  },
  Council: {
    title: 'City or Village Council',
    responsibilities:
      'The local legislature: passes local laws, adopts the city budget, and oversees city departments and zoning.',
    keyIssues: [
      'Affordable housing and zoning',
      'Police budget and public safety',
      'Roads, parks and local services',
    ],
  },
  Commission: {
    title: 'County Commission',
    responsibilities:
      'Governs the county: adopts the county budget, sets county taxes and fees, and oversees services such as jails, roads and social services.',
    keyIssues: ['County jail conditions and spending', 'Social services funding', 'Land use and development'],
  },
  'Common Pleas': {
    title: 'Court of Common Pleas',
    responsibilities:
      'The main trial court of the county: hears felony cases, large civil lawsuits, divorces and custody cases, and in some divisions juvenile and probate matters.',
    keyIssues: [
      'Bail and sentencing practices',
      'Access to justice for people without lawyers',
      'Eviction and foreclosure cases',
    ],
  },
  Engineer: {
    title: 'County Engineer',
    responsibilities:
      'Builds and maintains county roads and bridges, and reviews plans for drainage and new developments.',
    keyIssues: ['Road and bridge safety', 'Walking, biking and transit access', 'Flooding and stormwater'],
  },
  Recorder: {
    title: 'County Recorder',
    responsibilities:
      'Keeps the official public records of property: deeds, mortgages and liens, and makes them searchable.',
    keyIssues: ['Deed and title fraud', 'Open, searchable public records'],
  },
  Sheriff: {
    title: 'Sheriff',
    responsibilities:
      'The county’s elected chief law-enforcement officer: runs the county jail, serves court orders and evictions, and patrols areas without their own police.',
    keyIssues: [
      'Jail conditions and deaths in custody',
      'Cooperation with ICE',
      'Use of force and accountability',
    ],
  },
  'Clerk of Courts': {
    title: 'Clerk of Courts',
    responsibilities:
      'Keeps the records of the county courts, collects fines and fees, and in some places issues vehicle titles.',
    keyIssues: ['Court fines and fees that trap people in debt', 'Public access to court records'],
  },
  'District Court of Appeals': {
    title: 'District Court of Appeals',
    responsibilities:
      'Reviews decisions of the trial courts in its district when a side appeals; its rulings bind those courts.',
    keyIssues: ['Criminal appeals and wrongful convictions', 'Workers’ and tenants’ rights cases'],
  },
  'Board of Education': {
    title: 'Board of Education',
    responsibilities:
      'Sets education policy: academic standards, graduation rules, and how school funding and charter schools are overseen.',
    keyIssues: [
      'Public money for private and charter schools',
      'Curriculum and book bans',
      'Equitable school funding',
    ],
  },
  Mayor: {
    title: 'Mayor',
    responsibilities:
      "The city's chief executive: proposes the city budget, runs city agencies including the police, and appoints commissioners.",
    keyIssues: [
      'Housing and homelessness',
      'Police budget and public safety',
      'Public transit and street safety',
      'City workers and public services',
    ],
  },
  'City Council': {
    title: 'City Council',
    responsibilities:
      "The city's legislature: passes local laws, negotiates and approves the city budget, votes on land-use and rezoning, and oversees city agencies.",
    keyIssues: [
      'Rezonings and affordable housing',
      'NYPD budget and public safety',
      'Public housing (NYCHA) repairs',
      'Workers’ protections and wages',
    ],
  },
  'County Assessor': {
    title: 'County Assessor',
    responsibilities:
      'Sets the value of every property in the county for tax purposes, which decides who pays how much property tax.',
    keyIssues: [
      'Fair assessments for working-class neighbourhoods',
      'Property-tax relief for seniors and low incomes',
    ],
  },
  'County Attorney': {
    title: 'County Attorney',
    responsibilities:
      'Prosecutes crimes in the county (in Arizona the county attorney is the prosecutor) and gives the county government legal advice.',
    keyIssues: ['Cash bail and diversion', 'Prosecuting police misconduct', 'Drug policy'],
  },
  'County Recorder': {
    title: 'County Recorder',
    responsibilities:
      'Keeps property records and, in Arizona, runs voter registration and early and mail-in voting for the county.',
    keyIssues: ['Access to mail-in voting', 'Accurate voter rolls without purges', 'Election security'],
  },
  'County Sheriff': {
    title: 'County Sheriff',
    responsibilities:
      'Runs the county jail and patrols unincorporated areas; decides how the county works with federal immigration agents.',
    keyIssues: ['Cooperation with ICE', 'Jail conditions', 'Use of force and accountability'],
  },
  'County Treasurer': {
    title: 'County Treasurer',
    responsibilities: 'Collects property taxes and manages and invests the county’s money.',
    keyIssues: ['Tax-lien sales that cost people their homes', 'Responsible investment of public funds'],
  },
  'School Superintendent': {
    title: 'Superintendent of Public Instruction',
    responsibilities:
      'Leads the state or county education department: carries out school policy, distributes funding and oversees schools.',
    keyIssues: ['Private-school vouchers', 'Teacher pay and shortages', 'Inclusive curriculum'],
  },
  'Board of Supervisors': {
    title: 'County Board of Supervisors',
    responsibilities:
      'Governs the county: adopts the budget, sets county taxes, and oversees county services, health and elections administration.',
    keyIssues: ['Election administration', 'Public health and hospitals', 'Housing and homelessness'],
  },
  'Constable General': {
    title: 'Constable',
    responsibilities:
      'An officer of the local justice court: serves summonses and court orders, including eviction orders.',
    keyIssues: ['How evictions are carried out', 'Accountability for use of force'],
  },
  'Community College District': {
    title: 'Community College Governing Board',
    responsibilities:
      'Governs the community college district: sets tuition and the budget, and hires the chancellor.',
    keyIssues: ['Affordable tuition', 'Job training and workforce programs', 'Fair pay for adjunct faculty'],
  },
  'Corporation Commission': {
    title: 'Corporation Commission',
    responsibilities:
      'Regulates utilities: approves electricity, gas and water rates and decides how much power comes from renewable sources.',
    keyIssues: ['Utility rate hikes', 'Renewable energy standards', 'Utility shut-offs during heat waves'],
  },
  'Justice of Peace': {
    title: 'Justice of the Peace',
    responsibilities:
      'Judges a local court that hears evictions, small claims, traffic cases, misdemeanours and protection orders.',
    keyIssues: [
      'Eviction cases and tenant rights',
      'Fines and fees',
      'Protection orders for survivors of abuse',
    ],
  },
  'County Executive': {
    title: 'County Executive',
    responsibilities:
      "The county's chief executive: proposes the county budget, runs county departments and can veto the county board.",
    keyIssues: ['Public transit', 'Jail and juvenile justice spending', 'Public health'],
  },
  'District Attorney': {
    title: 'District Attorney',
    responsibilities:
      'Decides which criminal cases to bring in the county, what charges and plea deals to offer, and what sentences to seek.',
    keyIssues: [
      'Bail and pretrial detention',
      'Prosecuting police misconduct',
      'Wrongful convictions',
      'Alternatives to incarceration',
    ],
  },
  'County Board of Commissioners': {
    title: 'County Board of Commissioners',
    responsibilities:
      'Governs the county: adopts the budget and tax rate, funds the jail and elections, and decides zoning outside cities.',
    keyIssues: ['Election funding and polling places', 'Jail conditions', 'Affordable housing'],
  },
  'School Board': {
    title: 'School Board',
    responsibilities:
      'Oversees local public schools: hires the superintendent, approves the budget, and sets policies on curriculum and school safety.',
    keyIssues: ['Police in schools', 'Curriculum and book bans', 'Class sizes and funding'],
  },
  'City Court': {
    title: 'City Court',
    responsibilities:
      'Hears local criminal cases, small claims, civil suits up to a set amount, and landlord-tenant cases for the city.',
    keyIssues: ['Eviction cases and tenant rights', 'Bail decisions', 'Fines and fees'],
  },
  'Civil Court': {
    title: 'Civil Court of the City of New York',
    responsibilities:
      'Hears civil lawsuits up to $50,000, small claims, and the city’s Housing Court cases between landlords and tenants.',
    keyIssues: ['Right to counsel for tenants', 'Evictions and repairs', 'Consumer debt collection'],
  },
  "Surrogate's Court": {
    title: "Surrogate's Court",
    responsibilities: 'Handles wills and estates of people who have died, and adoptions, in the county.',
    keyIssues: ['Protecting families’ homes and inheritances', 'Fair and fast adoptions'],
  },
  'Public Advocate': {
    title: 'Public Advocate',
    responsibilities:
      "New York City's watchdog: investigates complaints about city services, can introduce bills in the City Council, and is first in line to succeed the mayor.",
    keyIssues: [
      'Tenant protections and the worst-landlords list',
      'City agency accountability',
      'Police oversight',
    ],
  },
  Comptroller: {
    title: 'Comptroller',
    responsibilities:
      "The city's chief financial officer: audits city agencies, reviews city contracts, and manages the public pension funds.",
    keyIssues: [
      'Pension investments and fossil-fuel divestment',
      'Audits of the NYPD and city contracts',
      'Budget transparency',
    ],
  },
  'Borough President': {
    title: 'Borough President',
    responsibilities:
      'Advocates for the borough, advises on land-use and rezoning, appoints community board members, and funds local projects.',
    keyIssues: ['Rezonings and community input', 'Community board appointments', 'Local capital projects'],
  },
};

export function officeInfo(office: string): TOfficeInfo | undefined {
  return (OFFICE_INFO as Record<string, TOfficeInfo | undefined>)[office];
}

/** The opening text of /candidateResult (spec part 2 §2, §9). */
export const RESULTS_INTRO = [
  'Who represents you depends on where you live. The House of Representatives has 435 seats, each elected by one district.',
  'Terms: House 2 years, Governor 4 years, State Senate 4 years (2 years in New York and some other states).',
] as const;

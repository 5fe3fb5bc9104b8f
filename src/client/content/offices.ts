import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { labelOf } from './label-of';
import { displayOffice, type COMMON_OFFICES, type STATE_EXTRA_OFFICES } from '../../shared/constants/offices';

/** Every office a candidate can run for (spec part 2 §3); the record below must cover each one. */
type TOffice =
  (typeof COMMON_OFFICES)[number] | (typeof STATE_EXTRA_OFFICES)[keyof typeof STATE_EXTRA_OFFICES][number];

/** What the info button of an office on /candidateResult explains. */
export type TOfficeInfo = {
  /** The office's full name. */
  title: MessageDescriptor;
  responsibilities: MessageDescriptor;
  keyIssues: MessageDescriptor[];
};

/**
 * An office's name as visitors read it, in the page's language. The API and the database keep the English
 * values ('State HOR'); these are only the labels shown for them (English as displayOffice words them).
 */
const OFFICE_NAMES: Record<TOffice, MessageDescriptor> = {
  'House of Representatives': msg`House of Representatives`,
  Senate: msg`Senate`,
  Governor: msg`Governor`,
  AG: msg`AG`,
  'State Senate': msg`State Senate`,
  'State HOR': msg`State Assembly`,
  'State Supreme Court': msg`State Supreme Court`,
  'County Prosecutor': msg`County Prosecutor`,
  Auditor: msg`Auditor`,
  Treasurer: msg`Treasurer`,
  Council: msg`Council`,
  Commission: msg`Commission`,
  'Common Pleas': msg`Common Pleas`,
  Engineer: msg`Engineer`,
  Recorder: msg`Recorder`,
  Sheriff: msg`Sheriff`,
  'Clerk of Courts': msg`Clerk of Courts`,
  'District Court of Appeals': msg`District Court of Appeals`,
  'Board of Education': msg`Board of Education`,
  Mayor: msg`Mayor`,
  'City Council': msg`City Council`,
  'County Assessor': msg`County Assessor`,
  'County Attorney': msg`County Attorney`,
  'County Recorder': msg`County Recorder`,
  'County Sheriff': msg`County Sheriff`,
  'County Treasurer': msg`County Treasurer`,
  'School Superintendent': msg`School Superintendent`,
  'Board of Supervisors': msg`Board of Supervisors`,
  'Constable General': msg`Constable General`,
  'Community College District': msg`Community College District`,
  'Corporation Commission': msg`Corporation Commission`,
  'Justice of Peace': msg`Justice of Peace`,
  'County Executive': msg`County Executive`,
  'District Attorney': msg`District Attorney`,
  'County Board of Commissioners': msg`County Board of Commissioners`,
  'School Board': msg`School Board`,
  'City Court': msg`City Court`,
  'Civil Court': msg`Civil Court`,
  "Surrogate's Court": msg`Surrogate's Court`,
  'Public Advocate': msg`Public Advocate`,
  Comptroller: msg`Comptroller`,
  'Borough President': msg`Borough President`,
};

/** An office (the API's English value) named in the page's language; an office we do not know as it is. */
export function officeName(office: string, i18n: I18n): string {
  return labelOf(OFFICE_NAMES, office, i18n, displayOffice(office));
}

const OFFICE_INFO: Record<TOffice, TOfficeInfo> = {
  'House of Representatives': {
    title: msg`U.S. House of Representatives`,
    responsibilities: msg`Writes and passes federal laws, starts every tax and spending bill, and can impeach federal officials. Each of the 435 members represents one congressional district for a two-year term.`,
    keyIssues: [
      msg`Federal budget: social programs versus military spending`,
      msg`Health care costs and Medicare and Medicaid`,
      msg`Voting rights and campaign finance`,
      msg`Climate and clean-energy investment`,
    ],
  },
  Senate: {
    title: msg`U.S. Senate`,
    responsibilities: msg`Passes federal laws with the House, confirms federal judges, Supreme Court justices and cabinet members, and ratifies treaties. Each state elects two senators for six-year terms.`,
    keyIssues: [
      msg`Judicial confirmations`,
      msg`The filibuster and what it blocks`,
      msg`Foreign policy and military aid`,
      msg`Health care, wages and the social safety net`,
    ],
  },
  Governor: {
    title: msg`Governor`,
    responsibilities: msg`The state's chief executive: proposes the state budget, signs or vetoes bills, runs state agencies, appoints officials and many judges, and can grant pardons.`,
    keyIssues: [
      msg`State budget and taxes on the wealthy`,
      msg`Housing costs and tenant protections`,
      msg`Public schools and public universities`,
      msg`Criminal legal system and clemency`,
    ],
  },
  AG: {
    title: msg`Attorney General`,
    responsibilities: msg`The state's top lawyer: defends state laws in court, enforces consumer, labor and civil-rights protections, and can sue corporations and the federal government.`,
    keyIssues: [
      msg`Wage theft and worker protections`,
      msg`Consumer fraud and predatory lending`,
      msg`Police accountability`,
      msg`Abortion rights and voting rights in court`,
    ],
  },
  'State Senate': {
    title: msg`State Senate`,
    responsibilities: msg`The upper chamber of the state legislature: writes state laws, passes the state budget with the lower house, and confirms many of the governor’s appointments.`,
    keyIssues: [
      msg`Rent regulation and housing`,
      msg`School funding`,
      msg`Criminal legal reform`,
      msg`Taxes and public services`,
    ],
  },
  'State HOR': {
    title: msg`State Assembly`,
    responsibilities: msg`The lower chamber of the state legislature (also called the State House): writes state laws and passes the state budget. Districts are smaller than State Senate districts, so members are close to their neighbourhoods.`,
    keyIssues: [
      msg`Housing and tenant protections`,
      msg`Public transit funding`,
      msg`Health care access`,
      msg`Climate and energy policy`,
    ],
  },
  'State Supreme Court': {
    title: msg`State Supreme Court`,
    responsibilities: msg`The state's highest court: has the final word on the state constitution and state law, and sets rules for the lower courts.`,
    keyIssues: [
      msg`Voting maps and election law`,
      msg`Abortion and reproductive rights`,
      msg`Workers’ and tenants’ rights`,
      msg`Sentencing and the death penalty`,
    ],
  },
  'County Prosecutor': {
    title: msg`County Prosecutor`,
    responsibilities: msg`Decides which criminal cases are charged in the county, what charges and plea deals are offered, and what sentences prosecutors ask for.`,
    keyIssues: [
      msg`Cash bail and pretrial detention`,
      msg`Prosecuting police misconduct`,
      msg`Diversion instead of jail`,
      msg`Wrongful convictions`,
    ],
  },
  Auditor: {
    title: msg`Auditor`,
    responsibilities: msg`Checks how public money is spent: audits government agencies and programs, reports waste and fraud, and recommends fixes.`,
    keyIssues: [
      msg`Transparency in public spending`,
      msg`Oversight of private contractors`,
      msg`Pension and public-fund management`,
    ],
  },
  Treasurer: {
    title: msg`Treasurer`,
    responsibilities: msg`Manages public money: collects and invests funds, handles borrowing, and often oversees pension or savings programs.`,
    keyIssues: [
      msg`Divesting from fossil fuels and private prisons`,
      msg`Banking with responsible institutions`,
      msg`Keeping public borrowing costs low`,
    ],
  },
  Council: {
    title: msg`City or Village Council`,
    responsibilities: msg`The local legislature: passes local laws, adopts the city budget, and oversees city departments and zoning.`,
    keyIssues: [
      msg`Affordable housing and zoning`,
      msg`Police budget and public safety`,
      msg`Roads, parks and local services`,
    ],
  },
  Commission: {
    title: msg`County Commission`,
    responsibilities: msg`Governs the county: adopts the county budget, sets county taxes and fees, and oversees services such as jails, roads and social services.`,
    keyIssues: [
      msg`County jail conditions and spending`,
      msg`Social services funding`,
      msg`Land use and development`,
    ],
  },
  'Common Pleas': {
    title: msg`Court of Common Pleas`,
    responsibilities: msg`The main trial court of the county: hears felony cases, large civil lawsuits, divorces and custody cases, and in some divisions juvenile and probate matters.`,
    keyIssues: [
      msg`Bail and sentencing practices`,
      msg`Access to justice for people without lawyers`,
      msg`Eviction and foreclosure cases`,
    ],
  },
  Engineer: {
    title: msg`County Engineer`,
    responsibilities: msg`Builds and maintains county roads and bridges, and reviews plans for drainage and new developments.`,
    keyIssues: [
      msg`Road and bridge safety`,
      msg`Walking, biking and transit access`,
      msg`Flooding and stormwater`,
    ],
  },
  Recorder: {
    title: msg`County Recorder`,
    responsibilities: msg`Keeps the official public records of property: deeds, mortgages and liens, and makes them searchable.`,
    keyIssues: [msg`Deed and title fraud`, msg`Open, searchable public records`],
  },
  Sheriff: {
    title: msg`Sheriff`,
    responsibilities: msg`The county’s elected chief law-enforcement officer: runs the county jail, serves court orders and evictions, and patrols areas without their own police.`,
    keyIssues: [
      msg`Jail conditions and deaths in custody`,
      msg`Cooperation with ICE`,
      msg`Use of force and accountability`,
    ],
  },
  'Clerk of Courts': {
    title: msg`Clerk of Courts`,
    responsibilities: msg`Keeps the records of the county courts, collects fines and fees, and in some places issues vehicle titles.`,
    keyIssues: [msg`Court fines and fees that trap people in debt`, msg`Public access to court records`],
  },
  'District Court of Appeals': {
    title: msg`District Court of Appeals`,
    responsibilities: msg`Reviews decisions of the trial courts in its district when a side appeals; its rulings bind those courts.`,
    keyIssues: [msg`Criminal appeals and wrongful convictions`, msg`Workers’ and tenants’ rights cases`],
  },
  'Board of Education': {
    title: msg`Board of Education`,
    responsibilities: msg`Sets education policy: academic standards, graduation rules, and how school funding and charter schools are overseen.`,
    keyIssues: [
      msg`Public money for private and charter schools`,
      msg`Curriculum and book bans`,
      msg`Equitable school funding`,
    ],
  },
  Mayor: {
    title: msg`Mayor`,
    responsibilities: msg`The city's chief executive: proposes the city budget, runs city agencies including the police, and appoints commissioners.`,
    keyIssues: [
      msg`Housing and homelessness`,
      msg`Police budget and public safety`,
      msg`Public transit and street safety`,
      msg`City workers and public services`,
    ],
  },
  'City Council': {
    title: msg`City Council`,
    responsibilities: msg`The city's legislature: passes local laws, negotiates and approves the city budget, votes on land-use and rezoning, and oversees city agencies.`,
    keyIssues: [
      msg`Rezonings and affordable housing`,
      msg`NYPD budget and public safety`,
      msg`Public housing (NYCHA) repairs`,
      msg`Workers’ protections and wages`,
    ],
  },
  'County Assessor': {
    title: msg`County Assessor`,
    responsibilities: msg`Sets the value of every property in the county for tax purposes, which decides who pays how much property tax.`,
    keyIssues: [
      msg`Fair assessments for working-class neighbourhoods`,
      msg`Property-tax relief for seniors and low incomes`,
    ],
  },
  'County Attorney': {
    title: msg`County Attorney`,
    responsibilities: msg`Prosecutes crimes in the county (in Arizona the county attorney is the prosecutor) and gives the county government legal advice.`,
    keyIssues: [msg`Cash bail and diversion`, msg`Prosecuting police misconduct`, msg`Drug policy`],
  },
  'County Recorder': {
    title: msg`County Recorder`,
    responsibilities: msg`Keeps property records and, in Arizona, runs voter registration and early and mail-in voting for the county.`,
    keyIssues: [
      msg`Access to mail-in voting`,
      msg`Accurate voter rolls without purges`,
      msg`Election security`,
    ],
  },
  'County Sheriff': {
    title: msg`County Sheriff`,
    responsibilities: msg`Runs the county jail and patrols unincorporated areas; decides how the county works with federal immigration agents.`,
    keyIssues: [msg`Cooperation with ICE`, msg`Jail conditions`, msg`Use of force and accountability`],
  },
  'County Treasurer': {
    title: msg`County Treasurer`,
    responsibilities: msg`Collects property taxes and manages and invests the county’s money.`,
    keyIssues: [
      msg`Tax-lien sales that cost people their homes`,
      msg`Responsible investment of public funds`,
    ],
  },
  'School Superintendent': {
    title: msg`Superintendent of Public Instruction`,
    responsibilities: msg`Leads the state or county education department: carries out school policy, distributes funding and oversees schools.`,
    keyIssues: [msg`Private-school vouchers`, msg`Teacher pay and shortages`, msg`Inclusive curriculum`],
  },
  'Board of Supervisors': {
    title: msg`County Board of Supervisors`,
    responsibilities: msg`Governs the county: adopts the budget, sets county taxes, and oversees county services, health and elections administration.`,
    keyIssues: [
      msg`Election administration`,
      msg`Public health and hospitals`,
      msg`Housing and homelessness`,
    ],
  },
  'Constable General': {
    title: msg`Constable`,
    responsibilities: msg`An officer of the local justice court: serves summonses and court orders, including eviction orders.`,
    keyIssues: [msg`How evictions are carried out`, msg`Accountability for use of force`],
  },
  'Community College District': {
    title: msg`Community College Governing Board`,
    responsibilities: msg`Governs the community college district: sets tuition and the budget, and hires the chancellor.`,
    keyIssues: [
      msg`Affordable tuition`,
      msg`Job training and workforce programs`,
      msg`Fair pay for adjunct faculty`,
    ],
  },
  'Corporation Commission': {
    title: msg`Corporation Commission`,
    responsibilities: msg`Regulates utilities: approves electricity, gas and water rates and decides how much power comes from renewable sources.`,
    keyIssues: [
      msg`Utility rate hikes`,
      msg`Renewable energy standards`,
      msg`Utility shut-offs during heat waves`,
    ],
  },
  'Justice of Peace': {
    title: msg`Justice of the Peace`,
    responsibilities: msg`Judges a local court that hears evictions, small claims, traffic cases, misdemeanours and protection orders.`,
    keyIssues: [
      msg`Eviction cases and tenant rights`,
      msg`Fines and fees`,
      msg`Protection orders for survivors of abuse`,
    ],
  },
  'County Executive': {
    title: msg`County Executive`,
    responsibilities: msg`The county's chief executive: proposes the county budget, runs county departments and can veto the county board.`,
    keyIssues: [msg`Public transit`, msg`Jail and juvenile justice spending`, msg`Public health`],
  },
  'District Attorney': {
    title: msg`District Attorney`,
    responsibilities: msg`Decides which criminal cases to bring in the county, what charges and plea deals to offer, and what sentences to seek.`,
    keyIssues: [
      msg`Bail and pretrial detention`,
      msg`Prosecuting police misconduct`,
      msg`Wrongful convictions`,
      msg`Alternatives to incarceration`,
    ],
  },
  'County Board of Commissioners': {
    title: msg`County Board of Commissioners`,
    responsibilities: msg`Governs the county: adopts the budget and tax rate, funds the jail and elections, and decides zoning outside cities.`,
    keyIssues: [msg`Election funding and polling places`, msg`Jail conditions`, msg`Affordable housing`],
  },
  'School Board': {
    title: msg`School Board`,
    responsibilities: msg`Oversees local public schools: hires the superintendent, approves the budget, and sets policies on curriculum and school safety.`,
    keyIssues: [msg`Police in schools`, msg`Curriculum and book bans`, msg`Class sizes and funding`],
  },
  'City Court': {
    title: msg`City Court`,
    responsibilities: msg`Hears local criminal cases, small claims, civil suits up to a set amount, and landlord-tenant cases for the city.`,
    keyIssues: [msg`Eviction cases and tenant rights`, msg`Bail decisions`, msg`Fines and fees`],
  },
  'Civil Court': {
    title: msg`Civil Court of the City of New York`,
    responsibilities: msg`Hears civil lawsuits up to $50,000, small claims, and the city’s Housing Court cases between landlords and tenants.`,
    keyIssues: [msg`Right to counsel for tenants`, msg`Evictions and repairs`, msg`Consumer debt collection`],
  },
  "Surrogate's Court": {
    title: msg`Surrogate's Court`,
    responsibilities: msg`Handles wills and estates of people who have died, and adoptions, in the county.`,
    keyIssues: [msg`Protecting families’ homes and inheritances`, msg`Fair and fast adoptions`],
  },
  'Public Advocate': {
    title: msg`Public Advocate`,
    responsibilities: msg`New York City's watchdog: investigates complaints about city services, can introduce bills in the City Council, and is first in line to succeed the mayor.`,
    keyIssues: [
      msg`Tenant protections and the worst-landlords list`,
      msg`City agency accountability`,
      msg`Police oversight`,
    ],
  },
  Comptroller: {
    title: msg`Comptroller`,
    responsibilities: msg`The city's chief financial officer: audits city agencies, reviews city contracts, and manages the public pension funds.`,
    keyIssues: [
      msg`Pension investments and fossil-fuel divestment`,
      msg`Audits of the NYPD and city contracts`,
      msg`Budget transparency`,
    ],
  },
  'Borough President': {
    title: msg`Borough President`,
    responsibilities: msg`Advocates for the borough, advises on land-use and rezoning, appoints community board members, and funds local projects.`,
    keyIssues: [
      msg`Rezonings and community input`,
      msg`Community board appointments`,
      msg`Local capital projects`,
    ],
  },
};

export function officeInfo(office: string): TOfficeInfo | undefined {
  return (OFFICE_INFO as Record<string, TOfficeInfo | undefined>)[office];
}

/** The opening text of /candidateResult (spec part 2 §2, §9). */
export const RESULTS_INTRO: readonly MessageDescriptor[] = [
  msg`Who represents you depends on where you live. The House of Representatives has 435 seats, each elected by one district.`,
  msg`Terms: House 2 years, Governor 4 years, State Senate 4 years (2 years in New York and some other states).`,
];

/**
 * A bill's page on congress.gov, the tracker link the spec shows (data-sources.md §2.6), e.g.
 * https://www.congress.gov/bill/119th-congress/house-bill/9901.
 */
const TRACKER_SLUGS = {
  hr: 'house-bill',
  s: 'senate-bill',
  hjres: 'house-joint-resolution',
  sjres: 'senate-joint-resolution',
  hconres: 'house-concurrent-resolution',
  sconres: 'senate-concurrent-resolution',
  hres: 'house-resolution',
  sres: 'senate-resolution',
} as const;

/** The bill types of the unitedstates files and Congress.gov (lower-case). */
export type TBillType = keyof typeof TRACKER_SLUGS;
export const BILL_TYPES = Object.keys(TRACKER_SLUGS) as [TBillType, ...TBillType[]];

/** 1st, 2nd, 3rd, 4th… 11th, 12th, 13th… 101st, 111th, 119th. */
function ordinal(n: number): string {
  const lastTwo = n % 100;
  const suffix =
    lastTwo >= 11 && lastTwo <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

export function billTrackerUrl(bill: { congress: number; bill_type: TBillType; number: number }): string {
  return `https://www.congress.gov/bill/${ordinal(bill.congress)}-congress/${TRACKER_SLUGS[bill.bill_type]}/${bill.number}`;
}

import type { TCandidate } from '../../../shared/schemas/candidates';

const FEDERAL_OFFICES: readonly string[] = ['House of Representatives', 'Senate'];

/** House and Senate incumbents with a voting record get the two extra sections (spec part 2 §2). */
export function hasFederalRecord(candidate: TCandidate): boolean {
  return (
    candidate.votingRecord &&
    candidate.incumbent === 'Incumbent' &&
    FEDERAL_OFFICES.includes(candidate.office)
  );
}

/**
 * SLOT: the federal record of a House or Senate incumbent, i.e. voting history by topic with bill progress
 * and the campaign-donors table (spec part 1 §2, §4, §7). The legislation and donors issue fills it, with
 * `className` on its outermost element (the page places it with that); until then it renders nothing, so
 * the page shows no empty headings or gaps.
 */
export function FederalRecordSlot(_props: { candidate: TCandidate; className?: string }) {
  return null;
}

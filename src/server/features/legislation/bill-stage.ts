import { BILL_STAGES, type TBillStage, type TBillStop } from '../../../shared/constants/federal-record';
import type { TBillAction } from '../../providers/congress-gov/types';

/**
 * How far a bill got (spec part 1 §4: the highest of the six stages it reached), and whether it stopped there
 * because a vote failed or the President vetoed it. Two sources, two rules (data-sources.md §2.6): the
 * Congress.gov actions of a bill (Algorithm A, what the congress-gov provider refreshes) and the `status`
 * field of a unitedstates/congress bill file (Algorithm B, what the importer reads).
 */
export type TBillProgressStage = { stage: TBillStage; stop: TBillStop | null };

const stageIndex = (stage: TBillStage) => BILL_STAGES.indexOf(stage);

// ── Algorithm A: Congress.gov actions ───────────────────────────────────────────────────────────────────

/** What one action tells about the bill; an action can say nothing (committee work, calendars…). */
type TActionMeaning = { reaches?: TBillStage; failed?: boolean; vetoed?: boolean };

/**
 * Library of Congress action codes (https://www.congress.gov/help/field-values/action-codes). House rows
 * carry the House's own codes ('H11100'…), which are not numbers and say nothing here; Senate rows carry none,
 * so the texts below are read too.
 */
const CODE = {
  passedHouse: 8000,
  failedHouse: 9000,
  passedSenate: 17000,
  failedSenate: 18000,
  resolvingFirst: 19000, // 19000–23999: resolving differences, conference reports
  resolvingLast: 23999,
  presented: 28000,
  signed: 29000,
  unsignedToArchivist: 29100,
  pocketVetoed: 30000,
  vetoed: 31000,
  becamePublicLaw: 36000,
} as const;

// An override vote ("Passed Senate over veto…", "Failed of passage in House over veto…") is not a passage:
// a bill that passed over a veto becomes law (its own action), one that failed stays vetoed.
const OVER_VETO = /over (the )?veto|objections of the President/i;
const PASSED_HOUSE =
  /^(Passed House|Passed\/agreed to in House|Agreed to in House|On passage,? Passed|On motion to suspend the rules and (pass|agree to) the (bill|resolution)(, as amended)?,? Agreed to|On agreeing to the resolution,? Agreed to)/i;
const FAILED_HOUSE =
  /^(Failed of passage\/not agreed to in House|Failed of passage in House|On passage,? Failed|On motion to suspend the rules and (pass|agree to) the (bill|resolution)(, as amended)?,? Failed|On agreeing to the resolution,? (Failed|Not agreed to))/i;
const PASSED_SENATE =
  /^(Passed Senate|Passed\/agreed to in Senate|(Resolution|Concurrent resolution|Joint resolution) agreed to in Senate|(Introduced|Received|Submitted) in the Senate,? .*\b(passed|agreed to)\b)/i;
const FAILED_SENATE =
  /^(Failed of passage in Senate|Failed of passage\/not agreed to in Senate|(Resolution|Concurrent resolution|Joint resolution) not agreed to in Senate)/i;
const RESOLVING =
  /^(Resolving differences|Conference report (filed|agreed to)|Conferees agreed|(House|Senate) (agreed to|concurred in|disagreed to) (the )?((Senate|House) amendment|conference report)|On motion that the House (agree|concur))/i;
const PRESENTED = /^Presented to President/i;
const BECAME_LAW =
  /^(Became (Public|Private) Law|Signed by President|Sent to Archivist of the United States unsigned)/i;
const VETOED = /Vetoed by President/i;

function codeOf(action: TBillAction): number | null {
  return action.actionCode && /^\d+$/.test(action.actionCode) ? Number(action.actionCode) : null;
}

function meaningOf(action: TBillAction): TActionMeaning {
  const code = codeOf(action);
  const text = action.text.trim();
  if (action.type === 'BecameLaw' || code === CODE.becamePublicLaw || code === CODE.signed) {
    return { reaches: 'Became Law' };
  }
  if (code === CODE.unsignedToArchivist || BECAME_LAW.test(text)) return { reaches: 'Became Law' };
  if (action.type === 'Veto' || code === CODE.vetoed || code === CODE.pocketVetoed || VETOED.test(text)) {
    // A veto means the bill was presented, even when the presentation row is missing.
    return { reaches: 'To President', vetoed: true };
  }
  if (code === CODE.presented || PRESENTED.test(text)) return { reaches: 'To President' };
  if (
    action.type === 'ResolvingDifferences' ||
    (code !== null && code >= CODE.resolvingFirst && code <= CODE.resolvingLast) ||
    RESOLVING.test(text)
  ) {
    return { reaches: 'Resolving Differences' };
  }
  if (OVER_VETO.test(text)) return {};
  if (code === CODE.passedHouse || PASSED_HOUSE.test(text)) return { reaches: 'Passed House' };
  if (code === CODE.passedSenate || PASSED_SENATE.test(text)) return { reaches: 'Passed Senate' };
  if (code === CODE.failedHouse || code === CODE.failedSenate || FAILED_HOUSE.test(text))
    return { failed: true };
  if (FAILED_SENATE.test(text)) return { failed: true };
  return {};
}

/**
 * The actions oldest first. Congress.gov lists them newest first; a list already oldest first is kept as it
 * is. Within one day the given order stands (the sort is stable), which is the order the rows were made in
 * once the list is the right way round.
 */
function chronological(actions: TBillAction[]): TBillAction[] {
  const first = actions[0]?.actionDate ?? '';
  const last = actions.at(-1)?.actionDate ?? '';
  const oldestFirst = first > last ? [...actions].reverse() : [...actions];
  return oldestFirst.sort((a, b) => a.actionDate.localeCompare(b.actionDate));
}

/**
 * Algorithm A of data-sources.md §2.6. The stage is the highest reached, in the spec's fixed order (a Senate
 * bill that passed only the Senate shows "Passed Senate"). A failed passage vote stops the bill there unless
 * it later reached a higher stage (a bill that fails under suspension and then passes under a rule has not
 * failed). A veto stops it at "To President" unless it became law anyway (an override).
 */
export function stageFromActions(actions: TBillAction[], becameLaw: boolean): TBillProgressStage {
  let stage: TBillStage = 'Introduced';
  let failed = false;
  let vetoed = false;
  for (const action of chronological(actions)) {
    const meaning = meaningOf(action);
    if (meaning.reaches && stageIndex(meaning.reaches) > stageIndex(stage)) {
      stage = meaning.reaches;
      failed = false;
    }
    if (meaning.failed) failed = true;
    if (meaning.vetoed) vetoed = true;
  }
  if (becameLaw) stage = 'Became Law';
  if (stage === 'Became Law') return { stage, stop: null };
  return { stage, stop: vetoed ? 'vetoed' : failed ? 'failed' : null };
}

// ── Algorithm B: unitedstates/congress `status` ─────────────────────────────────────────────────────────

const reached = (stage: TBillStage, stop: TBillStop | null = null): TBillProgressStage => ({ stage, stop });

/**
 * Every status value bill_info.py writes (data-sources.md §2.4). A provisional kill or failure in the
 * second chamber keeps the stage the first chamber gave; the status alone cannot tell in which chamber a
 * failed suspension or cloture vote was, so those show the bill as introduced and failed.
 */
const STATUS_STAGES: Record<string, TBillProgressStage> = {
  INTRODUCED: reached('Introduced'),
  REFERRED: reached('Introduced'),
  REPORTED: reached('Introduced'),
  'PROV_KILL:SUSPENSIONFAILED': reached('Introduced', 'failed'),
  'PROV_KILL:CLOTUREFAILED': reached('Introduced', 'failed'),
  'FAIL:ORIGINATING:HOUSE': reached('Introduced', 'failed'),
  'FAIL:ORIGINATING:SENATE': reached('Introduced', 'failed'),
  'PASS_OVER:HOUSE': reached('Passed House'),
  'FAIL:SECOND:SENATE': reached('Passed House', 'failed'),
  'PASS_OVER:SENATE': reached('Passed Senate'),
  'FAIL:SECOND:HOUSE': reached('Passed Senate', 'failed'),
  // Both chambers agreed, and these go no further (no President): the last of the chamber stages.
  'PASSED:CONCURRENTRES': reached('Passed Senate'),
  'PASSED:CONSTAMEND': reached('Passed Senate'),
  'PASS_BACK:HOUSE': reached('Resolving Differences'),
  'PASS_BACK:SENATE': reached('Resolving Differences'),
  'CONFERENCE:PASSED:HOUSE': reached('Resolving Differences'),
  'CONFERENCE:PASSED:SENATE': reached('Resolving Differences'),
  'PROV_KILL:PINGPONGFAIL': reached('Resolving Differences', 'failed'),
  'PASSED:BILL': reached('To President'),
  'PROV_KILL:VETO': reached('To President', 'vetoed'),
  'VETOED:POCKET': reached('To President', 'vetoed'),
  'VETOED:OVERRIDE_FAIL_ORIGINATING:HOUSE': reached('To President', 'vetoed'),
  'VETOED:OVERRIDE_FAIL_ORIGINATING:SENATE': reached('To President', 'vetoed'),
  'VETOED:OVERRIDE_FAIL_SECOND:HOUSE': reached('To President', 'vetoed'),
  'VETOED:OVERRIDE_FAIL_SECOND:SENATE': reached('To President', 'vetoed'),
  // One chamber overrode the veto and the other has not yet: still vetoed. bill_info.py writes these with
  // the VETOED: prefix; the reference lists them without it, so both are read.
  'VETOED:OVERRIDE_PASS_OVER:HOUSE': reached('To President', 'vetoed'),
  'VETOED:OVERRIDE_PASS_OVER:SENATE': reached('To President', 'vetoed'),
  'OVERRIDE_PASS_OVER:HOUSE': reached('To President', 'vetoed'),
  'OVERRIDE_PASS_OVER:SENATE': reached('To President', 'vetoed'),
  'ENACTED:SIGNED': reached('Became Law'),
  'ENACTED:VETO_OVERRIDE': reached('Became Law'),
  'ENACTED:TENDAYRULE': reached('Became Law'),
};

/**
 * Algorithm B of data-sources.md §2.6. `billType` (hr, s, hres, sres…) decides where an agreed simple
 * resolution ends: a House resolution at "Passed House", a Senate one at "Passed Senate". A status this
 * table does not know (a value added to the scrapers later, or a typo in a hand-made file) shows the bill
 * as Introduced with no stop rather than claiming progress it may not have made.
 */
export function stageFromStatus(status: string, billType = ''): TBillProgressStage {
  const value = status.trim().toUpperCase();
  if (value === 'PASSED:SIMPLERES') {
    return reached(billType.trim().toLowerCase().startsWith('s') ? 'Passed Senate' : 'Passed House');
  }
  return STATUS_STAGES[value] ?? reached('Introduced');
}

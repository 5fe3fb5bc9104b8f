import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TMatrixCategory } from '../../../shared/constants/matrix-questions';
import { MATRIX_CATEGORY_LABELS, MATRIX_QUESTION_LABELS } from '../../../shared/constants/matrix-questions';
import { labelOf } from '../../content/label-of';

/*
 * Words the API and the shared constants give in English that visitors read as labels (ADR 43): shown in
 * the page's language through these maps, keyed by the English value, which the API keeps. A value not
 * listed (a new one the client does not know yet) is shown as it comes.
 */

/** Spec part 1 §9: the 15 voting topics. */
const VOTING_TOPIC_LABELS: Partial<Record<string, MessageDescriptor>> = {
  'Covid-19': msg`Covid-19`,
  'Criminal Justice': msg`Criminal Justice`,
  Economy: msg`Economy`,
  Education: msg`Education`,
  Environment: msg`Environment`,
  'Foreign Policy': msg`Foreign Policy`,
  'Gov Regulations': msg`Gov Regulations`,
  'Gov Spending': msg`Gov Spending`,
  Healthcare: msg`Healthcare`,
  'Housing Justice': msg`Housing Justice`,
  Immigration: msg`Immigration`,
  Infrastructure: msg`Infrastructure`,
  'Labor Rights': msg`Labor Rights`,
  'Racial Justice': msg`Racial Justice`,
  'Voting Regulations': msg`Voting Regulations`,
};

export const votingTopicLabel = (topic: string, i18n: I18n) => labelOf(VOTING_TOPIC_LABELS, topic, i18n);

/** Spec part 1 §4: the six stages of a bill. */
const BILL_STAGE_LABELS: Partial<Record<string, MessageDescriptor>> = {
  Introduced: msg`Introduced`,
  'Passed House': msg`Passed House`,
  'Passed Senate': msg`Passed Senate`,
  'Resolving Differences': msg`Resolving Differences`,
  'To President': msg`To President`,
  'Became Law': msg`Became Law`,
};

export const billStageLabel = (stage: string, i18n: I18n) => labelOf(BILL_STAGE_LABELS, stage, i18n);

/** How a member voted on a roll call. */
const MEMBER_VOTE_LABELS: Partial<Record<string, MessageDescriptor>> = {
  Yea: msg`Yea`,
  Nay: msg`Nay`,
  Present: msg`Present`,
  'Not Voting': msg`Not Voting`,
};

export const memberVoteLabel = (vote: string, i18n: I18n) => labelOf(MEMBER_VOTE_LABELS, vote, i18n);

/** Whether the candidate holds the seat now. */
const STATUS_LABELS: Partial<Record<string, MessageDescriptor>> = {
  Incumbent: msg`Incumbent`,
  Challenger: msg`Challenger`,
};

export const statusLabel = (status: string, i18n: I18n) => labelOf(STATUS_LABELS, status, i18n);

/** Spec part 2 §3: the answers to a position question, and 'N.A' for none. */
const ANSWER_LABELS: Partial<Record<string, MessageDescriptor>> = {
  Yes: msg`Yes`,
  No: msg`No`,
  Unclear: msg`Unclear`,
  'N.A': msg`N.A`,
};

export const answerLabel = (answer: string, i18n: I18n) => labelOf(ANSWER_LABELS, answer, i18n);

/** The position questions' categories, keyed as MATRIX_CATEGORY_LABELS (whose English they repeat). */
const CATEGORY_LABELS: Record<TMatrixCategory, MessageDescriptor> = {
  laborRights: msg`Labor Rights`,
  criminalJustice: msg`Criminal Justice`,
  education: msg`Education`,
  electionReg: msg`Election Regulation`,
  environment: msg`Environment`,
  healthcare: msg`Healthcare`,
  immigration: msg`Immigration`,
  housingJustice: msg`Housing Justice`,
  economy: msg`Economy`,
  foreignPolicy: msg`Foreign Policy`,
  other: msg`Other Issues`,
};

export function categoryLabel(category: TMatrixCategory, i18n: I18n): string {
  return labelOf(CATEGORY_LABELS, category, i18n, MATRIX_CATEGORY_LABELS[category]);
}

/** The position questions, keyed as MATRIX_QUESTION_LABELS (whose English they repeat). */
const QUESTION_LABELS: Partial<Record<string, MessageDescriptor>> = {
  workerProtection: msg`Supports stronger protections for workers?`,
  childcare: msg`Supports universal, publicly funded childcare?`,
  minWageIncrease: msg`Supports raising the minimum wage?`,
  secureJobsAct: msg`Supports the Secure Jobs Act (just-cause protection from firing)?`,
  policingBudget: msg`Supports cutting the police budget to fund communities?`,
  demilPoliceForce: msg`Supports demilitarising the police?`,
  mandMin: msg`Supports ending mandatory minimum sentences?`,
  legalDrug: msg`Supports legalising and decriminalising drugs?`,
  ice: msg`Supports ending cooperation with ICE?`,
  diversity: msg`Supports school desegregation and diversity plans?`,
  sexEd: msg`Supports comprehensive sex education?`,
  voterProtect: msg`Supports expanding voting-rights protections?`,
  campaignFin: msg`Supports public campaign financing and limits on big money?`,
  fossilFuel: msg`Supports ending fossil-fuel expansion?`,
  greenNewDeal: msg`Supports a Green New Deal?`,
  roeWade: msg`Supports codifying abortion rights?`,
  mediAll: msg`Supports Medicare for All / single payer?`,
  citizenship: msg`Supports a path to citizenship?`,
  publicHousing: msg`Supports fully funding public housing?`,
  wealthTax: msg`Supports taxing the wealthy?`,
  gaza: msg`Supports a ceasefire in Gaza?`,
  palestine: msg`Supports Palestinian human rights, including conditioning military aid?`,
  affordableHousing: msg`Supports building deeply affordable housing?`,
  citizenshipPath: msg`Supports a path to citizenship for undocumented New Yorkers?`,
  backgroundChecks: msg`Supports universal background checks for guns?`,
  broadBand: msg`Supports public broadband for all?`,
  nycha: msg`Supports full repairs and funding for NYCHA?`,
};

/** A question's words in the page's language; a key without a label shows its English label, or itself. */
export function questionLabel(question: string, i18n: I18n): string {
  return labelOf(QUESTION_LABELS, question, i18n, MATRIX_QUESTION_LABELS[question] ?? question);
}

/** Spec part 2 §3: position questions by category; each is answered 'Unclear', 'Yes' or 'No'. */
export const MATRIX_ANSWERS = ['Unclear', 'Yes', 'No'] as const;
export type TMatrixAnswer = (typeof MATRIX_ANSWERS)[number];

export const MATRIX_QUESTIONS = {
  laborRights: ['workerProtection', 'childcare', 'minWageIncrease', 'secureJobsAct'],
  criminalJustice: ['policingBudget', 'demilPoliceForce', 'mandMin', 'legalDrug', 'ice'],
  education: ['diversity', 'sexEd'],
  electionReg: ['voterProtect', 'campaignFin'],
  environment: ['fossilFuel', 'greenNewDeal'],
  healthcare: ['roeWade', 'mediAll'],
  immigration: ['citizenship'],
  housingJustice: ['publicHousing'],
  economy: ['wealthTax'],
  foreignPolicy: ['gaza', 'palestine'],
  other: ['affordableHousing', 'citizenshipPath', 'backgroundChecks', 'broadBand', 'wealthTax', 'nycha'],
} as const;

export type TMatrixCategory = keyof typeof MATRIX_QUESTIONS;
export type TMatrixQuestions = {
  [C in TMatrixCategory]?: { [Q in (typeof MATRIX_QUESTIONS)[C][number]]?: TMatrixAnswer };
};

/** The categories the public City Council panel shows, in order. */
export const PUBLIC_MATRIX_CATEGORIES = ['foreignPolicy', 'laborRights', 'criminalJustice', 'other'] as const;

export const MATRIX_CATEGORY_LABELS: Record<TMatrixCategory, string> = {
  laborRights: 'Labor Rights',
  criminalJustice: 'Criminal Justice',
  education: 'Education',
  electionReg: 'Election Regulation',
  environment: 'Environment',
  healthcare: 'Healthcare',
  immigration: 'Immigration',
  housingJustice: 'Housing Justice',
  economy: 'Economy',
  foreignPolicy: 'Foreign Policy',
  other: 'Other Issues',
};

export const MATRIX_QUESTION_LABELS: Record<string, string> = {
  workerProtection: 'Supports stronger protections for workers?',
  childcare: 'Supports universal, publicly funded childcare?',
  minWageIncrease: 'Supports raising the minimum wage?',
  secureJobsAct: 'Supports the Secure Jobs Act (just-cause protection from firing)?',
  policingBudget: 'Supports cutting the police budget to fund communities?',
  demilPoliceForce: 'Supports demilitarising the police?',
  mandMin: 'Supports ending mandatory minimum sentences?',
  legalDrug: 'Supports legalising and decriminalising drugs?',
  ice: 'Supports ending cooperation with ICE?',
  diversity: 'Supports school desegregation and diversity plans?',
  sexEd: 'Supports comprehensive sex education?',
  voterProtect: 'Supports expanding voting-rights protections?',
  campaignFin: 'Supports public campaign financing and limits on big money?',
  fossilFuel: 'Supports ending fossil-fuel expansion?',
  greenNewDeal: 'Supports a Green New Deal?',
  roeWade: 'Supports codifying abortion rights?',
  mediAll: 'Supports Medicare for All / single payer?',
  citizenship: 'Supports a path to citizenship?',
  publicHousing: 'Supports fully funding public housing?',
  wealthTax: 'Supports taxing the wealthy?',
  gaza: 'Supports a ceasefire in Gaza?',
  palestine: 'Supports Palestinian human rights, including conditioning military aid?',
  affordableHousing: 'Supports building deeply affordable housing?',
  citizenshipPath: 'Supports a path to citizenship for undocumented New Yorkers?',
  backgroundChecks: 'Supports universal background checks for guns?',
  broadBand: 'Supports public broadband for all?',
  nycha: 'Supports full repairs and funding for NYCHA?',
};

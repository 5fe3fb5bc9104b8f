/**
 * The ballot measures the home page explains (spec part 2 §3). The server answers them
 * (`ballotMeasures.list`), so their text is data in the page rather than in its JavaScript.
 */

import type { TTranslations } from './constants/translations';

/** The icons a measure can carry, each drawn by the client (features/home/ballot-measure-card.tsx). */
export const BALLOT_MEASURE_ICONS = ['tree-pine', 'house', 'ruler', 'scale', 'map', 'vote'] as const;
type TBallotMeasureIcon = (typeof BALLOT_MEASURE_ICONS)[number];

/** A measure's texts, written in English and, in `translations`, in the guide's other languages (ADR 44). */
export const BALLOT_MEASURE_TRANSLATED_FIELDS = [
  'name',
  'measureNumber',
  'whatItSays',
  'impact',
  'recommendationReason',
] as const;

type TBallotMeasureTexts = {
  name: string;
  /** Where it is on the ballot: 'Proposal 2 · New York City'. */
  measureNumber: string;
  /** 'What it says': the measure in plain words. */
  whatItSays: string[];
  /** 'What it really means': the practical effect. */
  impact: string[];
  /** Why we recommend the vote, in a sentence or two. */
  recommendationReason: string | null;
};

/** A ballot-measure card. */
export type TBallotMeasure = TBallotMeasureTexts & {
  /** Shown decoratively beside the name. */
  icon: TBallotMeasureIcon;
  /** Our call on the measure, when we make one. */
  recommendation: 'Yes' | 'No' | null;
  translations: TTranslations<TBallotMeasureTexts>;
};

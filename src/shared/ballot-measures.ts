/**
 * The ballot measures the home page explains (spec part 2 §3). The server answers them
 * (`ballotMeasures.list`), so their text is data in the page rather than in its JavaScript.
 */

/** The icons a measure can carry, each drawn by the client (features/home/ballot-measure-card.tsx). */
export const BALLOT_MEASURE_ICONS = ['tree-pine', 'house', 'ruler', 'scale', 'map', 'vote'] as const;
type TBallotMeasureIcon = (typeof BALLOT_MEASURE_ICONS)[number];

/** Our call on a measure, with the reason in a sentence or two. */
type TRecommendation = { vote: 'Yes' | 'No'; reason: string };

/** A ballot-measure card. */
export type TBallotMeasure = {
  name: string;
  measureNumber: string;
  /** Shown decoratively beside the name. */
  icon: TBallotMeasureIcon;
  /** 'What it says': the measure in plain words. */
  whatItSays: string[];
  /** 'What it really means': the practical effect. */
  impact: string[];
  recommendation?: TRecommendation;
};

/**
 * Ballot measures (spec part 2 §3; issue 25 point 2, ADR 50): data per election and Open Civic Data
 * division, managed at /admin/measures. The home page lists an election's, the voter's ballot those that
 * reach the address. Zod-free, so pages read it without loading zod (ADR 29).
 */

import type { TTranslations } from './constants/translations';

/** The icons a measure can carry, each drawn by the client (components/ballot-measures). */
export const BALLOT_MEASURE_ICONS = ['tree-pine', 'house', 'ruler', 'scale', 'map', 'vote'] as const;
export type TBallotMeasureIcon = (typeof BALLOT_MEASURE_ICONS)[number];

/** What the admin calls each icon. */
export const BALLOT_MEASURE_ICON_NAMES: Record<TBallotMeasureIcon, string> = {
  'tree-pine': 'Tree (land, environment)',
  house: 'House (housing)',
  ruler: 'Ruler (land use, planning)',
  scale: 'Scale (courts, appeals)',
  map: 'Map (maps, districts)',
  vote: 'Ballot box (elections)',
};

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

export type TMeasureVote = 'Yes' | 'No';

/** A ballot-measure card as the server answers it. */
export type TBallotMeasure = TBallotMeasureTexts & {
  id: string;
  electionId: string;
  /** The Open Civic Data division it is voted in: a state reaches every address in it, a city every one in the city. */
  divisionId: string;
  /** Shown decoratively beside the name. */
  icon: TBallotMeasureIcon;
  /** Our call on the measure, when we make one. */
  recommendation: TMeasureVote | null;
  /** Links (http/https) to where the text and analyses can be read. */
  sources: string[];
  translations: TTranslations<TBallotMeasureTexts>;
};

/** Whether a measure voted in `divisionId` is on the ballot of an address in `addressDivisions`. */
export function measureReaches(divisionId: string, addressDivisions: readonly string[]): boolean {
  return addressDivisions.some(
    (division) => division === divisionId || division.startsWith(`${divisionId}/`),
  );
}

import type { TBallotMeasure, TMeasureVote } from '../../shared/ballot-measures';
import type { TCandidate, TCandidateSummary, TRace } from '../../shared/schemas/candidates';
import { reasonTranslations } from '../../shared/constants/translations';
import { useSyncExternalStore } from './use-sync-external-store';

/**
 * The voter's own ballot (issue 16): the races of their last search and one pick per race. It lives in
 * this browser's localStorage only; nothing here is ever sent to the server (ADR 37).
 */
export const MY_BALLOT_KEY = 'myBallot';

export type TMyBallot = {
  /** The address of the last search, as the results page showed it. */
  address: string;
  /** Its races as the search answered them, federal to local. */
  races: TRace[];
  /** The picked candidates' ids, at most one per race. */
  picks: string[];
  /** The ballot measures of the search, in ballot order, with every language's texts (issue 25). */
  measures: TBallotMeasure[];
  /** The voter's own Yes or No on a measure, by its id. */
  marks: Record<string, TMeasureVote>;
};

const EMPTY_BALLOT: TMyBallot = { address: '', races: [], picks: [], measures: [], marks: {} };

const listeners = new Set<() => void>();
let cachedText: string | null = null;
let cachedBallot: TMyBallot = EMPTY_BALLOT;

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

function isSummary(value: unknown): value is TCandidateSummary {
  const candidate = value as Partial<TCandidateSummary> | null;
  return (
    isString(candidate?.id) &&
    isString(candidate.fullName) &&
    isString(candidate.office) &&
    isString(candidate.district) &&
    isString(candidate.party) &&
    isString(candidate.headshot)
  );
}

/** The fields my ballot keeps of a candidate: those an address search lists (TCandidateSummary). */
export function toCandidateSummary(candidate: TCandidate | TCandidateSummary): TCandidateSummary {
  const { id, fullName, headshot, party, office, district, recommended, recommendationReason } = candidate;
  const translations = reasonTranslations(candidate.translations);
  return { id, fullName, headshot, party, office, district, recommended, recommendationReason, translations };
}

/** A stored summary as read back; one stored before summaries carried translations has none. */
const withTranslations = (candidate: TCandidateSummary): TCandidateSummary =>
  toCandidateSummary({ ...candidate, translations: candidate.translations ?? {} });

function toRace(value: unknown): TRace | null {
  const race = value as Partial<TRace> | null;
  if (!isString(race?.office) || !isString(race.district) || !Array.isArray(race.candidates)) return null;
  const candidates = race.candidates.filter(isSummary).map(withTranslations);
  return candidates.length > 0 ? { office: race.office, district: race.district, candidates } : null;
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
const isVote = (value: unknown): value is TMeasureVote => value === 'Yes' || value === 'No';

/**
 * A stored measure as the ballot draws it: its id and texts. The rest came from the server with it; the
 * card only reads it (a broken stored copy drops the measure, never the page).
 */
function isMeasure(value: unknown): value is TBallotMeasure {
  const measure = value as Partial<TBallotMeasure> | null;
  return (
    isString(measure?.id) &&
    isString(measure.name) &&
    isStringList(measure.whatItSays) &&
    isStringList(measure.impact) &&
    isStringList(measure.sources) &&
    typeof measure.translations === 'object' &&
    measure.translations !== null
  );
}

/** The marks of measures on the ballot, each Yes or No. */
function marksOf(value: unknown, measures: TBallotMeasure[]): Record<string, TMeasureVote> {
  if (!value || typeof value !== 'object') return {};
  const marks = value as Record<string, unknown>;
  return Object.fromEntries(
    measures.flatMap((measure) => {
      const mark = marks[measure.id];
      return isVote(mark) ? [[measure.id, mark]] : [];
    }),
  );
}

/** What the stored text holds, or the empty ballot when it is missing, broken or of another shape. */
export function parseMyBallot(text: string | null): TMyBallot {
  let data: Partial<TMyBallot> | null;
  try {
    data = text === null ? null : (JSON.parse(text) as Partial<TMyBallot> | null);
  } catch {
    return EMPTY_BALLOT;
  }
  if (!data || typeof data !== 'object' || !Array.isArray(data.races)) return EMPTY_BALLOT;
  const races = data.races.map(toRace).filter((race): race is TRace => race !== null);
  const known = new Set(races.flatMap((race) => race.candidates.map((candidate) => candidate.id)));
  const picks = Array.isArray(data.picks) ? data.picks.filter((id) => isString(id) && known.has(id)) : [];
  // One pick per race, the first stored wins.
  const kept = races.flatMap((race) => {
    const pick = picks.find((id) => race.candidates.some((candidate) => candidate.id === id));
    return pick ? [pick] : [];
  });
  const measures = Array.isArray(data.measures) ? data.measures.filter(isMeasure) : [];
  return {
    address: isString(data.address) ? data.address : '',
    races,
    picks: kept,
    measures,
    marks: marksOf(data.marks, measures),
  };
}

function readText(): string | null {
  try {
    return localStorage.getItem(MY_BALLOT_KEY);
  } catch {
    return null;
  }
}

export function readMyBallot(): TMyBallot {
  const text = readText();
  if (text !== cachedText) {
    cachedText = text;
    cachedBallot = parseMyBallot(text);
  }
  return cachedBallot;
}

function writeMyBallot(ballot: TMyBallot): void {
  try {
    localStorage.setItem(MY_BALLOT_KEY, JSON.stringify(ballot));
  } catch (error) {
    // Storage off or full: the pick lasts as long as the page does.
    console.warn('Could not save my ballot in local storage', error);
    cachedText = readText();
    cachedBallot = ballot;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change arrives as a 'storage' event; the snapshot re-reads the text.
  const onStorage = (event: StorageEvent) => {
    if (event.key === MY_BALLOT_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const serverSnapshot = () => EMPTY_BALLOT;

/** The stored ballot, re-rendering on every change (this tab or another). Empty in the server render. */
export function useMyBallot(): TMyBallot {
  return useSyncExternalStore(subscribe, readMyBallot, serverSnapshot);
}

/** A race's identity: its office and district. */
export const raceKey = (race: Pick<TRace, 'office' | 'district'>) => `${race.office}\n${race.district}`;

/**
 * Keeps a search's races as the ballot's. Picks of candidates still on it stay (the same races after a
 * search for the same address, or a neighbour's shared races); the others go.
 */
export function recordSearch(address: string, races: TRace[], measures: TBallotMeasure[] = []): void {
  const current = readMyBallot();
  const ids = new Set(races.flatMap((race) => race.candidates.map((candidate) => candidate.id)));
  const next: TMyBallot = {
    address,
    races,
    picks: current.picks.filter((id) => ids.has(id)),
    measures,
    // Marks of measures still on the ballot stay, like picks.
    marks: marksOf(current.marks, measures),
  };
  if (JSON.stringify(next) !== JSON.stringify(current)) writeMyBallot(next);
}

function raceOf(ballot: TMyBallot, candidateId: string): TRace | undefined {
  return ballot.races.find((race) => race.candidates.some((candidate) => candidate.id === candidateId));
}

/** The ballot's picks with `candidateId` picked in `race`, instead of any rival there. */
function picksWith(ballot: TMyBallot, race: TRace, candidateId: string): string[] {
  const rivals = new Set(race.candidates.map((candidate) => candidate.id));
  return [...ballot.picks.filter((id) => !rivals.has(id)), candidateId];
}

/** Picks a candidate, replacing any other pick in the same race. */
export function pickCandidate(candidateId: string): void {
  const ballot = readMyBallot();
  const race = raceOf(ballot, candidateId);
  if (!race) return;
  writeMyBallot({ ...ballot, picks: picksWith(ballot, race, candidateId) });
}

export const isOnMyBallot = (ballot: TMyBallot, candidateId: string) =>
  raceOf(ballot, candidateId) !== undefined;

/** The same race with the candidates `race` adds to it. */
function mergedRace(current: TRace, race: TRace): TRace {
  const known = new Set(current.candidates.map((candidate) => candidate.id));
  return {
    ...current,
    candidates: [...current.candidates, ...race.candidates.filter((candidate) => !known.has(candidate.id))],
  };
}

/**
 * Picks a candidate of a race the ballot may not hold (a candidate page opened from a shared link, with no
 * search or another address's): the race joins the end of the ballot (the office order lives outside the
 * header's bundle), or the race already there gains the candidates it lacked; the other races and picks
 * stay, and the race keeps one pick.
 */
export function pickCandidateInRace(race: TRace, candidateId: string): void {
  const ballot = readMyBallot();
  const current = ballot.races.find((each) => raceKey(each) === raceKey(race));
  const added = current ? mergedRace(current, race) : race;
  const races = current
    ? ballot.races.map((each) => (each === current ? added : each))
    : [...ballot.races, race];
  writeMyBallot({ ...ballot, races, picks: picksWith(ballot, added, candidateId) });
}

export function unpickCandidate(candidateId: string): void {
  const ballot = readMyBallot();
  writeMyBallot({ ...ballot, picks: ballot.picks.filter((id) => id !== candidateId) });
}

/** The candidate picked in a race, if any. */
export function pickIn(ballot: TMyBallot, race: TRace): TCandidateSummary | undefined {
  return race.candidates.find((candidate) => ballot.picks.includes(candidate.id));
}

/**
 * Marks the voter's own Yes or No on a measure of the ballot, or clears it (null). Kept like the picks, in
 * this browser only (ADR 37).
 */
export function markMeasure(measureId: string, vote: TMeasureVote | null): void {
  const ballot = readMyBallot();
  if (!ballot.measures.some((measure) => measure.id === measureId)) return;
  const { [measureId]: _previous, ...others } = ballot.marks;
  writeMyBallot({ ...ballot, marks: vote ? { ...others, [measureId]: vote } : others });
}

import { act, renderHook } from '@testing-library/react';
import type { TCandidateSummary, TRace } from '../../shared/schemas/candidates';
import { TEST_BALLOT_MEASURES } from '../test/ballot-measures';
import {
  markMeasure,
  MY_BALLOT_KEY,
  parseMyBallot,
  pickCandidate,
  pickCandidateInRace,
  readMyBallot,
  recordSearch,
  unpickCandidate,
  useMyBallot,
} from './my-ballot';

let sequence = 0;
function summary(office: string, district = '33'): TCandidateSummary {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    fullName: `Candidate ${sequence}`,
    headshot: 'NA',
    party: 'Democrat',
    office,
    district,
    recommended: false,
    recommendationReason: null,
    translations: {},
  };
}

const ADDRESS = '123 MAIN ST, BROOKLYN, NY, 11217';
const council = [summary('City Council'), summary('City Council')];
const assembly = [summary('State HOR', '52'), summary('State HOR', '52')];
const race = (candidates: TCandidateSummary[]): TRace => ({
  office: candidates[0]!.office,
  district: candidates[0]!.district,
  candidates,
});
const RACES = [race(council), race(assembly)];

const stored = () => JSON.parse(localStorage.getItem(MY_BALLOT_KEY)!) as unknown;

describe('my ballot in local storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the measures of a search and the voter’s Yes or No on each, which a new search keeps for measures still on it', () => {
    const [landSwap, housing] = TEST_BALLOT_MEASURES as [
      (typeof TEST_BALLOT_MEASURES)[0],
      (typeof TEST_BALLOT_MEASURES)[0],
    ];
    recordSearch(ADDRESS, RACES, TEST_BALLOT_MEASURES);
    markMeasure(landSwap.id, 'No');
    markMeasure(housing.id, 'Yes');
    markMeasure('00000000-0000-4000-8000-00000000dead', 'Yes');
    expect(readMyBallot().marks).toEqual({ [landSwap.id]: 'No', [housing.id]: 'Yes' });
    expect(parseMyBallot(localStorage.getItem(MY_BALLOT_KEY)).marks).toEqual(readMyBallot().marks);

    markMeasure(housing.id, null);
    expect(readMyBallot().marks).toEqual({ [landSwap.id]: 'No' });

    // Upstate, only the statewide measure is on the ballot: its mark stays, the city's go.
    recordSearch('1 STATE ST, ALBANY, NY', RACES, [landSwap]);
    expect(readMyBallot()).toMatchObject({ measures: [landSwap], marks: { [landSwap.id]: 'No' } });
  });

  it('drops stored measures and marks of another shape', () => {
    const text = JSON.stringify({
      address: ADDRESS,
      races: RACES,
      picks: [],
      measures: [TEST_BALLOT_MEASURES[0], { id: 'x', name: 3 }],
      marks: { [TEST_BALLOT_MEASURES[0]!.id]: 'Maybe', x: 'Yes' },
    });
    expect(parseMyBallot(text)).toMatchObject({ measures: [TEST_BALLOT_MEASURES[0]], marks: {} });
  });

  it('keeps the races of a search, with no picks yet', () => {
    recordSearch(ADDRESS, RACES);
    expect(readMyBallot()).toEqual({ address: ADDRESS, races: RACES, picks: [], measures: [], marks: {} });
    expect(stored()).toEqual({ address: ADDRESS, races: RACES, picks: [], measures: [], marks: {} });
  });

  it('keeps one pick per race: a second pick in the race replaces the first, and a pick can be removed', () => {
    recordSearch(ADDRESS, RACES);
    pickCandidate(council[0]!.id);
    pickCandidate(assembly[1]!.id);
    expect(readMyBallot().picks).toEqual([council[0]!.id, assembly[1]!.id]);
    pickCandidate(council[1]!.id);
    expect(readMyBallot().picks).toEqual([council[1]!.id, assembly[1]!.id]);
    unpickCandidate(assembly[1]!.id);
    expect(readMyBallot().picks).toEqual([council[1]!.id]);
  });

  it('ignores a pick of a candidate on none of the races', () => {
    recordSearch(ADDRESS, RACES);
    pickCandidate(summary('Mayor').id);
    expect(readMyBallot().picks).toEqual([]);
  });

  it("adds a candidate's race from their page to an empty ballot, picked, with no address", () => {
    const house = [summary('House of Representatives', '10'), summary('House of Representatives', '10')];
    pickCandidateInRace(race(house), house[1]!.id);
    expect(readMyBallot()).toEqual({
      measures: [],
      marks: {},
      address: '',
      races: [race(house)],
      picks: [house[1]!.id],
    });
    expect(parseMyBallot(JSON.stringify(stored()))).toEqual(readMyBallot());
  });

  it("adds a race the search did not have at the end, keeping the search's races and picks", () => {
    recordSearch(ADDRESS, RACES);
    pickCandidate(council[0]!.id);
    const senate = [summary('Senate', 'New York')];
    pickCandidateInRace(race(senate), senate[0]!.id);
    expect(readMyBallot()).toEqual({
      measures: [],
      marks: {},
      address: ADDRESS,
      races: [...RACES, race(senate)],
      picks: [council[0]!.id, senate[0]!.id],
    });
  });

  it('adds a candidate a stored race lacks to that race, replacing its pick: one pick per race', () => {
    const house = [summary('House of Representatives', '10')];
    pickCandidateInRace(race(house), house[0]!.id);
    const rival = { ...summary('House of Representatives', '10') };
    pickCandidateInRace(race([rival]), rival.id);
    expect(readMyBallot().races).toEqual([race([house[0]!, rival])]);
    expect(readMyBallot().picks).toEqual([rival.id]);
  });

  it('keeps the picks still on the ballot when a new search replaces the races', () => {
    recordSearch(ADDRESS, RACES);
    pickCandidate(council[0]!.id);
    pickCandidate(assembly[0]!.id);
    recordSearch('Elsewhere', [race(council)]);
    expect(readMyBallot()).toMatchObject({ address: 'Elsewhere', picks: [council[0]!.id] });
  });

  it.each([
    ['nothing stored', null],
    ['text that is not JSON', '{oops'],
    ['another shape', JSON.stringify({ races: 'none' })],
    ['an array', JSON.stringify([1, 2])],
  ])('reads %s as an empty ballot', (_, text) => {
    expect(parseMyBallot(text)).toEqual({ address: '', races: [], picks: [], measures: [], marks: {} });
  });

  it('keeps the written reasons of a stored summary, none from one stored before summaries had them', () => {
    const [kept, earlier] = council.map((candidate) => ({ ...candidate, recommended: true }));
    const text = JSON.stringify({
      address: ADDRESS,
      races: [
        {
          office: 'City Council',
          district: '33',
          candidates: [
            { ...kept, translations: { es: { recommendationReason: 'Razón' }, xx: 'broken' } },
            { ...earlier, translations: undefined },
          ],
        },
      ],
      picks: [],
    });
    expect(parseMyBallot(text).races[0]!.candidates.map((candidate) => candidate.translations)).toEqual([
      { es: { recommendationReason: 'Razón' } },
      {},
    ]);
  });

  it('drops broken races and candidates, unknown picks and a second pick in a race', () => {
    const text = JSON.stringify({
      address: ADDRESS,
      races: [{ office: 'City Council', district: '33', candidates: [...council, { id: 3 }] }, { office: 7 }],
      picks: [council[0]!.id, council[1]!.id, 'someone-else', 42],
    });
    expect(parseMyBallot(text)).toEqual({
      measures: [],
      marks: {},
      address: ADDRESS,
      races: [{ office: 'City Council', district: '33', candidates: council }],
      picks: [council[0]!.id],
    });
  });

  it('updates its readers at once, and when another tab changes the ballot', () => {
    recordSearch(ADDRESS, RACES);
    const { result } = renderHook(() => useMyBallot());
    expect(result.current.picks).toEqual([]);
    act(() => pickCandidate(council[0]!.id));
    expect(result.current.picks).toEqual([council[0]!.id]);

    const otherTab = JSON.stringify({ address: ADDRESS, races: RACES, picks: [assembly[0]!.id] });
    act(() => {
      localStorage.setItem(MY_BALLOT_KEY, otherTab);
      window.dispatchEvent(new StorageEvent('storage', { key: MY_BALLOT_KEY, newValue: otherTab }));
    });
    expect(result.current.picks).toEqual([assembly[0]!.id]);
  });

  it('still takes picks for the page when storage refuses to write', () => {
    recordSearch(ADDRESS, RACES);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    pickCandidate(council[0]!.id);
    expect(readMyBallot().picks).toEqual([council[0]!.id]);
    expect(warn).toHaveBeenCalled();
    setItem.mockRestore();
    warn.mockRestore();
  });
});

import {
  readSharedBallotIds,
  readSharedBallotMarks,
  sharedBallotPath,
  SHARED_BALLOT_MAX_PICKS,
} from './shared-ballot';

const A = '0b6a3f8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const B = '1c7b4a9f-2d3e-4f60-9b0c-1d2e3f4a5b6c';

describe('shared ballot links', () => {
  it('carry the picked ids and read them back in order', () => {
    const path = sharedBallotPath([A, B]);
    expect(path).toBe(`/sharedBallot?c=${A},${B}`);
    expect(readSharedBallotIds(path.slice(path.indexOf('?')))).toEqual([A, B]);
  });

  it('leave out what is not a candidate id, duplicates, and anything past the limit', () => {
    expect(readSharedBallotIds(`c=${A},nonsense,${A},<script>,${B.toUpperCase()}`)).toEqual([A, B]);
    expect(readSharedBallotIds('')).toEqual([]);
    const many = Array.from(
      { length: SHARED_BALLOT_MAX_PICKS + 5 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    expect(readSharedBallotIds(sharedBallotPath(many).split('?')[1]!)).toHaveLength(SHARED_BALLOT_MAX_PICKS);
  });

  it('carry the measures the voter marked, Yes or No, and read them back', () => {
    const path = sharedBallotPath([A], { [B]: 'Yes', [A]: 'No' });
    expect(path).toBe(`/sharedBallot?c=${A}&m=${B}.y,${A}.n`);
    expect(readSharedBallotMarks(path.split('?')[1]!)).toEqual({ [B]: 'Yes', [A]: 'No' });
    expect(sharedBallotPath([A], {})).toBe(`/sharedBallot?c=${A}`);
    expect(readSharedBallotMarks(`m=${A}.x,nonsense.y,${B}.n,${B}.y`)).toEqual({ [B]: 'No' });
  });
});

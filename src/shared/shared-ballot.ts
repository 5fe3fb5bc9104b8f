/**
 * A shared ballot travels in its link, never on the server (issue 16): the picked candidates' ids, in
 * ballot order, and the voter's Yes or No on ballot measures (issue 25), and nothing else (no address,
 * which would tell where the voter lives).
 */
const SHARED_BALLOT_PATH = '/sharedBallot';
/** More races than any ballot has; a longer list is cut here rather than refused. */
export const SHARED_BALLOT_MAX_PICKS = 40;

const CANDIDATE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A voter's marks on measures, by measure id. */
type TSharedMarks = Readonly<Record<string, 'Yes' | 'No'>>;

/**
 * `/sharedBallot?c=<id>,<id>…&m=<measure id>.y,<measure id>.n…`, ids as given (duplicates and malformed
 * ones left out); `m` only when a measure is marked.
 */
export function sharedBallotPath(candidateIds: readonly string[], marks: TSharedMarks = {}): string {
  const ids = [...new Set(candidateIds.filter((id) => CANDIDATE_ID.test(id)))].slice(
    0,
    SHARED_BALLOT_MAX_PICKS,
  );
  const marked = Object.entries(marks)
    .filter(([id]) => CANDIDATE_ID.test(id))
    .slice(0, SHARED_BALLOT_MAX_PICKS)
    .map(([id, vote]) => `${id}.${vote === 'Yes' ? 'y' : 'n'}`);
  return `${SHARED_BALLOT_PATH}?c=${ids.join(',')}${marked.length > 0 ? `&m=${marked.join(',')}` : ''}`;
}

/** The measure marks a shared link carries, in its order (malformed ones left out, the first of an id kept). */
export function readSharedBallotMarks(search: string): Record<string, 'Yes' | 'No'> {
  const value = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('m') ?? '';
  const marks: Record<string, 'Yes' | 'No'> = {};
  for (const part of value.split(',').slice(0, SHARED_BALLOT_MAX_PICKS)) {
    const [id = '', vote] = part.trim().toLowerCase().split('.');
    if (CANDIDATE_ID.test(id) && (vote === 'y' || vote === 'n') && !(id in marks))
      marks[id] = vote === 'y' ? 'Yes' : 'No';
  }
  return marks;
}

/** The candidate ids a shared link carries (from its query string, with or without the `?`). */
export function readSharedBallotIds(search: string): string[] {
  const value = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('c') ?? '';
  const ids = value
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter((id) => CANDIDATE_ID.test(id));
  return [...new Set(ids)].slice(0, SHARED_BALLOT_MAX_PICKS);
}

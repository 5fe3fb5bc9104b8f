/**
 * A shared ballot travels in its link, never on the server (issue 16): the picked candidates' ids, in
 * ballot order, and nothing else (no address, which would tell where the voter lives).
 */
const SHARED_BALLOT_PATH = '/sharedBallot';
/** More races than any ballot has; a longer list is cut here rather than refused. */
export const SHARED_BALLOT_MAX_PICKS = 40;

const CANDIDATE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/sharedBallot?c=<id>,<id>…`, ids as given (duplicates and malformed ones left out). */
export function sharedBallotPath(candidateIds: readonly string[]): string {
  const ids = [...new Set(candidateIds.filter((id) => CANDIDATE_ID.test(id)))].slice(
    0,
    SHARED_BALLOT_MAX_PICKS,
  );
  return `${SHARED_BALLOT_PATH}?c=${ids.join(',')}`;
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

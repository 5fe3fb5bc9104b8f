/**
 * The Cache-Control of an answer no cache may keep (ADR 28): what depends on the session, errors, and word
 * that an outside service could not be reached, answered as data so that the next visit asks again.
 */
export const NOT_STORED = 'private, no-store';

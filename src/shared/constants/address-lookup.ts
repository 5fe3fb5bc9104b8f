/**
 * Why an address lookup found no ballot, as codes (issue 24): the pages word each one in the visitor's
 * language (features/candidates/lookup-error.tsx), and REST answers their English, joined, as `message`.
 */
export const LOOKUP_MESSAGES = {
  empty: 'Enter an address to find your candidates.',
  noMatch: 'We could not find that address. Check the street, city and ZIP code and try again.',
  unavailable: 'The address lookup is not answering right now. Please try again in a few minutes.',
  busy: 'The address lookup is busy: many addresses were looked up in the last minute. Please try again in a minute.',
  notCovered: 'That state is not covered by the voter guide yet.',
  offline:
    'We cannot look up addresses right now. Check that the address has a house number, street, city and ZIP code, and try again later.',
  offlineExamples: 'Meanwhile, the example addresses on the home page show how the guide works.',
  /** What only the server's operators can act on: for the log and for signed-in admins, never visitors. */
  offlineAdvice:
    'For admins: the address lookup needs the internet, and this server cannot reach any address service. To search any address, the server must reach the US Census Geocoder (geocoding.geo.census.gov), or set GEOCODER_PROVIDERS and the NYC Geoclient or Google Civic keys: see "Finding a voter\'s candidates" in the README.',
} as const;

export type TLookupReason = keyof typeof LOOKUP_MESSAGES;

/** Refused (429): this visitor has looked up many addresses that were not in the cache. */
export const TOO_MANY_LOOKUPS_MESSAGE =
  'You have looked up many addresses in a short time. Please wait a few minutes and try again.';

/** The English of a failed lookup's reasons, one sentence after another (REST's `message`). */
export const lookupMessage = (reasons: readonly TLookupReason[]) =>
  reasons.map((reason) => LOOKUP_MESSAGES[reason]).join(' ');

/** The fixed texts around the elections; the elections themselves are data, edited at /admin/elections. */
export const ELECTIONS_COPY = {
  nextGuidePending:
    'Our guide to the next election is being prepared. Until it is ready, here is the most recent one.',
  noElections: 'Our guide to the next election is being prepared. Check back soon.',
  loadFailed: 'The elections could not be loaded. Please try again later.',
} as const;

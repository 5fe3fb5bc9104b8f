import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The fixed texts around the elections; the elections themselves are data, edited at /admin/elections. */
export const ELECTIONS_COPY = {
  nextGuidePending: msg`Our guide to the next election is being prepared. Until it is ready, here is the most recent one.`,
  noElections: msg`Our guide to the next election is being prepared. Check back soon.`,
  loadFailed: msg`The elections could not be loaded. Please try again later.`,
} as const;

/**
 * An election's type is free text written at /admin/elections; the usual ones are shown in the page's
 * language, any other as it was written.
 */
const ELECTION_TYPE_LABELS = new Map<string, MessageDescriptor>([
  ['primary', msg({ message: 'Primary', comment: "An election's type, on its card: a primary election" })],
  ['general', msg({ message: 'General', comment: "An election's type, on its card: a general election" })],
  ['local', msg({ message: 'Local', comment: "An election's type, on its card: a local election" })],
  ['special', msg({ message: 'Special', comment: "An election's type, on its card: a special election" })],
  ['runoff', msg({ message: 'Runoff', comment: "An election's type, on its card: a runoff election" })],
]);

/** The election's type in the page's language when it is one of the usual ones, else null. */
export function electionTypeLabel(type: string): MessageDescriptor | null {
  return ELECTION_TYPE_LABELS.get(type.trim().toLowerCase()) ?? null;
}

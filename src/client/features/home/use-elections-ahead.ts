import { splitElectionsAt } from '../../../shared/elections';
import type { TElection } from '../../../shared/schemas/elections';
import { trpc } from '../../lib/trpc';
import { localDate } from '../../lib/election-dates';

// Split by the visitor's date when the list arrives; stable, so the query keeps the result between renders.
const splitAtToday = (elections: TElection[]) => splitElectionsAt(elections, localDate(new Date()));

/** The elections from today on, nearest first, and the most recent one before today. */
export function useElectionsAhead() {
  return trpc.elections.list.useQuery(undefined, { select: splitAtToday });
}

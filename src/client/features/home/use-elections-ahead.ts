import { useCallback } from 'react';
import { splitElectionsAt } from '../../../shared/elections';
import type { TElection } from '../../../shared/schemas/elections';
import { useContentLanguage } from '../../lib/i18n';
import { trpc } from '../../lib/trpc';
import { useToday } from '../../lib/use-today';

/** The elections from today on, nearest first, and the most recent one before today. */
export function useElectionsAhead() {
  const today = useToday();
  const splitAtToday = useCallback((elections: TElection[]) => splitElectionsAt(elections, today), [today]);
  return trpc.elections.list.useQuery({ lang: useContentLanguage() }, { select: splitAtToday });
}

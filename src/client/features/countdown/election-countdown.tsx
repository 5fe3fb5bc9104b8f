import { pickCountdownElection } from '../../../shared/elections';
import type { TElection } from '../../../shared/schemas/elections';
import { usePublicConfig } from '../../lib/public-config';
import { useContentLanguage } from '../../lib/i18n';
import { trpc } from '../../lib/trpc';
import { CountdownBanner } from './countdown-banner';

// Picked when the list arrives (and again when it changes), not on every render; stable for the query's memo.
const pickNow = (elections: TElection[]) => pickCountdownElection(elections, Date.now());

/**
 * The header's countdown: ELECTION_COUNTDOWN when the server sets it, else the next election ahead among
 * those that drive the countdown, else the most recent of them. With no such election there is no banner.
 */
export function ElectionCountdown() {
  const { countdown: override } = usePublicConfig();
  const chosen = trpc.elections.list.useQuery(
    { lang: useContentLanguage() },
    { enabled: !override, select: pickNow },
  );

  if (override) return <CountdownBanner target={override.target} electionName={override.electionName} />;
  if (chosen.isPending) return <CountdownBanner />;
  if (!chosen.data) return null;
  return <CountdownBanner target={chosen.data.countdownTarget} electionName={chosen.data.name} />;
}

/** Which elections the countdown and the home page show at a given moment. Pure: the caller passes the time. */

type TCountdownCandidate = { countdownTarget: string; drivesCountdown: boolean; published: boolean };

/**
 * The election the countdown aims at: among the published ones that drive it, the next one whose target is
 * not yet past, else the most recent of them (its countdown shows zero). Null when none drives the
 * countdown: then there is no banner. A draft moves the banner only once published (issue 25), even for the
 * admins who see it.
 */
export function pickCountdownElection<T extends TCountdownCandidate>(
  elections: readonly T[],
  nowMs: number,
): T | null {
  const drivers = elections
    .filter((election) => election.drivesCountdown && election.published)
    .map((election) => ({ election, targetMs: Date.parse(election.countdownTarget) }))
    .sort((a, b) => a.targetMs - b.targetMs);
  const next = drivers.find(({ targetMs }) => targetMs >= nowMs) ?? drivers.at(-1);
  return next?.election ?? null;
}

/**
 * Elections from `today` on (election day itself still counts), nearest first, and the most recent one
 * before today. `today` is the visitor's calendar date, YYYY-MM-DD, like the elections' dates.
 */
export function splitElectionsAt<T extends { date: string }>(
  elections: readonly T[],
  today: string,
): { upcoming: T[]; latestPast: T | null } {
  const byDate = [...elections].sort((a, b) => a.date.localeCompare(b.date));
  return {
    upcoming: byDate.filter((election) => election.date >= today),
    latestPast: byDate.filter((election) => election.date < today).at(-1) ?? null,
  };
}

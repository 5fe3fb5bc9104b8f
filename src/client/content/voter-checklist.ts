import { msg } from '@lingui/core/macro';

/** The voter checklist's heading; its tiles are page content (the `voterChecklist` section, ADR 47). */
export const VOTER_CHECKLIST_PAGE = {
  title: msg`Ready to vote?`,
  subtitle: msg`Everything a New York voter needs to know, one tile at a time.`,
} as const;

import { z } from 'zod';
import { text } from './fields';
import { US_STATES } from '../constants/states';

/** An entry of the active-state dropdown (spec part 2 §3). */
export const ZDropdownStateSchema = z.object({
  stateShort: text(),
  stateFull: text(),
  stateActive: z.boolean(),
});
export type TDropdownState = z.output<typeof ZDropdownStateSchema>;

export const DROPDOWN_MESSAGES = {
  unknown: ({ stateShort, stateFull }: TDropdownState) => `Unknown state: ${stateShort} (${stateFull})`,
  duplicate: (stateShort: string) => `${stateShort} is listed more than once`,
  missing: (stateShorts: string[]) => `The list must hold every state; missing: ${stateShorts.join(', ')}`,
} as const;

const STATE_NAMES = new Map<string, string>(US_STATES);

/**
 * An update of the dropdown (PUT /api/dropdown, spec part 2 §7): the full list, every state of US_STATES
 * exactly once, each with its own name. The problems are reported at the list itself, so the first one reads
 * as a sentence the admin page can show as it is.
 */
export const ZDropdownUpdateSchema = z.array(ZDropdownStateSchema).superRefine((states, ctx) => {
  const seen = new Set<string>();
  for (const state of states) {
    if (STATE_NAMES.get(state.stateShort) !== state.stateFull)
      ctx.addIssue({ code: 'custom', message: DROPDOWN_MESSAGES.unknown(state) });
    else if (seen.has(state.stateShort))
      ctx.addIssue({ code: 'custom', message: DROPDOWN_MESSAGES.duplicate(state.stateShort) });
    else seen.add(state.stateShort);
  }
  const missing = US_STATES.map(([stateShort]) => stateShort).filter((stateShort) => !seen.has(stateShort));
  if (missing.length > 0) ctx.addIssue({ code: 'custom', message: DROPDOWN_MESSAGES.missing(missing) });
});
export type TDropdownUpdate = z.output<typeof ZDropdownUpdateSchema>;

import { z } from 'zod';
import { BLANK_MESSAGE } from '../constants/messages';
import { hasControlCharacters, isInvisible } from '../constants/text';

export { BLANK_MESSAGE, hasControlCharacters };

// In the browser zod must not probe for eval (new Function) to compile its parsers: the page's CSP forbids
// it (script-src 'self'), and Chromium reports the probe as a violation (Lighthouse best practices). Every
// schema module imports this one first. The server keeps its compiled parsers.
if (typeof document !== 'undefined') z.config({ jitless: true });

/** Field rules shared by the forms (spec part 1 §5, part 2 §5). */
export const EMAIL_MESSAGE = 'not a valid email address';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const tooLongMessage = (max: number) => `must be at most ${max} characters long`;

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

/** Text as every schema takes it: a string without control characters (checked before anything else). */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !hasControlCharacters(value), {
    message: CONTROL_CHARACTERS_MESSAGE,
    abort: true,
  });
}

/**
 * Trimmed text that must not be blank (only that message when it is), up to `max` characters. Text that
 * shows nothing (zero-width spaces, a byte-order mark) is blank too.
 */
export function requiredText(max: number) {
  return text({ message: BLANK_MESSAGE })
    .trim()
    .refine((value) => !isInvisible(value), { message: BLANK_MESSAGE, abort: true })
    .max(max, tooLongMessage(max));
}

/** An email address, checked after the blank check. */
export function emailText(max: number) {
  return requiredText(max).regex(EMAIL_PATTERN, EMAIL_MESSAGE);
}

const ID_MESSAGE = 'must be a valid id';

/** A database id (UUID), as callers send it in a path or an input; anything else is refused before a query. */
export const ZIdSchema = z.uuid({ message: ID_MESSAGE });

/** An object holding one id: the input of every by-id call. */
export const ZByIdSchema = z.object({ id: ZIdSchema });

/** Whether a string can be a database id; services answer "not found" for one that cannot, without a query. */
export const isUuid = (id: string) => ZIdSchema.safeParse(id).success;

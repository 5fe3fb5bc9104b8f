import { z } from 'zod';

/** Field rules shared by the forms (spec part 1 §5, part 2 §5). */
export const BLANK_MESSAGE = 'cannot be blank!';
export const EMAIL_MESSAGE = 'not a valid email address';
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const tooLongMessage = (max: number) => `must be at most ${max} characters long`;

/** Trimmed text that must not be blank (only that message when it is), up to `max` characters. */
export function requiredText(max: number) {
  return z
    .string({ message: BLANK_MESSAGE })
    .trim()
    .min(1, { message: BLANK_MESSAGE, abort: true })
    .max(max, tooLongMessage(max));
}

/** An email address, checked after the blank check. */
export function emailText(max: number) {
  return requiredText(max).regex(EMAIL_PATTERN, EMAIL_MESSAGE);
}

/** A database id (UUID); anything else can be answered "not found" without a query. */
export const isUuid = (id: string) => z.uuid().safeParse(id).success;

import { POSTAL_CODE_PATTERN, STRUCTURED_ADDRESS_MAX } from './constants/address-fields';
import { FORBIDDEN_CHARACTERS, hasControlCharacters } from './constants/text';
import type { TStructuredAddress } from './schemas/candidates';

/** Text free of control characters, trimmed, if it is at most `max` characters long then. */
function trimmedText(value: unknown, max = Infinity) {
  if (typeof value !== 'string' || hasControlCharacters(value)) return undefined;
  const trimmed = value.trim();
  return trimmed.length <= max ? trimmed : undefined;
}

/** A name or address line: not blank, and without the characters the spec forbids. */
function nameText(value: unknown, max: number) {
  const trimmed = trimmedText(value, max);
  return trimmed && !FORBIDDEN_CHARACTERS.test(trimmed) ? trimmed : undefined;
}

/**
 * The address a `/candidateResult` link carries, read as `ZStructuredAddressSchema` reads it, or null if the
 * schema would refuse it: the result page checks its link without loading zod (ADR 34), and a test holds
 * the two to the same answers.
 */
export function readStructuredAddress(fields: Readonly<Record<string, unknown>>): TStructuredAddress | null {
  const street = nameText(fields.street, STRUCTURED_ADDRESS_MAX.street);
  const city = nameText(fields.city, STRUCTURED_ADDRESS_MAX.city);
  const state = trimmedText(fields.state, STRUCTURED_ADDRESS_MAX.state);
  const postalcode = trimmedText(fields.postalcode);
  const hasFullState = fields.fullState !== undefined;
  const fullState = hasFullState
    ? trimmedText(fields.fullState, STRUCTURED_ADDRESS_MAX.fullState)
    : undefined;
  if (!street || !city || !state || postalcode === undefined || !POSTAL_CODE_PATTERN.test(postalcode)) {
    return null;
  }
  if (hasFullState && fullState === undefined) return null;
  return { street, city, state, ...(hasFullState && { fullState }), postalcode };
}

// Apart from src/shared/schemas, so a page can check text as the schemas do without loading zod (ADR 34).

/** Spec part 2 §5: the characters names, districts and address lines may not contain. */
export const FORBIDDEN_CHARACTERS = /[#%&*:<>?/{|}]/;

/**
 * NUL and the other control characters (tab, line feed and carriage return are text); halves of a
 * surrogate pair that stand alone; and the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069), which make text display in another order than it reads ("Trojan Source") and can
 * disguise a name. Nobody types them, Postgres refuses NUL in text, and a lone half is not a character.
 */
/* eslint-disable no-control-regex -- matching control characters is the point */
const CONTROL_CHARACTERS =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/* eslint-enable no-control-regex */

export const hasControlCharacters = (value: string) => CONTROL_CHARACTERS.test(value);

/**
 * Characters that show nothing: white space, the format characters (zero-width space and joiners, the
 * byte-order mark, soft hyphen…) and the fillers that render as blanks (Hangul, Braille, Khmer vowels).
 */
// The fillers stand apart, not in the class: some combine with the character before them.
const INVISIBLE_ONLY = /^(?:[\s\p{Cf}]|\u034F|\u115F|\u1160|\u17B4|\u17B5|\u2800|\u3164|\uFFA0)*$/u;

/** Whether text shows nothing at all, so a required field holding only such characters is blank. */
export const isInvisible = (value: string) => INVISIBLE_ONLY.test(value);

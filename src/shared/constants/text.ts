// Apart from src/shared/schemas, so a page can check text as the schemas do without loading zod (ADR 34).

/** Spec part 2 §5: the characters names, districts and address lines may not contain. */
export const FORBIDDEN_CHARACTERS = /[#%&*:<>?/{|}]/;

/**
 * NUL and the other control characters (tab, line feed and carriage return are text), and halves of a
 * surrogate pair that stand alone: nobody types them, Postgres refuses NUL in text, and a lone half is not
 * a character at all.
 */
/* eslint-disable no-control-regex -- matching control characters is the point */
const CONTROL_CHARACTERS =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/* eslint-enable no-control-regex */

export const hasControlCharacters = (value: string) => CONTROL_CHARACTERS.test(value);

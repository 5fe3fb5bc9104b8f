// Apart from src/shared/schemas, so the result page reads its link as the schema does without loading zod
// (ADR 34); both the schema (schemas/candidates.ts) and its zod-free reader (structured-address.ts) use it.

/** The longest each field of the structured address form may be, trimmed (spec part 2 §5). */
export const STRUCTURED_ADDRESS_MAX = { street: 200, city: 100, state: 2, fullState: 60 } as const;
export const POSTAL_CODE_PATTERN = /^\d{5}$/;

// A message the zod-free constants share with the schemas (src/shared/schemas/fields.ts re-exports it).
export const BLANK_MESSAGE = 'cannot be blank!';

/** Whether a query failed on a unique index (SQLSTATE 23505, unique_violation; PGlite reports it too). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

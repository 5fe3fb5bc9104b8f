/** Whether a query failed on a unique index (SQLSTATE 23505, unique_violation; PGlite reports it too). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** Network errors of a connection to Postgres that never got an answer. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * SQLSTATEs that mean "the database cannot serve this now" rather than "this query is wrong": connection
 * exceptions (class 08), the server shutting down or starting (57P01–57P03), too many connections (53300),
 * and a statement cancelled by statement_timeout (57014).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
// node-postgres says these in words only (pool checkout time-out, a connection closed under a query).
const UNAVAILABLE_MESSAGES = /timeout exceeded when trying to connect|Connection terminated/i;

/** Whether a query failed because the database is down, restarting or overloaded: worth a retry later. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)))
    return true;
  if (typeof code === 'string' && /^08/.test(code)) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message);
}

/** What a visitor is told while the database cannot answer; the answer also says when to retry. */
export const DATABASE_UNAVAILABLE = {
  message: 'The site cannot reach its database right now. Please try again in a few seconds.',
  retryAfterSeconds: 5,
} as const;

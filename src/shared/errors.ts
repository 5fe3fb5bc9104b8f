/**
 * The closed set of application error codes. Services throw AppError; one mapping
 * (server/plugins/errors.ts for REST, server/trpc/init.ts for tRPC) turns codes into statuses.
 */
export const APP_ERROR_HTTP_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UPSTREAM_FAILED: 502,
  UNAVAILABLE: 503,
} as const;

export type TAppErrorCode = keyof typeof APP_ERROR_HTTP_STATUS;

export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly code: TAppErrorCode,
    message: string,
    /** Extra, client-safe details (e.g. field errors). Never put internals here. */
    readonly details?: Record<string, unknown>,
    /** For a refusal that passes: when to try again, sent as the Retry-After header. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  get httpStatus(): number {
    return APP_ERROR_HTTP_STATUS[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/**
 * A one-line summary of a validation failure: the first problem, named by its field when it has one and
 * the message does not already name it ('search must be at most 200 characters long').
 */
export function summariseIssues(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): string {
  const [first] = issues;
  if (!first) return 'Invalid input';
  const field = first.path.map(String).join('.');
  const namesItsField = field !== '' && first.message.startsWith(`${String(first.path.at(-1))} `);
  return field && !namesItsField ? `${field}: ${first.message}` : first.message;
}

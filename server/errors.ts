/** Domain code throws AppError(code); one handler (plugins/errors.ts) maps it to HTTP. */
export const ERROR_STATUS = {
  validation_error: 400,
  bad_request: 400,
  invalid_credentials: 400,
  invalid_token: 400,
  signup_failed: 400,
  invalid_grant: 400,
  unsupported_grant_type: 400,
  unauthorized: 401,
  session_expired: 401,
  forbidden: 403,
  cross_site_request: 403,
  not_found: 404,
  resume_required: 404,
  conflict: 409,
  email_taken: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable_content: 422,
  analysis_not_available: 422,
  resume_text_too_short: 422,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
  insufficient_storage: 507,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

/** The 503 answer while PostgreSQL is down or restarting (db/errors.ts isDatabaseUnavailable decides). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable. Please try again in a moment.';

/** Error codes that mean "the disk is full": the file system's (local storage) and PostgreSQL's disk_full. */
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);

/**
 * The error inside `error` (itself, or one it wraps: drizzle wraps the driver's error as `cause`) that
 * says the disk is full, or null: a local storage write with ENOSPC, or SQLSTATE 53100 from PGlite writing
 * to DATA_DIR (it fails the statement and keeps running) or from PostgreSQL.
 */
export function diskFullCause(error: unknown): Error | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && DISK_FULL_CODES.has(code)) return current;
    current = current.cause;
  }
  return null;
}

/** What a write refused for a full disk answers (HTTP 507): nothing was saved, and nothing was damaged. */
export const DISK_FULL_MESSAGE =
  'The server is out of storage space, so nothing was saved. Please try again later.';

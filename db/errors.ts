import { DrizzleQueryError } from 'drizzle-orm';

/**
 * SQLSTATEs that mean "the server cannot be used right now", not "this statement is wrong": class 08
 * (connection exception), 57P01 admin_shutdown (`pg_ctl stop -m fast`), 57P02 crash_shutdown (another
 * backend crashed), 57P03 cannot_connect_now (starting up, shutting down, in recovery), 53300
 * too_many_connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Socket errors of the driver's connection (refused, reset, unreachable, timed out). */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What node-postgres (pg, pg-pool) throws when its connection is gone or cannot be made. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // "... unexpectedly", "... due to connection timeout"
  /^timeout exceeded when trying to connect$/, // pg-pool: connectionTimeoutMillis
  /^Client was closed and is not queryable$/,
  /^Client has encountered a connection error and is not queryable$/,
];

/**
 * The driver's error inside `error` that says the PostgreSQL server cannot be reached or is restarting (so
 * the request may succeed in a moment), or null for anything else: a fault of the statement or of our code.
 * The one place that knows the driver's ways of saying so: the error handler answers 503 for these
 * (server/plugins/errors.ts) and logs the driver's message, never drizzle's (which lists the parameters).
 *
 * Follows `cause` only out of drizzle's DrizzleQueryError (which wraps every failed query): a socket error
 * wrapped by anything else, such as fetch's "fetch failed", is another service's and stays a 500.
 */
export function databaseUnavailableCause(error: unknown, depth = 0): Error | null {
  if (!(error instanceof Error) || depth > 5) return null;
  if (error instanceof DrizzleQueryError) return databaseUnavailableCause(error.cause, depth + 1);
  // Connecting to a host name with several addresses fails with every attempt's error.
  if (error instanceof AggregateError) {
    for (const inner of error.errors as unknown[]) {
      if (databaseUnavailableCause(inner, depth + 1)) return error;
    }
    return null;
  }
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return error;
    if (UNAVAILABLE_SOCKET_CODES.has(code)) return error;
  }
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message)) ? error : null;
}

/** Whether `error` means the database is down or restarting (see databaseUnavailableCause). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseUnavailableCause(error) !== null;
}

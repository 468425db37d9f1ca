/**
 * Whether an error means "the database cannot be reached right now" (a restart, a failover, a
 * dropped connection) rather than a bug or a bad query: such a request is answered 503 with
 * Retry-After, and such a job is run again later. Drizzle wraps the driver's error, so the
 * causes are followed.
 */

/** PostgreSQL's SQLSTATE classes and codes for a connection that is gone or refused. */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;
/** Node's socket errors, and DNS, for a server that cannot be reached. */
const UNAVAILABLE_SYSCALL = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** node-postgres says so in words only. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable/i;

/** Seconds a client is told to wait before trying again (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SYSCALL.has(code))) return true;
    if (UNAVAILABLE_MESSAGE.test(cause.message)) return true;
    cause = cause.cause;
  }
  return false;
}

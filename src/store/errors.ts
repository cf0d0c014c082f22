// Database failures the layers above must tell apart, recognised by SQLSTATE or socket error code so that
// pg and PGlite errors read the same. Anything else is a bug and surfaces as one.

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** A unique constraint refused a row: another writer took this version (or this idempotency key). */
export function isUniqueViolation(error: unknown): boolean {
  return codeOf(error) === '23505';
}

/**
 * A writer lost a race it may simply run again: a unique violation, or a deadlock Postgres broke by
 * aborting this transaction (two tables' transactions notifying the same players; see tables/notify.ts).
 */
export function isLostRace(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23505' || code === '40P01';
}

const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES = [/connection terminated/i, /timeout exceeded when trying to connect/i, /pglite is closed/i, /driver has already been destroyed/i, /cannot use a pool after calling end/i];

/** The database cannot be reached now (refused, dropped, shutting down): worth a 503, not a 500. */
export function isUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  if (code !== undefined) {
    // Class 08: connection exception; 57P01-57P03: admin shutdown, crash shutdown, cannot connect now.
    if (SOCKET_CODES.has(code) || code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03') return true;
  }
  if (error instanceof AggregateError) return error.errors.some(isUnavailable);
  const message = error instanceof Error ? error.message : '';
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

// Database failures the layers above must tell apart, recognised by SQLSTATE or socket error code so that
// pg and PGlite errors read the same. Anything else is a bug and surfaces as one.

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * An append refused because its seat already used its idempotency key in the game. No index enforces
 * that (migrations/0008): the append's own statement inserts nothing when the key's digest is there
 * (log.ts), and says so with this error, which the callers treat exactly like a unique violation.
 */
export class KeyTaken extends Error {
  constructor(gameId: string, seq: number) {
    super(`entry ${seq} of game ${gameId} was not appended: its seat already used its idempotency key`);
    this.name = 'KeyTaken';
  }
}

/** A row was refused as a duplicate: another writer took this version, or this seat's idempotency key. */
export function isUniqueViolation(error: unknown): boolean {
  return codeOf(error) === '23505' || error instanceof KeyTaken;
}

/**
 * A writer lost a race it may simply run again: a unique violation, or a deadlock Postgres broke by
 * aborting this transaction (two tables' transactions notifying the same players; see service/tables/player-events.ts).
 */
export function isLostRace(error: unknown): boolean {
  return isUniqueViolation(error) || codeOf(error) === '40P01';
}

const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
]);
/**
 * SQLSTATEs of a server that cannot serve now. 57014: a statement cancelled by statement_timeout (the
 * database is too slow or locked); 57P01-57P03: admin shutdown (a terminated backend), crash shutdown,
 * cannot connect now; 25P03: a transaction that stayed idle too long; 55P03: a lock not obtained in time.
 */
const UNAVAILABLE_STATES = new Set(['57014', '57P01', '57P02', '57P03', '25P03', '55P03']);
/** pg's own errors, which carry no code: a dropped connection, a client-side timeout, a closed pool. */
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /query read timeout/i,
  /connection error and is not queryable/i,
  /client was closed and is not queryable/i,
  /pglite is closed/i,
  /driver has already been destroyed/i,
  /cannot use a pool after calling end/i,
];

/** The database cannot answer now (refused, dropped, shutting down, too slow): worth a 503, not a 500. */
export function isUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  if (code !== undefined) {
    // Class 08: connection exception; class 53: insufficient resources (too many connections, disk full).
    if (SOCKET_CODES.has(code) || code.startsWith('08') || code.startsWith('53') || UNAVAILABLE_STATES.has(code))
      return true;
  }
  if (error instanceof AggregateError) return error.errors.some(isUnavailable);
  const message = error instanceof Error ? error.message : '';
  return UNAVAILABLE_MESSAGES.some(pattern => pattern.test(message));
}

/**
 * What to log of a database error: its code and message. pg's errors and clients carry far more (the SQL
 * text, the connection with its backend cancel key), which has no place in a log line.
 */
export function describeDatabaseError(error: unknown): { readonly code?: string; readonly message: string } {
  const code = codeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  return code === undefined ? { message } : { code, message };
}

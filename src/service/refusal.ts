// Why a request is refused, as a value the HTTP layer maps to a status in one table (http/problem.ts).
// Two families: the server's own codes (a closed list) and the games' rule codes (`monad/M18-…`), which
// arrive from `decide`, `resign` or `setup` as values and are thrown from here only to unwind the use case.
import type { RuleViolation } from '../engine/index.js';
import { isUnavailable } from '../store/errors.js';

export const PROBLEM_CODES = [
  'malformed-json',
  'invalid-request',
  'missing-token',
  'unknown-token',
  'wrong-game',
  'game-not-found',
  'version-not-found',
  'route-not-found',
  'problem-code-not-found',
  'version-conflict',
  'seat-taken',
  'already-seated',
  'bad-invite',
  'not-waiting',
  'not-started',
  'game-cancelled',
  'not-finished',
  'game-not-over',
  'time-out',
  'payload-too-large',
  'headers-too-large',
  'expectation-failed',
  'unsupported-media-type',
  'idempotency-key-reused',
  'rate-limited',
  'database-unavailable',
  'internal-error',
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

export type Reason =
  { readonly kind: 'server'; readonly code: ProblemCode } | { readonly kind: 'rule'; readonly code: string };

export class Refusal extends Error {
  constructor(
    readonly reason: Reason,
    readonly detail: string,
    readonly extras: Readonly<Record<string, unknown>> = {},
  ) {
    super(`${reason.code}: ${detail}`);
    this.name = 'Refusal';
  }

  static of(code: ProblemCode, detail: string, extras?: Readonly<Record<string, unknown>>): Refusal {
    return new Refusal({ kind: 'server', code }, detail, extras);
  }

  static rule(violation: RuleViolation): Refusal {
    return new Refusal({ kind: 'rule', code: violation.code }, violation.message);
  }
}

/** A refusal for any error: refusals as they are, database outages as 503, everything else a bug. */
export function refusalFor(error: unknown): Refusal {
  if (error instanceof Refusal) return error;
  if (isUnavailable(error))
    return Refusal.of('database-unavailable', 'The database cannot be reached; try again shortly.');
  return Refusal.of('internal-error', 'The server failed to answer; the failure has been logged.');
}

/** zod issues as a short list clients can show next to the fields. */
export function issuesOf(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string; code?: string }[];
}): { path: string; message: string }[] {
  return error.issues.map(issue => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

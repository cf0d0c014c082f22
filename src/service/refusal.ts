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
  | { readonly kind: 'server'; readonly code: ProblemCode }
  | { readonly kind: 'rule'; readonly code: string; readonly params?: RuleViolation['params'] };

/** A server sentence as a catalog key and the values it names, so the HTTP layer can say it in French and German. */
export interface Words {
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
}

export class Refusal extends Error {
  constructor(
    readonly reason: Reason,
    readonly detail: string,
    readonly extras: Readonly<Record<string, unknown>> = {},
    readonly words?: Words,
  ) {
    super(`${reason.code}: ${detail}`);
    this.name = 'Refusal';
  }

  /** The same refusal, its sentence also named by a key of http/i18n/details.ts (the English one stays). */
  saying(key: string, params: Readonly<Record<string, string | number>> = {}): Refusal {
    return new Refusal(this.reason, this.detail, this.extras, { key, params });
  }

  static of(code: ProblemCode, detail: string, extras?: Readonly<Record<string, unknown>>): Refusal {
    return new Refusal({ kind: 'server', code }, detail, extras);
  }

  static rule(violation: RuleViolation): Refusal {
    const { code, params } = violation;
    return new Refusal(
      params === undefined ? { kind: 'rule', code } : { kind: 'rule', code, params },
      violation.message,
    );
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

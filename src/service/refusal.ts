// Why a request is refused, as a value the HTTP layer maps to a status in one table (http/problem.ts).
// Two families: the server's own codes and the games' rule codes (`monad/M18-…`), which arrive from
// `decide`, `resign` or `setup` as values and are thrown from here only to unwind the use case. The
// server's codes here are the closed list the use cases raise; the codes only the HTTP layer raises
// (malformed JSON, rate limits, a route not found…) are http/'s (http/problem-codes.ts), which builds its
// refusals with this same class, its `Code` widened to its own list.
import type { RuleViolation } from '../engine/index.js';
import { isUnavailable } from '../store/errors.js';

export const PROBLEM_CODES = [
  'invalid-request',
  'missing-token',
  'unknown-token',
  'wrong-game',
  'not-creator',
  'game-not-found',
  'version-not-found',
  'version-conflict',
  'seat-taken',
  'already-seated',
  'bad-invite',
  'not-waiting',
  'not-started',
  'game-cancelled',
  'not-finished',
  'join-deadline-passed',
  'table-expired',
  'too-many-waiting-tables',
  'too-many-new-tables',
  'game-not-over',
  'review-not-offered',
  'too-many-reviews',
  'review-unavailable',
  'time-out',
  'idempotency-key-reused',
  'undo-not-allowed',
  'revoked-key',
  'key-not-found',
  'passkey-not-found',
  'bad-link-code',
  'too-many-link-codes',
  'passkey-refused',
  'handle-taken',
  'player-not-found',
  'chat-channel-forbidden',
  'chat-text-invalid',
  'chat-too-fast',
  'chat-closed',
  'not-yourself',
  'challenge-not-found',
  'challenge-blocked',
  'challenge-closed',
  'challenger-too-many-tables',
  'not-challenged',
  'vacation-over-budget',
  'vacation-conflict',
  'address-refused',
  'too-many-webhooks',
  'webhook-not-found',
  'email-off',
  'email-address-invalid',
  'email-not-found',
  'email-token-invalid',
  'email-token-expired',
  'too-many-confirmations',
  'bad-push-subscription',
  'too-many-push-subscriptions',
  'push-subscription-not-found',
  'database-unavailable',
  'internal-error',
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

export type Reason<Code extends string = ProblemCode> =
  | { readonly kind: 'server'; readonly code: Code }
  | { readonly kind: 'rule'; readonly code: string; readonly params?: RuleViolation['params'] };

/** A server sentence as a catalog key and the values it names, so the HTTP layer can say it in French and German. */
export interface Words {
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
}

export class Refusal<Code extends string = ProblemCode> extends Error {
  /** When trying again may succeed, in seconds (the answer's Retry-After); unset for most refusals. */
  retryAfterSeconds: number | undefined = undefined;

  constructor(
    readonly reason: Reason<Code>,
    readonly detail: string,
    readonly extras: Readonly<Record<string, unknown>> = {},
    readonly words?: Words,
  ) {
    super(`${reason.code}: ${detail}`);
    this.name = 'Refusal';
  }

  /** The same refusal, its sentence also named by a key of http/i18n/details.ts (the English one stays). */
  saying(key: string, params: Readonly<Record<string, string | number>> = {}): Refusal<Code> {
    const said = new Refusal<Code>(this.reason, this.detail, this.extras, { key, params });
    said.retryAfterSeconds = this.retryAfterSeconds;
    return said;
  }

  static of(code: ProblemCode, detail: string, extras?: Readonly<Record<string, unknown>>): Refusal {
    return new Refusal({ kind: 'server', code }, detail, extras);
  }

  /** This refusal, saying when to try again (Retry-After). */
  after(seconds: number): this {
    this.retryAfterSeconds = seconds;
    return this;
  }

  static rule(violation: RuleViolation): Refusal {
    const { code, params } = violation;
    return new Refusal<ProblemCode>(
      params === undefined ? { kind: 'rule', code } : { kind: 'rule', code, params },
      violation.message,
    );
  }
}

/**
 * A refusal for an error that is not one: database outages as 503, everything else a bug. (A thrown Refusal is
 * answered as it is: http/problem.ts looks for one first, as its code may be one of the HTTP layer's.)
 */
export function refusalFor(error: unknown): Refusal {
  if (isUnavailable(error))
    return Refusal.of('database-unavailable', 'The database cannot be reached; try again shortly.').saying(
      'database-unavailable',
    );
  return Refusal.of('internal-error', 'The server failed to answer; the failure has been logged.').saying(
    'internal-error',
  );
}

/**
 * Where a field issue keeps the zod issue it was made from. A symbol key, so the problem's JSON never shows it
 * (it may hold the refused input); the HTTP layer reads it to say the issue in the client's language
 * (http/i18n/field-issues.ts).
 */
export const ZOD_ISSUE: unique symbol = Symbol('zod issue');

/** A zod issue as clients see it: the field's path and what is wrong with it, in English. */
export interface FieldIssue {
  readonly path: string;
  readonly message: string;
  readonly [ZOD_ISSUE]?: unknown;
}

/** zod issues as a short list clients can show next to the fields. */
export function issuesOf(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string; code?: string }[];
}): FieldIssue[] {
  return error.issues.map(issue => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
    [ZOD_ISSUE]: issue,
  }));
}

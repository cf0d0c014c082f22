// The problem codes only the HTTP layer raises: a request refused before any use case runs (its JSON, its
// media type, its size, its headers, its Expect, the rate limit) or a route that does not exist. The use
// cases' own codes are service/refusal.ts's; http/problem.ts maps both to a status in one table.
import { Refusal, type ProblemCode } from '../service/refusal.js';

export const HTTP_CODES = [
  'malformed-json',
  'route-not-found',
  'problem-code-not-found',
  'payload-too-large',
  'headers-too-large',
  'expectation-failed',
  'unsupported-media-type',
  'rate-limited',
  'request-timeout',
  'too-many-connections',
  'server-at-capacity',
] as const;
export type HttpCode = (typeof HTTP_CODES)[number];

/** Every code of the server: the use cases' and the HTTP layer's. */
export type ServerCode = ProblemCode | HttpCode;

/** A refusal with a code of the HTTP layer's own. */
export const refuse = (code: HttpCode, detail: string, extras?: Readonly<Record<string, unknown>>) =>
  new Refusal<ServerCode>({ kind: 'server', code }, detail, extras);

/** A refusal as the HTTP layer answers it: a code of either list, or a rule's. */
export type ServerRefusal = Refusal<ServerCode>;

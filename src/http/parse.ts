// Parsing at the edge: a zod schema turns a body, query or header into a typed value, or the request is
// refused with a 400 listing what is wrong.
import type { RequestHandler } from 'express';
import { z } from './zod.js';
import { issuesOf, Refusal } from '../service/refusal.js';
import { IF_MATCH_PATTERN } from './header-patterns.js';

export function parse<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  // reportInput: an issue keeps what it refused, so it can be said again in French or German
  // (i18n/field-issues.ts: "expected a number, received a string" needs the string); never shown.
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) throw refusalOf(schema, result.error, what);
  return result.data;
}

/**
 * Query schemas are strict (schemas.ts): a misspelt or unsupported parameter is refused rather than
 * silently ignored, and the sentence names it and the parameters the route takes.
 */
function refusalOf(schema: z.ZodType, error: z.ZodError, what: string): Refusal {
  const extras = { errors: issuesOf(error) };
  const unknown = error.issues.flatMap(issue =>
    issue.code === 'unrecognized_keys' && issue.path.length === 0 ? issue.keys : [],
  );
  if (what !== 'query' || unknown.length === 0)
    return Refusal.of('invalid-request', `The ${what} is not valid.`, extras).saying('invalid-request/not-valid', {
      what,
    });
  const known = schema instanceof z.ZodObject ? Object.keys(schema.shape as object) : [];
  const names = unknown.map(key => `"${key}"`).join(', ');
  return Refusal.of(
    'invalid-request',
    `Unknown query parameter${unknown.length > 1 ? 's' : ''} ${names}: this route takes ${known.length > 0 ? known.join(', ') : 'none'}.`,
    extras,
  ).saying('invalid-request/unknown-query', {
    count: unknown.length,
    names,
    takes: known.length,
    known: known.join(', '),
  });
}

/** Built once: zod compiles an object schema on its first parse, which would cost every request. */
const NO_PARAMETERS = z.strictObject({});

/** For routes that take no query parameters: any is refused, like an unknown one elsewhere. */
export const noQuery: RequestHandler = (req, _res, next) => {
  parse(NO_PARAMETERS, req.query, 'query');
  next();
};

const IF_MATCH = new RegExp(IF_MATCH_PATTERN);

/** `If-Match: "N"` (or W/"N") as a version; `*` or no header means no expectation. */
export function versionFromIfMatch(header: string | undefined): number | undefined {
  if (header === undefined) return undefined;
  const match = IF_MATCH.exec(header.trim());
  if (match === null)
    throw Refusal.of('invalid-request', 'If-Match must be a version as an entity tag: "12".').saying(
      'invalid-request/if-match',
    );
  return match[1] === undefined ? undefined : Number(match[1]);
}

export function etagOf(version: number): string {
  return `"${version}"`;
}

const KEY = /^[\x21-\x7e]{1,200}$/;

export function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!KEY.test(header))
    throw Refusal.of('invalid-request', 'Idempotency-Key must be 1 to 200 visible ASCII characters.').saying(
      'invalid-request/idempotency-key',
    );
  return header;
}

// Hostile input stops here, before any route and any database access: text Postgres cannot store (a NUL
// character, or a lone UTF-16 surrogate, which jsonb refuses) anywhere in the path, the query, the headers
// the routes read or a JSON body; percent-encoding that does not decode; a body that is not JSON. Each is a
// 400 `invalid-request` (415 for the media type) naming where the problem is, so no later layer has to
// remember that a string may hold bytes the database turns into a 500.
import { isUtf8 } from 'node:buffer';
import type { RequestHandler } from 'express';
import { Refusal } from '../service/refusal.js';
import { refuse } from './problem-codes.js';

/** The request headers some route reads. */
const READ_HEADERS = [
  'authorization',
  'content-type',
  'idempotency-key',
  'if-match',
  'if-none-match',
  'last-event-id',
  'x-request-id',
] as const;

/** A NUL, or a UTF-16 surrogate without its pair (no `u` flag: the pattern sees code units). */
// eslint-disable-next-line no-control-regex -- the NUL is what this pattern exists to find
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text no column can hold: a NUL, or ill-formed UTF-16 (a lone surrogate). */
export function unstorable(text: string): boolean {
  return UNSTORABLE.test(text);
}

const NUL_SENTENCE = 'must not hold a NUL character (%00, \\u0000) or a lone UTF-16 surrogate: remove it';

/** A percent-encoded path or query component, decoded; null where it does not decode. */
export function decoded(component: string): string | null {
  try {
    return decodeURIComponent(component);
  } catch {
    return null;
  }
}

/** The path, the query and the headers read by the routes; runs for every request, first. */
export const guardRequest: RequestHandler = (req, _res, next) => {
  // HTTP/1.1 requires Host (RFC 9112, 3.2); Node's own refusal of its absence has no body (client-errors.ts).
  if (req.httpVersion === '1.1' && req.headers.host === undefined) {
    throw Refusal.of(
      'invalid-request',
      'The request has no Host header, which HTTP/1.1 requires: send Host with the name of this server.',
    ).saying('invalid-request/no-host');
  }
  const url = req.originalUrl;
  const mark = url.indexOf('?');
  const path = decoded(mark < 0 ? url : url.slice(0, mark));
  if (path === null)
    throw Refusal.of('invalid-request', 'The path holds malformed percent-encoding: write "%" itself as %25.').saying(
      'invalid-request/percent',
      { where: 'path' },
    );
  if (unstorable(path))
    throw Refusal.of('invalid-request', `The path ${NUL_SENTENCE}.`).saying('invalid-request/nul', { where: 'path' });
  if (mark >= 0) {
    for (const part of url.slice(mark + 1).split(/[&=]/)) {
      const text = decoded(part.replace(/\+/g, ' '));
      if (text === null)
        throw Refusal.of(
          'invalid-request',
          'The query holds malformed percent-encoding: write "%" itself as %25.',
        ).saying('invalid-request/percent', { where: 'query' });
      if (unstorable(text))
        throw Refusal.of('invalid-request', `The query ${NUL_SENTENCE}.`).saying('invalid-request/nul', {
          where: 'query',
        });
    }
  }
  for (const name of READ_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string' && unstorable(value))
      throw Refusal.of('invalid-request', `The ${name} header ${NUL_SENTENCE}.`).saying('invalid-request/nul', {
        where: 'header',
        name,
      });
  }
  next();
};

/** Methods whose requests carry a body the routes read. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

export const hasBodyMethod = (method: string): boolean => BODY_METHODS.has(method);

/** A non-empty body must be JSON (an empty one, as for a resignation, may come without a type). */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  if (!hasBodyMethod(req.method)) return next();
  const length = Number(req.headers['content-length'] ?? 0);
  const hasBody = req.headers['transfer-encoding'] !== undefined || length > 0;
  if (hasBody && !req.is(['application/json', 'application/*+json'])) {
    const given = req.get('content-type');
    const what = given === undefined ? 'no Content-Type' : `Content-Type ${given.slice(0, 100)}`;
    throw refuse(
      'unsupported-media-type',
      `The body was sent with ${what}: send JSON with Content-Type: application/json.`,
    ).saying('unsupported-media-type/content-type', {
      given: given === undefined ? 'no' : 'yes',
      type: given?.slice(0, 100) ?? '',
    });
  }
  next();
};

const child = (at: string, name: string | number): string => (at === '' ? String(name) : `${at}.${name}`);
const printable = (text: string): string => text.replace(/[^\x20-\x7e]/g, '?').slice(0, 200);

/** The path (`move.cards.0`; '' for the body itself) of the first string or key of a JSON body no column can hold. */
export function unstorablePath(body: unknown): string | null {
  // Iterative, not recursive: a body of 100 kB can nest arrays 50,000 deep.
  const pending: [unknown, string][] = [[body, '']];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const [value, at] = item;
    if (typeof value === 'string') {
      if (unstorable(value)) return at;
    } else if (Array.isArray(value)) {
      value.forEach((element, index) => pending.push([element, child(at, index)]));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, element] of Object.entries(value)) {
        if (unstorable(key)) return child(at, key);
        pending.push([element, child(at, key)]);
      }
    }
  }
  return null;
}

/**
 * body-parser's `verify`: the body must be UTF-8 (RFC 8259, 8.1), and valid. body-parser would decode any
 * charset named `utf-…` (UTF-7, UTF-16, UTF-32, and `utf-8` spelt with extra characters, which its decoder
 * ignores), replacing bad bytes with U+FFFD. The charset is compared as that decoder reads its name; another
 * is refused (415, as problem.ts maps `charset.unsupported`), and bytes that are not UTF-8 get 400.
 */
export function requireUtf8(_req: unknown, _res: unknown, body: Buffer, encoding: string): void {
  if (encoding.toLowerCase().replace(/:\d{4}$|[^0-9a-z]/g, '') !== 'utf8') {
    throw Object.assign(new Error('the body is not UTF-8'), { type: 'charset.unsupported' });
  }
  if (!isUtf8(body)) throw Object.assign(new Error('the body is not valid UTF-8'), { type: 'entity.not.utf8' });
}

/** After the JSON parser: no string of the body may hold what Postgres refuses. */
export const guardJsonBody: RequestHandler = (req, _res, next) => {
  const at = unstorablePath(req.body);
  if (at !== null) {
    const where = at === '' ? 'The body' : `The body's "${printable(at)}"`;
    throw Refusal.of('invalid-request', `${where} ${NUL_SENTENCE}.`, {
      errors: [{ path: printable(at), message: `Must not hold a NUL character or a lone surrogate.` }],
    }).saying('invalid-request/nul', at === '' ? { where: 'body' } : { where: 'field', name: printable(at) });
  }
  next();
};

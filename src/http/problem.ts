// Errors become HTTP here and nowhere else: one table from code to status and title, one middleware that
// writes RFC 9457 problem+json. Rule violations from the games (namespaced codes) are all 422. Failures of
// the body parser are recognised by their `type` and are the client's fault; anything unknown is a 500.
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { PROBLEM_CODES, Refusal, refusalFor, type ProblemCode } from '../service/refusal.js';

const TABLE: Record<ProblemCode, { readonly status: number; readonly title: string }> = {
  'malformed-json': { status: 400, title: 'The body is not valid JSON' },
  'invalid-request': { status: 400, title: 'The request does not have the expected shape' },
  'missing-token': { status: 401, title: 'A seat token is needed' },
  'unknown-token': { status: 401, title: 'Unknown seat token' },
  'wrong-game': { status: 403, title: 'This token belongs to another game' },
  'game-not-found': { status: 404, title: 'No such game' },
  'route-not-found': { status: 404, title: 'No such route' },
  'version-conflict': { status: 409, title: 'The game is at another version' },
  'payload-too-large': { status: 413, title: 'The body is too large' },
  'unsupported-media-type': { status: 415, title: 'Unsupported body encoding' },
  'idempotency-key-reused': { status: 422, title: 'Idempotency key reused for another request' },
  'rate-limited': { status: 429, title: 'Too many requests' },
  'database-unavailable': { status: 503, title: 'The database is unavailable' },
  'internal-error': { status: 500, title: 'Internal server error' },
};

const RULE = { status: 422, title: 'The rules forbid this now' };

export const problemType = (code: string): string => `urn:croupier:problem:${code}`;

/** The server's codes answered with `status`, in the table's order (the OpenAPI document enumerates them). */
export const codesWithStatus = (status: number): ProblemCode[] => PROBLEM_CODES.filter((code) => TABLE[code].status === status);

/** The status and title a code is answered with; a game's rule code (`monad/M18-…`) is a 422. */
export const problemHead = (code: string): { readonly status: number; readonly title: string } =>
  (PROBLEM_CODES as readonly string[]).includes(code) ? TABLE[code as ProblemCode] : RULE;

/**
 * The shape of the games' rule codes: `<game>/<rule id>-<slug>`, e.g. monad/M18-pass-not-allowed,
 * monte-carlo/C2-not-your-turn. The games build them from the rule id they enforce (violations.ts).
 */
export const RULE_CODE_PATTERN = '^[a-z][a-z0-9-]*/[A-Z][0-9]+[a-z]?-[a-z0-9-]+$';

export function statusOf(refusal: Refusal): number {
  return (refusal.reason.kind === 'rule' ? RULE : TABLE[refusal.reason.code]).status;
}

export function sendProblem(req: Request, res: Response, refusal: Refusal): void {
  const { status, title } = refusal.reason.kind === 'rule' ? RULE : TABLE[refusal.reason.code];
  if (status === 401) res.setHeader('WWW-Authenticate', 'Bearer');
  if (status === 503) res.setHeader('Retry-After', '5');
  res
    .status(status)
    .type('application/problem+json')
    .send(
      JSON.stringify({
        ...refusal.extras,
        type: problemType(refusal.reason.code),
        title,
        status,
        detail: refusal.detail,
        code: refusal.reason.code,
        instance: req.path,
      }),
    );
}

/** body-parser's failures, by their documented `type`. */
function bodyParserRefusal(error: unknown): Refusal | null {
  if (typeof error !== 'object' || error === null || !('type' in error)) return null;
  switch ((error as { type: unknown }).type) {
    case 'entity.parse.failed':
      return Refusal.of('malformed-json', 'The body could not be parsed as JSON.');
    case 'entity.too.large':
      return Refusal.of('payload-too-large', 'The body is larger than this server accepts.');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return Refusal.of('unsupported-media-type', 'Send the body as UTF-8 JSON without content encoding.');
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
    case 'stream.not.readable':
      return Refusal.of('invalid-request', 'The body could not be read.');
    default:
      return null;
  }
}

export function problemMiddleware(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const refusal = bodyParserRefusal(error) ?? refusalFor(error);
    const status = statusOf(refusal);
    if (status >= 500) (req.log ?? logger).error({ err: error }, 'request failed');
    sendProblem(req, res, refusal);
  };
}

export const routeNotFound: RequestHandler = (req, _res, next) => {
  next(Refusal.of('route-not-found', `There is no ${req.method} ${req.path}.`));
};

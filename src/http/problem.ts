// Errors become HTTP here and nowhere else: one table from code to status and title, one middleware that
// writes RFC 9457 problem+json. Rule violations from the games (namespaced codes) are all 422. Failures of
// the body parser are recognised by their `type` and are the client's fault; so is any other error that
// carries a 4xx status (express's URIError for a malformed path, a decompression failure): it becomes the
// nearest code of the table, with our own sentence, never the error's message. Anything else is a 500.
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { PROBLEM_CODES, Refusal, refusalFor, type ProblemCode } from '../service/refusal.js';
import { errorForLog } from './logging.js';

/** Status, title, and what a client can do about it (the page at the problem's `type` URI shows the advice). */
export interface Entry {
  readonly status: number;
  readonly title: string;
  readonly advice: string;
}

const TABLE: Record<ProblemCode, Entry> = {
  'malformed-json': {
    status: 400,
    title: 'The body is not valid JSON',
    advice: 'Send a JSON document with Content-Type: application/json; check quotes, commas and brackets.',
  },
  'invalid-request': {
    status: 400,
    title: 'The request does not have the expected shape',
    advice:
      'Read `errors`: each names a field, query parameter or header and what is wrong with it. Unknown query parameters are refused too. The OpenAPI document (/openapi.json) gives every shape.',
  },
  'missing-token': {
    status: 401,
    title: 'A seat token is needed',
    advice: 'Send the seat token returned by POST /games as `Authorization: Bearer <token>`.',
  },
  'unknown-token': {
    status: 401,
    title: 'Unknown seat token',
    advice: 'Check the token: it is shown once, when the game is created, and belongs to one seat of one game.',
  },
  'wrong-game': {
    status: 403,
    title: 'This token belongs to another game',
    advice: 'Use the token of a seat in this game, or leave the token out to look as a spectator.',
  },
  'game-not-found': {
    status: 404,
    title: 'No such game',
    advice: "Check the game id (GET /games lists games) or the game's name (GET /openapi.json lists the games served).",
  },
  'version-not-found': {
    status: 404,
    title: 'The game has no such version',
    advice: "Ask for a version from 0 to the game's current `version` (GET /games/{id} gives it).",
  },
  'route-not-found': {
    status: 404,
    title: 'No such route',
    advice: 'Check the method and the path against the OpenAPI document (/openapi.json, or /docs).',
  },
  'problem-code-not-found': {
    status: 404,
    title: 'No such problem code',
    advice:
      "Problem codes are the server's (listed in the README) or a rule of a served game, such as monad/M18-pass-not-allowed.",
  },
  'version-conflict': {
    status: 409,
    title: 'The game is at another version',
    advice:
      'Someone moved first: read the game again (its version is in `currentVersion`), decide again, and send the move with the new expectedVersion.',
  },
  'seat-taken': {
    status: 409,
    title: 'The seat is taken',
    advice:
      'Someone took it first: pick another open seat (the lobby, GET /games?status=waiting&open=true, lists tables with one).',
  },
  'already-seated': {
    status: 409,
    title: 'This player already sits at this table',
    advice: 'A player holds at most one seat per game: play the seat you have (your key works on it).',
  },
  'bad-invite': {
    status: 403,
    title: 'This invitation does not open that seat',
    advice:
      'Check the invitation code (it belongs to one seat of one game), or join a listed table from the lobby without a code.',
  },
  'not-waiting': {
    status: 422,
    title: 'The table is no longer waiting for people',
    advice: 'Seats are taken, left or cancelled only before the start; once a game is on, resign instead of leaving.',
  },
  'not-started': {
    status: 422,
    title: 'The game has not started',
    advice: 'Wait for the open seats to be taken (your player stream says when the game starts), or leave the table.',
  },
  'game-cancelled': {
    status: 422,
    title: 'The game was cancelled',
    advice: 'Nothing more happens at a cancelled table: open a new one with POST /games.',
  },
  'not-finished': {
    status: 422,
    title: 'The game is not finished',
    advice: 'A rematch is offered once the game is over: play it to its end (or resign) first.',
  },
  'game-not-over': {
    status: 409,
    title: 'The game is not over',
    advice:
      'The export reveals the seed and every hidden card, so it is public once the game is finished or cancelled: follow the game (GET /games/{id}/events) and ask again after its last entry.',
  },
  'time-out': {
    status: 409,
    title: 'Your time ran out',
    advice:
      "The seat's deadline passed before the move arrived: the server recorded its timeout, which resigns the seat under the game's rules. Watch `clock.seats[].deadline` in the game to move in time.",
  },
  'payload-too-large': {
    status: 413,
    title: 'The body is too large',
    advice: 'Send a smaller body; moves and new games fit in a few kilobytes.',
  },
  'headers-too-large': {
    status: 431,
    title: 'The headers are too large',
    advice:
      'Send fewer or shorter headers (16 kB in all at most): a seat token, a player key and the usual headers fit in well under 1 kB.',
  },
  'expectation-failed': {
    status: 417,
    title: 'This server meets no such expectation',
    advice: 'Send the request without its Expect header: the only expectation this server meets is 100-continue.',
  },
  'unsupported-media-type': {
    status: 415,
    title: 'Unsupported body encoding',
    advice: 'Send the body as UTF-8 JSON, without Content-Encoding.',
  },
  'idempotency-key-reused': {
    status: 422,
    title: 'Idempotency key reused for another request',
    advice:
      'An Idempotency-Key names one request: use a new key for a different move, and the same key only to retry the same request.',
  },
  'rate-limited': {
    status: 429,
    title: 'Too many requests',
    advice:
      'Wait for the number of seconds in Retry-After, then try again; follow the event stream rather than polling.',
  },
  'database-unavailable': {
    status: 503,
    title: 'The database is unavailable',
    advice: 'Nothing was changed: retry after Retry-After seconds, with the same Idempotency-Key for a move.',
  },
  'internal-error': {
    status: 500,
    title: 'Internal server error',
    advice:
      'The failure was logged with the request id (X-Request-Id); retrying may help, and reporting the id helps more.',
  },
};

export const RULE: Entry = {
  status: 422,
  title: 'The rules forbid this now',
  advice:
    'The code names the rule the move breaks; `detail` says why. GET /games/{id}/legal-moves lists the moves the rules allow now.',
};

/**
 * The problem's `type`: a path on this server (a relative reference, as RFC 9457 allows) where a person
 * reads what the code means (routes/problems.ts serves it).
 */
export const problemType = (code: string): string => `/problems/${code}`;

/** The table's entry for a code of the server's own, or null. */
export function serverProblem(code: string): Entry | null {
  return (PROBLEM_CODES as readonly string[]).includes(code) ? TABLE[code as ProblemCode] : null;
}

/** The server's codes answered with `status`, in the table's order (the OpenAPI document enumerates them). */
export const codesWithStatus = (status: number): ProblemCode[] =>
  PROBLEM_CODES.filter(code => TABLE[code].status === status);

/**
 * The shape of the games' rule codes: `<game>/<rule id>-<slug>`, e.g. monad/M18-pass-not-allowed,
 * monte-carlo/C2-not-your-turn. The games build them from the rule id they enforce (violations.ts).
 */
export const RULE_CODE_PATTERN = '^[a-z][a-z0-9-]*/[A-Z][0-9]+[a-z]?-[a-z0-9-]+$';

export function statusOf(refusal: Refusal): number {
  return (refusal.reason.kind === 'rule' ? RULE : TABLE[refusal.reason.code]).status;
}

/** The problem document of a refusal; `instance` is the request's path, when it could be read. */
export function problemBody(refusal: Refusal, instance?: string): string {
  const { status, title } = refusal.reason.kind === 'rule' ? RULE : TABLE[refusal.reason.code];
  return JSON.stringify({
    ...refusal.extras,
    type: problemType(refusal.reason.code),
    title,
    status,
    detail: refusal.detail,
    code: refusal.reason.code,
    ...(instance === undefined ? {} : { instance }),
  });
}

export function sendProblem(req: Request, res: Response, refusal: Refusal): void {
  const status = statusOf(refusal);
  if (status === 401) res.setHeader('WWW-Authenticate', 'Bearer');
  if (status === 503) res.setHeader('Retry-After', '5');
  res.status(status).type('application/problem+json').send(problemBody(refusal, req.path));
}

/** body-parser's failures, by their documented `type`. */
function bodyParserRefusal(error: unknown): Refusal | null {
  if (typeof error !== 'object' || error === null || !('type' in error)) return null;
  switch ((error as { type: unknown }).type) {
    case 'entity.parse.failed':
      return Refusal.of('malformed-json', 'The body could not be parsed as JSON.');
    case 'entity.not.utf8':
      return Refusal.of('malformed-json', 'The body is not valid UTF-8: send JSON encoded as UTF-8.');
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

/** The client-error status an error carries (http-errors and express set `status` or `statusCode`). */
function clientStatusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const found = typeof status === 'number' ? status : statusCode;
  return typeof found === 'number' && Number.isInteger(found) && found >= 400 && found < 500 ? found : null;
}

/** Any other error carrying a 4xx status, as the nearest code; the detail is ours, never the error's message. */
function clientErrorRefusal(error: unknown, req: Request): Refusal | null {
  const status = clientStatusOf(error);
  if (status === null) return null;
  if (status === 413) return Refusal.of('payload-too-large', 'The body is larger than this server accepts.');
  if (status === 415)
    return Refusal.of('unsupported-media-type', 'Send the body as UTF-8 JSON with Content-Type: application/json.');
  const encoding = req.get('content-encoding');
  if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
    return Refusal.of(
      'invalid-request',
      `The body is not valid ${encoding} data as its Content-Encoding says: send it encoded correctly, or plain without Content-Encoding.`,
    );
  }
  if (error instanceof URIError)
    return Refusal.of('invalid-request', 'The path holds malformed percent-encoding: write "%" itself as %25.');
  return Refusal.of('invalid-request', 'The request could not be read; check its path, headers and body.');
}

export function problemMiddleware(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const refusal = bodyParserRefusal(error) ?? clientErrorRefusal(error, req) ?? refusalFor(error);
    const status = statusOf(refusal);
    if (status >= 500) (req.log ?? logger).error({ error: errorForLog(error) }, 'request failed');
    sendProblem(req, res, refusal);
  };
}

export const routeNotFound: RequestHandler = (req, _res, next) => {
  next(Refusal.of('route-not-found', `There is no ${req.method} ${req.path}.`));
};

// The conventions every operation of the document follows, as small helpers, so a new route is registered
// lint-clean (Redocly recommended, Spectral oas) in a few lines: an operationId, a tag, a summary and a
// description, who may call it (`security`), realistic examples, every header it reads or sets, and one
// problem response per status it can answer, whose `code` is an enum taken from the table in problem.ts.
import type { OpenAPIRegistry, ResponseConfig, RouteConfig } from '@asteasolutions/zod-to-openapi';
import { codesWithStatus, problemType, RULE, RULE_CODE_PATTERN, serverProblem } from '../problem.js';
import { Problem } from '../schemas.js';
import { IF_MATCH_PATTERN, IF_NONE_MATCH_PATTERN, LAST_EVENT_ID_PATTERN } from '../header-patterns.js';
import { z } from '../zod.js';

/** The tags, in the order the docs show them (declared once in the document, with a description). */
export const TAGS = [
  { name: 'Games', description: 'Create, list and read games.' },
  { name: 'Play', description: 'Legal moves, moves and resignation, with the token of a seat.' },
  { name: 'Log', description: 'The event-sourced log of a game, read in pages or followed live.' },
  {
    name: 'Tables',
    description: 'Waiting tables: take an open seat with an invitation or from the lobby, leave, cancel, play again.',
  },
  {
    name: 'Players',
    description:
      'A name and a key that identifies a person across games: their games and one event stream for all of them.',
  },
  {
    name: 'Chat',
    description:
      "A table's chat (two channels: seats and spectators), who is at the table, and the players one muted or blocked.",
  },
  { name: 'Challenges', description: 'Offer a game to a player by handle; they accept or decline.' },
  {
    name: 'Notifications',
    description:
      'Webhooks (signed per Standard Webhooks) and Web Push subscriptions: told of your turn, a table starting, a game over or a rematch when no page is open.',
  },
  { name: 'Documentation', description: 'What a problem code means, the rule a refused move breaks, the rule books.' },
  { name: 'Operations', description: 'Health, readiness, metrics and this documentation.' },
] as const;
export type Tag = (typeof TAGS)[number]['name'];

/** An example as the document holds it: `{ summary, value }`, keyed by a short name. */
export type Examples = Record<string, { summary: string; value: unknown }>;
export const example = (summary: string, value: unknown): Examples[string] => ({ summary, value });

/** The headers the server sets, declared once under components/headers and referred to by name. */
const RESPONSE_HEADERS = {
  ETag: {
    description:
      'The version of the game as a strong entity tag, e.g. "12"; send it back in If-Match or If-None-Match.',
    schema: { type: 'string' as const },
    example: '"1"',
  },
  Location: {
    description: 'The URL of the game just created.',
    schema: { type: 'string' as const },
    example: '/games/0f8e7c4a-5b21-4c3d-9e6f-1a2b3c4d5e6f',
  },
  RetryAfter: {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer' as const, minimum: 0 },
    example: 5,
  },
  WWWAuthenticate: {
    description: 'The scheme to authenticate with: Bearer (a seat token or a player key).',
    schema: { type: 'string' as const },
    example: 'Bearer',
  },
  XRequestId: {
    description: "The id of this request in the server's logs: the one sent, when sane, else a new one.",
    schema: { type: 'string' as const },
    example: '3f1c2b7e-8a4d-4e5f-9c6b-0d1e2f3a4b5c',
  },
  CacheControl: {
    description: 'Views change with every move: a cache may keep them but must revalidate (ETag).',
    schema: { type: 'string' as const },
    example: 'private, no-cache',
  },
  DocumentETag: {
    description:
      "A digest of the document as a weak entity tag (its plain and compressed copies share it); send it back in If-None-Match to get a 304 while the server's document is the same.",
    schema: { type: 'string' as const },
    example: 'W/"q0bP3ZlVh7m2Jm8yq6T0fQ3nC1xX5aE4k9sW"',
  },
  DocumentCacheControl: {
    description: 'The document changes only with a new release: a cache may keep it but must revalidate (ETag).',
    schema: { type: 'string' as const },
    example: 'no-cache',
  },
} as const;
type ResponseHeader = keyof typeof RESPONSE_HEADERS;
const HEADER_NAMES: Record<ResponseHeader, string> = {
  ETag: 'ETag',
  Location: 'Location',
  RetryAfter: 'Retry-After',
  WWWAuthenticate: 'WWW-Authenticate',
  XRequestId: 'X-Request-Id',
  CacheControl: 'Cache-Control',
  DocumentETag: 'ETag',
  DocumentCacheControl: 'Cache-Control',
};

/**
 * A request header the server reads. Only X-Request-Id has an example: Swagger UI sends examples as they
 * are, and a sample If-None-Match, If-Match or Idempotency-Key would change what Try it out answers.
 */
const headerParam = (name: string, description: string, example?: string, schema = z.string().max(200)) =>
  schema.openapi({ param: { name, in: 'header', description, ...(example === undefined ? {} : { example }) } });

/** Last-Event-ID as both streams read it (a version, or a player's event number). */
export const lastEventIdHeader = z.string().regex(new RegExp(LAST_EVENT_ID_PATTERN));

/** The request headers the server reads, as named parameters. */
export function registerConventions(registry: OpenAPIRegistry) {
  registry.registerComponent('securitySchemes', 'seatToken', {
    type: 'http',
    scheme: 'bearer',
    description:
      'The token of a seat, as returned once by POST /games or POST /games/{id}/join; on game routes, the key of a player seated in that game works the same.',
  });
  registry.registerComponent('securitySchemes', 'playerKey', {
    type: 'http',
    scheme: 'bearer',
    description:
      'A player key, as returned once by POST /players. On GET /players/me/events it may be given as `?key=` instead, for EventSource.',
  });
  for (const [id, header] of Object.entries(RESPONSE_HEADERS)) registry.registerComponent('headers', id, header);
  const param = (id: string, name: string, description: string, example?: string, schema?: z.ZodString) =>
    registry.registerParameter(id, headerParam(name, description, example, schema).optional());
  return {
    XRequestId: param(
      'XRequestId',
      'X-Request-Id',
      "An id for this request, echoed in the answer and written in the server's logs.",
      'my-client-42',
    ),
    IdempotencyKey: param(
      'IdempotencyKey',
      'Idempotency-Key',
      "A retried request with the same key gets the first answer and changes nothing (e.g. a UUID per decision). Keys are scoped to the sender (a move's seat; a chat post's player, or anonymous seat): another sender's keys are its own.",
      undefined,
      z.string().min(1).max(200),
    ),
    IfMatch: param(
      'IfMatch',
      'If-Match',
      'The expected version as an entity tag ("12", or weak W/"12"), or `*` for no expectation; the body\'s expectedVersion wins. Anything else is refused (400).',
      undefined,
      z.string().regex(new RegExp(IF_MATCH_PATTERN)),
    ),
    IfNoneMatch: param(
      'IfNoneMatch',
      'If-None-Match',
      'The ETag of the copy the client holds ("12"), a comma-separated list of them, or `*`: 304 without a body when the game is still at that version. Other values never match.',
      undefined,
      z.string().regex(new RegExp(IF_NONE_MATCH_PATTERN)),
    ),
    IfNoneMatchDocument: param(
      'IfNoneMatchDocument',
      'If-None-Match',
      'The ETag of the copy of the document the client holds, a comma-separated list of them, or `*`: 304 without a body when it is the document served. Other values never match.',
    ),
    LastEventId: param(
      'LastEventId',
      'Last-Event-ID',
      'Resume after this version (sent by EventSource when it reconnects); empty, or a number that is no version of the game, means from the game now. Anything but digits is refused (400).',
      undefined,
      lastEventIdHeader,
    ),
  };
}
export type HeaderParams = ReturnType<typeof registerConventions>;

/** Response headers by their component names, ready for a response's `headers`. */
export function headers(...names: ResponseHeader[]): Record<string, Ref> {
  return Object.fromEntries(
    ['XRequestId' as const, ...names].map(id => [HEADER_NAMES[id], { $ref: `#/components/headers/${id}` }]),
  );
}

/** A successful answer: one media type, its schema, realistic examples and the headers it sets. */
export function answer(
  description: string,
  schema: z.ZodType,
  examples: Examples,
  options: {
    mediaType?: 'application/json' | 'text/event-stream' | 'text/html' | 'text/plain';
    headers?: ResponseHeader[];
  } = {},
): ResponseConfig {
  return {
    description,
    headers: headers(...(options.headers ?? [])),
    content: { [options.mediaType ?? 'application/json']: { schema, examples } },
  };
}

/** A JSON request body with realistic examples. */
export const jsonBody = (schema: z.ZodType, examples: Examples, required = true) => ({
  required,
  content: { 'application/json': { schema, examples } },
});

// ── Problems ──────────────────────────────────────────────────────────────────────────────────────────
export const PROBLEM_STATUSES = [400, 401, 403, 404, 409, 413, 415, 422, 429, 503] as const;
export type ProblemStatus = (typeof PROBLEM_STATUSES)[number];

const WHEN: Record<ProblemStatus, string> = {
  400: 'Malformed JSON, or a path, query, header or body of the wrong shape: an unknown query parameter, malformed percent-encoding, a NUL character or a lone UTF-16 surrogate anywhere, a body that is not what its Content-Encoding says.',
  401: 'The seat token or player key is missing or unknown, or the key was revoked (revoked-key).',
  403: 'The token holds a seat in another game, the key no seat in this one, the invitation does not open that seat, or someone who took an open seat tries to cancel the table (not-creator: only its creator may).',
  404: 'No such game, player (by handle or id), challenge, or (key-not-found, passkey-not-found) key or passkey of yours; or no e-mail address given (email-not-found); or no review for a game of its kind (review-not-offered).',
  409: 'The game is at another version than expected (`currentVersion` says which), the seat was taken first, the player already sits there, the handle is taken, or the challenge is no longer open; email-off: the server sends no e-mail.',
  413: 'The body is too large.',
  415: 'A body that is not JSON (Content-Type other than application/json), or an encoding the server does not read.',
  422: 'The rules forbid this now (out of turn included): `code` names the rule and `detail` says what to do; or an idempotency key was reused; or the table is not in the state this needs (not-started, game-cancelled, not-waiting, not-finished, join-deadline-passed, table-expired); or an undo is not allowed now (undo-not-allowed, its `reason` says why); or a link code is wrong, used or expired (bad-link-code), or a passkey answer is refused (passkey-refused), or a mailed link is wrong, used or expired (email-token-invalid, email-token-expired), or an e-mail address is not one (email-address-invalid).',
  429: 'Too many requests; wait for Retry-After seconds.',
  503: 'The database cannot be reached, or the server is computing as many post-game reviews as it takes at once (too-many-reviews), or too busy to compute one now (review-unavailable); try again after Retry-After seconds.',
};
const HEADERS_OF: Partial<Record<ProblemStatus, ResponseHeader[]>> = {
  401: ['WWWAuthenticate'],
  429: ['RetryAfter'],
  503: ['RetryAfter'],
};

/** Example sentences for the server's codes, as the server words them. */
const DETAILS: Record<string, { detail: string; extras?: Record<string, unknown> }> = {
  'invalid-request': {
    detail: 'The body does not have the expected shape; see errors.',
    extras: { errors: [{ path: 'players', message: 'Too small: expected number to be >=2' }] },
  },
  'missing-token': { detail: 'Send the seat token as Authorization: Bearer <token>.' },
  'wrong-game': { detail: 'This token holds a seat in another game.' },
  'game-not-found': { detail: 'There is no game 0f8e7c4a-5b21-4c3d-9e6f-1a2b3c4d5e6f.' },
  'version-not-found': { detail: 'The game is at version 1: ask for a version from 0 to 1.' },
  'problem-code-not-found': {
    detail: '"no-such-code" is not a problem code of this server nor a rule of a game it serves.',
  },
  'bad-invite': { detail: 'This invitation code opens no seat at this table.' },
  'seat-taken': { detail: 'Seat 1 was taken by someone else first: pick another open seat.' },
  'already-seated': { detail: 'You already sit at this table (seat 0).' },
  'handle-taken': { detail: 'The handle "ada_l" is taken (handles are unique whatever their case): choose another.' },
  'player-not-found': { detail: 'No player has the handle "ada_l".' },
  'version-conflict': {
    detail: 'The game is at version 3, not 2: read it again and retry.',
    extras: { currentVersion: 3 },
  },
  'undo-not-allowed': {
    detail: 'You have made no move this turn that can be taken back.',
    extras: { reason: 'nothing-to-undo' },
  },
  'payload-too-large': { detail: 'The body is larger than this server accepts.' },
  'unsupported-media-type': { detail: 'Send the body as UTF-8 JSON without content encoding.' },
  'rate-limited': { detail: 'Too many requests from this client; try again in 12 seconds.' },
  'revoked-key': {
    detail:
      'This key was revoked at 2026-11-26T10:00:00.000Z: sign in again on this device, with a passkey or a link code shown by a device still signed in.',
  },
  'bad-link-code': {
    detail: 'This code was already used: a code links one device; ask the signed-in device for a new one.',
  },
  'passkey-refused': {
    detail:
      'This passkey answer is for a challenge this server did not hand out, already used or expired: ask for new options and try again.',
  },
  'database-unavailable': { detail: 'The database cannot be reached; try again shortly.' },
  'review-not-offered': {
    detail:
      'Game 0f8e7c4a-5b21-4c3d-9e6f-1a2b3c4d5e6f is a game of duel, which this server does not review: no review is offered for it.',
  },
  'chat-closed': {
    detail:
      'The chat of game 0f8e7c4a-5b21-4c3d-9e6f-1a2b3c4d5e6f is closed since 2026-11-26T12:10:00.000Z: the game is over, and its post-game chat lasted POST_GAME_CHAT_MS after its last entry. It can still be read.',
    extras: { closedAt: '2026-11-26T12:10:00.000Z' },
  },
  'too-many-reviews': {
    detail:
      'This server is computing or holding 4 reviews, the most it takes at once (MAX_REVIEWS 4): try again in 3 s.',
    extras: { limit: 4 },
  },
  'review-unavailable': {
    detail:
      'The review of seat 1 in game 0f8e7c4a-5b21-4c3d-9e6f-1a2b3c4d5e6f could not be computed now (the server is too busy): try again in 10 s.',
  },
};

/** The status and title a code is answered with; a game's rule code (`monad/M18-…`) is a 422. */
const problemHead = (code: string) => serverProblem(code) ?? RULE;

/** A problem document exactly as sendProblem writes it. */
export function problemDocument(code: string, detail: string, instance: string, extras: Record<string, unknown> = {}) {
  const { status, title } = problemHead(code);
  return { ...extras, type: problemType(code), title, status, detail, code, instance };
}

/** Where each example problem happened: the path that answers it (a move, for most). */
const INSTANCES: Partial<Record<string, string>> = {
  'version-not-found': '/games/0f8e7c4a-5b21-4c3d-9e6f-1a2b3c4d5e6f',
  'route-not-found': '/gmaes',
  'problem-code-not-found': '/problems/no-such-code',
  'chat-closed': '/games/0f8e7c4a-5b21-4c3d-9e6f-1a2b3c4d5e6f/chat',
};
const MOVE_PATH = '/games/0f8e7c4a-5b21-4c3d-9e6f-1a2b3c4d5e6f/moves';

/**
 * One shared response per status, components/responses/Problem<status>, whose schema (Problem<status>)
 * enumerates the codes that status can mean, with a real problem document per code as examples (the 422
 * adds the rule the example move breaks when another seat sends it). Operations refer to them by status.
 */
export function registerProblemResponses(
  registry: OpenAPIRegistry,
  rule: { code: string; message: string } | null,
): void {
  for (const status of PROBLEM_STATUSES) {
    const [first, ...rest] = codesWithStatus(status);
    if (!first) throw new Error(`no problem code has status ${status}`);
    const codes = z.enum([first, ...rest]);
    const code =
      status === 422
        ? z.union([
            codes,
            z
              .string()
              .regex(new RegExp(RULE_CODE_PATTERN))
              .openapi({ description: 'A rule of a game: <game>/<rule id>-<slug>.' }),
          ])
        : codes;
    const schema = Problem.extend({
      // An integer as in Problem (a bare literal is written `type: number`), still this one status.
      status: z.literal(status).openapi({ type: 'integer', enum: [status] }),
      code: code.openapi({
        description:
          status === 422
            ? 'idempotency-key-reused, a table code (not-started, game-cancelled, not-waiting, not-finished, join-deadline-passed, table-expired), undo-not-allowed, or the rule the request breaks (monad/M8-not-your-turn).'
            : 'What went wrong, for programs.',
      }),
    }).openapi({ description: `${WHEN[status]} (RFC 9457 problem details.)` });
    registry.register(`Problem${status}`, schema);

    const examples: [string, Examples[string]][] = codesWithStatus(status).map(c => {
      const { detail, extras } = DETAILS[c] ?? { detail: `${problemHead(c).title}.` };
      return [c, example(problemHead(c).title, problemDocument(c, detail, INSTANCES[c] ?? MOVE_PATH, extras))];
    });
    if (status === 422 && rule)
      examples.unshift([
        rule.code.replace(/\W/g, '-'),
        example('A move out of turn', problemDocument(rule.code, rule.message, MOVE_PATH)),
      ]);
    registry.registerComponent('responses', `Problem${status}`, {
      description: WHEN[status],
      headers: headers(...(HEADERS_OF[status] ?? [])),
      content: {
        'application/problem+json': {
          schema: { $ref: `#/components/schemas/Problem${status}` },
          examples: Object.fromEntries(examples),
        },
      },
    });
  }
}

/** The problem responses of an operation, one per status it can answer, as references to the shared ones. */
export const problems = (...statuses: ProblemStatus[]): Record<number, Ref> =>
  Object.fromEntries(statuses.map(status => [status, { $ref: `#/components/responses/Problem${status}` }]));

type Ref = { $ref: string };

/**
 * Node's HTTP parser answers 431, with no body, before any route runs when the request's headers are larger
 * than it accepts (16 KiB). True of every operation; documented on those that answer no other 4XX.
 */
export const HEADERS_TOO_LARGE: Record<number, ResponseConfig> = {
  431: { description: "The request's headers are too large (answered by Node's HTTP parser, without a body)." },
};

// ── Operations ────────────────────────────────────────────────────────────────────────────────────────
/** Who may call: anyone (`public`), a seat's bearer token (`seat`), a player key (`player`), or combinations. */
export type Access = 'public' | 'seat' | 'seat-or-public' | 'player' | 'player-or-public' | 'seat-or-player';
const SECURITY: Record<Access, Record<string, string[]>[]> = {
  public: [],
  seat: [{ seatToken: [] }],
  'seat-or-public': [{}, { seatToken: [] }],
  player: [{ playerKey: [] }],
  'player-or-public': [{}, { playerKey: [] }],
  'seat-or-player': [{ seatToken: [] }, { playerKey: [] }],
};

export interface Operation {
  readonly method: RouteConfig['method'];
  readonly path: string;
  /** camelCase verb + noun: createGame, getGame. */
  readonly operationId: string;
  readonly tag: Tag;
  readonly summary: string;
  readonly description: string;
  readonly access: Access;
  readonly request?: RouteConfig['request'];
  readonly responses: Record<number, ResponseConfig | Ref>;
}

/** Registers an operation with its conventions; every one also reads and echoes X-Request-Id. */
export function registerOperation(registry: OpenAPIRegistry, params: HeaderParams, op: Operation): void {
  const given = op.request?.headers;
  const requestHeaders = Array.isArray(given) ? given : given === undefined ? [] : [given];
  registry.registerPath({
    method: op.method,
    path: op.path,
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    description: op.description,
    security: SECURITY[op.access],
    request: { ...op.request, headers: [...requestHeaders, params.XRequestId] },
    responses: BODY_METHODS.has(op.method) ? { ...problems(413, 415), ...op.responses } : op.responses,
  });
}

/**
 * Methods whose request may carry a body: the body is read (and refused when too large or not JSON) before any
 * route runs, so each of their operations may answer 413 and 415, those that take no body included.
 */
const BODY_METHODS: ReadonlySet<string> = new Set(['post', 'put', 'patch', 'delete']);

/** What a module registering operations needs: `op` to register one (problems and headers are imported). */
export interface Api {
  op(operation: Operation): void;
  /** For components an operation names but does not reach through its schemas (an event stream's events). */
  readonly registry: OpenAPIRegistry;
}

// The OpenAPI 3.1 document, generated from the same zod schemas that validate requests (habit 11), for the
// games given. `npm run openapi` writes it for the registry's games to openapi/openapi.json; the server
// also serves it at /openapi.json for its own games.
import { NO_BOTS, type BotCatalog } from '../bots/strategy.js';
import { OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig } from '@asteasolutions/zod-to-openapi';
import type { AnyGame } from '../engine/index.js';
import { gameSchemas } from './game-schemas.js';
import { EventsQuery, GameIdParams, GameList, Health, ListQuery, LogQuery, Problem } from './schemas.js';
import { z } from './zod.js';

const problem = (description: string): ResponseConfig => ({
  description,
  content: { 'application/problem+json': { schema: Problem } },
});

const PROBLEMS = {
  400: problem('Malformed JSON, or a body, query or header of the wrong shape (code malformed-json or invalid-request).'),
  401: problem('Missing or unknown seat token (missing-token, unknown-token).'),
  403: problem('The token holds a seat in another game (wrong-game).'),
  404: problem('No such game (game-not-found).'),
  409: problem('The game is at another version than expected (version-conflict, with currentVersion).'),
  413: problem('The body is too large (payload-too-large).'),
  415: problem('A body encoding the server does not read (unsupported-media-type).'),
  422: problem('The rules forbid this now, out of turn included: code is the rule, detail its message; or idempotency-key-reused.'),
  429: problem('Too many requests (rate-limited); see Retry-After.'),
  503: problem('The database is unreachable (database-unavailable).'),
} as const;

type ProblemStatus = keyof typeof PROBLEMS;
const problems = (...statuses: ProblemStatus[]): Record<number, ResponseConfig> =>
  Object.fromEntries(statuses.map((s) => [s, PROBLEMS[s]]));

const json = (schema: z.ZodType, description: string, headers?: ResponseConfig['headers']): ResponseConfig => ({
  description,
  content: { 'application/json': { schema } },
  ...(headers ? { headers } : {}),
});

type Security = Record<string, string[]>[];
const bearer: Security = [{ seatToken: [] }];
const optionalBearer: Security = [{}, { seatToken: [] }];
const etag = { ETag: { description: 'The version, as an entity tag: "12".', schema: { type: 'string' as const } } };

const ActHeaders = z.object({
  'idempotency-key': z.string().min(1).max(200).optional().openapi({ description: 'A retried request with the same key gets the first answer and changes nothing.' }),
  'if-match': z.string().optional().openapi({ description: 'The expected version as an entity tag ("12"); the body\'s expectedVersion wins.' }),
});

export function buildOpenApiDocument(games: readonly AnyGame[], bots: BotCatalog = NO_BOTS): ReturnType<OpenApiGeneratorV31['generateDocument']> {
  const s = gameSchemas(games, bots);
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'seatToken', {
    type: 'http',
    scheme: 'bearer',
    description: 'The token of a seat, as returned once by POST /games.',
  });
  const gameIds = games.map((g) => g.id) as [string, ...string[]];

  registry.registerPath({
    method: 'post',
    path: '/games',
    summary: 'Create a game',
    description: 'Deals a new table (or sets one up from `position`, marked custom). The answer holds every seat\'s token and the spectator\'s view.',
    request: { body: { required: true, content: { 'application/json': { schema: s.CreateGameBody } } } },
    responses: { 201: json(s.CreatedGame, 'The new game.', etag), ...problems(400, 413, 415, 422, 429, 503) },
  });
  registry.registerPath({
    method: 'get',
    path: '/games',
    summary: 'List games',
    description: 'Newest first, with a cursor. `awaiting=true` with a bearer token lists that seat\'s game while the seat is to act.',
    security: optionalBearer,
    request: { query: ListQuery(gameIds) },
    responses: { 200: json(GameList, 'One page of games.'), ...problems(400, 401, 429, 503) },
  });
  registry.registerPath({
    method: 'get',
    path: '/games/{id}',
    summary: 'Get a game',
    description: 'With a seat token, as that seat sees it; without, as a spectator.',
    security: optionalBearer,
    request: { params: GameIdParams },
    responses: { 200: json(s.Game, 'The game.', etag), 304: { description: 'Not modified (If-None-Match).' }, ...problems(400, 401, 403, 404, 429, 503) },
  });
  registry.registerPath({
    method: 'get',
    path: '/games/{id}/legal-moves',
    summary: 'The legal moves of the token\'s seat',
    description: 'Empty when the seat may not act now.',
    security: bearer,
    request: { params: GameIdParams },
    responses: { 200: json(s.LegalMoves, 'The moves, in a deterministic order.'), ...problems(400, 401, 403, 404, 429, 503) },
  });
  registry.registerPath({
    method: 'post',
    path: '/games/{id}/moves',
    summary: 'Make a move',
    security: bearer,
    request: { params: GameIdParams, headers: ActHeaders, body: { required: true, content: { 'application/json': { schema: s.MoveBody } } } },
    responses: { 200: json(s.MoveResult, 'The game after the move, as the mover sees it, with its legal moves while it is still to act.', etag), ...problems(400, 401, 403, 404, 409, 413, 415, 422, 429, 503) },
  });
  registry.registerPath({
    method: 'post',
    path: '/games/{id}/resign',
    summary: 'Resign',
    description: 'Accepted at any time while the game is on; the game\'s rules say what follows.',
    security: bearer,
    request: { params: GameIdParams, headers: ActHeaders, body: { required: false, content: { 'application/json': { schema: s.ResignBody } } } },
    responses: { 200: json(s.MoveResult, 'The game after the resignation, as the resigning seat sees it.', etag), ...problems(400, 401, 403, 404, 409, 413, 415, 422, 429, 503) },
  });
  registry.registerPath({
    method: 'get',
    path: '/games/{id}/moves',
    summary: 'Read the log',
    description: 'Entries after `after`, each redacted for the caller (a seat with its token, else a spectator).',
    security: optionalBearer,
    request: { params: GameIdParams, query: LogQuery },
    responses: { 200: json(s.LogPage, 'The entries.'), ...problems(400, 401, 403, 404, 429, 503) },
  });
  registry.registerPath({
    method: 'get',
    path: '/games/{id}/events',
    summary: 'Follow a game (Server-Sent Events)',
    description:
      'One event per version: `id:` is the version and `data:` a GameEvent (JSON). Without Last-Event-ID the first event is the game now; ' +
      'with it, every entry after that version. Comments are sent as heartbeats. The token may be given as `?token=` for EventSource.',
    security: optionalBearer,
    request: {
      params: GameIdParams,
      query: EventsQuery,
      headers: z.object({ 'last-event-id': z.string().optional().openapi({ description: 'Resume after this version.' }) }),
    },
    responses: {
      200: { description: 'A stream of events whose data are GameEvent.', content: { 'text/event-stream': { schema: s.GameEvent } } },
      ...problems(400, 401, 403, 404, 429, 503),
    },
  });
  registry.registerPath({ method: 'get', path: '/healthz', summary: 'The process is up', responses: { 200: json(Health, 'Up.') } });
  registry.registerPath({
    method: 'get',
    path: '/readyz',
    summary: 'The database answers',
    responses: { 200: json(Health, 'Ready.'), ...problems(503) },
  });
  registry.registerPath({
    method: 'get',
    path: '/openapi.json',
    summary: 'This document',
    responses: { 200: json(z.object({ openapi: z.string() }).catchall(z.unknown()), 'The OpenAPI 3.1 document for the games this server hosts.') },
  });
  registry.registerPath({
    method: 'get',
    path: '/docs',
    summary: 'Interactive documentation (Swagger UI)',
    responses: { 200: { description: 'An HTML page; its assets are served from this origin.', content: { 'text/html': { schema: z.string() } } } },
  });
  registry.registerPath({
    method: 'get',
    path: '/metrics',
    summary: 'Prometheus metrics',
    responses: { 200: { description: 'Metrics in the Prometheus text format.', content: { 'text/plain': { schema: z.string() } } } },
  });

  const generator = new OpenApiGeneratorV31(registry.definitions);
  return generator.generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Croupier',
      version: '1.0.0',
      description: 'Turn-based board games over HTTP. Errors are RFC 9457 problem+json documents with a `code`.',
    },
    servers: [{ url: '/' }],
  });
}

/** JSON with object keys in a stable order, ending with a newline (the committed file). */
export function stableJson(value: unknown): string {
  const sortKeys = (_key: string, v: unknown): unknown =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v;
  return `${JSON.stringify(value, sortKeys, 2)}\n`;
}

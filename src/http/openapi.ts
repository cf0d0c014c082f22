// The OpenAPI 3.1 document, generated from the same zod schemas that validate requests (habit 11), for the
// games given. `npm run openapi` writes it for the registry's games to openapi/openapi.json; the server
// also serves it at /openapi.json for its own games. Each operation follows openapi/conventions.ts (an
// operationId, a tag, examples, its headers and its problems); the examples are played by the engine
// (openapi/examples.ts). The committed document passes Redocly's and Spectral's rules with no warning
// (tests/http/openapi/openapi-lint.test.ts).
import { existsSync, readFileSync } from 'node:fs';
import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { NO_BOTS, type BotCatalog } from '../bots/strategy.js';
import type { AnyGame } from '../engine/index.js';
import { registerDocsPaths } from './rule-docs/openapi.js';
import { gameSchemas } from './game-schemas.js';
import {
  answer,
  example,
  headers,
  HEADERS_TOO_LARGE,
  jsonBody,
  problems,
  registerProblemResponses,
  registerConventions,
  registerOperation,
  TAGS,
} from './openapi/conventions.js';
import { eventStream } from './openapi/event-stream.js';
import { examplesOf, perGame } from './openapi/examples.js';
import { GameList } from '../service/games/schemas.js';
import { EventsQuery, GameIdParams, GameQuery, Health, ListQuery, LogQuery, ReviewQuery } from './schemas.js';
import { registerTableRoutes } from './openapi-tables.js';
import { registerDeviceRoutes } from './openapi-devices.js';
import { registerSocialRoutes } from './openapi-social.js';
import { registerProfileRoutes } from './openapi-profiles.js';
import { registerNotificationRoutes } from './openapi-notifications.js';
import { registerEmailRoutes } from './openapi-email.js';
import { z } from './zod.js';

/** The package's version, from the nearest package.json above this module (src/http/ or dist/src/http/). */
function packageVersion(): string {
  for (let dir = new URL('.', import.meta.url); ; dir = new URL('..', dir)) {
    const file = new URL('package.json', dir);
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
    if (dir.pathname === '/') throw new Error('no package.json above the OpenAPI module');
  }
}
const VERSION = packageVersion();

export function buildOpenApiDocument(
  games: readonly AnyGame[],
  bots: BotCatalog = NO_BOTS,
): ReturnType<OpenApiGeneratorV31['generateDocument']> {
  const s = gameSchemas(games, bots);
  const registry = new OpenAPIRegistry();
  const params = registerConventions(registry);
  const gameIds = games.map(g => g.id) as [string, ...string[]];
  const played = games.map(game => ({ game, examples: examplesOf(game) }));
  const rule = played[0]?.examples.violation ?? null;
  registerProblemResponses(registry, rule);
  const op = (operation: Parameters<typeof registerOperation>[2]) => registerOperation(registry, params, operation);

  op({
    method: 'post',
    path: '/games',
    operationId: 'createGame',
    tag: 'Games',
    access: 'player-or-public',
    summary: 'Create a game',
    description:
      "Deals a new table (or sets one up from `position`, marked custom). The answer holds the token of every person's seat, shown this once, an invitation per open seat, and the spectator's view. " +
      'With an open seat the game is `waiting` until its last seat is taken; a `{ "me": true }` seat needs the player key as bearer. ' +
      'The example deals the table the other examples show: its seat tokens authorize the calls that follow.',
    request: {
      body: jsonBody(
        s.CreateGameBody,
        perGame(played, e => e.createBody, 'Two players, seeded'),
      ),
    },
    responses: {
      201: answer(
        'The new game.',
        s.CreatedGame,
        perGame(played, e => e.created, 'The table just dealt'),
        { headers: ['ETag', 'Location'] },
      ),
      ...problems(400, 401, 409, 413, 415, 422, 429, 503),
    },
  });
  op({
    method: 'get',
    path: '/games',
    operationId: 'listGames',
    tag: 'Games',
    access: 'seat-or-public',
    summary: 'List games',
    description:
      "Newest first, with a cursor. `awaiting=true` with a bearer token lists that seat's game while the seat is to act; " +
      '`status=waiting&open=true` is the lobby: listed tables with a seat anyone may take. `game`, `players` and `clock` filter, alone or together. ' +
      'A waiting table without a joining deadline is listed for TABLE_EXPIRY_DAYS days after `createdAt`; then it has expired and no listing shows it.',
    request: { query: ListQuery(gameIds) },
    responses: {
      200: answer('One page of games.', GameList, {
        page: example('One page', { games: played.map(p => p.examples.summary), nextCursor: null }),
      }),
      ...problems(400, 401, 429, 503),
    },
  });
  op({
    method: 'get',
    path: '/games/{id}',
    operationId: 'getGame',
    tag: 'Games',
    access: 'seat-or-public',
    summary: 'Get a game',
    description:
      'With a seat token, as that seat sees it (its hand included); without, as a spectator. `game` says which game, and so the shape of `view`. ' +
      "With `?at=N`, as the caller could see it right after entry N (`version` is N; another seat's hidden information stays hidden; " +
      "the seed only once the game is over), without an ETag; `at` beyond the game's version is a 404 version-not-found.",
    request: { params: GameIdParams, query: GameQuery, headers: [params.IfNoneMatch] },
    responses: {
      200: answer(
        'The game.',
        s.Game,
        perGame(played, e => e.seen, 'As the seat to act sees it'),
        { headers: ['ETag', 'CacheControl'] },
      ),
      304: {
        description: 'Not modified: the game is still at the version of If-None-Match.',
        headers: headers('ETag'),
      },
      ...problems(400, 401, 403, 404, 429, 503),
    },
  });
  op({
    method: 'get',
    path: '/games/{id}/legal-moves',
    operationId: 'listLegalMoves',
    tag: 'Play',
    access: 'seat',
    summary: "List the legal moves of the token's seat",
    description:
      'Every legal move of the seat now, in a deterministic order; empty when the seat may not act. Any of them may be sent as it is to POST /games/{id}/moves.',
    request: { params: GameIdParams },
    responses: {
      200: answer(
        'The moves (the examples show the first three).',
        s.LegalMoves,
        perGame(played, e => e.legalMoves, 'The first legal moves'),
      ),
      ...problems(400, 401, 403, 404, 429, 503),
    },
  });
  op({
    method: 'post',
    path: '/games/{id}/moves',
    operationId: 'makeMove',
    tag: 'Play',
    access: 'seat',
    summary: 'Make a move',
    description:
      'The move is checked against the rules of the game of the URL: a move they forbid now is a 422 whose `code` names the rule. ' +
      'With `expectedVersion` (or If-Match) the move is refused with 409 unless the game is still at that version; with an Idempotency-Key a retry gets the first answer.',
    request: {
      params: GameIdParams,
      headers: [params.IdempotencyKey, params.IfMatch],
      body: jsonBody(
        s.MoveBody,
        perGame(played, e => e.moveBody, 'The first legal move'),
      ),
    },
    responses: {
      200: answer(
        'The game after the move, as the mover sees it, with its legal moves while it is still to act.',
        s.MoveResult,
        perGame(played, e => e.moved, 'After the move'),
        {
          headers: ['ETag'],
        },
      ),
      ...problems(400, 401, 403, 404, 409, 413, 415, 422, 429, 503),
    },
  });
  op({
    method: 'post',
    path: '/games/{id}/resign',
    operationId: 'resignGame',
    tag: 'Play',
    access: 'seat',
    summary: 'Resign',
    description:
      "Accepted at any time while the game is on; the game's rules say what follows (the others play on, or the game ends). " +
      'The body is optional; when sent it must be JSON (else 415) with no other field than expectedVersion.',
    request: {
      params: GameIdParams,
      headers: [params.IdempotencyKey, params.IfMatch],
      body: jsonBody(s.ResignBody, { atVersion: example('At the version read', { expectedVersion: 1 }) }, false),
    },
    responses: {
      200: answer(
        'The game after the resignation, as the resigning seat sees it.',
        s.MoveResult,
        perGame(played, e => e.moved, 'After the resignation'),
        { headers: ['ETag'] },
      ),
      ...problems(400, 401, 403, 404, 409, 413, 415, 422, 429, 503),
    },
  });
  op({
    method: 'post',
    path: '/games/{id}/undo',
    operationId: 'undoMove',
    tag: 'Play',
    access: 'seat',
    summary: 'Take back your last move',
    description:
      "Board Game Arena's policy: the seat to act takes back its own last move of the turn, and may do so again back to " +
      'the last point where something hidden or random was revealed (a card drawn, a die, a casino card, a bonus ' +
      "common from the deck: each game's `reveals`), and only before anyone else has acted. The log keeps the move and " +
      'appends an `undo` entry naming the version it returns to (`returnsTo`); the game is then as it was at that ' +
      'version, and its followers receive the entry as an event. The clock is not turned back: time spent on a move ' +
      "taken back stays spent. The seat's game says whether an undo is allowed now (`undo.allowed`, else " +
      '`undo.reason`); otherwise the answer is 422 `undo-not-allowed` with that `reason`. Bots never undo.',
    request: {
      params: GameIdParams,
      headers: [params.IdempotencyKey, params.IfMatch],
      body: jsonBody(s.UndoBody, { atVersion: example('At the version read', { expectedVersion: 2 }) }, false),
    },
    responses: {
      200: answer(
        'The game after the undo, as the seat sees it: as it was at `returnsTo`, the version now one more.',
        s.MoveResult,
        perGame(played, e => e.moved, 'A game as its seat sees it'),
        { headers: ['ETag'] },
      ),
      ...problems(400, 401, 403, 404, 409, 413, 415, 422, 429, 503),
    },
  });
  op({
    method: 'get',
    path: '/games/{id}/moves',
    operationId: 'readLog',
    tag: 'Log',
    access: 'seat-or-public',
    summary: 'Read the log',
    description:
      "Entries after `after`, each redacted for the caller (a seat with its token, else a spectator). Each fact has the shape of its game's facts (MonadSeenFact, MonteCarloSeenFact…).",
    request: { params: GameIdParams, query: LogQuery },
    responses: {
      200: answer(
        'The entries.',
        s.LogPage,
        perGame(played, e => e.logPage, 'The deal and the first move, as the mover sees them'),
      ),
      ...problems(400, 401, 403, 404, 429, 503),
    },
  });
  op({
    method: 'get',
    path: '/games/{id}/export',
    operationId: 'exportGame',
    tag: 'Log',
    access: 'public',
    summary: 'Export a game that is over, to check it',
    description:
      'The game as listings show it (with its options and chance derivation), the revealed seed, and every log entry with nothing redacted: ' +
      'enough to check that the seed hashes to seedHash and that the rules, replayed from the seed and the moves, give every fact and the outcome (npm run verify -- <file or URL>; docs/fairness.md says how, for another language). ' +
      'Public once the game is finished or cancelled; before that, a 409. ' +
      'HEAD makes the same checks and answers their status, with no Content-Length: the log is not read for it.',
    request: { params: GameIdParams },
    responses: {
      200: answer(
        'The export.',
        s.GameExport,
        perGame(played, e => e.exported, 'After the first move, the other seat resigned'),
      ),
      ...problems(400, 404, 409, 429, 503),
    },
  });
  op({
    method: 'get',
    path: '/games/{id}/review',
    operationId: 'reviewGame',
    tag: 'Log',
    access: 'public',
    summary: "Review a seat's decisions in a game that is over",
    description:
      'Each decision of the seat (a move of its person chosen among two or more: not a move an undo took back, nor one a bot standing in for the seat played) with the value of the move it played and of the best move: ' +
      "the seat's expected share of the win, searched by IS-MCTS from what the seat knew at the time (its view and its log then, as a bot at the table is given them; never another seat's hidden cards or the dice to come). " +
      'Computed on the bot threads below the bots at tables (a few seconds, once), then kept. ' +
      'Reviews are computed one after another; at most MAX_REVIEWS compute or wait at once in a process, past which a 503 too-many-reviews with Retry-After; a review the server is too busy to finish (its bot threads starved past the budget and grace of a decision) is a 503 review-unavailable with Retry-After, and nothing is kept. ' +
      'Public once the game is finished or cancelled; before that, a 409. ' +
      'A game whose kind has no reviewer (its bots cannot search it) has no review, over or not: a 404 review-not-offered, before any search. ' +
      'HEAD makes the same checks and answers their status; for a review not computed yet, 200 with no Content-Length, and nothing is computed or queued (a 503 of GET is not foretold).',
    request: { params: GameIdParams, query: ReviewQuery },
    responses: {
      200: answer(
        'The review.',
        s.GameReview,
        perGame(played, e => e.reviewed, "The first seat's first move"),
      ),
      ...problems(400, 404, 409, 429, 503),
    },
  });
  op({
    method: 'get',
    path: '/games/{id}/events',
    operationId: 'followGame',
    tag: 'Log',
    access: 'seat-or-public',
    summary: 'Follow a game (Server-Sent Events)',
    description:
      'One event per version: `id:` is the version and `data:` a GameEvent (JSON). Without Last-Event-ID the first event is the game now; ' +
      'with it, every entry after that version. Comments are sent as heartbeats. The token may be given as `?token=` for EventSource. ' +
      "Each event carries the view of the stream's viewer and, with a seat's token while that seat is to act, its legal moves: a client following the game needs one request per move. " +
      "No game event follows the event of the game's final entry; on a finished game it sends the game as it is (or, resuming, what is left). " +
      "A cancelled game's stream then ends; a finished game's stays open for the post-game chat until 10 minutes after its last entry (POST_GAME_CHAT_MS). " +
      "A seat's stream ends after the event of that seat's `leave` (POST /games/{id}/leave): the seat is someone else's to take, and its token no longer opens a stream. " +
      "The table's chat comes on the same stream as events named `chat` whose data is a ChatMessage, with no `id:` line (Last-Event-ID stays the game's version): " +
      'the messages of the channels the caller reads, without the authors the caller muted or blocked; `?chatAfter=<id>` first sends the messages missed since. ' +
      'A player key that holds no seat follows as a spectator. Each open stream counts in GET /games/{id}/presence. ' +
      'HEAD answers with the same status and headers as GET and no stream.',
    request: { params: GameIdParams, query: EventsQuery, headers: [params.LastEventId] },
    responses: {
      200: eventStream(
        registry,
        'A stream of events whose data are GameEvent (the examples show the first event after a move).',
        {
          component: 'GameEvent',
          schema: s.GameEvent,
          id: 'The version the event brings the game to; send it back as Last-Event-ID to resume after it.',
          idOf: (event: { version: number }) => event.version,
          named: { chat: 'ChatMessage' },
        },
        perGame(played, e => e.event, 'The first move'),
      ),
      ...problems(400, 401, 403, 404, 429, 503),
    },
  });
  registerTableRoutes({ op, registry }, s, gameIds, played);
  registerDeviceRoutes({ op, registry });
  registerSocialRoutes({ op, registry }, params);
  registerProfileRoutes({ op, registry }, gameIds);
  registerNotificationRoutes({ op, registry });
  registerEmailRoutes({ op, registry });
  registerDocsPaths({ op, registry }, gameIds);
  op({
    method: 'get',
    path: '/healthz',
    operationId: 'checkHealth',
    tag: 'Operations',
    access: 'public',
    summary: 'Check that the process is up',
    description: 'For liveness probes: answers without touching the database, and is never rate limited.',
    responses: {
      200: answer('Up.', Health, { up: example('Up', { status: 'ok' }) }),
      ...problems(400),
      ...HEADERS_TOO_LARGE,
    },
  });
  op({
    method: 'get',
    path: '/readyz',
    operationId: 'checkReadiness',
    tag: 'Operations',
    access: 'public',
    summary: 'Check that the database answers',
    description: 'For readiness probes: 503 while the database cannot be reached.',
    responses: {
      200: answer('Ready.', Health, { ready: example('Ready', { status: 'ready' }) }),
      ...problems(400, 503),
      ...HEADERS_TOO_LARGE,
    },
  });
  op({
    method: 'get',
    path: '/openapi.json',
    operationId: 'getOpenApiDocument',
    tag: 'Operations',
    access: 'public',
    summary: 'Get this document',
    description:
      'The OpenAPI 3.1 document for the games this server hosts, from which clients can be generated. Sent compressed when Accept-Encoding takes Brotli or gzip; with an ETag to revalidate it.',
    request: { headers: [params.IfNoneMatchDocument] },
    responses: {
      200: answer(
        'The document.',
        z.object({ openapi: z.string() }).catchall(z.unknown()).openapi('OpenApiDocument'),
        {
          document: example('The start of the document', {
            openapi: '3.1.0',
            info: { title: 'Croupier', version: VERSION },
          }),
        },
        { headers: ['DocumentETag', 'DocumentCacheControl'] },
      ),
      304: {
        description: 'Not modified: the document is the one If-None-Match names.',
        headers: headers('DocumentETag', 'DocumentCacheControl'),
      },
      ...problems(400),
      ...HEADERS_TOO_LARGE,
    },
  });
  op({
    method: 'get',
    path: '/',
    operationId: 'getWebPage',
    tag: 'Operations',
    access: 'public',
    summary: 'Open the web page',
    description:
      'The page people play on (web/ in the repository): it uses this API only, through the typed client generated from this document, as any third-party client would. 404 on a server started without the built page.',
    responses: {
      200: answer(
        'An HTML page.',
        z.string(),
        { page: example('The page', '<!doctype html><html lang="en">…</html>') },
        { mediaType: 'text/html' },
      ),
      ...problems(400, 404),
      ...HEADERS_TOO_LARGE,
    },
  });
  op({
    method: 'get',
    path: '/docs',
    operationId: 'getDocs',
    tag: 'Operations',
    access: 'public',
    summary: 'Open the interactive documentation',
    description:
      'Swagger UI for this document; its assets are served from this origin. Try it out runs the examples against this server.',
    responses: {
      200: answer(
        'An HTML page.',
        z.string(),
        { page: example('The page', '<!DOCTYPE html><html lang="en">…</html>') },
        { mediaType: 'text/html' },
      ),
      301: { description: "To /docs/, where the page's relative asset links resolve.", headers: headers('Location') },
      ...problems(400),
      ...HEADERS_TOO_LARGE,
    },
  });
  op({
    method: 'get',
    path: '/metrics',
    operationId: 'getMetrics',
    tag: 'Operations',
    access: 'public',
    summary: 'Get Prometheus metrics',
    description: 'Request, move and database metrics in the Prometheus text format, for scraping.',
    responses: {
      200: answer(
        'Metrics.',
        z.string(),
        {
          metrics: example(
            'Moves accepted',
            '# TYPE croupier_moves_total counter\ncroupier_moves_total{game="monad"} 1\n',
          ),
        },
        { mediaType: 'text/plain' },
      ),
      ...problems(400),
      ...HEADERS_TOO_LARGE,
    },
  });

  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Croupier',
      version: VERSION,
      description:
        'Turn-based board games over HTTP (Monad, Monte Carlo Gamble). A game is created with POST /games, which returns a bearer token per seat; ' +
        'seats read the game, list their legal moves and move. Errors are RFC 9457 problem+json documents with a `code`.',
      contact: { name: 'Croupier maintainers' },
      license: { name: 'Apache License 2.0', identifier: 'Apache-2.0' },
    },
    servers: [{ url: '/', description: 'This server' }],
    tags: TAGS.map(t => ({ ...t })),
  });
}

/** JSON with object keys in a stable order, ending with a newline (the committed file). */
export function stableJson(value: unknown): string {
  const sortKeys = (_key: string, v: unknown): unknown =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v;
  return `${JSON.stringify(value, sortKeys, 2)}\n`;
}

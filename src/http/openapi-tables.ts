// The OpenAPI paths of tables and players (issue 9): joining, leaving, cancelling, rematches, players, a
// player's games and stream. Kept apart from openapi.ts so each file stays about one room of the API.
import type { OpenAPIRegistry, ResponseConfig } from '@asteasolutions/zod-to-openapi';
import type { GameSchemas } from './game-schemas.js';
import type { ProblemStatus } from './openapi.js';
import { CreatePlayerBody, GameIdParams, GameList, JoinBody, JoinQuery, MyGamesQuery, NewPlayer, Player, PlayerEvent, PlayerEventsQuery } from './schemas.js';
import { z } from './zod.js';

interface Helpers {
  readonly problems: (...statuses: ProblemStatus[]) => Record<number, ResponseConfig>;
  readonly json: (schema: z.ZodType, description: string, headers?: ResponseConfig['headers']) => ResponseConfig;
  readonly etag: ResponseConfig['headers'];
}

const seated: Record<string, string[]>[] = [{ seatToken: [] }, { playerKey: [] }];
const player: Record<string, string[]>[] = [{ playerKey: [] }];
const GAME_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

export function registerTableRoutes(registry: OpenAPIRegistry, s: GameSchemas, gameIds: [string, ...string[]], h: Helpers): void {
  const { problems, json, etag } = h;
  const tags = ['Tables'];
  registry.registerPath({
    method: 'post',
    path: '/games/{id}/join',
    operationId: 'joinGame',
    tags,
    summary: 'Take a seat at a waiting table',
    description:
      'With an invitation `code` (body or `?code=`), takes that seat; at a listed table, any open seat (`seat`, or the first open one). ' +
      'With a player key as bearer, the key works on this game too and the player\'s stream hears about it. Of several people racing for ' +
      'the last seat one gets 200 and the others 409 seat-taken. Taking the last free seat starts the game (a `start` entry).',
    security: [{}, { playerKey: [] }],
    request: {
      params: GameIdParams,
      query: JoinQuery,
      body: { required: false, content: { 'application/json': { schema: JoinBody, example: { code: 'q3T0mXhWcJ8Vx4gkq2z1cR8l5YvH0nJtRk3pYVZb0aA', name: 'Grace' } } } },
    },
    responses: {
      200: json(s.Seating, 'Your seat, its token (shown once) and the game as that seat sees it.', etag),
      ...problems(400, 401, 403, 404, 409, 413, 415, 422, 429, 503),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/games/{id}/leave',
    operationId: 'leaveGame',
    tags,
    summary: 'Give up your seat before the start',
    description: 'Frees the caller\'s seat while the game is waiting: its token stops working, and its invitation code works again. After the start, resign instead.',
    security: seated,
    request: { params: GameIdParams },
    responses: { 200: json(s.Game, 'The game as a spectator sees it.', etag), ...problems(400, 401, 403, 404, 409, 413, 415, 422, 429, 503) },
  });
  registry.registerPath({
    method: 'post',
    path: '/games/{id}/cancel',
    operationId: 'cancelGame',
    tags,
    summary: 'Cancel a waiting table',
    description: 'Any seated person may cancel a game that has not started: its status becomes `cancelled` (terminal) and its seed is revealed.',
    security: seated,
    request: { params: GameIdParams },
    responses: { 200: json(s.Game, 'The cancelled game.', etag), ...problems(400, 401, 403, 404, 409, 413, 415, 422, 429, 503) },
  });
  registry.registerPath({
    method: 'post',
    path: '/games/{id}/rematch',
    operationId: 'rematchGame',
    tags,
    summary: 'Play again',
    description:
      'By a seated person of a finished game. The first call opens the rematch (same game, options and bots, a new seed, every seat moved on by one) ' +
      'and seats the caller; every other person takes their reserved seat by calling this too, and the new game starts when all have. Every call ' +
      'names the same new game, which the old game\'s view shows as `table.rematch`.',
    security: seated,
    request: { params: GameIdParams },
    responses: { 200: json(s.RematchAnswer, 'Your seat in the new game, its token the first time, and the game.'), ...problems(400, 401, 403, 404, 409, 413, 415, 422, 429, 503) },
  });

  const playerTags = ['Players'];
  registry.registerPath({
    method: 'post',
    path: '/players',
    operationId: 'createPlayer',
    tags: playerTags,
    summary: 'Become a player',
    description: 'A name (1 to 40 printable characters, not unique) and a key that identifies you across games, shown once. Send it as `Authorization: Bearer <key>`.',
    security: [],
    request: { body: { required: true, content: { 'application/json': { schema: CreatePlayerBody, example: { name: 'Ada' } } } } },
    responses: { 201: json(NewPlayer, 'The player and its key.'), ...problems(400, 413, 415, 429, 503) },
  });
  registry.registerPath({
    method: 'get',
    path: '/players/me',
    operationId: 'getMe',
    tags: playerTags,
    summary: 'Who the key belongs to',
    description: 'The player of the bearer key.',
    security: player,
    responses: { 200: json(Player, 'The player.'), ...problems(400, 401, 429, 503) },
  });
  registry.registerPath({
    method: 'get',
    path: '/players/me/games',
    operationId: 'listMyGames',
    tags: playerTags,
    summary: 'My games',
    description: 'The games the player sits at, newest first, with their seats and names, whose turn it is and the last activity (`updatedAt`); `awaiting=true`: only those where the player is to act.',
    security: player,
    request: { query: MyGamesQuery(gameIds) },
    responses: { 200: json(GameList, 'One page of the player\'s games; each names the player\'s `seat`.'), ...problems(400, 401, 429, 503) },
  });
  registry.registerPath({
    method: 'get',
    path: '/players/me/events',
    operationId: 'followMe',
    tags: playerTags,
    summary: 'My event stream (Server-Sent Events)',
    description:
      'One stream for all the player\'s games: an event when it becomes the player\'s turn in any game, when a table they sit at starts, is joined, left, ' +
      'cancelled or finished, and when a rematch is offered. `id:` is the event\'s number in the player\'s stream; resume with Last-Event-ID (0 replays ' +
      'from the first event); without it the stream starts with the next event. The key may be given as `?key=` for EventSource.',
    security: player,
    request: {
      query: PlayerEventsQuery,
      headers: z.object({ 'last-event-id': z.string().optional().openapi({ description: 'Resume after this event number.' }) }),
    },
    responses: {
      200: {
        description: 'A stream of events whose data are PlayerEvent.',
        content: {
          'text/event-stream': {
            schema: PlayerEvent,
            example: { seq: 3, type: 'your-turn', gameId: GAME_ID, game: 'monad', version: 7, seat: 1, status: 'active', toAct: [1], at: '2026-11-23T04:00:00.000Z' },
          },
        },
      },
      ...problems(400, 401, 429, 503),
    },
  });
}

// The OpenAPI operations of issue 24's social part: a table's chat and presence, mutes and blocks (and
// challenges, openapi-challenges.ts). Kept apart from openapi.ts so each file stays about one room of the API.
import { ChatMessage, ChatPage, PostChatBody } from '../service/chat/schemas.js';
import { Presence } from '../service/presence/schemas.js';
import { MuteList } from '../service/social/schemas.js';
import { answer, example, jsonBody, problems, type Api } from './openapi/conventions.js';
import { ChatQuery, GameIdParams, PlayerRefParams } from './schemas.js';

const PLAYER_ID = '0b6f8a3e-5c2d-4f61-9e0a-7d1c2b3a4e5f';
const OTHER_ID = '5d2c6a1e-3f4b-4c8d-9e1a-2b3c4d5e6f70';
const AT = '2026-01-01T12:01:00.000Z';
const MESSAGE = { id: 1, channel: 'seats', text: 'good luck!', playerId: PLAYER_ID, seat: 0, name: 'Ada', at: AT };

export function registerSocialRoutes({ op, registry }: Api): void {
  registry.register('ChatMessage', ChatMessage);
  op({
    method: 'post',
    path: '/games/{id}/chat',
    operationId: 'postChat',
    tag: 'Chat',
    access: 'seat-or-player',
    summary: "Write in a table's chat",
    description:
      'Two channels per table: the seated players read both and write `seats` (their default); everyone else with a player key reads and writes `spectators`. ' +
      '1 to 500 characters of plain text (shown as text, never HTML). A sender may write 5 messages at once, then one a second (429 chat-too-fast, with Retry-After), ' +
      'counted in the database so the limit holds across server processes. The message reaches the readers of its channel on the game event stream ' +
      '(GET /games/{id}/events) as an event named `chat`, except the readers who muted or blocked its author. Finished games keep their chat.',
    request: {
      params: GameIdParams,
      body: jsonBody(PostChatBody, {
        seats: example('To the table', { text: 'good luck!', channel: 'seats' }),
        spectators: example('Among spectators', { text: 'what a move', channel: 'spectators' }),
      }),
    },
    responses: {
      201: answer('The message as stored, with its number.', ChatMessage, { written: example('Written', MESSAGE) }),
      ...problems(400, 401, 403, 404, 413, 415, 422, 429, 503),
    },
  });
  op({
    method: 'get',
    path: '/games/{id}/chat',
    operationId: 'readChat',
    tag: 'Chat',
    access: 'seat-or-player',
    summary: "Read a table's chat",
    description:
      'The messages after `after`, oldest first, of the channels the caller reads (a seat: both; anyone else: `spectators`), without the players the caller muted or blocked. ' +
      'Without a bearer: the spectators channel as an anonymous reader sees it. A client that missed `chat` events reads them back here.',
    request: { params: GameIdParams, query: ChatQuery },
    responses: {
      200: answer('One page of messages.', ChatPage, {
        page: example('One page', { messages: [MESSAGE], next: null }),
      }),
      ...problems(400, 401, 403, 404, 429, 503),
    },
  });
  op({
    method: 'get',
    path: '/games/{id}/presence',
    operationId: 'getPresence',
    tag: 'Chat',
    access: 'public',
    summary: 'Who is at the table',
    description:
      'For each seat whether whoever holds it had an event stream open (this game, or their player stream) on any server process within the last 60 s, ' +
      'and how many event streams of this game are open over every process.',
    request: { params: GameIdParams },
    responses: {
      200: answer('The table now.', Presence, {
        here: example('One player here, three streams', {
          seats: [
            { seat: 0, here: true },
            { seat: 1, here: false },
          ],
          watching: 3,
        }),
      }),
      ...problems(400, 404, 429, 503),
    },
  });
  const list = example('One player', { players: [{ playerId: OTHER_ID, name: 'Troll', since: AT }] });
  for (const kind of ['mute', 'block'] as const) {
    const path = `/players/me/${kind}s`;
    const Kind = kind === 'mute' ? 'Mute' : 'Block';
    const what =
      kind === 'mute'
        ? "A muted player's chat is hidden from you in every game (read back or live); they are not told."
        : "A blocked player's chat is hidden from you in every game, and their challenges to you are refused (403 challenge-blocked); they are not told.";
    op({
      method: 'get',
      path,
      operationId: `list${Kind}s`,
      tag: 'Chat',
      access: 'player',
      summary: `List the players you ${kind === 'mute' ? 'muted' : 'blocked'}`,
      description: what,
      responses: { 200: answer('The players, oldest first.', MuteList, { list }), ...problems(400, 401, 429, 503) },
    });
    op({
      method: 'post',
      path: `${path}/{player}`,
      operationId: `${kind}Player`,
      tag: 'Chat',
      access: 'player',
      summary: `${Kind} a player`,
      description: `${what} Doing it again changes nothing. Answers the list as it now is.`,
      request: { params: PlayerRefParams },
      responses: {
        200: answer('The players, oldest first.', MuteList, { list }),
        ...problems(400, 401, 404, 422, 429, 503),
      },
    });
    op({
      method: 'delete',
      path: `${path}/{player}`,
      operationId: `un${kind}Player`,
      tag: 'Chat',
      access: 'player',
      summary: `Un${kind} a player`,
      description: `Takes the ${kind} back (none: nothing changes). Answers the list as it now is.`,
      request: { params: PlayerRefParams },
      responses: {
        200: answer('The players, oldest first.', MuteList, { list: example('Nobody', { players: [] }) }),
        ...problems(400, 401, 404, 429, 503),
      },
    });
  }
}

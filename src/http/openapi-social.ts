// The OpenAPI operations of issue 24's social part: a table's chat and presence, mutes and blocks (and
// challenges, openapi-challenges.ts). Kept apart from openapi.ts so each file stays about one room of the API.
import { ChatMessage, ChatPage, PostChatBody } from '../service/chat/schemas.js';
import { Presence } from '../service/presence/schemas.js';
import { MuteList } from '../service/social/schemas.js';
import { answer, example, jsonBody, problems, type Api, type registerConventions } from './openapi/conventions.js';
import { ChatQuery, ChallengeBody, ChallengeIdParams, GameIdParams, PlayerRefParams } from './schemas.js';
import { Challenge, ChallengeEvent, ChallengeList } from '../service/challenges/schemas.js';

const PLAYER_ID = '0b6f8a3e-5c2d-4f61-9e0a-7d1c2b3a4e5f';
const OTHER_ID = '5d2c6a1e-3f4b-4c8d-9e1a-2b3c4d5e6f70';
const AT = '2026-01-01T12:01:00.000Z';
const MESSAGE = { id: 1, channel: 'seats', text: 'good luck!', playerId: PLAYER_ID, seat: 0, name: 'Ada', at: AT };

export function registerSocialRoutes(
  { op, registry }: Api,
  params: Pick<ReturnType<typeof registerConventions>, 'IdempotencyKey'>,
): void {
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
      '(GET /games/{id}/events) as an event named `chat`, except the readers who muted or blocked its author. ' +
      "Writing closes when the game's stream ends: at once on a cancelled table, and POST_GAME_CHAT_MS (10 minutes) after a finished game's last entry (422 chat-closed, with `closedAt`); the chat stays readable. " +
      'With an Idempotency-Key a retry gets the first answer (201, the same message) and writes nothing; the same key with another text or channel is 422 idempotency-key-reused.',
    request: {
      params: GameIdParams,
      headers: [params.IdempotencyKey],
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
        page: example('One page', { messages: [MESSAGE], next: null, closesAt: null }),
        over: example("A finished game's page: writing closes 10 minutes after its last entry", {
          messages: [MESSAGE],
          next: null,
          closesAt: '2026-11-26T12:10:00.000Z',
        }),
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
      'and how many event streams of this game that hold no seat (spectators) are open over every process.',
    request: { params: GameIdParams },
    responses: {
      200: answer('The table now.', Presence, {
        here: example('One player here, three spectators', {
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
        : "A blocked player's chat is hidden from you in every game, and their challenges to you are refused (403 challenge-blocked); they are sent nothing, and learn of it only from that refusal.";
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
  registerChallengeRoutes({ op, registry });
}

const CHALLENGE = {
  id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
  from: { playerId: PLAYER_ID, name: 'Ada', handle: 'ada' },
  to: { playerId: OTHER_ID, name: 'Grace', handle: 'grace-h', bot: null },
  game: 'monad',
  players: 2,
  clock: null,
  options: null,
  status: 'pending',
  gameId: null,
  createdAt: AT,
  expiresAt: '2026-01-02T12:01:00.000Z',
};
const ACCEPTED = { ...CHALLENGE, status: 'accepted', gameId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' };

function registerChallengeRoutes({ op, registry }: Api): void {
  registry.register('ChallengeEvent', ChallengeEvent);
  op({
    method: 'post',
    path: '/challenges',
    operationId: 'createChallenge',
    tag: 'Challenges',
    access: 'player',
    summary: 'Challenge a player by handle',
    description:
      'Offers a game to the player with this handle: the challenged player hears of it on their stream (GET /players/me/events, an event named `challenge`) ' +
      'and accepts or declines; it expires after 24 hours or `expiresInSeconds`. A built-in bot (`bot-<name>`) accepts at once: the answer is then accepted and names its game. ' +
      'Refused: yourself (422 not-yourself), a player who blocked you (403 challenge-blocked), an unknown handle (404 player-not-found); ' +
      "a bot's table with open seats beyond your quotas (409 too-many-waiting-tables, 429 too-many-new-tables), storing nothing.",
    request: {
      body: jsonBody(ChallengeBody, {
        person: example('A person', { handle: 'grace-h', game: 'monad', players: 2 }),
        bot: example('A built-in bot', { handle: 'bot-random', game: 'monad', players: 2 }),
      }),
    },
    responses: {
      201: answer('The challenge.', Challenge, {
        pending: example('Waiting for an answer', CHALLENGE),
        accepted: example('A bot accepted at once', ACCEPTED),
      }),
      ...problems(400, 401, 403, 404, 409, 413, 415, 422, 429, 503),
    },
  });
  op({
    method: 'get',
    path: '/challenges',
    operationId: 'listChallenges',
    tag: 'Challenges',
    access: 'player',
    summary: 'List my open challenges',
    description: 'The pending challenges you sent or received that have not expired, newest first.',
    responses: {
      200: answer('The challenges.', ChallengeList, { list: example('One', { challenges: [CHALLENGE] }) }),
      ...problems(400, 401, 429, 503),
    },
  });
  for (const verb of ['accept', 'decline'] as const) {
    op({
      method: 'post',
      path: `/challenges/{id}/${verb}`,
      operationId: `${verb}Challenge`,
      tag: 'Challenges',
      access: 'player',
      summary: verb === 'accept' ? 'Accept a challenge' : 'Decline a challenge',
      description:
        (verb === 'accept'
          ? "By the challenged player: opens the game with the challenger at seat 0 and you at seat 1, both by your keys (a game for two starts at once; any other seats are open, and the table is listed in the lobby, where anyone may take them); the answer names it (`gameId`). The table is the challenger's and counts in their quotas: when they are full, 409 challenger-too-many-tables, and the challenge stays pending. "
          : 'By the challenged player: the challenge is closed. ') +
        "The challenger hears of it on their stream. A challenge already answered or expired: 409 challenge-closed; someone else's: 403 not-challenged.",
      request: { params: ChallengeIdParams },
      responses: {
        200: answer(
          'The challenge as it now is.',
          Challenge,
          verb === 'accept'
            ? { accepted: example('Accepted', ACCEPTED) }
            : { declined: example('Declined', { ...CHALLENGE, status: 'declined' }) },
        ),
        ...problems(400, 401, 403, 404, 409, 429, 503),
      },
    });
  }
}

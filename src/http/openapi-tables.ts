// The OpenAPI operations of tables and players (issue 9): joining, leaving, cancelling, rematches, players, a
// player's games and stream. Kept apart from openapi.ts so each file stays about one room of the API; they
// follow the same conventions (openapi/conventions.ts) and show the same example game (openapi/examples.ts).
import type { GameSchemas } from './game-schemas.js';
import { answer, example, jsonBody, lastEventIdHeader, problems, type Api } from './openapi/conventions.js';
import { eventStream } from './openapi/event-stream.js';
import { EXAMPLE_GAME_ID, EXAMPLE_REMATCH_ID } from './openapi/example-ids.js';
import { exampleSecret, JOINER, perGame, type Played } from './openapi/examples.js';
import { GameList } from '../service/games/schemas.js';
import { NewPlayer, Player, PlayerEvent, VacationState } from '../service/players/schemas.js';
import {
  CreatePlayerBody,
  GameIdParams,
  InboxQuery,
  JoinBody,
  JoinQuery,
  MyGamesQuery,
  PlayerEventsQuery,
  VacationBody,
} from './schemas.js';

const PLAYER_ID = '0b6f8a3e-5c2d-4f61-9e0a-7d1c2b3a4e5f';

export function registerTableRoutes(
  { op, registry }: Api,
  s: GameSchemas,
  gameIds: [string, ...string[]],
  played: Played,
): void {
  const first = played[0];
  if (!first) throw new Error('no games');
  const inviteCode = exampleSecret(`invite-${first.game.minPlayers - 1}`);

  op({
    method: 'post',
    path: '/games/{id}/join',
    operationId: 'joinGame',
    tag: 'Tables',
    access: 'player-or-public',
    summary: 'Take a seat at a waiting table',
    description:
      'With an invitation `code` (body or `?code=`), takes that seat; at a listed table, any open seat (`seat`, or the first open one). ' +
      "With a player key as bearer, the key works on this game too and the player's stream hears about it. Of several people racing for " +
      'the last seat one gets 200 and the others 409 seat-taken. Taking the last free seat starts the game (a `start` entry).',
    request: {
      params: GameIdParams,
      query: JoinQuery,
      body: jsonBody(
        JoinBody,
        {
          invited: example('With the invitation code', { code: inviteCode, name: JOINER }),
          lobby: example('Any open seat of a listed table', {}),
        },
        false,
      ),
    },
    responses: {
      200: answer(
        'Your seat, its token (shown once) and the game as that seat sees it.',
        s.Seating,
        perGame(played, e => e.joined, 'The last seat taken: the game starts'),
        { headers: ['ETag'] },
      ),
      ...problems(400, 401, 403, 404, 409, 413, 415, 422, 429, 503),
    },
  });
  op({
    method: 'post',
    path: '/games/{id}/leave',
    operationId: 'leaveGame',
    tag: 'Tables',
    access: 'seat-or-player',
    summary: 'Give up your seat before the start',
    description:
      "Frees the caller's seat while the game is waiting: its token stops working, its event streams end after the `leave` event, and its invitation code works again. After the start, resign instead.",
    request: { params: GameIdParams },
    responses: {
      200: answer(
        'The game as a spectator sees it.',
        s.Game,
        perGame(played, e => e.left, 'The seat is open again'),
        { headers: ['ETag'] },
      ),
      ...problems(400, 401, 403, 404, 409, 413, 415, 422, 429, 503),
    },
  });
  op({
    method: 'post',
    path: '/games/{id}/cancel',
    operationId: 'cancelGame',
    tag: 'Tables',
    access: 'seat-or-player',
    summary: 'Cancel a waiting table',
    description:
      'The person who opened the table (their seat token or player key) may cancel it before it starts: its status becomes `cancelled` (terminal), its seed is revealed, ' +
      "it leaves the lobby and frees its place in the creator's waiting tables (MAX_WAITING_TABLES), and its watchers get the `cancel` entry. " +
      'Someone who took an open seat is refused (403 not-creator: they may leave instead); a started table is refused (422 not-waiting). ' +
      'Cancelling a cancelled table again answers it as it is (200), adding nothing.',
    request: { params: GameIdParams },
    responses: {
      200: answer(
        'The cancelled game.',
        s.Game,
        perGame(played, e => e.cancelled, 'Cancelled, the seed revealed'),
        { headers: ['ETag'] },
      ),
      ...problems(400, 401, 403, 404, 409, 413, 415, 422, 429, 503),
    },
  });
  op({
    method: 'post',
    path: '/games/{id}/rematch',
    operationId: 'rematchGame',
    tag: 'Tables',
    access: 'seat-or-player',
    summary: 'Play again',
    description:
      'By a seated person of a finished game. The first call opens the rematch (same game, options and bots, a new seed, every seat moved on by one) ' +
      'and seats the caller; every other person takes their reserved seat by calling this too, and the new game starts when all have. Every call ' +
      "names the same new game, which the old game's view shows as `table.rematch`.",
    request: { params: GameIdParams },
    responses: {
      200: answer(
        'Your seat in the new game, its token the first time, and the game.',
        s.RematchAnswer,
        perGame(played, e => e.rematch, 'The rematch opened'),
      ),
      ...problems(400, 401, 403, 404, 409, 413, 415, 422, 429, 503),
    },
  });

  op({
    method: 'post',
    path: '/players',
    operationId: 'createPlayer',
    tag: 'Players',
    access: 'public',
    summary: 'Become a player',
    description:
      'A name (1 to 40 printable characters, not unique), a handle (unique whatever its case; suggested from the name when left out) and a key that identifies you across games, shown once. Send it as `Authorization: Bearer <key>`.',
    request: {
      body: jsonBody(CreatePlayerBody, {
        named: example('A name', { name: 'Ada' }),
        handle: example('A name and a handle', { name: 'Ada Lovelace', handle: 'ada_l' }),
      }),
    },
    responses: {
      201: answer('The player and its key.', NewPlayer, {
        created: example('Ada, with her key', {
          id: PLAYER_ID,
          name: 'Ada',
          handle: 'Ada',
          key: exampleSecret('player-key'),
        }),
      }),
      ...problems(400, 409, 413, 415, 429, 503),
    },
  });
  op({
    method: 'get',
    path: '/players/me',
    operationId: 'getMe',
    tag: 'Players',
    access: 'player',
    summary: 'Get the player the key belongs to',
    description: 'The id, name and handle of the player of the bearer key: a way to check a key.',
    responses: {
      200: answer('The player.', Player, { me: example('Ada', { id: PLAYER_ID, name: 'Ada', handle: 'Ada' }) }),
      ...problems(400, 401, 429, 503),
    },
  });
  op({
    method: 'get',
    path: '/players/me/games',
    operationId: 'listMyGames',
    tag: 'Players',
    access: 'player',
    summary: 'List my games',
    description:
      'The games the player sits at, newest first, with their seats and names, whose turn it is and the last activity (`updatedAt`); `awaiting=true`: only those where the player is to act.',
    request: { query: MyGamesQuery(gameIds) },
    responses: {
      200: answer("One page of the player's games; each names the player's `seat`.", GameList, {
        page: example('One page', {
          games: played.map(p => ({ ...(p.examples.summary as object), seat: 0 })),
          nextCursor: null,
        }),
      }),
      ...problems(400, 401, 429, 503),
    },
  });
  op({
    method: 'get',
    path: '/players/me/inbox',
    operationId: 'getMyInbox',
    tag: 'Players',
    access: 'player',
    summary: 'My inbox: the games awaiting me, and what happened since my last move',
    description:
      'The games where the player is to act, soonest deadline first (no deadline last), each as "my games" lists it, with `sinceYourLastMove`: ' +
      "how many entries came after the seat's last own entry and the first of them, exactly as GET /games/{id}/moves shows them to that seat " +
      '(no hidden information): a client says them in its own words. Paged as GET /players/me/games?awaiting=true is: `limit` games, then `cursor` from `nextCursor`.',
    request: { query: InboxQuery },
    responses: {
      200: answer('The games awaiting the player.', s.Inbox, {
        inbox: example('One game awaiting', {
          games: played.slice(0, 1).map(p => ({
            ...(p.examples.summary as object),
            seat: 0,
            sinceYourLastMove: { after: -1, count: 0, entries: [] },
          })),
          nextCursor: null,
        }),
      }),
      ...problems(400, 401, 429, 503),
    },
  });
  const onVacation = {
    onVacation: true,
    from: '2026-08-01T08:00:00.000Z',
    until: '2026-08-15T08:00:00.000Z',
    daysPerYear: 14,
    daysLeft: 0,
  };
  const back = { onVacation: false, from: null, until: null, daysPerYear: 14, daysLeft: 14 };
  const vacationWords =
    'A player has VACATION_DAYS_PER_YEAR vacation days (14 by default) in any 365 days: the vacation time of the last 365 days plus the new one must fit. ' +
    'While on, the deadlines of their games with a correspondence clock (per turn of a day or more, or a bank starting at a day or more) pause: ' +
    "each such game on gets a `vacation` entry, the seat's time does not run until `until`, and opponents see `clock.seats[].vacationUntil`. " +
    'Live clocks run on; games started during the vacation are not paused.';
  op({
    method: 'get',
    path: '/players/me/vacation',
    operationId: 'getMyVacation',
    tag: 'Players',
    access: 'player',
    summary: 'My vacation and the days left',
    description: vacationWords,
    responses: {
      200: answer('The vacation on, if any, and the days left.', VacationState, {
        back: example('Not on vacation', back),
      }),
      ...problems(400, 401, 429, 503),
    },
  });
  op({
    method: 'post',
    path: '/players/me/vacation',
    operationId: 'startMyVacation',
    tag: 'Players',
    access: 'player',
    summary: 'Go on vacation: pause my correspondence deadlines until a date',
    description:
      vacationWords +
      ' `until` in the past is 400; past the days left, 422 vacation-over-budget; already on, 409 vacation-conflict.',
    request: { body: jsonBody(VacationBody, { twoWeeks: example('Two weeks', { until: onVacation.until }) }) },
    responses: {
      200: answer('The vacation on, and the games it paused.', VacationState, {
        on: example('On vacation', { ...onVacation, games: 3 }),
      }),
      ...problems(400, 401, 409, 413, 415, 422, 429, 503),
    },
  });
  op({
    method: 'delete',
    path: '/players/me/vacation',
    operationId: 'endMyVacation',
    tag: 'Players',
    access: 'player',
    summary: 'End my vacation now',
    description:
      'Ends the vacation on: the paused deadlines run again from now (each game gets a `vacation` entry ending the pause), and the days not taken are free again. Not on vacation: 409 vacation-conflict.',
    responses: {
      200: answer('Back: the days left, and the games resumed.', VacationState, {
        back: example('Back', { ...back, games: 3 }),
      }),
      ...problems(400, 401, 409, 429, 503),
    },
  });
  op({
    method: 'get',
    path: '/players/me/events',
    operationId: 'followMe',
    tag: 'Players',
    access: 'player',
    summary: 'Follow my games (Server-Sent Events)',
    description:
      "One stream for all the player's games: an event when it becomes the player's turn in any game, when a table they sit at starts, is joined, left, " +
      "cancelled or finished, when a rematch is offered, and (turn-reminder) when a correspondence turn of theirs runs out soon. `id:` is the event's number in the player's stream; resume with Last-Event-ID (0 replays " +
      'from the first event); without it the stream starts with the next event. The key may be given as `?key=` instead of the bearer header, for EventSource. ' +
      'Challenges come on the same stream as events named `challenge` (a ChallengeEvent: challenged, challenge-accepted, challenge-declined), numbered with the others. ' +
      'One event is about the player rather than a game: `{ seq, type: "webhook-disabled", webhookId, url, reason, at }`, when a webhook failed for 24 hours and was disabled.',
    request: {
      query: PlayerEventsQuery,
      headers: [
        lastEventIdHeader.optional().openapi({
          param: {
            name: 'Last-Event-ID',
            in: 'header',
            description:
              "Resume after this event number (sent by EventSource when it reconnects); empty, or a number beyond the player's last event, means from the next event. Anything but digits is refused (400).",
          },
        }),
      ],
    },
    responses: {
      200: eventStream(
        registry,
        'A stream of events whose data are PlayerEvent.',
        {
          component: 'PlayerEvent',
          schema: PlayerEvent,
          id: "The event's number in the player's stream; send it back as Last-Event-ID to resume after it.",
          idOf: (event: { seq: number }) => event.seq,
          named: { challenge: 'ChallengeEvent' },
        },
        {
          turn: example('Your turn', {
            seq: 3,
            type: 'your-turn',
            gameId: EXAMPLE_GAME_ID,
            game: first.game.id,
            version: 1,
            seat: 0,
            status: 'active',
            toAct: [0],
            at: '2026-01-01T12:00:30.000Z',
          }),
          reminder: example('A turn reminder', {
            seq: 5,
            type: 'turn-reminder',
            gameId: EXAMPLE_GAME_ID,
            game: first.game.id,
            version: 1,
            seat: 0,
            status: 'active',
            toAct: [0],
            deadline: '2026-01-02T12:00:30.000Z',
            remainingMs: 43_200_000,
            at: '2026-01-02T00:00:30.000Z',
          }),
          rematch: example('A rematch offered', {
            seq: 4,
            type: 'rematch-offered',
            gameId: EXAMPLE_GAME_ID,
            game: first.game.id,
            version: 9,
            seat: 0,
            status: 'finished',
            toAct: [],
            by: 1,
            rematch: EXAMPLE_REMATCH_ID,
            at: '2026-01-01T12:30:00.000Z',
          }),
        },
      ),
      ...problems(400, 401, 429, 503),
    },
  });
}

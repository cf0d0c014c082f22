// The shapes of the API that do not depend on which games are served, declared once: they validate
// requests, type the handlers, and become the components of the OpenAPI document.
import { CLOCK_LIMITS } from '../service/clocks/clock.js';
import { GAME_STATUSES, ENTRY_KINDS } from '../store/schema.js';
import { EXAMPLE_GAME_ID } from './openapi/examples.js';
import { z } from './zod.js';

// zod-to-openapi renders `.nullable()` of a named component wrongly (the null is lost or contradicts the
// reference), so nullable named shapes are written as a union with null, which it renders as anyOf.
export const orNull = <S extends z.ZodType>(schema: S) => z.union([schema, z.null()]);

/** Seats are numbered 0..players-1 in turn order (not a named component: see orNull). */
export const Seat = z.number().int().min(0);

export const Outcome = z
  .object({
    reason: z
      .string()
      .openapi({ description: "Why the game ended, in the game's words: won, blocked, max-turns, resigned…" }),
    winners: z.array(Seat),
    ranking: z.array(z.object({ seat: Seat, place: z.number().int().min(1), score: z.number().optional() })),
  })
  .openapi('Outcome');

export const Status = z.enum(GAME_STATUSES).openapi('GameStatus');

const seconds = (max: number, description: string) =>
  z.number().int().min(CLOCK_LIMITS.minSeconds).max(max).openapi({ description });

/** The clock asked for at creation: correspondence (per turn) or Fischer (bank plus increment). */
export const ClockOption = z
  .union([
    z.strictObject({
      perTurnSeconds: seconds(
        CLOCK_LIMITS.maxPerTurnSeconds,
        'Correspondence: the seat has this long each time it becomes to act (up to 30 days).',
      ),
    }),
    z.strictObject({
      initialSeconds: seconds(
        CLOCK_LIMITS.maxInitialSeconds,
        "Fischer: each seat's bank at the start (up to one day).",
      ),
      incrementSeconds: z
        .number()
        .int()
        .min(0)
        .max(CLOCK_LIMITS.maxIncrementSeconds)
        .openapi({ description: 'Fischer: added to the bank each time the seat stops being to act (up to one hour).' }),
    }),
  ])
  .openapi('ClockOption', {
    description:
      "A clock the server enforces: a seat's time runs while it is to act, measured from log entry to log entry. When it runs out, the server appends a `timeout` entry that resigns the seat under the game's rules. Seats played by built-in bots have no clock.",
  });

export const ClockView = z
  .object({
    kind: z.enum(['per-turn', 'fischer']),
    perTurnSeconds: z.number().int().optional(),
    initialSeconds: z.number().int().optional(),
    incrementSeconds: z.number().int().optional(),
    seats: z
      .array(
        z.object({
          seat: Seat,
          remainingMs: z
            .number()
            .int()
            .min(0)
            .openapi({ description: "Time left as of the game's last entry (updatedAt)." }),
          deadline: z.iso
            .datetime()
            .nullable()
            .openapi({ description: 'When the seat runs out of time, while it is to act; null otherwise.' }),
        }),
      )
      .openapi({ description: 'One entry per seat played by a person (bots have no clock).' }),
  })
  .openapi('Clock', { description: "Each seat's time and, for the seats to act, their deadline." });

export const Problem = z
  .object({
    type: z.string().openapi({
      description:
        'A URI reference naming the kind of problem, /problems/<code>: a page on this server that explains the code (for a rule code, quotes the rule).',
    }),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    code: z.string().openapi({
      description: "The server's code (version-conflict…) or the rule a move breaks (monad/M18-pass-not-allowed).",
    }),
    instance: z.string().optional(),
    errors: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .openapi({ description: 'What is wrong in the request, field by field.' }),
    currentVersion: z
      .number()
      .int()
      .optional()
      .openapi({ description: 'With version-conflict: the version the game is at.' }),
  })
  .catchall(z.unknown())
  .openapi('Problem', { description: 'RFC 9457 problem details.' });

export const Version = z.number().int().min(0);

export const SeatToken = z
  .object({
    seat: Seat,
    token: z
      .string()
      .optional()
      .openapi({ description: 'The bearer token of a seat played by a person. Shown once, to the creator.' }),
    bot: z
      .string()
      .optional()
      .openapi({ description: 'The built-in player of a seat played by the server; such a seat has no token.' }),
    open: z
      .literal(true)
      .optional()
      .openapi({ description: 'An open seat: someone takes it with its invitation code (invites) or from the lobby.' }),
    name: z.string().optional().openapi({ description: 'The name of the person at this seat.' }),
  })
  .openapi('SeatToken');

/** A printable name of 1 to 40 characters (checked again, trimmed, by the use case). */
export const Name = z
  .string()
  .min(1)
  .max(160)
  .openapi({ description: '1 to 40 printable characters; names need not be unique.', example: 'Ada' });

export const TableSeat = z
  .object({
    seat: Seat,
    name: z.string().nullable().openapi({ description: 'The name of whoever sits here, if they gave one.' }),
    bot: z.string().nullable().openapi({ description: 'The built-in player of a bot seat.' }),
    state: z.enum(['open', 'reserved', 'taken', 'bot']).openapi({
      description:
        'open: anyone with the invitation (or anyone, at a listed table) may take it; reserved: kept for a person of the previous game (rematch); taken: a person sits here; bot: the server plays it.',
    }),
  })
  .openapi('TableSeat', {
    description: 'A seat as everyone may see it: never its token or invitation code.',
    example: { seat: 1, name: 'Grace', bot: null, state: 'taken' },
  });

export const TableSummary = z
  .object({
    listed: z.boolean().openapi({ description: 'Shown in the lobby (GET /games?status=waiting&open=true).' }),
    seats: z.array(TableSeat),
  })
  .openapi('TableSummary');

export const TableView = TableSummary.extend({
  rematch: z
    .string()
    .nullable()
    .openapi({ description: 'The rematch of this game, once someone asked for it (POST /games/{id}/rematch).' }),
  rematchOf: z.string().nullable().openapi({ description: 'The game this one is a rematch of.' }),
}).openapi('TableView');

export const Invite = z
  .object({
    seat: Seat,
    code: z
      .string()
      .openapi({ description: 'Lets one person take this seat (POST /games/{id}/join). Shown once, to the creator.' }),
    url: z.string().openapi({ description: 'Where the invited person joins, code included (POST).' }),
  })
  .openapi('Invite', {
    example: {
      seat: 1,
      code: 'q3T0mXhWcJ8Vx4gkq2z1cR8l5YvH0nJtRk3pYVZb0aA',
      url: '/games/2f8e…/join?code=q3T0mXhWcJ8Vx4gkq2z1cR8l5YvH0nJtRk3pYVZb0aA',
    },
  });

export const CreatePlayerBody = z.object({ name: Name }).openapi('CreatePlayerBody', { example: { name: 'Ada' } });

export const Player = z
  .object({ id: z.string(), name: z.string() })
  .openapi('Player', { example: { id: '0b6f8a3e-5c2d-4f61-9e0a-7d1c2b3a4e5f', name: 'Ada' } });

export const NewPlayer = Player.extend({
  key: z.string().openapi({
    description: 'The player key (256 random bits): Authorization: Bearer <key>. Shown once; only its hash is kept.',
  }),
}).openapi('NewPlayer', { example: { id: '0b6f8a3e-5c2d-4f61-9e0a-7d1c2b3a4e5f', name: 'Ada', key: 'Xq9…' } });

export const JoinBody = z
  .object({
    seat: Seat.optional().openapi({
      description: "The seat to take; without it, the invitation's seat or the first open one.",
    }),
    code: z
      .string()
      .min(1)
      .max(200)
      .optional()
      .openapi({ description: 'The invitation code of the seat (also accepted as ?code=).' }),
    name: Name.optional().openapi({ description: 'Your name at this table; default: your player name.' }),
  })
  .openapi('JoinBody', { example: { code: 'q3T0mXhWcJ8Vx4gkq2z1cR8l5YvH0nJtRk3pYVZb0aA', name: 'Grace' } });

export const JoinQuery = z.strictObject({
  code: z.string().min(1).max(200).optional().openapi({ description: 'The invitation code, as in the invite url.' }),
});

export const PlayerEvent = z
  .object({
    seq: z
      .number()
      .int()
      .min(1)
      .openapi({ description: "The event's number in this player's stream; also its SSE id." }),
    type: z.enum(['your-turn', 'started', 'joined', 'left', 'cancelled', 'finished', 'rematch-offered']),
    gameId: z.string(),
    game: z.string(),
    version: Version,
    seat: Seat.openapi({ description: "The player's seat in that game." }),
    status: Status,
    toAct: z.array(Seat),
    by: Seat.optional().openapi({ description: 'The seat that joined or left, or asked for the rematch.' }),
    rematch: z.string().optional().openapi({
      description: 'With rematch-offered: the new game; POST /games/{id}/rematch on the old game takes your seat.',
    }),
    deadline: z.iso
      .datetime()
      .optional()
      .openapi({ description: 'With your-turn in a game with a clock: when your time runs out (you then time out).' }),
    at: z.iso.datetime(),
  })
  .openapi('PlayerEvent', {
    description: 'The data of one event of GET /players/me/events.',
    example: {
      seq: 3,
      type: 'your-turn',
      gameId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      game: 'monad',
      version: 7,
      seat: 1,
      status: 'active',
      toAct: [1],
      deadline: '2026-11-24T04:00:00.000Z',
      at: '2026-11-23T04:00:00.000Z',
    },
  });

export const PlayerEventsQuery = z.strictObject({
  key: z
    .string()
    .optional()
    .openapi({ description: 'The player key, for clients that cannot set headers (EventSource).' }),
});

export const BotSeat = z
  .object({
    seat: Seat,
    bot: z.string().openapi({ description: 'The built-in player (strategy) the server plays this seat with.' }),
  })
  .openapi('BotSeat');

export const Summary = z
  .object({
    id: z.string(),
    game: z.string(),
    players: z.number().int(),
    custom: z.boolean(),
    seeded: z.boolean().openapi({
      description:
        'The creator chose the seed (POST /games with `seed`): the deal and every draw are known to them from the start, and a guessable seed can be recovered from seedHash. false when the server drew the seed. Games created before this flag existed are marked true.',
    }),
    seedHash: z.string(),
    status: Status,
    version: Version,
    toAct: z.array(Seat),
    outcome: orNull(Outcome),
    deadline: z.iso
      .datetime()
      .nullable()
      .openapi({ description: 'The earliest deadline of the seats to act, on a game with a clock; null otherwise.' }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime().openapi({ description: 'The last activity: when the last log entry was appended.' }),
    table: TableSummary,
    seat: Seat.optional().openapi({ description: "In GET /players/me/games: the player's seat." }),
  })
  .openapi('GameSummary');

export const GameList = z.object({ games: z.array(Summary), nextCursor: z.string().nullable() }).openapi('GameList');

export const Health = z.object({ status: z.enum(['ok', 'ready']) }).openapi('Health');

export const EntryKind = z.enum(ENTRY_KINDS).openapi('EntryKind');

const booleanFlag = z.enum(['true', 'false']).transform(v => v === 'true');

// Query schemas are strict: an unknown parameter is a 400 naming it (http/parse.ts), never silently ignored.
export const ListQuery = (gameIds: readonly [string, ...string[]]) =>
  z.strictObject({
    game: z.enum(gameIds).optional(),
    status: Status.optional(),
    awaiting: booleanFlag
      .optional()
      .openapi({ description: 'true: only the game of the bearer token, and only while its seat is to act.' }),
    open: booleanFlag
      .optional()
      .openapi({ description: 'true: the lobby, listed tables with a seat anyone may take (POST /games/{id}/join).' }),
    cursor: z.string().max(500).optional().openapi({ description: 'nextCursor of the previous page.' }),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  });

export const LogQuery = z.strictObject({
  after: z.coerce
    .number()
    .int()
    .min(-1)
    .default(-1)
    .openapi({ description: 'Entries with seq greater than this; -1 includes the creation entry.' }),
  limit: z.coerce.number().int().min(1).max(1000).default(1000),
});

export const EventsQuery = z.strictObject({
  token: z
    .string()
    .optional()
    .openapi({ description: 'The seat token, for clients that cannot set headers (EventSource).' }),
});

export const GameQuery = z.strictObject({
  at: z.coerce.number().int().min(0).optional().openapi({
    type: 'integer',
    minimum: 0,
    description:
      'A past version: the game as the caller may see it right after that entry (0 = as created). Beyond the current version: 404 version-not-found.',
  }),
});

export const GameIdParams = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { description: 'The id of the game, as POST /games answered it.', example: EXAMPLE_GAME_ID } }),
});

export const MyGamesQuery = (gameIds: readonly [string, ...string[]]) =>
  z.strictObject({
    game: z.enum(gameIds).optional(),
    status: Status.optional(),
    awaiting: booleanFlag.optional().openapi({ description: 'true: only the games where the player is to act.' }),
    cursor: z.string().max(500).optional().openapi({ description: 'nextCursor of the previous page.' }),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  });

export const TableFact = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('joined'), seat: Seat, name: z.string().nullable() }),
    z.object({ type: z.literal('left'), seat: Seat }),
    z.object({ type: z.literal('started') }),
    z.object({
      type: z.literal('cancelled'),
      seat: Seat.nullable().openapi({
        description: 'Who cancelled; null: the server, as nobody took the open seats within `joinWithinSeconds`.',
      }),
    }),
    z.object({ type: z.literal('rematch'), game: z.string() }),
  ])
  .openapi('TableFact', {
    description: 'A table entry: a seat taken or freed, the start, a cancellation, a rematch opened.',
  });

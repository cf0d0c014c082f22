// The shapes of the requests that do not depend on which games are served, and of the problem and health
// answers, declared once: they validate requests, type the handlers, and become components of the OpenAPI
// document. The shapes of the service's answers are the service's (service/<room>/schemas.ts).
import { THINK_MS } from '../bots/strategy.js';
import { CLOCK_LIMITS } from '../service/clocks/clock.js';
import { Label, PasskeyAssertion, PasskeyRegistration } from '../service/players/schemas.js';
import { Seat, Status } from '../service/views/schemas.js';
import { EXAMPLE_GAME_ID } from './openapi/example-ids.js';
import { queryInteger, queryIntegerOr } from './query-integer.js';
import { z } from './zod.js';

const seconds = (max: number, description: string) =>
  z.number().int().min(CLOCK_LIMITS.minSeconds).max(max).openapi({ description });

/** What a clock that is neither kind is told (zod would say only "Invalid input"); field-words.ts says it in fr/de. */
export const CLOCK_SHAPE =
  'A clock is { "perTurnSeconds": n } (1 s to 30 days) or { "initialSeconds": n, "incrementSeconds": n } with an optional "maxSeconds" (a bank of 1 s to 60 days, an increment of 0 to 7 days), in whole seconds.';

/**
 * What a think budget that is no number is told: a string, or a number past a double's range (1e400), which JSON
 * parses as Infinity and zod refuses as no number before the range check of service/games/create.ts could name the
 * bounds (zod's French said "nombre attendu, nombre reçu"). field-words.ts says it in fr/de.
 */
export const THINK_MS_SHAPE = `"thinkMs" is a whole number of milliseconds from ${THINK_MS.min} to ${THINK_MS.max}.`;

/** The clock asked for at creation: correspondence (per turn) or a bank (plus increment, with an optional cap). */
export const ClockOption = z
  .union(
    [
      z.strictObject({
        perTurnSeconds: seconds(
          CLOCK_LIMITS.maxPerTurnSeconds,
          'Per turn: the seat has this long each time it becomes to act (up to 30 days).',
        ),
      }),
      z
        .strictObject({
          initialSeconds: seconds(
            CLOCK_LIMITS.maxInitialSeconds,
            "Bank (Fischer): each seat's bank at the start (up to 60 days).",
          ),
          incrementSeconds: z
            .number()
            .int()
            .min(0)
            .max(CLOCK_LIMITS.maxIncrementSeconds)
            .openapi({ description: 'Bank: added to the bank each time the seat stops being to act (up to 7 days).' }),
          maxSeconds: seconds(
            CLOCK_LIMITS.maxBankSeconds,
            'Bank: the bank never grows past this (up to 60 days, at least initialSeconds). A time bank such as Little Golem\'s: 10 days, 1 day a turn, at most 20 days = { "initialSeconds": 864000, "incrementSeconds": 86400, "maxSeconds": 1728000 }.',
          ).optional(),
        })
        .refine(c => c.maxSeconds === undefined || c.maxSeconds >= c.initialSeconds, {
          message: 'maxSeconds caps the bank, so it is at least initialSeconds.',
          path: ['maxSeconds'],
        }),
    ],
    { error: CLOCK_SHAPE },
  )
  .openapi('ClockOption', {
    description:
      "A clock the server enforces: a seat's time runs while it is to act, measured from log entry to log entry. When it runs out, the server appends a `timeout` entry that resigns the seat under the game's rules (or, with the table's `onTimeout: \"bot\"` in a game of 3 or more players, hands the seat to a bot). Seats played by built-in bots have no clock. A clock whose move may take a day or more (per turn ≥ 1 day, or a bank starting at ≥ 1 day) is a correspondence clock: its deadlines pause while the seat's player is on vacation.",
  });

/** What becomes of a seat whose time runs out. */
export const OnTimeout = z.enum(['resign', 'bot']).openapi('OnTimeout', {
  description:
    "What becomes of a seat whose time runs out: `resign` (the default) resigns it; `bot` (games of 3 or more players) has the heuristic bot play it for the rest of the game, so the others play on. Either way the player's result is a timeout.",
});

export const Problem = z
  .object({
    type: z.string().openapi({
      description:
        'A URI reference naming the kind of problem, /problems/<code>, the same in every language: a page on this server that explains the code (for a rule code, quotes the rule), in English, or in French or German with ?lang=fr or ?lang=de.',
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

/** A printable name of 1 to 40 characters (checked again, trimmed, by the use case). */
export const Name = z.string().min(1).max(160).openapi({
  description:
    '1 to 40 printable characters, at least one of them visible (not only spaces, marks or blank letters such as U+3164); names need not be unique.',
  example: 'Ada',
});

export const VacationBody = z
  .strictObject({
    until: z.iso.datetime({ offset: true }).openapi({
      description:
        'When the vacation ends (after now); from now to then counts against the VACATION_DAYS_PER_YEAR days of any 365 days.',
    }),
  })
  .openapi('VacationBody', { example: { until: '2026-08-15T08:00:00.000Z' } });

export const CreatePlayerBody = z
  .object({
    name: Name,
    handle: z.string().max(100).optional().openapi({
      description:
        'How others find you: 3 to 20 ASCII letters, digits, - and _, unique whatever the case; reserved words (me, admin, bot…) are refused. Suggested from the name when left out.',
      example: 'ada_l',
    }),
    bot: z.boolean().optional().openapi({
      description: 'true when a program plays with this key: its profile and the leaderboards mark it a bot.',
    }),
  })
  .openapi('CreatePlayerBody', { example: { name: 'Ada', handle: 'ada_l' } });

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

export const PlayerEventsQuery = z.strictObject({
  key: z
    .string()
    .optional()
    .openapi({ description: 'The player key, for clients that cannot set headers (EventSource).' }),
});

export const Health = z.object({ status: z.enum(['ok', 'ready']) }).openapi('Health');

const booleanFlag = z.enum(['true', 'false']).transform(v => v === 'true');

/** The filters both listings share (issue 21): the number of players and the kind of clock. */
const listFilters = {
  players: queryInteger({ min: 1, max: 16, description: 'Only games for this many players.' }).optional(),
  clock: z
    .enum(['none', 'per-turn', 'fischer'])
    .optional()
    .openapi({ description: 'Only games with this kind of clock (`clock.kind`), or without a clock (none).' }),
};

// Query schemas are strict: an unknown parameter is a 400 naming it (http/parse.ts), never silently ignored.
export const ListQuery = (gameIds: readonly [string, ...string[]]) =>
  z.strictObject({
    game: z.enum(gameIds).optional(),
    status: Status.optional(),
    ...listFilters,
    awaiting: booleanFlag
      .optional()
      .openapi({ description: 'true: only the game of the bearer token, and only while its seat is to act.' }),
    open: booleanFlag
      .optional()
      .openapi({ description: 'true: the lobby, listed tables with a seat anyone may take (POST /games/{id}/join).' }),
    listed: booleanFlag.optional().openapi({
      description:
        'true: only tables put in the lobby (created with listed: true), e.g. the games being played there; false: only the others.',
    }),
    cursor: z.string().max(500).optional().openapi({ description: 'nextCursor of the previous page.' }),
    limit: queryIntegerOr(20, { min: 1, max: 100 }),
  });

export const LogQuery = z.strictObject({
  after: queryIntegerOr(-1, {
    min: -1,
    description: 'Entries with seq greater than this; -1 includes the creation entry.',
  }),
  limit: queryIntegerOr(1000, { min: 1, max: 1000 }),
});

export const EventsQuery = z.strictObject({
  token: z.string().optional().openapi({
    description:
      'The seat token (or player key), for clients that cannot set headers (EventSource). A player key that holds no seat here follows as a spectator whose mutes apply to the chat.',
  }),
  chatAfter: queryInteger({
    min: 0,
    description:
      'Send the chat messages after this number first (the last `chat` event seen before a reconnect); by default the chat starts with the next message.',
  }).optional(),
});

export const ChatQuery = z.strictObject({
  after: queryIntegerOr(0, {
    min: 0,
    description: 'Messages with a number greater than this; 0 reads from the first.',
  }),
  limit: queryIntegerOr(100, { min: 1, max: 200 }),
});

export const PlayerRefParams = z.object({
  player: z
    .string()
    .min(1)
    .max(100)
    .openapi({
      param: { description: "The player's id (or handle).", example: '0b6f8a3e-5c2d-4f61-9e0a-7d1c2b3a4e5f' },
    }),
});

export const ReviewQuery = z.strictObject({
  seat: queryInteger({ min: 0, description: 'The seat whose decisions are reviewed: from 0 to players - 1.' })
    // A preprocessed number reads `unknown` as input, which the document would show as optional.
    .openapi({ param: { required: true } }),
});

export const GameQuery = z.strictObject({
  at: queryInteger({
    min: 0,
    description:
      'A past version: the game as the caller may see it right after that entry (0 = as created). Beyond the current version: 404 version-not-found.',
  }).optional(),
});

export const GameIdParams = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { description: 'The id of the game, as POST /games answered it.', example: EXAMPLE_GAME_ID } }),
});

export const HandleParams = z.object({
  handle: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { description: "The player's handle, in any case.", example: 'ada_l' } }),
});

export const LeaderboardParams = (gameIds: readonly [string, ...string[]]) =>
  z.object({ game: z.enum(gameIds).openapi({ param: { description: 'The game.', example: gameIds[0] } }) });

export const LeaderboardQuery = z.strictObject({
  cursor: z.string().max(500).optional().openapi({ description: '`next` of the previous page.' }),
  limit: queryIntegerOr(100, { min: 1, max: 100 }),
});

export const InboxQuery = z.strictObject({
  cursor: z.string().max(500).optional().openapi({ description: 'nextCursor of the previous page.' }),
  limit: queryIntegerOr(20, { min: 1, max: 50, description: 'Games at most.' }),
});

export const MyGamesQuery = (gameIds: readonly [string, ...string[]]) =>
  z.strictObject({
    game: z.enum(gameIds).optional(),
    status: Status.optional(),
    ...listFilters,
    awaiting: booleanFlag.optional().openapi({ description: 'true: only the games where the player is to act.' }),
    cursor: z.string().max(500).optional().openapi({ description: 'nextCursor of the previous page.' }),
    limit: queryIntegerOr(20, { min: 1, max: 100 }),
  });

// ── Devices (issue 24) ──────────────────────────────────────────────────────────────────────────────────
export const KeyIdParams = z.object({ id: z.string().min(1).max(100) });
/** A passkey's credential id (base64url; WebAuthn allows ids of up to 1023 bytes). */
export const PasskeyIdParams = z.object({ id: z.string().min(1).max(1400) });

export const LinkBody = z
  .object({
    code: z.string().min(1).max(40).openapi({ description: 'The link code the signed-in device shows.' }),
    label: Label.optional(),
  })
  .openapi('LinkBody', { example: { code: 'K7M2Q-9XH4D', label: 'Phone' } });

export const PasskeyRegistrationBody = z.object({ credential: PasskeyRegistration }).openapi('PasskeyRegistrationBody');

export const PasskeySignInBody = z
  .object({ credential: PasskeyAssertion, label: Label.optional() })
  .openapi('PasskeySignInBody');
export const ChallengeBody = z
  .strictObject({
    handle: z
      .string()
      .min(1)
      .max(40)
      .openapi({ description: "The challenged player's handle (a built-in bot's: bot-<name>)." }),
    game: z.string().min(1).max(40).openapi({ description: 'The game to play, as POST /games names it.' }),
    players: z.number().int().min(1).max(10).default(2).openapi({
      description:
        "How many seats: the challenger takes seat 0, the challenged seat 1; any others are open seats of a table listed in the lobby, where anyone may take one. That table is the challenger's: it counts in their MAX_WAITING_TABLES and TABLES_PER_MINUTE.",
    }),
    clock: ClockOption.optional(),
    options: z.unknown().optional().openapi({ description: "The game's options, as POST /games takes them." }),
    expiresInSeconds: z.number().int().min(60).max(604_800).optional().openapi({
      description: 'The challenge expires after this many seconds (1 minute to 7 days); 24 hours by default.',
    }),
  })
  .openapi('ChallengeBody', {
    description:
      'A challenge to a game: rated when it has a clock, casual without one, as a rated game needs a clock (POST /games, `rated`).',
    example: { handle: 'grace-h', game: 'monad', players: 2 },
  });

export const ChallengeIdParams = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { description: 'The id of the challenge.', example: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d' } }),
});

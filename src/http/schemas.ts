// The shapes of the API that do not depend on which games are served, declared once: they validate
// requests, type the handlers, and become the components of the OpenAPI document.
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
    reason: z.string().openapi({ description: 'Why the game ended, in the game\'s words: won, blocked, max-turns, resigned…' }),
    winners: z.array(Seat),
    ranking: z.array(z.object({ seat: Seat, place: z.number().int().min(1), score: z.number().optional() })),
  })
  .openapi('Outcome');

export const Status = z.enum(GAME_STATUSES).openapi('GameStatus');

export const Problem = z
  .object({
    type: z.string().openapi({ description: 'A URI reference naming the kind of problem, /problems/<code>: a page on this server that explains the code (for a rule code, quotes the rule).' }),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    code: z.string().openapi({ description: 'The server\'s code (version-conflict…) or the rule a move breaks (monad/M18-pass-not-allowed).' }),
    instance: z.string().optional(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional().openapi({ description: 'What is wrong in the request, field by field.' }),
    currentVersion: z.number().int().optional().openapi({ description: 'With version-conflict: the version the game is at.' }),
  })
  .catchall(z.unknown())
  .openapi('Problem', { description: 'RFC 9457 problem details.' });

export const Version = z.number().int().min(0);

export const SeatToken = z
  .object({
    seat: Seat,
    token: z.string().optional().openapi({ description: 'The bearer token of a seat played by a person. Shown once, to the creator.' }),
    bot: z.string().optional().openapi({ description: 'The built-in player of a seat played by the server; such a seat has no token.' }),
  })
  .openapi('SeatToken');

export const BotSeat = z
  .object({ seat: Seat, bot: z.string().openapi({ description: 'The built-in player (strategy) the server plays this seat with.' }) })
  .openapi('BotSeat');

export const Summary = z
  .object({
    id: z.string(),
    game: z.string(),
    players: z.number().int(),
    custom: z.boolean(),
    seeded: z.boolean().openapi({ description: 'The creator chose the seed (POST /games with `seed`): the deal and every draw are known to them from the start, and a guessable seed can be recovered from seedHash. false when the server drew the seed. Games created before this flag existed are marked true.' }),
    seedHash: z.string(),
    status: Status,
    version: Version,
    toAct: z.array(Seat),
    outcome: orNull(Outcome),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .openapi('GameSummary');

export const GameList = z.object({ games: z.array(Summary), nextCursor: z.string().nullable() }).openapi('GameList');

export const Health = z.object({ status: z.enum(['ok', 'ready']) }).openapi('Health');

export const EntryKind = z.enum(ENTRY_KINDS).openapi('EntryKind');

const booleanFlag = z.enum(['true', 'false']).transform((v) => v === 'true');

// Query schemas are strict: an unknown parameter is a 400 naming it (http/parse.ts), never silently ignored.
export const ListQuery = (gameIds: readonly [string, ...string[]]) =>
  z.strictObject({
    game: z.enum(gameIds).optional(),
    status: Status.optional(),
    awaiting: booleanFlag.optional().openapi({ description: 'true: only the game of the bearer token, and only while its seat is to act.' }),
    cursor: z.string().max(500).optional().openapi({ description: 'nextCursor of the previous page.' }),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  });

export const LogQuery = z.strictObject({
  after: z.coerce.number().int().min(-1).default(-1).openapi({ description: 'Entries with seq greater than this; -1 includes the creation entry.' }),
  limit: z.coerce.number().int().min(1).max(1000).default(1000),
});

export const EventsQuery = z.strictObject({
  token: z.string().optional().openapi({ description: 'The seat token, for clients that cannot set headers (EventSource).' }),
});

export const GameQuery = z.strictObject({
  at: z.coerce
    .number()
    .int()
    .min(0)
    .optional()
    .openapi({ type: 'integer', minimum: 0, description: 'A past version: the game as the caller may see it right after that entry (0 = as created). Beyond the current version: 404 version-not-found.' }),
});

export const GameIdParams = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { description: 'The id of the game, as POST /games answered it.', example: EXAMPLE_GAME_ID } }),
});

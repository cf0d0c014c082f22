// The shapes of the games' own answers, declared once: a new game with its seats' tokens and invitations,
// and a page of the game list. The service's types are inferred from them; http/ documents them.
import { z } from '../zod.js';
import {
  EntryKind,
  GameView,
  orNull,
  Outcome,
  Seat,
  Rated,
  Seeded,
  Status,
  TableFact,
  TableSummary,
  Version,
} from '../views/schemas.js';

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
export type SeatToken = z.output<typeof SeatToken>;

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
export type Invite = z.output<typeof Invite>;

/** What a new game's answer adds to the game: every seat's token (shown once) and the invitations. */
export const createdFields = {
  seats: z.array(SeatToken),
  invites: z.array(Invite).openapi({ description: 'One invitation per open seat.' }),
};
export const CreatedGame = GameView.extend(createdFields);
export type CreatedGame = z.output<typeof CreatedGame>;

export const GameSummary = z
  .object({
    id: z.string(),
    game: z.string(),
    players: z.number().int(),
    custom: z.boolean(),
    seeded: Seeded,
    rated: Rated,
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
    creator: z.boolean().optional().openapi({
      description:
        'In GET /players/me/games: true when the player opened this table, so may cancel it while it waits (POST /games/{id}/cancel). A waiting table counted against the player (MAX_WAITING_TABLES) where they hold no seat is listed too, with `creator: true` and no `seat`.',
    }),
    deadlines: z
      .array(z.object({ seat: Seat, deadline: z.iso.datetime() }))
      .optional()
      .openapi({
        description:
          'In GET /players/me/games, on a game in play with a clock: the deadline of every seat whose time runs (the earliest is `deadline`). Absent on a game whose log the server could not read just now (logged as its error): the game is still listed, with `deadline`.',
      }),
  })
  .openapi('GameSummary');
export type GameSummary = z.output<typeof GameSummary>;

export const GameList = z
  .object({ games: z.array(GameSummary), nextCursor: z.string().nullable() })
  .openapi('GameList');
export type GameList = z.output<typeof GameList>;

// The export of a game that is over (export.ts, GET /games/{id}/export): each shape a function of the game's
// parts, as views/schemas.ts does — the service's own instance takes `z.unknown()`, http/ passes each game's
// schemas (game-schemas.ts), so validation, types and the OpenAPI document come from these declarations.

/** The game as listings show it, with what a replay needs: its options and chance derivation. */
export const ExportedGameOf = <O extends z.ZodType>(options: O) =>
  GameSummary.extend({
    options,
    rngVersion: z.number().int().min(1).openapi({
      description:
        "How the rules' chance derives from the seed (docs/fairness.md): 2 for games created since chance is keyed by what is drawn, 1 before.",
    }),
  });
export const ExportedGame = ExportedGameOf(z.unknown());
export type ExportedGame = z.output<typeof ExportedGame>;

/** A log entry as written: the move public, the facts unredacted. */
export const ExportEntryOf = <M extends z.ZodType, F extends z.ZodType>(move: M, fact: F) =>
  z.object({
    seq: Version,
    kind: EntryKind,
    seat: orNull(Seat),
    move: orNull(move).openapi({ description: 'The move, public since the game is over; null for other kinds.' }),
    facts: z.array(fact).openapi({ description: 'The facts as written, nothing redacted.' }),
    table: TableFact.optional().openapi({
      description: 'What a table entry (join, leave, start, cancel, rematch) records.',
    }),
    returnsTo: Version.optional().openapi({
      description:
        "An undo entry's: the version whose state the game returned to (the seat's moves after it were taken back).",
    }),
    createdAt: z.iso.datetime(),
  });
export const ExportEntry = ExportEntryOf(z.unknown(), z.unknown());
export type ExportEntry = z.output<typeof ExportEntry>;

export const GameExportOf = <G extends z.ZodType, E extends z.ZodType>(game: G, entry: E) =>
  z.object({
    game,
    seed: z.string().openapi({ description: 'The revealed seed.' }),
    seedHash: z.string().openapi({ description: 'Hex SHA-256 of the seed (UTF-8), as published from the start.' }),
    entries: z.array(entry).openapi({ description: 'Every log entry from seq 0 to the last, in order.' }),
  });
export const GameExport = GameExportOf(ExportedGame, ExportEntry);
export type GameExport = z.output<typeof GameExport>;

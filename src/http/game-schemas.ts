// The shapes that depend on the games served, built from each game's own schemas: the create body is a
// union discriminated on `game`, and moves, views and seen facts are unions over the games. Built once per
// app, so a new game in the registry appears in validation and in the OpenAPI document with no change here.
import { NO_BOTS, type BotCatalog } from '../bots/strategy.js';
import type { AnyGame } from '../engine/index.js';
import { BotSeat, EntryKind, Invite, Name, orNull, Outcome, Seat, SeatToken, Status, TableFact, TableView, Version } from './schemas.js';
import { z } from './zod.js';

type Schema = z.ZodType;

/** `monte-carlo` → `MonteCarlo`, for component names. */
export function componentName(gameId: string): string {
  return gameId
    .split(/[^a-zA-Z0-9]+/)
    .filter((part) => part.length > 0)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join('');
}

/**
 * A copy of `schema` that the document shows as component `id`. zod's own `.meta` is used, not `.openapi`:
 * the games' schemas may have been built before zod-to-openapi extended zod, and `.meta` works on any.
 */
function component(schema: Schema, id: string, description?: string): Schema {
  return schema.meta({ ...schema.meta(), id, ...(description === undefined ? {} : { description }) });
}

function unionOf(name: string, schemas: readonly Schema[], description: string): Schema {
  const [first, ...rest] = schemas;
  if (!first) throw new Error('no games');
  return component(rest.length === 0 ? first : z.union([first, ...rest]), name, description);
}

/** The names of a game's built-in players, as an enum when it has some. */
function botName(names: readonly string[]): z.ZodType<string> {
  const [first, ...rest] = names;
  return first === undefined ? z.string() : z.enum([first, ...rest]);
}

export function gameSchemas(games: readonly AnyGame[], bots: BotCatalog = NO_BOTS) {
  const named = (game: AnyGame, shape: keyof AnyGame['schemas']): Schema =>
    component(game.schemas[shape] as Schema, `${componentName(game.id)}${componentName(shape)}`);
  const moves = games.map((g) => named(g, 'move'));
  const views = games.map((g) => named(g, 'view'));
  const seenFacts = games.map((g) => named(g, 'seenFact'));

  const Move = unionOf('Move', moves, 'A move of one of the games; the game of the URL decides which.');
  const View = unionOf('View', views, 'The table as one seat (or a spectator) may see it, in the game\'s own shape.');
  const SeenFact = unionOf('SeenFact', seenFacts, 'A fact of the log as the caller may see it.');

  const createBodies = games.map((g) =>
    z
      .object({
        game: z.literal(g.id),
        players: z.number().int().min(g.minPlayers).max(g.maxPlayers),
        options: named(g, 'options').optional(),
        seed: z
          .string()
          .min(1)
          .max(200)
          .optional()
          .openapi({
            description:
              'Makes the game reproducible; without it the seed comes from a CSPRNG. A chosen seed is known to whoever chose it, and a guessable one can be recovered from seedHash: the game is then marked `seeded`.',
          }),
        position: named(g, 'position').optional().openapi({ description: 'Starts from this complete position; the game is then marked custom.' }),
        seats: z
          .array(
            z.strictObject({
              bot: botName(bots.names(g.id)).optional(),
              me: z.literal(true).optional().openapi({ description: 'The calling player sits here (needs the player key as bearer).' }),
              open: z.literal(true).optional().openapi({ description: 'Anyone with this seat\'s invitation code (or anyone, if listed) may take it.' }),
              name: Name.optional().openapi({ description: 'The name of the person at this seat.' }),
            }),
          )
          .max(g.maxPlayers)
          .optional()
          .openapi({
            description:
              'One entry per seat: {} for a person (the creator receives its token), { "bot": name } for a built-in player the server plays at once when the turn is its own, { "me": true } for the calling player, { "open": true } for a seat someone takes later (the game then waits). At least one seat is not a bot. Default: every seat a person.',
          }),
        listed: z.boolean().optional().openapi({ description: 'Show the table in the lobby, where anyone may take an open seat without a code.' }),
      })
      .openapi(`Create${componentName(g.id)}Game`),
  );
  const [firstBody, ...otherBodies] = createBodies;
  if (!firstBody) throw new Error('no games');
  const CreateGameBody = z.discriminatedUnion('game', [firstBody, ...otherBodies]).openapi('CreateGameBody');

  const Game = z
    .object({
      id: z.string(),
      game: z.string(),
      players: z.number().int(),
      custom: z.boolean().openapi({ description: 'Created from a position rather than dealt.' }),
      seeded: z.boolean().openapi({ description: 'The creator chose the seed (POST /games with `seed`): the deal and every draw are known to them from the start, and a guessable seed can be recovered from seedHash. false when the server drew the seed. Games created before this flag existed are marked true.' }),
      version: Version.openapi({ description: 'The seq of the last log entry; also the ETag.' }),
      status: Status,
      toAct: z.array(Seat),
      outcome: orNull(Outcome),
      seat: orNull(Seat).openapi({ description: 'Whose view this is; null for a spectator.' }),
      bots: z.array(BotSeat).openapi({ description: 'The seats the server plays with built-in players.' }),
      table: TableView,
      view: View,
      seedHash: z.string().openapi({ description: 'Hex SHA-256 of the seed, public from the start.' }),
      seed: z.string().nullable().openapi({ description: 'The seed, shown once the game is finished or cancelled.' }),
      createdAt: z.iso.datetime(),
      updatedAt: z.iso.datetime(),
    })
    .openapi('Game');
  const CreatedGame = Game.extend({
    seats: z.array(SeatToken),
    invites: z.array(Invite).openapi({ description: 'One invitation per open seat.' }),
  }).openapi('CreatedGame');
  const Seating = z
    .object({
      seat: Seat,
      token: z.string().openapi({ description: 'The seat token (your player key also works on this game). Shown once.' }),
      game: Game,
    })
    .openapi('Seating');
  const RematchAnswer = z
    .object({
      seat: Seat.openapi({ description: 'Your seat in the new game (the old one moved on by one).' }),
      token: z.string().nullable().openapi({ description: 'The seat token the first time you take the seat; null when you already hold it.' }),
      game: Game,
    })
    .openapi('RematchAnswer');

  const MoveBody = z
    .object({
      move: Move,
      expectedVersion: Version.optional().openapi({ description: 'Refuse with 409 unless the game is at this version (or use If-Match).' }),
    })
    .openapi('MoveBody');
  const ResignBody = z
    .strictObject({ expectedVersion: Version.optional() })
    .openapi('ResignBody', { description: 'Optional: an empty body (with or without Content-Type: application/json) resigns at any version.' });

  const LegalMoves = z.object({ version: Version, moves: z.array(Move) }).openapi('LegalMoves');

  const Entry = z
    .object({
      seq: Version,
      kind: EntryKind,
      seat: orNull(Seat),
      move: orNull(Move).openapi({ description: 'Shown to the seat that made it, and to everyone once the game is over.' }),
      facts: z.array(SeenFact),
      table: TableFact.optional().openapi({ description: 'What a table entry (join, leave, start, cancel, rematch) records.' }),
      createdAt: z.iso.datetime(),
    })
    .openapi('LogEntry');
  const LogPage = z.object({ version: Version, entries: z.array(Entry) }).openapi('LogPage');

  const GameEvent = z
    .object({ version: Version, status: Status, toAct: z.array(Seat), outcome: orNull(Outcome), entry: Entry })
    .openapi('GameEvent', { description: 'The data of one server-sent event; its id is the version.' });

  return { Move, View, SeenFact, CreateGameBody, Game, CreatedGame, Seating, RematchAnswer, MoveBody, ResignBody, LegalMoves, Entry, LogPage, GameEvent };
}

export type GameSchemas = ReturnType<typeof gameSchemas>;

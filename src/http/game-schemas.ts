// The shapes that depend on the games served, built from each game's own schemas: the create body is a
// union discriminated on `game`, and moves, views and seen facts are unions over the games. Built once per
// app, so a new game in the registry appears in validation and in the OpenAPI document with no change here.
import { NO_BOTS, type BotCatalog } from '../bots/strategy.js';
import type { AnyGame } from '../engine/index.js';
import { BotSeat, EntryKind, orNull, Outcome, Seat, SeatToken, Status, Version } from './schemas.js';
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
        seed: z.string().min(1).max(200).optional().openapi({ description: 'Makes the game reproducible; without it the seed comes from a CSPRNG.' }),
        position: named(g, 'position').optional().openapi({ description: 'Starts from this complete position; the game is then marked custom.' }),
        seats: z
          .array(z.strictObject({ bot: botName(bots.names(g.id)).optional() }))
          .max(g.maxPlayers)
          .optional()
          .openapi({
            description:
              'One entry per seat: {} for a person, { "bot": name } for a built-in player the server plays at once when the turn is its own. At least one person. Default: every seat a person.',
          }),
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
      version: Version.openapi({ description: 'The seq of the last log entry; also the ETag.' }),
      status: Status,
      toAct: z.array(Seat),
      outcome: orNull(Outcome),
      seat: orNull(Seat).openapi({ description: 'Whose view this is; null for a spectator.' }),
      bots: z.array(BotSeat).openapi({ description: 'The seats the server plays with built-in players.' }),
      view: View,
      seedHash: z.string().openapi({ description: 'Hex SHA-256 of the seed, public from the start.' }),
      seed: z.string().nullable().openapi({ description: 'The seed, shown once the game is finished.' }),
      createdAt: z.iso.datetime(),
      updatedAt: z.iso.datetime(),
    })
    .openapi('Game');
  const CreatedGame = Game.extend({ seats: z.array(SeatToken) }).openapi('CreatedGame');
  const legalMovesField = z.array(Move).optional().openapi({
    description: 'Present while the seat whose view this is is to act: its legal moves (as GET /games/{id}/legal-moves lists them), so a client need not ask.',
  });
  const MoveResult = Game.extend({ legalMoves: legalMovesField })
    .openapi('MoveResult', { description: 'The game after a move or resignation, as the mover sees it, with its legal moves when it is still to act.' });

  const MoveBody = z
    .object({
      move: Move,
      expectedVersion: Version.optional().openapi({ description: 'Refuse with 409 unless the game is at this version (or use If-Match).' }),
    })
    .openapi('MoveBody');
  const ResignBody = z.object({ expectedVersion: Version.optional() }).openapi('ResignBody');

  const LegalMoves = z.object({ version: Version, moves: z.array(Move) }).openapi('LegalMoves');

  const Entry = z
    .object({
      seq: Version,
      kind: EntryKind,
      seat: orNull(Seat),
      move: orNull(Move).openapi({ description: 'Shown to the seat that made it, and to everyone once the game is over.' }),
      facts: z.array(SeenFact),
      createdAt: z.iso.datetime(),
    })
    .openapi('LogEntry');
  const LogPage = z.object({ version: Version, entries: z.array(Entry) }).openapi('LogPage');

  const GameEvent = z
    .object({
      version: Version,
      status: Status,
      toAct: z.array(Seat),
      outcome: orNull(Outcome),
      entry: Entry,
      view: View.openapi({ description: 'The table after the entry, as the stream\'s viewer sees it (a seat with its token, else a spectator).' }),
      legalMoves: legalMovesField,
    })
    .openapi('GameEvent', {
      description: 'The data of one server-sent event; its id is the version. A stream opened with a seat\'s token carries that seat\'s view and, while it is to act, its legal moves: a client following the game needs one request per move.',
    });

  return { Move, View, SeenFact, CreateGameBody, Game, CreatedGame, MoveResult, MoveBody, ResignBody, LegalMoves, Entry, LogPage, GameEvent };
}

export type GameSchemas = ReturnType<typeof gameSchemas>;

// The shapes that depend on the games served, built from each game's own schemas. Every union a client must narrow
// carries a discriminator: a game's moves and facts by `type` (one named component per member, game-prefixed:
// MonadTradeMove, MonteCarloTurnEndedFact), and the game answers by `game` (MonadGame, MonteCarloGame, each with its
// own view, and so MonadMoveResult…). Built once per app, so a new game in the registry appears in validation and in
// the OpenAPI document with no change here.
import { InboxOf } from '../service/players/schemas.js';
import { NO_BOTS, THINK_MS, type BotCatalog } from '../bots/strategy.js';
import type { AnyGame } from '../engine/index.js';
import { ClockOption, Name, OnTimeout, THINK_MS_SHAPE } from './schemas.js';
import { createdFields, ExportedGameOf, ExportEntryOf, GameExportOf } from '../service/games/schemas.js';
import { GameReviewOf } from '../service/reviews/schemas.js';
import { RematchAnswerOf, SeatingOf } from '../service/tables/schemas.js';
import {
  GameEventOf,
  GameViewOf,
  LegalMovesOf,
  LogPageOf,
  moverFields,
  SeenEntryOf,
  Version,
} from '../service/views/schemas.js';
import { CLOCK_LIMITS } from '../service/clocks/clock.js';
import { z } from './zod.js';

type Schema = z.ZodType;

/** `monte-carlo` → `MonteCarlo`, `turn_ended` → `TurnEnded`, for component names. */
export function componentName(name: string): string {
  return name
    .split(/[^a-zA-Z0-9]+/)
    .filter(part => part.length > 0)
    .map(part => part[0]?.toUpperCase() + part.slice(1))
    .join('');
}

/**
 * A copy of `schema` that the document shows as component `id`. zod's own `.meta` is used, not `.openapi`:
 * the games' schemas may have been built before zod-to-openapi extended zod, and `.meta` works on any.
 */
function component<S extends Schema>(schema: S, id: string, description?: string): S {
  return schema.meta({ ...schema.meta(), id, ...(description === undefined ? {} : { description }) });
}

type Tagged = z.ZodDiscriminatedUnion<readonly z.ZodObject[], string>;

const isTagged = (schema: Schema): schema is Tagged => schema instanceof z.ZodDiscriminatedUnion;

/**
 * A game's union (moves, facts) as a oneOf with a discriminator: every member becomes a component named
 * `<Game><Type><suffix>`. The members are the game's own schemas, so validation is unchanged.
 */
function discriminated(schema: Schema, prefix: string, suffix: string, id: string, description?: string): Schema {
  if (!isTagged(schema)) return component(schema, id, description);
  const key = schema.def.discriminator;
  const members = schema.def.options.map(option => {
    const tag = option.shape[key];
    const value = tag instanceof z.ZodLiteral ? String(tag.value) : undefined;
    if (value === undefined) throw new Error(`${id}: the "${key}" of every member must be a literal`);
    return component(option, `${prefix}${componentName(value)}${suffix}`);
  });
  const [first, ...rest] = members;
  if (!first) throw new Error(`${id}: no members`);
  return component(
    z.discriminatedUnion(key, [first, ...rest]),
    id,
    description ?? (schema.meta()?.description as string | undefined),
  );
}

/**
 * A union across games of shapes that carry no `game` field (moves, facts): anyOf of the per-game
 * components, which the game of the URL (or of the Game answer) tells apart. Each member is wrapped in
 * z.lazy so zod-to-openapi refers to the named per-game union instead of flattening its members.
 */
function acrossGames(name: string, schemas: readonly Schema[], description: string): Schema {
  const [first, ...rest] = schemas;
  if (!first) throw new Error('no games');
  if (rest.length === 0) return first;
  const lazy = (s: Schema): Schema => z.lazy(() => s);
  return component(z.union([lazy(first), ...rest.map(lazy)]), name, description);
}

/** The names of a game's built-in players, as an enum when it has some. */
function botName(names: readonly string[]): z.ZodType<string> {
  const [first, ...rest] = names;
  return first === undefined ? z.string() : z.enum([first, ...rest]);
}

/** One member per game of a union discriminated by `game`, or the single member when one game is served. */
function byGame<S extends z.ZodObject>(name: string, members: readonly S[], description: string) {
  const [first, ...rest] = members;
  if (!first) throw new Error('no games');
  return z.discriminatedUnion('game', [first, ...rest] as [S, ...S[]]).openapi(name, { description });
}

export function gameSchemas(games: readonly AnyGame[], bots: BotCatalog = NO_BOTS) {
  const perGame = games.map(g => {
    const G = componentName(g.id);
    const move = discriminated(
      g.schemas.move as Schema,
      G,
      'Move',
      `${G}Move`,
      `A move of ${g.title}; \`type\` says which.`,
    );
    const seenFact = discriminated(
      g.schemas.seenFact as Schema,
      G,
      'Fact',
      `${G}SeenFact`,
      `A fact of a ${g.title} log as the caller may see it (hidden cards left out); \`type\` says which.`,
    );
    const fact = discriminated(
      g.schemas.fact as Schema,
      G,
      'LoggedFact',
      `${G}Fact`,
      `A fact of a ${g.title} log as written, hidden cards included (exports of games that are over); \`type\` says which.`,
    );
    const options = component(g.schemas.options as Schema, `${G}Options`);
    const view = component(
      g.schemas.view as Schema,
      `${G}View`,
      `The ${g.title} table as one seat (or a spectator) may see it.`,
    );
    const game = GameViewOf(z.literal(g.id), view).openapi(`${G}Game`, {
      description: `A ${g.title} game as one seat (or a spectator) sees it.`,
    });
    const moveResult = game.extend(moverFields(move)).openapi(`${G}MoveResult`, {
      description: `A ${g.title} game after a move or resignation, as the mover sees it, with its legal moves while it is still to act.`,
    });
    const created = game
      .extend(createdFields)
      .openapi(`Created${G}Game`, { description: `A new ${g.title} game, with every seat's token (shown once).` });
    // Strict, as every body of the API: a misspelt field (`seat`, `clocks`, `option`) is refused with a 400
    // naming it, rather than dropped into a table the caller did not ask for.
    const createBody = z
      .strictObject({
        game: z.literal(g.id),
        players: z.number().int().min(g.minPlayers).max(g.maxPlayers),
        options: options.optional(),
        seed: z.string().min(1).max(200).optional().openapi({
          description:
            'Makes the game reproducible; without it the seed comes from a CSPRNG. A chosen seed is known to whoever chose it, and a guessable one can be recovered from seedHash: the game is then marked `seeded`.',
        }),
        position: component(g.schemas.position as Schema, `${G}Position`)
          .optional()
          .openapi({ description: 'Starts from this complete position; the game is then marked custom.' }),
        seats: z
          .array(
            z.strictObject({
              bot: botName(bots.names(g.id)).optional(),
              thinkMs: z
                .number({ error: THINK_MS_SHAPE })
                .optional()
                .openapi({
                  description: `With a bot that thinks (\`ismcts\`, the strongest): what it may think per decision, in whole milliseconds from ${THINK_MS.min} to ${THINK_MS.max} (default ${THINK_MS.default}). Out of range: a 400 problem naming the bounds.`,
                  minimum: THINK_MS.min,
                  maximum: THINK_MS.max,
                  example: THINK_MS.default,
                }),
              me: z
                .literal(true)
                .optional()
                .openapi({ description: 'The calling player sits here (needs the player key as bearer).' }),
              open: z.literal(true).optional().openapi({
                description: "Anyone with this seat's invitation code (or anyone, if listed) may take it.",
              }),
              name: Name.optional().openapi({ description: 'The name of the person at this seat.' }),
            }),
          )
          .max(g.maxPlayers)
          .optional()
          .openapi({
            description:
              'One entry per seat: {} for a person (the creator receives its token), { "bot": name } for a built-in player the server plays at once when the turn is its own, { "me": true } for the calling player, { "open": true } for a seat someone takes later (the game then waits). At least one seat is not a bot. Default: every seat a person.',
          }),
        listed: z
          .boolean()
          .optional()
          .openapi({ description: 'Show the table in the lobby, where anyone may take an open seat without a code.' }),
        clock: ClockOption.optional(),
        rated: z.boolean().optional().openapi({
          description:
            'Whether the game changes ratings (GET /leaderboards/{game}). A rated game needs a clock: without one, a losing player could stop moving and the game would never end, so a table without a clock is casual. Left out: with a clock, rated when every seat is a player with a key or a built-in bot, casual when any seat is anonymous; without a clock, casual. A game with a chosen seed or a position is always casual (its creator knows the deal). true refuses an anonymous seat (an open seat must then be taken with a player key), a seed, a position and a table without a clock; false is a casual game.',
        }),
        onTimeout: OnTimeout.optional(),
        joinWithinSeconds: z
          .number()
          .int()
          .min(CLOCK_LIMITS.minSeconds)
          .max(CLOCK_LIMITS.maxPerTurnSeconds)
          .optional()
          .openapi({
            description:
              'With an open seat: the server cancels the table when its open seats are not all taken within this many seconds (up to 30 days).',
          }),
      })
      .openapi(`Create${G}Game`, { description: `Deal a ${g.title} table.` });
    return { move, seenFact, fact, options, view, game, moveResult, created, createBody };
  });

  const Move = acrossGames(
    'Move',
    perGame.map(p => p.move),
    'A move of one of the games (MonadMove, MonteCarloMove…); the game of the URL decides which.',
  );
  const View = acrossGames(
    'View',
    perGame.map(p => p.view),
    "A table as one seat (or a spectator) may see it, in the shape of its game's view (MonadView, MonteCarloView…).",
  );
  const SeenFact = acrossGames(
    'SeenFact',
    perGame.map(p => p.seenFact),
    "A fact of the log as the caller may see it, in the shape of the game's own facts.",
  );

  const Fact = acrossGames(
    'Fact',
    perGame.map(p => p.fact),
    "A fact of the log as written, hidden cards included, in the shape of the game's own facts.",
  );
  const GameOptions = acrossGames(
    'GameOptions',
    perGame.map(p => p.options),
    "A game's options as it was created with them (MonadOptions, MonteCarloOptions…).",
  );

  const CreateGameBody = byGame(
    'CreateGameBody',
    perGame.map(p => p.createBody),
    'The game to deal; `game` says which.',
  );
  const Game = byGame(
    'Game',
    perGame.map(p => p.game),
    'A game as one seat (or a spectator) sees it; `game` says which, and so the shape of `view`.',
  );
  const MoveResult = byGame(
    'MoveResult',
    perGame.map(p => p.moveResult),
    'The game after a move or resignation, as the mover sees it, with its legal moves while it is still to act; `game` says which.',
  );
  const CreatedGame = byGame(
    'CreatedGame',
    perGame.map(p => p.created),
    "A new game with every seat's token; `game` says which.",
  );
  const Seating = SeatingOf(Game).openapi('Seating');
  const RematchAnswer = RematchAnswerOf(Game).openapi('RematchAnswer');

  // Strict, as /undo and /resign: a misspelt `expectedVersion` must not play the move with no version check.
  const MoveBody = z
    .strictObject({
      move: Move,
      expectedVersion: Version.optional().openapi({
        description: 'Refuse with 409 unless the game is at this version (or use If-Match).',
      }),
    })
    .openapi('MoveBody');
  const ResignBody = z.strictObject({ expectedVersion: Version.optional() }).openapi('ResignBody', {
    description: 'Optional: an empty body (with or without Content-Type: application/json) resigns at any version.',
  });

  const UndoBody = z.strictObject({ expectedVersion: Version.optional() }).openapi('UndoBody', {
    description:
      'The version the seat looked at (or If-Match): a repeated undo then cannot take back a second move. An empty body undoes at any version.',
  });

  const LegalMoves = LegalMovesOf(Move).openapi('LegalMoves');

  const Entry = SeenEntryOf(Move, SeenFact).openapi('LogEntry');
  const LogPage = LogPageOf(Entry).openapi('LogPage');
  const Inbox = InboxOf(Entry).openapi('Inbox', {
    description:
      'The games awaiting the player, soonest deadline first (no deadline last), each with what happened since their last move there.',
  });

  const GameEvent = GameEventOf(Entry, View, Move).openapi('GameEvent', {
    description:
      "The data of one server-sent event; its id is the version. A stream opened with a seat's token carries that seat's view and, while it is to act, its legal moves: a client following the game needs one request per move.",
  });
  // Its own object, not Entry.extend: the document would show an allOf, and facts would have to be both seen and whole.
  const ExportEntry = ExportEntryOf(Move, Fact).openapi('ExportEntry');
  const ExportedGame = ExportedGameOf(GameOptions).openapi('ExportedGame', {
    description:
      'The game as listings show it (GameSummary), with what a replay needs: its options and chance derivation.',
  });
  const GameExport = GameExportOf(ExportedGame, ExportEntry).openapi('GameExport', {
    description:
      'A game that is over, as one document anyone can check: hash the seed, replay the rules from it and the moves, and compare every fact and the outcome (npm run verify; docs/fairness.md).',
  });
  const GameReview = GameReviewOf(Move).openapi('GameReview', {
    description:
      "A seat's decisions in a game that is over, each with the value of the move played and of the best move, searched (IS-MCTS) from what the seat knew at the time.",
  });

  return {
    Move,
    View,
    SeenFact,
    CreateGameBody,
    Game,
    MoveResult,
    CreatedGame,
    Seating,
    RematchAnswer,
    MoveBody,
    ResignBody,
    UndoBody,
    LegalMoves,
    Entry,
    LogPage,
    Inbox,
    GameEvent,
    GameExport,
    GameReview,
  };
}

export type GameSchemas = ReturnType<typeof gameSchemas>;

// The shapes of what a viewer sees of a game, declared once: the service's answer types are inferred from
// them (views/game-view.ts, clocks/view.ts, tables/state.ts), and http/game-schemas.ts builds the OpenAPI
// components from the same schemas. A shape with a part that depends on the game (its view, moves, facts)
// is a function of that part: the service's own instance takes `z.unknown()`, http/ passes each game's
// schema, so both describe one shape.
import type { Outcome as RulesOutcome } from '../../engine/index.js';
import { ENTRY_KINDS, GAME_STATUSES } from '../../store/schema.js';
import { z, type Assert, type Same } from '../zod.js';
import { UNDO_REASONS, type UndoView as ServiceUndoView } from '../undo/reasons.js';

// zod-to-openapi renders `.nullable()` of a named component wrongly (the null is lost or contradicts the
// reference), so nullable named shapes are written as a union with null, which it renders as anyOf.
export const orNull = <S extends z.ZodType>(schema: S) => z.union([schema, z.null()]);

/** Seats are numbered 0..players-1 in turn order (not a named component: see orNull). */
export const Seat = z.number().int().min(0);

export const Version = z.number().int().min(0);

export const Status = z.enum(GAME_STATUSES).openapi('GameStatus');

export const EntryKind = z.enum(ENTRY_KINDS).openapi('EntryKind');

export const Outcome = z
  .object({
    reason: z
      .string()
      .openapi({ description: "Why the game ended, in the game's words: won, blocked, max-turns, resigned…" }),
    winners: z.array(Seat),
    ranking: z.array(z.object({ seat: Seat, place: z.number().int().min(1), score: z.number().optional() })),
  })
  .openapi('Outcome');
/** The games declare their outcome in the engine's contract, which knows no zod: checked equal here. */
type _OutcomeIsTheRules = Assert<Same<RulesOutcome, z.output<typeof Outcome>>>;

export const TableSeat = z
  .object({
    seat: Seat,
    name: z.string().nullable().openapi({ description: 'The name of whoever sits here, if they gave one.' }),
    bot: z.string().nullable().openapi({ description: 'The built-in player of a bot seat.' }),
    handle: z
      .string()
      .optional()
      .openapi({ description: 'The handle of the player sitting here with a key: GET /players/{handle}.' }),
    state: z.enum(['open', 'reserved', 'taken', 'bot']).openapi({
      description:
        'open: anyone with the invitation (or anyone, at a listed table) may take it; reserved: kept for a person of the previous game (rematch); taken: a person sits here; bot: the server plays it.',
    }),
  })
  .openapi('TableSeat', {
    description: 'A seat as everyone may see it: never its token or invitation code.',
    example: { seat: 1, name: 'Grace', bot: null, state: 'taken' },
  });
export type TableSeat = z.output<typeof TableSeat>;
export type SeatState = TableSeat['state'];

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
  expired: z.boolean().openapi({
    description:
      'true: the table waited TABLE_EXPIRY_DAYS days for people without a joining deadline and expired (status cancelled).',
  }),
}).openapi('TableView');
export type TableView = z.output<typeof TableView>;

export const BotSeat = z
  .object({
    seat: Seat,
    bot: z.string().openapi({ description: 'The built-in player (strategy) the server plays this seat with.' }),
  })
  .openapi('BotSeat');

export const ClockView = z
  .object({
    kind: z.enum(['per-turn', 'fischer']),
    perTurnSeconds: z.number().int().optional(),
    initialSeconds: z.number().int().optional(),
    incrementSeconds: z.number().int().optional(),
    maxSeconds: z
      .number()
      .int()
      .optional()
      .openapi({ description: 'A bank clock with a cap: the bank never grows past it.' }),
    onTimeout: z.enum(['resign', 'bot']).optional().openapi({
      description: 'With `bot`: a seat whose time runs out is played by a bot from then on (absent: resign).',
    }),
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
          vacationUntil: z.iso.datetime().optional().openapi({
            description:
              "The seat's player is on vacation until then (as of the game's last entry): the seat's time does not run meanwhile, and its deadline is later by as much. Absent otherwise.",
          }),
        }),
      )
      .openapi({ description: 'One entry per seat played by a person (bots have no clock).' }),
    timedOut: z.array(Seat).optional().openapi({
      description:
        'The seats whose time ran out, in the order it did (absent while none did): each lost on time (and, with `onTimeout: "bot"`, is played by a bot since).',
    }),
  })
  .openapi('Clock', { description: "Each seat's time and, for the seats to act, their deadline." });
export type ClockView = z.output<typeof ClockView>;

export const TableFact = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('joined'), seat: Seat, name: z.string().nullable() }),
    z.object({ type: z.literal('left'), seat: Seat }),
    z.object({ type: z.literal('started') }),
    z.object({
      type: z.literal('cancelled'),
      seat: Seat.nullable().openapi({
        description:
          'Who cancelled; null: the server, as nobody took the open seats within `joinWithinSeconds`, or the table expired.',
      }),
      reason: z.enum(['expired']).optional().openapi({
        description:
          'expired: the table had no joining deadline and waited TABLE_EXPIRY_DAYS days for people (GET /games lists it no more).',
      }),
    }),
    z.object({ type: z.literal('rematch'), game: z.string() }),
    z
      .object({
        type: z.literal('stood-in'),
        seat: Seat,
        bot: z.string().openapi({ description: 'The built-in player that plays the seat from now on.' }),
      })
      .openapi({
        description:
          'The seat ran out of time at a table with `onTimeout: "bot"`: it lost on time, and a bot plays it for the rest of the game so the others play on.',
      }),
    z
      .object({
        type: z.literal('vacation'),
        seat: Seat,
        from: z.iso.datetime(),
        until: z.iso.datetime(),
      })
      .openapi({
        description:
          "The seat's player is on vacation from `from` to `until` (a later one with an earlier `until` ended it early): the seat's time does not run meanwhile. Only in games with a correspondence clock.",
      }),
  ])
  .openapi('TableFact', {
    description: 'A table entry: a seat taken or freed, the start, a cancellation, a rematch opened.',
  });
export type TableFact = z.output<typeof TableFact>;

export const UndoView = z
  .object({
    allowed: z.boolean().openapi({ description: 'Whether POST /games/{id}/undo would take back your last move now.' }),
    returnsTo: Version.optional().openapi({
      description: 'While allowed: the version the game returns to (the state before your last move).',
    }),
    reason: z.enum(UNDO_REASONS).optional().openapi({
      description:
        'While not allowed, why: not-in-play (the game is not being played), not-your-turn, nothing-to-undo (no move of yours this turn, or someone else acted since), revealed (your last move showed a card, a die or another hidden thing).',
    }),
  })
  .openapi('Undo', {
    description:
      "Whether the seat may take back its last move (Board Game Arena's policy): only the seat to act, only its own moves of the turn, back to the last thing hidden or random revealed, and before anyone else acts.",
    example: { allowed: true, returnsTo: 3 },
  });
/** The service builds it without zod (undo/check.ts): checked equal here. */
type _UndoViewIsTheService = Assert<Same<ServiceUndoView, z.output<typeof UndoView>>>;

const LEGAL_MOVES_FIELD =
  'Present while the seat whose view this is is to act: its legal moves (as GET /games/{id}/legal-moves lists them), so a client need not ask.';

/** Shown on the game and on its summary in lists. */
export const Seeded = z.boolean().openapi({
  description:
    'The creator chose the seed (POST /games with `seed`): the deal and every draw are known to them from the start, and a guessable seed can be recovered from seedHash. false when the server drew the seed. Games created before this flag existed are marked true.',
});

/** Whether a table is rated (ratings/participants.ts), for the game record and the listings alike. */
export const Rated = z.boolean().openapi({
  description:
    "A rated table: its game changes OpenSkill ratings when it ends, except for a person's seat that made no move of its own (a game of two is then aborted). false for a casual one: asked for (`rated: false`), opened without a clock, a chosen seed or position, or a seat taken without a player key.",
});

const gameFields = {
  id: z.string(),
  players: z.number().int(),
  custom: z.boolean().openapi({ description: 'Created from a position rather than dealt.' }),
  seeded: Seeded,
  rated: Rated,
  version: Version.openapi({ description: 'The seq of the last log entry; also the ETag.' }),
  status: Status,
  toAct: z.array(Seat).readonly(),
  outcome: orNull(Outcome),
  seat: orNull(Seat).openapi({
    description:
      "Whose view this is; null for a spectator. Until the game has started, a seat's `view` is the spectator's (no hand: no deal fishing).",
  }),
  bots: z.array(BotSeat).openapi({ description: 'The seats the server plays with built-in players.' }),
  table: TableView,
  clock: orNull(ClockView).openapi({
    description: "The clock (its seats' time and deadlines); null for a game without one.",
  }),
  deadline: z.iso.datetime().nullable().openapi({
    description:
      "The game's next deadline, as GET /games lists it: a waiting table's joining deadline (joinWithinSeconds after createdAt), else the earliest deadline of the seats to act; null when nothing is due.",
  }),
  undo: orNull(UndoView).openapi({
    description: 'For a seat: whether it may take back its last move now. Null for a spectator.',
  }),
  seedHash: z.string().openapi({ description: 'Hex SHA-256 of the seed, public from the start.' }),
  seed: z.string().nullable().openapi({ description: 'The seed, shown once the game is finished or cancelled.' }),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
};

/** A game as one seat (or a spectator) sees it: `game` names the game, `view` is in that game's shape. */
export const GameViewOf = <G extends z.ZodType<string>, V extends z.ZodType>(game: G, view: V) =>
  z.object({ ...gameFields, game, view });
export const GameView = GameViewOf(z.string(), z.unknown());
export type GameView = z.output<typeof GameView>;

/** What the mover's answer adds to the game: its legal moves while it is still to act (one request per move). */
export const moverFields = <M extends z.ZodType>(move: M) => ({
  legalMoves: z.array(move).readonly().optional().openapi({ description: LEGAL_MOVES_FIELD }),
});
export const ActAnswer = GameView.extend(moverFields(z.unknown()));
export type ActAnswer = z.output<typeof ActAnswer>;

/** A log entry as one viewer may see it, with the game's moves and facts. */
export const SeenEntryOf = <M extends z.ZodType, F extends z.ZodType>(move: M, seenFact: F) =>
  z.object({
    seq: Version,
    kind: EntryKind,
    seat: orNull(Seat),
    move: orNull(move).openapi({
      description: 'Shown to the seat that made it, and to everyone once the game is over.',
    }),
    facts: z.array(seenFact),
    table: TableFact.optional().openapi({
      description: 'What a table entry (join, leave, start, cancel, rematch) records.',
    }),
    returnsTo: Version.optional().openapi({
      description:
        "An undo entry's: the version whose state the game returned to (the seat's moves after it were taken back).",
    }),
    createdAt: z.iso.datetime(),
  });
export const SeenEntry = SeenEntryOf(z.unknown(), z.unknown());
export type SeenEntry = z.output<typeof SeenEntry>;

export const LegalMovesOf = <M extends z.ZodType>(move: M) =>
  z.object({ version: Version, moves: z.array(move).readonly() });
export const LegalMoves = LegalMovesOf(z.unknown());
export type LegalMoves = z.output<typeof LegalMoves>;

export const LogPageOf = <E extends z.ZodType>(entry: E) => z.object({ version: Version, entries: z.array(entry) });
export const LogPage = LogPageOf(SeenEntry);
export type LogPage = z.output<typeof LogPage>;

/** One event of a game's stream: the entry, the game after it, and what the viewer needs to act on it. */
export const GameEventOf = <E extends z.ZodType, V extends z.ZodType, M extends z.ZodType>(
  entry: E,
  view: V,
  move: M,
) =>
  z.object({
    version: Version,
    status: Status,
    toAct: z.array(Seat).readonly(),
    outcome: orNull(Outcome),
    entry,
    view: view.openapi({
      description:
        "The table after the entry, as the stream's viewer sees it (a seat with its token, else a spectator; a seat sees the spectator's until the game has started).",
    }),
    clock: orNull(ClockView).openapi({ description: 'The clock after the entry; null for a game without one.' }),
    undo: orNull(UndoView)
      .optional()
      .openapi({ description: "With a seat's token: whether that seat may take back its last move now." }),
    ...moverFields(move),
  });
export const GameEvent = GameEventOf(SeenEntry, z.unknown(), z.unknown());
export type GameEvent = z.output<typeof GameEvent>;

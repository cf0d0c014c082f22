// The one contract every game implements (STYLE.md habit 2; emmett's Decider, boardgame.io's playerView).
//
// A game is a decider over an append-only list of facts:
//   initial(config) ─► evolve(…, setup facts) ─► state ─► decide(state, seat, move, chance) ─► facts ─► evolve …
// Every random outcome is drawn in `setup` or `decide` from the injected Chance and written into a fact, so
// folding facts with `evolve` never draws and gives the same state on any machine (habit 3). The rules ask
// for each draw's stream by a key naming what is drawn (the deal, the die of turn 12…), not from one stream
// that shifts when choices differ: two games from one seed then see the same deal and the same dice
// whatever their players chose (duplicate matches), and a verifier can re-derive every draw (docs/fairness.md).
// Rule violations are values, not exceptions (habit 4): `decide` returns `{ ok: false, violation }`.
// The server knows games only through this interface: a game that needs a special case in `service/` or
// `http/` means this contract is missing something.
import type { z } from 'zod';

/** Seats are numbered 0..players-1 in turn order. */
export type Seat = number;

/**
 * What a draw is, as a path of names and counters: `['die', 12]`, `['casino-deck', 0]`. Names are lower-case
 * words (`[a-z][a-z0-9-]*`), counters non-negative safe integers; a game never uses one key for two draws.
 */
export type ChanceKey = readonly (string | number)[];

/** The injected source of chance: one stream of random integers per key, the same stream for the same key. */
export interface Chance {
  stream(key: ChanceKey): Rng;
}

/** Who is looking at the table: a seat, or `null` for a spectator who sees only public information. */
export type Viewer = Seat | null;

/** A stream of random integers. Implementations: a seeded PRNG for tests and bots, a SHA-256 stream on the server. */
export interface Rng {
  /** A uniformly distributed integer in [0, n). `n` is a positive integer. */
  int(n: number): number;
}

/** A move or request that the rules forbid now. `code` is namespaced and names the rule: `monad/M18-pass-not-allowed`. */
export interface RuleViolation {
  readonly code: string;
  /** A sentence the player can act on, in English. */
  readonly message: string;
  /**
   * The values the sentence names (a seat, a card, an amount), by name: with the game's `messages`, the
   * server words the refusal in the client's language. A violation without them is said in English only.
   */
  readonly params?: Readonly<Record<string, string | number>>;
}

/**
 * A game's rule sentences in other languages than English: ICU MessageFormat by violation code, filled
 * from the violation's `params`. Data only: the rules stay pure, the HTTP layer formats.
 */
export type RuleMessages = Readonly<Partial<Record<'fr' | 'de', Readonly<Record<string, string>>>>>;

export type Decision<F> =
  { readonly ok: true; readonly facts: readonly F[] } | { readonly ok: false; readonly violation: RuleViolation };

export interface Placement {
  readonly seat: Seat;
  /** 1 is first; seats with equal results share a place (1, 1, 3). */
  readonly place: number;
  /** The game's own score for the ranking (Monads held, dollars and pawns…), when it has one. */
  readonly score?: number;
}

export interface Outcome {
  /** Why the game ended, in the game's words: `won`, `blocked`, `max-turns`, `resigned`. */
  readonly reason: string;
  readonly winners: Seat[];
  /** One entry per seat, ordered by place then seat. (Mutable arrays, so that zod-inferred view types accept it.) */
  readonly ranking: Placement[];
}

/** What a table is set up from: how many seats, and the game's validated options. */
export interface GameConfig<O> {
  readonly players: number;
  readonly options: O;
}

/** The types one game works with, bundled so that `Game` takes a single parameter. */
export interface GameTypes {
  /** Table options, as accepted when a game is created. */
  options: unknown;
  /** The whole state, hidden parts included. Plain JSON data, so it can be snapshotted. */
  state: unknown;
  /** A move a seat may submit. */
  move: unknown;
  /** What happened; the log holds these. */
  fact: unknown;
  /** A fact as one viewer may see it (hidden parts removed). */
  seenFact: unknown;
  /** The table as one viewer may see it. */
  view: unknown;
  /** A complete position in a documented schema, for custom games (puzzles, analysis, tests). */
  position: unknown;
}

export interface Game<T extends GameTypes> {
  /** Stable identifier used in URLs and the database: `monad`, `monte-carlo`. */
  readonly id: string;
  readonly title: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /**
   * Bumped whenever folding the same facts could give a different state (a rules fix, a new state field).
   * Snapshots taken under another version are ignored and the log is folded again.
   */
  readonly stateVersion: number;
  /** The rule sentences in French and German, by violation code (missing ones are said in English). */
  readonly messages?: RuleMessages;

  /** One zod schema per shape, driving validation, types and the OpenAPI document (habit 11). */
  readonly schemas: {
    readonly options: z.ZodType<T['options']>;
    readonly move: z.ZodType<T['move']>;
    readonly fact: z.ZodType<T['fact']>;
    readonly seenFact: z.ZodType<T['seenFact']>;
    readonly view: z.ZodType<T['view']>;
    readonly position: z.ZodType<T['position']>;
  };

  /** The empty table for a configuration, before any fact. */
  initial(config: GameConfig<T['options']>): T['state'];
  /** The opening facts (the deal is a fact), or a violation when options and player count do not fit. */
  setup(config: GameConfig<T['options']>, chance: Chance): Decision<T['fact']>;
  /** Opening facts that place the table in the given position, or a violation naming what is inconsistent. */
  setupFromPosition(config: GameConfig<T['options']>, position: T['position']): Decision<T['fact']>;

  /** Folds one fact into the state. Pure, total over facts `decide`/`setup` produce, never random. */
  evolve(state: T['state'], fact: T['fact']): T['state'];
  /** The facts a move by `seat` produces now, or the rule it breaks (acting out of turn included). */
  decide(state: T['state'], seat: Seat, move: T['move'], chance: Chance): Decision<T['fact']>;
  /**
   * Whether `fact` reveals something hidden or random: a card drawn, a die, a shuffle, a hand shown, the deal.
   * A seat may take back its own moves of the turn (the server's undo, Board Game Arena's policy) only back
   * to the last revealing fact: undoing never hides again what was shown, nor draws again what was drawn.
   * Every fact holding a random outcome reveals.
   */
  reveals(fact: T['fact']): boolean;
  /** Resignation, accepted from any seat at any time while the game is on; never listed as a move. */
  resign(state: T['state'], seat: Seat): Decision<T['fact']>;

  /**
   * The legal moves of `seat` now, in a deterministic order; empty when the seat may not act. Complete up to
   * choices a game documents as interchangeable, so that the list stays small for every position: Monad lists
   * one buy per multiset of sets with one choice of colours, and `decide` accepts any other choice that pays.
   * Every listed move is accepted by `decide`.
   */
  legalMoves(state: T['state'], seat: Seat): readonly T['move'][];
  /** The seats that may move now (not always the turn's owner); empty once the game is over. */
  toAct(state: T['state']): readonly Seat[];
  /** The table as `viewer` may see it. */
  view(state: T['state'], viewer: Viewer): T['view'];
  /** A fact as `viewer` may see it. */
  redact(fact: T['fact'], viewer: Viewer): T['seenFact'];
  /** `null` while the game is on. */
  outcome(state: T['state']): Outcome | null;

  /**
   * Worlds a seat cannot tell from the real one, for bots that search (IS-MCTS): from the seat's view and its
   * log (every fact so far as `redact(fact, seat)` gave it), a sampler of whole states that agree with both —
   * other hands, deck orders, anything hidden drawn afresh by `rng`, consistently with every card the log
   * shows moving. Optional: a game without it is simply not offered the searching bot.
   */
  determinizer?(view: T['view'], log: readonly T['seenFact'][]): (rng: Rng) => T['state'];
}

/** A game of unknown types, as the server's registry holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any>;

export const accept = <F>(...facts: F[]): Decision<F> => ({ ok: true, facts });

export const reject = <F = never>(
  code: string,
  message: string,
  params?: Readonly<Record<string, string | number>>,
): Decision<F> => ({
  ok: false,
  violation: params === undefined ? { code, message } : { code, message, params },
});

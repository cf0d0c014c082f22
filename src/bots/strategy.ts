// The bot contract: a strategy sees exactly what its seat may see — the seat's view, its legal moves and the
// log as the seat saw it (every fact redacted for that seat) — and returns one of those moves. Pure code like
// the engines: no I/O, randomness and time injected. A strategy never receives the state, so it cannot read
// hidden cards, the deck order or the seed; what it is given is built in one place (`botTurn`, turn.ts), which
// the fair-bot property tests check is the same in every world the seat cannot tell apart.
// Choosing is asynchronous: a searching strategy may think for up to `thinkMs`, and the server runs such
// strategies in a pool of worker threads (src/service/bots/pool.ts), off the event loop.
import type { GameTypes, Rng, Seat } from '../engine/index.js';

/** What a strategy is given for one decision. */
export interface BotTurn<T extends GameTypes> {
  /** The seat the strategy plays. */
  readonly seat: Seat;
  readonly view: T['view'];
  /** The seat's legal moves now (never empty). */
  readonly legal: readonly T['move'][];
  /** Every game fact so far, oldest first, as this seat saw it (`game.redact(fact, seat)`). */
  readonly log: readonly T['seenFact'][];
  /** How long the strategy may think, in ms; strategies that do not search ignore it. */
  readonly thinkMs: number;
}

/** Injected randomness and time: `now` in ms, from any origin (performance.now in processes, a fake in tests). */
export interface BotTools {
  readonly rng: Rng;
  readonly now: () => number;
  /**
   * Whom the decision is for: the server gives its table's opener (`player:<id>` or `ip:<digest>`), and its pool
   * of thinking threads takes turns between them (service/bots/pool.ts). Strategies themselves ignore it.
   */
  readonly owner?: string;
}

export interface Strategy<T extends GameTypes> {
  readonly name: string;
  /**
   * Whether choosing takes long (a search within `thinkMs`): the server then plays the seat off the event
   * loop and outside any transaction; other strategies answer at once.
   */
  readonly thinks?: boolean;
  /** One of `turn.legal`, chosen from what the seat may see. */
  choose(turn: BotTurn<T>, tools: BotTools): Promise<T['move']>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyStrategy = Strategy<any>;

/** The built-in players a server offers, by game: what `POST /games` may seat as `{ bot: name }`. */
export interface BotCatalog {
  names(gameId: string): readonly string[];
  get(gameId: string, name: string): AnyStrategy | undefined;
}

export const NO_BOTS: BotCatalog = { names: () => [], get: () => undefined };

/** Think budgets a table may give a thinking bot, in ms, and the default (`{ bot: 'ismcts', thinkMs }`). */
export const THINK_MS = { min: 20, max: 5_000, default: 200 } as const;

// The bot contract: a strategy sees exactly what its seat may see — the seat's view and its legal moves —
// and returns one of those moves. Pure code like the engines: no I/O, randomness injected. A strategy never
// receives the state, so it cannot read hidden cards, the deck order or the seed.
import type { GameTypes, Rng } from '../engine/index.js';

export interface Strategy<T extends GameTypes> {
  readonly name: string;
  /** One of `legal` (never empty), chosen from the seat's `view`. */
  choose(view: T['view'], legal: readonly T['move'][], rng: Rng): T['move'];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyStrategy = Strategy<any>;

/** The built-in players a server offers, by game: what `POST /games` may seat as `{ bot: name }`. */
export interface BotCatalog {
  names(gameId: string): readonly string[];
  get(gameId: string, name: string): AnyStrategy | undefined;
}

export const NO_BOTS: BotCatalog = { names: () => [], get: () => undefined };

// A series of matches with the strategies rotating round the table (game i puts entry k on seat (k + i) mod n),
// so that no entry keeps the first seat's advantage. A shared win (several winners) credits each 1/k.
import { seededRng, type AnyGame, type GameConfig } from '../../engine/index.js';
import type { AnyStrategy } from '../strategy.js';
import { playMatch } from './match.js';
import { wilson, type Rate } from './stats.js';

export interface TournamentSpec {
  readonly game: AnyGame;
  readonly config: GameConfig<unknown>;
  /** One strategy per seat, in the order given on the command line. */
  readonly entries: readonly AnyStrategy[];
  readonly games: number;
  readonly seed: number;
}

export interface StrategyResult {
  readonly strategy: string;
  /** How many seats it held in each game. */
  readonly seatsPerGame: number;
  readonly wins: number;
  readonly winRate: Rate;
}

export interface TournamentResult {
  readonly game: string;
  readonly players: number;
  readonly games: number;
  readonly unfinished: number;
  readonly meanGameLength: number;
  readonly movesPerSecond: number;
  readonly strategies: readonly StrategyResult[];
}

/** Mixes the tournament seed and the game number into independent 32-bit seeds. */
const seedFor = (seed: number, game: number, stream: number): number =>
  Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(game + 1, 0xc2b2ae35) ^ Math.imul(stream + 1, 0x27d4eb2f);

export function runTournament(spec: TournamentSpec, onGame?: (done: number) => void): TournamentResult {
  const n = spec.entries.length;
  const wins = new Array<number>(n).fill(0);
  let moves = 0;
  let unfinished = 0;
  const start = performance.now();
  for (let g = 0; g < spec.games; g++) {
    // Seat s is played by entry (s - g) mod n.
    const entryOfSeat = Array.from({ length: n }, (_, seat) => (((seat - g) % n) + n) % n);
    const seats = entryOfSeat.map(e => spec.entries[e] as AnyStrategy);
    const result = playMatch(spec.game, spec.config, seats, {
      game: seededRng(seedFor(spec.seed, g, 0)),
      bots: seededRng(seedFor(spec.seed, g, 1)),
    });
    moves += result.moves;
    if (result.outcome === null) unfinished++;
    const winners = result.outcome?.winners ?? [];
    for (const seat of winners) wins[entryOfSeat[seat] as number]! += 1 / winners.length;
    onGame?.(g + 1);
  }
  const elapsed = (performance.now() - start) / 1000;
  const names = [...new Set(spec.entries.map(e => e.name))];
  return {
    game: spec.game.id,
    players: n,
    games: spec.games,
    unfinished,
    meanGameLength: moves / spec.games,
    movesPerSecond: moves / elapsed,
    strategies: names.map(name => {
      const mine = spec.entries.flatMap((e, i) => (e.name === name ? [i] : []));
      const total = mine.reduce((sum, i) => sum + (wins[i] as number), 0);
      return {
        strategy: name,
        seatsPerGame: mine.length,
        wins: total,
        winRate: wilson(total, spec.games * mine.length),
      };
    }),
  };
}

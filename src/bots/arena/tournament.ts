// A series of matches with the strategies rotating round the table (game i puts entry k on seat (k + i) mod n),
// so that no entry keeps the first seat's advantage. A shared win (several winners) credits each 1/k.
// Duplicate (as in duplicate bridge): the n rotations of a set are dealt the same chance (one keyed Chance
// per set: the same deal, the same die for turn t, the same casino cards…), so the luck of the deal and the
// dice cancels within a set, and the sets are independent. The interval then comes from the spread of the
// sets' scores (duplicate.ts), not from a count of independent games.
import { seededChance, seededRng, type AnyGame, type GameConfig } from '../../engine/index.js';
import type { AnyStrategy } from '../strategy.js';
import { setRate } from './duplicate.js';
import { playMatch } from './match.js';
import { wilson, type Rate } from './stats.js';

export interface TournamentSpec {
  readonly game: AnyGame;
  readonly config: GameConfig<unknown>;
  /** One strategy per seat, in the order given on the command line. */
  readonly entries: readonly AnyStrategy[];
  /** Games in all; with `duplicate`, a multiple of the number of seats (one set is one game per rotation). */
  readonly games: number;
  readonly seed: number;
  readonly duplicate?: boolean;
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
  /** Whether the games were played in duplicate sets, and how many (0 when not). */
  readonly duplicate: boolean;
  readonly duplicateSets: number;
  readonly unfinished: number;
  readonly meanGameLength: number;
  readonly movesPerSecond: number;
  readonly strategies: readonly StrategyResult[];
}

/** Mixes the tournament seed and the game number into independent 32-bit seeds. */
const seedFor = (seed: number, game: number, stream: number): number =>
  Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(game + 1, 0xc2b2ae35) ^ Math.imul(stream + 1, 0x27d4eb2f);

/** After each game: how many are done, and each entry's share of that game's win (entries in spec order). */
export type OnGame = (done: number, shares: readonly number[]) => void;

export function runTournament(spec: TournamentSpec, onGame?: OnGame): TournamentResult {
  const n = spec.entries.length;
  const duplicate = spec.duplicate === true;
  if (duplicate && spec.games % n !== 0)
    throw new RangeError(
      `a duplicate match plays sets of ${n} games (one per seat rotation): ${spec.games} is not a multiple`,
    );
  const sets = duplicate ? spec.games / n : 0;
  // wins[g][e]: entry e's share of game g's win.
  const wins: number[][] = [];
  let moves = 0;
  let unfinished = 0;
  const start = performance.now();
  for (let g = 0; g < spec.games; g++) {
    // Seat s is played by entry (s - g) mod n.
    const entryOfSeat = Array.from({ length: n }, (_, seat) => (((seat - g) % n) + n) % n);
    const seats = entryOfSeat.map(e => spec.entries[e] as AnyStrategy);
    const chanceOf = duplicate ? Math.floor(g / n) : g;
    const result = playMatch(spec.game, spec.config, seats, {
      game: seededChance(seedFor(spec.seed, chanceOf, 0)),
      bots: seededRng(seedFor(spec.seed, g, 1)),
    });
    moves += result.moves;
    if (result.outcome === null) unfinished++;
    const winners = result.outcome?.winners ?? [];
    const share = new Array<number>(n).fill(0);
    for (const seat of winners) share[entryOfSeat[seat] as number]! += 1 / winners.length;
    wins.push(share);
    onGame?.(g + 1, share);
  }
  const elapsed = (performance.now() - start) / 1000;
  const names = [...new Set(spec.entries.map(e => e.name))];
  return {
    game: spec.game.id,
    players: n,
    games: spec.games,
    duplicate,
    duplicateSets: sets,
    unfinished,
    meanGameLength: moves / spec.games,
    movesPerSecond: moves / elapsed,
    strategies: names.map(name => {
      const mine = spec.entries.flatMap((e, i) => (e.name === name ? [i] : []));
      const perGame = wins.map(share => mine.reduce((sum, i) => sum + (share[i] as number), 0));
      const total = perGame.reduce((a, b) => a + b, 0);
      const trials = spec.games * mine.length;
      return {
        strategy: name,
        seatsPerGame: mine.length,
        wins: total,
        winRate: duplicate ? setRate(perGame, n, mine.length) : wilson(total, trials),
      };
    }),
  };
}

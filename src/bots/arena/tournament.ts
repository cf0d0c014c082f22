// A series of matches with the strategies rotating round the table (game i puts entry k on seat (k + i) mod n),
// so that no entry keeps the first seat's advantage. A shared win (several winners) credits each 1/k.
// Games are numbered and seeded by their number alone, so a series can be split across threads (`games`
// picks which ones to play here) and the summaries merged: the result is the same however it is split.
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
  /** What a thinking strategy may think per decision, in ms (default 100). */
  readonly thinkMs?: number;
  /** The clock thinking strategies read (default performance.now). */
  readonly now?: () => number;
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

/** One game's result: the entry at each seat, the winners' seats, its length. Plain data, so threads can send it. */
export interface GameRecord {
  readonly entryOfSeat: readonly number[];
  readonly winners: readonly number[] | null;
  readonly moves: number;
}

/** Mixes the tournament seed and the game number into independent 32-bit seeds. */
const seedFor = (seed: number, game: number, stream: number): number =>
  Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(game + 1, 0xc2b2ae35) ^ Math.imul(stream + 1, 0x27d4eb2f);

/** Plays game number `g` of the series. */
export async function playGame(spec: TournamentSpec, g: number): Promise<GameRecord> {
  const n = spec.entries.length;
  // Seat s is played by entry (s - g) mod n.
  const entryOfSeat = Array.from({ length: n }, (_, seat) => (((seat - g) % n) + n) % n);
  const seats = entryOfSeat.map(e => spec.entries[e] as AnyStrategy);
  const result = await playMatch(
    spec.game,
    spec.config,
    seats,
    { game: seededRng(seedFor(spec.seed, g, 0)), bots: seededRng(seedFor(spec.seed, g, 1)) },
    { thinkMs: spec.thinkMs ?? 100, now: spec.now ?? (() => performance.now()) },
  );
  return { entryOfSeat, winners: result.outcome?.winners ?? null, moves: result.moves };
}

/** Each entry's wins and interval over the games played, in the order the entries were given. */
export function summarize(spec: TournamentSpec, records: readonly GameRecord[], seconds: number): TournamentResult {
  const n = spec.entries.length;
  const wins = new Array<number>(n).fill(0);
  let moves = 0;
  let unfinished = 0;
  for (const record of records) {
    moves += record.moves;
    if (record.winners === null) unfinished++;
    const winners = record.winners ?? [];
    for (const seat of winners) wins[record.entryOfSeat[seat] as number]! += 1 / winners.length;
  }
  const names = [...new Set(spec.entries.map(e => e.name))];
  return {
    game: spec.game.id,
    players: n,
    games: records.length,
    unfinished,
    meanGameLength: moves / Math.max(1, records.length),
    movesPerSecond: moves / seconds,
    strategies: names.map(name => {
      const mine = spec.entries.flatMap((e, i) => (e.name === name ? [i] : []));
      const total = mine.reduce((sum, i) => sum + (wins[i] as number), 0);
      return {
        strategy: name,
        seatsPerGame: mine.length,
        wins: total,
        winRate: wilson(total, records.length * mine.length),
      };
    }),
  };
}

export async function runTournament(spec: TournamentSpec, onGame?: (done: number) => void): Promise<TournamentResult> {
  const start = performance.now();
  const records: GameRecord[] = [];
  for (let g = 0; g < spec.games; g++) {
    records.push(await playGame(spec, g));
    onGame?.(g + 1);
  }
  return summarize(spec, records, (performance.now() - start) / 1000);
}

// A series of matches with the strategies rotating round the table (game i puts entry k on seat (k + i) mod n),
// so that no entry keeps the first seat's advantage. A shared win (several winners) credits each 1/k.
// Games are numbered and seeded by their number alone, so a series can be split across threads (`games`
// picks which ones to play here) and the summaries merged: the result is the same however it is split.
// Duplicate (as in duplicate bridge): the n rotations of a set are dealt the same chance (one keyed Chance
// per set: the same deal, the same die for turn t, the same casino cards…), so the luck of the deal and the
// dice cancels within a set, and the sets are independent. The interval then comes from the spread of the
// sets' scores (duplicate.ts), not from a count of independent games.
import { seededChance, seededRng, type AnyGame, type GameConfig } from '../../engine/index.js';
import { setRate } from './duplicate.js';
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
  /** Play in duplicate sets: `games` is then a multiple of the number of seats (one set is one game per rotation). */
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

/** One game's result: the entry at each seat, the winners' seats, its length. Plain data, so threads can send it. */
export interface GameRecord {
  /** The game's number in the series (duplicate sets are consecutive numbers). */
  readonly game: number;
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
  // In duplicate, the games of one set draw the same chance.
  const chanceOf = spec.duplicate === true ? Math.floor(g / n) : g;
  const result = await playMatch(
    spec.game,
    spec.config,
    seats,
    { game: seededChance(seedFor(spec.seed, chanceOf, 0)), bots: seededRng(seedFor(spec.seed, g, 1)) },
    { thinkMs: spec.thinkMs ?? 100, now: spec.now ?? (() => performance.now()) },
  );
  return { game: g, entryOfSeat, winners: result.outcome?.winners ?? null, moves: result.moves };
}

/** Each entry's share of one game's win, entries in spec order. */
export function entryShares(record: GameRecord, entries: number): number[] {
  const share = new Array<number>(entries).fill(0);
  const winners = record.winners ?? [];
  for (const seat of winners) share[record.entryOfSeat[seat] as number]! += 1 / winners.length;
  return share;
}

/** Each entry's wins and interval over the games played, in the order the entries were given. */
export function summarize(spec: TournamentSpec, records: readonly GameRecord[], seconds: number): TournamentResult {
  const n = spec.entries.length;
  const duplicate = spec.duplicate === true;
  const ordered = [...records].sort((a, b) => a.game - b.game);
  // shares[g][e]: entry e's share of game g's win.
  const shares = ordered.map(record => entryShares(record, n));
  const moves = ordered.reduce((sum, r) => sum + r.moves, 0);
  const unfinished = ordered.filter(r => r.winners === null).length;
  const names = [...new Set(spec.entries.map(e => e.name))];
  return {
    game: spec.game.id,
    players: n,
    games: ordered.length,
    duplicate,
    duplicateSets: duplicate ? Math.floor(ordered.length / n) : 0,
    unfinished,
    meanGameLength: moves / Math.max(1, ordered.length),
    movesPerSecond: moves / seconds,
    strategies: names.map(name => {
      const mine = spec.entries.flatMap((e, i) => (e.name === name ? [i] : []));
      const perGame = shares.map(share => mine.reduce((sum, i) => sum + (share[i] as number), 0));
      const total = perGame.reduce((a, b) => a + b, 0);
      return {
        strategy: name,
        seatsPerGame: mine.length,
        wins: total,
        winRate: duplicate ? setRate(perGame, n, mine.length) : wilson(total, ordered.length * mine.length),
      };
    }),
  };
}

/** Checks a duplicate series is whole sets: one game per seat rotation. */
export function checkDuplicate(spec: TournamentSpec): void {
  const n = spec.entries.length;
  if (spec.duplicate === true && spec.games % n !== 0)
    throw new RangeError(
      `a duplicate match plays sets of ${n} games (one per seat rotation): ${spec.games} is not a multiple`,
    );
}

export async function runTournament(spec: TournamentSpec, onGame?: (done: number) => void): Promise<TournamentResult> {
  checkDuplicate(spec);
  const start = performance.now();
  const records: GameRecord[] = [];
  for (let g = 0; g < spec.games; g++) {
    records.push(await playGame(spec, g));
    onGame?.(g + 1);
  }
  return summarize(spec, records, (performance.now() - start) / 1000);
}

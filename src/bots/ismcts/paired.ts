// A flat search at the root with common random numbers, for games where chance decides more than the
// choices do (Monte Carlo Gamble). Every iteration samples one world the seat cannot tell from the real one
// (the game's determinizer, as search.ts) and one seed of keyed chance (the n-th die, the n-th reshuffle:
// engine/chance.ts), then plays every candidate move in that same world, with that same chance and the same
// playout randomness, and judges each at the horizon. Two moves are so compared on the same luck, as a
// backgammon rollout compares plays on the same dice: what differs between their results is mostly what the
// move did, so the paired differences spread far less than two independent samples would. A move replaces
// the prior (the heuristic's) only when its mean gain over the prior, on those pairs, exceeds `z` standard
// errors. The tree search (search.ts) samples each move on luck of its own, and at Monte Carlo its few
// hundred playouts a decision could not tell the moves apart (README, "How strong `ismcts` is").
import { seededChance, seededRng, type Game, type GameTypes, type Rng, type Seat } from '../../engine/index.js';
import {
  keyOf,
  playMove,
  resultOf,
  type RootChild,
  type SearchPolicy,
  type SearchResult,
  type SearchRoot,
} from './search.js';

export interface PairedLimits {
  readonly deadline: number;
  readonly now: () => number;
  readonly maxIterations?: number;
  /** Iterations run even past the deadline (a review needs every move valued: 1). */
  readonly minIterations?: number;
  /** Moves a playout plays at most before the game is evaluated. */
  readonly horizon: number;
  /**
   * With the policy's `turnOf`: a playout stops where the turn this many turns after the root's begins
   * (or at `horizon` moves, whichever comes first), so every move is judged at the same point of play.
   */
  readonly horizonTurns?: number;
  /** A move replaces the prior when its mean paired gain exceeds this many standard errors. */
  readonly z: number;
  /** Iterations needed before any move may replace the prior. */
  readonly minPairs: number;
  /**
   * Racing: once a move has `minPairs` pairs, it stops being played when its mean paired gain is below minus
   * this many standard errors, since it could then hardly overrule the prior; the time it would have taken goes
   * to the moves still in the race. When no move but the prior is left, the search ends. Unset: every move to
   * the end (a review values them all).
   */
  readonly dropZ?: number;
}

/**
 * Values closer than this are the same: two moves that lead to one result on the same luck (two pawns of a colour
 * on one square, two colours at the start) may sum it in another order, a rounding apart. Without it such a
 * rounding, however tiny, stood many standard errors of roundings above zero and overruled the prior.
 */
export const SAME_VALUE = 1e-9;

/** An iteration's seed of keyed chance: any 31-bit number. */
const SEED_RANGE = 0x7fffffff;
/** The playouts' own random choices come from a stream of their own, seeded from the same number for every move. */
const CHOICES = 0x5bd1e995;

export function pairedSearch<T extends GameTypes>(
  game: Game<T>,
  policy: SearchPolicy<T>,
  root: SearchRoot<T> & { readonly prior: T['move'] },
  limits: PairedLimits,
  rng: Rng,
): SearchResult<T['move']> {
  const priorKey = keyOf(root.prior);
  const listed = policy.candidates(root.sample(rng), root.seat, root.legal);
  // The prior first: the others are measured against it.
  const candidates = [root.prior, ...listed.filter(m => keyOf(m) !== priorKey)];
  if (root.include !== undefined && !candidates.some(m => keyOf(m) === keyOf(root.include)))
    candidates.push(root.include);
  const keys = candidates.map(keyOf);
  const n = candidates.length;
  const sum = new Float64Array(n);
  const gain = new Float64Array(n);
  const gainSq = new Float64Array(n);
  let iterations = 0;

  const turnOf = limits.horizonTurns === undefined ? undefined : policy.turnOf;
  const play = (world: T['state'], move: T['move'], seed: number): number => {
    const chance = seededChance(seed);
    const choices = seededRng(seed ^ CHOICES);
    // Counted from the world's turn, not the next state's: the root's move may end its turn.
    const lastTurn = turnOf === undefined ? Infinity : turnOf(world) + (limits.horizonTurns ?? 0);
    let state = playMove(game, world, root.seat, move, chance);
    for (let played = 0; played < limits.horizon; played++) {
      if (turnOf !== undefined && turnOf(state) >= lastTurn) break;
      const seat: Seat | undefined = game.toAct(state)[0];
      if (seat === undefined) break;
      state = playMove(game, state, seat, policy.playout(state, seat, game.legalMoves(state, seat), choices), chance);
    }
    return resultOf(game, policy, state)[root.seat] ?? 0;
  };

  const min = limits.minIterations ?? 0;
  const active = candidates.map(() => true);
  const pairs = new Float64Array(n);
  // The moves still in the race beside the prior; without racing, every move stays in until the time is up.
  let rivals = n - 1;
  const racing = (): boolean => limits.dropZ === undefined || rivals > 0;
  while (
    (iterations < min || (racing() && limits.now() < limits.deadline)) &&
    iterations < (limits.maxIterations ?? Infinity)
  ) {
    iterations++;
    const world = root.sample(rng);
    const seed = rng.int(SEED_RANGE);
    const base = play(world, candidates[0] as T['move'], seed);
    sum[0] = (sum[0] ?? 0) + base;
    pairs[0] = iterations;
    for (let i = 1; i < n; i++) {
      if (!active[i]) continue;
      const reward = play(world, candidates[i] as T['move'], seed);
      const d = Math.abs(reward - base) < SAME_VALUE ? 0 : reward - base;
      sum[i] = (sum[i] ?? 0) + reward;
      gain[i] = (gain[i] ?? 0) + d;
      gainSq[i] = (gainSq[i] ?? 0) + d * d;
      const count = (pairs[i] = (pairs[i] ?? 0) + 1);
      if (limits.dropZ !== undefined && count >= limits.minPairs) {
        const { mean, error } = pairedGain(gain[i] ?? 0, gainSq[i] ?? 0, count);
        if (mean < -limits.dropZ * error) {
          active[i] = false;
          rivals--;
        }
      }
    }
  }

  let chosen = 0;
  let best = 0;
  for (let i = 1; i < n; i++) {
    const count = pairs[i] ?? 0;
    if (count < limits.minPairs) continue;
    const { mean, error } = pairedGain(gain[i] ?? 0, gainSq[i] ?? 0, count);
    if (mean > best && mean > limits.z * error) {
      best = mean;
      chosen = i;
    }
  }
  const children: RootChild<T['move']>[] =
    iterations === 0
      ? []
      : root.legal.flatMap(move => {
          const i = keys.indexOf(keyOf(move));
          const visits = pairs[i] ?? 0;
          return i < 0 || visits === 0 ? [] : [{ move, visits, value: (sum[i] ?? 0) / visits }];
        });
  return { move: candidates[chosen] as T['move'], iterations, nodes: n, children };
}

/** The mean of `count` paired differences and its standard error, from their sum and sum of squares. */
function pairedGain(sum: number, sumSq: number, count: number): { mean: number; error: number } {
  const mean = sum / count;
  const variance = Math.max(0, sumSq / count - mean * mean) / (count - 1);
  return { mean, error: Math.sqrt(variance) };
}

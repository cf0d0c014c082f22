// A post-game review of one decision: the same search as the `ismcts` player (strategy.ts searchRoot: the
// tree of search.ts, or for Monte Carlo the paired root of paired.ts), from exactly what the seat was given at
// the time (its BotTurn: view, legal moves, redacted log — never the state), with the move it played always
// among the root's candidates so that it gets a value. The value of a move is the seat's mean share of the
// win after it over the search's iterations, in [0, 1].
//
// The best move is the highest value among the moves the search tried often (at least RELIABLE_SHARE of the
// most tried one's visits: a move tried twice can look brilliant by luck), and the played move always
// competes, so the best is never worth less than the played.
import { canonical, type Game, type GameTypes, type Rng } from '../../engine/index.js';
import type { BotTurn } from '../strategy.js';
import { SAME_VALUE } from './paired.js';
import type { RootChild, SearchPolicy } from './search.js';
import { searchRoot, type IsmctsSettings } from './strategy.js';

/** A move with what the search learnt of it. */
export interface MoveValue<M> {
  readonly move: M;
  /** The seat's mean share of the win after this move, in [0, 1]. */
  readonly value: number;
  readonly visits: number;
}

export interface DecisionReview<M> {
  readonly played: MoveValue<M>;
  readonly best: MoveValue<M>;
  /** The search's iterations for this decision. */
  readonly iterations: number;
}

export interface ReviewTools {
  readonly rng: Rng;
  readonly now: () => number;
  /**
   * Exactly this many iterations, whatever the time (tests, reproducible reviews); otherwise the turn's
   * thinkMs bounds the search.
   */
  readonly maxIterations?: number;
}

/** A move is judged among the best only once tried this share of the most tried move's visits. */
export const RELIABLE_SHARE = 0.1;

export type Reviewer<T extends GameTypes> = (
  turn: BotTurn<T>,
  played: T['move'],
  tools: ReviewTools,
) => DecisionReview<T['move']>;

export function ismctsReviewer<T extends GameTypes>(
  game: Game<T>,
  policy: SearchPolicy<T>,
  settings: IsmctsSettings,
): Reviewer<T> {
  const determinizer = game.determinizer;
  if (!determinizer) throw new Error(`${game.id} has no determinizer: IS-MCTS cannot review it`);
  return (turn, played, { rng, now, maxIterations }) => {
    // The log's move may differ in key order from the listed one: the root must see the listed one.
    const key = canonical(played);
    const listed = turn.legal.find(m => canonical(m) === key);
    if (listed === undefined) throw new Error('the reviewed move is not among the seat’s legal moves');
    // Every root candidate (the policy's, and the played move) is tried once in the first iterations: the
    // search runs past the budget if need be until they all were, so the played move gets a value.
    const budget =
      maxIterations === undefined ? { deadline: now() + turn.thinkMs, rootTried: true } : { deadline: Infinity };
    // The paired search measures every move against the prior; the tree search of a review starts from none.
    const prior = settings.root === 'paired' ? policy.prior?.(turn.view, turn.legal) : undefined;
    // A review values every move to the end of its budget: no move leaves the race (paired.ts's dropZ).
    const { dropZ: _racing, ...valuing } = settings;
    const result = searchRoot(
      game,
      policy,
      {
        seat: turn.seat,
        legal: turn.legal,
        sample: determinizer(turn.view, turn.log),
        include: listed,
        ...(prior === undefined ? {} : { prior }),
      },
      maxIterations === undefined ? valuing : { ...valuing, maxIterations },
      { ...budget, now },
      rng,
    );
    const playedChild = result.children.find(c => canonical(c.move) === key);
    if (playedChild === undefined) throw new Error('the search never tried the reviewed move');
    return { played: playedChild, best: bestOf(result.children, playedChild), iterations: result.iterations };
  };
}

/** The highest value among the often tried moves and the played one (the played one on a tie). */
export function bestOf<M>(children: readonly RootChild<M>[], played: RootChild<M>): RootChild<M> {
  const most = Math.max(...children.map(c => c.visits));
  let best = played;
  for (const child of children) {
    if (child.visits >= RELIABLE_SHARE * most && child.value > best.value + SAME_VALUE) best = child;
  }
  return best;
}

// The `ismcts` player: for each decision, IS-MCTS (search.ts) over worlds sampled from what its seat has
// seen (the game's determinizer, fed the seat's view and redacted log), for `thinkMs` of the injected clock;
// or, where the settings say `root: 'paired'`, the flat search of the root on common random numbers
// (paired.ts) over the same worlds.
// A decision with one legal move is played at once. Pure and synchronous inside: the server runs it in a
// worker thread (src/service/bots/pool.ts), the arena in process or across threads.
import type { Game, GameTypes, Rng } from '../../engine/index.js';
import type { Strategy } from '../strategy.js';
import { pairedSearch } from './paired.js';
import { search, type SearchPolicy, type SearchResult, type SearchRoot } from './search.js';

export interface IsmctsSettings {
  /** UCB's exploration constant (rewards in [0, 1]). */
  readonly exploration: number;
  /** Moves a playout plays before the position is evaluated. */
  readonly horizon: number;
  /** The tree's size limit, which bounds the search's memory (a node is ~200 bytes). */
  readonly maxNodes: number;
  /** The prior's share of the iterations when the move is chosen (search.ts); 0 by default. */
  readonly priorShare?: number;
  /** The prior is overruled only on this many standard errors of evidence (search.ts); unset by default. */
  readonly overruleZ?: number;
  /** Iterations at most per decision (tests); unbounded otherwise. */
  readonly maxIterations?: number;
  /**
   * 'tree' (the default): IS-MCTS (search.ts). 'paired': every root move played on the same sampled worlds
   * and the same luck, the prior kept unless another beats it by `overruleZ` (2 if unset) standard errors of
   * the paired differences (paired.ts); it needs the policy's prior.
   */
  readonly root?: 'tree' | 'paired';
  /**
   * Paired search only, with a policy that counts turns: playouts stop where the turn this many turns after
   * the root's begins (`horizon` moves at most), so that every root move is judged at the same point of play.
   */
  readonly horizonTurns?: number;
  /**
   * Paired search only: a move that falls this many standard errors behind the prior stops being played
   * (paired.ts's racing), and the search ends when only the prior is left (review.ts leaves it out: a review
   * values every move).
   */
  readonly dropZ?: number;
}

/** Iterations a paired search needs before it may overrule the prior. */
export const MIN_PAIRS = 8;

/** The search the settings name, from `root`, until `deadline` (or `minIterations` past it, for a review). */
export function searchRoot<T extends GameTypes>(
  game: Game<T>,
  policy: SearchPolicy<T>,
  root: SearchRoot<T>,
  settings: IsmctsSettings,
  budget: { readonly deadline: number; readonly now: () => number; readonly rootTried?: boolean },
  rng: Rng,
): SearchResult<T['move']> {
  if (settings.root !== 'paired') return search(game, policy, root, { ...settings, ...budget }, rng);
  const prior = root.prior ?? (root.legal[0] as T['move']);
  return pairedSearch(
    game,
    policy,
    { ...root, prior },
    {
      deadline: budget.deadline,
      now: budget.now,
      horizon: settings.horizon,
      ...(settings.horizonTurns === undefined ? {} : { horizonTurns: settings.horizonTurns }),
      ...(settings.dropZ === undefined ? {} : { dropZ: settings.dropZ }),
      z: settings.overruleZ ?? 2,
      minPairs: MIN_PAIRS,
      ...(budget.rootTried === true ? { minIterations: 1 } : {}),
      ...(settings.maxIterations === undefined ? {} : { maxIterations: settings.maxIterations }),
    },
    rng,
  );
}

export const DEFAULT_SETTINGS: IsmctsSettings = { exploration: 0.7, horizon: 200, maxNodes: 200_000 };

export function ismcts<T extends GameTypes>(
  game: Game<T>,
  policy: SearchPolicy<T>,
  settings: IsmctsSettings = DEFAULT_SETTINGS,
): Strategy<T> {
  const determinizer = game.determinizer;
  if (!determinizer) throw new Error(`${game.id} has no determinizer: IS-MCTS cannot sample its hidden parts`);
  return {
    name: 'ismcts',
    thinks: true,
    choose(turn, { rng, now }) {
      if (turn.legal.length === 1) return Promise.resolve(turn.legal[0] as T['move']);
      const direct = policy.direct?.(turn.view, turn.legal) ?? null;
      if (direct !== null) return Promise.resolve(direct);
      const start = now();
      const sample = determinizer(turn.view, turn.log);
      const prior = policy.prior?.(turn.view, turn.legal);
      const root = { seat: turn.seat, legal: turn.legal, sample, ...(prior === undefined ? {} : { prior }) };
      const result = searchRoot(game, policy, root, settings, { deadline: start + turn.thinkMs, now }, rng);
      return Promise.resolve(result.move);
    },
  };
}

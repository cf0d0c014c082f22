// Single-observer information-set Monte Carlo tree search (SO-ISMCTS: Cowling, Powley and Whitehouse,
// "Information Set Monte Carlo Tree Search", IEEE TCIAIG 2012; OpenSpiel's algorithms/ismcts.cc).
//
// Each iteration samples one world the searching seat cannot tell from the real one (the game's
// determinizer: other hands, deck orders), then descends a single tree whose nodes are move sequences, not
// states: in that world only the moves legal there are candidates, and a child's *availability* counts the
// iterations in which it was, so UCB compares moves on the visits they could have had (the paper's
// "subset-armed bandit"). Chance (dice, cards) is drawn by the rules as the world is played, from the
// search's own Rng, so the tree averages over it too. A leaf is expanded by one move, the game is played
// on with a cheap policy up to a horizon, and the result (every seat's share of the win, or the game's
// evaluation at the horizon) is credited to each node for the seat that moved into it.
//
// Memory is bounded: past `maxNodes` the tree stops growing and iterations only refine what it holds.
import { oneStream, type Chance, type Game, type GameTypes, type Rng, type Seat } from '../../engine/index.js';

/** What the search needs to know about one game beyond its rules. */
export interface SearchPolicy<T extends GameTypes> {
  /** The moves the tree considers at a node: all of `legal`, or the most promising of a long list. */
  candidates(state: T['state'], seat: Seat, legal: readonly T['move'][]): readonly T['move'][];
  /** The playout policy: a cheap move for `seat` in `state`. */
  playout(state: T['state'], seat: Seat, legal: readonly T['move'][], rng: Rng): T['move'];
  /** Each seat's expected share of the win in an unfinished game (at the playout horizon), in [0, 1]. */
  evaluate(state: T['state']): readonly number[];
  /**
   * A decision better made without searching (the heuristic computes it exactly, where sampling would only
   * add noise), or null to search.
   */
  direct?(view: T['view'], legal: readonly T['move'][]): T['move'] | null;
  /**
   * The move the search tries first at the root and plays when its iterations cannot tell the moves apart
   * (none ran, or the most tried are tied): the heuristic's, from the seat's view. Without it a search cut
   * short — a busy machine gives a 100 ms budget few iterations — plays whichever move it happened to try.
   */
  prior?(view: T['view'], legal: readonly T['move'][]): T['move'];
  /**
   * The number of the turn under way (any count that grows by one as each turn begins), for playouts that
   * stop where a turn begins rather than after a count of moves (IsmctsSettings.horizonTurns).
   */
  turnOf?(state: T['state']): number;
}

export interface SearchLimits {
  /** Stop once `now()` reaches this. */
  readonly deadline: number;
  readonly now: () => number;
  /** At most this many iterations (for tests and reproducible runs). */
  readonly maxIterations?: number;
  /**
   * Past the deadline if need be, until every move the root considers has been tried once (a review needs
   * the played move valued). Only those: a long list of legal moves, most left out by the policy, costs
   * nothing more.
   */
  readonly rootTried?: boolean;
  /** The tree grows to at most this many nodes. */
  readonly maxNodes: number;
  /** UCB's exploration constant; rewards lie in [0, 1]. */
  readonly exploration: number;
  /** Moves a playout plays at most before the game is evaluated. */
  readonly horizon: number;
  /**
   * When the move is chosen, the prior counts this share of the iterations on top of its own visits: the
   * search overrules the heuristic only when it clearly prefers another move, not on the noise of a few
   * playouts. 0 (the default): the most tried move, the prior only on a tie.
   */
  readonly priorShare?: number;
  /**
   * With a prior, the search overrules it only when the move it prefers (the best mean of those tried at
   * least `OVERRULE_VISITS` times) beats the prior's mean by this many standard errors of the difference of
   * the two means: a one-sided test, so that the search changes the heuristic's move on evidence, not on
   * the noise of a few playouts. Undefined (the default): the most tried move, as `priorShare` says.
   */
  readonly overruleZ?: number;
}

/** Visits a move needs at the root before its mean may overrule the prior (overruleZ). */
export const OVERRULE_VISITS = 8;

/** What the search learnt of one move at the root: how often it was tried and its mean reward for the seat. */
export interface RootChild<M> {
  readonly move: M;
  readonly visits: number;
  /** The searching seat's mean share of the win after this move, in [0, 1]. */
  readonly value: number;
}

export interface SearchResult<M> {
  readonly move: M;
  readonly iterations: number;
  readonly nodes: number;
  /** Every move tried at the root, in the order of `root.legal` (a post-game review reads them). */
  readonly children: readonly RootChild<M>[];
}

/** Where the search starts: the seat, its legal moves, a sampler of worlds it cannot tell apart. */
export interface SearchRoot<T extends GameTypes> {
  readonly seat: Seat;
  readonly legal: readonly T['move'][];
  readonly sample: (rng: Rng) => T['state'];
  /**
   * A move the root always considers, even when the policy would leave it out (a review's played move,
   * which must get a value); one of `legal`. The bot sets none.
   */
  readonly include?: T['move'];
  /** The move tried first, and played when the search cannot tell (SearchPolicy.prior); one of `legal`. */
  readonly prior?: T['move'];
}

interface Node {
  readonly move: unknown;
  /** The seat that played `move` into this node; the node's rewards are that seat's. */
  readonly mover: Seat;
  visits: number;
  /** Iterations in which this node's move was legal at its parent. */
  available: number;
  reward: number;
  /** The sum of the squared rewards: with `reward`, the spread of the rewards (SearchLimits.overruleZ). */
  rewardSq: number;
  readonly children: Map<string, Node>;
}

/** A move as a key: the root's candidates and a node's children are found by it. */
export const keyOf = (move: unknown): string => JSON.stringify(move);

const newNode = (move: unknown, mover: Seat): Node => ({
  move,
  mover,
  visits: 0,
  available: 0,
  reward: 0,
  rewardSq: 0,
  children: new Map(),
});

export function search<T extends GameTypes>(
  game: Game<T>,
  policy: SearchPolicy<T>,
  root: SearchRoot<T>,
  limits: SearchLimits,
  rng: Rng,
): SearchResult<T['move']> {
  // Chance inside the search comes from the search's own randomness, as one stream (engine/chance.ts).
  const chance = oneStream(rng);
  const tree = newNode(null, root.seat);
  let nodes = 1;
  let iterations = 0;
  const apply = (state: T['state'], seat: Seat, move: T['move']): T['state'] =>
    playMove(game, state, seat, move, chance);

  const included = root.include === undefined ? null : keyOf(root.include);
  const prior = root.prior === undefined ? null : keyOf(root.prior);
  const withMove = (candidates: readonly T['move'][], key: string | null, move: T['move'] | undefined) =>
    key === null || candidates.some(m => keyOf(m) === key) ? candidates : [...candidates, move as T['move']];
  const rootCandidates = (candidates: readonly T['move'][]): readonly T['move'][] =>
    withMove(withMove(candidates, included, root.include), prior, root.prior);

  // Root candidates not tried yet, as the last iteration found them (unknown before the first).
  let rootOpen = Infinity;
  const enough = (): boolean =>
    (limits.rootTried !== true || (rootOpen === 0 && iterations > 0)) && limits.now() >= limits.deadline;
  while (!enough() && iterations < (limits.maxIterations ?? Infinity)) {
    iterations++;
    let state = root.sample(rng);
    let node = tree;
    const path: Node[] = [];
    // Selection and expansion: down the tree while every candidate here has been tried.
    for (;;) {
      const seat = game.toAct(state)[0];
      if (seat === undefined) break;
      const legal = node === tree ? root.legal : game.legalMoves(state, seat);
      const candidates =
        node === tree ? rootCandidates(policy.candidates(state, seat, legal)) : policy.candidates(state, seat, legal);
      let untried: T['move'][] = [];
      let best: Node | null = null;
      let bestValue = -Infinity;
      for (const move of candidates) {
        const child = node.children.get(keyOf(move));
        if (child === undefined) {
          untried.push(move);
          continue;
        }
        child.available++;
        const value =
          child.reward / child.visits + limits.exploration * Math.sqrt(Math.log(child.available) / child.visits);
        if (value > bestValue) {
          bestValue = value;
          best = child;
        }
      }
      if (node === tree) rootOpen = untried.length > 0 && nodes < limits.maxNodes ? untried.length - 1 : 0;
      if (untried.length > 0 && nodes < limits.maxNodes) {
        const first = node === tree && prior !== null ? untried.find(m => keyOf(m) === prior) : undefined;
        const move = first ?? (untried[rng.int(untried.length)] as T['move']);
        const child = newNode(move, seat);
        child.available = 1;
        node.children.set(keyOf(move), child);
        nodes++;
        state = apply(state, seat, move);
        path.push(child);
        break;
      }
      untried = [];
      if (best === null) break;
      state = apply(state, seat, best.move as T['move']);
      path.push(best);
      node = best;
    }
    // Playout: the cheap policy up to the horizon, then the result or the evaluation.
    for (let played = 0; played < limits.horizon; played++) {
      const seat = game.toAct(state)[0];
      if (seat === undefined) break;
      const legal = game.legalMoves(state, seat);
      state = apply(state, seat, policy.playout(state, seat, legal, rng));
    }
    const rewards = resultOf(game, policy, state);
    for (const visited of path) {
      const reward = rewards[visited.mover] ?? 0;
      visited.visits++;
      visited.reward += reward;
      visited.rewardSq += reward * reward;
    }
  }

  // The most tried move; on a tie (or with no iteration at all) the prior, else the first listed.
  let chosen = root.prior ?? (root.legal[0] as T['move']);
  let most =
    root.prior === undefined
      ? -1
      : (tree.children.get(keyOf(root.prior))?.visits ?? 0) + (limits.priorShare ?? 0) * iterations;
  const children: RootChild<T['move']>[] = [];
  for (const move of root.legal) {
    const child = tree.children.get(keyOf(move));
    const visits = child?.visits ?? -1;
    if (visits > most) {
      most = visits;
      chosen = move;
    }
    if (child !== undefined && child.visits > 0) children.push({ move, visits, value: child.reward / child.visits });
  }
  if (limits.overruleZ !== undefined && root.prior !== undefined)
    chosen = overruled(tree, root.prior, root.legal, limits.overruleZ) ?? root.prior;
  return { move: chosen, iterations, nodes, children };
}

/**
 * The root move whose mean beats the prior's by `z` standard errors of the difference (Welch's), the best
 * of those tried `OVERRULE_VISITS` times; null when none does (the prior stands). The prior itself may have
 * been tried less (UCB leaves a poor move alone): its few rewards are then given the widest spread rewards
 * in [0, 1] can have, so only a wide gap overrules it.
 */
function overruled<M>(tree: Node, prior: M, legal: readonly M[], z: number): M | null {
  const stats = (node: Node | undefined) => {
    if (node === undefined || node.visits < 2) return null;
    const mean = node.reward / node.visits;
    const spread =
      node.visits < OVERRULE_VISITS
        ? 0.25
        : (Math.max(0, node.rewardSq / node.visits - mean * mean) * node.visits) / (node.visits - 1);
    return { mean, variance: spread / node.visits, visits: node.visits };
  };
  const base = stats(tree.children.get(keyOf(prior)));
  if (base === null) return null;
  let best: M | null = null;
  let bestMean = base.mean;
  for (const move of legal) {
    const other = stats(tree.children.get(keyOf(move)));
    if (other === null || other.visits < OVERRULE_VISITS || other.mean <= bestMean) continue;
    if (other.mean - base.mean > z * Math.sqrt(other.variance + base.variance)) {
      best = move;
      bestMean = other.mean;
    }
  }
  return best;
}

/** The world after `seat` plays `move`, chance drawn from `chance` (a search only plays legal moves). */
export function playMove<T extends GameTypes>(
  game: Game<T>,
  state: T['state'],
  seat: Seat,
  move: T['move'],
  chance: Chance,
): T['state'] {
  const decision = game.decide(state, seat, move, chance);
  if (!decision.ok) throw new Error(`the search played a refused move: ${decision.violation.code}`);
  let next = state;
  for (const fact of decision.facts) next = game.evolve(next, fact);
  return next;
}

/** Every seat's share of the win: the outcome's, or the policy's evaluation of an unfinished game. */
export function resultOf<T extends GameTypes>(
  game: Game<T>,
  policy: SearchPolicy<T>,
  state: T['state'],
): readonly number[] {
  const outcome = game.outcome(state);
  if (outcome === null) return policy.evaluate(state);
  const shares = new Array<number>(outcome.ranking.length).fill(0);
  for (const seat of outcome.winners) shares[seat] = 1 / outcome.winners.length;
  return shares;
}

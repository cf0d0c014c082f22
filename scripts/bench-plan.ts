// Monad games planned ahead for `npm run bench:http`. The server's randomness for entry `seq` of a game with
// seed S is `chanceFor(version, S, seq)` (the opening is entry 0), so a client that knows the seed can fold every game
// itself: the bench creates its games with known seeds and plans their moves before the run, so that during
// the run every request is a real move the server must accept, at no cost to the machine under test.
//
// A plan is a sequence of random legal moves: a kind of move (trade, buy, draw…) drawn uniformly among those
// legal now, then one move of that kind. Drawing the kind first keeps hands small (uniform over all legal
// moves favours buys, whose number grows into the thousands with the hand, so hands balloon). Moves whose
// facts end the game are never chosen: a bench game must not run out of moves. Random play still gets
// stuck eventually (once the Monads left would all win, every transaction takes one), so a plan can be
// shorter than asked: the bench then uses another seed.
import { CURRENT_RNG_VERSION, chanceFor } from '../src/service/games/chance.js';
import { seededRng, type Rng } from '../src/engine/index.js';
import { monad, type MonadFact, type MonadMove, type MonadState } from '../src/games/monad/index.js';

export const PLAYERS = 2;
const config = { players: PLAYERS, options: monad.schemas.options.parse({}) };

export interface Step {
  readonly seat: number;
  readonly move: MonadMove;
  readonly facts: readonly MonadFact[];
}

export interface Plan {
  readonly seed: string;
  /** The table after the opening (entry 0), to check against the server's. */
  readonly opening: MonadState;
  /** steps[i] is entry i + 1 (i + firstSeq of planGame). */
  readonly steps: readonly Step[];
}

/** The opening as the server deals it for `seed` (service/games/create.ts). */
function opening(seed: string): MonadState {
  const dealt = monad.setup(config, chanceFor(CURRENT_RNG_VERSION, seed, 0));
  if (!dealt.ok) throw new Error(dealt.violation.message);
  let state = monad.initial(config);
  for (const fact of dealt.facts) state = monad.evolve(state, fact);
  return state;
}

/** A random legal move of `seat` that does not end the game, with its facts; null when there is none. */
function pick(state: MonadState, seat: number, seq: number, seed: string, rng: Rng): Step | null {
  const byKind = new Map<string, MonadMove[]>();
  for (const move of monad.legalMoves(state, seat)) {
    const same = byKind.get(move.type);
    if (same) same.push(move);
    else byKind.set(move.type, [move]);
  }
  const kinds = [...byKind.values()];
  while (kinds.length > 0) {
    const k = rng.int(kinds.length);
    const moves = kinds[k] as MonadMove[];
    const [move] = moves.splice(rng.int(moves.length), 1) as [MonadMove];
    if (moves.length === 0) kinds.splice(k, 1);
    const decision = monad.decide(state, seat, move, chanceFor(CURRENT_RNG_VERSION, seed, seq));
    if (decision.ok && !decision.facts.some(fact => fact.type === 'game_ended'))
      return { seat, move, facts: decision.facts };
  }
  return null;
}

/**
 * Up to `length` planned moves of the game dealt from `seed`; `planSeed` seeds the choice of moves. The first
 * move is entry `firstSeq` (a table's join and start come first: 3).
 */
export function planGame(seed: string, length: number, planSeed: number, firstSeq = 1): Plan {
  const rng = seededRng(planSeed);
  const first = opening(seed);
  let state = first;
  const steps: Step[] = [];
  for (let seq = firstSeq; seq < firstSeq + length; seq++) {
    const seat = monad.toAct(state)[0];
    const step = seat === undefined ? null : pick(state, seat, seq, seed, rng);
    if (!step) break;
    for (const fact of step.facts) state = monad.evolve(state, fact);
    steps.push(step);
  }
  return { seed, opening: first, steps };
}

/** The table after the first `moves` steps of a plan. */
export function stateAfter(plan: Plan, moves: number): MonadState {
  let state = plan.opening;
  for (const step of plan.steps.slice(0, moves)) for (const fact of step.facts) state = monad.evolve(state, fact);
  return state;
}

/** What the server shows a spectator of this table, to check that bench and server agree on the deal. */
export const spectatorView = (state: MonadState): unknown => monad.view(state, null);

export const toAct = (state: MonadState): readonly number[] => monad.toAct(state);

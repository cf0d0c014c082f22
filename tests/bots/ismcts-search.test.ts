// The IS-MCTS search when its budget is short (src/bots/ismcts/search.ts): a search cut before it can tell
// the moves apart plays the heuristic's move (its prior), not whichever it happened to try first; and a
// review's search, past its deadline from the start, stops as soon as every move the root considers — the
// policy's few, and the played move — has been tried once, not after one iteration per legal move.
import { describe, expect, it } from 'vitest';
import { monadPolicy, MONAD_BRANCHING } from '../../src/bots/ismcts/monad.js';
import { ismctsReviewer } from '../../src/bots/ismcts/review.js';
import { search } from '../../src/bots/ismcts/search.js';
import { DEFAULT_SETTINGS } from '../../src/bots/ismcts/strategy.js';
import { monadChoice } from '../../src/bots/monad/heuristic.js';
import { botTurn, seenBy } from '../../src/bots/turn.js';
import { canonical, oneStream, seededRng } from '../../src/engine/index.js';
import { monad, type MonadState } from '../../src/games/monad/index.js';
import { given } from '../support/given.js';

/** A Monad turn with a long list of legal moves: a seat that drew many cards and may buy with them. */
function richTurn() {
  for (let seed = 1; seed < 20; seed++) {
    const table = given(monad, { players: 2, seed });
    let state: MonadState = table.state;
    const facts = [...table.history];
    // Draws (or hands the turn on) until the seat to act has many moves to choose from.
    for (let step = 0; step < 300; step++) {
      const seat = monad.toAct(state)[0] as number;
      const legal = monad.legalMoves(state, seat);
      if (legal.length > 2 * MONAD_BRANCHING + 4)
        return { state, turn: botTurn(monad, state, seat, seenBy(monad, facts, seat), 50) };
      const draw =
        legal.find(m => m.type === 'draw') ??
        legal.find(m => m.type === 'pass' || m.type === 'end_turn') ??
        (legal[0] as (typeof legal)[number]);
      const decision = monad.decide(state, seat, draw, oneStream(seededRng(seed * 100 + step)));
      if (!decision.ok) break;
      for (const fact of decision.facts) state = monad.evolve(state, fact);
      facts.push(...decision.facts);
    }
  }
  throw new Error('no Monad position with many legal moves found');
}

describe('IS-MCTS with a short budget', () => {
  it('plays the prior when no iteration could run, whatever the first legal move', () => {
    const { turn } = richTurn();
    const prior = monadChoice(turn.view, turn.legal);
    expect(canonical(prior)).not.toBe(canonical(turn.legal[0]));
    const sample = monad.determinizer?.(turn.view, turn.log);
    if (!sample) throw new Error('monad has a determinizer');
    const result = search(
      monad,
      monadPolicy,
      { seat: turn.seat, legal: turn.legal, sample, prior },
      { ...DEFAULT_SETTINGS, deadline: 0, now: () => 0, maxIterations: 0 },
      seededRng(1),
    );
    expect(result.iterations).toBe(0);
    expect(canonical(result.move)).toBe(canonical(prior));
  });

  it('reviews past its deadline with one iteration per root candidate, not one per legal move', () => {
    const { state, turn } = richTurn();
    const played = turn.legal[turn.legal.length - 1] as (typeof turn.legal)[number];
    let clock = 0;
    const review = ismctsReviewer(monad, monadPolicy, { ...DEFAULT_SETTINGS, horizon: 10 })(turn, played, {
      rng: seededRng(2),
      // Every reading of the clock is a second later: the deadline is past from the first iteration.
      now: () => (clock += 1000),
    });
    expect(canonical(review.played.move)).toBe(canonical(played));
    expect(review.played.visits).toBe(1);
    const candidates = monadPolicy.candidates(state, turn.seat, turn.legal);
    expect(candidates.length).toBeLessThan(turn.legal.length);
    expect(review.iterations).toBeLessThanOrEqual(candidates.length + 1);
  });
});

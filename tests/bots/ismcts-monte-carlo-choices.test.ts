// The heuristic's choices remembered by position in Monte Carlo playouts (monte-carlo-choices.ts): a pure
// speed-up, so a search with them must play and value exactly as one without; and the key must tell apart
// every two positions the heuristic could see differently, yet never read what no seat sees (the draw pile's order).
import { describe, expect, it } from 'vitest';
import { positionKey } from '../../src/bots/ismcts/monte-carlo-choices.js';
import { monteCarloPolicyWith } from '../../src/bots/ismcts/monte-carlo.js';
import { pairedSearch } from '../../src/bots/ismcts/paired.js';
import { monteCarloChoice } from '../../src/bots/monte-carlo/heuristic.js';
import { seededRng, type Rng } from '../../src/engine/index.js';
import { monteCarlo } from '../../src/games/monte-carlo/index.js';
import type { State } from '../../src/games/monte-carlo/state.js';
import { view } from '../../src/games/monte-carlo/view.js';
import { positions, type Position } from '../support/monte-carlo-positions.js';

const searchWith = (remember: boolean, { state, seat, facts }: Position, rng: Rng) => {
  const legal = monteCarlo.legalMoves(state, seat);
  const seen = view(state, seat);
  const log = facts.map(fact => monteCarlo.redact(fact, seat));
  const sample = monteCarlo.determinizer?.(seen, log);
  if (!sample) throw new Error('Monte Carlo has no determinizer');
  return pairedSearch(
    monteCarlo,
    monteCarloPolicyWith('heuristic', 'turns', remember),
    { seat, legal, sample, prior: monteCarloChoice(seen, legal) },
    { deadline: Infinity, now: () => 0, maxIterations: 10, horizon: 10, z: 2, minPairs: 8 },
    rng,
  );
};

describe("the heuristic's choices remembered in Monte Carlo playouts", () => {
  it('leave every search exactly as it was: the same move, pairs and values', () => {
    const decisions = positions(3, 400).filter(({ state, seat }) => monteCarlo.legalMoves(state, seat).length > 1);
    expect(decisions.length).toBeGreaterThan(16);
    for (const [i, position] of decisions.slice(0, 16).entries()) {
      const plain = searchWith(false, position, seededRng(100 + i));
      const remembered = searchWith(true, position, seededRng(100 + i));
      // Searched twice with memory, the second time mostly from it.
      const again = searchWith(true, position, seededRng(100 + i));
      expect(remembered).toEqual(plain);
      expect(again).toEqual(plain);
    }
  });

  it('key a position by what its seat sees, never by the order of the draw pile', () => {
    const { state, seat } = positions(5, 30).at(-1) ?? positions(5, 30)[0]!;
    const reordered: State = { ...state, drawPile: [...state.drawPile].reverse() };
    expect(state.drawPile.length).toBeGreaterThan(1);
    expect(positionKey(reordered, seat)).toBe(positionKey(state, seat));
    expect(positionKey(state, 1 - seat)).not.toBe(positionKey(state, seat));
  });

  it('tell apart positions that differ in money, a pawn, the piles, or the pawns already challenged', () => {
    const { state, seat } = positions(7, 20).at(-1)!;
    const key = positionKey(state, seat);
    const [first, ...rest] = state.pawns;
    const variants: State[] = [
      { ...state, seats: state.seats.map((s, i) => (i === 0 ? { ...s, money: s.money + 10_000 } : s)) },
      { ...state, pawns: [{ ...first!, at: first!.at + 1 }, ...rest] },
      { ...state, resultPile: [...state.resultPile, state.drawPile[0]!], drawPile: state.drawPile.slice(1) },
      { ...state, turn: { ...state.turn, challenged: [...state.turn.challenged, 5] } },
      { ...state, bank: state.bank - 10_000 },
    ];
    for (const variant of variants) expect(positionKey(variant, seat)).not.toBe(key);
  });
});

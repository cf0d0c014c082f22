// How the IS-MCTS bot judges a Monte Carlo Gamble playout stopped before the end (src/bots/ismcts/monte-carlo.ts,
// evaluation 'turns'): each seat's chance to bring every pawn home first, from the expected turns its pawns
// still need (track.ts), so a lead in turns, a pawn stuck under an opponent and the race's length all count.
import { describe, expect, it } from 'vitest';
import { monteCarloPolicyWith } from '../../src/bots/ismcts/monte-carlo.js';
import { given } from '../games/monte-carlo/support.js';

const evaluate = monteCarloPolicyWith('random', 'turns').evaluate;
// Two players: seat 0 has pawns 0–3, seat 1 pawns 4–7, on the start unless placed.
const two = { players: 2, money: [100_000, 100_000] };

describe('the turns evaluation of an unfinished Monte Carlo game', () => {
  it('gives even shares in a level race and sums them to one', () => {
    const shares = evaluate(
      given({
        ...two,
        at: { 0: 25, 1: 27, 4: 27, 5: 25 },
        stacks: [
          { square: 25, pawns: [0, 5] },
          { square: 27, pawns: [4, 1] },
        ],
      }),
    );
    expect(shares[0]).toBeCloseTo(0.5, 6);
    expect((shares[0] ?? 0) + (shares[1] ?? 0)).toBeCloseTo(1, 9);
  });

  it('gives nearly the whole win to a seat many turns ahead', () => {
    const shares = evaluate(given({ ...two, at: { 0: 30, 1: 30, 2: 30, 3: 30 } }));
    expect(shares[0]).toBeGreaterThan(0.95);
  });

  it('counts a pawn blocked under an opponent (C10) against its seat', () => {
    const under = evaluate(given({ ...two, at: { 0: 20, 4: 20 }, stacks: [{ square: 20, pawns: [0, 4] }] }));
    const over = evaluate(given({ ...two, at: { 0: 20, 4: 20 }, stacks: [{ square: 20, pawns: [4, 0] }] }));
    expect(under[0]).toBeLessThan(0.5);
    expect(over[0]).toBeGreaterThan(0.5);
  });

  it('makes the same lead in turns weigh more near the end of the race than at its start', () => {
    // One square's worth of lead (a pawn on 1 against 0) early, and one pawn each near home with the same gap.
    const early = evaluate(given({ ...two, at: { 0: 5 } }));
    const home = { 1: 'home', 2: 'home', 3: 'home', 5: 'home', 6: 'home', 7: 'home' } as const;
    const late = evaluate(given({ ...two, at: { ...home, 0: 56, 4: 48 } }));
    expect(early[0]).toBeGreaterThan(0.5);
    expect(late[0]).toBeGreaterThan(early[0] ?? 1);
  });
});

// How the IS-MCTS bot judges a Monte Carlo Gamble playout stopped before the end (src/bots/ismcts/monte-carlo.ts,
// evaluation 'turns'): each seat's chance to bring every pawn home first, from the expected turns its pawns
// still need (track.ts), so a lead in turns, a pawn stuck under an opponent, being about to move and the
// race's length all count; and as sure of a lead as heuristic games bear out, no surer.
import { describe, expect, it } from 'vitest';
import { monteCarloPolicyWith } from '../../src/bots/ismcts/monte-carlo.js';
import { TURN_WEIGHTS, turnShares } from '../../src/bots/ismcts/monte-carlo-value.js';
import { logLoss } from '../../scripts/logistic-fit.js';
import { selfPlayStates } from '../../scripts/monte-carlo-self-play.js';
import { given } from '../games/monte-carlo/support.js';

const evaluate = monteCarloPolicyWith('random', 'turns').evaluate;
// Two players: seat 0 has pawns 0–3, seat 1 pawns 4–7, on the start unless placed.
const two = { players: 2, money: [100_000, 100_000] };
// A level race: each seat has one pawn on 25 and one on 27, each on top of one stack.
const level = {
  ...two,
  at: { 0: 25, 1: 27, 4: 27, 5: 25 },
  stacks: [
    { square: 25, pawns: [0, 5] },
    { square: 27, pawns: [4, 1] },
  ],
};

describe('the turns evaluation of an unfinished Monte Carlo game', () => {
  it('gives a level race to the seat about to move by its tempo alone, and sums the shares to one', () => {
    const first = evaluate(given({ ...level, turn: { seat: 0 } }));
    const second = evaluate(given({ ...level, turn: { seat: 1 } }));
    expect(first[0]).toBeGreaterThan(0.5);
    expect(first[0]).toBeLessThan(0.6);
    expect(second[1]).toBeCloseTo(first[0] ?? 0, 9);
    expect((first[0] ?? 0) + (first[1] ?? 0)).toBeCloseTo(1, 9);
    expect(turnShares(given(level), { ...TURN_WEIGHTS, tempo: 0 })[0]).toBeCloseTo(0.5, 9);
  });

  it('gives most of the win to a seat many turns ahead, the more the further ahead', () => {
    const ahead = evaluate(given({ ...two, at: { 0: 30, 1: 30, 2: 30, 3: 30 }, turn: { seat: 1 } }));
    const further = evaluate(given({ ...two, at: { 0: 50, 1: 50, 2: 50, 3: 50 }, turn: { seat: 1 } }));
    expect(ahead[0]).toBeGreaterThan(0.75);
    expect(further[0]).toBeGreaterThan(ahead[0] ?? 1);
  });

  it('counts a pawn blocked under an opponent (C10) against its seat', () => {
    const under = evaluate(given({ ...two, at: { 0: 20, 4: 20 }, stacks: [{ square: 20, pawns: [0, 4] }] }));
    const over = evaluate(given({ ...two, at: { 0: 20, 4: 20 }, stacks: [{ square: 20, pawns: [4, 0] }] }));
    expect(under[0]).toBeLessThan(over[0] ?? 0);
    expect(under[1]).toBeGreaterThan(over[1] ?? 1);
  });

  it('makes the same lead in turns weigh more near the end of the race than at its start', () => {
    // One square's worth of lead (a pawn on 1 against 0) early, and one pawn each near home with the same gap.
    const early = evaluate(given({ ...two, at: { 0: 5 }, turn: { seat: 1 } }));
    const home = { 1: 'home', 2: 'home', 3: 'home', 5: 'home', 6: 'home', 7: 'home' } as const;
    const late = evaluate(given({ ...two, at: { ...home, 0: 56, 4: 48 }, turn: { seat: 1 } }));
    expect(early[0]).toBeGreaterThan(0.5);
    expect(late[0]).toBeGreaterThan(early[0] ?? 1);
  });

  it('is as sure of a lead as heuristic games bear out: better than a coin, and than a sharper or a flatter judgement', () => {
    // 40 games of the heuristic against itself (about 700 states); the weights were fitted on 8,000 others.
    const kept = selfPlayStates(40, 424_242);
    const samples = kept.map(k => ({ y: k.winner === 0 ? 1 : 0, state: k.state }));
    const loss = (spread: number): number =>
      logLoss(samples, s => turnShares(s.state, { ...TURN_WEIGHTS, spread })[0] ?? 0.5);
    expect(samples.length).toBeGreaterThan(400);
    expect(loss(TURN_WEIGHTS.spread)).toBeLessThan(Math.log(2) - 0.05);
    // The hand-set spread it replaced (0.45 per square root of the turns left, 3.6 times sharper) did worse than a coin.
    expect(loss(TURN_WEIGHTS.spread)).toBeLessThan(loss(TURN_WEIGHTS.spread / 3.6));
    expect(loss(TURN_WEIGHTS.spread)).toBeLessThan(loss(TURN_WEIGHTS.spread * 3));
  });
});

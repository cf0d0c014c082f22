// C17–C19: calling poker, playing it (every throw a fact), its results, and the poker association.
import { describe, expect, it } from 'vitest';
import type { Position } from '../../../src/games/monte-carlo/schemas.js';
import type { State } from '../../../src/games/monte-carlo/state.js';
import {
  expectRefused,
  faces,
  game,
  given,
  money,
  ofType,
  play,
  playAll,
  scripted,
  type TableSpec,
} from './support.js';

const ALL = [0, 1, 2, 3, 4];
/** Seat 0's pawn 0 climbs from 17 onto square 20, where seat 1's pawn 3 and seat 2's pawn 6 stand. */
const stack: TableSpec = {
  at: { 0: 17, 1: 5, 3: 20, 6: 20 },
  stacks: [{ square: 20, pawns: [3, 6] }],
  turn: { step: 'move_pawn', die: 3 } as Position['turn'],
};
const arrive = (spec: TableSpec = {}): State =>
  play(given({ ...stack, ...spec }), 0, { type: 'move_pawn', pawn: 0 }).state;
const called = (stake: number, spec: TableSpec = {}): State =>
  playAll(arrive(spec), [
    [0, { type: 'call_poker', pawn: 3 }],
    [0, { type: 'stake', amount: stake }],
  ]).state;

describe('C17 calling poker', () => {
  it('C17: the stake is a multiple of $10,000 from $10,000 to what both the opponent and the challenger hold', () => {
    const state = playAll(arrive({ money: [50_000, 30_000, 100_000] }), [[0, { type: 'call_poker', pawn: 3 }]]).state;
    expect(ofType(game.legalMoves(state, 0), 'stake').map(m => m.amount)).toEqual([10_000, 20_000, 30_000]);
    expectRefused(
      game.decide(state, 0, { type: 'stake', amount: 40_000 }, scripted([])),
      'monte-carlo/C17-stake-too-high',
    );
    expectRefused(game.decide(state, 0, { type: 'stake', amount: 0 }, scripted([])), 'monte-carlo/C17-stake-too-low');
    expectRefused(game.decide(state, 0, { type: 'stake', amount: 25_000 }, scripted([])), 'monte-carlo/C1-money-unit');
    const capped = playAll(arrive({ money: [20_000, 100_000, 100_000] }), [[0, { type: 'call_poker', pawn: 3 }]]).state;
    expect(ofType(game.legalMoves(capped, 0), 'stake').map(m => m.amount)).toEqual([10_000, 20_000]);
  });

  it('C17: only an opponent pawn of the stack can be challenged; the master may also decline', () => {
    const state = arrive({ at: { ...stack.at, 2: 22 } });
    expectRefused(game.decide(state, 0, { type: 'call_poker', pawn: 2 }, scripted([])), 'monte-carlo/C17-not-a-target');
    expectRefused(game.decide(state, 0, { type: 'call_poker', pawn: 4 }, scripted([])), 'monte-carlo/C17-not-a-target');
    expect(play(state, 0, { type: 'end_turn' }).facts).toEqual([
      { type: 'turn_ended', seat: 0 },
      { type: 'turn_started', seat: 1, turn: 2 },
    ]);
  });

  it("C17: with two players, the master's other colour is no opponent", () => {
    const state = play(
      given({
        players: 2,
        at: { 0: 17, 2: 20, 4: 20 },
        stacks: [{ square: 20, pawns: [2, 4] }],
        turn: { step: 'move_pawn', colour: 'red', die: 3 },
      }),
      0,
      { type: 'move_pawn', pawn: 0 },
    ).state;
    expect(state.step).toEqual({ type: 'poker_call', pawn: 0, targets: [4] });
  });
});

describe('C18 playing poker', () => {
  it('C18: the challenger throws all five dice first, then may throw again any dice, up to three throws', () => {
    let state = called(10_000);
    expect(game.toAct(state)).toEqual([0]);
    expect(game.legalMoves(state, 0)).toEqual([{ type: 'throw', dice: ALL }]);
    expectRefused(
      game.decide(state, 0, { type: 'throw', dice: [0, 1] }, scripted([])),
      'monte-carlo/C18-first-throw-all-dice',
    );
    expectRefused(game.decide(state, 0, { type: 'stop_throwing' }, scripted([])), 'monte-carlo/C18-throw-first');
    state = play(state, 0, { type: 'throw', dice: ALL }, scripted(faces('A', 'K', 'Q', 'J', '9'))).state;
    expect(game.legalMoves(state, 0)).toHaveLength(32);
    expectRefused(game.decide(state, 0, { type: 'throw', dice: [4, 0] }, scripted([])), 'monte-carlo/C18-dice');
    // Only the dice named are thrown again; kept dice may be taken back on the next throw.
    const second = play(state, 0, { type: 'throw', dice: [4] }, scripted(faces('A')));
    expect(second.facts).toEqual([{ type: 'dice_thrown', seat: 0, dice: [4], faces: ['A', 'K', 'Q', 'J', 'A'] }]);
    const third = play(second.state, 0, { type: 'throw', dice: [1, 2, 3] }, scripted(faces('A', 'A', '10')));
    expect(third.facts).toEqual([
      { type: 'dice_thrown', seat: 0, dice: [1, 2, 3], faces: ['A', 'A', 'A', '10', 'A'] },
      { type: 'throws_stopped', seat: 0, throws: 3 },
    ]);
    expect(game.toAct(third.state)).toEqual([1]);
  });

  it('C18: the opponent throws no more often than the challenger did', () => {
    const { state } = playAll(called(10_000), [
      [0, { type: 'throw', dice: ALL }, faces('A', 'K', 'Q', 'J', '9')],
      [0, { type: 'throw', dice: [4] }, faces('9')],
      [0, { type: 'stop_throwing' }],
      [1, { type: 'throw', dice: ALL }, faces('K', 'K', 'Q', 'J', '9')],
    ]);
    expect(game.legalMoves(state, 1)).toContainEqual({ type: 'stop_throwing' });
    const last = play(state, 1, { type: 'throw', dice: [2, 3, 4] }, scripted(faces('K', 'K', 'K')));
    expect(ofType(last.facts, 'throws_stopped')).toEqual([{ type: 'throws_stopped', seat: 1, throws: 2 }]);
    expect(ofType(last.facts, 'poker_won')).toEqual([
      { type: 'poker_won', seat: 1, loser: 0, challengerHand: 'nothing', opponentHand: 'five-of-a-kind' },
    ]);
  });

  it('C18: a winning challenger collects the stake and may challenge another opponent pawn of the stack', () => {
    const { facts, state } = playAll(called(30_000), [
      [0, { type: 'throw', dice: ALL }, faces('A', 'A', 'A', 'A', 'A')],
      [0, { type: 'stop_throwing' }],
      [1, { type: 'throw', dice: ALL }, faces('K', 'K', 'K', 'K', 'K')],
    ]);
    expect(facts.slice(-3)).toEqual([
      { type: 'poker_won', seat: 0, loser: 1, challengerHand: 'five-of-a-kind', opponentHand: 'five-of-a-kind' },
      { type: 'transfer', from: 1, to: 0, amount: 30_000, reason: 'poker' },
      { type: 'poker_offered', seat: 0, pawn: 0, targets: [6] },
    ]);
    expect([money(state, 0), money(state, 1)]).toEqual([130_000, 70_000]);
    expect(game.legalMoves(state, 0)).toEqual([{ type: 'call_poker', pawn: 6 }, { type: 'end_turn' }]);
  });

  it("C18: a beaten challenger pays, the turn ends, and the winner's pawn goes on top, directly above the challenger's", () => {
    const { facts, state } = playAll(called(20_000), [
      [0, { type: 'throw', dice: ALL }, faces('9', '10', 'J', 'Q', 'A')],
      [0, { type: 'stop_throwing' }],
      [1, { type: 'throw', dice: ALL }, faces('A', 'A', 'K', 'K', 'Q')],
    ]);
    expect(facts.slice(-5)).toEqual([
      { type: 'poker_won', seat: 1, loser: 0, challengerHand: 'nothing', opponentHand: 'two-pairs' },
      { type: 'pawn_raised', pawn: 3, square: 20 },
      { type: 'transfer', from: 0, to: 1, amount: 20_000, reason: 'poker' },
      { type: 'turn_ended', seat: 0 },
      { type: 'turn_started', seat: 1, turn: 2 },
    ]);
    const view = game.view(state, null);
    expect(view.stacks.find(s => s.square === 20)?.pawns).toEqual([6, 0, 3]);
    expect(view.pawns[0]?.blocked).toBe(true);
  });

  it('C18: a complete tie is settled by sudden death, one throw of all five dice each, repeated while tied', () => {
    const { facts } = playAll(called(10_000), [
      [0, { type: 'throw', dice: ALL }, faces('Q', 'Q', 'J', 'J', '9')],
      [0, { type: 'stop_throwing' }],
      [
        1,
        { type: 'throw', dice: ALL },
        [
          ...faces('J', 'Q', '9', 'J', 'Q'),
          ...faces('K', 'K', 'K', 'K', 'K', 'K', 'K', 'K', 'K', 'K'),
          ...faces('9', '9', 'A', 'K', 'Q', 'A', 'K', 'J', '10', '9'),
        ],
      ],
    ]);
    expect(ofType(facts, 'sudden_death')).toEqual([
      { type: 'sudden_death', challenger: ['K', 'K', 'K', 'K', 'K'], opponent: ['K', 'K', 'K', 'K', 'K'] },
      { type: 'sudden_death', challenger: ['9', '9', 'A', 'K', 'Q'], opponent: ['A', 'K', 'J', '10', '9'] },
    ]);
    expect(ofType(facts, 'poker_won')[0]).toMatchObject({ seat: 0, loser: 1 });
  });

  it('C18/C16: a challenger ruined by poker has the pawn sent back chosen by the winner', () => {
    const { facts, state } = playAll(called(10_000, { money: [10_000, 100_000, 100_000] }), [
      [0, { type: 'throw', dice: ALL }, faces('9', '10', 'J', 'Q', 'A')],
      [0, { type: 'stop_throwing' }],
      [1, { type: 'throw', dice: ALL }, faces('A', 'A', 'K', 'K', 'Q')],
    ]);
    expect(facts.at(-1)).toEqual({ type: 'ruined', seat: 0, cause: 'poker', chooser: 1 });
    expect(game.toAct(state)).toEqual([1]);
    expect(game.legalMoves(state, 1)).toEqual([
      { type: 'send_back', pawn: 0 },
      { type: 'send_back', pawn: 1 },
    ]);
    expect(game.legalMoves(state, 0)).toEqual([]);
    const sent = play(state, 1, { type: 'send_back', pawn: 0 });
    expect(sent.facts).toEqual([
      { type: 'pawn_sent_back', pawn: 0, from: 20, to: 15 },
      { type: 'transfer', from: 'bank', to: 0, amount: 50_000, reason: 'bank' },
      { type: 'turn_ended', seat: 0 },
      { type: 'turn_started', seat: 1, turn: 2 },
    ]);
  });

  it('C18/C16: an opponent ruined by poker has the pawn chosen by the winning challenger, who may then go on', () => {
    const { state } = playAll(called(10_000, { money: [100_000, 10_000, 100_000] }), [
      [0, { type: 'throw', dice: ALL }, faces('A', 'A', 'A', 'A', 'A')],
      [0, { type: 'stop_throwing' }],
      [1, { type: 'throw', dice: ALL }, faces('9', '9', '9', '9', 'K')],
    ]);
    expect(game.toAct(state)).toEqual([0]);
    const sent = play(state, 0, { type: 'send_back', pawn: 3 });
    expect(sent.facts.at(-1)).toEqual({ type: 'poker_offered', seat: 0, pawn: 0, targets: [6] });
    expect(sent.state.pawns[3]?.at).toBe(15);
  });
});

describe('C19 poker association', () => {
  // Seat 1 has one pawn left to bring home (pawn 3, on square 20): seat 2 may join seat 0.
  const lastPawn: TableSpec = {
    money: [30_000, 200_000, 60_000],
    at: { 0: 17, 1: 5, 3: 20, 4: 'home', 5: 'home', 6: 22 },
    stacks: [],
    turn: { step: 'move_pawn', die: 3 } as Position['turn'],
  };
  const pledged = (amount: number): State =>
    playAll(given(lastPawn), [
      [0, { type: 'move_pawn', pawn: 0 }],
      [0, { type: 'call_poker', pawn: 3 }],
      [2, { type: 'pledge', amount }],
    ]).state;

  it('C19: against a player with one pawn left, the others pledge in seat order before the stake is named', () => {
    const { state, facts } = playAll(given(lastPawn), [
      [0, { type: 'move_pawn', pawn: 0 }],
      [0, { type: 'call_poker', pawn: 3 }],
    ]);
    expect(facts.at(-1)).toEqual({ type: 'poker_called', seat: 0, pawn: 0, target: 3, opponent: 1, pledgers: [2] });
    expect(game.toAct(state)).toEqual([2]);
    expect(ofType(game.legalMoves(state, 2), 'pledge').map(m => m.amount)).toEqual([
      0, 10_000, 20_000, 30_000, 40_000, 50_000, 60_000,
    ]);
    expectRefused(
      game.decide(state, 2, { type: 'pledge', amount: 70_000 }, scripted([])),
      'monte-carlo/C19-pledge-too-high',
    );
  });

  it('C19: the stake cap becomes the smaller of the opponent’s money and the challenger’s money plus the pledges', () => {
    expect(
      ofType([...game.legalMoves(pledged(60_000), 0)], 'stake')
        .map(m => m.amount)
        .at(-1),
    ).toBe(90_000);
    expect(
      ofType([...game.legalMoves(pledged(0), 0)], 'stake')
        .map(m => m.amount)
        .at(-1),
    ).toBe(30_000);
  });

  it.each([
    [
      90_000,
      [
        { seat: 0, amount: 30_000 },
        { seat: 2, amount: 60_000 },
      ],
    ],
    [
      50_000,
      [
        { seat: 0, amount: 20_000 },
        { seat: 2, amount: 30_000 },
      ],
    ],
    // 70,000 of 90,000 put in: exact shares 23,333 and 46,667; the unit left over goes to the larger fraction.
    [
      70_000,
      [
        { seat: 0, amount: 20_000 },
        { seat: 2, amount: 50_000 },
      ],
    ],
  ])('C19: a stake of %i is shared in proportion to what each put in, by largest remainder', (stake, shares) => {
    const { facts } = play(pledged(60_000), 0, { type: 'stake', amount: stake });
    expect(facts).toEqual([{ type: 'stake_set', seat: 0, stake, shares }]);
  });

  it('C19: on a tie of fractional parts the challenger takes the unit left over first', () => {
    // 30,000 each: a stake of 10,000 is 5,000 each exactly; the one unit goes to the challenger.
    const { facts } = play(pledged(30_000), 0, { type: 'stake', amount: 10_000 });
    expect(facts).toEqual([{ type: 'stake_set', seat: 0, stake: 10_000, shares: [{ seat: 0, amount: 10_000 }] }]);
  });

  // Four players: seat 1 has one pawn left (pawn 3 on square 20); seats 2 and 3 may join seat 0.
  const fourSpec: TableSpec = {
    players: 4,
    money: [10_000, 200_000, 10_000, 10_000],
    at: { 0: 17, 3: 20, 4: 'home', 5: 'home' },
    turn: { step: 'move_pawn', die: 3 } as Position['turn'],
  };
  const fourPledged = (stake: number) =>
    playAll(given(fourSpec), [
      [0, { type: 'move_pawn', pawn: 0 }],
      [0, { type: 'call_poker', pawn: 3 }],
      [2, { type: 'pledge', amount: 10_000 }],
      [3, { type: 'pledge', amount: 10_000 }],
      [0, { type: 'stake', amount: stake }],
    ]);

  it('C19: no share exceeds what its holder put in, so the challenger never stands for more than they hold', () => {
    // $10,000 each put in; a stake of $20,000 is 6,667 each: one unit to the challenger, one to seat 2 (seat order).
    const { facts, state } = fourPledged(20_000);
    expect(facts.at(-1)).toEqual({
      type: 'stake_set',
      seat: 0,
      stake: 20_000,
      shares: [
        { seat: 0, amount: 10_000 },
        { seat: 2, amount: 10_000 },
      ],
    });
    for (const share of state.duel?.shares ?? []) expect(share.amount).toBeLessThanOrEqual(10_000);
  });

  it("C19: a winning challenger's association is paid by the same shares", () => {
    const { facts } = playAll(fourPledged(30_000).state, [
      [0, { type: 'throw', dice: ALL }, faces('A', 'A', 'A', 'A', 'A')],
      [0, { type: 'stop_throwing' }],
      [1, { type: 'throw', dice: ALL }, faces('9', '10', 'J', 'Q', 'A')],
    ]);
    expect(ofType(facts, 'transfer')).toEqual([
      { type: 'transfer', from: 1, to: 0, amount: 10_000, reason: 'poker' },
      { type: 'transfer', from: 1, to: 2, amount: 10_000, reason: 'poker' },
      { type: 'transfer', from: 1, to: 3, amount: 10_000, reason: 'poker' },
    ]);
  });

  it('C19: for a loss as for a win, each pays their share; every player left with nothing is ruined, the winner choosing', () => {
    const { facts, state } = playAll(pledged(60_000), [
      [0, { type: 'stake', amount: 90_000 }],
      [0, { type: 'throw', dice: ALL }, faces('9', '10', 'J', 'Q', 'A')],
      [0, { type: 'stop_throwing' }],
      [1, { type: 'throw', dice: ALL }, faces('A', 'A', 'A', 'A', 'A')],
    ]);
    expect(facts.slice(-6)).toEqual([
      { type: 'pawn_raised', pawn: 3, square: 20 },
      { type: 'transfer', from: 0, to: 1, amount: 30_000, reason: 'poker' },
      { type: 'transfer', from: 2, to: 1, amount: 60_000, reason: 'poker' },
      { type: 'excess_returned', seat: 1, amount: 40_000 },
      { type: 'ruined', seat: 0, cause: 'poker', chooser: 1 },
      { type: 'ruined', seat: 2, cause: 'poker', chooser: 1 },
    ]);
    expect(game.toAct(state)).toEqual([1]);
    const first = play(state, 1, { type: 'send_back', pawn: 0 });
    expect(game.legalMoves(first.state, 1)).toEqual([{ type: 'send_back', pawn: 6 }]);
    const second = play(first.state, 1, { type: 'send_back', pawn: 6 });
    expect([money(second.state, 0), money(second.state, 1), money(second.state, 2)]).toEqual([50_000, 250_000, 50_000]);
    expect(second.state.turn.seat).toBe(1);
  });

  it('C19: there is no association against a player with more than one pawn left, nor with two players', () => {
    const { facts } = playAll(arrive(), [[0, { type: 'call_poker', pawn: 3 }]]);
    expect(facts).toEqual([{ type: 'poker_called', seat: 0, pawn: 0, target: 3, opponent: 1, pledgers: [] }]);
    const two = playAll(
      given({
        players: 2,
        at: { 0: 17, 4: 20, 5: 'home', 6: 'home', 7: 'home' },
        turn: { step: 'move_pawn', colour: 'red', die: 3 },
      }),
      [
        [0, { type: 'move_pawn', pawn: 0 }],
        [0, { type: 'call_poker', pawn: 4 }],
      ],
    );
    expect(two.facts.at(-1)).toMatchObject({ type: 'poker_called', pledgers: [] });
  });
});

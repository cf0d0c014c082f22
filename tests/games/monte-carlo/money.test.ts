// C15–C16: tax and ruin, the $10,000 floor and the $250,000 cap, the bank's holdings.
import { describe, expect, it } from 'vitest';
import { at, expectRefused, game, given, money, ofType, play, playAll, position, rolls, scripted } from './support.js';

const broke = { money: [10_000, 100_000, 100_000] };

describe('C15 tax', () => {
  it('C15: a player who cannot pay the tax sends the pawn of their choice back, collects there, and moves with the 4', () => {
    const state = given({ ...broke, at: { 0: 20, 1: 35, 2: 45 } });
    const rolled = play(state, 0, { type: 'roll' }, scripted(rolls(4)));
    expect(rolled.facts.slice(1)).toEqual([
      { type: 'tax_assessed', seat: 0, amount: 20_000, reason: 'standard' },
      { type: 'transfer', from: 0, to: 'bank', amount: 10_000, reason: 'tax' },
      { type: 'ruined', seat: 0, cause: 'tax', chooser: 0 },
    ]);
    expect(game.toAct(rolled.state)).toEqual([0]);
    expect(game.legalMoves(rolled.state, 0)).toEqual([0, 1, 2].map(pawn => ({ type: 'send_back', pawn })));
    expectRefused(
      game.decide(rolled.state, 0, { type: 'move_pawn', pawn: 0 }, scripted([])),
      'monte-carlo/C16-send-back-first',
    );
    const sent = play(rolled.state, 0, { type: 'send_back', pawn: 2 });
    expect(sent.facts).toEqual([
      { type: 'pawn_sent_back', pawn: 2, from: 45, to: 31 },
      { type: 'transfer', from: 'bank', to: 0, amount: 50_000, reason: 'bank' },
    ]);
    // The tax is forgiven; the 4 is then played as usual (the pawn now in a bank cannot leave on a 4).
    expect(money(sent.state, 0)).toBe(50_000);
    expect(game.legalMoves(sent.state, 0)).toEqual([
      { type: 'move_pawn', pawn: 0 },
      { type: 'move_pawn', pawn: 1 },
    ]);
  });

  it.each([
    [1, 31, 15, 50_000],
    [0, 15, 0, 10_000],
  ])(
    'C15: a pawn already in a bank goes to the bank behind that, or to the start (pawn %i from %i to %i)',
    (pawn, from, to, after) => {
      const state = given({ ...broke, at: { 0: 15, 1: 31, 2: 20 } });
      const { state: rolled } = play(state, 0, { type: 'roll' }, scripted(rolls(4)));
      const sent = play(rolled, 0, { type: 'send_back', pawn });
      expect(sent.facts[0]).toEqual({ type: 'pawn_sent_back', pawn, from, to });
      expect(money(sent.state, 0)).toBe(after);
    },
  );

  it('C15: only the ruined player’s own pawns on the track can be sent back', () => {
    const state = given({ ...broke, at: { 0: 20, 1: 22, 2: 'home', 3: 40 } });
    const { state: rolled } = play(state, 0, { type: 'roll' }, scripted(rolls(4)));
    expect(game.legalMoves(rolled, 0)).toEqual([
      { type: 'send_back', pawn: 0 },
      { type: 'send_back', pawn: 1 },
    ]);
    expectRefused(
      game.decide(rolled, 0, { type: 'send_back', pawn: 3 }, scripted([])),
      'monte-carlo/C16-not-a-ruined-pawn',
    );
    expectRefused(
      game.decide(rolled, 0, { type: 'send_back', pawn: 2 }, scripted([])),
      'monte-carlo/C16-not-a-ruined-pawn',
    );
  });
});

describe('C15 tax with two players', () => {
  it.each([
    [
      'a yellow pawn on the start spares the tax when red is named',
      { 0: 20, 1: 'home', 2: 0, 3: 'home' },
      0,
      'pawn-on-start',
    ],
    [
      'one pawn left of both colours together: double tax',
      { 0: 20, 1: 'home', 2: 'home', 3: 'home' },
      40_000,
      'last-pawn',
    ],
    [
      'one red pawn left but a yellow one too: the simple tax',
      { 0: 20, 1: 'home', 2: 22, 3: 'home' },
      20_000,
      'standard',
    ],
  ] as const)('C15: %s', (_case, pawns, amount, reason) => {
    const state = given({ players: 2, at: pawns, turn: { colour: 'red' } });
    const { facts } = play(state, 0, { type: 'roll' }, scripted(rolls(4)));
    expect(facts[1]).toEqual({ type: 'tax_assessed', seat: 0, amount, reason });
  });
});

describe('C16 ruin and the limits on money', () => {
  it('C16: a player who pays exactly all they hold is left with nothing, hence ruined', () => {
    const state = given({
      money: [20_000, 100_000, 100_000],
      at: { 0: 16, 1: 5 },
      draw: ['clubs-2'],
      turn: { step: 'move_pawn', die: 2 },
    });
    const { facts, state: after } = playAll(state, [
      [0, { type: 'move_pawn', pawn: 0 }],
      [0, { type: 'bet', suits: ['spades'] }],
    ]);
    expect(ofType(facts, 'ruined')).toEqual([{ type: 'ruined', seat: 0, cause: 'casino', chooser: null }]);
    expect([at(after, 0), money(after, 0)]).toEqual([15, 50_000]);
  });

  it('C16/C13: a casino ruin with no bank behind sends the pawn to the start, which pays $10,000', () => {
    // 5 + 4 = casino-2 (9); the 1 of clubs loses against spades-hearts and takes the last $10,000.
    const state = given({
      money: [10_000, 100_000, 100_000],
      at: { 0: 5, 1: 20 },
      draw: ['clubs-1'],
      turn: { step: 'move_pawn', die: 4 },
    });
    const { facts, state: after } = playAll(state, [
      [0, { type: 'move_pawn', pawn: 0 }],
      [0, { type: 'bet', suits: ['spades', 'hearts'] }],
    ]);
    expect(facts.slice(3, 7)).toEqual([
      { type: 'transfer', from: 0, to: 'bank', amount: 10_000, reason: 'casino-loss' },
      { type: 'ruined', seat: 0, cause: 'casino', chooser: null },
      { type: 'pawn_sent_back', pawn: 0, from: 9, to: 0 },
      { type: 'transfer', from: 'bank', to: 0, amount: 10_000, reason: 'start' },
    ]);
    expect([at(after, 0), money(after, 0), after.turn.seat]).toEqual([0, 10_000, 1]);
  });

  it('C16: the excess over $250,000 goes back to the bank at once', () => {
    const state = given({
      money: [230_000, 100_000, 100_000],
      at: { 0: 12, 1: 5 },
      turn: { step: 'move_pawn', die: 3 },
    });
    const { facts, state: after } = play(state, 0, { type: 'move_pawn', pawn: 0 });
    expect(facts.slice(1, 3)).toEqual([
      { type: 'transfer', from: 'bank', to: 0, amount: 50_000, reason: 'bank' },
      { type: 'excess_returned', seat: 0, amount: 30_000 },
    ]);
    expect(money(after, 0)).toBe(250_000);
  });

  it('C16 project rule: the bank pays only what it holds', () => {
    const state = given({
      players: 4,
      money: [240_000, 250_000, 250_000, 250_000],
      at: { 0: 12, 1: 5 },
      turn: { step: 'move_pawn', die: 3 },
    });
    expect(state.bank).toBe(10_000);
    const { facts, state: after } = play(state, 0, { type: 'move_pawn', pawn: 0 });
    expect(ofType(facts, 'transfer')).toEqual([
      { type: 'transfer', from: 'bank', to: 0, amount: 10_000, reason: 'bank' },
    ]);
    expect(ofType(facts, 'excess_returned')).toEqual([]);
    expect([money(after, 0), after.bank]).toEqual([250_000, 0]);
  });

  it('C16: a position with a player below $10,000 or above $250,000 is refused', () => {
    for (const amounts of [
      [0, 100_000, 100_000],
      [260_000, 100_000, 100_000],
    ]) {
      const decision = game.setupFromPosition({ players: 3, options: {} }, position({ money: amounts }));
      expectRefused(decision, 'monte-carlo/C16-money-range');
    }
  });
});

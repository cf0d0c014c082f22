// C6–C9: a turn — rolling, which pawns can move, the two-player colour, arriving.
import { describe, expect, it } from 'vitest';
import { at, expectRefused, factsOf, game, given, ofType, play, playAll, rolls, scripted, when } from './support.js';

describe('C6 roll', () => {
  it('C6: the roll comes from the injected Rng as a fact; then the player must move a pawn', () => {
    const { state, facts } = play(given({ at: { 0: 20, 1: 22, 2: 26 } }), 0, { type: 'roll' }, scripted(rolls(5)));
    expect(facts).toEqual([{ type: 'die_rolled', seat: 0, die: 5 }]);
    expect(state.step).toEqual({ type: 'move_pawn' });
    expectRefused(when(state, 0, { type: 'end_turn' }), 'monte-carlo/C6-move-a-pawn');
    expectRefused(when(state, 0, { type: 'roll' }), 'monte-carlo/C6-move-a-pawn');
  });

  it('C6: on a 4 the tax is settled first, then the pawn moves', () => {
    const { facts, state } = play(given({ at: { 0: 20, 1: 22, 2: 26 } }), 0, { type: 'roll' }, scripted(rolls(4)));
    expect(facts).toEqual([
      { type: 'die_rolled', seat: 0, die: 4 },
      { type: 'tax_assessed', seat: 0, amount: 20_000, reason: 'standard' },
      { type: 'transfer', from: 0, to: 'bank', amount: 20_000, reason: 'tax' },
    ]);
    expect(state.step).toEqual({ type: 'move_pawn' });
  });

  it('C6: when no pawn can move, the turn ends', () => {
    const { facts, state } = play(given({ at: { 0: 15, 1: 15, 2: 31 } }), 0, { type: 'roll' }, scripted(rolls(5)));
    expect(facts).toEqual([
      { type: 'die_rolled', seat: 0, die: 5 },
      { type: 'turn_ended', seat: 0 },
      { type: 'turn_started', seat: 1, turn: 2 },
    ]);
    expect(state.turn.seat).toBe(1);
  });

  it('C6: the move is compulsory even onto a bad square (the only pawn that can move lands on a casino)', () => {
    const state = given({ at: { 0: 15, 1: 15, 2: 5 }, turn: { step: 'move_pawn', die: 4 } });
    expect(when(state, 0, { type: 'end_turn' }).ok).toBe(false);
    expect(factsOf(when(state, 0, { type: 'move_pawn', pawn: 2 }))[0]).toMatchObject({ type: 'pawn_moved', to: 9 });
  });

  it("C6: a player's two colours never block each other; an opponent's pawn does (2 players)", () => {
    // Red pawn 0 under yellow pawn 2 (both seat 0); blue pawn 4 (seat 1) under white pawn 6 (seat 1)… and red 1 under blue 5.
    const state = given({
      players: 2,
      at: { 0: 20, 2: 20, 1: 22, 5: 22 },
      stacks: [
        { square: 20, pawns: [0, 2] },
        { square: 22, pawns: [1, 5] },
      ],
      turn: { step: 'move_pawn', colour: 'red', die: 5 },
    });
    expect(game.legalMoves(state, 0)).toEqual([{ type: 'move_pawn', pawn: 0 }]);
    expectRefused(when(state, 0, { type: 'move_pawn', pawn: 1 }), 'monte-carlo/C10-blocked-needs-1-2-3');
  });
});

describe('C7 which pawns can move', () => {
  it('C7/C11: a pawn in a bank leaves only on a 1, 2 or 3', () => {
    const five = given({ at: { 0: 15, 1: 20, 2: 22 }, turn: { step: 'move_pawn', die: 5 } });
    expect(game.legalMoves(five, 0)).toEqual([
      { type: 'move_pawn', pawn: 1 },
      { type: 'move_pawn', pawn: 2 },
    ]);
    expectRefused(when(five, 0, { type: 'move_pawn', pawn: 0 }), 'monte-carlo/C11-bank-needs-1-2-3');
    const two = given({ at: { 0: 15, 1: 20, 2: 22 }, turn: { step: 'move_pawn', die: 2 } });
    expect(play(two, 0, { type: 'move_pawn', pawn: 0 }).state.pawns[0]?.at).toBe(17);
  });

  it('C7/C10: a blocked pawn leaves only on a 1, 2 or 3, and the pawns above it stay', () => {
    const spec = { at: { 0: 20, 1: 25, 2: 26, 3: 20 }, stacks: [{ square: 20, pawns: [0, 3] }] };
    const five = given({ ...spec, turn: { step: 'move_pawn', die: 5 } });
    expectRefused(when(five, 0, { type: 'move_pawn', pawn: 0 }), 'monte-carlo/C10-blocked-needs-1-2-3');
    const three = play(given({ ...spec, turn: { step: 'move_pawn', die: 3 } }), 0, {
      type: 'move_pawn',
      pawn: 0,
    }).state;
    expect([at(three, 0), at(three, 3)]).toEqual([23, 20]);
  });

  it('C7: pawns overtake freely', () => {
    const state = given({ at: { 0: 20, 3: 22, 6: 23 }, turn: { step: 'move_pawn', die: 5 } });
    expect(at(play(state, 0, { type: 'move_pawn', pawn: 0 }).state, 0)).toBe(25);
  });

  it('C7/C9: a pawn home no longer moves', () => {
    const state = given({ at: { 0: 'home', 1: 20 }, turn: { step: 'move_pawn', die: 2 } });
    expect(game.legalMoves(state, 0).map(m => (m.type === 'move_pawn' ? m.pawn : -1))).toEqual([1, 2]);
    expectRefused(when(state, 0, { type: 'move_pawn', pawn: 0 }), 'monte-carlo/C9-pawn-home');
    expectRefused(when(state, 0, { type: 'move_pawn', pawn: 3 }), 'monte-carlo/C6-not-your-pawn');
  });
});

describe('C8 two players', () => {
  const two = { players: 2, turn: { step: 'name_colour' as const } };

  it('C8: the colour is named before the roll, and only one of the player’s own colours', () => {
    const state = given(two);
    expectRefused(when(state, 0, { type: 'roll' }), 'monte-carlo/C8-name-colour-first');
    expectRefused(when(state, 0, { type: 'name_colour', colour: 'blue' }), 'monte-carlo/C8-not-your-colour');
    expect(factsOf(when(state, 0, { type: 'name_colour', colour: 'yellow' }))).toEqual([
      { type: 'colour_named', seat: 0, colour: 'yellow' },
    ]);
  });

  it('C8: the pawn moved must be of the colour named', () => {
    const { state } = playAll(given(two), [
      [0, { type: 'name_colour', colour: 'yellow' }],
      [0, { type: 'roll' }, rolls(3)],
    ]);
    expect(game.legalMoves(state, 0)).toEqual([
      { type: 'move_pawn', pawn: 2 },
      { type: 'move_pawn', pawn: 3 },
    ]);
    expectRefused(when(state, 0, { type: 'move_pawn', pawn: 0 }), 'monte-carlo/C8-named-colour');
  });

  it('C8: a colour whose pawns are all home cannot be named', () => {
    const state = given({ ...two, at: { 0: 'home', 1: 'home' } });
    expect(game.legalMoves(state, 0)).toEqual([{ type: 'name_colour', colour: 'yellow' }]);
    expectRefused(when(state, 0, { type: 'name_colour', colour: 'red' }), 'monte-carlo/C8-colour-all-home');
  });

  it('C8: when no pawn of the named colour can move, the turn ends even if the other colour could', () => {
    const state = given({ players: 2, at: { 0: 15, 1: 31 }, turn: { colour: 'red' } });
    const { facts } = play(state, 0, { type: 'roll' }, scripted(rolls(5)));
    expect(facts.map(f => f.type)).toEqual(['die_rolled', 'turn_ended', 'turn_started']);
  });
});

describe('C9 arriving', () => {
  it('C9: a pawn reaching or passing the finish is home and leaves the track', () => {
    const state = given({ at: { 0: 56, 1: 20 }, turn: { step: 'move_pawn', die: 6 } });
    const after = play(state, 0, { type: 'move_pawn', pawn: 0 });
    expect(after.facts[0]).toEqual({ type: 'pawn_moved', pawn: 0, from: 56, to: 60, reason: 'die' });
    expect(game.view(after.state, null).pawns[0]?.at).toBe('home');
  });

  it('C9: the square a pawn ends on acts, and the square it is sent to acts in turn', () => {
    // From the second bank with a 2: casino-3 (33) wins the 4 of spades → B: 8 forward to the casino-1 (41),
    // where the 1 of spades loses: pay $10,000 and back 2 to the to-bank-2 arrow (39), which sends it to the bank (31).
    const state = given({
      at: { 0: 31, 1: 20, 2: 20 },
      draw: ['spades-4', 'spades-1'],
      turn: { step: 'move_pawn', die: 2 },
    });
    const { state: after, facts } = playAll(state, [
      [0, { type: 'move_pawn', pawn: 0 }],
      [0, { type: 'choose', option: 'B' }],
      [0, { type: 'bet', suits: ['diamonds'] }],
    ]);
    expect(ofType(facts, 'pawn_moved').map(f => [f.from, f.to, f.reason])).toEqual([
      [31, 33, 'die'],
      [33, 41, 'casino-b'],
      [41, 39, 'casino-loss'],
      [39, 31, 'arrow'],
    ]);
    expect(ofType(facts, 'transfer').map(f => [f.from, f.to, f.amount, f.reason])).toEqual([
      [0, 'bank', 10_000, 'casino-loss'],
      ['bank', 0, 50_000, 'bank'],
    ]);
    expect(at(after, 0)).toBe(31);
    expect(after.turn.seat).toBe(1);
  });

  it('C9: moving backward stops at the start (here exactly on it, which pays C13)', () => {
    const state = given({ at: { 1: 20, 2: 20 }, draw: ['clubs-1'], turn: { step: 'move_pawn', die: 4 } });
    // 0 + 4 = casino-3 ♠♥♦ (4); the 1 of clubs loses: back 4 to the start.
    const { facts, state: after } = play(state, 0, { type: 'move_pawn', pawn: 0 });
    expect(ofType(facts, 'pawn_moved').map(f => f.to)).toEqual([4, 0]);
    expect(at(after, 0)).toBe(0);
  });
});

// X1–X5: the rule book's worked examples, each as given / when / then.
import { describe, expect, it } from 'vitest';
import type { Position } from '../../../src/games/monte-carlo/schemas.js';
import { at, game, given, money, ofType, play, playAll, rolls, scripted, type TableSpec } from './support.js';

// A pawn arrives with a 5 on the casino-2 square 24 (from 19); it bets hearts and clubs.
const onCasino = (card: 'clubs-3' | 'spades-2'): TableSpec => ({
  at: { 0: 19, 1: 5 },
  draw: [card],
  turn: { step: 'move_pawn', die: 5 } as Position['turn'],
});
const bet = (spec: TableSpec) =>
  playAll(given(spec), [
    [0, { type: 'move_pawn', pawn: 0 }],
    [0, { type: 'bet', suits: ['hearts', 'clubs'] }],
  ]);

describe('worked examples', () => {
  it('X1: bet hearts-clubs, the 3 of clubs is drawn: A collects $60,000 and moves 5 again; B moves 15', () => {
    const won = bet(onCasino('clubs-3'));
    expect(ofType(won.facts, 'card_drawn')).toEqual([{ type: 'card_drawn', card: 'clubs-3', win: true }]);
    const a = play(won.state, 0, { type: 'choose', option: 'A' });
    expect(a.facts.slice(0, 3)).toEqual([
      { type: 'option_chosen', seat: 0, option: 'A' },
      { type: 'transfer', from: 'bank', to: 0, amount: 60_000, reason: 'casino-win' },
      { type: 'pawn_moved', pawn: 0, from: 24, to: 29, reason: 'casino-a' },
    ]);
    const b = play(won.state, 0, { type: 'choose', option: 'B' });
    expect(b.facts.slice(0, 2)).toEqual([
      { type: 'option_chosen', seat: 0, option: 'B' },
      { type: 'pawn_moved', pawn: 0, from: 24, to: 39, reason: 'casino-b' },
    ]);
    expect(ofType(b.facts, 'transfer').filter(t => t.reason === 'casino-win')).toEqual([]);
  });

  it('X2: same bet, the 2 of spades is drawn: pay $20,000 and move back 5', () => {
    const { facts, state } = bet(onCasino('spades-2'));
    expect(facts.slice(2, 5)).toEqual([
      { type: 'card_drawn', card: 'spades-2', win: false },
      { type: 'transfer', from: 0, to: 'bank', amount: 20_000, reason: 'casino-loss' },
      { type: 'pawn_moved', pawn: 0, from: 24, to: 19, reason: 'casino-loss' },
    ]);
    expect([at(state, 0), money(state, 0)]).toEqual([19, 80_000]);
  });

  it('X3: a pawn arrived on blocks the pawn below; it leaves only on 1–3, and stays blocked under a master of its own colour', () => {
    // Seat 0's pawn 0 arrives on seat 1's pawn 3 (square 20, before any poker: seat 0 ends the turn).
    let state = playAll(
      given({ at: { 0: 17, 3: 20, 4: 17 }, turn: { step: 'move_pawn', die: 3 } as Position['turn'] }),
      [
        [0, { type: 'move_pawn', pawn: 0 }],
        [0, { type: 'end_turn' }],
      ],
    ).state;
    expect(game.view(state, null).pawns[3]?.blocked).toBe(true);
    // Seat 1 brings its own pawn 4 on top: master of the stack, yet pawn 3 stays blocked under seat 0's pawn.
    state = playAll(state, [
      [1, { type: 'roll' }, rolls(3)],
      [1, { type: 'move_pawn', pawn: 4 }],
      [1, { type: 'end_turn' }],
    ]).state;
    expect(game.view(state, null).stacks.find(s => s.square === 20)?.pawns).toEqual([3, 0, 4]);
    expect(game.view(state, null).pawns[3]?.blocked).toBe(true);
    // Seats 2 and 0 play elsewhere; then seat 1 rolls a 5: pawn 3 cannot leave; on a 2 it could.
    state = playAll(state, [
      [2, { type: 'roll' }, rolls(5)],
      [2, { type: 'move_pawn', pawn: 6 }],
      [0, { type: 'roll' }, rolls(6)],
      [0, { type: 'move_pawn', pawn: 1 }],
    ]).state;
    const five = play(state, 1, { type: 'roll' }, scripted(rolls(5))).state;
    expect(game.legalMoves(five, 1).map(m => (m.type === 'move_pawn' ? m.pawn : -1))).not.toContain(3);
    const two = play(state, 1, { type: 'roll' }, scripted(rolls(2))).state;
    expect(game.legalMoves(two, 1).map(m => (m.type === 'move_pawn' ? m.pawn : -1))).toContain(3);
  });

  it.each([
    ['a pawn still on the start: no tax', { 0: 20, 1: 22 }, 0, 'pawn-on-start'],
    ['one pawn left to bring home: double tax', { 0: 20, 1: 'home', 2: 'home' }, 40_000, 'last-pawn'],
    ['otherwise the tax', { 0: 20, 1: 22, 2: 26 }, 20_000, 'standard'],
  ] as const)('X4: rolling a 4 with %s', (_case, pawns, amount, reason) => {
    const { facts, state } = play(given({ at: pawns }), 0, { type: 'roll' }, scripted(rolls(4)));
    expect(facts[1]).toEqual({ type: 'tax_assessed', seat: 0, amount, reason });
    expect(money(state, 0)).toBe(100_000 - amount);
  });

  it('X5: a player with $240,000 who wins $60,000 keeps $250,000; $50,000 goes back to the bank', () => {
    const won = bet({ ...onCasino('clubs-3'), money: [240_000, 100_000, 100_000] });
    const bankBefore = won.state.bank;
    const { facts, state } = play(won.state, 0, { type: 'choose', option: 'A' });
    expect(facts.slice(1, 3)).toEqual([
      { type: 'transfer', from: 'bank', to: 0, amount: 60_000, reason: 'casino-win' },
      { type: 'excess_returned', seat: 0, amount: 50_000 },
    ]);
    expect([money(state, 0), state.bank]).toEqual([250_000, bankBefore - 10_000]);
  });
});

// C10–C14: green squares and stacks, banks, arrows, the start, casino squares.
import { describe, expect, it } from 'vitest';
import { oneStream } from '../../../src/engine/index.js';
import { at, expectRefused, game, given, money, ofType, play, playAll } from './support.js';

describe('C10 green squares and stacks', () => {
  const onStack = { at: { 0: 17, 1: 5, 2: 5, 3: 20, 6: 20 }, stacks: [{ square: 20, pawns: [3, 6] }] };

  it('C10: an arriving pawn goes on top of the stack and becomes master; the pawns below are blocked', () => {
    const { state } = play(given({ ...onStack, turn: { step: 'move_pawn', die: 3 } }), 0, {
      type: 'move_pawn',
      pawn: 0,
    });
    const view = game.view(state, null);
    expect(view.stacks).toEqual([
      { square: 5, pawns: [1, 2] },
      { square: 20, pawns: [3, 6, 0] },
    ]);
    expect(view.pawns.filter(p => p.blocked).map(p => p.pawn)).toEqual([3, 6]);
  });

  it('C10/C17: arriving as master of a stack holding opponents beyond the first bank, the player may call poker', () => {
    const { state, facts } = play(given({ ...onStack, turn: { step: 'move_pawn', die: 3 } }), 0, {
      type: 'move_pawn',
      pawn: 0,
    });
    expect(facts.at(-1)).toEqual({ type: 'poker_offered', seat: 0, pawn: 0, targets: [3, 6] });
    expect(game.legalMoves(state, 0)).toEqual([
      { type: 'call_poker', pawn: 3 },
      { type: 'call_poker', pawn: 6 },
      { type: 'end_turn' },
    ]);
  });

  it('C10: no poker on squares before the first bank (FR "IMPORTANT")', () => {
    const state = given({ at: { 0: 8, 1: 5, 3: 10 }, turn: { step: 'move_pawn', die: 2 } });
    const { facts } = play(state, 0, { type: 'move_pawn', pawn: 0 });
    expect(facts.map(f => f.type)).toEqual(['pawn_moved', 'turn_ended', 'turn_started']);
    expect(game.view(play(state, 0, { type: 'move_pawn', pawn: 0 }).state, null).pawns[3]?.blocked).toBe(true);
  });

  it('C10: arriving on a stack of only its own pawns, the master has no one to challenge', () => {
    const state = given({ at: { 0: 17, 1: 20 }, turn: { step: 'move_pawn', die: 3 } });
    expect(ofType(play(state, 0, { type: 'move_pawn', pawn: 0 }).facts, 'poker_offered')).toEqual([]);
  });

  it('C10: arriving backward on an opponent also makes the master, who may call poker', () => {
    // 29 + 4 = casino-3 ♠♥♣ (33): the 2 of hearts wins → B: 8 forward to the casino-1 (41); the 1 of spades
    // loses against diamonds → back 4 onto seat 1's pawn on 37. (A pawn on the start spares the tax.)
    const state = given({
      at: { 0: 29, 2: 20, 3: 37 },
      draw: ['hearts-2', 'spades-1'],
      turn: { step: 'move_pawn', die: 4 },
    });
    const { facts, state: after } = playAll(state, [
      [0, { type: 'move_pawn', pawn: 0 }],
      [0, { type: 'choose', option: 'B' }],
      [0, { type: 'bet', suits: ['diamonds'] }],
    ]);
    expect(ofType(facts, 'pawn_moved').at(-1)).toMatchObject({ from: 41, to: 37, reason: 'casino-loss' });
    expect(facts.at(-1)).toEqual({ type: 'poker_offered', seat: 0, pawn: 0, targets: [3] });
    expect(game.view(after, null).stacks).toEqual([{ square: 37, pawns: [3, 0] }]);
  });
});

describe('C11 banks', () => {
  it('C11: arriving in a bank pays $50,000; pawns there neither stack, block nor play poker', () => {
    const state = given({ at: { 0: 12, 1: 5, 3: 15, 6: 15 }, turn: { step: 'move_pawn', die: 3 } });
    const { facts, state: after } = play(state, 0, { type: 'move_pawn', pawn: 0 });
    expect(facts).toEqual([
      { type: 'pawn_moved', pawn: 0, from: 12, to: 15, reason: 'die' },
      { type: 'transfer', from: 'bank', to: 0, amount: 50_000, reason: 'bank' },
      { type: 'turn_ended', seat: 0 },
      { type: 'turn_started', seat: 1, turn: 2 },
    ]);
    const view = game.view(after, null);
    expect(view.stacks).toEqual([]);
    expect(view.pawns.filter(p => p.blocked)).toEqual([]);
  });

  it('C11: leaving a bank needs a 1, 2 or 3', () => {
    const state = given({ at: { 0: 31, 1: 20, 2: 22 }, turn: { step: 'move_pawn', die: 6 } });
    expectRefused(
      game.decide(state, 0, { type: 'move_pawn', pawn: 0 }, oneStream({ int: () => 0 })),
      'monte-carlo/C11-bank-needs-1-2-3',
    );
  });
});

describe('C12 arrows', () => {
  it('C12: to-bank-1 sends the pawn forward to the first bank, which pays $50,000', () => {
    const { facts } = play(given({ at: { 0: 2 }, turn: { step: 'move_pawn', die: 5 } }), 0, {
      type: 'move_pawn',
      pawn: 0,
    });
    expect(ofType(facts, 'pawn_moved').map(f => [f.from, f.to, f.reason])).toEqual([
      [2, 7, 'die'],
      [7, 15, 'arrow'],
    ]);
    expect(ofType(facts, 'transfer')).toEqual([
      { type: 'transfer', from: 'bank', to: 0, amount: 50_000, reason: 'bank' },
    ]);
  });

  it('C12: to-bank-2 sends the pawn back to the second bank, which pays $50,000', () => {
    const { facts, state } = play(given({ at: { 0: 34 }, turn: { step: 'move_pawn', die: 5 } }), 0, {
      type: 'move_pawn',
      pawn: 0,
    });
    expect(ofType(facts, 'pawn_moved').map(f => [f.from, f.to, f.reason])).toEqual([
      [34, 39, 'die'],
      [39, 31, 'arrow'],
    ]);
    expect(money(state, 0)).toBe(150_000);
  });
});

describe('C13 start', () => {
  it('C13: returning to the start pays $10,000', () => {
    const state = given({ at: { 1: 20, 2: 20 }, draw: ['clubs-1'], turn: { step: 'move_pawn', die: 4 } });
    const { facts, state: after } = play(state, 0, { type: 'move_pawn', pawn: 0 });
    expect(ofType(facts, 'transfer').map(f => [f.from, f.to, f.amount, f.reason])).toEqual([
      [0, 'bank', 10_000, 'casino-loss'],
      ['bank', 0, 10_000, 'start'],
    ]);
    expect([at(after, 0), money(after, 0)]).toEqual([0, 100_000]);
  });

  it('C13: leaving the start needs no special roll', () => {
    const state = given({ at: { 1: 15, 2: 15 }, turn: { step: 'move_pawn', die: 6 } });
    expect(game.legalMoves(state, 0)).toEqual([{ type: 'move_pawn', pawn: 0 }]);
  });
});

describe('C14 casino squares', () => {
  it('C14: on a casino-3 the bet is the three printed suits, with no choice, and a card is drawn at once', () => {
    const state = given({ at: { 0: 10, 1: 5 }, draw: ['diamonds-2'], turn: { step: 'move_pawn', die: 3 } });
    const { facts, state: after } = play(state, 0, { type: 'move_pawn', pawn: 0 });
    expect(facts.slice(1)).toEqual([
      { type: 'bet_placed', seat: 0, pawn: 0, square: 13, suits: ['hearts', 'diamonds', 'clubs'] },
      { type: 'card_drawn', card: 'diamonds-2', win: true },
    ]);
    expect(after.step).toEqual({ type: 'option', pawn: 0, card: 'diamonds-2' });
    expect(game.legalMoves(after, 0)).toEqual([
      { type: 'choose', option: 'A' },
      { type: 'choose', option: 'B' },
    ]);
  });

  it('C14: a casino-2/casino-1 waits for the bet; a win by A pays twice the value and moves the roll again', () => {
    const state = given({ at: { 0: 16, 1: 5 }, draw: ['hearts-2'], turn: { step: 'move_pawn', die: 2 } });
    const { facts, state: after } = playAll(state, [
      [0, { type: 'move_pawn', pawn: 0 }],
      [0, { type: 'bet', suits: ['hearts'] }],
      [0, { type: 'choose', option: 'A' }],
    ]);
    expect(ofType(facts, 'transfer')).toEqual([
      { type: 'transfer', from: 'bank', to: 0, amount: 40_000, reason: 'casino-win' },
    ]);
    expect(ofType(facts, 'pawn_moved').map(f => [f.to, f.reason])).toEqual([
      [18, 'die'],
      [20, 'casino-a'],
    ]);
    expect([at(after, 0), money(after, 0)]).toEqual([20, 140_000]);
  });

  it('C14: a loser who cannot pay is ruined: the pawn goes back to the bank behind it instead, and collects', () => {
    const state = given({
      at: { 0: 16, 1: 5 },
      money: [10_000, 100_000, 100_000],
      draw: ['clubs-2'],
      turn: { step: 'move_pawn', die: 2 },
    });
    const { facts, state: after } = playAll(state, [
      [0, { type: 'move_pawn', pawn: 0 }],
      [0, { type: 'bet', suits: ['spades'] }],
    ]);
    expect(facts.slice(3)).toEqual([
      { type: 'transfer', from: 0, to: 'bank', amount: 10_000, reason: 'casino-loss' },
      { type: 'ruined', seat: 0, cause: 'casino', chooser: null },
      { type: 'pawn_sent_back', pawn: 0, from: 18, to: 15 },
      { type: 'transfer', from: 'bank', to: 0, amount: 50_000, reason: 'bank' },
      { type: 'turn_ended', seat: 0 },
      { type: 'turn_started', seat: 1, turn: 2 },
    ]);
    expect([at(after, 0), money(after, 0)]).toEqual([15, 50_000]);
  });

  it('C14: the jackpot always wins, and the whole deck is shuffled into a new draw pile', () => {
    const state = given({
      at: { 0: 16, 1: 5 },
      result: ['spades-1', 'hearts-1'],
      draw: ['jackpot'],
      turn: { step: 'move_pawn', die: 2 },
    });
    const { facts, state: after } = playAll(state, [
      [0, { type: 'move_pawn', pawn: 0 }],
      [0, { type: 'bet', suits: ['clubs'] }],
    ]);
    expect(ofType(facts, 'card_drawn')).toEqual([{ type: 'card_drawn', card: 'jackpot', win: true }]);
    const [shuffle] = ofType(facts, 'deck_shuffled');
    expect([...(shuffle?.order ?? [])].sort()).toEqual([...state.drawPile, ...state.resultPile].sort());
    expect([after.drawPile.length, after.resultPile.length]).toEqual([17, 0]);
  });

  it('C14 project rule: when the draw pile is empty, the result pile is shuffled into a new one before drawing', () => {
    const state = given({ at: { 0: 16, 1: 5 }, result: [...given().drawPile], turn: { step: 'move_pawn', die: 2 } });
    expect(state.drawPile).toEqual([]);
    const { facts, state: after } = playAll(state, [
      [0, { type: 'move_pawn', pawn: 0 }],
      [0, { type: 'bet', suits: ['clubs'] }],
    ]);
    expect(facts.slice(2, 4).map(f => f.type)).toEqual(['deck_shuffled', 'card_drawn']);
    expect(after.drawPile.length + after.resultPile.length).toBe(17);
  });

  it('C14: the winner of a casino may not skip the choice, and a pawn never stays on a casino square', () => {
    const state = given({ at: { 0: 10, 1: 5 }, draw: ['diamonds-2'], turn: { step: 'move_pawn', die: 3 } });
    const won = play(state, 0, { type: 'move_pawn', pawn: 0 }).state;
    expectRefused(
      game.decide(won, 0, { type: 'end_turn' }, oneStream({ int: () => 0 })),
      'monte-carlo/C14-choose-option',
    );
    for (const option of ['A', 'B'] as const) {
      const after = play(won, 0, { type: 'choose', option }).state;
      expect(['green', 'bank', 'start', 'finish']).toContain(after.board.squares[at(after, 0)]?.kind);
    }
  });
});

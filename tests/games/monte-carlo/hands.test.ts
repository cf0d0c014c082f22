// C18: the poker-dice hands, every kind in order and every tie-break, as a table; complete ties go to
// sudden death, played by the engine (every throw a fact).
import { describe, expect, it } from 'vitest';
import { compareHands, evaluate, HAND_KINDS } from '../../../src/games/monte-carlo/poker.js';
import type { Position } from '../../../src/games/monte-carlo/schemas.js';
import type { Face } from '../../../src/games/monte-carlo/vocabulary.js';
import { faces, given, ofType, playAll } from './support.js';

const hand = (text: string): Face[] => text.split(' ') as Face[];

describe('C18 poker hands', () => {
  it.each([
    ['A A A A A', 'five-of-a-kind'],
    ['9 9 9 9 K', 'four-of-a-kind'],
    ['K K K 10 10', 'full-house'],
    ['A K Q J 10', 'high-straight'],
    ['K Q J 10 9', 'low-straight'],
    ['Q Q Q A 9', 'three-of-a-kind'],
    ['K K 9 9 A', 'two-pairs'],
    ['J J A K 9', 'one-pair'],
    ['A K Q J 9', 'nothing'],
    ['A Q J 10 9', 'nothing'],
  ])('C18: %s is %s', (dice, kind) => {
    expect(evaluate(hand(dice)).kind).toBe(kind);
  });

  it('C18: the lowest hand of each kind beats the highest hand of the kind below', () => {
    // Best first: [lowest of the kind, highest of the kind], from five of a kind down to nothing.
    const kinds: [string, string][] = [
      ['9 9 9 9 9', 'A A A A A'],
      ['9 9 9 9 10', 'A A A A K'],
      ['9 9 9 10 10', 'A A A K K'],
      ['A K Q J 10', 'A K Q J 10'],
      ['K Q J 10 9', 'K Q J 10 9'],
      ['9 9 9 10 J', 'A A A K Q'],
      ['9 9 10 10 J', 'A A K K Q'],
      ['9 9 10 J Q', 'A A K Q J'],
      ['A Q J 10 9', 'A K Q J 9'],
    ];
    expect(kinds.map(([low]) => evaluate(hand(low)).kind)).toEqual([...HAND_KINDS].reverse());
    for (let i = 0; i + 1 < kinds.length; i++) {
      const [lowest] = kinds[i] ?? [''];
      const [, highestBelow] = kinds[i + 1] ?? ['', ''];
      expect(compareHands(hand(lowest), hand(highestBelow))).toBeGreaterThan(0);
    }
  });

  it.each([
    ['five of a kind: the higher face', 'A A A A A', 'K K K K K'],
    ['four of a kind: the set before the kicker', '10 10 10 10 9', '9 9 9 9 A'],
    ['four of a kind: then the kicker', 'K K K K A', 'K K K K Q'],
    ['full house: the three before the pair', 'J J J 9 9', '10 10 10 A A'],
    ['full house: then the pair', 'J J J Q Q', 'J J J 10 10'],
    ['three of a kind: the set before the kickers', 'Q Q Q 9 10', 'J J J A K'],
    ['three of a kind: then the higher kicker', 'Q Q Q A 9', 'Q Q Q K J'],
    ['three of a kind: then the lower kicker', 'Q Q Q A 10', 'Q Q Q A 9'],
    ['two pairs: the higher pair first', 'A A 9 9 10', 'K K Q Q J'],
    ['two pairs: then the lower pair', 'K K Q Q 9', 'K K J J A'],
    ['two pairs: then the odd die', 'K K Q Q A', 'K K Q Q 9'],
    ['one pair: the pair before the kickers', '10 10 9 J Q', '9 9 A K Q'],
    ['one pair: then the highest kicker', '9 9 A K J', '9 9 K Q J'],
    ['one pair: then the next kicker', '9 9 A K J', '9 9 A Q J'],
    ['one pair: down to the last kicker', '9 9 A K J', '9 9 A K 10'],
    ['nothing: the highest dice first (missing 10 beats missing J)', 'A K Q J 9', 'A K Q 10 9'],
    ['nothing: missing J beats missing Q', 'A K Q 10 9', 'A K J 10 9'],
    ['nothing: missing Q beats missing K', 'A K J 10 9', 'A Q J 10 9'],
  ])('C18 tie-break, %s: %s beats %s', (_rule, winner, loser) => {
    expect(compareHands(hand(winner), hand(loser))).toBeGreaterThan(0);
    expect(compareHands(hand(loser), hand(winner))).toBeLessThan(0);
  });

  it.each([
    ['the same faces in another order', 'K K Q Q 9', 'Q K 9 K Q'],
    ['two high straights', 'A K Q J 10', '10 J Q K A'],
    ['two low straights', 'K Q J 10 9', '9 10 J Q K'],
    ['two equal nothings', 'A K Q J 9', '9 J Q K A'],
  ])('C18: %s are a complete tie', (_case, a, b) => {
    expect(compareHands(hand(a), hand(b))).toBe(0);
  });

  // Seat 0 arrives on seat 1's pawn and plays a poker of one throw each, staked $10,000.
  const tied = (suddenDeath: number[]) =>
    playAll(given({ at: { 0: 17, 1: 5, 3: 20 }, turn: { step: 'move_pawn', die: 3 } as Position['turn'] }), [
      [0, { type: 'move_pawn', pawn: 0 }],
      [0, { type: 'call_poker', pawn: 3 }],
      [0, { type: 'stake', amount: 10_000 }],
      [0, { type: 'throw', dice: [0, 1, 2, 3, 4] }, faces('A', 'K', 'Q', 'J', '10')],
      [0, { type: 'stop_throwing' }],
      [1, { type: 'throw', dice: [0, 1, 2, 3, 4] }, [...faces('10', 'J', 'Q', 'K', 'A'), ...suddenDeath]],
    ]).facts;

  it.each([
    ['decided at the first sudden-death throw', faces('9', '9', '9', 'A', 'K', '9', '9', 'A', 'K', 'Q'), 1, 0],
    [
      'repeated while tied',
      faces('J', 'J', '9', '9', 'A', '9', '9', 'J', 'J', 'A', '9', '9', '9', '9', '10', 'A', 'A', 'A', 'A', '9'),
      2,
      1,
    ],
  ])('C18 sudden death, %s', (_case, throws, rounds, winner) => {
    const facts = tied(throws);
    expect(ofType(facts, 'sudden_death')).toHaveLength(rounds);
    expect(ofType(facts, 'poker_won')[0]).toMatchObject({
      seat: winner,
      challengerHand: 'high-straight',
      opponentHand: 'high-straight',
    });
  });
});

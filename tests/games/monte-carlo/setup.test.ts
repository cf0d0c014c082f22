// C1–C5: material, setup, the board, the casino cards and the casino table.
import { describe, expect, it } from 'vitest';
import { oneStream, seededRng } from '../../../src/engine/index.js';
import { DEFAULT_SQUARES } from '../../../src/games/monte-carlo/board.js';
import { CARD_IDS, CARDS, cardValue } from '../../../src/games/monte-carlo/cards.js';
import { optionsSchema, positionSchema, type Position, type Square } from '../../../src/games/monte-carlo/schemas.js';
import { MAX_SQUARES, MAX_TURNS, SUITS } from '../../../src/games/monte-carlo/vocabulary.js';
import { given as givenTable, opening } from '../../support/given.js';
import { codeOf, expectRefused, factsOf, fold, game, given, position, when } from './support.js';

const open = (players: number, options = {}) => {
  const table = givenTable(game, { players, options, seed: players });
  return { facts: table.history, state: table.state };
};

describe('C1 material', () => {
  it.each([2, 3, 4])(
    'C1: with %i players the bank and the players hold $1,000,000 in multiples of $10,000',
    players => {
      const { state } = open(players);
      const held = state.seats.reduce((sum, s) => sum + s.money, state.bank);
      expect(held).toBe(1_000_000);
      expect([state.bank, ...state.seats.map(s => s.money)].every(m => m % 10_000 === 0)).toBe(true);
      expect(state.drawPile).toHaveLength(17);
    },
  );

  it('C1: four players use the 12 pawns in 4 colours', () => {
    const { state } = open(4);
    expect(state.pawns).toHaveLength(12);
    expect(new Set(state.pawns.map(p => p.colour)).size).toBe(4);
  });

  it('C1: a position whose money does not total $1,000,000 or is not in $10,000 units is refused', () => {
    const short = { ...position(), bank: position().bank - 10_000 };
    expect(codeOf(game.setupFromPosition({ players: 3, options: {} }, short))).toBe('monte-carlo/C1-money-total');
    const odd = position({ money: [15_000, 100_000, 100_000] });
    expect(codeOf(game.setupFromPosition({ players: 3, options: {} }, odd))).toBe('monte-carlo/C1-money-unit');
  });

  it('C1: a pledge that is not a multiple of $10,000 is refused', () => {
    // Seat 0's pawn 0 arrives on seat 1's last pawn (C19 applies): seat 2 must pledge.
    const state = given({ at: { 0: 30, 3: 32, 4: 'home', 5: 'home' }, turn: { step: 'move_pawn', die: 2 } });
    const called = [
      [0, { type: 'move_pawn', pawn: 0 }],
      [0, { type: 'call_poker', pawn: 3 }],
    ] as const;
    let current = state;
    for (const [seat, move] of called) current = fold(current, factsOf(when(current, seat, move)));
    expectRefused(when(current, 2, { type: 'pledge', amount: 15_000 }), 'monte-carlo/C1-money-unit');
  });
});

describe('C2 setup', () => {
  it.each([3, 4])('C2: with %i players, 3 pawns each on the start, $10,000 each, seat 0 rolls first', players => {
    const { state } = open(players);
    for (let seat = 0; seat < players; seat++) {
      expect(state.pawns.filter(p => p.seat === seat).map(p => p.at)).toEqual([0, 0, 0]);
      expect(state.seats[seat]?.money).toBe(10_000);
    }
    expect(game.toAct(state)).toEqual([0]);
    expect(game.legalMoves(state, 0)).toEqual([{ type: 'roll' }]);
  });

  it('C2: two players play 4 pawns each, 2 of each of two colours, and name a colour before the roll', () => {
    const { state } = open(2);
    expect(state.seats.map(s => s.colours)).toEqual([
      ['red', 'yellow'],
      ['blue', 'white'],
    ]);
    expect(state.pawns.filter(p => p.seat === 0).map(p => p.colour)).toEqual(['red', 'red', 'yellow', 'yellow']);
    expect(game.legalMoves(state, 0)).toEqual([
      { type: 'name_colour', colour: 'red' },
      { type: 'name_colour', colour: 'yellow' },
    ]);
  });

  it('C2: the casino cards are shuffled face down: the opening fact holds a permutation of the 17 cards', () => {
    const { facts } = open(3);
    const [opening] = facts;
    expect(opening?.type).toBe('position_set');
    if (opening?.type === 'position_set') expect([...opening.position.drawPile].sort()).toEqual([...CARD_IDS].sort());
    const orders = [1, 2, 3].map(seed => {
      const f = givenTable(game, { players: 3, seed }).history[0];
      return f?.type === 'position_set' ? f.position.drawPile.join() : '';
    });
    expect(new Set(orders).size).toBe(3);
  });

  it.each([1, 5])('C2: %i players are refused', players => {
    expect(codeOf(opening(game, { players, seed: 1 }).decision)).toBe('monte-carlo/C2-players');
  });

  it('C2: a position that gives a seat the wrong colours is refused', () => {
    const p = position({ players: 2 });
    const oneColour = { ...p, seats: p.seats.map(s => ({ ...s, colours: s.colours.slice(0, 1) })) };
    expect(codeOf(game.setupFromPosition({ players: 2, options: {} }, oneColour))).toBe('monte-carlo/C2-colours');
  });

  it('C2: acting out of turn is refused', () => {
    expectRefused(when(given(), 1, { type: 'roll' }), 'monte-carlo/C2-not-your-turn');
  });
});

describe('C3 board', () => {
  it('C3: the default board is the reconstructed table', () => {
    const kinds = DEFAULT_SQUARES.map(s => s.kind);
    expect(kinds).toHaveLength(61);
    expect(kinds[0]).toBe('start');
    expect(kinds[60]).toBe('finish');
    expect(kinds.flatMap((k, i) => (k === 'bank' ? [i] : []))).toEqual([15, 31]);
    expect(kinds.flatMap((k, i) => (k === 'casino-2' ? [i] : []))).toEqual([9, 24, 36, 47, 57]);
    expect(kinds.flatMap((k, i) => (k === 'casino-1' ? [i] : []))).toEqual([18, 28, 41, 51]);
    expect(kinds.flatMap((k, i) => (k === 'casino-3' ? [i] : []))).toEqual([4, 13, 21, 33, 44, 54]);
    expect(DEFAULT_SQUARES[13]).toEqual({ kind: 'casino-3', suits: ['hearts', 'diamonds', 'clubs'] });
    expect([kinds[7], kinds[39]]).toEqual(['to-bank-1', 'to-bank-2']);
    expect(kinds.filter(k => k === 'green')).toHaveLength(61 - 2 - 2 - 2 - 15);
  });

  const g = (): Square => ({ kind: 'green' });
  const valid: Square[] = [
    { kind: 'start' },
    { kind: 'to-bank-1' },
    g(),
    { kind: 'bank' },
    { kind: 'casino-3', suits: ['spades', 'hearts', 'clubs'] },
    g(),
    { kind: 'bank' },
    g(),
    { kind: 'to-bank-2' },
    { kind: 'finish' },
  ];
  const replace = (index: number, square: Square): Square[] => valid.map((s, i) => (i === index ? square : s));

  it.each<[string, Square[], string]>([
    ['no start first', replace(0, g()), 'start'],
    ['two starts', replace(2, { kind: 'start' }), 'start'],
    ['no finish last', [...valid, g()], 'finish'],
    ['one bank', replace(6, g()), 'two banks'],
    ['three banks', replace(7, { kind: 'bank' }), 'two banks'],
    [
      'to-bank-1 after the first bank',
      [valid[0] as Square, g(), ...valid.slice(2, 4), { kind: 'to-bank-1' }, ...valid.slice(5)],
      'to-bank-1',
    ],
    ['no to-bank-2', replace(8, g()), 'to-bank-2'],
    [
      'to-bank-2 before the second bank',
      replace(5, { kind: 'to-bank-2' }).map((s, i) => (i === 8 ? g() : s)),
      'to-bank-2',
    ],
    [
      'a casino-3 naming a suit twice',
      replace(4, { kind: 'casino-3', suits: ['spades', 'spades', 'clubs'] }),
      'three different suits',
    ],
  ])('C3: a board with %s is refused with a clear violation', (_name, board, says) => {
    const decision = game.setup({ players: 3, options: { board } }, oneStream(seededRng(1)));
    expectRefused(decision, 'monte-carlo/C3-invalid-board');
    if (!decision.ok) expect(decision.violation.message).toContain(says);
  });

  it(`C3 (project limit): a board of more than ${MAX_SQUARES} squares is refused, by the options schema and by setup`, () => {
    const long = (n: number): Square[] => [
      ...valid.slice(0, -1),
      ...Array.from({ length: n - valid.length }, g),
      { kind: 'finish' },
    ];
    expect(optionsSchema.safeParse({ board: long(MAX_SQUARES) }).success).toBe(true);
    expect(game.setup({ players: 3, options: { board: long(MAX_SQUARES) } }, oneStream(seededRng(1))).ok).toBe(true);
    expect(optionsSchema.safeParse({ board: long(MAX_SQUARES + 1) }).success).toBe(false);
    const decision = game.setup({ players: 3, options: { board: long(MAX_SQUARES + 1) } }, oneStream(seededRng(1)));
    expectRefused(decision, 'monte-carlo/C3-invalid-board');
    // The audit's 94 kB board: refused before any rule reads it.
    const heavy = long(5_600);
    expect(JSON.stringify({ board: heavy }).length).toBeGreaterThan(94_000);
    expect(optionsSchema.safeParse({ board: heavy }).success).toBe(false);
  });

  it('options and positions are bounded: maxTurns, squares, pawns, money, cards and turn numbers', () => {
    expect(optionsSchema.safeParse({ maxTurns: MAX_TURNS }).success).toBe(true);
    expect(optionsSchema.safeParse({ maxTurns: MAX_TURNS + 1 }).success).toBe(false);
    const opening = position({});
    expect(positionSchema.safeParse(opening).success).toBe(true);
    const bad: [string, Position][] = [
      ['13 pawns', { ...opening, pawns: [...opening.pawns, ...opening.pawns.slice(0, 4)] }],
      ['a square past the longest board', { ...opening, pawns: opening.pawns.map(p => ({ ...p, at: MAX_SQUARES })) }],
      ['more money than the bank ever held', { ...opening, bank: 2_000_000 }],
      ['18 casino cards in one pile', { ...opening, drawPile: [...opening.drawPile, 'jackpot'] }],
      ['a turn number past the limit', { ...opening, turn: { ...opening.turn, number: MAX_TURNS + 1 } }],
    ];
    for (const [what, p] of bad) expect(positionSchema.safeParse(p).success, what).toBe(false);
  });

  it('C3: another valid board is accepted and played on', () => {
    let { state } = givenTable(game, { players: 3, options: { board: valid }, seed: 1 });
    state = fold(state, factsOf(game.decide(state, 0, { type: 'roll' }, oneStream({ int: () => 0 }))));
    // A 1 from the start reaches the to-bank-1 arrow: on to this board's first bank (square 3).
    state = fold(state, factsOf(game.decide(state, 0, { type: 'move_pawn', pawn: 0 }, oneStream(seededRng(2)))));
    expect(state.pawns[0]?.at).toBe(3);
    expect(game.view(state, null).board).toEqual(valid);
  });
});

describe('C4 casino cards', () => {
  it('C4: 16 numbered cards, one per suit and number 1–4, and a jackpot bearing all suits and a 5', () => {
    expect(CARD_IDS).toHaveLength(17);
    for (const suit of SUITS) {
      expect(
        CARD_IDS.filter(id => CARDS[id].suits.length === 1 && CARDS[id].suits[0] === suit).map(id => CARDS[id].number),
      ).toEqual([1, 2, 3, 4]);
    }
    expect(CARDS.jackpot).toEqual({ suits: SUITS, number: 5 });
  });

  it("C4: a card's value is its number × $10,000 (FR: the 3 of clubs is worth $30,000)", () => {
    expect(cardValue('clubs-3')).toBe(30_000);
    expect(cardValue('jackpot')).toBe(50_000);
  });

  it('C4: a position that loses or repeats a casino card is refused', () => {
    const p = position();
    const repeated = { ...p, resultPile: ['clubs-3' as const] };
    expect(codeOf(game.setupFromPosition({ players: 3, options: {} }, repeated))).toBe('monte-carlo/C4-casino-cards');
  });
});

describe('C5 casino table', () => {
  it('C5: a casino-2 square offers the six double-chance bets, a casino-1 square the four single-chance bets', () => {
    const double = fold(given({ at: { 0: 5 }, turn: { step: 'move_pawn', die: 4 } }), []);
    // 5 + 4 = 9 (casino-2). No tax: the player still has pawns on the start.
    const onDouble = fold(double, factsOf(when(double, 0, { type: 'move_pawn', pawn: 0 })));
    expect(game.legalMoves(onDouble, 0)).toEqual([
      { type: 'bet', suits: ['spades', 'hearts'] },
      { type: 'bet', suits: ['spades', 'diamonds'] },
      { type: 'bet', suits: ['spades', 'clubs'] },
      { type: 'bet', suits: ['hearts', 'diamonds'] },
      { type: 'bet', suits: ['hearts', 'clubs'] },
      { type: 'bet', suits: ['diamonds', 'clubs'] },
    ]);
    const single = given({ at: { 0: 16 }, turn: { step: 'move_pawn', die: 2 } });
    const onSingle = fold(single, factsOf(when(single, 0, { type: 'move_pawn', pawn: 0 })));
    expect(game.legalMoves(onSingle, 0)).toEqual(SUITS.map(suit => ({ type: 'bet', suits: [suit] })));
    expectRefused(when(onSingle, 0, { type: 'bet', suits: ['spades', 'hearts'] }), 'monte-carlo/C14-single-chance-bet');
    expectRefused(when(onDouble, 0, { type: 'bet', suits: ['clubs', 'hearts'] }), 'monte-carlo/C14-double-chance-bet');
  });
});

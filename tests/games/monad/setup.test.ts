// M4–M8 and M20's table check: the deal, the table, the first seat. Deals come from `setup` with seeded
// randomness; every claim is checked over several seeds, since a deal is random.
import { describe, expect, test } from 'vitest';
import { oneStream, seededRng } from '../../../src/engine/index.js';
import { monad, type MonadFact } from '../../../src/games/monad/index.js';
import { optionsSchema } from '../../../src/games/monad/schemas.js';
import { given, opening } from '../../support/given.js';
import { COLOURS, COLUMNS, expectSentence, type Colour } from '../../support/monad-positions.js';

type Dealt = Extract<MonadFact, { type: 'dealt' }>;
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

function deal(players: number, seed: number, options = {}) {
  const table = given(monad, { players, options, seed });
  const dealt = table.history.find((f): f is Dealt => f.type === 'dealt');
  if (!dealt) throw new Error('no dealt fact');
  return { config: table.config, facts: table.history, dealt, state: table.state };
}

const countOf = (colours: readonly Colour[], colour: Colour): number => colours.filter(c => c === colour).length;

describe('M4 the deck: 58 cards and 10 Monads', () => {
  test.each([2, 3, 4])(
    'M4: with %i players, dealt and removed cards make 24 commons, 24 column cards, 6 identities, 4 bonus cards',
    players => {
      for (const seed of SEEDS) {
        const { dealt, state } = deal(players, seed);
        const dealtCommons = dealt.seats.flatMap(s => s.hand.map(c => c.colour));
        for (const colour of COLOURS) {
          expect(countOf(dealtCommons, colour) + countOf(dealt.removed.commons, colour)).toBe(4);
        }
        const columnCards = COLUMNS.flatMap(set => dealt.columns[set]);
        expect(columnCards).toHaveLength(24);
        const identities = [...dealt.seats.map(s => s.identity), ...dealt.removed.identities];
        expect([...identities].sort()).toEqual([...COLOURS].sort());
        expect(players + dealt.removed.bonus).toBe(4);
        expect(dealtCommons.length + dealt.removed.commons.length + columnCards.length + identities.length + 4).toBe(
          58,
        );
        expect(monad.view(state, null).monadStack).toBe(10);
      }
    },
  );
});

describe('M5 removed cards by player count', () => {
  test('M5: 2 players remove 2 bonus cards, 12 commons (2 of each colour) and 4 identity cards chosen at random', () => {
    const removedSets = new Set<string>();
    for (const seed of SEEDS) {
      const { removed } = deal(2, seed).dealt;
      expect(removed.bonus).toBe(2);
      for (const colour of COLOURS) expect(countOf(removed.commons, colour)).toBe(2);
      expect(removed.commons).toHaveLength(12);
      expect(new Set(removed.identities).size).toBe(4);
      removedSets.add([...removed.identities].sort().join());
    }
    expect(removedSets.size, 'the removed identities differ from deal to deal').toBeGreaterThan(1);
  });

  test('M5: 3 players remove 1 bonus card, 6 commons (1 of each colour) and the red, orange and yellow identities', () => {
    for (const seed of SEEDS) {
      const { removed, seats } = deal(3, seed).dealt;
      expect(removed.bonus).toBe(1);
      expect([...removed.commons].sort()).toEqual([...COLOURS].sort());
      expect([...removed.identities].sort()).toEqual(['orange', 'red', 'yellow']);
      expect(seats.map(s => s.identity).sort()).toEqual(['blue', 'green', 'purple']);
    }
  });

  test('M5: 4 players remove the yellow and green identities only', () => {
    for (const seed of SEEDS) {
      const { removed, seats } = deal(4, seed).dealt;
      expect(removed).toEqual({ bonus: 0, commons: [], identities: expect.arrayContaining(['yellow', 'green']) });
      expect(removed.identities).toHaveLength(2);
      expect(seats.map(s => s.identity).sort()).toEqual(['blue', 'orange', 'purple', 'red']);
    }
  });

  test.each([1, 5])('M5: a table of %i players is refused', players => {
    const opened = opening(monad, { players, seed: 1 }).decision;
    expect(opened.ok).toBe(false);
    if (!opened.ok) {
      expect(opened.violation.code).toBe('monad/M5-players');
      expectSentence(opened.violation.message);
    }
  });
});

describe('M6 the deal', () => {
  test.each([2, 3, 4])(
    'M6: with %i players each seat gets six commons and its own identity card, shuffled',
    players => {
      const seatZeroIdentities = new Set<Colour>();
      const seatZeroHands = new Set<string>();
      for (const seed of SEEDS) {
        const { dealt, state } = deal(players, seed);
        expect(dealt.seats).toHaveLength(players);
        for (const [i, s] of dealt.seats.entries()) {
          expect(s.handSize).toBe(6);
          expect(s.hand).toHaveLength(6);
          expect(s.hand.every(c => c.set === 'common')).toBe(true);
          // Identity (and bonus card) are public; the hand is the seat's own.
          expect(monad.view(state, null).seats[i]).toMatchObject({ identity: s.identity, handSize: 6, monads: 0 });
        }
        expect(new Set(dealt.seats.map(s => s.identity)).size).toBe(players);
        seatZeroIdentities.add(dealt.seats[0]?.identity ?? 'red');
        seatZeroHands.add(JSON.stringify(dealt.seats[0]?.hand));
      }
      expect(seatZeroIdentities.size, 'identity cards are dealt at random').toBeGreaterThan(1);
      expect(seatZeroHands.size, 'commons are shuffled').toBeGreaterThan(1);
    },
  );

  test('M6: no move is decided before the deal', () => {
    const config = { players: 2, options: optionsSchema.parse({}) };
    const decision = monad.decide(monad.initial(config), 0, { type: 'draw' }, oneStream(seededRng(1)));
    expect(decision.ok).toBe(false);
    if (!decision.ok) expect(decision.violation.code).toMatch(/^monad\/M6-/);
  });
});

describe('M7 the table', () => {
  test.each([2, 3, 4])(
    'M7: with %i players, four face-up columns of six (one of each colour), shuffled; 10 Monads; no discard pile, no deck',
    players => {
      const orders = new Set<string>();
      for (const seed of SEEDS) {
        const { dealt, state } = deal(players, seed);
        const table = monad.view(state, null);
        for (const set of COLUMNS) {
          expect([...dealt.columns[set]].sort()).toEqual([...COLOURS].sort());
          expect(table.columns[set]).toEqual(dealt.columns[set]);
          orders.add(dealt.columns[set].join());
        }
        expect(table.monadStack).toBe(10);
        expect(table.discard).toEqual([]);
        expect(table.deckSize).toBeNull();
      }
      expect(orders.size, 'each column is shuffled').toBeGreaterThan(4);
    },
  );
});

describe('M8 order', () => {
  test.each([2, 3, 4])(
    'M8: with %i players seat 0 moves first, and the turn goes to seat+1 around the table',
    players => {
      let { state } = deal(players, 7);
      expect(monad.toAct(state)).toEqual([0]);
      expect(monad.view(state, null).turn).toEqual({
        seat: 0,
        number: 1,
        transactions: 0,
        prepared: false,
        bonusUsed: false,
      });
      for (let seat = 1; seat < players; seat++) {
        const late = monad.decide(state, seat, { type: 'pass' }, oneStream(seededRng(1)));
        expect(late.ok).toBe(false);
        if (!late.ok) expect(late.violation.code).toBe('monad/M8-not-your-turn');
      }
      // A first turn: seat 0 trades (six dealt commons always hold a warm and a cool one), then ends it.
      for (let turn = 0; turn < players; turn++) {
        const seat = turn;
        expect(monad.toAct(state)).toEqual([seat]);
        const trade = monad.legalMoves(state, seat).find(m => m.type === 'trade');
        if (!trade) throw new Error('no trade in a fresh hand');
        for (const move of [trade, { type: 'end_turn' } as const]) {
          const decision = monad.decide(state, seat, move, oneStream(seededRng(1)));
          if (!decision.ok) throw new Error(decision.violation.code);
          for (const fact of decision.facts) state = monad.evolve(state, fact);
        }
      }
      expect(monad.toAct(state)).toEqual([0]);
    },
  );
});

describe('M20 team play needs four players', () => {
  test.each([2, 3])('M20: teams with %i players are refused', players => {
    const opened = opening(monad, { players, options: { teams: true }, seed: 1 }).decision;
    expect(opened.ok).toBe(false);
    if (!opened.ok) {
      expect(opened.violation.code).toBe('monad/M20-teams-need-four');
      expectSentence(opened.violation.message);
    }
  });

  test('M20: four players may play in teams', () => {
    expect(deal(4, 3, { teams: true }).dealt.seats).toHaveLength(4);
  });
});

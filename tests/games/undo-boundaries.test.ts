// Issue 21, engine level: which facts reveal (each game's `reveals`), and how far a seat may take back its
// moves of the turn in each game (the undo window, service/undo/window.ts, folded over real decisions):
// given a position, when moves, then the points an undo may return to. Board Game Arena's policy: back to
// the last card, die or other hidden thing revealed, and only while the seat is the only one to act.
import { describe, expect, test } from 'vitest';
import type { Seat } from '../../src/engine/index.js';
import { monad, type MonadFact, type MonadMove } from '../../src/games/monad/index.js';
import { windowAfter, windowAfterUndo, type UndoWindow } from '../../src/service/undo/window.js';
import {
  bi,
  columnsBesides,
  common,
  given as givenMonad,
  seat,
  trade,
  type Card,
  type Table,
} from '../support/monad-positions.js';
import { game as monteCarlo, given as givenMc, rolls, scripted, when } from './monte-carlo/support.js';
import type { Fact as McFact, Move as McMove } from '../../src/games/monte-carlo/schemas.js';

/** A Monad table and its undo window, moved on by `play`. */
function monadTurn(hand: Card[], deck: string[] | null) {
  let table: Table = givenMonad({
    seats: [seat('green', hand), seat('purple')],
    columns: columnsBesides(hand),
    deck: deck as never,
  });
  let window: UndoWindow | null = null;
  let version = 0;
  return {
    play(by: Seat, move: MonadMove): readonly MonadFact[] {
      const before = { version, state: table.state };
      const facts = table.when(by, move).facts;
      table = table.folded(facts);
      version += 1;
      window = windowAfter(window, { kind: 'move', seat: by, facts }, before, table.toAct, f =>
        monad.reveals(f as MonadFact),
      );
      return facts;
    },
    get window() {
      return window;
    },
    get table() {
      return table;
    },
  };
}

describe('Monad: what reveals', () => {
  test('M6/M16/M13/M18: the deal, a draw, a common from the deck by a bonus and a pass’s hand reveal', () => {
    const reveals = (fact: MonadFact) => monad.reveals(fact);
    expect(reveals({ type: 'drew', seat: 0, colour: 'red' })).toBe(true);
    expect(reveals({ type: 'bonus_taken', seat: 0, cards: [], fromDeck: true, common: 'red' })).toBe(true);
    expect(reveals({ type: 'passed', seat: 0, hand: [] })).toBe(true);
    expect(reveals({ type: 'bonus_taken', seat: 0, cards: [bi('red')], fromDeck: false })).toBe(false);
    expect(
      reveals({ type: 'traded', seat: 0, gave: [common('red'), common('blue')], wild: false, took: bi('red') }),
    ).toBe(false);
    expect(reveals({ type: 'flipped', seat: 0, size: 3 })).toBe(false);
    expect(reveals({ type: 'turn_ended', seat: 0, turn: 1, next: 1 })).toBe(false);
  });
});

describe('Monad: undo boundaries within a turn of transactions (M9)', () => {
  test('M12/M14: each trade and buy of the turn may be taken back, newest first', () => {
    const t = monadTurn([common('orange'), common('blue'), common('red'), common('green')], ['yellow']);
    t.play(0, trade(common('orange'), common('blue')));
    expect(t.window).toMatchObject({ seat: 0, since: 'turn', points: [{ version: 0 }] });
    t.play(0, trade(common('red'), common('green')));
    expect(t.window?.points.map(p => p.version)).toEqual([0, 1]);
    // Taking back the second trade returns to the state after the first, and leaves the first undoable.
    const back = windowAfterUndo(t.window as UndoWindow, 1);
    expect(back.points.map(p => p.version)).toEqual([0]);
    expect(monad.view(t.window?.points[1]?.state as never, 0).hand).toHaveLength(3);
  });

  test('M13: a bonus common from the drawing deck is a reveal: nothing before it can be taken back', () => {
    const t = monadTurn([common('orange'), common('blue'), bi('orange'), bi('blue')], ['yellow', 'red']);
    t.play(0, trade(common('orange'), common('blue')));
    const facts = t.play(0, trade(bi('orange'), bi('blue'), true));
    expect(facts).toContainEqual(expect.objectContaining({ type: 'bonus_taken', fromDeck: true }));
    expect(t.window).toEqual({ seat: 0, points: [], since: 'reveal' });
  });

  test('M9: ending the turn ends the window; the next seat starts with none', () => {
    const t = monadTurn([common('orange'), common('blue')], ['yellow']);
    t.play(0, trade(common('orange'), common('blue')));
    t.play(0, { type: 'end_turn' });
    expect(t.table.toAct).toEqual([1]);
    expect(t.window).toBeNull();
  });

  test('M16: a draw is a whole turn: it reveals and passes the turn, so it is never taken back', () => {
    const t = monadTurn([common('orange')], ['yellow']);
    t.play(0, { type: 'draw' });
    expect(t.window).toBeNull();
  });
});

describe('Monte Carlo: what reveals, and undo boundaries', () => {
  test('every chance fact reveals: the die, casino cards, poker dice, shuffles, the opening', () => {
    const chance: McFact['type'][] = ['die_rolled', 'card_drawn', 'dice_thrown', 'sudden_death', 'deck_shuffled'];
    for (const type of chance) expect(monteCarlo.reveals({ type } as McFact), type).toBe(true);
    for (const type of ['colour_named', 'pawn_moved', 'bet_placed', 'option_chosen', 'turn_ended'] as const)
      expect(monteCarlo.reveals({ type } as McFact), type).toBe(false);
  });

  test('C8/C6: a colour named may be taken back until the die is rolled', () => {
    let state = givenMc({ players: 2, turn: { step: 'name_colour' } });
    let window: UndoWindow | null = null;
    const play = (version: number, move: McMove, values: number[] = []) => {
      const decision = when(state, 0, move, scripted(values));
      if (!decision.ok) throw new Error(decision.violation.code);
      const before = { version, state };
      state = decision.facts.reduce(monteCarlo.evolve, state);
      window = windowAfter(
        window,
        { kind: 'move', seat: 0, facts: decision.facts },
        before,
        monteCarlo.toAct(state),
        f => monteCarlo.reveals(f as McFact),
      );
    };
    const colour = monteCarlo.legalMoves(state, 0)[0] as McMove;
    play(0, colour);
    expect(window).toMatchObject({ seat: 0, since: 'turn', points: [{ version: 0 }] });
    play(1, { type: 'roll' }, rolls(2));
    expect(monteCarlo.toAct(state)).toEqual([0]);
    expect(window).toEqual({ seat: 0, points: [], since: 'reveal' });
  });
});

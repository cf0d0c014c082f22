// Custom games: setupFromPosition accepts any playable position and names the rule an impossible one breaks.
import { describe, expect, it } from 'vitest';
import type { Position } from '../../../src/games/monte-carlo/schemas.js';
import { expectRefused, game, given, position, type TableSpec } from './support.js';

const refuse = (spec: TableSpec, change: (p: Position) => Position = p => p) =>
  game.setupFromPosition({ players: spec.players ?? 3, options: spec.options ?? {} }, change(position(spec)));

describe('positions', () => {
  it.each<[string, TableSpec, ((p: Position) => Position) | undefined, string]>([
    ['a pawn on a casino square', { at: { 0: 9 } }, undefined, 'C14-never-rests-on-casino'],
    ['a pawn on an arrow', { at: { 0: 39 } }, undefined, 'C12-never-rests-on-arrow'],
    ['a pawn beyond the finish', { at: { 0: 61 } }, undefined, 'C9-square'],
    [
      'a stack that does not list its pawns',
      { at: { 0: 20, 3: 20 }, stacks: [{ square: 20, pawns: [0] }] },
      undefined,
      'C10-stack-order',
    ],
    [
      'a stack on a bank',
      { at: { 0: 15, 3: 15 }, stacks: [{ square: 15, pawns: [3, 0] }] },
      undefined,
      'C10-stack-order',
    ],
    ['pawns in the wrong order', {}, p => ({ ...p, pawns: [...p.pawns].reverse() }), 'C2-pawns'],
    ['a missing pawn', {}, p => ({ ...p, pawns: p.pawns.slice(1) }), 'C2-pawns'],
    ['a seat that is not at the table', { turn: { seat: 3 } }, undefined, 'C2-seat'],
    [
      'two players with no colour named for the roll',
      { players: 2 },
      p => ({ ...p, turn: { seat: 0, number: 1, step: 'roll' } }),
      'C8-colour-named',
    ],
    ['three players with a colour named', { turn: { colour: 'red' } }, undefined, 'C8-colour-named'],
    ['a named colour of another seat', { players: 2, turn: { colour: 'blue' } }, undefined, 'C8-colour'],
    ['the move_pawn step without a die', { turn: { step: 'move_pawn' } }, undefined, 'C6-die'],
    [
      'a die where no pawn can move by it',
      { at: { 0: 15, 1: 15, 2: 31 }, turn: { step: 'move_pawn', die: 5 } },
      undefined,
      'C7-no-pawn-can-move',
    ],
    ['a turn past maxTurns', { options: { maxTurns: 3 }, turn: { number: 4 } }, undefined, 'C21-max-turns'],
    [
      'a board that breaks C3',
      { options: { board: [{ kind: 'start' }, { kind: 'finish' }] } },
      undefined,
      'C3-invalid-board',
    ],
  ])('a position with %s is refused', (_case, spec, change, rule) => {
    expectRefused(refuse(spec, change), `monte-carlo/${rule}`);
  });

  it('a playable position is set in one fact, stacks in their listed order, ready for the step it names', () => {
    const state = given({
      at: { 0: 20, 3: 20, 6: 20, 4: 'home' },
      stacks: [{ square: 20, pawns: [6, 0, 3] }],
      turn: { seat: 1, number: 7, step: 'move_pawn', die: 2 },
    });
    const view = game.view(state, null);
    expect(view.stacks).toEqual([{ square: 20, pawns: [6, 0, 3] }]);
    expect(view.pawns.filter(p => p.blocked).map(p => p.pawn)).toEqual([0, 6]);
    expect(view.turn).toEqual({ seat: 1, number: 7, colour: null, die: 2 });
    expect(view.pawns[4]?.at).toBe('home');
    expect(game.toAct(state)).toEqual([1]);
  });
});

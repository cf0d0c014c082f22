// The Monad heuristic plays from its seat's view only, and it plays well enough to matter.
import { describe, expect, it } from 'vitest';
import { monadChoice } from '../../src/bots/monad/heuristic.js';
import { monad, type MonadState } from '../../src/games/monad/index.js';
import { optionsSchema, positionSchema, type MonadPosition } from '../../src/games/monad/schemas.js';
import type { z } from 'zod';
import { given } from '../support/given.js';

const options = optionsSchema.parse({});
const card = (set: string, colour: string) => ({ set, colour }) as MonadPosition['seats'][number]['hand'][number];

function stateOf(position: z.input<typeof positionSchema>): MonadState {
  return given(monad, { position: positionSchema.parse(position), options }).state;
}

const choose = (state: MonadState, seat: number) => monadChoice(monad.view(state, seat), monad.legalMoves(state, seat));

const table = {
  columns: { bi: ['red', 'blue'], tri: ['green'], quad: ['orange'], quint: ['purple'] },
  discard: ['yellow', 'red'],
} as const;

describe('Monad heuristic', () => {
  it('chooses the same move in two states that differ only in hidden parts (other hands, deck order)', () => {
    const mine = [card('common', 'yellow'), card('common', 'blue'), card('bi', 'green'), card('bi', 'orange')];
    const a = stateOf({
      ...table,
      columns: {
        ...table.columns,
        bi: [...table.columns.bi],
        tri: [...table.columns.tri],
        quad: [...table.columns.quad],
        quint: [...table.columns.quint],
      },
      discard: [...table.discard],
      deck: ['red', 'green', 'purple'],
      seats: [
        { identity: 'red', hand: mine },
        { identity: 'blue', hand: [card('common', 'orange'), card('quad', 'yellow')] },
      ],
    });
    const b = stateOf({
      ...table,
      columns: {
        ...table.columns,
        bi: [...table.columns.bi],
        tri: [...table.columns.tri],
        quad: [...table.columns.quad],
        quint: [...table.columns.quint],
      },
      discard: [...table.discard],
      deck: ['purple', 'red', 'green'],
      seats: [
        { identity: 'red', hand: mine },
        { identity: 'blue', hand: [card('tri', 'yellow'), card('common', 'green')] },
      ],
    });
    expect(monad.view(a, 0)).toEqual(monad.view(b, 0));
    expect(choose(a, 0)).toEqual(choose(b, 0));
  });

  it('takes a Monad when a trade gives one (M12)', () => {
    const state = stateOf({
      columns: { bi: ['red'], tri: ['red'], quad: ['red'], quint: ['red'] },
      seats: [
        {
          identity: 'orange',
          hand: [card('quint', 'yellow'), card('quint', 'blue'), card('common', 'red'), card('common', 'green')],
        },
        { identity: 'purple', hand: [] },
      ],
    });
    expect(choose(state, 0)).toMatchObject({ type: 'trade', cards: [card('quint', 'yellow'), card('quint', 'blue')] });
  });

  it('keeps the turn bonus for the higher of two bonus trades (M13)', () => {
    const state = stateOf({
      columns: { bi: ['red'], tri: ['red', 'orange'], quad: ['green'], quint: ['green'] },
      deck: ['red'],
      seats: [
        {
          identity: 'purple',
          hand: [card('bi', 'yellow'), card('bi', 'green'), card('quad', 'orange'), card('quad', 'blue')],
        },
        { identity: 'red', hand: [] },
      ],
    });
    const move = choose(state, 0);
    expect(move).toEqual({ type: 'trade', cards: [card('quad', 'orange'), card('quad', 'blue')], takeBonus: true });
  });

  it('ends its turn rather than waste a wild quint on a trade for a bi', () => {
    const state = stateOf({
      columns: { bi: ['red'], tri: [], quad: [], quint: [] },
      seats: [
        { identity: 'blue', hand: [card('quint', 'blue'), card('common', 'red')] },
        { identity: 'red', hand: [] },
      ],
      turn: { seat: 0, transactions: 1, prepared: true },
    });
    expect(monad.legalMoves(state, 0)).toContainEqual({
      type: 'trade',
      cards: [card('common', 'red'), card('quint', 'blue')],
    });
    expect(choose(state, 0)).toEqual({ type: 'end_turn' });
  });
});

// nextState and nextTurn, through which evolve makes every state after the first (state.ts): a copy keeps every
// field it is not told to change, and a change to null or 0 is a change, not "keep the old value".
import { describe, expect, it } from 'vitest';
import { seededChance } from '../../../src/engine/index.js';
import { monteCarlo } from '../../../src/games/monte-carlo/index.js';
import { emptyTurn, nextState, nextTurn, type State } from '../../../src/games/monte-carlo/state.js';

const opening = (): State => {
  const config = { players: 2, options: monteCarlo.schemas.options.parse({ maxTurns: 40 }) };
  const setup = monteCarlo.setup(config, seededChance(7));
  if (!setup.ok) throw new Error(setup.violation.message);
  return setup.facts.reduce(monteCarlo.evolve, monteCarlo.initial(config));
};

describe('nextState', () => {
  it('copies every field when told to change none', () => {
    const state = opening();
    const copy = nextState(state, {});
    expect(copy).not.toBe(state);
    expect(copy).toStrictEqual(state);
    expect(Object.keys(copy)).toStrictEqual(Object.keys(state));
  });

  it('applies a change to null or to 0, and keeps the rest', () => {
    const state = nextState(opening(), {
      ended: { reason: 'won', winner: 1 },
      duel: null,
      bank: 5,
    });
    const next = nextState(state, { ended: null, maxTurns: null, bank: 0 });
    expect(next.ended).toBeNull();
    expect(next.maxTurns).toBeNull();
    expect(next.bank).toBe(0);
    expect({ ...next, ended: state.ended, maxTurns: state.maxTurns, bank: state.bank }).toStrictEqual(state);
  });
});

describe('nextTurn', () => {
  it('copies every field when told to change none, and applies null and 0', () => {
    const turn = { ...emptyTurn(1, 7), colour: 'red' as const, die: 4, pawn: 0, bet: ['spades' as const] };
    expect(nextTurn(turn, {})).toStrictEqual(turn);
    const cleared = nextTurn(turn, { colour: null, die: null, pawn: null, bet: null, seat: 0 });
    expect(cleared).toStrictEqual({ ...emptyTurn(0, 7), challenged: turn.challenged });
  });
});

// C20–C21: winning, ranking by points (also after maxTurns), resignation.
import { describe, expect, it } from 'vitest';
import type { Position } from '../../../src/games/monte-carlo/schemas.js';
import {
  expectRefused,
  faces,
  game,
  given,
  ofType,
  play,
  playAll,
  position,
  scripted,
  type TableSpec,
} from './support.js';

describe('C20 winning', () => {
  it('C20: the first player with all pawns home wins at once', () => {
    const state = given({ at: { 0: 56, 1: 'home', 2: 'home', 3: 20 }, turn: { step: 'move_pawn', die: 6 } });
    const { facts, state: after } = play(state, 0, { type: 'move_pawn', pawn: 0 });
    expect(facts).toEqual([
      { type: 'pawn_moved', pawn: 0, from: 56, to: 60, reason: 'die' },
      { type: 'game_ended', reason: 'won', winner: 0 },
    ]);
    expect(game.outcome(after)).toEqual({
      reason: 'won',
      winners: [0],
      ranking: [
        { seat: 0, place: 1, score: 3 * 330_000 + 100_000 },
        { seat: 1, place: 2, score: 100_000 },
        { seat: 2, place: 2, score: 100_000 },
      ],
    });
    expect(game.toAct(after)).toEqual([]);
    expect(game.legalMoves(after, 1)).toEqual([]);
    expectRefused(game.decide(after, 1, { type: 'roll' }, scripted([])), 'monte-carlo/C20-game-over');
    expectRefused(game.resign(after, 1), 'monte-carlo/C20-game-over');
  });

  it('C20: with two players all four pawns, both colours, must be home', () => {
    const spec = { players: 2, turn: { step: 'move_pawn', colour: 'yellow', die: 6 } as Position['turn'] };
    const notYet = play(given({ ...spec, at: { 0: 'home', 1: 'home', 2: 56, 3: 20 } }), 0, {
      type: 'move_pawn',
      pawn: 2,
    });
    expect(game.outcome(notYet.state)).toBeNull();
    const done = play(given({ ...spec, at: { 0: 'home', 1: 'home', 2: 56, 3: 'home' } }), 0, {
      type: 'move_pawn',
      pawn: 2,
    });
    expect(game.outcome(done.state)?.winners).toEqual([0]);
  });

  it('C20: a position where a player already has all pawns home is refused', () => {
    expectRefused(
      game.setupFromPosition({ players: 3, options: {} }, position({ at: { 3: 'home', 4: 'home', 5: 'home' } })),
      'monte-carlo/C20-already-won',
    );
  });
});

describe('C21 ranking and resignation', () => {
  it('C21: after maxTurns the game ends, ranked by pawns home ($330,000 each with 3 players) plus money, ties sharing a place', () => {
    const spec: TableSpec = {
      options: { maxTurns: 5 },
      at: { 0: 17, 3: 'home', 4: 22 },
      turn: { step: 'move_pawn', die: 3, number: 5 } as Position['turn'],
    };
    const { facts, state } = play(given(spec), 0, { type: 'move_pawn', pawn: 0 });
    expect(facts.slice(-2)).toEqual([
      { type: 'turn_ended', seat: 0 },
      { type: 'game_ended', reason: 'max-turns', winner: null },
    ]);
    expect(game.outcome(state)).toEqual({
      reason: 'max-turns',
      winners: [1],
      ranking: [
        { seat: 1, place: 1, score: 430_000 },
        { seat: 0, place: 2, score: 100_000 },
        { seat: 2, place: 2, score: 100_000 },
      ],
    });
  });

  it('C21: with two players a pawn home is worth $250,000, and equal first places share the win', () => {
    const spec: TableSpec = {
      players: 2,
      options: { maxTurns: 1 },
      money: [50_000, 50_000],
      at: { 0: 17, 1: 'home', 4: 'home' },
      turn: { step: 'move_pawn', colour: 'red', die: 3 } as Position['turn'],
    };
    const { state } = play(given(spec), 0, { type: 'move_pawn', pawn: 0 });
    expect(game.outcome(state)).toEqual({
      reason: 'max-turns',
      winners: [0, 1],
      ranking: [
        { seat: 0, place: 1, score: 300_000 },
        { seat: 1, place: 1, score: 300_000 },
      ],
    });
  });

  it("C21: a resigned player's pawns leave the track, their turns are skipped, and they rank last", () => {
    const resigned = given({ at: { 3: 20, 4: 22 } });
    const facts = game.resign(resigned, 1);
    expect(facts).toEqual({ ok: true, facts: [{ type: 'resigned', seat: 1 }] });
    let state = facts.ok ? facts.facts.reduce(game.evolve, resigned) : resigned;
    expect(
      game
        .view(state, null)
        .pawns.filter(p => p.seat === 1)
        .map(p => p.at),
    ).toEqual(['off', 'off', 'off']);
    state = play(state, 0, { type: 'roll' }, scripted([4])).state;
    state = play(state, 0, { type: 'move_pawn', pawn: 0 }).state;
    expect(state.turn.seat).toBe(2);
    expectRefused(game.resign(state, 1), 'monte-carlo/C21-not-playing');
    const last = game.resign(state, 2);
    const over = last.ok ? last.facts.reduce(game.evolve, state) : state;
    expect(game.outcome(over)).toEqual({
      reason: 'resigned',
      winners: [0],
      ranking: [
        { seat: 0, place: 1, score: 100_000 },
        { seat: 2, place: 2, score: 100_000 },
        { seat: 1, place: 3, score: 100_000 },
      ],
    });
  });

  it('C21: a player resigning on their own turn hands the turn on', () => {
    const decision = game.resign(given({ turn: { step: 'move_pawn', die: 2 } as Position['turn'] }), 0);
    expect(decision).toEqual({
      ok: true,
      facts: [
        { type: 'resigned', seat: 0 },
        { type: 'turn_ended', seat: 0 },
        { type: 'turn_started', seat: 1, turn: 2 },
      ],
    });
  });

  const duelSpec: TableSpec = {
    at: { 0: 17, 1: 5, 3: 20, 6: 20 },
    stacks: [{ square: 20, pawns: [3, 6] }],
    turn: { step: 'move_pawn', die: 3 } as Position['turn'],
  };

  it('C21: when the challenged player resigns, the duel is abandoned and the master may challenge another pawn', () => {
    const { state } = playAll(given(duelSpec), [
      [0, { type: 'move_pawn', pawn: 0 }],
      [0, { type: 'call_poker', pawn: 3 }],
      [0, { type: 'stake', amount: 10_000 }],
    ]);
    const decision = game.resign(state, 1);
    expect(decision.ok && decision.facts).toEqual([
      { type: 'resigned', seat: 1 },
      { type: 'poker_abandoned', seat: 1 },
      { type: 'poker_offered', seat: 0, pawn: 0, targets: [6] },
    ]);
  });

  it('C21: when a player whose pawn the master may challenge resigns, the offer is renewed without their pawns', () => {
    const offered = play(given(duelSpec), 0, { type: 'move_pawn', pawn: 0 }).state;
    const decision = game.resign(offered, 1);
    expect(decision.ok && decision.facts).toEqual([
      { type: 'resigned', seat: 1 },
      { type: 'poker_offered', seat: 0, pawn: 0, targets: [6] },
    ]);
    const after = decision.ok ? decision.facts.reduce(game.evolve, offered) : offered;
    expect(game.legalMoves(after, 0)).toEqual([{ type: 'call_poker', pawn: 6 }, { type: 'end_turn' }]);
    expectRefused(game.decide(after, 0, { type: 'call_poker', pawn: 3 }, scripted([])), 'monte-carlo/C17-not-a-target');
    // With no opponent pawn left in the stack, the turn ends.
    const last = game.resign(after, 2);
    expect(last.ok && last.facts).toEqual([
      { type: 'resigned', seat: 2 },
      { type: 'game_ended', reason: 'resigned', winner: 0 },
    ]);
    const four = play(given({ ...duelSpec, players: 4 }), 0, { type: 'move_pawn', pawn: 0 }).state;
    const both = [1, 2].reduce((state, seat) => {
      const d = game.resign(state, seat);
      return d.ok ? d.facts.reduce(game.evolve, state) : state;
    }, four);
    expect(both.turn.seat).toBe(3);
  });

  it('C21: when a poker winner resigns before choosing, the ruined player chooses the pawn sent back', () => {
    const { state } = playAll(given({ ...duelSpec, money: [10_000, 100_000, 100_000] }), [
      [0, { type: 'move_pawn', pawn: 0 }],
      [0, { type: 'call_poker', pawn: 3 }],
      [0, { type: 'stake', amount: 10_000 }],
      [0, { type: 'throw', dice: [0, 1, 2, 3, 4] }, faces('9', '10', 'J', 'Q', 'A')],
      [0, { type: 'stop_throwing' }],
      [1, { type: 'throw', dice: [0, 1, 2, 3, 4] }, faces('A', 'A', 'A', 'A', 'A')],
    ]);
    expect(game.toAct(state)).toEqual([1]);
    const decision = game.resign(state, 1);
    const after = decision.ok ? decision.facts.reduce(game.evolve, state) : state;
    expect(game.toAct(after)).toEqual([0]);
    const sent = play(after, 0, { type: 'send_back', pawn: 1 });
    expect(ofType(sent.facts, 'turn_started')).toEqual([{ type: 'turn_started', seat: 2, turn: 2 }]);
  });

  it('C21/C19: a pledger who resigns before pledging is skipped', () => {
    const { state } = playAll(
      given({
        money: [30_000, 200_000, 60_000],
        at: { 0: 17, 1: 5, 3: 20, 4: 'home', 5: 'home' },
        turn: { step: 'move_pawn', die: 3 } as Position['turn'],
      }),
      [
        [0, { type: 'move_pawn', pawn: 0 }],
        [0, { type: 'call_poker', pawn: 3 }],
      ],
    );
    const decision = game.resign(state, 2);
    const after = decision.ok ? decision.facts.reduce(game.evolve, state) : state;
    expect(game.toAct(after)).toEqual([0]);
    expect(ofType(game.legalMoves(after, 0), 'stake').map(m => m.amount)).toEqual([10_000, 20_000, 30_000]);
  });
});

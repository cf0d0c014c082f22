// The end of a game: winning (M11), a blocked game and maxTurns (M19), team play (M20) and resignation
// (M21): given a position, when a move or a resignation, then these facts, this outcome, or this rule code.
import { describe, expect, test } from 'vitest';
import { monad, type MonadMove } from '../../../src/games/monad/index.js';
import { moveSchema } from '../../../src/games/monad/schemas.js';
import {
  MONAD,
  MONADS_TO_WIN,
  TABLE_IDENTITIES,
  bi,
  columnsBesides,
  commons,
  given,
  quad,
  quint,
  seat,
  trade,
  type OptionsInput,
  type PositionInput,
} from '../../support/monad-positions.js';

const PASS: MonadMove = { type: 'pass' };
const DRAW: MonadMove = { type: 'draw' };
const END: MonadMove = { type: 'end_turn' };
const QUINTS = [quint('red'), quint('purple')];

/** `monads[i]` Monads in front of seat i; seat 0 holds two quints (a Monad by trade); others hold nothing. */
function table(monads: number[], more: Partial<PositionInput> = {}, options: OptionsInput = {}) {
  const seats = monads.map((m, i) => seat(TABLE_IDENTITIES[monads.length]?.[i] ?? 'red', i === 0 ? QUINTS : [], m));
  return given({ seats, columns: columnsBesides(QUINTS), ...more }, options);
}

describe('M11 end of game', () => {
  test.each([2, 3, 4])('M11: with %i players the game ends the moment a player holds the required Monads', players => {
    const need = MONADS_TO_WIN[players] ?? 0;
    const t = table([need - 1, ...Array<number>(players - 1).fill(0)]);
    const next = t.when(0, trade(quint('red'), quint('purple'))).expectFacts([
      { type: 'traded', seat: 0, gave: QUINTS, wild: false, took: MONAD },
      { type: 'game_ended', reason: 'won', winners: [0] },
    ]);
    expect(next.outcome).toMatchObject({ reason: 'won', winners: [0] });
    expect(next.outcome?.ranking[0]).toMatchObject({ seat: 0, place: 1 });
    expect(next.toAct).toEqual([]);
    for (let s = 0; s < players; s++) expect(next.legal(s)).toEqual([]);
    next.when(0, END).expectViolation('monad/M11-game-over');
    next.whenResigns(1).expectViolation('monad/M11-game-over');
    expect(next.view(null).outcome).toEqual(next.outcome);
  });

  test.each([2, 3, 4])('M11: with %i players one Monad short of the required number, play goes on', players => {
    const need = MONADS_TO_WIN[players] ?? 0;
    const next = table([need - 2, ...Array<number>(players - 1).fill(need - 1)]).play(
      0,
      trade(quint('red'), quint('purple')),
    );
    expect(next.outcome).toBeNull();
    expect(next.view().seats[0]?.monads).toBe(need - 1);
  });

  test('M11: a bought Monad wins too', () => {
    const hand = [quint('red'), quint('orange'), quad('yellow')];
    const t = given({ seats: [seat('blue', hand, 4), seat('green')], columns: columnsBesides(hand) });
    t.when(0, { type: 'buy', target: 'monad', cards: hand }).expectFacts([
      { type: 'bought', seat: 0, gave: hand, took: MONAD },
      { type: 'game_ended', reason: 'won', winners: [0] },
    ]);
  });

  test('M11: the game ends with the winning trade even when its bonus is taken', () => {
    const next = table([4, 0], { deck: ['green'] }).play(0, trade(quint('red'), quint('purple'), true));
    expect(next.history.slice(-3).map(f => f.type)).toEqual(['traded', 'bonus_taken', 'game_ended']);
    expect(next.outcome?.winners).toEqual([0]);
  });
});

describe('M19 blocked game and maxTurns', () => {
  test('M19: when every player in turn passes, a full round with nothing changing, the game ends as blocked, ranked by Monads', () => {
    const t = given({ seats: [seat('orange', commons('red'), 1), seat('blue', [], 0)], columns: columnsBesides() });
    const afterOne = t.when(0, PASS).expectFacts([
      { type: 'passed', seat: 0, hand: commons('red') },
      { type: 'turn_ended', seat: 0, turn: 1, next: 1 },
    ]);
    expect(afterOne.outcome).toBeNull();
    expect(afterOne.view().passRun).toEqual([0]);
    const blocked = afterOne.when(1, PASS).expectFacts([
      { type: 'passed', seat: 1, hand: [] },
      { type: 'turn_ended', seat: 1, turn: 2, next: 0 },
      { type: 'game_ended', reason: 'blocked', winners: [0] },
    ]);
    expect(blocked.outcome).toEqual({
      reason: 'blocked',
      winners: [0],
      ranking: [
        { seat: 0, place: 1, score: 1 },
        { seat: 1, place: 2, score: 0 },
      ],
    });
    expect(blocked.toAct).toEqual([]);
  });

  test('M19: a turn that is not a pass breaks the round', () => {
    // Seat 1 trades its bi (under the bi column: no discard, so seat 0 still cannot flip) between passes.
    const t = given({
      seats: [seat('orange', commons('red')), seat('green', [bi('orange'), bi('blue')])],
      columns: columnsBesides([bi('orange'), bi('blue')]),
    });
    const round = t
      .play(0, PASS)
      .play(1, trade(bi('orange'), bi('blue')))
      .play(1, END)
      .play(0, PASS);
    expect(round.outcome).toBeNull();
    expect(round.view().passRun).toEqual([0]);
    expect(round.play(1, PASS).outcome?.reason).toBe('blocked');
  });

  test('M19 with M21: the round is of the seats still playing; a resigned seat does not hold it up', () => {
    const t = given({ seats: [seat('blue'), seat('green'), seat('purple')], columns: columnsBesides() });
    const next = t.whenResigns(1).next.play(0, PASS);
    expect(next.outcome).toBeNull();
    expect(next.toAct).toEqual([2]);
    expect(next.play(2, PASS).outcome?.reason).toBe('blocked');
  });

  test('M19: equal Monad counts share the place', () => {
    const t = given({
      seats: [seat('blue', [], 1), seat('green', [], 1), seat('purple', [], 0)],
      columns: columnsBesides(),
    });
    const blocked = t.play(0, PASS).play(1, PASS).play(2, PASS);
    expect(blocked.outcome).toEqual({
      reason: 'blocked',
      winners: [0, 1],
      ranking: [
        { seat: 0, place: 1, score: 1 },
        { seat: 1, place: 1, score: 1 },
        { seat: 2, place: 3, score: 0 },
      ],
    });
  });

  test('M19: maxTurns ends the game the same way after that many turns', () => {
    const t = given(
      {
        seats: [seat('orange', [], 0), seat('blue', [], 2)],
        columns: columnsBesides(),
        deck: ['red', 'blue', 'green'],
      },
      { maxTurns: 2 },
    );
    const first = t.play(0, DRAW);
    expect(first.outcome).toBeNull();
    first.when(1, DRAW).expectFacts([
      { type: 'drew', seat: 1, colour: 'blue' },
      { type: 'turn_ended', seat: 1, turn: 2, next: 0 },
      { type: 'game_ended', reason: 'max-turns', winners: [1] },
    ]);
    expect(first.play(1, DRAW).outcome?.ranking).toEqual([
      { seat: 1, place: 1, score: 2 },
      { seat: 0, place: 2, score: 0 },
    ]);
  });

  test('M19: without maxTurns a game goes on past any number of turns', () => {
    const t = given({
      seats: [seat('orange'), seat('blue')],
      columns: columnsBesides(),
      deck: ['red', 'blue'],
      turn: { seat: 0, number: 5000 },
    });
    expect(t.play(0, DRAW).play(1, DRAW).outcome).toBeNull();
  });
});

describe('M20 team play', () => {
  const teams = { teams: true };
  test('M20: partners sit opposite (0 and 2 against 1 and 3); the first team with 5 Monads together wins', () => {
    const t = table([2, 1, 2, 1], {}, teams);
    t.when(0, trade(quint('red'), quint('purple'))).expectFacts([
      { type: 'traded', seat: 0, gave: QUINTS, wild: false, took: MONAD },
      { type: 'game_ended', reason: 'won', winners: [0, 2] },
    ]);
  });

  test('M20: seats 1 and 3 win together', () => {
    const hand = [quint('orange'), quint('blue')];
    const seats = [seat('red', [], 1), seat('blue', [], 2), seat('orange', [], 1), seat('purple', hand, 2)];
    const t = given({ seats, columns: columnsBesides(hand), turn: { seat: 3 } }, teams);
    expect(t.play(3, trade(quint('orange'), quint('blue'))).outcome).toMatchObject({ reason: 'won', winners: [1, 3] });
  });

  test('M20: in team play, one player reaching the 4-player count (3) does not end the game', () => {
    const next = table([2, 0, 0, 2], {}, teams).play(0, trade(quint('red'), quint('purple')));
    expect(next.outcome).toBeNull();
    expect(next.view().seats[0]?.monads).toBe(3);
  });

  test('M20: the view says the game is played in teams', () => {
    expect(table([0, 0, 0, 0], {}, teams).view().teams).toBe(true);
  });
});

describe('M21 resignation', () => {
  test('M21: with two players, a resignation (even out of turn) makes the other side win at once', () => {
    const t = table([0, 3]);
    const next = t.whenResigns(1).expectFacts([
      { type: 'resigned', seat: 1 },
      { type: 'game_ended', reason: 'resigned', winners: [0] },
    ]);
    expect(next.outcome).toMatchObject({ reason: 'resigned', winners: [0] });
    expect(next.outcome?.ranking.map(p => p.seat)).toEqual([0, 1]);
    expect(next.outcome?.ranking[1]?.place).toBe(2);
    t.whenResigns(0).expectFacts([
      { type: 'resigned', seat: 0 },
      { type: 'game_ended', reason: 'resigned', winners: [1] },
    ]);
  });

  test('M21: with three players, the resigned seat is skipped from then on; the game goes on', () => {
    const t = table([0, 0, 0], { deck: ['red', 'blue', 'green'] });
    const resigned = t.whenResigns(1).expectFacts([{ type: 'resigned', seat: 1 }]);
    expect(resigned.outcome).toBeNull();
    expect(resigned.view().seats[1]?.resigned).toBe(true);
    expect(resigned.legal(1)).toEqual([]);
    resigned.when(1, DRAW).expectViolation('monad/M21-resigned');
    resigned.when(0, DRAW).expectFacts([
      { type: 'drew', seat: 0, colour: 'red' },
      { type: 'turn_ended', seat: 0, turn: 1, next: 2 },
    ]);
  });

  test('M21: a seat resigning on its own turn hands the turn on', () => {
    const next = table([0, 0, 0]).whenResigns(0).next;
    expect(next.toAct).toEqual([1]);
    expect(next.view().turn.seat).toBe(1);
  });

  test('M21: the resigned seat cannot win and ranks below every other seat', () => {
    const t = table([0, 3, 0], { deck: ['red'] }, { maxTurns: 1 });
    const over = t.whenResigns(1).next.play(0, DRAW);
    expect(over.outcome?.reason).toBe('max-turns');
    expect(over.outcome?.winners).not.toContain(1);
    expect(over.outcome?.ranking.at(-1)).toMatchObject({ seat: 1, place: 3 });
  });

  test('M21: when a resignation leaves two sides and one of them resigns, the other wins', () => {
    const t = table([0, 0, 0]);
    t.whenResigns(1)
      .next.whenResigns(2)
      .expectFacts([
        { type: 'resigned', seat: 2 },
        { type: 'game_ended', reason: 'resigned', winners: [0] },
      ]);
  });

  test("M21: in team play a partner's resignation resigns the team, both partners shown as resigned: the other side wins at once", () => {
    const t = table([0, 0, 0, 0], {}, { teams: true });
    const next = t.whenResigns(2).expectFacts([
      { type: 'resigned', seat: 2 },
      { type: 'resigned', seat: 0 },
      { type: 'game_ended', reason: 'resigned', winners: [1, 3] },
    ]);
    expect(next.view().seats.map(s => s.resigned)).toEqual([true, false, true, false]);
    expect(next.outcome?.ranking.map(p => [p.seat, p.place])).toEqual([
      [1, 1],
      [3, 1],
      [0, 3],
      [2, 3],
    ]);
    t.whenResigns(1).expectFacts([
      { type: 'resigned', seat: 1 },
      { type: 'resigned', seat: 3 },
      { type: 'game_ended', reason: 'resigned', winners: [0, 2] },
    ]);
  });

  test('M21: resigning twice is refused', () => {
    table([0, 0, 0]).whenResigns(1).next.whenResigns(1).expectViolation('monad/M21-already-resigned');
  });

  test('M21: resigning is not a move of the turn: never listed, and not a move at all', () => {
    const t = table([0, 0, 0], { deck: ['red'] });
    for (const s of [0, 1, 2]) expect(t.legal(s).map(m => m.type as string)).not.toContain('resign');
    expect(moveSchema.safeParse({ type: 'resign' }).success).toBe(false);
    expect(monad.schemas.move.safeParse({ type: 'resigned' }).success).toBe(false);
  });
});

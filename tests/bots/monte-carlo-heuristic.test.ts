// The Monte Carlo Gamble heuristic plays from its seat's view only, takes the choices the rule book's
// situations call for, and beats a random player clearly (the 500-game figure is measured with
// `npm run arena -- --game monte-carlo --players 2 --games 500 --strategies heuristic,random`).
import { describe, expect, it } from 'vitest';
import { runTournament } from '../../src/bots/arena/tournament.js';
import { monteCarloChoice, monteCarloHeuristic } from '../../src/bots/monte-carlo/heuristic.js';
import { randomStrategy } from '../../src/bots/random.js';
import type { Chance } from '../../src/engine/index.js';
import { oneStream, seededRng } from '../../src/engine/index.js';
import { CARD_IDS, type CardId } from '../../src/games/monte-carlo/cards.js';
import { monteCarlo } from '../../src/games/monte-carlo/index.js';
import type { Move, Position } from '../../src/games/monte-carlo/schemas.js';
import type { State } from '../../src/games/monte-carlo/state.js';
import type { Face } from '../../src/games/monte-carlo/vocabulary.js';
import { FACES, MONEY, SEAT_COLOURS } from '../../src/games/monte-carlo/vocabulary.js';

interface Spec {
  players?: number;
  /** Pawn id → square or home; other pawns stand on the start. */
  at?: Record<number, number | 'home'>;
  money?: number[];
  /** The draw pile, top first: the cards named, then the others not in the result pile. */
  draw?: CardId[];
  result?: CardId[];
  stacks?: Position['stacks'];
  turn: Position['turn'];
}

function given(spec: Spec): State {
  const players = spec.players ?? 2;
  const colours = SEAT_COLOURS[players] ?? [];
  const perColour = players === 2 ? 2 : 3;
  const money = spec.money ?? colours.map(() => 100_000);
  const result = spec.result ?? [];
  const top = spec.draw ?? [];
  const position: Position = {
    seats: colours.map((cs, seat) => ({ colours: [...cs], money: money[seat] ?? 100_000 })),
    pawns: colours
      .flatMap(cs => cs.flatMap(colour => Array.from({ length: perColour }, () => colour)))
      .map((colour, id) => ({ colour, at: spec.at?.[id] ?? 0 })),
    ...(spec.stacks ? { stacks: spec.stacks } : {}),
    bank: MONEY.total - money.reduce((a, b) => a + b, 0),
    drawPile: [...top, ...CARD_IDS.filter(c => !top.includes(c) && !result.includes(c))],
    resultPile: result,
    turn: spec.turn,
  };
  const config = { players, options: {} };
  const opened = monteCarlo.setupFromPosition(config, position);
  if (!opened.ok) throw new Error(`${opened.violation.code}: ${opened.violation.message}`);
  return opened.facts.reduce(monteCarlo.evolve, monteCarlo.initial(config));
}

/** An Rng giving these values first (die faces, poker faces), then seeded ones. */
function scripted(values: readonly number[]): Chance {
  const queue = [...values];
  const fallback = seededRng(1);
  return oneStream({ int: n => queue.shift() ?? fallback.int(n) });
}
const faces = (...fs: Face[]): number[] => fs.map(f => FACES.indexOf(f));

function play(state: State, seat: number, move: Move, values: readonly number[] = []): State {
  const decision = monteCarlo.decide(state, seat, move, scripted(values));
  if (!decision.ok) throw new Error(`${decision.violation.code}: ${decision.violation.message}`);
  return decision.facts.reduce(monteCarlo.evolve, state);
}

const choose = (state: State, seat = monteCarlo.toAct(state)[0] ?? 0): Move =>
  monteCarloChoice(monteCarlo.view(state, seat), monteCarlo.legalMoves(state, seat));

/** Seat 0 (red, yellow) to move a red pawn by 4: pawn 0 from 20 onto the casino-2 square 24, pawn 1 from 45. */
const casinoTurn: Spec = {
  at: { 0: 20, 1: 45, 2: 16, 4: 12, 5: 26, 6: 40 },
  turn: { seat: 0, number: 9, step: 'move_pawn', colour: 'red', die: 4 },
};

describe('Monte Carlo heuristic', () => {
  it('chooses the same moves in two states that differ only in the order of the casino draw pile', () => {
    const order = [...CARD_IDS];
    const a = given({ ...casinoTurn, draw: order });
    const b = given({ ...casinoTurn, draw: [...order].reverse() });
    expect(a.drawPile).not.toEqual(b.drawPile);
    expect(monteCarlo.view(a, 0)).toEqual(monteCarlo.view(b, 0));
    const move = choose(a, 0);
    expect(choose(b, 0)).toEqual(move);
    // The next decision (a bet on the casino square, or whatever the move led to) agrees as well.
    const [nextA, nextB] = [play(a, 0, move), play(b, 0, move)];
    expect(monteCarlo.view(nextA, 0)).toEqual(monteCarlo.view(nextB, 0));
    expect(choose(nextB)).toEqual(choose(nextA));
    // So does the colour named at the start of a turn.
    const naming: Spec = { ...casinoTurn, turn: { seat: 0, number: 9, step: 'name_colour' } };
    expect(choose(given({ ...naming, draw: [...order].reverse() }), 0)).toEqual(
      choose(given({ ...naming, draw: order }), 0),
    );
  });

  it('brings a pawn home when one can, rather than creep forward with another (C9, C20)', () => {
    const state = given({
      at: { 0: 10, 1: 58, 2: 30 },
      turn: { seat: 0, number: 9, step: 'move_pawn', colour: 'red', die: 2 },
    });
    expect(choose(state)).toEqual({ type: 'move_pawn', pawn: 1 });
  });

  it('stays clear of the arrow that sends a pawn back to the second bank (C12)', () => {
    const state = given({
      at: { 0: 37, 1: 22 },
      turn: { seat: 0, number: 9, step: 'move_pawn', colour: 'red', die: 2 },
    });
    expect(choose(state)).toEqual({ type: 'move_pawn', pawn: 1 });
  });

  it('counts cards: bets on the suits the result pile has not shown yet (C14)', () => {
    const gone = CARD_IDS.filter(c => c.startsWith('spades') || c.startsWith('hearts'));
    const state = play(given({ ...casinoTurn, result: gone }), 0, { type: 'move_pawn', pawn: 0 });
    expect(state.step).toMatchObject({ type: 'bet', square: 24 });
    expect(choose(state)).toEqual({ type: 'bet', suits: ['diamonds', 'clubs'] });
  });

  it('after a casino win takes the long jump B with a full purse, but A when B would end on the arrow back (C14)', () => {
    // Pawn 0 moves from 30 onto the casino-3 square 33 (spades, hearts, clubs) and wins.
    const win = (card: CardId, money: number): State =>
      play(
        given({
          at: { 0: 30, 1: 10 },
          money: [money, 100_000],
          draw: [card],
          turn: { seat: 0, number: 9, step: 'move_pawn', colour: 'red', die: 3 },
        }),
        0,
        { type: 'move_pawn', pawn: 0 },
      );
    // B: 33 + 3 × 4 = 45, a green square; A: the casino-2 square 36, and $80,000 that a purse at the
    // $250,000 ceiling cannot keep (C16).
    expect(choose(win('spades-4', 250_000))).toEqual({ type: 'choose', option: 'B' });
    // B: 33 + 3 × 2 = 39, the arrow back to the bank on 31; A: $40,000 and the casino-2 square 36.
    expect(choose(win('spades-2', 100_000))).toEqual({ type: 'choose', option: 'A' });
  });

  it('keeps a pair and throws the other dice again as challenger (C18)', () => {
    // Pawn 0 climbs from 17 onto square 20, on top of seat 1's pawn 4, and calls poker.
    let state = given({ at: { 0: 17, 4: 20 }, turn: { seat: 0, number: 9, step: 'move_pawn', colour: 'red', die: 3 } });
    state = play(state, 0, { type: 'move_pawn', pawn: 0 });
    expect(state.step).toEqual({ type: 'poker_call', pawn: 0, targets: [4] });
    state = play(play(state, 0, { type: 'call_poker', pawn: 4 }), 0, { type: 'stake', amount: 10_000 });
    state = play(state, 0, { type: 'throw', dice: [0, 1, 2, 3, 4] }, faces('K', '9', 'A', 'K', '10'));
    expect(choose(state)).toEqual({ type: 'throw', dice: [1, 2, 4] });
  });

  it('as responder stops once its hand beats the challenger, and chases it otherwise (C18)', () => {
    let state = given({ at: { 0: 17, 4: 20 }, turn: { seat: 0, number: 9, step: 'move_pawn', colour: 'red', die: 3 } });
    state = play(state, 0, { type: 'move_pawn', pawn: 0 });
    state = play(play(state, 0, { type: 'call_poker', pawn: 4 }), 0, { type: 'stake', amount: 10_000 });
    state = play(state, 0, { type: 'throw', dice: [0, 1, 2, 3, 4] }, faces('Q', 'Q', '9', 'J', 'A'));
    state = play(state, 0, { type: 'throw', dice: [2, 3, 4] }, faces('J', 'J', 'A'));
    state = play(state, 0, { type: 'stop_throwing' });
    // The challenger holds two pairs (queens and jacks) after two throws.
    const ahead = play(state, 1, { type: 'throw', dice: [0, 1, 2, 3, 4] }, faces('10', '10', '10', '9', 'K'));
    expect(choose(ahead, 1)).toEqual({ type: 'stop_throwing' });
    const behind = play(state, 1, { type: 'throw', dice: [0, 1, 2, 3, 4] }, faces('A', '9', 'A', 'J', 'K'));
    expect(choose(behind, 1)).toEqual({ type: 'throw', dice: [1, 3, 4] });
  });

  it('with a chance to ruin its opponent at poker, stakes everything the opponent holds (C16, C17)', () => {
    let state = given({
      at: { 0: 17, 1: 40, 4: 20, 5: 52 },
      money: [150_000, 30_000],
      turn: { seat: 0, number: 9, step: 'move_pawn', colour: 'red', die: 3 },
    });
    state = play(state, 0, { type: 'move_pawn', pawn: 0 });
    expect(choose(state)).toEqual({ type: 'call_poker', pawn: 4 });
    state = play(state, 0, { type: 'call_poker', pawn: 4 });
    expect(choose(state)).toEqual({ type: 'stake', amount: 30_000 });
  });

  it('wins clearly more than half of its games against a random player (40 games; 500 with the arena script)', async () => {
    const result = await runTournament({
      game: monteCarlo,
      config: { players: 2, options: {} },
      entries: [monteCarloHeuristic, randomStrategy],
      games: 40,
      seed: 5,
    });
    expect(result.unfinished).toBe(0);
    expect(result.strategies.find(s => s.strategy === 'heuristic')?.winRate.rate).toBeGreaterThanOrEqual(0.75);
  });
});

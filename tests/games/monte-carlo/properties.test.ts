// Properties over random legal playouts of 2-, 3- and 4-player games (fast-check chooses the seed and
// maxTurns; tests/support/playout.ts plays). After every move: money is conserved and within its
// limits, pawns are where pawns may rest, every listed move is accepted and a sample of unlisted ones is
// refused with a rule code, states are never mutated, replaying the facts (through JSON) gives the same
// state, and neither views nor redacted facts name a card still in the draw pile.
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Rng, Seat } from '../../../src/engine/index.js';
import { oneStream, seededRng } from '../../../src/engine/index.js';
import { isPassing } from '../../../src/games/monte-carlo/board.js';
import { CARD_IDS } from '../../../src/games/monte-carlo/cards.js';
import type { Fact, Move } from '../../../src/games/monte-carlo/schemas.js';
import { factSchema, seenFactSchema, viewSchema } from '../../../src/games/monte-carlo/schemas.js';
import { OFF, type State } from '../../../src/games/monte-carlo/state.js';
import { COLOURS, SUITS } from '../../../src/games/monte-carlo/vocabulary.js';
import { given as givenTable } from '../../support/given.js';
import { canonical, playout } from '../../support/playout.js';
import { fold, game } from './support.js';

const amounts = [0, 5_000, 10_000, 20_000, 50_000, 90_000, 250_000, 260_000];
const pawns = Array.from({ length: 13 }, (_, i) => i);
/** Moves of every shape the move schema allows, legal somewhere or nowhere. */
const CANDIDATES: readonly Move[] = [
  ...COLOURS.map((colour): Move => ({ type: 'name_colour', colour })),
  { type: 'roll' },
  { type: 'end_turn' },
  { type: 'stop_throwing' },
  { type: 'choose', option: 'A' },
  { type: 'choose', option: 'B' },
  ...pawns.flatMap((pawn): Move[] => [
    { type: 'move_pawn', pawn },
    { type: 'call_poker', pawn },
    { type: 'send_back', pawn },
  ]),
  ...SUITS.flatMap((a): Move[] => [
    { type: 'bet', suits: [a] },
    ...SUITS.map((b): Move => ({ type: 'bet', suits: [a, b] })),
  ]),
  ...amounts.flatMap((amount): Move[] => [
    { type: 'pledge', amount },
    { type: 'stake', amount },
  ]),
  ...[[0, 1, 2, 3, 4], [4, 0], [1, 1], [0], [2, 3], [3, 2, 1]].map((dice): Move => ({ type: 'throw', dice })),
];

const SORTED_CARDS = [...CARD_IDS].sort().join();
const CARD = /\b(?:spades|hearts|diamonds|clubs)-[1-4]\b|\bjackpot\b/g;
const cardsIn = (value: unknown): string[] => JSON.stringify(value).match(CARD) ?? [];

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** What is wrong with the table (empty when nothing is): money, pawns. Plain checks, one expect per move. */
function tableProblems(state: State): string[] {
  const problems: string[] = [];
  const held = state.seats.reduce((sum, s) => sum + s.money, state.bank);
  if (held !== 1_000_000) problems.push(`the bank and the players hold ${held}`);
  if (state.bank < 0) problems.push(`the bank holds ${state.bank}`);
  const cards = [...state.drawPile, ...state.resultPile].sort();
  if (cards.join() !== SORTED_CARDS) problems.push(`the casino piles hold ${cards.join()}`);
  state.seats.forEach((s, seat) => {
    const settling = state.ruins.some(r => r.seat === seat);
    if (!s.resigned && !settling && (s.money < 10_000 || s.money > 250_000))
      problems.push(`seat ${seat} holds ${s.money}`);
  });
  state.pawns.forEach((pawn, id) => {
    // On the track or home; off it (OFF) only once its player resigned (C21).
    if (pawn.at === OFF && state.seats[pawn.seat]?.resigned) return;
    if (pawn.at < 0 || pawn.at > state.board.finish) problems.push(`pawn ${id} is off the track at ${pawn.at}`);
    // A pawn never rests on a casino or an arrow: it stands on a casino only while its player bets or
    // chooses A or B there, in the middle of the move.
    const kind = state.board.squares[pawn.at]?.kind ?? 'finish';
    const midMove =
      kind.startsWith('casino') &&
      state.turn.pawn === id &&
      (state.step.type === 'bet' || state.step.type === 'option');
    if (isPassing(kind) && !midMove) problems.push(`pawn ${id} rests on ${kind} (${pawn.at})`);
  });
  return problems;
}

/** Deep equality with a fast path: vitest's diff only when they differ. */
function expectSame<T>(actual: T, expected: T): void {
  if (!isDeepStrictEqual(actual, expected)) expect(actual).toEqual(expected);
}

/** Every listed move is accepted; sampled unlisted moves, and any move by a seat not to act, are refused. */
function moveProblems(state: State, seat: Seat, legal: readonly Move[], sample: Rng): string[] {
  const problems: string[] = [];
  const listed = legal.map(canonical);
  if (canonical(game.legalMoves(state, seat)) !== canonical(legal)) problems.push('legalMoves is not deterministic');
  // Issue 8: every list is small — at most 31 rethrows and a stop (C18), 26 pledges or 25 stakes (C17, C19).
  if (legal.length > 32) problems.push(`${legal.length} legal moves listed`);
  legal.forEach((move, i) => {
    const decision = game.decide(state, seat, move, oneStream(seededRng(i)));
    if (!decision.ok) problems.push(`listed ${listed[i]} refused: ${decision.violation.code}`);
  });
  for (let i = 0; i < 6; i++) {
    const move = CANDIDATES[sample.int(CANDIDATES.length)] as Move;
    if (listed.includes(canonical(move))) continue;
    const decision = game.decide(state, seat, move, oneStream(seededRng(i)));
    if (decision.ok) problems.push(`unlisted ${canonical(move)} accepted`);
    else if (!/^monte-carlo\/C\d+-[a-z0-9-]+$/.test(decision.violation.code))
      problems.push(`code ${decision.violation.code}`);
  }
  const idle = Array.from({ length: state.players }, (_, s) => s).find(s => !game.toAct(state).includes(s));
  if (idle !== undefined && legal[0]) {
    const decision = game.decide(state, idle, legal[0], oneStream(seededRng(0)));
    if (decision.ok || decision.violation.code !== 'monte-carlo/C2-not-your-turn')
      problems.push(`seat ${idle} acted out of turn`);
    if (game.legalMoves(state, idle).length > 0) problems.push(`seat ${idle} has moves out of turn`);
  }
  return problems;
}

/** The same fact with the draw pile in another order (reversed), where the fact carries one. */
function reordered(fact: Fact): Fact {
  if (fact.type === 'deck_shuffled') return { ...fact, order: [...fact.order].reverse() };
  if (fact.type === 'position_set')
    return { ...fact, position: { ...fact.position, drawPile: [...fact.position.drawPile].reverse() } };
  return fact;
}

/** Views and redacted facts do not change when only the draw pile's order does: they cannot reveal it. */
function checkSecrecy(state: State, facts: readonly Fact[], seat: Seat, thorough: boolean): void {
  const shuffled = { ...state, drawPile: [...state.drawPile].reverse() };
  for (const viewer of [null, seat]) {
    const view = game.view(state, viewer);
    expectSame(game.view(shuffled, viewer), view);
    if (thorough) viewSchema.parse(view);
  }
  for (const fact of facts) {
    factSchema.parse(fact);
    const seen = game.redact(fact, seat);
    expectSame(game.redact(reordered(fact), seat), seen);
    seenFactSchema.parse(seen);
    // A card is named only by the fact that draws it (or, at the opening, by the face-up result pile).
    const allowed: string[] =
      fact.type === 'card_drawn' ? [fact.card] : fact.type === 'position_set' ? fact.position.resultPile : [];
    const named = cardsIn(seen).filter(card => !allowed.includes(card));
    if (named.length > 0) expect(named).toEqual([]);
  }
}

function runGame(players: number, seed: number, maxTurns: number | undefined): number {
  const config = { players, options: maxTurns === undefined ? {} : { maxTurns } };
  const rng = seededRng(seed);
  const sample = seededRng(seed ^ 0x5eed);
  const run = playout(game, config, rng, 5_000);
  const log: Fact[] = [...run.opening];
  let replayed = fold(game.initial(config), JSON.parse(JSON.stringify(run.opening)) as Fact[]);
  let last = deepFreeze(run.initial);
  expect(tableProblems(last)).toEqual([]);
  checkSecrecy(last, run.opening, 0, true);
  let moves = 0;
  for (const step of run.steps) {
    deepFreeze(step.after);
    const problems = [...moveProblems(step.before, step.seat, step.legal, sample), ...tableProblems(step.after)];
    if (problems.length > 0) expect({ move: step.index, problems }).toEqual({ move: step.index, problems: [] });
    checkSecrecy(step.after, step.facts, step.seat, step.index % 25 === 0);
    replayed = fold(replayed, JSON.parse(JSON.stringify(step.facts)) as Fact[]);
    expectSame(replayed, step.after);
    log.push(...step.facts);
    last = step.after;
    moves++;
  }
  expectSame(fold(game.initial(config), log), last);
  // The state is plain JSON data: a snapshot round-trips unchanged.
  expectSame(JSON.parse(JSON.stringify(last)) as State, last);
  expect(game.outcome(last)).not.toBeNull();
  if (maxTurns !== undefined) expect(last.turn.number).toBeLessThanOrEqual(maxTurns);
  return moves;
}

/** A random game where, now and then, a random player resigns (C21): the table stays consistent. */
function runWithResignations(players: number, seed: number): void {
  const config = { players, options: {} };
  const rng = seededRng(seed);
  const opened = givenTable(game, { ...config, chance: oneStream(rng) });
  const log: Fact[] = [...opened.history];
  let state = opened.state;
  const apply = (facts: readonly Fact[]): void => {
    state = fold(state, facts);
    log.push(...facts);
  };
  for (let n = 0; n < 5_000 && !state.ended; n++) {
    if (rng.int(40) === 0) {
      const seat = rng.int(players);
      const decision = game.resign(state, seat);
      if (decision.ok) apply(decision.facts);
      else expect(decision.violation.code).toBe('monte-carlo/C21-not-playing');
      continue;
    }
    const seat = game.toAct(state)[0] as Seat;
    const legal = game.legalMoves(state, seat);
    const decision = game.decide(state, seat, legal[rng.int(legal.length)] as Move, oneStream(rng));
    if (!decision.ok) expect.fail(`listed move refused: ${decision.violation.code}`);
    apply(decision.facts);
    const problems = tableProblems(state);
    if (problems.length > 0) expect({ move: n, problems }).toEqual({ move: n, problems: [] });
  }
  expectSame(fold(game.initial(config), JSON.parse(JSON.stringify(log)) as Fact[]), state);
  const outcome = game.outcome(state);
  const resigned = [...state.resignations].reverse();
  expect(outcome?.ranking.slice(players - resigned.length).map(p => p.seat)).toEqual(resigned);
  for (const [seat, s] of state.seats.entries()) {
    if (s.resigned)
      expect(state.pawns.filter(p => p.seat === seat && p.at !== OFF && p.at !== state.board.finish)).toEqual([]);
  }
}

describe('Monte Carlo Gamble: properties of random legal playouts', () => {
  it.each([2, 3, 4])(
    '%i players, with resignations at random moments: the table stays consistent to the end',
    players => {
      fc.assert(
        fc.property(fc.integer(), seed => runWithResignations(players, seed)),
        { numRuns: 8 },
      );
    },
  );

  it.each([2, 3, 4])('%i players: every invariant holds after every move', players => {
    fc.assert(
      fc.property(fc.integer(), fc.option(fc.integer({ min: 1, max: 120 }), { nil: undefined }), (seed, maxTurns) => {
        expect(runGame(players, seed, maxTurns)).toBeGreaterThan(0);
      }),
      { numRuns: 10 },
    );
  });
});

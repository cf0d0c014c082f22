// How IS-MCTS judges a Monte Carlo Gamble playout stopped at its horizon: each seat's share of the win,
// read off the state of the sampled world. Three measures, compared in the arena (README, "How strong
// `ismcts` is"): the road covered (race), the heuristic's own yardstick in squares (worth), and the
// expected turns each seat still needs to bring every pawn home (turns).
import type { Board } from '../../games/monte-carlo/board.js';
import { isBlocked } from '../../games/monte-carlo/pawns.js';
import { OFF, type State } from '../../games/monte-carlo/state.js';
import { DIE_SIDES, LEAVING_ROLLS, MONEY } from '../../games/monte-carlo/vocabulary.js';
import { turnsToGo } from '../monte-carlo/track.js';
import { moneyWorth, pawnWorth, squareWorths, type Yardstick } from '../monte-carlo/worth.js';
import { shares } from './shares.js';

/** The bank's whole $1,000,000 is worth this many pawns' journeys. */
const MONEY_WEIGHT = 1;
/** A clear lead, in pawns' journeys. */
const LEAD = 0.4;

/** A clear lead in the heuristic's yardstick, as a share of the board's length in squares. */
const LEAD_SQUARES = 0.4;

const yardsticks = new WeakMap<Board, Yardstick>();
const yardstickOf = (board: Board): Yardstick => {
  let yardstick = yardsticks.get(board);
  if (yardstick === undefined) {
    yardstick = { board, worths: squareWorths(board) };
    yardsticks.set(board, yardstick);
  }
  return yardstick;
};

/**
 * Each seat's standing in the heuristic's own yardstick (worth.ts): its pawns' worth in squares (reach, banks,
 * blocks) plus its money's, so a playout is judged as the heuristic judges a landing.
 */
export function worthShares(state: State): number[] {
  const yardstick = yardstickOf(state.board);
  const values = state.seats.map(s => (s.resigned ? -1e9 : moneyWorth(s.money)));
  state.pawns.forEach((pawn, id) => {
    if (pawn.at === OFF) return;
    values[pawn.seat] = (values[pawn.seat] ?? 0) + pawnWorth(yardstick, pawn.at, isBlocked(state, id));
  });
  return shares(values, LEAD_SQUARES * state.board.finish);
}

/** A pawn stuck under an opponent waits for a 1, 2 or 3 (C7, C10): the expected turns lost. */
const BLOCKED_TURNS = DIE_SIDES / LEAVING_ROLLS.length - 1;
/** The spread of a race's length, in turns, per square root of the turns both sides have left. */
const RACE_SPREAD = 0.45;

/**
 * C20: each seat's chance to bring every pawn home first. A seat moves one pawn a turn, so it needs about
 * the sum of its pawns' expected turns to go (track.ts: arrows, casinos and banks priced); money counts as
 * the heuristic counts it, in squares, turned into turns at the board's mean pace. Who is ahead in turns
 * wins on a logistic of the lead, whose spread grows with the square root of the turns left (a long race
 * is less settled than a short one).
 */
export function turnShares(state: State): number[] {
  const turns = turnsToGo(state.board);
  const pace = state.board.finish / (turns[0] ?? 1);
  const values = state.seats.map(s => (s.resigned ? -1e9 : moneyWorth(s.money) / pace));
  let left = 0;
  state.pawns.forEach((pawn, id) => {
    if (pawn.at === OFF || pawn.at >= state.board.finish) return;
    const togo = (turns[pawn.at] ?? 0) + (isBlocked(state, id) ? BLOCKED_TURNS : 0);
    values[pawn.seat] = (values[pawn.seat] ?? 0) - togo;
    left += togo;
  });
  return shares(values, RACE_SPREAD * Math.sqrt(left) + 0.5);
}

/** C20: the road each pawn has covered, and a little money. */
export function raceShares(state: State): number[] {
  // C20: the first seat with every pawn home wins at once, so the race is what counts; money matters
  // through what it saves (taxes, ruin) and only decides a game stopped by the turn limit (C21).
  const values = state.seats.map((s, seat) => {
    if (s.resigned) return -1e9;
    let road = 0;
    for (const pawn of state.pawns) {
      if (pawn.seat !== seat || pawn.at === OFF) continue;
      road += Math.min(1, pawn.at / state.board.finish);
    }
    return road + MONEY_WEIGHT * (s.money / MONEY.total);
  });
  return shares(values, LEAD);
}

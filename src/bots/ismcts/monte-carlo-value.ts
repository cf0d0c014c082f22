// How IS-MCTS judges a Monte Carlo Gamble playout stopped at its horizon: each seat's share of the win,
// read off the state of the sampled world. Three measures, compared in the arena (README, "How strong
// `ismcts` is"): the road covered (race), the heuristic's own yardstick in squares (worth), and the
// expected turns each seat still needs to bring every pawn home (turns).
import type { Board } from '../../games/monte-carlo/board.js';
import { isBlocked } from '../../games/monte-carlo/pawns.js';
import { OFF, type State } from '../../games/monte-carlo/state.js';
import { MONEY } from '../../games/monte-carlo/vocabulary.js';
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

/**
 * What `turnShares` reads off a state, per seat: the expected turns its pawns still need to come home, each
 * moving alone (track.ts: arrows, casinos and banks priced), its pawns blocked under an opponent (C7, C10),
 * and its money as the heuristic counts it, in squares (worth.ts), turned into turns at the board's mean
 * pace; and the seat whose turn it is.
 */
export interface RaceStanding {
  readonly togo: readonly number[];
  readonly blocked: readonly number[];
  readonly money: readonly number[];
  readonly resigned: readonly boolean[];
  readonly mover: number;
}

export function raceStanding(state: State): RaceStanding {
  const turns = turnsToGo(state.board);
  const pace = state.board.finish / (turns[0] ?? 1);
  const togo = state.seats.map(() => 0);
  const blocked = state.seats.map(() => 0);
  state.pawns.forEach((pawn, id) => {
    if (pawn.at === OFF || pawn.at >= state.board.finish) return;
    togo[pawn.seat] = (togo[pawn.seat] ?? 0) + (turns[pawn.at] ?? 0);
    if (isBlocked(state, id)) blocked[pawn.seat] = (blocked[pawn.seat] ?? 0) + 1;
  });
  return {
    togo,
    blocked,
    money: state.seats.map(s => moneyWorth(s.money) / pace),
    resigned: state.seats.map(s => s.resigned),
    mover: state.turn.seat,
  };
}

/** How the parts of a standing weigh, in turns (the turns to go weigh one); and the race's spread. */
export interface TurnWeights {
  /** Turns lost by each pawn blocked under an opponent, beyond its own turns to go. */
  readonly blocked: number;
  /** Turns per turn of money. */
  readonly money: number;
  /** The lead, in turns, of the seat whose turn it is, from being about to move. */
  readonly tempo: number;
  /** The logistic's scale per square root of the turns all seats have left (plus one). */
  readonly spread: number;
}

/**
 * Fitted by a logistic regression of the winner on 148,000 states of 8,000 heuristic games of two players, as
 * `npm run fit:monte-carlo` (scripts/fit-monte-carlo-value.ts) does; its own 8,000 games find blocked 0.40,
 * money 0.88, tempo 1.02 and spread 1.61, and these weights do as well on its held-out games (log-loss
 * 0.589 both). The spread replaced a hand-set 0.45 (and 0.5 more), which judged a lead over three times too
 * sure of itself: log-loss 0.79 on held-out games, worse than a coin's 0.69 (both rank states alike: 66 %
 * of the winners called either way). Arena: README, "How strong `ismcts` is".
 */
export const TURN_WEIGHTS: TurnWeights = { blocked: 0.48, money: 0.93, tempo: 0.83, spread: 1.61 };

/**
 * C20: each seat's chance to bring every pawn home first. A seat moves one pawn a turn, so it needs about
 * the sum of its pawns' expected turns to go, and money saves turns (it pays what would ruin a pawn back);
 * who is ahead in turns wins on a logistic of the lead, whose spread grows with the square root of the
 * turns left (a long race is less settled than a short one).
 */
export function turnShares(state: State, weights: TurnWeights = TURN_WEIGHTS): number[] {
  const standing = raceStanding(state);
  const values = standing.togo.map((togo, seat) =>
    standing.resigned[seat]
      ? -1e9
      : weights.money * (standing.money[seat] ?? 0) -
        togo -
        weights.blocked * (standing.blocked[seat] ?? 0) +
        (seat === standing.mover ? weights.tempo : 0),
  );
  const left = standing.togo.reduce((sum, togo) => sum + togo, 0);
  return shares(values, weights.spread * Math.sqrt(left + 1));
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

// Which pawn to move (C6, C7) and, with two players, which colour to name before the roll (C8). A move
// is worth what its landing is expected to be worth (landing.ts) less what the pawn is worth where it
// stands, less the opponents it frees by leaving a stack it was master of (C10). A colour is worth its
// best move averaged over the six rolls, a roll with nothing to move being worth nothing; the tax on a
// 4 (C15) is paid first, so that roll is weighed with the purse it leaves.
import { arrival, journey } from './landing.js';
import type { Move } from '../../games/monte-carlo/schemas.js';
import type { Colour } from '../../games/monte-carlo/vocabulary.js';
import { DIE_SIDES, LEAVING_ROLLS, MONEY, TAXED_ROLL } from '../../games/monte-carlo/vocabulary.js';
import type { Table } from './table.js';
import { pawnOf, squareOf } from './table.js';
import { moneyWorth, pawnWorth, rivalShare, WEIGHTS } from './worth.js';

/** Opponent pawns that are blocked only because pawn `id` lies above them: they go free when it leaves. */
function freedByLeaving(table: Table, id: number): number {
  const stack = table.view.stacks.find(s => s.pawns.includes(id));
  if (!stack) return 0;
  const order = stack.pawns;
  const seatOf = (p: number): number => pawnOf(table.view, p).seat;
  let freed = 0;
  order.slice(0, order.indexOf(id)).forEach((below, index) => {
    if (seatOf(below) === table.seat) return;
    const stillBlocked = order.slice(index + 1).some(above => above !== id && seatOf(above) !== seatOf(below));
    if (!stillBlocked) freed++;
  });
  return freed;
}

/** The squares gained by moving pawn `id` by `die`, for a player holding `money` once any tax is paid. */
export function moveGain(table: Table, id: number, die: number, money = table.money): number {
  const pawn = pawnOf(table.view, id);
  const from = squareOf(pawn);
  if (from === null) return -Infinity;
  const before = pawnWorth(table, from, pawn.blocked) + moneyWorth(money);
  const freed = freedByLeaving(table, id) * WEIGHTS.blocked * rivalShare(table.view.players);
  return arrival(journey(table, die), from + die, money, table.deck, 0) - before - freed;
}

/** C6: the pawn whose move gains most. */
export function chooseMove(table: Table, legal: readonly Move[]): Move {
  const die = table.view.turn?.die ?? 1;
  let best = legal[0];
  let bestGain = -Infinity;
  for (const move of legal) {
    if (move.type !== 'move_pawn') continue;
    const gain = moveGain(table, move.pawn, die);
    if (gain > bestGain) [best, bestGain] = [move, gain];
  }
  if (!best) throw new Error('no pawn to move');
  return best;
}

/** C7: may this pawn move by this roll? (Banks and blocks let a pawn leave only on a 1, 2 or 3.) */
function canMove(table: Table, id: number, die: number): boolean {
  const pawn = pawnOf(table.view, id);
  const at = squareOf(pawn);
  if (at === null) return false;
  const stuck = pawn.blocked || table.board.squares[at]?.kind === 'bank';
  return !stuck || LEAVING_ROLLS.includes(die);
}

/** C15: the money left after the tax a 4 costs this player. */
function afterTax(table: Table): number {
  const mine = table.view.pawns.filter(p => p.seat === table.seat);
  if (mine.some(p => p.at === 0)) return table.money;
  const left = mine.filter(p => typeof p.at === 'number').length;
  const tax = left === 1 ? 2 * MONEY.tax : MONEY.tax;
  return Math.max(0, table.money - tax);
}

/** The expected best gain over the six rolls when moving a pawn of `colour`. */
export function colourWorth(table: Table, colour: Colour): number {
  const pawns = table.view.pawns.filter(p => p.seat === table.seat && p.colour === colour).map(p => p.pawn);
  let total = 0;
  for (let die = 1; die <= DIE_SIDES; die++) {
    const money = die === TAXED_ROLL ? afterTax(table) : table.money;
    const gains = pawns.filter(id => canMove(table, id, die)).map(id => moveGain(table, id, die, money));
    total += gains.length > 0 ? Math.max(...gains) : 0;
  }
  return total / DIE_SIDES;
}

/** C8: the colour whose pawns promise most. */
export function chooseColour(table: Table, legal: readonly Move[]): Move {
  let best = legal[0];
  let bestWorth = -Infinity;
  for (const move of legal) {
    if (move.type !== 'name_colour') continue;
    const worth = colourWorth(table, move.colour);
    if (worth > bestWorth) [best, bestWorth] = [move, worth];
  }
  if (!best) throw new Error('no colour to name');
  return best;
}

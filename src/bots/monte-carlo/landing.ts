// Where a pawn ends up, looked ahead (C9–C14): the square it reaches acts, arrows send it on, a casino
// draws a card and moves it again, until it rests. Casino draws branch on the cards that can come next
// (table.ts counts them), grouped by what matters — win or loss, and the card's number — so a chain of
// casinos stays cheap, and a journey remembers the casino nodes it has valued, since chains often meet again.
// After a win the better of A and B is taken, as the bot would take it. The result is the expected
// worth (worth.ts) of the pawn at rest plus the player's money, plus what resting there offers:
// opponents newly blocked under it and the poker it may call (C10, C17). The search's playouts ask this of
// every colour, roll and pawn, so a node allocates nothing, and what a decision's journeys share (the stacks,
// the pokers priced) is found once for its table.
import { bankBehind, isCasino, pokerAllowedAt, squareAt } from '../../games/monte-carlo/board.js';
import type { CasinoOption } from '../../games/monte-carlo/vocabulary.js';
import { MONEY } from '../../games/monte-carlo/vocabulary.js';
import type { Deck } from './deck.js';
import { afterDraw, betWinners, BY_NUMBER, CASINO_DRAWS, highest, NUMBERS, size } from './deck.js';
import { pokerWorth } from './duel.js';
import type { Table } from './table.js';
import { collected, moneyWorth, pawnWorth, rivalShare, WEIGHTS } from './worth.js';

/** What resting on a square offers beyond the pawn's worth (C10, C17): the opponents there, by seat. */
interface Stack {
  /** The opponents there that are not blocked yet: resting there blocks them. */
  unblocked: number;
  /** The seats of the opponents there, who could be challenged to poker. */
  readonly seats: number[];
}

/** What one decision's journeys share: the stacks of its table, and the pokers priced. */
interface Landings {
  readonly stacks: ReadonlyMap<number, Stack>;
  /** pokerWorth by seat and money (in units), which a stack asks again and again. */
  readonly pokers: Map<number, number>;
}

/**
 * The landings of the table asked last: the heuristic decides one move at a time, synchronously, and asks its
 * table's look-aheads again and again before it moves on to another table.
 */
let last: { table: Table; landings: Landings } | null = null;

/**
 * The opponents on each square, from the view's pawns. Only other seats' pawns count (C10: a pawn never
 * blocks its own seat's), so the pawn on the move, always the deciding seat's, is never among them.
 */
function stacksOf(table: Table): Map<number, Stack> {
  const stacks = new Map<number, Stack>();
  for (const pawn of table.view.pawns) {
    if (pawn.seat === table.seat || typeof pawn.at !== 'number') continue;
    let stack = stacks.get(pawn.at);
    if (stack === undefined) stacks.set(pawn.at, (stack = { unblocked: 0, seats: [] }));
    if (!pawn.blocked) stack.unblocked++;
    if (!stack.seats.includes(pawn.seat)) stack.seats.push(pawn.seat);
  }
  return stacks;
}

function landings(table: Table): Landings {
  if (last?.table !== table) last = { table, landings: { stacks: stacksOf(table), pokers: new Map() } };
  return last.landings;
}

/** A pawn of the deciding seat on the move: whose table, the number rolled, and the nodes valued so far. */
export interface Journey {
  readonly table: Table;
  readonly die: number;
  readonly landings: Landings;
  readonly seen: Map<number, number>;
}

export function journey(table: Table, die: number): Journey {
  return { table, die, landings: landings(table), seen: new Map() };
}

const credit = (money: number, amount: number): number => Math.min(MONEY.cap, money + amount);

/** C10/C17: what resting on a green square offers: opponents blocked under us, and a poker to call. */
function stackWorth(journey: Journey, square: number, money: number): number {
  const stack = journey.landings.stacks.get(square);
  if (stack === undefined) return 0;
  const { table } = journey;
  const blocking = stack.unblocked * WEIGHTS.blocked * rivalShare(table.view.players);
  if (!pokerAllowedAt(table.board, square)) return blocking;
  let poker = -Infinity;
  for (const seat of stack.seats) {
    const key = seat * (MONEY.cap / MONEY.unit + 1) + money / MONEY.unit;
    let worth = journey.landings.pokers.get(key);
    if (worth === undefined) journey.landings.pokers.set(key, (worth = pokerWorth(table, seat, money)));
    poker = Math.max(poker, worth);
  }
  return blocking + poker;
}

/** The expected worth once the pawn arrives on `square` holding `money`, `draws` casino cards into the chain. */
export function arrival(journey: Journey, square: number, money: number, deck: Deck, draws: number): number {
  const { finish } = journey.table.board;
  const at = Math.min(square, finish); // C9: reaching or passing the finish is home alike.
  // Only a casino's node is worth remembering: any other square is valued in a few reads, less than a lookup.
  if (!isCasino(squareAt(journey.table.board, at).kind)) return arrive(journey, at, money, deck, draws);
  // One number per node, well inside 2^53: the square, the money in units of $10,000, draws (at most CASINO_DRAWS,
  // as tableOf checks), the deck.
  const key =
    ((deck * (CASINO_DRAWS + 1) + draws) * (MONEY.cap / MONEY.unit + 1) + money / MONEY.unit) * (finish + 1) + at;
  let worth = journey.seen.get(key);
  if (worth === undefined) {
    worth = arrive(journey, at, money, deck, draws);
    journey.seen.set(key, worth);
  }
  return worth;
}

function arrive(journey: Journey, square: number, money: number, deck: Deck, draws: number): number {
  const { board } = journey.table;
  if (square >= board.finish) return pawnWorth(journey.table, null) + moneyWorth(money);
  const at = squareAt(board, square);
  switch (at.kind) {
    case 'finish':
      return pawnWorth(journey.table, null) + moneyWorth(money);
    case 'start':
    case 'bank':
      return pawnWorth(journey.table, square) + moneyWorth(credit(money, collected(board, square)));
    case 'green':
      return pawnWorth(journey.table, square) + moneyWorth(money) + stackWorth(journey, square, money);
    case 'to-bank-1':
      return arrival(journey, board.firstBank, money, deck, draws);
    case 'to-bank-2':
      return arrival(journey, board.secondBank, money, deck, draws);
    case 'casino-3':
    case 'casino-2':
    case 'casino-1':
      return casino(journey, square, money, deck, draws, betWinners(at, deck));
    default: {
      const unknown: never = at;
      throw new Error(`unknown square ${JSON.stringify(unknown)}`);
    }
  }
}

/** C14: the expected worth of a bet that the cards `winners` win, on the casino square `square`. */
export function casino(
  journey: Journey,
  square: number,
  money: number,
  deck: Deck,
  draws: number,
  winners: Deck,
): number {
  if (draws >= journey.table.draws) return pawnWorth(journey.table, square) + moneyWorth(money);
  // Cards that win or lose alike with the same number lead to the same place: weigh one of each kind
  // (number by number, the losers first), the card of the highest index standing for its kind.
  let total = 0;
  for (let number = 0; number < BY_NUMBER.length; number++) {
    const cards = deck & (BY_NUMBER[number] ?? 0);
    if (cards === 0) continue;
    const losers = cards & ~winners;
    if (losers !== 0) total += size(losers) * drawn(journey, square, money, deck, draws, false, highest(losers));
    const won = cards & winners;
    if (won !== 0) total += size(won) * drawn(journey, square, money, deck, draws, true, highest(won));
  }
  return total / size(deck);
}

function drawn(
  journey: Journey,
  square: number,
  money: number,
  deck: Deck,
  draws: number,
  win: boolean,
  index: number,
): number {
  const next = afterDraw(deck, index);
  const number = NUMBERS[index] ?? 0;
  if (win) {
    return Math.max(
      option(journey, square, money, next, draws + 1, number, 'A'),
      option(journey, square, money, next, draws + 1, number, 'B'),
    );
  }
  const { board } = journey.table;
  const owed = number * MONEY.unit;
  if (money <= owed) {
    // C16: ruined, the pawn goes back to the bank behind (or the start) and collects there.
    const to = bankBehind(board, square);
    return pawnWorth(journey.table, to) + moneyWorth(collected(board, to));
  }
  return arrival(journey, Math.max(0, square - journey.die), money - owed, next, draws + 1);
}

/**
 * C14 win with a card of this `number`: A collects twice its value and moves the roll again; B moves
 * roll × number.
 */
export function option(
  journey: Journey,
  square: number,
  money: number,
  deck: Deck,
  draws: number,
  number: number,
  choice: CasinoOption,
): number {
  switch (choice) {
    case 'A':
      return arrival(journey, square + journey.die, credit(money, 2 * number * MONEY.unit), deck, draws);
    case 'B':
      return arrival(journey, square + journey.die * number, money, deck, draws);
    default: {
      const unknown: never = choice;
      throw new Error(`unknown option ${String(unknown)}`);
    }
  }
}

// Where a pawn ends up, looked ahead (C9–C14): the square it reaches acts, arrows send it on, a casino
// draws a card and moves it again, until it rests. Casino draws branch on the cards that can come next
// (table.ts counts them), grouped by what matters — win or loss, and the card's number — so a chain of
// casinos stays cheap, and a journey remembers the nodes it has valued, since chains often meet again.
// After a win the better of A and B is taken, as the bot would take it. The result is the expected
// worth (worth.ts) of the pawn at rest plus the player's money, plus what resting there offers:
// opponents newly blocked under it and the poker it may call (C10, C17).
import { bankBehind, pokerAllowedAt, squareAt } from '../../games/monte-carlo/board.js';
import type { CasinoOption, Suit } from '../../games/monte-carlo/vocabulary.js';
import { DOUBLE_BETS, MONEY, SINGLE_BETS, SUITS } from '../../games/monte-carlo/vocabulary.js';
import type { Deck } from './deck.js';
import { afterDraw, likeliestBet, MAX_NUMBER, NUMBERS, size, winnersOf } from './deck.js';
import { pokerWorth } from './duel.js';
import type { Table } from './table.js';
import { pawnOf, pawnsAt } from './table.js';
import { collected, moneyWorth, pawnWorth, rivalShare, WEIGHTS } from './worth.js';

/** A pawn on the move: whose table, which pawn, the number rolled, and the nodes valued so far. */
export interface Journey {
  readonly table: Table;
  readonly pawn: number;
  readonly die: number;
  readonly seen: Map<number, number>;
}

export const journey = (table: Table, pawn: number, die: number): Journey => ({ table, pawn, die, seen: new Map() });

/** Casino draws looked ahead in one chain; beyond, a casino square is valued as if the pawn stood there. */
const MAX_DRAWS = 3;

const credit = (money: number, amount: number): number => Math.min(MONEY.cap, money + amount);

/** C10/C17: what resting on a green square offers: opponents blocked under us, and a poker to call. */
function stackWorth(journey: Journey, square: number, money: number): number {
  const { table } = journey;
  const opponents = pawnsAt(table.view, square)
    .filter(id => id !== journey.pawn)
    .map(id => pawnOf(table.view, id))
    .filter(p => p.seat !== table.seat);
  if (opponents.length === 0) return 0;
  const blocking = opponents.filter(p => !p.blocked).length * WEIGHTS.blocked * rivalShare(table.view.players);
  if (!pokerAllowedAt(table.board, square)) return blocking;
  const seats = [...new Set(opponents.map(p => p.seat))];
  return blocking + Math.max(...seats.map(seat => pokerWorth(table, seat, money)));
}

/** The expected worth once the pawn arrives on `square` holding `money`, `draws` casino cards into the chain. */
export function arrival(journey: Journey, square: number, money: number, deck: Deck, draws: number): number {
  const { finish } = journey.table.board;
  const at = Math.min(square, finish); // C9: reaching or passing the finish is home alike.
  // One number per node, well inside 2^53: the square, the money in units of $10,000, draws, the deck.
  const key =
    ((deck * (MAX_DRAWS + 1) + draws) * (MONEY.cap / MONEY.unit + 1) + money / MONEY.unit) * (finish + 1) + at;
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
      return casino(
        journey,
        square,
        money,
        deck,
        draws,
        SUITS.filter(suit => at.suits.includes(suit)),
      );
    case 'casino-2':
      return casino(journey, square, money, deck, draws, likeliestBet(deck, DOUBLE_BETS));
    case 'casino-1':
      return casino(journey, square, money, deck, draws, likeliestBet(deck, SINGLE_BETS));
    default: {
      const unknown: never = at;
      throw new Error(`unknown square ${JSON.stringify(unknown)}`);
    }
  }
}

/** C14: the expected worth of betting `bet` on the casino square `square`. */
export function casino(
  journey: Journey,
  square: number,
  money: number,
  deck: Deck,
  draws: number,
  bet: readonly Suit[],
): number {
  if (draws >= MAX_DRAWS) return pawnWorth(journey.table, square) + moneyWorth(money);
  // Cards that win or lose alike with the same number lead to the same place: weigh one of each kind,
  // kind k = 2 × number + (1 if it wins).
  const winners = winnersOf(bet);
  const counts = new Array<number>(2 * MAX_NUMBER + 2).fill(0);
  const cards = new Array<number>(2 * MAX_NUMBER + 2).fill(-1);
  for (let index = 0; index < NUMBERS.length; index++) {
    if (((deck >> index) & 1) === 0) continue;
    const kind = 2 * (NUMBERS[index] ?? 0) + ((winners >> index) & 1);
    counts[kind] = (counts[kind] ?? 0) + 1;
    cards[kind] = index;
  }
  let total = 0;
  counts.forEach((count, kind) => {
    if (count > 0) total += count * drawn(journey, square, money, deck, draws, kind % 2 === 1, cards[kind] ?? 0);
  });
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

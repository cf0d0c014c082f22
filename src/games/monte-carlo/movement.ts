// A pawn on the move (C9–C14): it moves, the square it ends on acts, and when that sends it on, the new
// square acts in turn, until it rests (a green square, a bank, the start, home) or the player must decide
// (a bet on a casino-2/1, option A or B after a win). Every card drawn and every shuffle is a fact.
import { squareAt } from './board.js';
import { cardValue, cardWins, CARDS, JACKPOT, type CardId } from './cards.js';
import type { Draft } from './draft.js';
import { offerPokerOrEnd } from './duel.js';
import { collectOnArrival, credit, pay, sendBack } from './money.js';
import { allHome } from './pawns.js';
import type { Fact } from './schemas.js';
import { pawnOf } from './state.js';
import { endTurn } from './turns.js';
import type { CasinoOption, Suit } from './vocabulary.js';
import { SUITS } from './vocabulary.js';
import { shuffled, type Rng } from '../../engine/index.js';

type Reason = Extract<Fact, { type: 'pawn_moved' }>['reason'];

/** C9: forward stops at the finish (home), backward at the start. */
function moveBy(draft: Draft, pawn: number, squares: number, reason: Reason): void {
  const from = pawnOf(draft.state, pawn).at;
  const to = Math.max(0, Math.min(draft.state.board.finish, from + squares));
  draft.emit({ type: 'pawn_moved', pawn, from, to, reason });
  land(draft, pawn);
}

const die = (draft: Draft): number => draft.state.turn.die ?? 0;

/** C6: the chosen pawn moves by the number rolled. */
export function movePawn(draft: Draft, pawn: number): void {
  moveBy(draft, pawn, die(draft), 'die');
}

/** C9: the square the pawn ends on acts. */
function land(draft: Draft, pawn: number): void {
  const { board } = draft.state;
  const { at, seat } = pawnOf(draft.state, pawn);
  const square = squareAt(board, at);
  switch (square.kind) {
    case 'finish':
      // C20: the first player with all pawns home wins at once.
      if (allHome(draft.state, seat)) draft.emit({ type: 'game_ended', reason: 'won', winner: seat });
      else endTurn(draft);
      return;
    case 'start': // C13: only a backward move ends here.
    case 'bank': // C11
      collectOnArrival(draft, seat, at);
      endTurn(draft);
      return;
    case 'to-bank-1': // C12
      draft.emit({ type: 'pawn_moved', pawn, from: at, to: board.firstBank, reason: 'arrow' });
      land(draft, pawn);
      return;
    case 'to-bank-2': // C12
      draft.emit({ type: 'pawn_moved', pawn, from: at, to: board.secondBank, reason: 'arrow' });
      land(draft, pawn);
      return;
    case 'casino-3': // C14: the bet is printed on the square.
      placeBet(
        draft,
        SUITS.filter(suit => square.suits.includes(suit)),
      );
      return;
    case 'casino-2':
    case 'casino-1':
      return; // C14: the player chooses the bet (evolve opened the `bet` step).
    case 'green':
      offerPokerOrEnd(draft); // C10/C17
      return;
    default: {
      const unknown: never = square;
      throw new Error(`unknown square ${JSON.stringify(unknown)}`);
    }
  }
}

/** C14: bet, then draw the top card. */
export function placeBet(draft: Draft, suits: readonly Suit[]): void {
  const { seat, pawn } = draft.state.turn;
  if (pawn === null) return;
  draft.emit({ type: 'bet_placed', seat, pawn, square: pawnOf(draft.state, pawn).at, suits: [...suits] });
  draw(draft, pawn, suits);
}

/** The stream of the deck's next shuffle: the k-th since the opening one (key `casino-deck/k`). */
const nextShuffle = (draft: Draft): Rng => draft.chance.stream(['casino-deck', draft.state.shuffles + 1]);

function draw(draft: Draft, pawn: number, bet: readonly Suit[]): void {
  // C14 project rule: an exhausted draw pile is renewed from the result pile.
  if (draft.state.drawPile.length === 0)
    draft.emit({ type: 'deck_shuffled', order: shuffled(draft.state.resultPile, nextShuffle(draft)) });
  const card = draft.state.drawPile[0];
  if (card === undefined) throw new Error('the casino deck is empty');
  const win = cardWins(card, bet);
  draft.emit({ type: 'card_drawn', card, win });
  if (card === JACKPOT) {
    // C14: the jackpot sends the whole deck, draw pile and result pile, back into a new draw pile.
    draft.emit({
      type: 'deck_shuffled',
      order: shuffled([...draft.state.drawPile, ...draft.state.resultPile], nextShuffle(draft)),
    });
  }
  if (!win) lose(draft, pawn, card);
  // On a win, evolve opened the `option` step.
}

/** C14 loss: pay the card's value and move back; C16: a player who cannot pay is ruined instead. */
function lose(draft: Draft, pawn: number, card: CardId): void {
  const { seat } = pawnOf(draft.state, pawn);
  if (pay(draft, seat, 'bank', cardValue(card), 'casino-loss')) {
    draft.emit({ type: 'ruined', seat, cause: 'casino', chooser: null });
    sendBack(draft, pawn);
    endTurn(draft);
    return;
  }
  moveBy(draft, pawn, -die(draft), 'casino-loss');
}

/** C14 win: A collects twice the value and moves the roll again; B moves roll × the card's number. */
export function chooseOption(draft: Draft, pawn: number, card: CardId, option: CasinoOption): void {
  const { seat } = pawnOf(draft.state, pawn);
  draft.emit({ type: 'option_chosen', seat, option });
  switch (option) {
    case 'A':
      credit(draft, seat, 2 * cardValue(card), 'casino-win');
      moveBy(draft, pawn, die(draft), 'casino-a');
      return;
    case 'B':
      moveBy(draft, pawn, die(draft) * CARDS[card].number, 'casino-b');
      return;
    default: {
      const unknown: never = option;
      throw new Error(`unknown option ${String(unknown)}`);
    }
  }
}

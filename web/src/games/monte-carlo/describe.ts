// One plain sentence per fact of the log (every member of MonteCarloSeenFact), for the recent moves and
// the history. A fact carries pawn ids but not the table, so pawns are named by number ("pawn 4"); the
// board's titles name them by colour. Exhaustive switches: a new fact type fails the typecheck here.
import type { MonteCarloFact } from '../../api/types';
import type { SeatNames } from '../contract';
import { cardWords, HAND_NAMES, money, suits, suitWords } from './words';

type Transfer = Extract<MonteCarloFact, { type: 'transfer' }>;

const pawn = (id: number): string => `pawn ${id}`;

function because(reason: Transfer['reason']): string {
  switch (reason) {
    case 'tax':
      return 'in tax';
    case 'bank':
      return 'for reaching a bank';
    case 'start':
      return 'for returning to the start';
    case 'casino-win':
      return 'in casino winnings';
    case 'casino-loss':
      return 'lost at the casino';
    case 'poker':
      return 'on the poker';
    default:
      return reason satisfies never;
  }
}

function transfer(fact: Transfer, names: SeatNames): string {
  const payer = fact.from === 'bank' ? 'The bank' : names(fact.from);
  const payee = fact.to === 'bank' ? 'the bank' : names(fact.to);
  return `${payer} pays ${payee} ${money(fact.amount)} ${because(fact.reason)}.`;
}

function moved(fact: Extract<MonteCarloFact, { type: 'pawn_moved' }>): string {
  const route = `from square ${fact.from} to ${fact.to}`;
  switch (fact.reason) {
    case 'die':
      return `${pawn(fact.pawn)} moves ${route}.`;
    case 'casino-a':
      return `${pawn(fact.pawn)} moves on again (option A) ${route}.`;
    case 'casino-b':
      return `${pawn(fact.pawn)} moves further (option B) ${route}.`;
    case 'casino-loss':
      return `${pawn(fact.pawn)} moves back after the casino loss, ${route}.`;
    case 'arrow':
      return `${pawn(fact.pawn)} follows the arrow ${route}.`;
    default:
      return fact.reason satisfies never;
  }
}

function taxed(fact: Extract<MonteCarloFact, { type: 'tax_assessed' }>, names: SeatNames): string {
  switch (fact.reason) {
    case 'pawn-on-start':
      return `${names(fact.seat)} rolled a 4 but owes no tax: a pawn is still on the start.`;
    case 'standard':
      return `${names(fact.seat)} rolled a 4 and owes ${money(fact.amount)} in tax.`;
    case 'last-pawn':
      return `${names(fact.seat)} rolled a 4 with one pawn left to bring home and owes double tax, ${money(fact.amount)}.`;
    default:
      return fact.reason satisfies never;
  }
}

function ended(fact: Extract<MonteCarloFact, { type: 'game_ended' }>, names: SeatNames): string {
  const winner = fact.winner === null ? 'nobody' : names(fact.winner);
  switch (fact.reason) {
    case 'won':
      return `${winner} brought every pawn home and wins the game.`;
    case 'max-turns':
      // C21: no single winner is named when points tie; the outcome's ranking says who placed where.
      return fact.winner === null
        ? 'The last turn is played: the game is ranked by points.'
        : `The last turn is played: ${winner} wins on points.`;
    case 'resigned':
      return `Everyone else resigned: ${winner} wins.`;
    default:
      return fact.reason satisfies never;
  }
}

/** A sentence starts with a capital, even when it opens with a pawn's number. */
const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export const describeFact = (fact: MonteCarloFact, names: SeatNames): string => sentence(describe(fact, names));

function describe(fact: MonteCarloFact, names: SeatNames): string {
  switch (fact.type) {
    case 'position_set':
      return `The table is set for ${fact.position.seats.length} players, with ${fact.position.drawPileSize} casino cards face down.`;
    case 'deck_shuffled':
      return `The casino cards are shuffled into a new draw pile of ${fact.cards}.`;
    case 'turn_started':
      return `Turn ${fact.turn}: ${names(fact.seat)} plays.`;
    case 'colour_named':
      return `${names(fact.seat)} will move ${fact.colour}.`;
    case 'die_rolled':
      return `${names(fact.seat)} rolls a ${fact.die}.`;
    case 'tax_assessed':
      return taxed(fact, names);
    case 'transfer':
      return transfer(fact, names);
    case 'excess_returned':
      return `${names(fact.seat)} gives ${money(fact.amount)} back to the bank: nobody holds more than $250,000.`;
    case 'ruined':
      return `${names(fact.seat)} is ruined by the ${fact.cause}${fact.chooser === null ? '' : `: ${names(fact.chooser)} chooses which pawn goes back`}.`;
    case 'pawn_sent_back':
      return `${pawn(fact.pawn)} goes back from square ${fact.from} to square ${fact.to}.`;
    case 'pawn_moved':
      return moved(fact);
    case 'bet_placed':
      return `${names(fact.seat)} bets on ${suitWords(fact.suits)} (${suits(fact.suits)}) at the casino on square ${fact.square}.`;
    case 'card_drawn':
      return `The casino turns up ${cardWords(fact.card)}: ${fact.win ? 'a win' : 'a loss'}.`;
    case 'option_chosen':
      return fact.option === 'A'
        ? `${names(fact.seat)} takes A: collect twice the card's value and move again.`
        : `${names(fact.seat)} takes B: move the roll times the card's number.`;
    case 'poker_offered':
      return `${names(fact.seat)} is master of the stack and may call poker against ${fact.targets.map(pawn).join(' or ')}.`;
    case 'poker_called':
      return `${names(fact.seat)} calls poker against ${names(fact.opponent)}'s ${pawn(fact.target)}${fact.pledgers.length > 0 ? `; ${fact.pledgers.map(names).join(', ')} may pledge` : ''}.`;
    case 'pledged':
      return fact.amount === 0
        ? `${names(fact.seat)} stays out of the poker.`
        : `${names(fact.seat)} pledges ${money(fact.amount)} to the poker.`;
    case 'stake_set':
      return `${names(fact.seat)} stakes ${money(fact.stake)}.`;
    case 'dice_thrown':
      return `${names(fact.seat)} throws ${fact.dice.length === 5 ? 'all five dice' : `${fact.dice.length} dice`}: ${fact.faces.join(' ')}.`;
    case 'throws_stopped':
      return `${names(fact.seat)} keeps the hand after ${fact.throws} throw${fact.throws === 1 ? '' : 's'}.`;
    case 'sudden_death':
      return `A complete tie: one more throw each, ${fact.challenger.join(' ')} against ${fact.opponent.join(' ')}.`;
    case 'poker_won':
      return `${names(fact.seat)} beats ${names(fact.loser)} at poker (${HAND_NAMES[fact.challengerHand]} for the challenger, ${HAND_NAMES[fact.opponentHand]} for the challenged).`;
    case 'pawn_raised':
      return `${pawn(fact.pawn)} rises to the top of the stack on square ${fact.square}.`;
    case 'poker_abandoned':
      return `The poker is off: ${names(fact.seat)} resigned.`;
    case 'turn_ended':
      return `${names(fact.seat)} ends the turn.`;
    case 'resigned':
      return `${names(fact.seat)} resigns; their pawns leave the track.`;
    case 'game_ended':
      return ended(fact, names);
    default:
      return fact satisfies never;
  }
}

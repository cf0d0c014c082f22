// One plain sentence per fact of the log (every member of MonteCarloSeenFact), for the recent moves and
// the history, in the page's language. A fact carries pawn ids; the view beside the log says each pawn's
// colour, so a pawn is named as the board and the moves name it ("Red 1", printed "R1" on its disc). Only
// without a view (no table at hand) does a pawn fall back to its number. Exhaustive switches: a new fact
// type fails the typecheck here.
import type { MonteCarloFact, MonteCarloView } from '../../api/types';
import { formatList, t, type MessageKey } from '../../i18n/i18n';
import type { FactCause, SeatNames } from '../contract';
import { pawnName } from './pawn-names';
import { cardWords, handName, money, suits, suitWords } from './words';

type Transfer = Extract<MonteCarloFact, { type: 'transfer' }>;
type Moved = Extract<MonteCarloFact, { type: 'pawn_moved' }>;

type PawnName = (id: number) => string;

const BECAUSE: Readonly<Record<Transfer['reason'], MessageKey>> = {
  tax: 'mc.because.tax',
  bank: 'mc.because.bank',
  start: 'mc.because.start',
  'casino-win': 'mc.because.casinoWin',
  'casino-loss': 'mc.because.casinoLoss',
  poker: 'mc.because.poker',
};

function transfer(fact: Transfer, names: SeatNames): string {
  const values = {
    payer: fact.from === 'bank' ? '' : names(fact.from),
    payee: fact.to === 'bank' ? '' : names(fact.to),
    amount: money(fact.amount),
    because: t(BECAUSE[fact.reason]),
  };
  if (fact.from === 'bank') return t('mc.fact.bankPays', values);
  return t(fact.to === 'bank' ? 'mc.fact.paysBank' : 'mc.fact.pays', values);
}

const MOVED: Readonly<Record<Moved['reason'], MessageKey>> = {
  die: 'mc.fact.moved.die',
  'casino-a': 'mc.fact.moved.casinoA',
  'casino-b': 'mc.fact.moved.casinoB',
  'casino-loss': 'mc.fact.moved.casinoLoss',
  arrow: 'mc.fact.moved.arrow',
};

const TAXED: Readonly<Record<Extract<MonteCarloFact, { type: 'tax_assessed' }>['reason'], MessageKey>> = {
  'pawn-on-start': 'mc.fact.tax.onStart',
  standard: 'mc.fact.tax.standard',
  'last-pawn': 'mc.fact.tax.lastPawn',
};

function ended(fact: Extract<MonteCarloFact, { type: 'game_ended' }>, names: SeatNames, cause?: FactCause): string {
  const winner = fact.winner === null ? t('mc.nobody') : names(fact.winner);
  if (cause === 'timeout' && fact.reason === 'resigned') return t('mc.fact.ended.timeout', { winner });
  switch (fact.reason) {
    case 'won':
      return t('mc.fact.ended.won', { winner });
    case 'max-turns':
      // C21: no single winner is named when points tie; the outcome's ranking says who placed where.
      return fact.winner === null ? t('mc.fact.ended.ranked') : t('mc.fact.ended.points', { winner, n: 1 });
    case 'resigned':
      return t('mc.fact.ended.resigned', { winner });
    default:
      return fact.reason satisfies never;
  }
}

/** A sentence starts with a capital, even when it opens with a pawn's number. */
const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export function describeFact(fact: MonteCarloFact, names: SeatNames, view?: MonteCarloView, cause?: FactCause): string {
  const pawn: PawnName = view === undefined ? id => t('mc.pawn', { id }) : id => pawnName(view, id);
  return sentence(describe(fact, names, pawn, cause));
}

function describe(fact: MonteCarloFact, names: SeatNames, pawn: PawnName, cause?: FactCause): string {
  switch (fact.type) {
    case 'position_set':
      return t('mc.fact.positionSet', { players: fact.position.seats.length, cards: fact.position.drawPileSize });
    case 'deck_shuffled':
      return t('mc.fact.shuffled', { cards: fact.cards });
    case 'turn_started':
      return t('mc.fact.turnStarted', { turn: fact.turn, name: names(fact.seat) });
    case 'colour_named':
      return t('mc.fact.colourNamed', { name: names(fact.seat), colour: fact.colour });
    case 'die_rolled':
      return t('mc.fact.rolled', { name: names(fact.seat), die: fact.die });
    case 'tax_assessed':
      return t(TAXED[fact.reason], { name: names(fact.seat), amount: money(fact.amount) });
    case 'transfer':
      return transfer(fact, names);
    case 'excess_returned':
      return t('mc.fact.excess', { name: names(fact.seat), amount: money(fact.amount), cap: money(250_000) });
    case 'ruined':
      return fact.chooser === null
        ? t('mc.fact.ruined', { name: names(fact.seat), cause: fact.cause })
        : t('mc.fact.ruinedChooser', { name: names(fact.seat), cause: fact.cause, chooser: names(fact.chooser) });
    case 'pawn_sent_back':
      return t('mc.fact.sentBack', { pawn: pawn(fact.pawn), from: fact.from, to: fact.to });
    case 'pawn_moved':
      return t(MOVED[fact.reason], { pawn: pawn(fact.pawn), from: fact.from, to: fact.to });
    case 'bet_placed':
      return t('mc.fact.bet', {
        name: names(fact.seat),
        words: suitWords(fact.suits),
        symbols: suits(fact.suits),
        square: fact.square,
      });
    case 'card_drawn':
      return t(fact.win ? 'mc.fact.cardWin' : 'mc.fact.cardLoss', { card: cardWords(fact.card) });
    case 'option_chosen':
      return t(fact.option === 'A' ? 'mc.fact.optionA' : 'mc.fact.optionB', { name: names(fact.seat) });
    case 'poker_offered':
      return t('mc.fact.pokerOffered', {
        name: names(fact.seat),
        targets: formatList(fact.targets.map(pawn), '', 'disjunction'),
      });
    case 'poker_called':
      return fact.pledgers.length > 0
        ? t('mc.fact.pokerCalledPledge', {
            name: names(fact.seat),
            opponent: names(fact.opponent),
            pawn: pawn(fact.target),
            pledgers: formatList(fact.pledgers.map(names)),
          })
        : t('mc.fact.pokerCalled', { name: names(fact.seat), opponent: names(fact.opponent), pawn: pawn(fact.target) });
    case 'pledged':
      return fact.amount === 0
        ? t('mc.fact.stayOut', { name: names(fact.seat) })
        : t('mc.fact.pledged', { name: names(fact.seat), amount: money(fact.amount) });
    case 'stake_set':
      return t('mc.fact.stake', { name: names(fact.seat), amount: money(fact.stake) });
    case 'dice_thrown':
      return t('mc.fact.thrown', { name: names(fact.seat), n: fact.dice.length, faces: fact.faces.join(' ') });
    case 'throws_stopped':
      return t('mc.fact.kept', { name: names(fact.seat), n: fact.throws });
    case 'sudden_death':
      return t('mc.fact.suddenDeath', { challenger: fact.challenger.join(' '), opponent: fact.opponent.join(' ') });
    case 'poker_won':
      return t('mc.fact.pokerWon', {
        name: names(fact.seat),
        loser: names(fact.loser),
        challenger: handName(fact.challengerHand),
        opponent: handName(fact.opponentHand),
      });
    case 'pawn_raised':
      return t('mc.fact.raised', { pawn: pawn(fact.pawn), square: fact.square });
    case 'poker_abandoned':
      return t(cause === 'timeout' ? 'mc.fact.pokerOffOnTime' : 'mc.fact.pokerOff', { name: names(fact.seat) });
    case 'turn_ended':
      return t('mc.fact.turnEnded', { name: names(fact.seat) });
    case 'resigned':
      return t(cause === 'timeout' ? 'mc.fact.outOnTime' : 'mc.fact.resigned', { name: names(fact.seat) });
    case 'game_ended':
      return ended(fact, names, cause);
    default:
      return fact satisfies never;
  }
}

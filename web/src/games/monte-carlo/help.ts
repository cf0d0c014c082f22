// Monte Carlo Gamble's rules help (chrome/help/game-help.ts): an explanation and a rule id for each group
// of moves (move-words.ts sorts the server's move types into them), each square kind of the board and each
// kind of casino card, the "How to play" page and the first-game hints. Typed by the server's unions, so a
// new kind without help fails the typecheck; tests/web/help.test.tsx checks them against the OpenAPI
// document.
import type { GameHelp, HelpEntry } from '../../chrome/help/game-help';
import type { MessageKey } from '../../i18n/i18n';
import { groupOf, type Group, type MoveType } from './move-words';
import type { CardId, SquareKind } from './words';

export type CardKind = 'numbered' | 'jackpot';

/** A casino card's kind: the jackpot (C4: all four suits, the 5) or a numbered card. */
export const cardKindOf = (card: CardId): CardKind => (card === 'jackpot' ? 'jackpot' : 'numbered');

const entry = (name: string, rule: string): HelpEntry => ({
  title: `help.mc.${name}.title` as MessageKey,
  text: `help.mc.${name}.text` as MessageKey,
  rule,
});

const MOVES: Readonly<Record<Group, HelpEntry>> = {
  colour: entry('colour', 'C8'),
  roll: entry('roll', 'C6'),
  pawn: entry('pawn', 'C7'),
  bet: entry('bet', 'C14'),
  option: entry('option', 'C14'),
  poker: entry('poker', 'C17'),
  pledge: entry('pledge', 'C19'),
  stake: entry('stake', 'C18'),
  dice: entry('dice', 'C18'),
  ruin: entry('ruin', 'C16'),
};

const SQUARES: Readonly<Record<SquareKind, HelpEntry>> = {
  start: { title: 'mc.square.start', text: 'help.mc.start.text', rule: 'C13' },
  green: { title: 'mc.square.green', text: 'help.mc.green.text', rule: 'C10' },
  bank: { title: 'mc.square.bank', text: 'help.mc.bank.text', rule: 'C11' },
  'to-bank-1': { title: 'mc.square.toBank1', text: 'help.mc.toBank1.text', rule: 'C12' },
  'to-bank-2': { title: 'mc.square.toBank2', text: 'help.mc.toBank2.text', rule: 'C12' },
  'casino-3': { title: 'mc.square.casino3', text: 'help.mc.casino3.text', rule: 'C14' },
  'casino-2': { title: 'mc.square.casino2', text: 'help.mc.casino2.text', rule: 'C14' },
  'casino-1': { title: 'mc.square.casino1', text: 'help.mc.casino1.text', rule: 'C14' },
  finish: { title: 'mc.square.finish', text: 'help.mc.finish.text', rule: 'C9' },
};

const CARDS: Readonly<Record<CardKind, HelpEntry>> = {
  numbered: entry('numbered', 'C4'),
  jackpot: entry('jackpot', 'C4'),
};

const HINTS: Readonly<Record<Group, MessageKey>> = {
  colour: 'hint.mc.colour',
  roll: 'hint.mc.roll',
  pawn: 'hint.mc.pawn',
  bet: 'hint.mc.bet',
  option: 'hint.mc.option',
  poker: 'hint.mc.poker',
  pledge: 'hint.mc.pledge',
  stake: 'hint.mc.stake',
  dice: 'hint.mc.dice',
  ruin: 'hint.mc.ruin',
};

export const monteCarloHelp: GameHelp = {
  moves: MOVES,
  groupOf: type => groupOf(type as MoveType),
  squares: SQUARES,
  cards: CARDS,
  howTo: { goal: 'howTo.mc.goal', turn: 'howTo.mc.turn', end: 'howTo.mc.end' },
  // The moves listed at one time are of one decision (one group), so its hint is the hint.
  hint: types => {
    const [first] = types;
    return first === undefined ? null : HINTS[groupOf(first as MoveType)];
  },
};

// Monad's rules help (chrome/help/game-help.ts): an explanation and a rule id for each move type the
// server lists (whole-turn actions each, and the trades, buys and leaps), for each set of card and the
// Monad, the "How to play" page and the first-game hints. The tables are typed by the server's own unions,
// so a new move type or set without help fails the typecheck, and tests/web/help.test.tsx checks them
// against the OpenAPI document.
import type { MonadCard, MonadMove } from '../../api/types';
import type { GameHelp, HelpEntry } from '../../chrome/help/game-help';
import type { MessageKey } from '../../i18n/i18n';

type MoveType = MonadMove['type'];
type CardKind = MonadCard['set'] | 'monad';

const MOVES: Readonly<Record<MoveType, HelpEntry>> = {
  trade: { title: 'help.monad.trade.title', text: 'help.monad.trade.text', rule: 'M12' },
  buy: { title: 'help.monad.buy.title', text: 'help.monad.buy.text', rule: 'M14' },
  leap: { title: 'help.monad.leap.title', text: 'help.monad.leap.text', rule: 'M15' },
  draw: { title: 'help.monad.draw.title', text: 'help.monad.draw.text', rule: 'M16' },
  flip: { title: 'help.monad.flip.title', text: 'help.monad.flip.text', rule: 'M17' },
  pass: { title: 'help.monad.pass.title', text: 'help.monad.pass.text', rule: 'M18' },
  end_turn: { title: 'help.monad.endTurn.title', text: 'help.monad.endTurn.text', rule: 'M9' },
};

const CARDS: Readonly<Record<CardKind, HelpEntry>> = {
  common: { title: 'help.monad.common.title', text: 'help.monad.common.text', rule: 'M3' },
  bi: { title: 'help.monad.bi.title', text: 'help.monad.higher.text', rule: 'M7' },
  tri: { title: 'help.monad.tri.title', text: 'help.monad.higher.text', rule: 'M7' },
  quad: { title: 'help.monad.quad.title', text: 'help.monad.higher.text', rule: 'M7' },
  quint: { title: 'help.monad.quint.title', text: 'help.monad.higher.text', rule: 'M7' },
  monad: { title: 'help.monad.monad.title', text: 'help.monad.monad.text', rule: 'M11' },
};

/** The hint for the moves listed now: a turn's first choice, more transactions, or only the end. */
function hint(types: ReadonlySet<string>): MessageKey | null {
  const wholeTurn = types.has('draw') || types.has('flip') || types.has('pass');
  const transactions = types.has('trade') || types.has('buy') || types.has('leap');
  if (wholeTurn) return transactions ? 'hint.monad.start' : 'hint.monad.wholeTurn';
  if (transactions) return 'hint.monad.more';
  if (types.has('end_turn')) return 'hint.monad.end';
  return null;
}

export const monadHelp: GameHelp = {
  moves: MOVES,
  // Each move type is its own help: the whole-turn actions share a row of buttons but not a rule.
  groupOf: type => type,
  squares: {},
  cards: CARDS,
  howTo: { goal: 'howTo.monad.goal', turn: 'howTo.monad.turn', end: 'howTo.monad.end' },
  hint,
};

// Monad's drawing for the page (contract.ts): the table, the moves as actions, a sentence per fact and the
// new-table options. Each part lives in its own file beside this one; this file only assembles them.
import type { MonadFact, MonadMove, MonadView } from '../../api/types';
import { t } from '../../i18n/i18n';
import type { GameUi } from '../contract';
import { describeFact } from './describe';
import { monadHelp } from './help';
import { describeMove } from './move-words';
import { MonadMoves } from './moves';
import { defaultMonadOptions, MonadOptionsFields, type MonadFormOptions } from './options';
import { MonadTable } from './table';
import './table.css';

export const monadUi: GameUi<MonadView, MonadMove, MonadFact, MonadFormOptions> = {
  id: 'monad',
  title: () => t('monad.title'),
  minPlayers: 2,
  maxPlayers: 4,
  Table: MonadTable,
  Moves: MonadMoves,
  describeFact,
  describeMove,
  Options: MonadOptionsFields,
  defaultOptions: defaultMonadOptions,
  help: monadHelp,
};

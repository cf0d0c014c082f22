// Monte Carlo Gamble in the page (issue 13): the track as an SVG board with pawns and stacks, money and
// the bank, the casino piles, the die and the poker dice; the legal moves as plain-worded actions; a
// sentence per fact; the turn limit on the new-table form. Each piece lives in the file named for it.
import type { MonteCarloFact, MonteCarloMove, MonteCarloOptions, MonteCarloView } from '../../api/types';
import { t } from '../../i18n/i18n';
import type { GameUi } from '../contract';
import { describeFact } from './describe';
import { monteCarloHelp } from './help';
import { moveLabel } from './move-words';
import { Moves } from './moves';
import { Options } from './options';
import { Table } from './table';
import './table.css';

export const monteCarloUi: GameUi<MonteCarloView, MonteCarloMove, MonteCarloFact, MonteCarloOptions> = {
  id: 'monte-carlo',
  title: () => t('mc.title'),
  minPlayers: 2,
  maxPlayers: 4,
  Table,
  Moves,
  describeFact,
  describeMove: moveLabel,
  Options,
  defaultOptions: {},
  help: monteCarloHelp,
};

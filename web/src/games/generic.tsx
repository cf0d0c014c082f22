// The fallback for a game this page has no drawing for (a game added to the server before the page): the
// view as data and the legal moves as buttons labelled by their JSON. Still playable, never pretty.
import { t } from '../i18n/i18n';
import type { GameUi } from './contract';

export const genericUi: GameUi<unknown, { type: string }, { type: string }, Record<string, never>> = {
  id: 'generic',
  title: () => t('generic.title'),
  minPlayers: 1,
  maxPlayers: 8,
  Table: ({ view }) => (
    <details class="generic-view">
      <summary>{t('generic.data')}</summary>
      <pre>{JSON.stringify(view, null, 2)}</pre>
    </details>
  ),
  Moves: ({ moves, onMove, busy }) => (
    <ul class="move-list">
      {moves.map(move => (
        <li key={JSON.stringify(move)}>
          <button type="button" data-move={JSON.stringify(move)} disabled={busy} onClick={() => onMove(move)}>
            {move.type.replace(/_/g, ' ')} <code>{JSON.stringify({ ...move, type: undefined })}</code>
          </button>
        </li>
      ))}
    </ul>
  ),
  describeFact: fact => fact.type.replace(/_/g, ' '),
  Options: () => null,
  defaultOptions: {},
};

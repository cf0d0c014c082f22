// A list of games (my games, the lobby): what game, who sits there, whose turn, the next deadline.
import type { ComponentChildren } from 'preact';
import type { GameSummary } from '../api/types';
import { uiFor } from '../games/registry';
import { formatList, t } from '../i18n/i18n';
import { href } from '../router';
import { tableLine } from './seats';
import { untilDeadline } from './time';
import { useNow } from './use-now';

interface Props {
  readonly games: readonly GameSummary[];
  readonly empty: string;
  readonly action?: (game: GameSummary) => ComponentChildren;
  readonly testid: string;
}

export function GameList({ games, empty, action, testid }: Props) {
  const now = useNow(games.some(g => g.deadline !== null));
  if (games.length === 0) return <p class="muted">{empty}</p>;
  return (
    <ul class="game-list" data-testid={testid}>
      {games.map(game => (
        <li key={game.id} data-game-id={game.id}>
          <a href={href({ page: 'game', id: game.id, at: null })}>
            <strong>{uiFor(game.game).title()}</strong> — {tableLine(game.table.seats)}
          </a>
          <span class="muted"> {describeState(game)}</span>
          {game.deadline !== null ? <span class="deadline"> · {untilDeadline(game.deadline, now)}</span> : null}
          {action ? <span class="row-action">{action(game)}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function describeState(game: GameSummary): string {
  const seat = game.seat;
  switch (game.status) {
    case 'waiting':
      return t('list.waiting');
    case 'active':
      return seat !== undefined && game.toAct.includes(seat)
        ? t('list.yourTurn')
        : t('list.toPlay', { seats: formatList(game.toAct.map(String)), n: game.toAct.length });
    case 'finished':
      return seat !== undefined && game.outcome?.winners.includes(seat) ? t('list.youWon') : t('list.finished');
    case 'cancelled':
      return t('list.cancelled');
    default:
      return game.status satisfies never;
  }
}

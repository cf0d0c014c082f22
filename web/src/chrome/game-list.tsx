// A list of games (my games, the lobby): what game, who sits there, whose turn, the next deadline.
import type { ComponentChildren } from 'preact';
import type { GameSummary } from '../api/types';
import { uiFor } from '../games/registry';
import { formatList, t } from '../i18n/i18n';
import { href } from '../router';
import { seatNames, seatNumber, tableLine } from './seats';
import { timeAgo, untilDeadline } from './time';
import { useNow } from './use-now';

interface Props {
  readonly games: readonly GameSummary[];
  readonly empty: string;
  readonly action?: (game: GameSummary) => ComponentChildren;
  readonly testid: string;
}

export function GameList({ games, empty, action, testid }: Props) {
  // Ticks each second while a deadline runs, else each minute for "created 3 min ago".
  const running = games.some(g => g.deadline !== null);
  const now = useNow(games.length > 0, running ? 1000 : 60_000);
  if (games.length === 0) return <p class="muted">{empty}</p>;
  return (
    <ul class="game-list" data-testid={testid}>
      {games.map(game => (
        <li key={game.id} data-game-id={game.id}>
          <a href={href({ page: 'game', id: game.id, at: null })}>
            <strong>{uiFor(game.game).title()}</strong> — {tableLine(game.table.seats)}
          </a>
          <span class="muted"> {describeState(game)}</span>
          {game.deadlines !== undefined && game.deadlines.length > 0 ? (
            <SeatDeadlines game={game} now={now} />
          ) : game.deadline !== null ? (
            <span class="deadline"> · {untilDeadline(game.deadline, now)}</span>
          ) : null}
          <Created at={game.createdAt} now={now} />
          {action ? <span class="row-action">{action(game)}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function Created({ at, now }: { readonly at: string | undefined; readonly now: number }) {
  const ago = timeAgo(at, now);
  return ago === null ? null : <span class="muted created"> · {t('list.created', { ago })}</span>;
}

/** Every running seat's deadline (My games): "Ada: 2 h 5 min left, Grace: 1 d 3 h left". */
function SeatDeadlines({ game, now }: { readonly game: GameSummary; readonly now: number }) {
  const names = seatNames(game.table.seats, game.seat ?? null);
  return (
    <span class="deadline" role="group" aria-label={t('list.deadlines')}>
      {' · '}
      {formatList(
        (game.deadlines ?? []).map(d =>
          t('list.seatDeadline', { name: names(d.seat), time: untilDeadline(d.deadline, now) ?? '' }),
        ),
      )}
    </span>
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
        : t('list.toPlay', {
            seats: formatList(game.toAct.map(seat => String(seatNumber(seat)))),
            n: game.toAct.length,
          });
    case 'finished':
      return seat !== undefined && game.outcome?.winners.includes(seat) ? t('list.youWon') : t('list.finished');
    case 'cancelled':
      return t('list.cancelled');
    default:
      return game.status satisfies never;
  }
}

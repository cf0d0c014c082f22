// The game's state in one line, and the hook the browser tests read: `data-testid="status"` with the
// version in `data-version` and the status in `data-status`.
import type { Game } from '../api/types';
import type { SeatNames } from '../games/contract';

export function statusSentence(game: Pick<Game, 'status' | 'toAct' | 'outcome' | 'seat'>, names: SeatNames): string {
  const list = (seats: readonly number[]) => seats.map(names).join(' and ');
  switch (game.status) {
    case 'waiting':
      return 'Waiting for players to take the open seats.';
    case 'active':
      if (game.seat !== null && game.toAct.includes(game.seat)) return 'Your turn.';
      return `${list(game.toAct)} to play.`;
    case 'finished': {
      const outcome = game.outcome;
      if (outcome === null) return 'The game is over.';
      const reason = outcome.reason === 'won' ? '' : ` (${outcome.reason.replace(/-/g, ' ')})`;
      if (outcome.winners.length === 0) return `The game is over: nobody won${reason}.`;
      return `The game is over: ${list(outcome.winners)} won${reason}.`;
    }
    case 'cancelled':
      return 'This table was cancelled.';
    default:
      return game.status satisfies never;
  }
}

export function StatusLine({ game, names }: { readonly game: Game; readonly names: SeatNames }) {
  return (
    <p
      class={`status status-${game.status}`}
      data-testid="status"
      data-version={game.version}
      data-status={game.status}
      aria-live="polite"
    >
      {statusSentence(game, names)} <span class="muted">Move {game.version}.</span>
    </p>
  );
}

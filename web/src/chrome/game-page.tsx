// A game's page: the table drawn by its game's module, the status, the clock, the legal moves as actions
// when it is your turn, what happened lately, and what a person can do besides moving (invite, leave,
// cancel, resign, rematch, step through the history). Anyone may open it: without a seat, it is watched.
import type { Identity } from '../api/identity';
import type { Game } from '../api/types';
import { uiFor } from '../games/registry';
import { t } from '../i18n/i18n';
import { ClockPanel } from './clock';
import { GameActions } from './game-actions';
import { HistoryView } from './history';
import { InvitePanel } from './invites';
import { ProblemNote } from './problem';
import { RecentMoves } from './recent';
import { seatNames } from './seats';
import { StatusLine } from './status';
import { useGame } from './use-game';

interface Props {
  readonly identity: Identity | null;
  readonly id: string;
  readonly at: number | null;
}

export function GamePage({ identity, id, at }: Props) {
  if (at !== null) return <HistoryView identity={identity} id={id} at={at} />;
  return <LivePage identity={identity} id={id} />;
}

function LivePage({ identity, id }: { readonly identity: Identity | null; readonly id: string }) {
  const live = useGame(id, identity?.key);
  const { game } = live;
  if (game === null) {
    return live.error !== null ? <ProblemNote error={live.error} /> : <p aria-busy="true">{t('game.loading')}</p>;
  }
  const ui = uiFor(game.game);
  const names = seatNames(game.table.seats, game.seat);
  const last = live.entries.find(e => e.seq === game.version) ?? null;
  const myTurn = game.seat !== null && game.status === 'active' && game.toAct.includes(game.seat);
  return (
    <article class={`game game-${game.game}`} data-game-id={game.id} data-seat={game.seat ?? 'spectator'}>
      <header class="game-head">
        <h1>{ui.title()}</h1>
        <StatusLine game={game} names={names} />
        <p class="muted">
          {game.seat === null ? t('game.watching') : t('game.yourSeat', { seat: game.seat })}{' '}
          {liveness(game.status, live.live)}
          {game.seeded ? ` ${t('game.seeded')}` : ''}
        </p>
      </header>
      {game.status === 'waiting' ? <InvitePanel gameId={game.id} seats={game.table.seats} /> : null}
      <ClockPanel clock={game.clock} names={names} />
      <ProblemNote error={live.error} onDismiss={live.dismiss} />
      <section class="table-area" aria-label={t('game.table')}>
        <ui.Table view={game.view} seat={game.seat} toAct={game.toAct} names={names} last={last} />
      </section>
      {myTurn ? (
        <section class="moves" aria-label={t('game.moves')} data-testid="legal-moves" aria-busy={live.busy}>
          <h2>{t('game.yourMove')}</h2>
          {game.undo?.allowed === true ? (
            <button
              type="button"
              class="secondary undo"
              data-testid="undo"
              aria-label={t('undo.label')}
              title={t('undo.label')}
              disabled={live.busy}
              onClick={() => void live.undo()}
            >
              {t('undo.button')}
            </button>
          ) : null}
          <ui.Moves view={game.view} moves={live.legal} onMove={live.move} busy={live.busy} names={names} />
        </section>
      ) : (
        <section class="moves" aria-label={t('game.moves')} data-testid="legal-moves" hidden />
      )}
      <RecentMoves entries={live.entries} ui={ui} names={names} />
      <GameActions game={game as Game} identity={identity} onChanged={live.refresh} />
    </article>
  );
}

/** Whether new moves arrive by themselves: only a game that can still change has a stream to wait for. */
function liveness(status: Game['status'], live: boolean): string {
  if (status === 'finished' || status === 'cancelled') return '';
  return live ? t('game.live') : t('game.connecting');
}

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
import { MyClock } from './my-clock';
import { ProblemNote } from './problem';
import { RecentMoves } from './recent';
import { seatNames } from './seats';
import { PlayerBar } from './player-bar';
import { StatusLine } from './status';
import { TableArea } from './table-area';
import { useFocusAfterMove } from './use-focus-after-move';
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
  const myTurn = game !== null && game.seat !== null && game.status === 'active' && game.toAct.includes(game.seat);
  const focus = useFocusAfterMove(game?.version, live.busy, myTurn);
  if (game === null) {
    return live.error !== null ? <ProblemNote error={live.error} /> : <p aria-busy="true">{t('game.loading')}</p>;
  }
  const ui = uiFor(game.game);
  const names = seatNames(game.table.seats, game.seat);
  const last = live.entries.find(e => e.seq === game.version) ?? null;
  const mine = game.seat !== null && game.clock?.seats.some(s => s.seat === game.seat) === true;
  return (
    <article class={`game game-${game.game}`} data-game-id={game.id} data-seat={game.seat ?? 'spectator'}>
      <header class="game-head">
        <h1>{ui.title()}</h1>
        <StatusLine game={game} names={names} anchor={focus.status} />
        <p class="muted">
          {game.seat === null ? t('game.watching') : t('game.yourSeat', { seat: game.seat })}{' '}
          {liveness(game.status, live.live)}
          {game.seeded ? ` ${t('game.seeded')}` : ''}
        </p>
      </header>
      {game.status === 'waiting' ? <InvitePanel gameId={game.id} seats={game.table.seats} /> : null}
      <ProblemNote error={live.error} onDismiss={live.dismiss} />
      {/* The table, then a side column (beside it on a wide screen; under it on a phone, where the bar
          stays at the bottom of the screen): see the layout in styles.css. */}
      <div class="game-layout">
        <TableArea>
          <ui.Table view={game.view} seat={game.seat} toAct={game.toAct} names={names} last={last} />
        </TableArea>
        <div class="game-side">
          <ClockPanel clock={game.clock} names={names} />
          <PlayerBar empty={!myTurn && !mine}>
            <MyClock clock={game.clock} seat={game.seat} />
            <section
              ref={focus.moves}
              tabIndex={-1}
              class="moves"
              aria-labelledby={myTurn ? 'moves-heading' : undefined}
              aria-label={myTurn ? undefined : t('game.moves')}
              data-testid="legal-moves"
              aria-busy={myTurn ? live.busy : undefined}
              hidden={!myTurn}
            >
              {myTurn ? (
                <>
                  <h2 id="moves-heading">{t('game.yourMove')}</h2>
                  <ui.Moves view={game.view} moves={live.legal} onMove={live.move} busy={live.busy} names={names} />
                </>
              ) : null}
            </section>
          </PlayerBar>
          <RecentMoves entries={live.entries} ui={ui} names={names} view={game.view} />
          <GameActions game={game as Game} identity={identity} onChanged={live.refresh} />
        </div>
      </div>
    </article>
  );
}

/** Whether new moves arrive by themselves: only a game that can still change has a stream to wait for. */
function liveness(status: Game['status'], live: boolean): string {
  if (status === 'finished' || status === 'cancelled') return '';
  return live ? t('game.live') : t('game.connecting');
}

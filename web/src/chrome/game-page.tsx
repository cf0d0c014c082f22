// A game's page: the table drawn by its game's module, the status, the clock, the legal moves as actions
// when it is your turn, what happened lately, and what a person can do besides moving (invite, leave,
// cancel, resign, rematch, step through the history). Anyone may open it: without a seat, it is watched.
import { TablePlayers } from './table-players';
import { useEffect, useMemo } from 'preact/hooks';
import type { Identity } from '../api/identity';
import type { Game } from '../api/types';
import { uiFor } from '../games/registry';
import { t } from '../i18n/i18n';
import { ClockPanel } from './clock';
import { GameActions } from './game-actions';
import { HistoryView } from './history';
import { InvitePanel } from './invites';
import { MovesPanel } from './moves-panel';
import { MyClock } from './my-clock';
import { ProblemNote } from './problem';
import { RecentMoves } from './recent';
import { seatNames, seatNumber } from './seats';
import { PlayerBar } from './player-bar';
import { StatusLine } from './status';
import { TableArea } from './table-area';
import { useFocusAfterMove } from './use-focus-after-move';
import { useGame } from './use-game';
import { TableHelp } from './help/table-help';
import { framesFromServer } from './motion/frames';
import { MotionArea } from './motion/motion-area';
import { usePlayback } from './motion/playback';
import { PlaybackBar } from './motion/playback-bar';
import { rematchOpener, useRematchOffer } from './rematch-offer';
import { ChatPanel } from './chat';
import { PresenceLine, usePresence } from './presence';
import { useChat } from './use-chat';

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
  const chat = useChat(id, identity?.key);
  const live = useGame(id, identity?.key, chat.hear);
  const { game } = live;
  const presence = usePresence(id, live.live);
  const last = live.entries.find(e => e.seq === game?.version) ?? null;
  // Several new versions at once are drawn one by one (chrome/motion/playback.ts), read as this viewer.
  const seatKey = game === null || game.seat === null ? undefined : identity?.key;
  const load = useMemo(() => framesFromServer(id, seatKey), [id, seatKey]);
  const playback = usePlayback(game, last, load);
  // A finished game's stream has ended: a rematch another player opens arrives on the player's stream.
  const awaitingRematch = game !== null && game.status === 'finished' && game.seat !== null && !game.table.rematch;
  useRematchOffer(id, identity?.key, awaitingRematch, live.refresh);
  // Once the game is over the server sets when its chat closes; each later entry (a rematch offer) moves it.
  const over = game !== null && (game.status === 'finished' || game.status === 'cancelled');
  const recheckChat = chat.recheck;
  useEffect(() => {
    if (over) recheckChat();
  }, [over, game?.version, recheckChat]);
  const myTurn = game !== null && game.seat !== null && game.status === 'active' && game.toAct.includes(game.seat);
  const focus = useFocusAfterMove(game?.version, live.busy, myTurn);
  if (game === null) {
    return live.error !== null ? <ProblemNote error={live.error} /> : <p aria-busy="true">{t('game.loading')}</p>;
  }
  const ui = uiFor(game.game);
  const names = seatNames(game.table.seats, game.seat);
  const shown = playback.frame === null ? { game, entry: last } : playback.frame;
  const mine = game.seat !== null && game.clock?.seats.some(s => s.seat === game.seat) === true;
  // While a playback runs, the moves wait: they belong to the newest position, not the one shown.
  const offerMoves = myTurn && playback.frame === null;
  return (
    <article class={`game game-${game.game}`} data-game-id={game.id} data-seat={game.seat ?? 'spectator'}>
      <header class="game-head">
        <h1>{ui.title()}</h1>
        <StatusLine game={game} names={names} last={last} recent={live.entries} anchor={focus.status} />
        <p class="muted">
          {game.seat === null ? t('game.watching') : t('game.yourSeat', { seat: seatNumber(game.seat) })}{' '}
          {liveness(game.status, live.live)}
          {game.seeded ? ` ${t('game.seeded')}` : ''}{' '}
          <span class="game-rated">{t(game.rated ? 'game.rated' : 'game.casual')}</span>
        </p>
      </header>
      {game.status === 'waiting' ? <InvitePanel gameId={game.id} seats={game.table.seats} /> : null}
      <ProblemNote error={live.error} onDismiss={live.dismiss} />
      <PlaybackBar playback={playback} />
      {/* The table, then a side column (beside it on a wide screen; under it on a phone, where the bar
          stays at the bottom of the screen): see the layout in styles.css. */}
      <div class="game-layout">
        <TableArea>
          <MotionArea version={shown.game.version}>
            <ui.Table
              view={shown.game.view}
              seat={game.seat}
              toAct={shown.game.toAct}
              waiting={game.status === 'waiting'}
              names={names}
              last={shown.entry}
              timedOut={shown.game.clock?.timedOut ?? []}
              endedOnTime={shown.game.outcome?.reason === 'timeout'}
            />
          </MotionArea>
          <TableHelp ui={ui} />
        </TableArea>
        <div class="game-side">
          <ClockPanel clock={game.clock} names={names} />
          <PresenceLine presence={presence} names={names} mine={game.seat} live={live.live} />
          <TablePlayers seats={game.table.seats} names={names} />
          <PlayerBar empty={!offerMoves && !mine}>
            <MyClock clock={game.clock} seat={game.seat} />
            <MovesPanel
              offer={offerMoves}
              game={game}
              ui={ui}
              moves={live.legal}
              busy={live.busy}
              names={names}
              onMove={live.move}
              onUndo={() => void live.undo()}
              anchor={focus.moves}
            />
          </PlayerBar>
          <RecentMoves entries={live.entries} ui={ui} names={names} view={game.view} seat={game.seat} />
          <GameActions
            game={game as Game}
            identity={identity}
            onChanged={live.refresh}
            rematchBy={rematchOpener(live.entries)}
            names={names}
          />
          <ChatPanel chat={chat} identity={identity} />
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

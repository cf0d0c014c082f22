// Stepping through a game's history: the table as the viewer could see it right after entry N
// (GET /games/{id}?at=N: another seat's hidden cards stay hidden), the entry that made it, and controls to
// go back and forth (stepper.tsx). The URL holds N, so a position can be shared; an N past the end is
// replaced by the last move.
import { useEffect, useState } from 'preact/hooks';
import { getGame, readLog } from '../api/client';
import type { Identity } from '../api/identity';
import type { Game, LogEntry } from '../api/types';
import { uiFor } from '../games/registry';
import { t } from '../i18n/i18n';
import { href, navigate } from '../router';
import { ProblemNote } from './problem';
import { DecisionReviewNote } from './decision-review';
import { describeEntry } from './recent';
import { seatNames } from './seats';
import { StatusLine } from './status';
import { clampAt, Stepper } from './stepper';
import { TableArea } from './table-area';

interface Props {
  readonly identity: Identity | null;
  readonly id: string;
  readonly at: number;
}

export function HistoryView({ identity, id, at: asked }: Props) {
  const [now, setNow] = useState<Game | null>(null);
  const [game, setGame] = useState<Game | null>(null);
  const [entries, setEntries] = useState<Map<number, LogEntry>>(new Map());
  const [error, setError] = useState<unknown>(null);
  // The game as it is now, read once per game: its version bounds the steps, and it is the last step itself.
  useEffect(() => {
    let live = true;
    getGame(id, identity?.key).then(
      then => live && setNow(then),
      (caught: unknown) => live && setError(caught),
    );
    return () => {
      live = false;
    };
  }, [id, identity?.key]);
  const latest = now === null ? null : now.version;
  // A position past the end (a hand-typed ?at=99999) is the last one: the URL says so too, and the server is
  // never asked for a version it does not have.
  const at = latest === null ? null : clampAt(asked, latest);
  useEffect(() => {
    if (at !== null && at !== asked) navigate({ page: 'game', id, at }, { replace: true });
  }, [at, asked, id]);
  useEffect(() => {
    if (now === null || at === null) return;
    if (at === now.version) {
      setGame(now);
      return;
    }
    let live = true;
    getGame(id, identity?.key, at).then(
      then => {
        if (!live) return;
        setGame(then);
        setError(null);
      },
      (caught: unknown) => live && setError(caught),
    );
    return () => {
      live = false;
    };
  }, [now, at]);
  // The entry that made version N (read around it, and kept: stepping back and forth reads no more).
  useEffect(() => {
    if (game === null || at === null || entries.has(at)) return;
    const key = game.seat === null ? undefined : identity?.key;
    readLog(id, key, Math.max(-1, at - 50)).then(
      page => setEntries(known => new Map([...known, ...page.entries.map(e => [e.seq, e] as const)])),
      setError,
    );
  }, [game, at]);
  if (game === null || latest === null || at === null)
    return error !== null ? <ProblemNote error={error} /> : <p aria-busy="true">{t('history.loading')}</p>;
  const ui = uiFor(game.game);
  const names = seatNames(game.table.seats, game.seat);
  const entry = entries.get(at) ?? null;
  const go = (n: number) => navigate({ page: 'game', id, at: clampAt(n, latest) });
  return (
    <article class={`game game-${game.game} history`} data-game-id={id}>
      <header class="game-head">
        <h1>{t('history.title', { game: ui.title() })}</h1>
        <StatusLine game={game} names={names} last={entry} />
        <p>
          <a href={href({ page: 'game', id, at: null })}>{t('history.back')}</a>
        </p>
      </header>
      <Stepper at={at} latest={latest} go={go} />
      <p class="last-move" data-testid="history-entry">
        {entry === null ? '…' : describeEntry(entry, ui, names, game.view)}
      </p>
      <DecisionReviewNote
        id={id}
        over={now?.status === 'finished'}
        seat={game.seat}
        entry={entry}
        view={game.view}
        ui={ui}
        names={names}
      />
      <TableArea>
        <ui.Table
          view={game.view}
          seat={game.seat}
          toAct={game.toAct}
          names={names}
          last={entry}
          timedOut={game.clock?.timedOut ?? []}
          endedOnTime={game.outcome?.reason === 'timeout'}
        />
      </TableArea>
      <ProblemNote error={error} />
    </article>
  );
}

// Stepping through a game's history: the table as the viewer could see it right after entry N
// (GET /games/{id}?at=N: another seat's hidden cards stay hidden), the entry that made it, and controls to
// go back and forth (buttons and a slider, keyboard-operable). The URL holds N, so a position can be shared.
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

interface Props {
  readonly identity: Identity | null;
  readonly id: string;
  readonly at: number;
}

export function HistoryView({ identity, id, at }: Props) {
  const [game, setGame] = useState<Game | null>(null);
  const [latest, setLatest] = useState<number | null>(null);
  const [entries, setEntries] = useState<Map<number, LogEntry>>(new Map());
  const [error, setError] = useState<unknown>(null);
  // The game's length, read once per game: stepping reads only the game at each step.
  useEffect(() => {
    let live = true;
    getGame(id, identity?.key).then(
      now => live && setLatest(now.version),
      (caught: unknown) => live && setError(caught),
    );
    return () => {
      live = false;
    };
  }, [id, identity?.key]);
  useEffect(() => {
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
  }, [id, at, identity?.key]);
  // The entry that made version N (read around it, and kept: stepping back and forth reads no more).
  useEffect(() => {
    if (game === null || entries.has(at)) return;
    const key = game.seat === null ? undefined : identity?.key;
    readLog(id, key, Math.max(-1, at - 50)).then(
      page => setEntries(known => new Map([...known, ...page.entries.map(e => [e.seq, e] as const)])),
      setError,
    );
  }, [game, at]);
  if (game === null || latest === null)
    return error !== null ? <ProblemNote error={error} /> : <p aria-busy="true">{t('history.loading')}</p>;
  const ui = uiFor(game.game);
  const names = seatNames(game.table.seats, game.seat);
  const entry = entries.get(at) ?? null;
  const go = (n: number) => navigate({ page: 'game', id, at: Math.max(0, Math.min(latest, n)) });
  return (
    <article class={`game game-${game.game} history`} data-game-id={id}>
      <header class="game-head">
        <h1>{t('history.title', { game: ui.title() })}</h1>
        <StatusLine game={game} names={names} />
        <p>
          <a href={href({ page: 'game', id, at: null })}>{t('history.back')}</a>
        </p>
      </header>
      <nav class="stepper" aria-label={t('history.nav')} data-testid="history">
        <button type="button" onClick={() => go(0)} disabled={at === 0} aria-label={t('history.first')}>
          ⏮
        </button>
        <button
          type="button"
          onClick={() => go(at - 1)}
          disabled={at === 0}
          aria-label={t('history.previous')}
          data-testid="history-back"
        >
          ◀
        </button>
        <label>
          <span class="visually-hidden">{t('history.slider')}</span>
          <input type="range" min={0} max={latest} value={at} onChange={e => go(e.currentTarget.valueAsNumber)} />
        </label>
        <button
          type="button"
          onClick={() => go(at + 1)}
          disabled={at >= latest}
          aria-label={t('history.next')}
          data-testid="history-forward"
        >
          ▶
        </button>
        <button type="button" onClick={() => go(latest)} disabled={at >= latest} aria-label={t('history.last')}>
          ⏭
        </button>
        <span>{t('history.position', { at, latest })}</span>
      </nav>
      <p class="last-move" data-testid="history-entry">
        {entry === null ? '…' : describeEntry(entry, ui, names)}
      </p>
      <DecisionReviewNote id={id} seat={game.seat} entry={entry} view={game.view} ui={ui} names={names} />
      <section class="table-area" aria-label={t('game.table')}>
        <ui.Table view={game.view} seat={game.seat} toAct={game.toAct} names={names} last={entry} />
      </section>
      <ProblemNote error={error} />
    </article>
  );
}

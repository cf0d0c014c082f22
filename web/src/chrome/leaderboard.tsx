// A game's leaderboard (`#/leaderboards/<game>`): established players best first, 100 a page, bots marked;
// each name a link to the profile. Without a game, the first game served. Drawn from GET /leaderboards/{game}.
import { useEffect, useState } from 'preact/hooks';
import { getLeaderboard } from '../api/client';
import type { GameId, Leaderboard } from '../api/types';
import { gameUis, uiFor } from '../games/registry';
import { formatNumber, t } from '../i18n/i18n';
import { href } from '../router';
import { ProblemNote } from './problem';

export function LeaderboardPage({ game }: { readonly game: string | null }) {
  const chosen = (game ?? Object.keys(gameUis)[0] ?? 'monad') as GameId;
  const [pages, setPages] = useState<Leaderboard[]>([]);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    getLeaderboard(chosen).then(page => setPages([page]), setError);
  }, [chosen]);
  const next = pages.at(-1)?.next;
  const more = () => {
    if (next === undefined) return;
    getLeaderboard(chosen, next).then(page => setPages([...pages, page]), setError);
  };
  const rows = pages.flatMap(p => p.players);
  return (
    <section class="leaderboard" data-testid="leaderboard">
      <h1>{t('leaderboard.title', { game: uiFor(chosen).title() })}</h1>
      <nav aria-label={t('leaderboard.games')}>
        <ul class="tabs">
          {Object.keys(gameUis).map(id => (
            <li key={id}>
              <a href={href({ page: 'leaderboard', game: id })} aria-current={id === chosen ? 'page' : undefined}>
                {uiFor(id).title()}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ProblemNote error={error} />
      {pages.length > 0 && rows.length === 0 ? <p>{t('leaderboard.empty')}</p> : null}
      {rows.length > 0 ? (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('leaderboard.rank')}</th>
              <th scope="col">{t('leaderboard.player')}</th>
              <th scope="col">{t('leaderboard.rating')}</th>
              <th scope="col">{t('leaderboard.gamesPlayed')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(row => (
              <tr key={row.handle}>
                <td>{row.rank}</td>
                <td>
                  <a href={href({ page: 'player', handle: row.handle })}>
                    <bdi>{row.name}</bdi>
                  </a>
                  {row.kind === 'bot' ? ` ${t('leaderboard.bot')}` : ''}
                </td>
                <td>{formatNumber(row.rating)}</td>
                <td>{t('leaderboard.played', { games: row.games, won: row.won })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {next !== undefined ? (
        <button type="button" onClick={more}>
          {t('leaderboard.more')}
        </button>
      ) : null}
      <p class="muted">{t('leaderboard.note')}</p>
    </section>
  );
}

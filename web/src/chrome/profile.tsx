// A player's profile (`#/players/<handle>`): who they are, person or bot, their rating per game with its
// latest changes, games played and won, and their latest finished games, each a link to its table. Drawn
// from GET /players/{handle} as the server sends it.
import { useEffect, useState } from 'preact/hooks';
import { getMe, getProfile } from '../api/client';
import type { Profile } from '../api/types';
import { uiFor } from '../games/registry';
import { formatNumber, t } from '../i18n/i18n';
import { href } from '../router';
import { ProblemNote } from './problem';
import { formatDay } from './time';
import type { Identity } from '../api/identity';
import { ChallengeButton } from './challenges';

export function ProfilePage({ handle, identity }: { readonly handle: string; readonly identity?: Identity | null }) {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    getProfile(handle).then(setProfile, setError);
  }, [handle]);
  // Whose page this is: the server refuses a challenge to yourself (not-yourself), so your own profile
  // offers none. Handles are unique whatever their case.
  const [myHandle, setMyHandle] = useState<string | null>(null);
  useEffect(() => {
    if (identity)
      getMe(identity.key).then(
        me => setMyHandle(me.handle),
        () => setMyHandle(null),
      );
  }, [identity?.key]);
  if (profile === null)
    return error !== null ? <ProblemNote error={error} /> : <p aria-busy="true">{t('profile.loading')}</p>;
  const games = [...new Set([...Object.keys(profile.games), ...Object.keys(profile.ratings)])].sort();
  return (
    <article class="profile" data-testid="profile">
      <h1>
        <bdi>{profile.name}</bdi>
      </h1>
      <p class="muted">
        @{profile.handle} · {profile.kind === 'bot' ? t('profile.bot') : t('profile.person')} ·{' '}
        {t('profile.since', { date: formatDay(profile.since) })}
      </p>
      {identity && myHandle !== null && myHandle.toLowerCase() !== profile.handle.toLowerCase() ? (
        <ChallengeButton identity={identity} handle={profile.handle} />
      ) : null}
      {games.length === 0 ? <p>{t('profile.noGames')}</p> : null}
      {games.map(game => {
        const rating = profile.ratings[game];
        const tally = profile.games[game];
        const history = profile.history[game] ?? [];
        return (
          <section key={game} class="profile-game" data-game={game}>
            <h2>{uiFor(game).title()}</h2>
            <p>
              {rating === undefined
                ? t('profile.unrated')
                : t(rating.provisional ? 'profile.ratingProvisional' : 'profile.rating', {
                    rating: formatNumber(rating.rating),
                    games: rating.games,
                  })}
            </p>
            {tally ? <p>{t('profile.tally', { played: tally.played, won: tally.won })}</p> : null}
            {history.length > 0 ? (
              <ol class="rating-history" aria-label={t('profile.history')}>
                {history.map(point => (
                  <li key={point.gameId}>
                    <a href={href({ page: 'game', id: point.gameId, at: null })}>
                      {t('profile.point', { rating: formatNumber(point.rating), place: point.place })}
                    </a>
                  </li>
                ))}
              </ol>
            ) : null}
            <p>
              <a href={href({ page: 'leaderboard', game })}>{t('profile.leaderboard')}</a>
            </p>
          </section>
        );
      })}
      {profile.recent.length > 0 ? (
        <section>
          <h2>{t('profile.recent')}</h2>
          <ul>
            {profile.recent.map(game => (
              <li key={game.id}>
                <a href={href({ page: 'game', id: game.id, at: null })}>
                  {t(game.won ? 'profile.recentWon' : 'profile.recentLost', {
                    game: uiFor(game.game).title(),
                    players: game.players,
                    date: formatDay(game.finishedAt),
                  })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

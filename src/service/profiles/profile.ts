// Use case: a player's profile by handle (any case): who they are, person or bot, their finished games per
// game, their ratings (displayed number, games, provisional) with their latest changes, and their latest
// finished games. Public: nothing here is a secret of the player's.
import { findPlayerByHandle } from '../../store/handles.js';
import { recentOf, recentRatedOf, tallyOf } from '../../store/profiles.js';
import { historyOf, ratingsOf } from '../../store/ratings.js';
import type { Deps } from '../deps.js';
import { Refusal } from '../refusal.js';
import { quotable } from '../text/quoted.js';
import { PROVISIONAL_GAMES } from '../ratings/model.js';
import type { Profile } from './schemas.js';

const RECENT = 10;
const HISTORY = 50;

export async function profileOf(deps: Deps, handle: string): Promise<Profile> {
  const db = deps.database.db;
  const player = await findPlayerByHandle(db, handle);
  if (!player) {
    // The handle comes from the path as the client wrote it: repeated escaped, never as raw controls.
    const shown = quotable(handle);
    throw Refusal.of('player-not-found', `No player has the handle "${shown}".`).saying('player-not-found', {
      handle: shown,
    });
  }
  const [ratings, history] = await Promise.all([ratingsOf(db, player.id), historyOf(db, player.id, HISTORY)]);
  const builtIn = player.builtin !== null;
  const tally = builtIn
    ? ratings.map(r => ({ game: r.game, played: r.games, won: r.wins }))
    : await tallyOf(db, player.id);
  const recent = builtIn ? await recentRatedOf(db, player.id, RECENT) : await recentOf(db, player.id, RECENT);
  const historyByGame: Profile['history'] = {};
  for (const point of history) {
    (historyByGame[point.game] ??= []).push({
      rating: point.rating,
      place: point.place,
      gameId: point.gameId,
      at: point.at.toISOString(),
    });
  }
  return {
    handle: player.handle,
    name: player.name,
    since: player.createdAt.toISOString(),
    kind: player.isBot ? 'bot' : 'person',
    ...(player.builtin === null ? {} : { builtIn: player.builtin }),
    games: Object.fromEntries(tally.map(t => [t.game, { played: t.played, won: t.won }])),
    ratings: Object.fromEntries(
      ratings.map(r => [r.game, { rating: r.rating, games: r.games, provisional: r.games < PROVISIONAL_GAMES }]),
    ),
    history: historyByGame,
    recent: recent.map(g => ({ ...g, finishedAt: g.finishedAt.toISOString() })),
  };
}

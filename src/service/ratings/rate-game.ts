// The rating update of a finished rated game, called by the one append path (log/append-entry.ts) inside
// the transaction of the game's final entry: so a game changes ratings exactly once, or not at all when that
// entry is rolled back. Its cost: the built-in bots' rows (made once, then found), one statement that takes
// the players' ratings under lock, and one that writes the new ratings with their history.
import { builtInPlayer } from '../../store/handles.js';
import type { Executor } from '../../store/log.js';
import { lockRatings, writeRatings } from '../../store/ratings.js';
import { newGameId } from '../access/secrets.js';
import type { LoadedGame } from '../games/loaded-game.js';
import { builtInHandle } from '../players/handles.js';
import { ratingModel } from './model.js';
import type { Participant } from './participants.js';

/** The player id each participant is rated as: a built-in bot's own row, made at its first game. */
export async function ratedIds(db: Executor, participants: readonly Participant[], at: Date): Promise<string[]> {
  const ids: string[] = [];
  for (const p of participants) {
    ids.push(
      p.kind === 'player'
        ? p.playerId
        : await builtInPlayer(db, { id: newGameId(), name: p.bot, handle: builtInHandle(p.bot), at }),
    );
  }
  return ids;
}

export async function rateGame(
  db: Executor,
  loaded: LoadedGame,
  participants: readonly Participant[],
  at: Date,
): Promise<void> {
  const ids = await ratedIds(db, participants, at);
  const { afterGame, displayed, initialSkill } = await ratingModel();
  const start = initialSkill();
  const current = await lockRatings(db, loaded.record.game, ids, { ...start, rating: displayed(start) }, at);
  const byId = new Map(current.map(r => [r.playerId, r]));
  const skills = ids.map(id => {
    const found = byId.get(id);
    if (!found) throw new Error(`no rating row for player ${id}`);
    return found;
  });
  const next = afterGame(
    skills,
    participants.map(p => p.place),
  );
  await writeRatings(
    db,
    loaded.record.game,
    loaded.record.id,
    participants.map((p, i) => {
      const skill = next[i] ?? start;
      return { playerId: ids[i] ?? '', ...skill, rating: displayed(skill), place: p.place, won: p.won };
    }),
    at,
  );
}

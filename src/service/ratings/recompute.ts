// Every rating again from the logs (`npm run ratings:recompute`): each finished game that is not casual is
// folded from its log (games/load.ts), its participants and places taken from its outcome as at its end
// (ratings/participants.ts), and the model run over the games in the order their ratings were updated (the
// first history row of each: two games sharing a player were updated one after the other, under the row
// lock of store/ratings.ts); a game that should have been rated and was not comes last. The result is
// compared with the stored ratings: μ and σ to 1e-9, the games, wins and displayed number exactly.
import { allRatings, builtInIds, finishedRatableGames, ratedGamesInOrder } from '../../store/ratings.js';
import type { Deps } from '../deps.js';
import { loadGame } from '../games/load.js';
import { ratingModel, type Skill } from './model.js';
import { ratedParticipants } from './participants.js';

interface Computed extends Skill {
  readonly games: number;
  readonly wins: number;
}

export interface RatingDifference {
  readonly game: string;
  readonly player: string;
  readonly stored: (Computed & { readonly rating: number }) | null;
  readonly computed: (Computed & { readonly rating: number }) | null;
}

export interface Recomputation {
  readonly games: number;
  readonly ratings: number;
  readonly differences: readonly RatingDifference[];
}

const TOLERANCE = 1e-9;

export async function recomputeRatings(deps: Deps): Promise<Recomputation> {
  const db = deps.database.db;
  const { afterGame, displayed, initialSkill } = await ratingModel();
  const applied = await ratedGamesInOrder(db);
  const seen = new Set(applied);
  const order = [...applied, ...(await finishedRatableGames(db)).filter(id => !seen.has(id))];
  const bots = await builtInIds(db);
  const computed = new Map<string, Computed>();
  let games = 0;
  for (const id of order) {
    const loaded = await loadGame(deps, db, id);
    const participants = ratedParticipants(loaded);
    if (participants === null) continue;
    games++;
    const keys = participants.map(
      p => `${loaded.record.game}:${p.kind === 'player' ? p.playerId : (bots.get(p.bot) ?? `bot:${p.bot}`)}`,
    );
    const before = keys.map(k => computed.get(k) ?? { ...initialSkill(), games: 0, wins: 0 });
    const after = afterGame(
      before,
      participants.map(p => p.place),
    );
    keys.forEach((key, i) => {
      const skill = after[i];
      const was = before[i];
      const p = participants[i];
      if (skill && was && p) computed.set(key, { ...skill, games: was.games + 1, wins: was.wins + (p.won ? 1 : 0) });
    });
  }
  const stored = new Map((await allRatings(db)).map(r => [`${r.game}:${r.playerId}`, r]));
  const differences: RatingDifference[] = [];
  for (const key of new Set([...computed.keys(), ...stored.keys()])) {
    const c = computed.get(key);
    const s = stored.get(key);
    const same =
      c !== undefined &&
      s !== undefined &&
      Math.abs(c.mu - s.mu) <= TOLERANCE &&
      Math.abs(c.sigma - s.sigma) <= TOLERANCE &&
      c.games === s.games &&
      c.wins === s.wins &&
      displayed(c) === s.rating;
    if (same) continue;
    const [game = '', player = ''] = key.split(/:(.*)/s);
    differences.push({
      game,
      player,
      stored: s ? { mu: s.mu, sigma: s.sigma, games: s.games, wins: s.wins, rating: s.rating } : null,
      computed: c ? { ...c, rating: displayed(c) } : null,
    });
  }
  return { games, ratings: computed.size, differences };
}

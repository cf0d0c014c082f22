// The rating model: OpenSkill's Weng-Lin Plackett-Luce (the `openskill` library's default, made for any
// number of players), each seat a team of one, ranked by its place in the game's outcome (ties share a
// place). The displayed rating is the ordinal μ − 3σ, scaled by 40 and raised by 1000 (openskill's own
// `alpha` and `target`): a newcomer (μ 25, σ 25/3) shows 1000 and an established player's number moves by
// tens, as people are used to from Elo. A player is provisional until PROVISIONAL_GAMES rated games, and
// stays off the leaderboards until then (the leaderboard's partial index repeats the number: migrations/0016).
import { lazy } from '../lazy.js';

/** openskill, loaded when the first rated game ends (it weighs on the start: service/lazy.ts). */
const openskill = lazy(() => import('openskill'));

export const PROVISIONAL_GAMES = 10;

export interface Skill {
  readonly mu: number;
  readonly sigma: number;
}

const DISPLAY = { alpha: 40, target: 1000 } as const;

export interface RatingModel {
  /** The number people see. */
  displayed(skill: Skill): number;
  /** A newcomer's skill. */
  initialSkill(): Skill;
  /** The skills after one game, in the order given; `places[i]` is player i's place (1 first, ties equal). */
  afterGame(skills: readonly Skill[], places: readonly number[]): Skill[];
}

/** The model, once its library is loaded. */
export async function ratingModel(): Promise<RatingModel> {
  const { ordinal, rate, rating } = await openskill();
  return {
    displayed: skill => Math.round(ordinal({ ...skill }, DISPLAY)),
    initialSkill: () => rating(),
    afterGame(skills, places) {
      const teams = skills.map(s => [{ mu: s.mu, sigma: s.sigma }]);
      return rate(teams, { rank: [...places] }).map(([s]) => {
        if (!s) throw new Error('openskill returned an empty team');
        return { mu: s.mu, sigma: s.sigma };
      });
    },
  };
}

// The OpenAPI operations of profiles and leaderboards (routes/profiles.ts).
import { answer, example, problems, type Api } from './openapi/conventions.js';
import { Leaderboard, LEADERBOARD_EXAMPLE, Profile, PROFILE_EXAMPLE } from '../service/profiles/schemas.js';
import { HandleParams, LeaderboardParams, LeaderboardQuery } from './schemas.js';

export function registerProfileRoutes({ op }: Api, gameIds: [string, ...string[]]): void {
  op({
    method: 'get',
    path: '/players/{handle}',
    operationId: 'getProfile',
    tag: 'Players',
    access: 'public',
    summary: "Get a player's profile",
    description:
      'By handle, in any case: the display name, since when, person or bot, finished games played and won per game, the ratings per game (`rating` the displayed number, 40 × (μ − 3σ) + 1000 of OpenSkill; `provisional` until 10 rated games) with their latest changes, and the latest finished games.',
    request: { params: HandleParams },
    responses: {
      200: answer('The profile.', Profile, {
        ada: example('A person with a rating', PROFILE_EXAMPLE),
      }),
      ...problems(400, 404, 429, 503),
    },
  });
  op({
    method: 'get',
    path: '/leaderboards/{game}',
    operationId: 'getLeaderboard',
    tag: 'Players',
    access: 'public',
    summary: "Get a game's leaderboard",
    description:
      'The players rated in this game, best first, 100 a page by default; provisional players (fewer than 10 rated games) are left out. Bots are rated too, marked `kind: "bot"`. `next` is the cursor of the next page.',
    request: { params: LeaderboardParams(gameIds), query: LeaderboardQuery },
    responses: {
      200: answer('One page of the leaderboard.', Leaderboard, {
        page: example('The first page', LEADERBOARD_EXAMPLE),
      }),
      ...problems(400, 429, 503),
    },
  });
}

// The shapes of a profile and of a leaderboard page, declared once: the service's types are inferred from
// them and http/ documents them.
import { z } from '../zod.js';
import { Handle } from '../players/schemas.js';

const GAME_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

export const PROFILE_EXAMPLE = {
  handle: 'ada_l',
  name: 'Ada Lovelace',
  since: '2026-11-01T09:00:00.000Z',
  kind: 'person',
  games: { monad: { played: 12, won: 7 } },
  ratings: { monad: { rating: 1184, games: 12, provisional: false } },
  history: { monad: [{ rating: 1184, place: 1, gameId: GAME_ID, at: '2026-11-20T10:00:00.000Z' }] },
  recent: [{ id: GAME_ID, game: 'monad', players: 2, seat: 0, won: true, finishedAt: '2026-11-20T10:00:00.000Z' }],
};

export const LEADERBOARD_EXAMPLE = {
  game: 'monad',
  players: [{ rank: 1, handle: 'ada_l', name: 'Ada Lovelace', kind: 'person', rating: 1184, games: 12, won: 7 }],
  next: 'eyJyIjoxMTg0LCJwIjoiMGI2ZiIsIm4iOjF9',
};

export const RatingSummary = z
  .object({
    rating: z
      .number()
      .int()
      .openapi({ description: 'The displayed rating: 40 × (μ − 3σ) + 1000; a newcomer shows 1000.' }),
    games: z.number().int().min(0).openapi({ description: 'Rated games played.' }),
    provisional: z.boolean().openapi({ description: 'Fewer than 10 rated games: not on the leaderboard yet.' }),
  })
  .openapi('RatingSummary');

export const RatingPoint = z
  .object({
    rating: z.number().int(),
    place: z.number().int().min(1).openapi({ description: 'The place in that game, 1 first.' }),
    gameId: z.string(),
    at: z.iso.datetime(),
  })
  .openapi('RatingPoint');

export const RecentGame = z
  .object({
    id: z.string(),
    game: z.string(),
    players: z.number().int(),
    seat: z.number().int().min(0),
    won: z.boolean(),
    finishedAt: z.iso.datetime(),
  })
  .openapi('RecentGame');

export const Profile = z
  .object({
    handle: Handle,
    name: z.string(),
    since: z.iso.datetime().openapi({ description: 'When the player signed up.' }),
    kind: z.enum(['person', 'bot']).openapi({ description: 'A bot is a built-in player or a program that said so.' }),
    builtIn: z
      .string()
      .optional()
      .openapi({ description: 'For a built-in bot: its strategy, as seats name it ({ "bot": "ismcts" }).' }),
    games: z
      .record(z.string(), z.object({ played: z.number().int().min(0), won: z.number().int().min(0) }))
      .openapi({ description: 'Finished games per game (a built-in bot: rated games only).' }),
    ratings: z.record(z.string(), RatingSummary).openapi({ description: 'Per game the player is rated in.' }),
    history: z
      .record(z.string(), z.array(RatingPoint))
      .openapi({ description: 'Per game, the rating after each of the latest rated games, newest first.' }),
    recent: z.array(RecentGame).openapi({ description: 'The latest finished games, newest first.' }),
  })
  .openapi('Profile', {
    example: PROFILE_EXAMPLE,
  });
export type Profile = z.output<typeof Profile>;

export const LeaderboardRow = z
  .object({
    rank: z.number().int().min(1),
    handle: Handle,
    name: z.string(),
    kind: z.enum(['person', 'bot']),
    rating: z.number().int(),
    games: z.number().int(),
    won: z.number().int(),
  })
  .openapi('LeaderboardRow');

export const Leaderboard = z
  .object({
    game: z.string(),
    players: z.array(LeaderboardRow).openapi({ description: 'Best first; provisional players are left out.' }),
    next: z
      .string()
      .optional()
      .openapi({ description: 'The cursor of the next page (?cursor=); absent on the last page.' }),
  })
  .openapi('Leaderboard', {
    example: LEADERBOARD_EXAMPLE,
  });
export type Leaderboard = z.output<typeof Leaderboard>;

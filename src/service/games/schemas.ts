// The shapes of the games' own answers, declared once: a new game with its seats' tokens and invitations,
// and a page of the game list. The service's types are inferred from them; http/ documents them.
import { z } from '../zod.js';
import { GameView, orNull, Outcome, Seat, Seeded, Status, TableSummary, Version } from '../views/schemas.js';

export const SeatToken = z
  .object({
    seat: Seat,
    token: z
      .string()
      .optional()
      .openapi({ description: 'The bearer token of a seat played by a person. Shown once, to the creator.' }),
    bot: z
      .string()
      .optional()
      .openapi({ description: 'The built-in player of a seat played by the server; such a seat has no token.' }),
    open: z
      .literal(true)
      .optional()
      .openapi({ description: 'An open seat: someone takes it with its invitation code (invites) or from the lobby.' }),
    name: z.string().optional().openapi({ description: 'The name of the person at this seat.' }),
  })
  .openapi('SeatToken');
export type SeatToken = z.output<typeof SeatToken>;

export const Invite = z
  .object({
    seat: Seat,
    code: z
      .string()
      .openapi({ description: 'Lets one person take this seat (POST /games/{id}/join). Shown once, to the creator.' }),
    url: z.string().openapi({ description: 'Where the invited person joins, code included (POST).' }),
  })
  .openapi('Invite', {
    example: {
      seat: 1,
      code: 'q3T0mXhWcJ8Vx4gkq2z1cR8l5YvH0nJtRk3pYVZb0aA',
      url: '/games/2f8e…/join?code=q3T0mXhWcJ8Vx4gkq2z1cR8l5YvH0nJtRk3pYVZb0aA',
    },
  });
export type Invite = z.output<typeof Invite>;

/** What a new game's answer adds to the game: every seat's token (shown once) and the invitations. */
export const createdFields = {
  seats: z.array(SeatToken),
  invites: z.array(Invite).openapi({ description: 'One invitation per open seat.' }),
};
export const CreatedGame = GameView.extend(createdFields);
export type CreatedGame = z.output<typeof CreatedGame>;

export const GameSummary = z
  .object({
    id: z.string(),
    game: z.string(),
    players: z.number().int(),
    custom: z.boolean(),
    seeded: Seeded,
    seedHash: z.string(),
    status: Status,
    version: Version,
    toAct: z.array(Seat),
    outcome: orNull(Outcome),
    deadline: z.iso
      .datetime()
      .nullable()
      .openapi({ description: 'The earliest deadline of the seats to act, on a game with a clock; null otherwise.' }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime().openapi({ description: 'The last activity: when the last log entry was appended.' }),
    table: TableSummary,
    seat: Seat.optional().openapi({ description: "In GET /players/me/games: the player's seat." }),
    creator: z.boolean().optional().openapi({
      description:
        'In GET /players/me/games: true when the player opened this table, so may cancel it while it waits (POST /games/{id}/cancel).',
    }),
    deadlines: z
      .array(z.object({ seat: Seat, deadline: z.iso.datetime() }))
      .optional()
      .openapi({
        description:
          'In GET /players/me/games, on a game in play with a clock: the deadline of every seat whose time runs (the earliest is `deadline`).',
      }),
  })
  .openapi('GameSummary');
export type GameSummary = z.output<typeof GameSummary>;

export const GameList = z
  .object({ games: z.array(GameSummary), nextCursor: z.string().nullable() })
  .openapi('GameList');
export type GameList = z.output<typeof GameList>;

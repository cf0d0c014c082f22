// The shapes of the players' answers, declared once: a player, a new player with its key, and one event of
// a player's own stream. The service's types are inferred from them; http/ documents them.
import { z } from '../zod.js';
import { Seat, Status, Version } from '../views/schemas.js';

export const Handle = z.string().openapi({
  description:
    'How others find a player (GET /players/{handle}): 3 to 20 ASCII letters, digits, - and _, unique whatever the case.',
  example: 'ada_l',
});

export const Player = z
  .object({ id: z.string(), name: z.string(), handle: Handle })
  .openapi('Player', { example: { id: '0b6f8a3e-5c2d-4f61-9e0a-7d1c2b3a4e5f', name: 'Ada', handle: 'Ada' } });
export type Player = z.output<typeof Player>;

export const NewPlayer = Player.extend({
  bot: z.literal(true).optional().openapi({ description: 'Present when the player said it is a program.' }),
  key: z.string().openapi({
    description: 'The player key (256 random bits): Authorization: Bearer <key>. Shown once; only its hash is kept.',
  }),
}).openapi('NewPlayer', {
  example: { id: '0b6f8a3e-5c2d-4f61-9e0a-7d1c2b3a4e5f', name: 'Ada', handle: 'Ada', key: 'Xq9…' },
});
export type NewPlayer = z.output<typeof NewPlayer>;

export const PLAYER_EVENT_TYPES = [
  'your-turn',
  'started',
  'joined',
  'left',
  'cancelled',
  'finished',
  'rematch-offered',
] as const;

export const PlayerEvent = z
  .object({
    seq: z
      .number()
      .int()
      .min(1)
      .openapi({ description: "The event's number in this player's stream; also its SSE id." }),
    type: z.enum(PLAYER_EVENT_TYPES),
    gameId: z.string(),
    game: z.string(),
    version: Version,
    seat: Seat.openapi({ description: "The player's seat in that game." }),
    status: Status,
    toAct: z.array(Seat),
    by: Seat.optional().openapi({ description: 'The seat that joined or left, or asked for the rematch.' }),
    rematch: z.string().optional().openapi({
      description: 'With rematch-offered: the new game; POST /games/{id}/rematch on the old game takes your seat.',
    }),
    deadline: z.iso
      .datetime()
      .optional()
      .openapi({ description: 'With your-turn in a game with a clock: when your time runs out (you then time out).' }),
    at: z.iso.datetime(),
  })
  .openapi('PlayerEvent', {
    description: 'The data of one event of GET /players/me/events.',
    example: {
      seq: 3,
      type: 'your-turn',
      gameId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      game: 'monad',
      version: 7,
      seat: 1,
      status: 'active',
      toAct: [1],
      deadline: '2026-11-24T04:00:00.000Z',
      at: '2026-11-23T04:00:00.000Z',
    },
  });
/** An event as the service writes it: the store numbers it (`seq`) when it appends it to the player's stream. */
export type PlayerEvent = Omit<z.output<typeof PlayerEvent>, 'seq'>;

// The shapes of the players' answers, declared once: a player, a new player with its key, and one event of
// a player's own stream. The service's types are inferred from them; http/ documents them.
import { z } from '../zod.js';
import { GameSummary } from '../games/schemas.js';
import { SeenEntry, Seat, Status, Version } from '../views/schemas.js';

export const Player = z
  .object({ id: z.string(), name: z.string() })
  .openapi('Player', { example: { id: '0b6f8a3e-5c2d-4f61-9e0a-7d1c2b3a4e5f', name: 'Ada' } });
export type Player = z.output<typeof Player>;

export const NewPlayer = Player.extend({
  key: z.string().openapi({
    description: 'The player key (256 random bits): Authorization: Bearer <key>. Shown once; only its hash is kept.',
  }),
}).openapi('NewPlayer', { example: { id: '0b6f8a3e-5c2d-4f61-9e0a-7d1c2b3a4e5f', name: 'Ada', key: 'Xq9…' } });
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

/** What happened at a game since the seat's last own entry (service/players/inbox.ts). */
export const SinceLastMoveOf = <E extends z.ZodType>(entry: E) =>
  z.object({
    after: z.number().int().min(-1).openapi({
      description: "The seq of the seat's last own entry (its move, resignation, undo or join); -1 when it made none.",
    }),
    count: z.number().int().min(0).openapi({ description: 'How many entries came after it (all of them).' }),
    entries: z.array(entry).openapi({
      description:
        'The first of those entries (at most 50), as GET /games/{id}/moves shows them to this seat: the rest with ?after=.',
    }),
  });

export const InboxOf = <E extends z.ZodType>(entry: E) =>
  z.object({
    games: z.array(
      GameSummary.extend({
        sinceYourLastMove: SinceLastMoveOf(entry),
      }),
    ),
  });
export const Inbox = InboxOf(SeenEntry);
export type Inbox = z.output<typeof Inbox>;

/** A player's vacation as the player sees it (service/players/vacation.ts). */
export const VacationState = z
  .object({
    onVacation: z.boolean(),
    from: z.iso.datetime().nullable().openapi({ description: 'When the vacation on started; null when none is on.' }),
    until: z.iso.datetime().nullable().openapi({ description: 'When the vacation on ends; null when none is on.' }),
    daysPerYear: z.number().int().openapi({ description: 'Vacation days in any 365 days (VACATION_DAYS_PER_YEAR).' }),
    daysLeft: z.number().min(0).openapi({
      description:
        'Days still free in the 365 days up to now (to a tenth of a day), counting the vacation on as taken up to its `until`.',
    }),
    games: z.number().int().min(0).optional().openapi({
      description:
        'After a start or an end: the games whose deadlines this paused or resumed (games on with a correspondence clock: a move may take a day or more).',
    }),
  })
  .openapi('Vacation');
export type VacationState = z.output<typeof VacationState>;

// The shapes of challenges: a challenge as both players see it, and the event that tells a player about one
// on their own stream (GET /players/me/events, as events named `challenge`).
import { z } from '../zod.js';
import { EventSeq } from '../players/schemas.js';

export const CHALLENGE_STATUSES = ['pending', 'accepted', 'declined', 'expired'] as const;
export const CHALLENGE_EVENT_TYPES = ['challenged', 'challenge-accepted', 'challenge-declined'] as const;

/** Between 1 minute and 7 days; 24 h when not given. */
export const EXPIRY_SECONDS = { min: 60, max: 7 * 86_400, default: 86_400 } as const;

const Party = z.object({ playerId: z.string().nullable(), name: z.string(), handle: z.string() });

export const Challenge = z
  .object({
    id: z.string(),
    from: Party,
    to: Party.extend({
      bot: z.string().nullable().openapi({ description: 'The built-in bot challenged, if it is one.' }),
    }),
    game: z.string(),
    players: z.number().int(),
    clock: z.unknown().nullable().openapi({ description: 'The clock asked for (a ClockOption), or null.' }),
    options: z.unknown().nullable().openapi({ description: "The game's options asked for, or null: its defaults." }),
    status: z.enum(CHALLENGE_STATUSES),
    gameId: z.string().nullable().openapi({ description: 'Once accepted: the game it made, both players seated.' }),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
  })
  .openapi('Challenge');
export type Challenge = z.output<typeof Challenge>;

export const ChallengeList = z.object({ challenges: z.array(Challenge) }).openapi('ChallengeList');
export type ChallengeList = z.output<typeof ChallengeList>;

export const ChallengeEvent = z
  .object({
    seq: EventSeq,
    type: z.enum(CHALLENGE_EVENT_TYPES),
    challenge: Challenge,
    at: z.iso.datetime(),
  })
  .openapi('ChallengeEvent', {
    description: 'The data of an event named `challenge` on GET /players/me/events.',
  });
export type ChallengeEvent = Omit<z.output<typeof ChallengeEvent>, 'seq'>;

/** The SSE event name of a player's stream event: `challenge` for a challenge's, none for a game's. */
export const playerEventName = (data: unknown): 'challenge' | undefined =>
  typeof data === 'object' &&
  data !== null &&
  (CHALLENGE_EVENT_TYPES as readonly unknown[]).includes((data as { type?: unknown }).type)
    ? 'challenge'
    : undefined;

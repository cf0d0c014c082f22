// What a webhook or a push announces: the vocabulary of deliveries, and which event of a player's stream
// (players/schemas.ts) becomes which. `invited` is sent to a player challenged by name (challenges/create.ts);
// `turn-reminder` to a correspondence seat whose deadline is near (service/reminders).
import type { Challenge } from '../challenges/schemas.js';
import type { PlayerEvent } from '../players/schemas.js';

export const DELIVERY_TYPES = [
  'your-turn',
  'seated',
  'invited',
  'game-over',
  'rematch',
  'ping',
  'turn-reminder',
] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** The types a webhook takes when it names none: all (one made so before a type existed gets it: migrations/0027). */
export const ALL_DELIVERY_TYPES: readonly DeliveryType[] = DELIVERY_TYPES;

const OF_EVENT: Record<PlayerEvent['type'], DeliveryType | null> = {
  'your-turn': 'your-turn',
  // A table starts once its last seat is taken: every person seated there hears they are seated at a game on.
  started: 'seated',
  finished: 'game-over',
  'rematch-offered': 'rematch',
  joined: null,
  left: null,
  cancelled: null,
  'turn-reminder': 'turn-reminder',
};

/** The delivery an event of a player's stream causes, with its JSON body (no secret in it), or null. */
export function deliveryOf(event: PlayerEvent): { type: DeliveryType; payload: object } | null {
  const type = OF_EVENT[event.type];
  if (type === null) return null;
  const { type: _event, ...rest } = event;
  return { type, payload: { type, ...rest } };
}

/** The delivery that tells a player they were challenged (invited to a game by name): no game exists yet. */
export const invitedDelivery = (challenge: Challenge, at: string): { type: DeliveryType; payload: object } => ({
  type: 'invited',
  payload: { type: 'invited', gameId: null, challenge, at },
});

// What a webhook or a push announces: the vocabulary of deliveries, and which event of a player's stream
// (players/schemas.ts) becomes which. `invited` is in the vocabulary so consumers can subscribe to it now;
// nothing sends it until a player can be invited by name (challenges: issue "a player who lasts").
import type { PlayerEvent } from '../players/schemas.js';

export const DELIVERY_TYPES = ['your-turn', 'seated', 'invited', 'game-over', 'rematch', 'ping'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** The types a webhook takes when it names none: all. */
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
};

/** The delivery an event of a player's stream causes, with its JSON body (no secret in it), or null. */
export function deliveryOf(event: PlayerEvent): { type: DeliveryType; payload: object } | null {
  const type = OF_EVENT[event.type];
  if (type === null) return null;
  const { type: _event, ...rest } = event;
  return { type, payload: { type, ...rest } };
}

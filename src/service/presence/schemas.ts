// The shape of a table's presence: for each seat whether its player is here now, and how many watch.
import { z } from '../zod.js';

export const Presence = z
  .object({
    seats: z.array(
      z.object({
        seat: z.number().int(),
        here: z.boolean().openapi({
          description:
            'Whether whoever holds the seat had an event stream open (a game or player stream, on any server process) within the last 60 s. A built-in bot is always here; a free seat never.',
        }),
      }),
    ),
    watching: z.number().int().openapi({
      description:
        "How many event streams of this game that hold no seat (spectators') are open, over every server process: a seat's own streams show it here, never as watching.",
    }),
  })
  .openapi('Presence', {
    example: {
      seats: [
        { seat: 0, here: true },
        { seat: 1, here: false },
      ],
      watching: 3,
    },
  });
export type Presence = z.output<typeof Presence>;

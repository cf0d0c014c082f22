// The shapes of the tables' answers, declared once: the seat a person took (join) and the seat in a
// rematch. Both carry the game, which http/ fills in with each game's own shape; the service's instance
// has the game-independent GameView.
import { z } from '../zod.js';
import { GameView, Seat } from '../views/schemas.js';

export const SeatingOf = <G extends z.ZodType>(game: G) =>
  z.object({
    seat: Seat,
    token: z.string().openapi({ description: 'The seat token (your player key also works on this game). Shown once.' }),
    game,
  });
export const Seating = SeatingOf(GameView);
export type Seating = z.output<typeof Seating>;

export const RematchAnswerOf = <G extends z.ZodType>(game: G) =>
  z.object({
    seat: Seat.openapi({ description: 'Your seat in the new game (the old one moved on by one).' }),
    token: z
      .string()
      .nullable()
      .openapi({ description: 'The seat token the first time you take the seat; null when you already hold it.' }),
    game,
  });
export const RematchAnswer = RematchAnswerOf(GameView);
export type RematchAnswer = z.output<typeof RematchAnswer>;

// The shape of a post-game review, declared once: the service's type is inferred from the instance with
// `z.unknown()` moves; http/ builds each game's with its own move schema (game-schemas.ts).
import { z } from '../zod.js';
import { Seat, Version } from '../views/schemas.js';

const Value = z.number().min(0).max(1).openapi({
  description: "The seat's mean share of the win after this move, over the search's iterations (0 to 1).",
});

export const MoveValueOf = <M extends z.ZodType>(move: M) =>
  z.object({
    move,
    value: Value,
    visits: z.number().int().min(1).openapi({ description: 'How many of the iterations tried this move first.' }),
  });

export const DecisionReviewOf = <M extends z.ZodType>(move: M) =>
  z.object({
    seq: Version.openapi({
      description: 'The log entry of the move played (GET /games/{id}?at=seq shows the table right after it).',
    }),
    played: MoveValueOf(move),
    best: MoveValueOf(move).openapi({
      description:
        'The highest value among the moves tried often (at least a tenth of the most tried one) and the played move: never worth less than it.',
    }),
    iterations: z.number().int().min(1),
  });

export const GameReviewOf = <M extends z.ZodType>(move: M) =>
  z.object({
    id: z.string(),
    game: z.string(),
    seat: Seat,
    thinkMs: z.number().int().min(1).openapi({
      description:
        "The longest search budget a decision was given, in ms: each is given its share of the review's time left when it is searched.",
    }),
    decisions: z.array(DecisionReviewOf(move)).openapi({
      description: 'Every decision of the seat (a move chosen among two or more), in the order of the log.',
    }),
  });

export const DecisionReview = DecisionReviewOf(z.unknown());
export type DecisionReview = z.output<typeof DecisionReview>;
export const GameReview = GameReviewOf(z.unknown());
export type GameReview = z.output<typeof GameReview>;

// Every Monad shape, declared once as a zod schema (STYLE.md habit 11): the server validates requests and
// writes the OpenAPI document from these; the types below are inferred from them.
//
// Moves are shaped loosely on purpose where a rule decides: a buy with one card or a leap with three commons
// is well-formed JSON that the rules refuse (422 with M14/M15), not a malformed request (400).
import { z } from 'zod';
import { COLOURS, SETS, TARGETS } from './cards.js';

const colour = z
  .enum(COLOURS)
  .meta({ id: 'MonadColour', description: 'M1: red, orange, yellow are warm; purple, blue, green are cool.' });
const seat = z.number().int().min(0).max(3);

export const cardSchema = z
  .strictObject({ set: z.enum(SETS), colour })
  .meta({ id: 'MonadCard', description: 'A card named by set and colour.' });
const cards = z.array(cardSchema).max(64);
const taken = z.union([cardSchema, z.strictObject({ set: z.literal('monad') })]);

export const optionsSchema = z
  .strictObject({
    teams: z.boolean().default(false).describe('M20: four players in two teams, seats 0 and 2 against 1 and 3.'),
    bonusStopsAtGap: z
      .boolean()
      .default(false)
      .describe('M13 variant (DE): a missing set ends the bonus instead of losing just that part.'),
    maxTurns: z
      .number()
      .int()
      .min(1)
      .max(100_000)
      .optional()
      .describe('M19: the game ends as if blocked after this many turns (for bot matches).'),
  })
  .meta({ id: 'MonadOptions' });
export type MonadOptions = z.output<typeof optionsSchema>;

export const moveSchema = z
  .discriminatedUnion('type', [
    z
      .strictObject({
        type: z.literal('trade'),
        cards: cards.describe(
          'M12: two cards, one warm and one cool; traded cards go under their column in this order.',
        ),
        takeBonus: z.boolean().optional().describe('M13: take the bonus this trade earns (default: decline it).'),
      })
      .meta({ id: 'MonadTrade' }),
    z
      .strictObject({
        type: z.literal('buy'),
        target: z.enum(TARGETS),
        cards: cards.describe('M14: two or more cards of lower sets worth at least the target; placed in this order.'),
      })
      .meta({
        id: 'MonadBuy',
        description:
          'M14. Legal-move lists give one buy per minimal multiset of sets (two bi and a common buy a tri), with one ' +
          'choice of colours (the colours the hand can best spare); any other cards of those sets, or any cards that ' +
          'pay enough, are accepted too.',
      }),
    z
      .strictObject({
        type: z.literal('leap'),
        commons: z
          .array(colour)
          .max(24)
          .describe('M15: 4, 5 or 6 commons of different colours for a tri, quad or quint.'),
      })
      .meta({ id: 'MonadLeap' }),
    z.strictObject({ type: z.literal('draw') }).meta({ id: 'MonadDraw', description: 'M16' }),
    z.strictObject({ type: z.literal('flip') }).meta({ id: 'MonadFlip', description: 'M17' }),
    z.strictObject({ type: z.literal('pass') }).meta({ id: 'MonadPass', description: 'M18' }),
    z
      .strictObject({ type: z.literal('end_turn') })
      .meta({ id: 'MonadEndTurn', description: 'M9: ends a turn of transactions.' }),
  ])
  .meta({ id: 'MonadMove' });
export type MonadMove = z.output<typeof moveSchema>;

const columns = z.strictObject({
  bi: z.array(colour).max(6),
  tri: z.array(colour).max(6),
  quad: z.array(colour).max(6),
  quint: z.array(colour).max(6),
});

const positionSeat = z.strictObject({
  identity: colour,
  hand: cards.max(58),
  monads: z.number().int().min(0).max(10).default(0),
  resigned: z.boolean().default(false),
});

export const positionSchema = z
  .strictObject({
    seats: z.array(positionSeat).min(2).max(4),
    columns: columns.describe('Each column top first.'),
    monadStack: z.number().int().min(0).max(10).optional().describe('Default: the 10 Monads less those held.'),
    discard: z.array(colour).max(24).default([]).describe('First discarded first; the top is last.'),
    deck: z.array(colour).min(1).max(24).nullable().default(null).describe('Next card first; null: no drawing deck.'),
    turn: z
      .strictObject({
        seat,
        number: z.number().int().min(1).max(1_000_000).default(1),
        transactions: z.number().int().min(0).max(1_000_000).default(0),
        prepared: z.boolean().default(false).describe('A trade or buy was made this turn (M15).'),
        bonusUsed: z.boolean().default(false),
      })
      .default({ seat: 0, number: 1, transactions: 0, prepared: false, bonusUsed: false }),
  })
  .meta({ id: 'MonadPosition', description: 'A complete Monad position, for custom games.' });
export type MonadPosition = z.output<typeof positionSchema>;

const removed = z.strictObject({ bonus: z.number().int(), commons: z.array(colour), identities: z.array(colour) });

/** A fact's fields that some viewers may not see are optional in its seen form, and only there. */
function facts<H extends z.ZodType, D extends z.ZodType, C extends z.ZodType, P extends z.ZodType>(parts: {
  hand: H;
  drawn: D;
  deckCommon: C;
  position: P;
}) {
  return z.discriminatedUnion('type', [
    z.strictObject({
      type: z.literal('dealt'),
      seats: z.array(z.strictObject({ identity: colour, handSize: z.number().int(), hand: parts.hand })),
      columns,
      removed,
    }),
    z.strictObject({ type: z.literal('positioned'), position: parts.position }),
    z.strictObject({ type: z.literal('traded'), seat, gave: cards, wild: z.boolean(), took: taken }),
    z.strictObject({
      type: z.literal('bonus_taken'),
      seat,
      cards: cards.describe('Tops of the lower columns, highest first.'),
      fromDeck: z.boolean().describe('Whether a common was taken from the drawing deck.'),
      common: parts.deckCommon,
    }),
    z.strictObject({ type: z.literal('bought'), seat, gave: cards, took: taken }),
    z.strictObject({ type: z.literal('leapt'), seat, gave: z.array(colour), took: cardSchema }),
    z.strictObject({ type: z.literal('drew'), seat, colour: parts.drawn }),
    z.strictObject({ type: z.literal('flipped'), seat, size: z.number().int() }),
    z.strictObject({ type: z.literal('passed'), seat, hand: cards.describe('M18: the hand shown to everyone.') }),
    z.strictObject({ type: z.literal('turn_ended'), seat, turn: z.number().int(), next: seat }),
    z.strictObject({ type: z.literal('resigned'), seat }),
    z.strictObject({
      type: z.literal('game_ended'),
      reason: z.enum(['won', 'blocked', 'max-turns', 'resigned']),
      winners: z.array(seat),
    }),
  ]);
}

export const factSchema = facts({
  hand: cards,
  drawn: colour,
  deckCommon: colour.optional(),
  position: positionSchema,
}).meta({
  id: 'MonadFact',
});
export type MonadFact = z.output<typeof factSchema>;

const seenPosition = positionSchema.omit({ seats: true, deck: true }).extend({
  seats: z.array(positionSeat.extend({ hand: cards.optional(), handSize: z.number().int() })),
  deckSize: z.number().int().nullable(),
});

export const seenFactSchema = facts({
  hand: cards.optional(),
  drawn: colour.optional(),
  deckCommon: colour.optional(),
  position: seenPosition,
}).meta({ id: 'MonadSeenFact', description: 'A fact as the caller may see it: hidden cards are left out.' });
export type MonadSeenFact = z.output<typeof seenFactSchema>;

const placement = z.strictObject({ seat, place: z.number().int(), score: z.number().optional() });

export const viewSchema = z
  .strictObject({
    players: z.number().int(),
    teams: z.boolean(),
    you: seat.nullable().describe('The seat this view is for; null for a spectator.'),
    hand: cards.nullable().describe('Your hand, sorted; null for a spectator.'),
    seats: z.array(
      z.strictObject({
        seat,
        identity: colour,
        monads: z.number().int(),
        handSize: z.number().int(),
        resigned: z.boolean(),
      }),
    ),
    columns: columns.describe('Every column, top first (M7: all public).'),
    monadStack: z.number().int(),
    discard: z.array(colour).describe('First discarded first; the top is last.'),
    deckSize: z.number().int().nullable().describe('null: no drawing deck (M17).'),
    turn: z.strictObject({
      seat,
      number: z.number().int(),
      transactions: z.number().int(),
      prepared: z.boolean(),
      bonusUsed: z.boolean(),
    }),
    passRun: z.array(seat).describe('M19: seats that passed since the last turn that was not a pass.'),
    monadsToWin: z.number().int(),
    options: optionsSchema,
    outcome: z.strictObject({ reason: z.string(), winners: z.array(seat), ranking: z.array(placement) }).nullable(),
    trades: z
      .array(
        z.strictObject({
          cards: z.array(cardSchema).length(2).describe('The pair, as the trade move lists it.'),
          takes: z.enum(TARGETS).describe('The set the trade takes (or a Monad, above quint).'),
        }),
      )
      .optional()
      .describe(
        "Present while the seat whose view this is is to act: each pair of cards it may trade now and what that trade takes (M12: the set above the pair; M12w: a wild card stands for the other card's set, so the set above the card that is not wild).",
      ),
  })
  .meta({ id: 'MonadView' });
export type MonadView = z.output<typeof viewSchema>;

// Every shape the outside world sees, declared once with zod (STYLE.md habit 11): options, moves, facts,
// facts as a viewer sees them, the view and the position. Types are inferred from these schemas, so the
// validation, the TypeScript types and the OpenAPI document cannot drift apart. Semantic checks (a board
// against C3, money totals, whose turn it is) are the engine's job and return rule violations.
import { z } from 'zod';
import { CARD_IDS } from './cards.js';
import { HAND_KINDS } from './poker.js';
import { COLOURS, FACES, MAX_PAWNS, MAX_SQUARES, MAX_TURNS, MONEY, OPTIONS, SUITS } from './vocabulary.js';

const seat = z.int().min(0).max(3);
const pawn = z
  .int()
  .min(0)
  .max(MAX_PAWNS - 1)
  .describe('A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns).');
const square = z
  .int()
  .min(0)
  .max(MAX_SQUARES - 1)
  .describe('A square of the track, 0 = start; the last square is the finish (a pawn there is home).');
const money = z.int().min(0).max(MONEY.total).describe('Dollars; all money moves in multiples of $10,000 (C1).');
const colour = z.enum(COLOURS);
const suit = z.enum(SUITS);
const card = z.enum(CARD_IDS);
const face = z.enum(FACES);
const hand = z.array(face).length(5);
const casinoCards = z.array(card).max(CARD_IDS.length);

// ── Board (C3) ────────────────────────────────────────────────────────────────────────────────────────
export const squareSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('start') }).meta({ id: 'MonteCarloStartSquare' }),
    z.strictObject({ kind: z.literal('green') }).meta({ id: 'MonteCarloGreenSquare' }),
    z.strictObject({ kind: z.literal('bank') }).meta({ id: 'MonteCarloBankSquare' }),
    z.strictObject({ kind: z.literal('to-bank-1') }).meta({ id: 'MonteCarloToBank1Square' }),
    z.strictObject({ kind: z.literal('to-bank-2') }).meta({ id: 'MonteCarloToBank2Square' }),
    // items: false closes the tuple (JSON Schema 2020-12), which prefixItems alone leaves open.
    z
      .strictObject({ kind: z.literal('casino-3'), suits: z.tuple([suit, suit, suit]).meta({ items: false }) })
      .meta({ id: 'MonteCarloCasino3Square' }),
    z.strictObject({ kind: z.literal('casino-2') }).meta({ id: 'MonteCarloCasino2Square' }),
    z.strictObject({ kind: z.literal('casino-1') }).meta({ id: 'MonteCarloCasino1Square' }),
    z.strictObject({ kind: z.literal('finish') }).meta({ id: 'MonteCarloFinishSquare' }),
  ])
  .meta({ id: 'MonteCarloSquare', description: 'C3: one square of the track.' });
export type Square = z.infer<typeof squareSchema>;
export type SquareKind = Square['kind'];

export const optionsSchema = z.strictObject({
  board: z
    .array(squareSchema)
    .max(MAX_SQUARES)
    .optional()
    .describe(
      `Another track, validated against C3, of at most ${MAX_SQUARES} squares; default: the reconstructed board (61 squares).`,
    ),
  maxTurns: z
    .int()
    .min(1)
    .max(MAX_TURNS)
    .optional()
    .describe('End the game after this many turns and rank it by points (C21).'),
});
export type MonteCarloOptions = z.infer<typeof optionsSchema>;

// ── Moves: every decision of the turn, by the seat that must make it ───────────────────────────────────
export const moveSchema = z.discriminatedUnion('type', [
  z
    .strictObject({ type: z.literal('name_colour'), colour })
    .describe('C8: two players name the colour they will move, before rolling.'),
  z.strictObject({ type: z.literal('roll') }).describe('C6: roll the die.'),
  z.strictObject({ type: z.literal('move_pawn'), pawn }).describe('C6/C7: move this pawn by the number rolled.'),
  z
    .object({ type: z.literal('bet'), suits: z.array(suit).min(1).max(2) })
    .describe(
      'C14: the bet on a casino-2 (two suits) or casino-1 (one suit) square, suits in the order spades, hearts, diamonds, clubs.',
    ),
  z
    .strictObject({ type: z.literal('choose'), option: z.enum(OPTIONS) })
    .describe('C14: after a casino win, A (collect and move again) or B (move roll × card number).'),
  z
    .strictObject({ type: z.literal('call_poker'), pawn })
    .describe('C17: challenge this opponent pawn in your stack; the stake is named next.'),
  z.strictObject({ type: z.literal('end_turn') }).describe('C17/C18: call no (further) poker and end the turn.'),
  z
    .strictObject({ type: z.literal('pledge'), amount: money })
    .describe('C19: join the challenger with this amount (0 to stay out).'),
  z.strictObject({ type: z.literal('stake'), amount: money }).describe('C17: the stake of the poker just called.'),
  z
    .object({ type: z.literal('throw'), dice: z.array(z.int().min(0).max(4)).min(1).max(5) })
    .describe('C18: throw these poker dice (indexes 0–4, ascending); the first throw of a hand throws all five.'),
  z.strictObject({ type: z.literal('stop_throwing') }).describe('C18: keep the hand as it lies.'),
  z
    .strictObject({ type: z.literal('send_back'), pawn })
    .describe('C15/C16: the pawn a ruin sends back to the bank behind it (or the start).'),
]);
export type Move = z.infer<typeof moveSchema>;
export type MoveType = Move['type'];

// ── Position: a complete table at the start of a turn step, for custom games ─────────────────────────────
export const positionSchema = z
  .object({
    seats: z
      .array(z.strictObject({ colours: z.array(colour).min(1).max(2), money }))
      .min(2)
      .max(4)
      .describe('One entry per seat in turn order: the colours it plays (two with two players) and its money.'),
    pawns: z
      .array(z.strictObject({ colour, at: z.union([square, z.literal('home')]) }))
      .max(MAX_PAWNS)
      .describe('Every pawn, seat by seat and colour by colour (the index is the pawn id): its square or home.'),
    stacks: z
      .array(z.strictObject({ square, pawns: z.array(pawn).max(MAX_PAWNS) }))
      .max(MAX_PAWNS)
      .optional()
      .describe(
        'Stacking order (bottom first) on green squares holding several pawns; unlisted squares stack in id order.',
      ),
    bank: money,
    drawPile: casinoCards.describe('The casino draw pile, top first (secret in views).'),
    resultPile: casinoCards.describe('The casino result pile, oldest first; the last card is on top.'),
    turn: z.strictObject({
      seat,
      number: z
        .int()
        .min(1)
        .max(MAX_TURNS)
        .describe('The number of this turn, counting from 1 (maxTurns counts these).'),
      step: z.enum(['name_colour', 'roll', 'move_pawn']),
      colour: colour.optional().describe('With two players, the colour named (steps roll and move_pawn).'),
      die: z
        .int()
        .min(1)
        .max(6)
        .optional()
        .describe('The number rolled (step move_pawn; a tax on a 4 is already settled).'),
    }),
  })
  .describe('A complete Monte Carlo Gamble table; the bank and the players hold $1,000,000 together.');
export type Position = z.infer<typeof positionSchema>;

export const seenPositionSchema = positionSchema
  .omit({ drawPile: true })
  .extend({ drawPileSize: z.int().min(0).describe('How many cards the draw pile holds; their order is secret.') });
export type SeenPosition = z.infer<typeof seenPositionSchema>;

// ── Facts: what happened, in order; folding them gives the state ───────────────────────────────────────
const party = z.union([seat, z.literal('bank')]);
export const TRANSFER_REASONS = ['tax', 'bank', 'start', 'casino-win', 'casino-loss', 'poker'] as const;
export const MOVE_REASONS = ['die', 'casino-a', 'casino-b', 'casino-loss', 'arrow'] as const;
export const RUIN_CAUSES = ['tax', 'casino', 'poker'] as const;
export const TAX_REASONS = ['pawn-on-start', 'standard', 'last-pawn'] as const;
export const END_REASONS = ['won', 'max-turns', 'resigned'] as const;
export type RuinCause = (typeof RUIN_CAUSES)[number];
export type EndReason = (typeof END_REASONS)[number];

const deckShuffled = z.strictObject({
  type: z.literal('deck_shuffled'),
  order: z.array(card).describe('The new draw pile, top first.'),
});

const commonFacts = [
  z.strictObject({ type: z.literal('turn_started'), seat, turn: z.int().min(1) }),
  z.strictObject({ type: z.literal('colour_named'), seat, colour }),
  z.strictObject({ type: z.literal('die_rolled'), seat, die: z.int().min(1).max(6) }),
  z.strictObject({ type: z.literal('tax_assessed'), seat, amount: money, reason: z.enum(TAX_REASONS) }),
  z.strictObject({
    type: z.literal('transfer'),
    from: party,
    to: party,
    amount: money,
    reason: z.enum(TRANSFER_REASONS),
  }),
  z
    .strictObject({ type: z.literal('excess_returned'), seat, amount: money })
    .describe('C16: money above $250,000 goes back to the bank.'),
  z.strictObject({ type: z.literal('ruined'), seat, cause: z.enum(RUIN_CAUSES), chooser: seat.nullable() }),
  z.strictObject({ type: z.literal('pawn_sent_back'), pawn, from: square, to: square }),
  z.strictObject({ type: z.literal('pawn_moved'), pawn, from: square, to: square, reason: z.enum(MOVE_REASONS) }),
  z.strictObject({ type: z.literal('bet_placed'), seat, pawn, square, suits: z.array(suit) }),
  z.strictObject({ type: z.literal('card_drawn'), card, win: z.boolean() }),
  z.strictObject({ type: z.literal('option_chosen'), seat, option: z.enum(OPTIONS) }),
  z.strictObject({ type: z.literal('poker_offered'), seat, pawn, targets: z.array(pawn) }),
  z.strictObject({
    type: z.literal('poker_called'),
    seat,
    pawn,
    target: pawn,
    opponent: seat,
    pledgers: z.array(seat),
  }),
  z.strictObject({ type: z.literal('pledged'), seat, amount: money }),
  z.strictObject({
    type: z.literal('stake_set'),
    seat,
    stake: money,
    shares: z.array(z.strictObject({ seat, amount: money })),
  }),
  z.strictObject({ type: z.literal('dice_thrown'), seat, dice: z.array(z.int().min(0).max(4)), faces: hand }),
  z.strictObject({ type: z.literal('throws_stopped'), seat, throws: z.int().min(1).max(3) }),
  z.strictObject({ type: z.literal('sudden_death'), challenger: hand, opponent: hand }),
  z.strictObject({
    type: z.literal('poker_won'),
    seat,
    loser: seat,
    challengerHand: z.enum(HAND_KINDS),
    opponentHand: z.enum(HAND_KINDS),
  }),
  z
    .strictObject({ type: z.literal('pawn_raised'), pawn, square })
    .describe('C18: the winning opponent pawn goes to the top of the stack.'),
  z
    .strictObject({ type: z.literal('poker_abandoned'), seat })
    .describe('C21: the challenged player resigned during the duel.'),
  z.strictObject({ type: z.literal('turn_ended'), seat }),
  z.strictObject({ type: z.literal('resigned'), seat }),
  z.strictObject({ type: z.literal('game_ended'), reason: z.enum(END_REASONS), winner: seat.nullable() }),
] as const;

export const factSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('position_set'), position: positionSchema }),
  deckShuffled,
  ...commonFacts,
]);
export type Fact = z.infer<typeof factSchema>;
export type FactType = Fact['type'];

export const seenFactSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('position_set'), position: seenPositionSchema }),
  z.strictObject({
    type: z.literal('deck_shuffled'),
    cards: z.int().min(0).describe('How many cards the new draw pile holds.'),
  }),
  ...commonFacts,
]);
export type SeenFact = z.infer<typeof seenFactSchema>;

// ── State parts that the view shows as they are ─────────────────────────────────────────────────────────
export const stepSchema = z
  .discriminatedUnion('type', [
    z.strictObject({ type: z.literal('setup') }).meta({ id: 'MonteCarloSetupStep' }),
    z.strictObject({ type: z.literal('name_colour') }).meta({ id: 'MonteCarloNameColourStep' }),
    z.strictObject({ type: z.literal('roll') }).meta({ id: 'MonteCarloRollStep' }),
    z.strictObject({ type: z.literal('move_pawn') }).meta({ id: 'MonteCarloMovePawnStep' }),
    z.strictObject({ type: z.literal('bet'), pawn, square }).meta({ id: 'MonteCarloBetStep' }),
    z.strictObject({ type: z.literal('option'), pawn, card }).meta({ id: 'MonteCarloOptionStep' }),
    z
      .strictObject({ type: z.literal('poker_call'), pawn, targets: z.array(pawn) })
      .meta({ id: 'MonteCarloPokerCallStep' }),
    z.strictObject({ type: z.literal('pledge') }).meta({ id: 'MonteCarloPledgeStep' }),
    z.strictObject({ type: z.literal('stake') }).meta({ id: 'MonteCarloStakeStep' }),
    z.strictObject({ type: z.literal('throw') }).meta({ id: 'MonteCarloThrowStep' }),
    z.object({ type: z.literal('resolving') }).meta({
      id: 'MonteCarloResolvingStep',
      description: 'Nothing of the turn is awaited: between moves only while `ruins` are being settled after a poker.',
    }),
    z.strictObject({ type: z.literal('over') }).meta({ id: 'MonteCarloOverStep' }),
  ])
  .meta({ id: 'MonteCarloStep', description: 'What the table waits for now.' });
export type Step = z.infer<typeof stepSchema>;

const share = z.strictObject({ seat, amount: money });
export const duelSchema = z.strictObject({
  challenger: seat,
  pawn,
  opponent: seat,
  target: pawn,
  pending: z.array(seat).describe('C19: seats still to pledge, in order.'),
  pledges: z.array(share),
  stake: money.nullable(),
  shares: z.array(share).describe('C19: who stands for which part of the stake; the challenger alone without pledges.'),
  thrower: seat.nullable(),
  challengerHand: hand.nullable(),
  challengerThrows: z.int().min(0).max(3),
  opponentHand: hand.nullable(),
  opponentThrows: z.int().min(0).max(3),
  winner: seat.nullable(),
});
export type Duel = z.infer<typeof duelSchema>;

export const ruinSchema = z.strictObject({ seat, cause: z.enum(RUIN_CAUSES), chooser: seat.nullable() });
export type Ruin = z.infer<typeof ruinSchema>;

export const outcomeSchema = z.strictObject({
  reason: z.enum(END_REASONS),
  winners: z.array(seat),
  ranking: z.array(z.strictObject({ seat, place: z.int().min(1), score: z.int().optional() })),
});
export type MonteCarloOutcome = z.infer<typeof outcomeSchema>;

export const viewSchema = z.strictObject({
  viewer: seat.nullable(),
  players: z.int().min(2).max(4),
  board: z.array(squareSchema),
  seats: z.array(
    z.strictObject({
      seat,
      colours: z.array(colour),
      money,
      resigned: z.boolean(),
      pawnsHome: z.int().min(0),
      points: z.int().min(0).describe('C21: pawns home × their worth, plus money.'),
    }),
  ),
  bank: money,
  pawns: z.array(
    z.strictObject({
      pawn,
      seat,
      colour,
      at: z
        .union([square, z.literal('home'), z.literal('off')])
        .describe('`off`: the pawn of a resigned player left the track.'),
      blocked: z.boolean().describe('C10: an opponent pawn lies above it.'),
    }),
  ),
  stacks: z.array(z.strictObject({ square, pawns: z.array(pawn).describe('Bottom first; the last is the master.') })),
  casino: z.strictObject({
    drawPile: z.int().min(0).describe('Cards left to draw (their order is secret).'),
    resultPile: z.array(card),
  }),
  turn: z
    .strictObject({
      seat,
      number: z.int().min(1),
      // A union rather than .nullable(): the OpenAPI document then says `anyOf` [the colours, null] instead of
      // an enum holding null, which generators read as one more colour.
      colour: z.union([colour, z.null()]),
      die: z.int().min(1).max(6).nullable(),
    })
    .nullable(),
  step: stepSchema,
  duel: duelSchema.nullable(),
  ruins: z.array(ruinSchema),
  toAct: z.array(seat),
  maxTurns: z.int().min(1).nullable(),
  outcome: outcomeSchema.nullable(),
});
export type View = z.infer<typeof viewSchema>;

// describeFact: one plain sentence for every fact type a viewer can receive. The table of examples is
// typed by fact type, so a new fact in the schema fails the typecheck here until it has its sentence.
import { describe, expect, it } from 'vitest';
import type { MonteCarloFact } from '../../../../web/src/api/types';
import { monteCarloUi } from '../../../../web/src/games/monte-carlo';
import { names } from './support';

type Examples = { readonly [T in MonteCarloFact['type']]: readonly [Extract<MonteCarloFact, { type: T }>, string] };

const hand = ['Q', 'Q', 'K', '9', 'A'] as const;

const EXAMPLES: Examples = {
  position_set: [
    {
      type: 'position_set',
      position: {
        seats: [
          { colours: ['red'], money: 10_000 },
          { colours: ['blue'], money: 10_000 },
          { colours: ['yellow'], money: 10_000 },
        ],
        pawns: [],
        bank: 970_000,
        drawPileSize: 17,
        resultPile: [],
        turn: { seat: 0, number: 1, step: 'roll' },
      },
    },
    'The table is set for 3 players, with 17 casino cards face down.',
  ],
  deck_shuffled: [{ type: 'deck_shuffled', cards: 17 }, 'The casino cards are shuffled into a new draw pile of 17.'],
  turn_started: [{ type: 'turn_started', seat: 1, turn: 4 }, 'Turn 4: Grace plays.'],
  colour_named: [{ type: 'colour_named', seat: 0, colour: 'yellow' }, 'Ada will move yellow.'],
  die_rolled: [{ type: 'die_rolled', seat: 0, die: 5 }, 'Ada rolls a 5.'],
  tax_assessed: [
    { type: 'tax_assessed', seat: 0, amount: 40_000, reason: 'last-pawn' },
    'Ada rolled a 4 with one pawn left to bring home and owes double tax, $40,000.',
  ],
  transfer: [
    { type: 'transfer', from: 'bank', to: 2, amount: 50_000, reason: 'bank' },
    'The bank pays Linus $50,000 for reaching a bank.',
  ],
  excess_returned: [
    { type: 'excess_returned', seat: 0, amount: 50_000 },
    'Ada gives $50,000 back to the bank: nobody holds more than $250,000.',
  ],
  ruined: [
    { type: 'ruined', seat: 1, cause: 'poker', chooser: 0 },
    'Grace is ruined by the poker: Ada chooses which pawn goes back.',
  ],
  pawn_sent_back: [
    { type: 'pawn_sent_back', pawn: 3, from: 20, to: 15 },
    'Pawn 3 goes back from square 20 to square 15.',
  ],
  pawn_moved: [
    { type: 'pawn_moved', pawn: 0, from: 9, to: 24, reason: 'casino-b' },
    'Pawn 0 moves further (option B) from square 9 to 24.',
  ],
  bet_placed: [
    { type: 'bet_placed', seat: 0, pawn: 0, square: 9, suits: ['hearts', 'clubs'] },
    'Ada bets on hearts and clubs (♥♣) at the casino on square 9.',
  ],
  card_drawn: [{ type: 'card_drawn', card: 'clubs-3', win: true }, 'The casino turns up the 3 of clubs: a win.'],
  option_chosen: [
    { type: 'option_chosen', seat: 0, option: 'A' },
    "Ada takes A: collect twice the card's value and move again.",
  ],
  poker_offered: [
    { type: 'poker_offered', seat: 0, pawn: 0, targets: [3, 6] },
    'Ada is master of the stack and may call poker against pawn 3 or pawn 6.',
  ],
  poker_called: [
    { type: 'poker_called', seat: 0, pawn: 0, target: 3, opponent: 1, pledgers: [2] },
    "Ada calls poker against Grace's pawn 3; Linus may pledge.",
  ],
  pledged: [{ type: 'pledged', seat: 2, amount: 0 }, 'Linus stays out of the poker.'],
  stake_set: [
    { type: 'stake_set', seat: 0, stake: 30_000, shares: [{ seat: 0, amount: 30_000 }] },
    'Ada stakes $30,000.',
  ],
  dice_thrown: [{ type: 'dice_thrown', seat: 1, dice: [2, 4], faces: [...hand] }, 'Grace throws 2 dice: Q Q K 9 A.'],
  throws_stopped: [{ type: 'throws_stopped', seat: 1, throws: 2 }, 'Grace keeps the hand after 2 throws.'],
  sudden_death: [
    { type: 'sudden_death', challenger: [...hand], opponent: ['A', 'A', 'K', 'K', '9'] },
    'A complete tie: one more throw each, Q Q K 9 A against A A K K 9.',
  ],
  poker_won: [
    { type: 'poker_won', seat: 1, loser: 0, challengerHand: 'one-pair', opponentHand: 'full-house' },
    'Grace beats Ada at poker (one pair for the challenger, a full house for the challenged).',
  ],
  pawn_raised: [{ type: 'pawn_raised', pawn: 3, square: 22 }, 'Pawn 3 rises to the top of the stack on square 22.'],
  poker_abandoned: [{ type: 'poker_abandoned', seat: 1 }, 'The poker is off: Grace resigned.'],
  turn_ended: [{ type: 'turn_ended', seat: 0 }, 'Ada ends the turn.'],
  resigned: [{ type: 'resigned', seat: 2 }, 'Linus resigns; their pawns leave the track.'],
  game_ended: [
    { type: 'game_ended', reason: 'max-turns', winner: 1 },
    'The last turn is played: Grace wins on points.',
  ],
};

describe('describeFact', () => {
  it.each(Object.entries(EXAMPLES))('%s reads as one sentence', (_type, [fact, sentence]) => {
    expect(monteCarloUi.describeFact(fact, names)).toBe(sentence);
  });

  it('words every reason of a transfer, a move, a tax and an end', () => {
    const say = (fact: MonteCarloFact) => monteCarloUi.describeFact(fact, names);
    expect(say({ type: 'transfer', from: 0, to: 'bank', amount: 20_000, reason: 'tax' })).toBe(
      'Ada pays the bank $20,000 in tax.',
    );
    expect(say({ type: 'transfer', from: 0, to: 1, amount: 30_000, reason: 'poker' })).toBe(
      'Ada pays Grace $30,000 on the poker.',
    );
    expect(say({ type: 'pawn_moved', pawn: 4, from: 7, to: 15, reason: 'arrow' })).toBe(
      'Pawn 4 follows the arrow from square 7 to 15.',
    );
    expect(say({ type: 'tax_assessed', seat: 0, amount: 0, reason: 'pawn-on-start' })).toBe(
      'Ada rolled a 4 but owes no tax: a pawn is still on the start.',
    );
    expect(say({ type: 'game_ended', reason: 'won', winner: 0 })).toBe(
      'Ada brought every pawn home and wins the game.',
    );
    // C21: at the turn limit the engine names no winner; the outcome's ranking by points decides.
    expect(say({ type: 'game_ended', reason: 'max-turns', winner: null })).toBe(
      'The last turn is played: the game is ranked by points.',
    );
    expect(say({ type: 'card_drawn', card: 'jackpot', win: true })).toBe(
      'The casino turns up the jackpot (all suits, 5): a win.',
    );
  });
});

describe('the game module', () => {
  it('is Monte Carlo Gamble for 2 to 4 players, with no options set by default', () => {
    expect(monteCarloUi.title()).toBe('Monte Carlo Gamble');
    expect(monteCarloUi).toMatchObject({
      id: 'monte-carlo',
      minPlayers: 2,
      maxPlayers: 4,
      defaultOptions: {},
    });
  });
});

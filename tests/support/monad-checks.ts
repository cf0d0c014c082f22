// Checks shared by Monad's property tests (tests/games/monad/random-*.test.ts), each stated from the rule
// book and exercised through the game contract only: the listed moves against an independent reading of the
// rules (monad-reference.ts), refusals and their rule codes, the views and redacted facts against an
// independent ledger of every card (monad-ledger.ts). Assertions on the hot path are cheap when they hold
// (node's deep equality) and fall back to vitest's diff when they do not.
import { isDeepStrictEqual } from 'node:util';
import { expect } from 'vitest';
import { pick, type Chance, type Rng, type Seat } from '../../src/engine/index.js';
import { monad, type MonadFact, type MonadMove, type MonadState, type MonadView } from '../../src/games/monad/index.js';
import { seenFactSchema, viewSchema } from '../../src/games/monad/schemas.js';
import { ALL_KINDS, boxCount, type Ledger } from './monad-ledger.js';
import {
  COLOURS,
  COLUMNS,
  SETS,
  WARM,
  canonicalMove,
  sorted,
  type Card,
  type CardSet,
  type Colour,
} from './monad-positions.js';
import { canonicalList, referenceAccepts, referenceMoves } from './monad-reference.js';

/** Which rule's codes may refuse a move of this type (M9 for a whole turn after a transaction). */
export const FAMILY: Record<MonadMove['type'], RegExp> = {
  trade: /^monad\/M1(2|2w|3)-/,
  buy: /^monad\/M14-/,
  leap: /^monad\/M15-/,
  draw: /^monad\/M(9|16)-/,
  flip: /^monad\/M(9|17)-/,
  pass: /^monad\/M(9|18)-/,
  end_turn: /^monad\/M9-/,
};

/** Hot-path assertions: cheap when they hold, vitest's diff when they do not. */
export function same(actual: unknown, expected: unknown, what: string): void {
  if (!isDeepStrictEqual(actual, expected)) expect(actual, what).toEqual(expected);
}
export function holdsTrue(condition: boolean, what: string): void {
  if (!condition) expect.fail(what);
}

const key = (card: Card): string => `${card.set}:${card.colour}`;
const count = (cards: readonly Card[], card: Card): number => cards.filter(c => key(c) === key(card)).length;

/** Every listed move is accepted; the list is what the rule book allows, no move twice, the same when asked again. */
export function listedMovesAreLegal(state: MonadState, seat: Seat, legal: readonly MonadMove[]): void {
  same(monad.toAct(state), [seat], 'the seat to act');
  for (const move of legal) {
    const decision = monad.decide(state, seat, move, noDraws);
    if (!decision.ok)
      expect.fail(`listed ${JSON.stringify(move)} refused: ${decision.violation.code} ${decision.violation.message}`);
  }
  same(
    canonicalList(legal),
    canonicalList(referenceMoves(monad.view(state, seat))),
    'the listed moves are those the rule book allows',
  );
  holdsTrue(new Set(legal.map(canonicalMove)).size === legal.length, 'no move listed twice');
  same(monad.legalMoves(state, seat), legal, 'same position, same list');
  for (let other = 0; other < monad.view(state, null).players; other++) {
    if (other !== seat) same(monad.legalMoves(state, other), [], `seat ${other} is not to act`);
  }
}

/** Moves that are not legal are refused with the right rule's code, and no decision changes the state. */
export function refusalsChangeNothing(state: MonadState, seat: Seat, rng: Rng, players: number): void {
  const snapshot = structuredClone(state);
  const view = monad.view(state, seat);
  const hand = view.hand ?? [];
  const fresh = view.turn.transactions === 0;
  const refused = (move: MonadMove, by: Seat = seat) => {
    const decision = monad.decide(state, by, move, noDraws);
    if (decision.ok) throw new Error(`accepted ${JSON.stringify(move)} from seat ${by}; the rules refuse it`);
    holdsTrue(decision.violation.message.length > 0, 'a refusal says why');
    return decision.violation.code;
  };

  // Wrong cards: a same-set warm/cool trade into a full column, with a card the hand lacks.
  const tradeSet = (['common', 'bi', 'tri', 'quad', 'quint'] as const).find(
    (set, r) =>
      (r === 4 ? view.monadStack > 0 : view.columns[COLUMNS[r] as (typeof COLUMNS)[number]].length > 0) &&
      COLOURS.some(c => count(hand, { set, colour: c }) === 0),
  );
  if (tradeSet) {
    const missing = COLOURS.find(c => count(hand, { set: tradeSet, colour: c }) === 0) as Colour;
    const partner = COLOURS.find(c => isWarm(c) !== isWarm(missing)) as Colour;
    expect(
      refused({
        type: 'trade',
        cards: [
          { set: tradeSet, colour: missing },
          { set: tradeSet, colour: partner },
        ],
      }),
    ).toBe('monad/M12-not-in-hand');
  }
  // Wrong cards: a bi bought with more commons of one colour than the hand holds.
  if (view.columns.bi.length > 0) {
    const colour = pick(COLOURS, rng);
    const n = Math.max(3, count(hand, { set: 'common', colour }) + 1);
    expect(
      refused({
        type: 'buy',
        target: 'bi',
        cards: Array.from({ length: n }, () => ({ set: 'common' as const, colour })),
      }),
    ).toBe('monad/M14-not-in-hand');
  }
  // Wrong cards: a leap (when one is allowed) with a common the hand lacks.
  const lacking = COLOURS.find(c => count(hand, { set: 'common', colour: c }) === 0);
  if (view.turn.prepared && lacking && view.columns.tri.length > 0) {
    const others = COLOURS.filter(c => c !== lacking).slice(0, 3);
    expect(refused({ type: 'leap', commons: [lacking, ...others] })).toBe('monad/M15-not-in-hand');
  }
  // A leap without a trade or buy first.
  const held = COLOURS.filter(c => count(hand, { set: 'common', colour: c }) > 0);
  if (!view.turn.prepared && held.length >= 4 && view.columns.tri.length > 0) {
    expect(refused({ type: 'leap', commons: held.slice(0, 4) })).toBe('monad/M15-prepare-first');
  }
  // A pass that M18 forbids; draw, flip or pass after a transaction (M9); end_turn before one (M9).
  const legal = new Set(referenceMoves(view).map(canonicalMove));
  if (fresh && !legal.has(canonicalMove({ type: 'pass' })))
    expect(refused({ type: 'pass' })).toBe('monad/M18-pass-not-allowed');
  if (!fresh)
    for (const type of ['draw', 'flip', 'pass'] as const) expect(refused({ type })).toBe('monad/M9-whole-turn-only');
  if (fresh) expect(refused({ type: 'end_turn' })).toBe('monad/M9-no-transaction');
  // Acting out of turn, with a move that is legal for the seat to act.
  const sample = monad.legalMoves(state, seat)[0];
  for (let other = 0; other < players && sample; other++)
    if (other !== seat) expect(refused(sample, other)).toBe('monad/M8-not-your-turn');
  // Random well-formed moves: accepted exactly when the rule book accepts them, otherwise refused by the move's own rule.
  for (let i = 0; i < 6; i++) {
    const move = randomMove(rng, hand);
    const decision = monad.decide(state, seat, move, noDraws);
    const expected = referenceAccepts(view, move);
    if (decision.ok !== expected) {
      throw new Error(
        `${JSON.stringify(move)}: engine ${decision.ok ? 'accepts' : `refuses (${decision.violation.code})`}, the rule book ${expected ? 'accepts' : 'refuses'}`,
      );
    }
    if (!decision.ok)
      holdsTrue(
        FAMILY[move.type].test(decision.violation.code),
        `${JSON.stringify(move)} refused with ${decision.violation.code}`,
      );
  }
  same(state, snapshot, 'no decision changes the state');
}

const isWarm = (c: Colour): boolean => (WARM as readonly Colour[]).includes(c);

/** A well-formed move, mostly from the hand's own cards, often illegal. */
function randomMove(rng: Rng, hand: readonly Card[]): MonadMove {
  const anyCard = (): Card =>
    hand.length > 0 && rng.int(4) > 0
      ? pick(hand, rng)
      : { set: pick(SETS, rng) as CardSet, colour: pick(COLOURS, rng) };
  switch (rng.int(5)) {
    case 0:
    case 1: {
      // Trades: sometimes a pair the hand could trade, sometimes anything.
      const a = anyCard();
      const b = anyCard();
      const takeBonus = [undefined, true, false][rng.int(3)];
      return takeBonus === undefined ? { type: 'trade', cards: [a, b] } : { type: 'trade', cards: [a, b], takeBonus };
    }
    case 2: {
      const n = 1 + rng.int(5);
      const cards = Array.from({ length: n }, anyCard);
      return { type: 'buy', target: pick(['bi', 'tri', 'quad', 'quint', 'monad'] as const, rng), cards };
    }
    case 3: {
      const n = 3 + rng.int(5);
      return { type: 'leap', commons: Array.from({ length: n }, () => pick(COLOURS, rng)) };
    }
    default:
      return { type: pick(['draw', 'flip', 'pass', 'end_turn'] as const, rng) };
  }
}

/** Card conservation (M4, M5) and the views agreeing with the ledger, for every seat and a spectator. */
export function holdsTogether(config: { players: number }, state: MonadState, ledger: Ledger): void {
  const { table, hands } = agreesWithLedger(config.players, state, ledger);
  conserved(config, table, hands, ledger);
}

/** Each seat's view of its hand, and the public table, are where the ledger says the cards are. */
export function agreesWithLedger(
  players: number,
  state: MonadState,
  ledger: Ledger,
): { table: MonadView; hands: Card[][] } {
  const table = monad.view(state, null);
  expectPrivate(table, null);
  const hands = Array.from({ length: players }, (_, s) => {
    const view = monad.view(state, s);
    expectPrivate(view, s);
    return view.hand ?? [];
  });
  hands.forEach((hand, s) => {
    same(sorted(hand), sorted(ledger.hands[s] ?? []), `seat ${s}'s hand`);
    same(table.seats[s]?.handSize, hand.length, `seat ${s}'s hand size`);
    same(table.seats[s]?.monads, ledger.monads[s], `seat ${s}'s Monads`);
  });
  same(table.columns, ledger.columns, 'the columns');
  same(table.discard, ledger.discard, 'the discard pile');
  same(table.deckSize, ledger.deck === null ? null : ledger.deck.length, 'the deck size');
  same(table.monadStack, ledger.stack, 'the Monad stack');
  return { table, hands };
}

function conserved(config: { players: number }, table: MonadView, hands: Card[][], ledger: Ledger): void {
  // Every card of the box, less the removed ones, is in a hand, a column, the discard pile or the deck.
  const everywhere: Card[] = [
    ...hands.flat(),
    ...COLUMNS.flatMap(set => table.columns[set].map(colour => ({ set, colour }))),
    ...table.discard.map(colour => ({ set: 'common' as const, colour })),
    ...(ledger.deck ?? []).map(colour => ({ set: 'common' as const, colour })),
  ];
  for (const kind of ALL_KINDS) {
    const removed = kind.set === 'common' ? ledger.removed.commons.filter(c => c === kind.colour).length : 0;
    same(count(everywhere, kind), boxCount(kind) - removed, `every ${kind.colour} ${kind.set} is somewhere`);
  }
  same(table.monadStack + table.seats.reduce((sum, s) => sum + s.monads, 0), 10, 'the Monads total 10');
  // One identity card and one bonus card per seat; the others removed (M5, M6).
  const identities = table.seats.map(s => s.identity);
  same([...identities, ...ledger.removed.identities].sort(), [...COLOURS].sort(), 'identity cards');
  same(config.players + ledger.removed.bonus, 4, 'bonus cards');
}

/** A view is the strict schema (so no field for another hand or the deck), with the viewer's hand only. */
export function expectPrivate(view: MonadView, viewer: Seat | null): void {
  holdsTrue(viewSchema.safeParse(view).success, 'a view is exactly the view schema');
  same(view.you, viewer, 'the view is for its viewer');
  if (viewer === null) same(view.hand, null, 'a spectator sees no hand');
  expectNoSecrets(view);
}

function expectNoSecrets(value: unknown): void {
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [k, inner] of Object.entries(v)) {
        holdsTrue(!/^(deck|hands|seed|rng|random.*)$/i.test(k), `a secret-looking key "${k}"`);
        walk(inner);
      }
    }
  };
  walk(value);
}

/** Redaction: the drawn card and the bonus common to their taker only, the deal's hands to their owners. */
export function expectRedacted(fact: MonadFact, players: number): void {
  for (const viewer of [...Array.from({ length: players }, (_, s) => s), null]) {
    const seen = monad.redact(fact, viewer);
    holdsTrue(seenFactSchema.safeParse(seen).success, 'a redacted fact is exactly the seen-fact schema');
    expectNoSecrets(seen);
    switch (fact.type) {
      case 'drew':
        same(
          seen,
          viewer === fact.seat ? fact : { type: 'drew', seat: fact.seat },
          'the drawn card, to the drawer only',
        );
        break;
      case 'bonus_taken': {
        const { common: _hidden, ...rest } = fact;
        same(seen, viewer === fact.seat ? fact : rest, 'the bonus common, to its taker only');
        break;
      }
      case 'dealt':
        if (seen.type !== 'dealt') throw new Error('redacted into another type');
        seen.seats.forEach((s, i) =>
          same(s.hand, i === viewer ? fact.seats[i]?.hand : undefined, `seat ${i}'s dealt hand`),
        );
        break;
      default:
        same(seen, fact, `${fact.type} is public`);
    }
  }
}

/** Monad's decisions never draw: every random card is already in a fact. */
export const noDraws: Chance = {
  stream(): never {
    throw new Error('decide drew randomness');
  },
};

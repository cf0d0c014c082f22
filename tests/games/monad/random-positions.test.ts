// Property tests over random positions (M4/M5-consistent custom positions, random turn states): the legal-move
// list equals an independent reading of the rule book, each listed move is accepted and moves the cards
// where the rules say (M12–M18, with the bonusStopsAtGap variant), other moves are refused with their
// rule's code, and a move reaching the Monads needed wins (M11, M20). A focused property covers M18,
// whose pass is rare in random play.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { seededRng } from '../../../src/engine/index.js';
import { monad, type MonadFact, type MonadMove } from '../../../src/games/monad/index.js';
import {
  agreesWithLedger,
  expectRedacted,
  listedMovesAreLegal,
  noDraws,
  refusalsChangeNothing,
  same,
} from '../../support/monad-checks.js';
import { Ledger } from '../../support/monad-ledger.js';
import {
  COLOURS,
  COLUMNS,
  MONADS_TO_WIN,
  SETS,
  TABLE_COMMONS,
  TABLE_IDENTITIES,
  columnsBesides,
  given,
  sorted,
  type Card,
  type Colour,
  type PositionInput,
} from '../../support/monad-positions.js';
import { referenceMoves } from '../../support/monad-reference.js';

/** A random position (M4-consistent: every card at most once), with a random turn state and Monads short of a win. */
const positions = fc.integer({ min: 2, max: 4 }).chain(players => {
  const short = (MONADS_TO_WIN[players] ?? 3) - 1;
  const hand = fc.integer({ min: 0, max: players - 1 });
  // Where a column card is: its column (most often), a hand, or out of play.
  const columnCard = fc.tuple(
    fc.oneof(
      { arbitrary: fc.constant(-1), weight: 5 },
      { arbitrary: hand, weight: 2 },
      { arbitrary: fc.constant(-2), weight: 1 },
    ),
    fc.nat(),
  );
  // Where a common is: a hand, the discard pile, the deck, or out of play.
  const commonCard = fc.tuple(fc.oneof(hand, fc.constantFrom(-1, -2, -3)), fc.nat());
  return fc.record({
    players: fc.constant(players),
    teams: players === 4 ? fc.boolean() : fc.constant(false),
    bonusStopsAtGap: fc.boolean(),
    // Which piles exist, and whether hands are thin: so that flips and passes (M17, M18) come up too.
    piles: fc.constantFrom('both', 'deck', 'discard', 'none'),
    thin: fc.boolean(),
    identities: fc.shuffledSubarray([...(TABLE_IDENTITIES[players] ?? [])], { minLength: players, maxLength: players }),
    columnCards: fc.array(columnCard, { minLength: 24, maxLength: 24 }),
    commonCards: fc.array(commonCard, { minLength: 24, maxLength: 24 }),
    monads: fc.array(fc.integer({ min: 0, max: players === 4 ? 2 : short }), {
      minLength: players,
      maxLength: players,
    }),
    turn: fc.record({
      seat: fc.integer({ min: 0, max: players - 1 }),
      number: fc.integer({ min: 1, max: 60 }),
      transactions: fc.integer({ min: 0, max: 2 }),
      prepared: fc.boolean(),
      bonusUsed: fc.boolean(),
    }),
  });
});
type Drawn = typeof positions extends fc.Arbitrary<infer P> ? P : never;

function positionOf(p: Drawn): PositionInput {
  const hands: Card[][] = Array.from({ length: p.players }, () => []);
  const columns: Record<(typeof COLUMNS)[number], [number, Colour][]> = { bi: [], tri: [], quad: [], quint: [] };
  COLUMNS.forEach((set, r) =>
    COLOURS.forEach((colour, c) => {
      const [where, order] = p.columnCards[r * 6 + c] ?? [-2, 0];
      if (where >= 0 && !(p.thin && order % 3 > 0)) hands[where]?.push({ set, colour });
      else if (where === -1) columns[set].push([order, colour]);
    }),
  );
  const discard: [number, Colour][] = [];
  const deck: [number, Colour][] = [];
  p.commonCards.forEach(([where, order], i) => {
    const colour = COLOURS[i % 6] as Colour;
    // M5: the commons removed for this player count are not at the table.
    if (Math.floor(i / 6) >= (TABLE_COMMONS[p.players] ?? 4)) return;
    if (where >= 0 && !(p.thin && order % 3 > 0)) hands[where]?.push({ set: 'common', colour });
    else if (where === -1 && (p.piles === 'both' || p.piles === 'discard')) discard.push([order, colour]);
    else if (where === -2 && (p.piles === 'both' || p.piles === 'deck')) deck.push([order, colour]);
  });
  const inOrder = (cards: [number, Colour][]) => cards.sort((a, b) => a[0] - b[0]).map(([, colour]) => colour);
  const started = p.turn.transactions > 0;
  return {
    seats: hands.map((hand, s) => ({ identity: p.identities[s] as Colour, hand, monads: p.monads[s] ?? 0 })),
    columns: {
      bi: inOrder(columns.bi),
      tri: inOrder(columns.tri),
      quad: inOrder(columns.quad),
      quint: inOrder(columns.quint),
    },
    discard: inOrder(discard),
    deck: deck.length > 0 ? inOrder(deck) : null,
    turn: { ...p.turn, prepared: started && p.turn.prepared, bonusUsed: started && p.turn.bonusUsed },
  };
}

describe('random positions', () => {
  test('every listed move is what the rule book allows, is accepted, and moves the cards where the rules say; other moves are refused without change', () => {
    fc.assert(
      fc.property(positions, fc.integer(), (drawn, seed) => {
        const options = { teams: drawn.teams, bonusStopsAtGap: drawn.bonusStopsAtGap };
        const t = given(positionOf(drawn), options);
        const seat = drawn.turn.seat;
        const legal = t.legal(seat);
        listedMovesAreLegal(t.state, seat, legal);
        refusalsChangeNothing(t.state, seat, seededRng(seed), drawn.players);
        // Each listed move (a sample when there are many) moves the cards as the ledger, read from the rule book, says.
        const ledger = new Ledger(drawn.bonusStopsAtGap);
        for (const fact of t.history) ledger.apply(fact);
        const step = Math.max(1, Math.floor(legal.length / 12));
        for (let i = 0; i < legal.length; i += step) {
          const move = legal[i] as MonadMove;
          const next = t.play(seat, move);
          const after = ledger.clone();
          for (const fact of next.history.slice(t.history.length)) {
            after.apply(fact);
            expectRedacted(fact, drawn.players);
          }
          agreesWithLedger(drawn.players, next.state, after);
          wonByTheRules(drawn.players, drawn.teams, next);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('M18 over random small hands', () => {
  test('M18: with no deck and no discard pile, a pass is allowed exactly when the rule book allows it, and shows the hand', () => {
    const kind = fc.record({ set: fc.constantFrom(...SETS), colour: fc.constantFrom(...COLOURS) });
    const arb = fc.record({
      hand: fc.uniqueArray(kind, { minLength: 0, maxLength: 7, selector: c => `${c.set}:${c.colour}` }),
      extraCommons: fc.array(fc.constantFrom(...COLOURS), { maxLength: 4 }),
      empty: fc.subarray([...COLUMNS]),
      identity: fc.constantFrom(...COLOURS),
    });
    fc.assert(
      fc.property(arb, ({ hand: kinds, extraCommons, empty, identity }) => {
        // M5: a 2-player table has two commons of each colour.
        const all = [...kinds, ...extraCommons.map(colour => ({ set: 'common' as const, colour }))];
        const hand = all.filter(
          (c, i) =>
            c.set !== 'common' || all.slice(0, i).filter(d => d.set === 'common' && d.colour === c.colour).length < 2,
        );
        const other = COLOURS.find(c => c !== identity) as Colour;
        const columns = columnsBesides(hand);
        for (const set of empty) columns[set] = [];
        const t = given({
          seats: [
            { identity, hand, monads: 0 },
            { identity: other, hand: [], monads: 0 },
          ],
          columns,
        });
        const allowed = referenceMoves(t.view(0)).some(m => m.type === 'pass');
        same(t.isLegal(0, { type: 'pass' }), allowed, `pass listed for ${JSON.stringify(hand)}, empty ${empty.join()}`);
        const decision = monad.decide(t.state, 0, { type: 'pass' }, noDraws);
        if (allowed) {
          if (!decision.ok) expect.fail(`pass refused: ${decision.violation.code}`);
          same(
            sorted((decision.facts[0] as Extract<MonadFact, { type: 'passed' }>).hand),
            sorted(hand),
            'the hand shown',
          );
        } else
          same(decision.ok ? 'accepted' : decision.violation.code, 'monad/M18-pass-not-allowed', 'a forbidden pass');
      }),
      { numRuns: 200 },
    );
  });
});

/** M11, M20: a move that reaches the Monads needed ends the game at once, won by that seat (or team). */
function wonByTheRules(players: number, teams: boolean, t: ReturnType<typeof given>): void {
  const monads = t.view(null).seats.map(s => s.monads);
  const team = (k: number) => monads.filter((_, s) => s % 2 === k).reduce((a, b) => a + b, 0);
  const winners = teams
    ? team(0) >= 5
      ? [0, 2]
      : team(1) >= 5
        ? [1, 3]
        : null
    : (w => (w >= 0 ? [w] : null))(monads.findIndex(m => m >= (MONADS_TO_WIN[players] ?? 0)));
  const outcome = t.outcome;
  if (winners === null) same(outcome?.reason === 'won', false, 'no win before the Monads needed');
  else same({ reason: outcome?.reason, winners: outcome?.winners }, { reason: 'won', winners }, 'the win (M11, M20)');
}

// The flat search on common random numbers (paired.ts), on a constructed game of one decision: seat 0 tosses
// one of several coins and wins on heads, the toss drawn from a keyed stream. Every move of an iteration sees
// the same toss, so two coins whose odds differ by five points are told apart in a couple of hundred
// iterations, where the tree search (independent tosses per move) cannot; identical coins never differ.
import { describe, expect, it } from 'vitest';
import { pairedSearch } from '../../src/bots/ismcts/paired.js';
import { bestOf } from '../../src/bots/ismcts/review.js';
import { search, type SearchPolicy } from '../../src/bots/ismcts/search.js';
import { DEFAULT_SETTINGS, searchRoot } from '../../src/bots/ismcts/strategy.js';
import { coinGame, type CoinTypes as CoinTypesOf } from '../support/coin-game.js';
import { seededRng, type Chance, type Game, type GameTypes } from '../../src/engine/index.js';

type Coin = 'fair' | 'better' | 'loaded' | 'also-fair';
const COINS: readonly Coin[] = ['fair', 'better', 'loaded', 'also-fair'];
type CoinTypes = CoinTypesOf<Coin>;
const ODDS: Record<Coin, number> = { fair: 0.5, better: 0.55, loaded: 0.9, 'also-fair': 0.5 };
const coins = () => coinGame(ODDS);

const policyOf = (candidates: readonly Coin[]): SearchPolicy<CoinTypes> => ({
  candidates: () => candidates,
  playout: (_state, _seat, legal) => legal[0] as Coin,
  evaluate: () => [0.5, 0.5],
});

const paired = (
  candidates: readonly Coin[],
  iterations: number,
  seed: number,
  include?: Coin,
  race: { prior?: Coin; dropZ?: number } = {},
) =>
  pairedSearch(
    coins(),
    policyOf(candidates),
    {
      seat: 0,
      legal: COINS,
      sample: () => ({ won: null }),
      prior: race.prior ?? 'fair',
      ...(include ? { include } : {}),
    },
    {
      deadline: Infinity,
      now: () => 0,
      maxIterations: iterations,
      horizon: 10,
      z: 2,
      minPairs: 8,
      ...(race.dropZ === undefined ? {} : { dropZ: race.dropZ }),
    },
    seededRng(seed),
  );

describe('the paired root search (common random numbers)', () => {
  it('tells a coin five points better from the prior in 200 iterations, every time', () => {
    for (let seed = 1; seed <= 10; seed++) expect(paired(['fair', 'better'], 200, seed).move).toBe('better');
  });

  it('where the tree search, each move on luck of its own, mostly cannot', () => {
    const found = Array.from({ length: 10 }, (_, i) =>
      search(
        coins(),
        policyOf(['fair', 'better']),
        { seat: 0, legal: COINS, sample: () => ({ won: null }), prior: 'fair' },
        { ...DEFAULT_SETTINGS, deadline: Infinity, now: () => 0, maxIterations: 200, overruleZ: 2 },
        seededRng(i + 1),
      ),
    ).filter(result => result.move === 'better');
    expect(found.length).toBeLessThanOrEqual(3);
  });

  it('never overrules the prior with a move that is the same, however the tosses fall', () => {
    for (let seed = 1; seed <= 40; seed++) expect(paired(['fair', 'also-fair'], 300, seed).move).toBe('fair');
  });

  it('keeps the prior while fewer than its minimum of pairs ran', () => {
    for (let seed = 1; seed <= 10; seed++) expect(paired(['fair', 'loaded'], 7, seed).move).toBe('fair');
    expect(paired(['fair', 'loaded'], 60, 1).move).toBe('loaded');
  });

  it('values every candidate, and the included move, on the same iterations', () => {
    const result = paired(['fair', 'better'], 400, 3, 'loaded');
    expect(result.iterations).toBe(400);
    expect(result.children.map(c => [c.move, c.visits])).toEqual([
      ['fair', 400],
      ['better', 400],
      ['loaded', 400],
    ]);
    const value = (coin: Coin) => result.children.find(c => c.move === coin)?.value ?? NaN;
    // The same tosses: a better coin never does worse on them.
    expect(value('fair')).toBeLessThanOrEqual(value('better'));
    expect(value('better')).toBeLessThanOrEqual(value('loaded'));
    expect(value('loaded')).toBeGreaterThan(0.8);
  });

  it('runs one iteration past an expired deadline when every move must be valued (a review)', () => {
    const result = searchRoot(
      coins(),
      policyOf(['fair', 'better']),
      { seat: 0, legal: COINS, sample: () => ({ won: null }), prior: 'fair', include: 'loaded' },
      { ...DEFAULT_SETTINGS, root: 'paired' },
      { deadline: 0, now: () => 1, rootTried: true },
      seededRng(1),
    );
    expect(result.iterations).toBe(1);
    expect(result.children).toHaveLength(3);
    const bot = searchRoot(
      coins(),
      policyOf(['fair', 'better']),
      { seat: 0, legal: COINS, sample: () => ({ won: null }), prior: 'fair' },
      { ...DEFAULT_SETTINGS, root: 'paired' },
      { deadline: 0, now: () => 1 },
      seededRng(1),
    );
    expect(bot).toMatchObject({ iterations: 0, move: 'fair' });
  });

  it('a review does not call a move better than the played one by a rounding of the same value', () => {
    // Two colours that led to one result on every pair, summed in another order (the example of the OpenAPI document).
    const played = { move: 'red', visits: 40, value: 0.5794658465312152 };
    const same = { move: 'yellow', visits: 40, value: 0.5794658465312154 };
    expect(bestOf([played, same], played)).toBe(played);
    const better = { ...same, value: 0.6 };
    expect(bestOf([played, better], played)).toBe(better);
  });
});

// A game of one decision whose two moves lead to the same value on every toss but for a rounding, always the
// same way (as the value of two pawns of a colour on one square, summed pawn by pawn in another order, was:
// 5.6e-17 apart on every pair, which stood many standard errors of such roundings above zero).
interface SumTypes extends GameTypes {
  state: { readonly value: number | null };
  move: 'ab' | 'ba';
  fact: { value: number };
}
const valueOf = (move: SumTypes['move'], toss: number): number =>
  move === 'ab' ? 0.25 + toss : (0.25 + toss) * (1 + 2 ** -50);
const sumGame = {
  toAct: (state: { value: number | null }) => (state.value === null ? [0] : []),
  legalMoves: () => ['ab', 'ba'],
  decide: (_state: unknown, _seat: number, move: SumTypes['move'], chance: Chance) => ({
    ok: true,
    facts: [{ value: valueOf(move, chance.stream(['toss']).int(1000) / 2000) }],
  }),
  evolve: (_state: unknown, fact: { value: number }) => ({ value: fact.value }),
  outcome: () => null,
} as unknown as Game<SumTypes>;

describe('moves that play out alike, a rounding apart', () => {
  const search = (seed: number, dropZ?: number) =>
    pairedSearch(
      sumGame,
      {
        candidates: (_state, _seat, legal) => legal,
        playout: (_state, _seat, legal) => legal[0] as SumTypes['move'],
        evaluate: state => [state.value ?? 0, 1 - (state.value ?? 0)],
      },
      { seat: 0, legal: ['ab', 'ba'], sample: () => ({ value: null }), prior: 'ab' },
      {
        deadline: Infinity,
        now: () => 0,
        maxIterations: 200,
        horizon: 10,
        z: 2,
        minPairs: 8,
        ...(dropZ === undefined ? {} : { dropZ }),
      },
      seededRng(seed),
    );

  it('are told apart only by rounding', () => {
    for (let toss = 0; toss < 0.5; toss += 0.0005) {
      const apart = valueOf('ba', toss) - valueOf('ab', toss);
      expect(apart).toBeGreaterThan(0);
      expect(apart).toBeLessThan(1e-12);
    }
  });

  it('never overrule the prior, racing or not', () => {
    for (let seed = 1; seed <= 20; seed++) {
      expect(search(seed).move).toBe('ab');
      expect(search(seed, 2).move).toBe('ab');
    }
  });
});

// A game of turns whose moves differ in length: at the start of a turn the seat to act plays 'quick' (the
// turn ends) or 'slow' (the turn goes on for three 'step's). Nobody ever wins; each seat's evaluation is the
// same. What is tested is where the playouts stop.
interface TurnState {
  readonly turn: number;
  readonly stepsLeft: number;
}
interface TurnTypes extends GameTypes {
  state: TurnState;
  move: 'quick' | 'slow' | 'step';
  fact: { next: TurnState };
}
const turnGame = {
  toAct: (state: TurnState) => [state.turn % 2],
  legalMoves: (state: TurnState) => (state.stepsLeft > 0 ? ['step'] : ['quick', 'slow']),
  decide: (state: TurnState, _seat: number, move: TurnTypes['move']) => ({
    ok: true,
    facts: [
      {
        next:
          move === 'slow'
            ? { turn: state.turn, stepsLeft: 3 }
            : move === 'step' && state.stepsLeft > 1
              ? { turn: state.turn, stepsLeft: state.stepsLeft - 1 }
              : { turn: state.turn + 1, stepsLeft: 0 },
      },
    ],
  }),
  evolve: (_state: TurnState, fact: { next: TurnState }) => fact.next,
  outcome: () => null,
} as unknown as Game<TurnTypes>;

describe('racing (dropZ): a move far behind the prior stops being played', () => {
  const visits = (result: ReturnType<typeof paired>, coin: Coin) =>
    result.children.find(child => child.move === coin)?.visits ?? 0;

  it('drops the worse moves early and ends the search once only the prior is left', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const raced = paired(['fair', 'also-fair', 'loaded'], 1000, seed, undefined, { prior: 'loaded', dropZ: 2 });
      expect(raced.move).toBe('loaded');
      expect(raced.iterations).toBeLessThan(100);
      expect(visits(raced, 'fair')).toBeLessThan(100);
      // Without racing, every move to the end of the budget.
      const full = paired(['fair', 'also-fair', 'loaded'], 1000, seed, undefined, { prior: 'loaded' });
      expect([full.iterations, visits(full, 'fair'), visits(full, 'also-fair')]).toEqual([1000, 1000, 1000]);
    }
  });

  it('keeps the move that is better in the race to the end, and still finds it every time', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const raced = paired(['fair', 'better', 'also-fair'], 200, seed, undefined, { dropZ: 2 });
      expect(raced.move).toBe('better');
      expect(visits(raced, 'better')).toBe(200);
    }
  });
});

describe('playouts bounded in turns (horizonTurns)', () => {
  const judged = (horizonTurns: number | undefined, root: TurnState) => {
    const seen: TurnState[] = [];
    const policy: SearchPolicy<TurnTypes> = {
      candidates: (_state, _seat, legal) => legal,
      playout: (_state, _seat, legal, rng) => legal[rng.int(legal.length)] as TurnTypes['move'],
      evaluate: state => (seen.push(state), [0.5, 0.5]),
      turnOf: state => state.turn,
    };
    const legal = turnGame.legalMoves(root, 0);
    pairedSearch(
      turnGame,
      policy,
      { seat: root.turn % 2, legal, sample: () => root, prior: legal[0] as TurnTypes['move'] },
      {
        deadline: Infinity,
        now: () => 0,
        maxIterations: 50,
        horizon: 100,
        ...(horizonTurns === undefined ? {} : { horizonTurns }),
        z: 2,
        minPairs: 8,
      },
      seededRng(7),
    );
    return seen;
  };

  it('judges every move where the same later turn begins, however many moves each took', () => {
    for (const root of [
      { turn: 4, stepsLeft: 0 },
      { turn: 4, stepsLeft: 2 },
    ])
      for (const horizonTurns of [1, 2, 3]) {
        const seen = judged(horizonTurns, root);
        expect(seen.length).toBeGreaterThan(0);
        expect(new Set(seen.map(s => `${s.turn}/${s.stepsLeft}`))).toEqual(new Set([`${4 + horizonTurns}/0`]));
      }
  });

  it('without it, stops after a count of moves, wherever that falls', () => {
    const seen = judged(undefined, { turn: 4, stepsLeft: 0 });
    expect(new Set(seen.map(s => `${s.turn}/${s.stepsLeft}`)).size).toBeGreaterThan(1);
  });
});

// The search overrules the heuristic's move (its prior) only on evidence (SearchLimits.overruleZ): in a
// constructed game of one decision — two coins, one fair and one that wins nine times in ten, the prior
// naming the fair one — it plays the better coin once its playouts show it, and keeps the prior while they
// are too few to tell, or when the two moves are in truth the same.
import { describe, expect, it } from 'vitest';
import { search, type SearchPolicy } from '../../src/bots/ismcts/search.js';
import { DEFAULT_SETTINGS } from '../../src/bots/ismcts/strategy.js';
import type { Game, GameTypes } from '../../src/engine/index.js';
import { seededRng } from '../../src/engine/index.js';

type Coin = 'fair' | 'loaded' | 'also-fair';
interface CoinState {
  readonly won: boolean | null;
}
interface CoinTypes extends GameTypes {
  state: CoinState;
  move: Coin;
  fact: { won: boolean };
}

/** Seat 0 tosses one coin and wins on heads; only what the search reads of a game is there. */
function coinGame(odds: Record<Coin, number>): Game<CoinTypes> {
  const rules: Pick<Game<CoinTypes>, 'toAct' | 'legalMoves' | 'decide' | 'evolve' | 'outcome'> = {
    toAct: state => (state.won === null ? [0] : []),
    legalMoves: () => ['fair', 'loaded', 'also-fair'],
    decide: (_state, _seat, coin, chance) => ({
      ok: true,
      facts: [{ won: chance.stream(['toss']).int(100) < odds[coin] * 100 }],
    }),
    evolve: (_state, fact) => ({ won: fact.won }),
    outcome: state =>
      state.won === null
        ? null
        : {
            reason: 'won',
            winners: [state.won ? 0 : 1],
            ranking: [
              { seat: state.won ? 0 : 1, place: 1 },
              { seat: state.won ? 1 : 0, place: 2 },
            ],
          },
  };
  return rules as Game<CoinTypes>;
}

const policy: SearchPolicy<CoinTypes> = {
  candidates: (_state, _seat, legal) => legal,
  playout: (_state, _seat, legal) => legal[0] as Coin,
  evaluate: () => [0.5, 0.5],
};

function decide(odds: Record<Coin, number>, iterations: number, seed: number): Coin {
  const result = search(
    coinGame(odds),
    policy,
    { seat: 0, legal: ['fair', 'loaded', 'also-fair'], sample: () => ({ won: null }), prior: 'fair' },
    { ...DEFAULT_SETTINGS, deadline: Infinity, now: () => 0, maxIterations: iterations, overruleZ: 2 },
    seededRng(seed),
  );
  return result.move;
}

describe('IS-MCTS overruling its prior', () => {
  it('plays the clearly better move once its playouts show it', () => {
    for (let seed = 1; seed <= 10; seed++)
      expect(decide({ fair: 0.5, loaded: 0.9, 'also-fair': 0.5 }, 400, seed)).toBe('loaded');
  });

  it('keeps the prior while too few playouts ran to tell', () => {
    for (let seed = 1; seed <= 10; seed++)
      expect(decide({ fair: 0.5, loaded: 0.9, 'also-fair': 0.5 }, 9, seed)).toBe('fair');
  });

  it('keeps the prior when no other move is better, however the playouts fall', () => {
    const overruled = Array.from({ length: 40 }, (_, i) =>
      decide({ fair: 0.6, loaded: 0.6, 'also-fair': 0.6 }, 400, i + 1),
    ).filter(move => move !== 'fair');
    // A one-sided test at two standard errors against two other moves: about one search in twenty-five.
    expect(overruled.length).toBeLessThanOrEqual(4);
  });
});

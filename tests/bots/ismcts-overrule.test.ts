// The search overrules the heuristic's move (its prior) only on evidence (SearchLimits.overruleZ): in a
// constructed game of one decision — two coins, one fair and one that wins nine times in ten, the prior
// naming the fair one — it plays the better coin once its playouts show it, and keeps the prior while they
// are too few to tell, or when the two moves are in truth the same.
import { describe, expect, it } from 'vitest';
import { search, type SearchPolicy } from '../../src/bots/ismcts/search.js';
import { DEFAULT_SETTINGS } from '../../src/bots/ismcts/strategy.js';
import { coinGame, type CoinTypes as CoinTypesOf } from '../support/coin-game.js';
import { seededRng } from '../../src/engine/index.js';

type Coin = 'fair' | 'loaded' | 'also-fair';
type CoinTypes = CoinTypesOf<Coin>;

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

import { describe, expect, it } from 'vitest';
import { runTournament } from '../../src/bots/arena/tournament.js';
import { wilson } from '../../src/bots/arena/stats.js';
import { strategyFor } from '../../src/bots/registry.js';
import type { AnyStrategy } from '../../src/bots/strategy.js';
import { monad } from '../../src/games/monad/index.js';

describe('Wilson interval', () => {
  it('matches the textbook value for 45 of 100', async () => {
    const r = wilson(45, 100);
    expect(r.rate).toBe(0.45);
    expect(r.low).toBeCloseTo(0.3561, 3);
    expect(r.high).toBeCloseTo(0.5475, 3);
  });
  it('stays inside [0, 1] at the extremes', async () => {
    expect(wilson(0, 10).low).toBe(0);
    expect(wilson(10, 10).high).toBeCloseTo(1, 12);
    expect(wilson(0, 10).high).toBeLessThan(0.35);
    expect(wilson(10, 10).low).toBeGreaterThan(0.6);
  });
});

describe('arena', () => {
  const config = { players: 2, options: monad.schemas.options.parse({}) };
  const random = strategyFor('monad', 'random') as AnyStrategy;
  const heuristic = strategyFor('monad', 'heuristic') as AnyStrategy;

  it('is reproducible from its seed', async () => {
    const run = () => runTournament({ game: monad, config, entries: [random, random], games: 6, seed: 3 });
    const [a, b] = [await run(), await run()];
    expect(a.strategies).toEqual(b.strategies);
    expect(a.meanGameLength).toBe(b.meanGameLength);
  });

  it('rotates seats so that every game credits exactly one win in all', async () => {
    const result = await runTournament({ game: monad, config, entries: [heuristic, random], games: 10, seed: 5 });
    expect(result.unfinished).toBe(0);
    expect(result.strategies.reduce((sum, s) => sum + s.wins, 0)).toBeCloseTo(10);
  });

  it('heuristic beats random in most Monad games (the full 500-game figure is measured with npm run arena)', async () => {
    const result = await runTournament({ game: monad, config, entries: [heuristic, random], games: 40, seed: 11 });
    const h = result.strategies.find(s => s.strategy === 'heuristic');
    expect(h?.winRate.rate).toBeGreaterThanOrEqual(0.8);
  });
});

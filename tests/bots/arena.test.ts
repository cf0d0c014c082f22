import { describe, expect, it } from 'vitest';
import { entryShares, playGame, runTournament } from '../../src/bots/arena/tournament.js';
import { setRate, t975 } from '../../src/bots/arena/duplicate.js';
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

describe('duplicate arena', () => {
  const config = { players: 2, options: monad.schemas.options.parse({}) };
  const random = strategyFor('monad', 'random') as AnyStrategy;
  const heuristic = strategyFor('monad', 'heuristic') as AnyStrategy;

  it('plays sets of one game per rotation, counts them, and keeps the plain fields', async () => {
    const result = await runTournament({
      game: monad,
      config,
      entries: [heuristic, random],
      games: 10,
      seed: 5,
      duplicate: true,
    });
    expect(result).toMatchObject({ games: 10, duplicate: true, duplicateSets: 5, unfinished: 0 });
    expect(result.strategies.reduce((sum, s) => sum + s.wins, 0)).toBeCloseTo(10);
    for (const s of result.strategies) {
      expect(s.winRate.low).toBeLessThanOrEqual(s.winRate.rate + 1e-9);
      expect(s.winRate.high).toBeGreaterThanOrEqual(s.winRate.rate - 1e-9);
    }
    expect(await runTournament({ game: monad, config, entries: [random, random], games: 4, seed: 5 })).toMatchObject({
      duplicate: false,
      duplicateSets: 0,
    });
  });

  it('refuses a number of games that is not whole sets', async () => {
    await expect(
      runTournament({ game: monad, config, entries: [random, random], games: 5, seed: 1, duplicate: true }),
    ).rejects.toThrow(/multiple/);
  });

  it('deals the same cards to both games of a set: one strategy on both seats wins the same seat twice', async () => {
    // The heuristic chooses without randomness: with the same deal at both games of a set, both games are
    // the same game, so the same seat wins both and the two entries (which swapped seats) split the set.
    const spec = { game: monad, config, entries: [heuristic, heuristic], games: 8, seed: 9, duplicate: true };
    const shares: number[][] = [];
    for (let g = 0; g < 8; g++) shares.push(entryShares(await playGame(spec, g), 2));
    for (let set = 0; set < 4; set++) {
      const [a, b] = [shares[2 * set] as number[], shares[2 * set + 1] as number[]];
      // Entry 0 sat at seat 0 in game a and at seat 1 in game b: the same seat wins both, so the entries split.
      expect((a[0] as number) + (b[0] as number)).toBeCloseTo(1);
    }
  });
});

describe('the duplicate interval (setRate)', () => {
  it('is narrower than the plain one when sets agree, and the plain one when they do not spread', () => {
    // 40 sets of 2: the stronger entry wins 3 sets out of 4 both games, ties the others 1–1.
    const perGame = Array.from({ length: 40 }, (_, s) => (s % 4 === 0 ? [1, 0] : [1, 1])).flat();
    const dup = setRate(perGame, 2, 1);
    const plain = wilson(
      perGame.reduce((a, b) => a + b, 0),
      perGame.length,
    );
    expect(dup.rate).toBeCloseTo(plain.rate);
    expect(dup.high - dup.low).toBeLessThan(plain.high - plain.low);
    const alike = Array.from({ length: 20 }, () => [1, 0]).flat();
    expect(setRate(alike, 2, 1)).toEqual(wilson(20, 40));
  });

  it('uses Student t for few sets (table, then the expansion)', () => {
    expect(t975(1)).toBeCloseTo(12.706, 3);
    expect(t975(30)).toBeCloseTo(2.042, 3);
    expect(t975(31)).toBeCloseTo(2.0395, 3);
    expect(t975(1000)).toBeCloseTo(1.9623, 3);
  });
});

// The bot runner (service/bots/runner.ts) tries a failed step again after a wait — a search the pool gave up,
// a database fault — so a game against bots does not stall until someone reads it; past its last wait the run
// ends (a bug fails every try), and stopping the server ends a wait at once, or the need for one. A lost race
// is no failure, and a run goes on for as many steps as the game moves on.
import { describe, expect, it } from 'vitest';
import { BotRunner, LOST_RACES } from '../../../src/service/bots/runner.js';

/** A step that fails its first `failing` tries, then plays `steps` steps (a move each) and is done. */
function flaky(failing: number, steps: number) {
  const calls = { tries: 0 };
  const step = async (): Promise<number | null> => {
    calls.tries++;
    if (calls.tries <= failing) throw new Error(`fault ${calls.tries}`);
    return calls.tries < failing + steps ? calls.tries : null;
  };
  return { calls, step };
}

/** What pg and PGlite throw when another writer took the version (23505), or Postgres broke a deadlock (40P01). */
const lostRace = (code: string): Error => Object.assign(new Error(`lost race ${code}`), { code });

describe('the bot runner', () => {
  it('tries a failed step again after each wait, and goes on once it succeeds', async () => {
    const told: [string, boolean][] = [];
    const runner = new BotRunner({
      retryMs: [5, 5, 5],
      failed: (error, retried) => told.push([(error as Error).message, retried]),
    });
    const { calls, step } = flaky(3, 4);
    runner.kick('g', step);
    await runner.idle();
    expect(calls.tries).toBe(7);
    expect(told).toEqual([
      ['fault 1', true],
      ['fault 2', true],
      ['fault 3', true],
    ]);
  });

  it('counts failures in a row: a success between them starts the waits over', async () => {
    let tries = 0;
    const told: boolean[] = [];
    const runner = new BotRunner({ retryMs: [5], failed: (_error, retried) => told.push(retried) });
    // Fails every other try, four times in all; one retry in a row is always enough.
    runner.kick('g', async () => {
      tries++;
      if (tries % 2 === 1 && tries < 8) throw new Error('blip');
      return tries < 8 ? tries : null;
    });
    await runner.idle();
    expect(tries).toBe(8);
    expect(told).toEqual([true, true, true, true]);
  });

  it('ends the run past its last wait, and a later kick starts a new one', async () => {
    const told: boolean[] = [];
    const runner = new BotRunner({ retryMs: [5, 5], failed: (_error, retried) => told.push(retried) });
    const { calls, step } = flaky(10, 1);
    runner.kick('g', step);
    await runner.idle();
    expect(calls.tries).toBe(3);
    expect(told).toEqual([true, true, false]);
    expect(runner.isRunning('g')).toBe(false);
    runner.kick('g', step);
    await runner.idle();
    expect(calls.tries).toBe(6);
  });

  it('stops within a wait at once, trying nothing more', async () => {
    const runner = new BotRunner({ retryMs: [60_000] });
    const { calls, step } = flaky(1, 1);
    runner.kick('g', step);
    while (calls.tries === 0) await new Promise(resolve => setImmediate(resolve));
    const began = performance.now();
    await runner.stop();
    expect(performance.now() - began).toBeLessThan(1_000);
    expect(calls.tries).toBe(1);
  });

  it('does not wait to try again a step that failed once it was stopping (the bot pool closes with the app)', async () => {
    const told: boolean[] = [];
    const runner = new BotRunner({ retryMs: [60_000], failed: (_error, retried) => told.push(retried) });
    let fail: (error: Error) => void = () => undefined;
    let tries = 0;
    runner.kick('g', () => {
      tries++;
      return new Promise<number | null>((_resolve, reject) => (fail = reject));
    });
    while (tries === 0) await new Promise(resolve => setImmediate(resolve));
    const began = performance.now();
    const stopped = runner.stop();
    fail(new Error('the bot pool is closed'));
    await stopped;
    expect(performance.now() - began).toBeLessThan(1_000);
    expect(told).toEqual([false]);
    expect(tries).toBe(1);
  });

  it('plays on for as many steps as the game moves on: a starved step plays one move, and nobody else starts a run', async () => {
    const runner = new BotRunner({ retryMs: [] });
    let version = 0;
    runner.kick('g', () => Promise.resolve(++version < 1_000 ? version : null));
    await runner.idle();
    expect(version).toBe(1_000);
  });

  it('does not count a lost race as a failure: the next step goes on at once', async () => {
    const told: unknown[] = [];
    // No retry at all: a lost race counted as a failure would end the run at once.
    const runner = new BotRunner({ retryMs: [], failed: error => told.push(error) });
    let tries = 0;
    runner.kick('g', () => {
      tries++;
      if (tries <= 6) return Promise.reject(lostRace(tries % 2 === 0 ? '23505' : '40P01'));
      return Promise.resolve(tries < 9 ? tries : null);
    });
    await runner.idle();
    expect(tries).toBe(9);
    expect(told).toEqual([]);
  });

  it('counts lost races as a failure once they come LOST_RACES in a row: a conflict no writer ends is a bug', async () => {
    const told: [string, boolean][] = [];
    const runner = new BotRunner({
      retryMs: [1],
      failed: (error, retried) => told.push([(error as Error).message, retried]),
    });
    let tries = 0;
    runner.kick('g', () => (tries++, Promise.reject(lostRace('23505'))));
    await runner.idle();
    expect(tries).toBe(2 * LOST_RACES);
    expect(told).toEqual([
      ['lost race 23505', true],
      ['lost race 23505', false],
    ]);
  });

  it('ends a run at a step that left the game where the previous one did, and says so', async () => {
    const told: [string, boolean][] = [];
    const runner = new BotRunner({ failed: (error, retried) => told.push([(error as Error).message, retried]) });
    let tries = 0;
    runner.kick('g', () => Promise.resolve(Math.min(++tries, 3)));
    await runner.idle();
    expect(tries).toBe(4);
    expect(told).toEqual([['a bot step left the game at version 3, as it found it', false]]);
    expect(runner.isRunning('g')).toBe(false);
  });
});

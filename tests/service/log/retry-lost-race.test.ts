// The one helper that runs a use case again when it lost a race (service/log/retry-lost-race.ts): a unique
// violation or a broken deadlock is retried within the bounds, AGAIN is a retry asked for by the attempt
// itself (a deadline passed), anything else is thrown at once, and the last word is the caller's.
import { describe, expect, it } from 'vitest';
import { KeyTaken } from '../../../src/store/errors.js';
import { AGAIN, retryLostRace, type Again } from '../../../src/service/log/retry-lost-race.js';

/** An error as pg and PGlite report a row refused by the primary key. */
const uniqueViolation = (): Error => Object.assign(new Error('duplicate key value'), { code: '23505' });
const deadlock = (): Error => Object.assign(new Error('deadlock detected'), { code: '40P01' });

/** An attempt that answers each call with the next of `answers` (throwing an Error, returning the rest). */
function scripted<T>(answers: readonly (T | Again | Error)[]): {
  attempt: (n: number) => Promise<T | Again>;
  calls: number[];
} {
  const calls: number[] = [];
  return {
    calls,
    attempt: n => {
      calls.push(n);
      const answer = answers[calls.length - 1];
      if (answer === undefined) throw new Error(`attempt ${n} was not expected`);
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  };
}

const noMore = (): Promise<never> => Promise.reject(new Error('exhausted'));

describe('retryLostRace', () => {
  it('answers with the first attempt that does not lose, numbering the attempts from 1', async () => {
    const { attempt, calls } = scripted(['first']);
    expect(await retryLostRace(attempt, { attempts: 5, exhausted: noMore })).toBe('first');
    expect(calls).toEqual([1]);
    const lost = scripted([uniqueViolation(), new KeyTaken('g', 1), deadlock(), 'fourth']);
    expect(await retryLostRace(lost.attempt, { attempts: 5, exhausted: noMore })).toBe('fourth');
    expect(lost.calls).toEqual([1, 2, 3, 4]);
  });

  it('counts an attempt that asks to run again (AGAIN) like one that lost', async () => {
    const { attempt, calls } = scripted([AGAIN, uniqueViolation(), AGAIN, 'fourth']);
    expect(await retryLostRace(attempt, { attempts: 4, exhausted: noMore })).toBe('fourth');
    expect(calls).toEqual([1, 2, 3, 4]);
  });

  it('makes `attempts` attempts at most, then answers with `exhausted`: a value, or the refusal it throws', async () => {
    const always = scripted<string>([uniqueViolation(), AGAIN, uniqueViolation()]);
    expect(await retryLostRace(always.attempt, { attempts: 3, exhausted: () => Promise.resolve('settled') })).toBe(
      'settled',
    );
    expect(always.calls).toEqual([1, 2, 3]);
    const refused = scripted([uniqueViolation(), uniqueViolation()]);
    await expect(retryLostRace(refused.attempt, { attempts: 2, exhausted: noMore })).rejects.toThrow('exhausted');
    expect(refused.calls).toEqual([1, 2]);
  });

  it('throws any other error at once, without another attempt', async () => {
    const broken = scripted([uniqueViolation(), new Error('a bug'), 'never']);
    await expect(retryLostRace(broken.attempt, { attempts: 5, exhausted: noMore })).rejects.toThrow('a bug');
    expect(broken.calls).toEqual([1, 2]);
    const unavailable = scripted([Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' })]);
    await expect(retryLostRace(unavailable.attempt, { attempts: 5, exhausted: noMore })).rejects.toThrow(
      'connection refused',
    );
    expect(unavailable.calls).toEqual([1]);
  });
});
